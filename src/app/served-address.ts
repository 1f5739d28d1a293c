import { FORM_STATE_ID, parseFormState } from '@/domain/form-state';

/**
 * A page answering a form posted without script with its problems is shown at the address it was posted to
 * (`/api/forms/<form>/submissions`); its state names the page's own address. The page's first script puts that
 * address back in the address bar before anything reads it, so the app draws the page the server drew, and a
 * reload (a GET of that address, which finds the server's draft by its cookie) or a link within it is the page's
 * own. A page the server drew at its own address (a step after a post, `?_step=2`; a sent view) keeps it, so a
 * reload shows that step again. No React: the first script of every page runs it.
 */
export function restoreServedAddress(): void {
  const page = parseFormState(document.getElementById(FORM_STATE_ID)?.textContent)?.page;
  if (!page || !page.startsWith('/') || page.startsWith('//')) return;
  if (window.location.pathname !== page.split('?')[0]) window.history.replaceState(window.history.state, '', page);
}
