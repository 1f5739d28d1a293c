/**
 * The WhatsApp "use same number" checkbox (spec part 1 §4).
 */
import { cleanPhone } from './uk-phone';

/**
 * The WhatsApp number after the checkbox changes. Ticking it copies the business phone.
 * Unticking clears the field only if it still holds the business phone (ignoring spaces and
 * other separators), so a number the customer typed since is kept.
 *
 * @example applySameNumber(true, '07700 900123', '') // '07700 900123'
 * @example applySameNumber(false, '07700 900123', '07700900123') // ''
 * @example applySameNumber(false, '07700 900123', '07700 900456') // '07700 900456'
 */
export function applySameNumber(
  checked: boolean,
  phone: string | null | undefined,
  whatsApp: string | null | undefined,
): string {
  const current = whatsApp ?? '';
  if (checked) return phone ?? '';
  return cleanPhone(current) === cleanPhone(phone) ? '' : current;
}
