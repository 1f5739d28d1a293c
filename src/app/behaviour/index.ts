import { installActions } from '@/blocks/behaviour/actions';
import { installCopy } from '@/blocks/behaviour/copy';
import { installDisclosures } from '@/blocks/behaviour/disclosures';
import { installTabs } from '@/blocks/behaviour/tabs';
import type { Toast } from '@/blocks/behaviour/toast';
import { installNav } from './nav';
import { installToastShortcut } from './toasts';

export type { Toast } from '@/blocks/behaviour/toast';

let installed = false;

/**
 * What the pages do in the browser besides the forms: the navigation bar and skip link, the FAQ, tabs, copy
 * buttons and actions, and Alt+T to the notices. One listener per event on the document, so it serves
 * prerendered pages (content pages, which load no React) and React-drawn ones alike. Installed once;
 * `toast` shows a notice, `navigate` goes to a path of this site.
 */
export function installPageBehaviour({ toast, navigate }: { toast: Toast; navigate: (to: string) => void }): void {
  if (installed) return;
  installed = true;
  installNav(document);
  installToastShortcut(document);
  installDisclosures(document);
  installTabs(document);
  installCopy(document, toast);
  installActions(document, toast, navigate);
  document.documentElement.dataset.live = 'true';
}
