/**
 * Page text filled from the page's address: the rules shared by the React blocks, the content pages' script
 * and the server (which fills the served HTML, so the words are right before any script runs).
 */
import { placeholdersOf } from './text-template';

/** Longest query parameter value put into page text; longer values are cut. */
export const MAX_PARAM_TEXT = 200;

/** Placeholders for the page's own address, known only in the browser (a proxy may change it on the way). */
export const ADDRESS_PLACEHOLDERS: readonly string[] = ['origin', 'embedOrigin'];

/** True when a text names `{origin}` or `{embedOrigin}`. */
export function usesAddress(template: string): boolean {
  return placeholdersOf(template).some((name) => ADDRESS_PLACEHOLDERS.includes(name));
}

/**
 * The query parameters as text values: each cut to {@link MAX_PARAM_TEXT} characters, with control characters
 * (line breaks included) as spaces, so the text reads the same in the served HTML and in the browser.
 *
 * @example queryValues(new URLSearchParams('customerNumber=TS-1%0A2')) // { customerNumber: 'TS-1 2' }
 */
export function queryValues(query: URLSearchParams): Record<string, string> {
  const values: Record<string, string> = {};
  // eslint-disable-next-line no-control-regex
  for (const [key, value] of query.entries()) values[key] = value.slice(0, MAX_PARAM_TEXT).replace(/[\u0000-\u001f\u007f]/g, ' ');
  return values;
}
