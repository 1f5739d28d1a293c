/**
 * A prerendered page as served for one request's address, so its words are right before any script runs:
 * the text React marked as filled from the query (`<span data-fill="template">`, see `useFill`) filled in,
 * the blocks shown only with a parameter (`<div data-show-when="name" hidden="">`) shown when the address has
 * it, and `<html data-missing="a b">` naming the parameters a notice asks for (`data-needs-param`) that the
 * address lacks. Text naming the page's own address (`{origin}`) is left to the browser.
 */
import { queryValues, usesAddress } from '../../domain/page-fill';
import { interpolate } from '../../domain/text-template';
import { linkSlotMark, linkText } from '../../domain/link-variant';

const NAME = /^[A-Za-z_][\w-]*$/;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The text of an attribute value as React writes it (named and numeric character references). */
function decodeAttribute(value: string): string {
  return value.replace(/&(?:#x([0-9a-f]+)|#(\d+)|([a-z]+));/gi, (whole, hex: string | undefined, dec: string | undefined, name: string | undefined) => {
    if (hex) return String.fromCodePoint(parseInt(hex, 16));
    if (dec) return String.fromCodePoint(Number(dec));
    return (name && ENTITIES[name.toLowerCase()]) ?? whole;
  });
}

/** Text escaped for HTML, as React escapes it. */
function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c] ?? c);
}

/** The page a form's link chose (its name, `trade=<id>&customerNumber`) and the link texts it has slots for. */
export interface ServedLink {
  key: string;
  slots: readonly string[];
}

/**
 * The page's HTML for one request: its query filled in, and `<html data-drafts="...">` naming the forms this
 * browser holds a saved draft of (`drafts`, from its draft cookie), so a form with one paints "Restoring your
 * answers…" rather than an empty first step until the saved step shows. For a page prerendered as a form's link
 * chooses it (`link`), each slot's mark becomes the link's text and `<html data-link="...">` names the choice, so
 * the browser's first render draws the same.
 */
export function servePage(html: string, query: URLSearchParams, needsParams: readonly string[] = [], drafts: readonly string[] = [], link?: ServedLink): string {
  const values = queryValues(query);
  let out = html;
  for (const name of link?.slots ?? []) out = out.split(linkSlotMark(name)).join(escapeText(linkText(query.get(name))));
  out = out.replace(/<span data-fill="([^"]*)">([^<]*)<\/span>/g, (whole, attribute: string) => {
    const template = decodeAttribute(attribute);
    if (usesAddress(template)) return whole;
    return `<span data-fill="${attribute}">${escapeText(interpolate(template, values))}</span>`;
  });
  out = out.replace(/<div data-show-when="([^"]*)" hidden="">/g, (whole, name: string) => (query.has(decodeAttribute(name)) ? `<div data-show-when="${name}">` : whole));
  const missing = needsParams.filter((name) => NAME.test(name) && !query.get(name)?.trim());
  const saved = drafts.filter((id) => NAME.test(id));
  const marks = [
    ' data-query-filled',
    missing.length ? ` data-missing="${missing.join(' ')}"` : '',
    saved.length ? ` data-drafts="${saved.join(' ')}"` : '',
    link ? ` data-link="${escapeText(link.key)}"` : '',
  ].join('');
  return out.replace(/<html\b/, `<html${marks}`);
}

/**
 * The page, asking the browser to load it again after `seconds` when it runs no script: a page showing work still under
 * way on the server (a preview being built), whose script follows that work itself once the page is live.
 *
 * @example refreshedWithoutScript(html, 3) // '...<noscript><meta http-equiv="refresh" content="3"></noscript></head>...'
 */
export function refreshedWithoutScript(html: string, seconds: number): string {
  return html.replace('</head>', `<noscript><meta http-equiv="refresh" content="${Math.max(1, Math.round(seconds))}"></noscript></head>`);
}
