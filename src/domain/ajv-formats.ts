/**
 * The custom string formats of the form schemas (`"format": "uk-phone"` and so on).
 *
 * The browser, the build (precompiled validators) and the intake server each register the
 * same record, so a value accepted in one place is accepted everywhere:
 *
 * @example
 * for (const [name, validate] of Object.entries(UK_FORMATS)) ajv.addFormat(name, validate);
 *
 * Formats apply to present values only: an optional field that is empty must be left out
 * of the data (rjsf and the hook payloads both drop empty strings), not sent as ''.
 */
import { isCompanyNumber } from './company-number';
import { isHexColour } from './colours';
import { isDomainName } from './domain-name';
import { isUkMobile, isUkPhone } from './uk-phone';
import { isUkPostcode } from './uk-postcode';

/** A format check as ajv expects it. */
export type FormatCheck = (value: string) => boolean;

/** Every custom format name with its check. */
export const UK_FORMATS = Object.freeze({
  /** UK phone, landline or mobile, separators ignored (spec part 1 §5). */
  'uk-phone': (s: string) => isUkPhone(s),
  /** UK mobile: 07 or +447 and 9 more digits (spec part 1 §5, WhatsApp). */
  'uk-mobile': (s: string) => isUkMobile(s),
  /** UK postcode in any case and spacing. */
  'uk-postcode': (s: string) => isUkPostcode(s),
  /** Companies House registration number, spaces ignored. */
  'company-number': (s: string) => isCompanyNumber(s),
  /** Colour written #RRGGBB. */
  'hex-colour': (s: string) => isHexColour(s),
  /** Plain host name such as example.co.uk. */
  'domain-name': (s: string) => isDomainName(s),
} satisfies Record<string, FormatCheck>);

/** The name of one of the custom formats. */
export type UkFormatName = keyof typeof UK_FORMATS;
