/**
 * What the website preview shows, worked out from the customer's form data and the trade:
 * their own details where given, otherwise sample text in the trade's words. Pure, so the
 * preview components only draw.
 */
import { defaultBusinessHours, type BusinessHoursEntry } from '@/domain/business-hours';
import { safeHttpUrl } from '@/domain/safe-url';
import { formatUkPhone } from '@/domain/uk-phone';
import { interpolate } from '@/domain/text-template';
import { site } from '@/generated/config';
import type { PreviewCopyConfig } from '@/generated/config-types';

/** The three pages of the previewed website, in the order the arrows cycle through them. */
export const PREVIEW_VIEWS = ['home', 'services', 'contact'] as const;
export type PreviewView = (typeof PREVIEW_VIEWS)[number];

/**
 * The view after (`+1`) or before (`-1`) the given one, wrapping round at either end.
 *
 * @example nextView('contact', 1) // 'home'
 * @example nextView('home', -1) // 'contact'
 */
export function nextView(view: PreviewView, step: 1 | -1): PreviewView {
  const index = PREVIEW_VIEWS.indexOf(view);
  const n = PREVIEW_VIEWS.length;
  return PREVIEW_VIEWS[(((index < 0 ? 0 : index) + step) % n + n) % n];
}

/** What the preview reads of the business (the form's `profile:` of its answers); every field is optional. */
export interface SitePreviewData {
  businessName?: string | null;
  firstName?: string | null;
  phone?: string | null;
  email?: string | null;
  areas?: readonly string[] | null;
  services?: readonly string[] | null;
  hours?: readonly BusinessHoursEntry[] | null;
  /** An object URL of the chosen file (`blob:`), a `data:image/` URL or an http(s) URL. */
  logoUrl?: string | null;
  /** Figures by key (experience, happyCustomers, projectsCompleted, emergencyJobs). */
  stats?: Readonly<Record<string, string | number | null | undefined>> | null;
  accreditations?: readonly string[] | null;
  /** The customer's own photos of their work, as object URLs (`blob:`) or image addresses. */
  photos?: readonly string[] | null;
  /** The customer's own domain, when they have one (shown in the preview's address bar). */
  domain?: string | null;
}

/** Colours of the previewed site; `background` defaults to white. */
export interface PreviewColours {
  primary: string;
  secondary: string;
  background?: string;
}

/** The trade as config describes it (config/trades/<trade>.yaml). */
export interface PreviewTrade {
  /** e.g. "Tiler". */
  label: string;
  /** e.g. "Tilers". */
  plural: string;
  /** The trade's full service list, shown when the customer has chosen none. */
  services: readonly string[];
  /** The trade as a describing word, e.g. "Electrical" (the trade file's `adjective`); the label when missing. */
  adjective?: string;
  /** The trade's icon, a name of the trade icons (the trade file's `icon`). */
  icon?: string;
}

/**
 * The sample and fixed wording of the preview, from `preview.copy` in config/site.yaml (every word a visitor
 * reads is config). Placeholders: `{adjective}` ("Electrical"), `{trade}` ("tiler"), `{plural}` ("tilers"),
 * `{Plural}` ("Tilers"), `{area}` (the main area), `{name}` (the business name).
 */
export const DEFAULT_PREVIEW_COPY: PreviewCopy = site.preview.copy;
export type PreviewCopy = PreviewCopyConfig['copy'];

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

function list(values: readonly unknown[] | null | undefined): string[] {
  return Array.isArray(values) ? values.map(text).filter(Boolean) : [];
}

/**
 * The logo address when it is safe to use as an image source: a `blob:` object URL, a
 * `data:image/` URL or an http(s) URL. Anything else (`javascript:`, `data:text/html`, ...) gives `null`.
 *
 * @example safeLogoUrl('javascript:alert(1)') // null
 */
export function safeLogoUrl(raw: string | null | undefined): string | null {
  const value = text(raw);
  if (!value) return null;
  if (/^blob:/i.test(value)) return /^blob:(https?:\/\/|null)/i.test(value) ? value : null;
  if (/^data:image\/[a-z0-9.+-]+[;,]/i.test(value)) return value;
  return safeHttpUrl(value);
}

/**
 * The trade as a describing word for "Your ... Business": the trade file's `adjective`
 * ("Electrical"); a trade without one is named by its label ("Your Tiler Business").
 */
export function tradeAdjective(trade: PreviewTrade): string {
  return trade.adjective?.trim() || trade.label.trim();
}

/** Opening hours grouped into runs of days with the same times: "Mon - Fri", "09:00 - 17:00". */
export function groupHours(hours: readonly BusinessHoursEntry[], closed: string): { days: string; times: string }[] {
  const rows: { first: string; last: string; times: string }[] = [];
  for (const h of hours) {
    const times = h.open ? `${h.openTime} - ${h.closeTime}` : closed;
    const day = text(h.day).slice(0, 3);
    const prev = rows[rows.length - 1];
    if (prev && prev.times === times) prev.last = day;
    else rows.push({ first: day, last: day, times });
  }
  return rows.map((r) => ({ days: r.first === r.last ? r.first : `${r.first} - ${r.last}`, times: r.times }));
}

/** Everything the preview draws, resolved. */
export interface PreviewContent {
  name: string;
  initials: string;
  logoUrl: string | null;
  phone: string;
  email: string;
  /** "Ask for Sam" when the first name is known, else ''. */
  askFor: string;
  areas: string[];
  mainArea: string;
  headline: string;
  subheading: string;
  servicesIntro: string;
  services: string[];
  badges: string[];
  hours: { days: string; times: string }[];
  footer: string;
  /** The customer's photos that are safe to show (see {@link safeLogoUrl}). */
  photos: string[];
}

/** Works out what the preview shows from the form data, the trade and the wording. */
export function previewContent(data: SitePreviewData, trade: PreviewTrade, copy: PreviewCopy = DEFAULT_PREVIEW_COPY): PreviewContent {
  const values = { adjective: tradeAdjective(trade), trade: trade.label.toLowerCase(), plural: trade.plural.toLowerCase(), Plural: trade.plural };
  const name = text(data.businessName) || interpolate(copy.sampleName, values);
  const areas = list(data.areas);
  const mainArea = areas[0] ?? copy.sampleArea;
  const chosen = list(data.services);
  const stats = data.stats ?? {};
  const statBadges = (Object.keys(copy.stats) as (keyof PreviewCopy['stats'])[])
    .map((key) => (text(stats[key]) ? interpolate(copy.stats[key], { value: text(stats[key]) }) : ''))
    .filter(Boolean);
  const badges = [...statBadges, ...list(data.accreditations)];
  const hours = Array.isArray(data.hours) && data.hours.length ? data.hours : defaultBusinessHours();
  const all = { ...values, area: mainArea, name };
  return {
    name,
    initials: name.split(/\s+/).filter((w) => /^[a-z0-9]/i.test(w)).slice(0, 2).map((w) => w[0].toUpperCase()).join('') || '?',
    logoUrl: safeLogoUrl(data.logoUrl),
    // Written the UK way ("0113 496 0000"), as it would be on the real site.
    phone: formatUkPhone(text(data.phone)) || copy.samplePhone,
    email: text(data.email) || copy.sampleEmail,
    askFor: text(data.firstName) ? interpolate(copy.askFor, { firstName: text(data.firstName) }) : '',
    areas: areas.length ? areas : [copy.sampleArea],
    mainArea,
    headline: interpolate(copy.headline, all),
    subheading: interpolate(copy.subheading, all),
    servicesIntro: interpolate(copy.servicesIntro, all),
    services: chosen.length ? chosen : list(trade.services),
    badges: badges.length ? badges : [...copy.sampleBadges],
    hours: groupHours(hours, copy.closed),
    footer: interpolate(copy.footer, all),
    photos: (data.photos ?? []).map((url) => safeLogoUrl(url)).filter((url): url is string => url !== null),
  };
}
