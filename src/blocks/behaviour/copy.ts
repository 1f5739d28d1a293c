import type { Toast } from './toast';

/** Puts text on the clipboard; rejects when the browser has no clipboard access or refuses. */
export async function copyToClipboard(text: string): Promise<void> {
  if (typeof navigator === 'undefined' || !navigator.clipboard?.writeText) throw new Error('The clipboard is not available.');
  await navigator.clipboard.writeText(text);
}

/**
 * Copy buttons (the copy-list block): `<button data-copy-from="id" data-copied="..." data-failed="...">`
 * copies the text of the element with that id, as shown, and says so, or says the copy failed.
 */
export function installCopy(doc: Document, toast: Toast): void {
  doc.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLElement>('[data-copy-from]');
    if (!button) return;
    const source = document.getElementById(button.dataset.copyFrom ?? '');
    copyToClipboard(source?.textContent ?? '').then(
      () => button.dataset.copied && toast(button.dataset.copied, 'success'),
      () => button.dataset.failed && toast(button.dataset.failed, 'error'),
    );
  });
}
