/**
 * A submission's answers in one short line for `npm run inbox`: the first answers that have a value, as
 * `name: value`, cut to fit, so the list says what was sent without opening each one (`show <id>` gives all).
 * @example answersInShort({ businessBasics: { firstName: 'Sam', phone: '07700 900123' }, logo: null }, 40)
 * // 'firstName: Sam · phone: 07700 900123'
 */
export function answersInShort(payload: unknown, width = 60): string {
  const parts: string[] = [];
  const visit = (value: unknown, key: string) => {
    if (value === null || value === undefined || value === '' || value === false) return;
    if (Array.isArray(value)) {
      if (value.length) parts.push(`${key}: ${value.every((v) => typeof v !== 'object') ? value.join(', ') : `${value.length} item${value.length === 1 ? '' : 's'}`}`);
    } else if (typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) visit(v, k);
    } else parts.push(key ? `${key}: ${String(value).replace(/\s+/g, ' ')}` : String(value));
  };
  visit(payload, '');
  const line = printable(parts.join(' · '));
  return line.length > width ? `${line.slice(0, width - 1)}…` : line || '-';
}

/** The line under the list that says how to see one submission in full. */
export const SHOW_ONE_HINT = 'To see one in full, with every answer: npm run inbox -- show <id>';

/** Control characters (C0, DEL, C1) and the marks that reorder text (bidirectional overrides and isolates). */
// eslint-disable-next-line no-control-regex -- these are the characters to find
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * Text a customer or a website visitor typed, safe to print in the team's terminal: each control character and each
 * mark that reorders text is written as its escape (`\x1b` as `\u001b`, a line break as `\n`), so an answer can
 * neither move the cursor, clear the screen, retitle the window nor break a table row into a made-up one, and what it
 * held stays readable.
 *
 * @example printable('RED\u001b[31m Ltd\r\nTS-FAKE') // 'RED\\u001b[31m Ltd\\r\\nTS-FAKE'
 */
export function printable(text: string): string {
  return text.replace(UNPRINTABLE, (c) => ({ '\n': '\\n', '\r': '\\r', '\t': '\\t' })[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
