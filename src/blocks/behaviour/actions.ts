import { linkKind } from '../shared/link-kind';
import type { Toast } from './toast';

/** How long to wait after window.close() before deciding the browser kept the tab open. */
const CLOSE_CHECK_MS = 300;

/**
 * The buttons of the actions block that act: `data-action="redirect-after"` shows its `data-toast`, then goes to
 * `data-to` (a path of this site only) after `data-delay` ms; `data-action="close-window"` closes the tab, or
 * shows the block's `[data-close-refused]` message when the browser keeps it open.
 */
export function installActions(doc: Document, toast: Toast, navigate: (to: string) => void): void {
  doc.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLElement>('[data-action]');
    if (!button) return;
    const { action, to = '/', delay, toast: message } = button.dataset;
    if (action === 'redirect-after') {
      if (message) toast(message, 'info');
      const target = linkKind(to) === 'internal' ? to : '/';
      window.setTimeout(() => navigate(target), Number(delay) || 0);
    } else if (action === 'close-window') {
      window.close();
      window.setTimeout(() => {
        if (window.closed) return;
        const refused = button.closest('section')?.querySelector<HTMLElement>('[data-close-refused]');
        const text = refused?.querySelector<HTMLElement>('[data-close-message]');
        if (!refused || !text) return;
        // Shown, then written, so screen readers announce the status.
        refused.hidden = false;
        requestAnimationFrame(() => (text.textContent = text.dataset.closeMessage ?? ''));
      }, CLOSE_CHECK_MS);
    }
  });
}
