import type { Toast } from '@/blocks/behaviour/toast';

/** How long a notice stays, and how many show at once (as the React pages' notistack settings). */
const SHOW_MS = 5000;
const MAX_SHOWN = 3;
const COLOURS = { success: '#2e7d32', error: '#d32f2f', info: '#0277bd' } as const;

/**
 * Notices for pages that are not hydrated, drawn like the React pages' (notistack): bottom-right, at most
 * three, each gone after five seconds, inside the "Notifications" region. The stack is a polite live
 * region, and an error is an alert, so screen readers read them out.
 */
export function domToaster(region: HTMLElement): Toast {
  let stack: HTMLElement | null = null;
  return (message, variant) => {
    // A stack taken off the page (the form runtime starting clears the region) is made again.
    if (!stack?.isConnected) {
      stack = document.createElement('div');
      // The class keepToastsOffButtons follows (src/app/toast-placement.ts).
      stack.className = 'notistack-SnackbarContainer';
      stack.setAttribute('aria-live', 'polite');
      Object.assign(stack.style, { position: 'fixed', zIndex: '1400', right: '20px', bottom: '14px', left: 'auto', display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: '8px', maxWidth: 'calc(100% - 40px)' });
      region.append(stack);
    }
    const toast = document.createElement('div');
    if (variant === 'error') toast.setAttribute('role', 'alert');
    toast.textContent = message;
    Object.assign(toast.style, {
      backgroundColor: COLOURS[variant],
      color: '#fff',
      font: '400 0.875rem/1.43 Roboto, Helvetica, Arial, sans-serif',
      padding: '14px 20px',
      borderRadius: '4px',
      minWidth: 'min(288px, 100%)',
      boxShadow: '0 3px 5px -1px rgba(0,0,0,.2), 0 6px 10px 0 rgba(0,0,0,.14), 0 1px 18px 0 rgba(0,0,0,.12)',
    });
    stack.append(toast);
    while (stack.children.length > MAX_SHOWN) stack.firstElementChild?.remove();
    window.setTimeout(() => toast.remove(), SHOW_MS);
  };
}

/** Alt+T moves the keyboard focus to the Notifications region. */
export function installToastShortcut(doc: Document): void {
  doc.addEventListener('keydown', (event) => {
    if (event.altKey && (event.code === 'KeyT' || event.key.toLowerCase() === 't')) {
      const region = doc.querySelector<HTMLElement>('[data-notifications]');
      if (!region) return;
      event.preventDefault();
      region.focus();
    }
  });
}
