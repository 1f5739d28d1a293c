import { readPageState } from '@/forms/page-context';

/**
 * A page answering a form posted without script is shown at the address it was posted to
 * (`/api/forms/<form>/submissions`); its state names the page's own address. Before the app routes anything, that
 * address is put back in the address bar, so the app draws the page the server drew, and a reload or a link
 * within it is the page's own.
 */
export function restoreServedAddress(): void {
  const page = readPageState()?.page;
  if (!page || !page.startsWith('/') || page.startsWith('//')) return;
  if (`${window.location.pathname}${window.location.search}` !== page) window.history.replaceState(window.history.state, '', page);
}
