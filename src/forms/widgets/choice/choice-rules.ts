import type { BusinessProfile } from '@/domain/business-profile';
import { isHexColour, schemeForTrade, type ColourScheme, type ResolvedColourScheme } from '@/domain/colours';
import { getPath } from '@/domain/send-plan';
import type { SitePreviewData } from '../../preview/preview-model';

/**
 * Pure parts of the choice widgets (trade, colours, terms, reference): what they show and when they ask,
 * kept apart from the components so they can be tested without a browser.
 */

/** Styles that hide an element on screen but keep it for screen readers (and keep native inputs focusable). */
export const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/**
 * A link target from config when it is a path on this site (`/terms`, `/privacy#cookies`), otherwise `null`.
 * Protocol-relative (`//host`), backslash (`/\host`, read by browsers as `//host`), absolute (`https:`,
 * `javascript:`) and anything with spaces or control characters are refused, so a config slip cannot send
 * the customer elsewhere.
 *
 * @example sitePathHref('/terms') // '/terms'
 * @example sitePathHref('//evil.example') // null
 * @example sitePathHref('https://example.com/terms') // null
 */
export function sitePathHref(href: unknown): string | null {
  if (typeof href !== 'string') return null;
  if (href.length < 1 || href.length > 2048) return null;
  if (href[0] !== '/' || href[1] === '/' || href[1] === '\\') return null;
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\s\u0000-\u001f\u007f\\]/.test(href)) return null;
  return href;
}

/** True for an answer with something in it: text, a list with items, or an object holding either (a yes/no does not count). */
function given(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'string') return value.trim() !== '';
  if (value && typeof value === 'object') return Object.values(value).some(given);
  return false;
}

/**
 * True when the customer has already answered fields that a change of trade clears (spec part 1 §4): any of
 * `paths` (the `clear:` list of the trade field's reset-for-trade-change action in the form's YAML) holds text,
 * a list with items, or an object with either. Changing the trade then needs a confirmation.
 *
 * @example hasAnswersToClear({ selectedServices: ['Rewiring'] }, ['selectedServices']) // true
 * @example hasAnswersToClear({ selectedServices: [], businessAddress: { street: '' } }, ['selectedServices', 'businessAddress']) // false
 */
export function hasAnswersToClear(data: Readonly<Record<string, unknown>> | undefined, paths: readonly string[]): boolean {
  return !!data && paths.some((path) => given(getPath(data, path)));
}

/** Every configured scheme as the trade sees it (with the trade's own colourOverrides), in config order. */
export function schemesForTrade(schemes: readonly ColourScheme[], trade: string | null | undefined): ResolvedColourScheme[] {
  return schemes.map((s) => schemeForTrade(schemes, s.id, trade)).filter((s): s is ResolvedColourScheme => Boolean(s));
}

/**
 * The scheme shown as chosen: the value when it names a configured scheme, otherwise the trade's default
 * scheme, otherwise the first scheme (or `undefined` when there are none).
 *
 * @example shownSchemeId(schemes, '', 'green') // 'green'
 */
export function shownSchemeId(schemes: readonly ColourScheme[], value: unknown, tradeDefault: string | null | undefined): string | undefined {
  if (typeof value === 'string' && schemes.some((s) => s.id === value)) return value;
  if (tradeDefault && schemes.some((s) => s.id === tradeDefault)) return tradeDefault;
  return schemes[0]?.id;
}

/**
 * The value for a native colour picker (`<input type="color">` takes only lower-case `#rrggbb`): the typed
 * text when it is a full colour, otherwise the fallback (the last good colour), otherwise black.
 *
 * @example pickerColour('#2897CF', '#000000') // '#2897cf'
 * @example pickerColour('#28', '#2897cf') // '#2897cf'
 */
export function pickerColour(text: unknown, fallback?: string | null): string {
  const trimmed = typeof text === 'string' ? text.trim() : '';
  if (isHexColour(trimmed)) return trimmed.toLowerCase();
  if (isHexColour(fallback)) return fallback.toLowerCase();
  return '#000000';
}

/**
 * The label of one option of a choice: `labels[value]` from the widget options when it is a non-empty text,
 * otherwise the value itself.
 *
 * @example optionLabel({ yes: 'Yes, set one up for me' }, 'yes') // 'Yes, set one up for me'
 * @example optionLabel(undefined, 'already') // 'already'
 */
export function optionLabel(labels: unknown, value: unknown): string {
  const key = String(value);
  if (labels && typeof labels === 'object' && Object.hasOwn(labels, key)) {
    const label = (labels as Record<string, unknown>)[key];
    if (typeof label === 'string' && label.trim() !== '') return label;
  }
  return key;
}

/** A text option of a widget, or the fallback when it is missing or empty. */
export function textOption(options: Readonly<Record<string, unknown>>, key: string, fallback: string): string {
  const value = options[key];
  return typeof value === 'string' && value.trim() !== '' ? value : fallback;
}

/**
 * What the design previews of the colour schemes show of the business profile (the form's `profile:` of the
 * answers given so far): the name and contact details, areas, services, accreditations and figures. Anything
 * missing is left out (the preview then shows sample text).
 *
 * @example previewFields(profileOf({ businessBasics: { companyName: 'Spark & Co' } }, form.profile)).businessName // 'Spark & Co'
 */
export function previewFields(profile: BusinessProfile): SitePreviewData {
  const some = (v: string) => v || undefined;
  const items = (v: string[]) => (v.length ? v : undefined);
  return {
    businessName: some(profile.businessName),
    firstName: some(profile.firstName),
    phone: some(profile.phone),
    email: some(profile.email),
    areas: items(profile.areas),
    services: items(profile.services),
    accreditations: items(profile.accreditations),
    stats: profile.stats,
  };
}
