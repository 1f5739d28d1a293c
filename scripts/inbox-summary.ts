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
  const line = parts.join(' · ');
  return line.length > width ? `${line.slice(0, width - 1)}…` : line || '-';
}

/** The line under the list that says how to see one submission in full. */
export const SHOW_ONE_HINT = 'To see one in full, with every answer: npm run inbox -- show <id>';
