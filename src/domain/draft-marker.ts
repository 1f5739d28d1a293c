/**
 * The mark a browser keeps of which forms it holds a saved draft for: a cookie listing their ids, written by the
 * draft store and read by the server, which marks the page it serves (`<html data-drafts="request">`). The page
 * then paints "Restoring your answers…" in place of an empty first step until the saved step is shown, even on a
 * slow phone where the scripts take seconds. Only ids are kept: the answers never leave the device this way.
 */

/** The cookie's name. */
export const DRAFT_COOKIE = 'ts-drafts';

/** A form id as it may appear in the cookie and in a CSS attribute selector. */
const FORM_ID = /^[a-z][a-z0-9-]{0,60}$/;

/**
 * The form ids of the draft cookie in a `Cookie` header (or `document.cookie`); anything else is ignored.
 * @example formsWithDrafts('a=1; ts-drafts=request.business') // ['request', 'business']
 */
export function formsWithDrafts(cookieHeader: string | undefined): string[] {
  if (!cookieHeader) return [];
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== DRAFT_COOKIE) continue;
    return [...new Set(rest.join('=').split('.').filter((id) => FORM_ID.test(id)))];
  }
  return [];
}

/**
 * The cookie's value with `formId` added or removed (`undefined`: nothing changes).
 * @example draftCookieValue(['request'], 'business', true) // 'request.business'
 */
export function draftCookieValue(current: readonly string[], formId: string, present: boolean): string | undefined {
  if (!FORM_ID.test(formId) || current.includes(formId) === present) return undefined;
  return (present ? [...current, formId] : current.filter((id) => id !== formId)).join('.');
}
