/**
 * How a browser finds the server's draft of a form posted step by step without JavaScript (README, "Without
 * JavaScript"), so a reload, Back or Forward after a posted step is a plain GET that shows the same step with every
 * answer (Post/Redirect/Get, as GOV.UK's forms do): the post answers 303 to the page's own address with the step it
 * leads to (`?_step=2`), and the draft's unguessable token travels in a cookie of that form
 * (`ts-server-draft-<form>`), never in the address, so a copied or shared address opens nobody's answers. Pure: the
 * server sets and reads the cookie, the live form drops it once it keeps the answers in the browser itself.
 */

/** The address parameter naming the step shown after a post (1 for the first step; one past the last: the check page). */
export const STEP_PARAM = '_step';

/** The hidden field of a served page's form naming the step it shows (0-based; the step count: the check page); a prerendered page, on its first step, has none. */
export const STEP_FIELD = '_step';

/**
 * The field the page's first script adds to a step it posts (the form not live yet): such a page puts the step's own
 * address back itself (`history.replaceState`, src/app/served-address.ts), so the server answers the post with the
 * next step at once (200) instead of a redirect to its address, which cost the phone a second request. A form posted
 * without script carries no such field and is answered 303 as before.
 */
export const SCRIPT_POST_FIELD = '_script';

/** A draft token as the server makes it: 32 random bytes, base64url. */
export const DRAFT_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** A form id as it may appear in a cookie's name. */
const FORM_ID = /^[a-z][a-z0-9-]{0,60}$/;

/**
 * The name of the cookie holding the token of the server's draft of `formId`.
 *
 * @example serverDraftCookie('request') // 'ts-server-draft-request'
 */
export function serverDraftCookie(formId: string): string {
  return `ts-server-draft-${formId}`;
}

/**
 * The token of the server's draft of `formId` in a `Cookie` header (or `document.cookie`), when it has the token's
 * shape; anything else is ignored.
 *
 * @example serverDraftToken('ts-server-draft-request=AAAA…', 'request') // 'AAAA…'
 */
export function serverDraftToken(cookieHeader: string | undefined, formId: string): string | undefined {
  if (!cookieHeader || !FORM_ID.test(formId)) return undefined;
  const name = serverDraftCookie(formId);
  for (const part of cookieHeader.split(';')) {
    const [key, value = ''] = part.trim().split('=', 2);
    if (key === name && DRAFT_TOKEN.test(value)) return value;
  }
  return undefined;
}

/**
 * The `Set-Cookie` value that keeps (or, with no token, removes) the token of a form's server draft: for the whole
 * site, as long as the draft lives, sent by the browser on its own pages and links to them (`SameSite=Lax`), over
 * HTTPS only when the site is served so. Not `HttpOnly`: the live form removes it once it keeps the answers itself.
 *
 * @example serverDraftSetCookie('request', token, { maxAgeMs: 7 * 864e5, secure: true })
 */
export function serverDraftSetCookie(formId: string, token: string | undefined, opts: { maxAgeMs: number; secure: boolean }): string {
  const age = token ? Math.max(0, Math.floor(opts.maxAgeMs / 1000)) : 0;
  return `${serverDraftCookie(formId)}=${token ?? ''}; Path=/; Max-Age=${age}; SameSite=Lax${opts.secure ? '; Secure' : ''}`;
}

/**
 * The page's address showing step `step` (0-based) of its form's server draft: the page's own path and query, the
 * step as `_step` (1-based, as the page numbers its steps).
 *
 * @example stepAddress('/request?customerNumber=TS-1', 1) // '/request?customerNumber=TS-1&_step=2'
 */
export function stepAddress(page: string, step: number): string {
  const [path, query = ''] = page.split('?', 2);
  const params = new URLSearchParams(query);
  params.set(STEP_PARAM, String(step + 1));
  return `${path}?${params.toString()}`;
}

/**
 * The 0-based step an address names (`_step`), or undefined when it names none or not a whole number from 1.
 *
 * @example stepOfAddress(new URLSearchParams('_step=2')) // 1
 */
export function stepOfAddress(query: URLSearchParams): number | undefined {
  const value = query.get(STEP_PARAM);
  return value && /^[1-9]\d{0,2}$/.test(value) ? Number(value) - 1 : undefined;
}
