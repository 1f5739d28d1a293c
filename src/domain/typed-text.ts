/**
 * How a typed answer is tidied when the customer leaves its box, by the widget it is typed in: one table for the
 * browser's text widgets (src/forms/widgets/inputs/text-normalisers.ts) and the server, which tidies a form posted
 * without JavaScript the same way, so both store the same answer.
 */
import { normaliseCompanyNumber } from './company-number';
import { cleanRequestDomain } from './domain-name';
import { normaliseUkPhone } from './uk-phone';
import { formatUkPostcode } from './uk-postcode';

/** A leading @ is dropped as it is typed: handles are asked for without it. */
export function stripLeadingAt(raw: string): string {
  return raw.replace(/^\s*@+/, '');
}

/** The tidying of each widget whose answer is tidied on leaving its box. */
export const TIDY_ON_LEAVE = {
  'uk-phone': normaliseUkPhone,
  whatsapp: normaliseUkPhone,
  'uk-postcode': formatUkPostcode,
  'domain-name': cleanRequestDomain,
  'company-number': normaliseCompanyNumber,
  instagram: (raw: string) => stripLeadingAt(raw).trim(),
  colour: (raw: string) => raw.trim(),
} as const satisfies Record<string, (raw: string) => string>;

/**
 * A typed answer as the widget `widget` keeps it once the box is left: tidied by its rule, and `undefined` when
 * nothing is left (an emptied optional box is no answer).
 *
 * @example tidyTyped('uk-phone', '7700 900123') // '07700900123'
 * @example tidyTyped('text', ' as typed ') // ' as typed '
 */
export function tidyTyped(widget: string | undefined, value: unknown): unknown {
  if (typeof value !== 'string' || !widget || !Object.hasOwn(TIDY_ON_LEAVE, widget)) return value;
  const next = TIDY_ON_LEAVE[widget as keyof typeof TIDY_ON_LEAVE](value);
  return next === '' ? undefined : next;
}
