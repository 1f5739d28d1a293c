/**
 * What a form's link chooses, served in the page's HTML before any script runs. The build prerenders a form page
 * once per choice a link can make (a lockable `?trade=` chooses and locks that trade) and once more with each text a link
 * can carry (`?customerNumber=`) as a marked slot; the server picks the page for the request's address and fills
 * the slots. The browser's first render reads the same link, so hydration matches what was painted. Which
 * parameters these are is the form's `query:` in its YAML: this file knows no form and no trade.
 */

/** The parameters of a form's link that change its first step, as read from the form's `query:`. */
export interface LinkVariants {
  /** Parameters whose value picks one of a fixed list (e.g. the trades a link may lock): one page per value. */
  choices: Record<string, string[]>;
  /** Parameters whose text is shown as it is (e.g. a customer reference): one page with a slot the server fills. */
  slots: string[];
}

/** The `query:` of a form's YAML as far as the served page is concerned. */
export interface LinkQueryRules {
  trade?: { lockable?: string[] } | null;
  customerNumber?: boolean | null;
}

/** Longest link text a form takes into an answer; longer text is cut. */
export const MAX_LINK_TEXT = 100;

const NAME = /^[A-Za-z_][\w-]*$/;

/**
 * The link parameters of a form's `query:` rules: a lockable trade list is a choice, a carried customer
 * reference a slot. A form without `query:` has none (one page, as before).
 *
 * @example linkVariantsOf({ trade: { lockable: ['tiler'] }, customerNumber: true }) // { choices: { trade: ['tiler'] }, slots: ['customerNumber'] }
 */
export function linkVariantsOf(rules: LinkQueryRules | null | undefined): LinkVariants {
  const choices: Record<string, string[]> = {};
  const lockable = rules?.trade?.lockable?.filter((value) => NAME.test(value)) ?? [];
  if (lockable.length) choices.trade = lockable.map((value) => value.toLowerCase());
  return { choices, slots: rules?.customerNumber ? ['customerNumber'] : [] };
}

/** True when a form's link has nothing that changes its page. */
export function noLinkVariants(variants: LinkVariants): boolean {
  return !Object.keys(variants.choices).length && !variants.slots.length;
}

/**
 * A choice from the link: trimmed and lowercased, and only when it is one of `list`.
 * @example linkChoice(' Tiler ', ['tiler']) // 'tiler'
 */
export function linkChoice(raw: string | null | undefined, list: readonly string[]): string | undefined {
  const value = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  return value && list.includes(value) ? value : undefined;
}

/**
 * A link's text as a form takes it: control characters as spaces, trimmed, cut to {@link MAX_LINK_TEXT}; the same
 * in the served HTML and in the browser, so the page never changes when the scripts start.
 * @example linkText(' TS-1042\n') // 'TS-1042'
 */
export function linkText(raw: string | null | undefined): string {
  // eslint-disable-next-line no-control-regex
  return typeof raw === 'string' ? raw.replace(/[\u0000-\u001f\u007f]/g, ' ').trim().slice(0, MAX_LINK_TEXT) : '';
}

/**
 * The name of the page a request's address is served with: each choice the link makes (`trade=<id>`) and each
 * slot it fills (`customerNumber`), in a fixed order; '' for the page without a link.
 * @example linkVariantKey(new URLSearchParams('trade=Tiler&customerNumber=TS-1'), variants) // 'trade=tiler&customerNumber'
 */
export function linkVariantKey(query: URLSearchParams, variants: LinkVariants): string {
  const parts: string[] = [];
  for (const [name, list] of Object.entries(variants.choices)) {
    const value = linkChoice(query.get(name), list);
    if (value) parts.push(`${name}=${value}`);
  }
  for (const name of variants.slots) if (linkText(query.get(name))) parts.push(name);
  return parts.join('&');
}

/** Every page name a form's link can lead to ('' first): each choice or none, times each slot filled or not. */
export function allLinkVariantKeys(variants: LinkVariants): string[] {
  let keys: string[][] = [[]];
  for (const [name, list] of Object.entries(variants.choices)) keys = keys.flatMap((key) => [key, ...list.map((value) => [...key, `${name}=${value}`])]);
  for (const name of variants.slots) keys = keys.flatMap((key) => [key, [...key, name]]);
  return keys.map((key) => key.join('&'));
}

/**
 * The text the prerender puts where a slot's value goes, for the server to replace: letters only, so it reads the
 * same in HTML text and attributes.
 */
export function linkSlotMark(name: string): string {
  return `zzlinkslot${name.replace(/[^A-Za-z0-9]/g, '')}zz`;
}

/** The link the prerender renders a page name with: its choices, and each slot's mark as its text. */
export function linkOfVariantKey(key: string): URLSearchParams {
  const query = new URLSearchParams();
  for (const part of key ? key.split('&') : []) {
    const [name, value] = part.split('=');
    query.set(name, value ?? linkSlotMark(name));
  }
  return query;
}

/**
 * Only the parameters that choose the page (the rest of a link applies once the form is live), as the page was
 * rendered with them.
 */
export function linkForVariant(query: URLSearchParams, variants: LinkVariants): URLSearchParams {
  const out = new URLSearchParams();
  for (const [name, list] of Object.entries(variants.choices)) {
    const value = linkChoice(query.get(name), list);
    if (value) out.set(name, value);
  }
  for (const name of variants.slots) {
    const text = linkText(query.get(name));
    if (text) out.set(name, text);
  }
  return out;
}
