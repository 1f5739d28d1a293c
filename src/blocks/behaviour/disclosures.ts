/**
 * Questions that open their answers (the FAQ block): a `<button data-disclosure="group" aria-expanded
 * aria-controls="answer">` opens or closes the element it controls, and opening one closes the others of
 * its group. Works on prerendered and React-drawn pages alike, by one listener on the document.
 */

function setOpen(button: Element, open: boolean): void {
  button.setAttribute('aria-expanded', String(open));
  const region = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (region) region.hidden = !open;
}

/** Opens the disclosure `button` controls (closing the rest of its group), or closes it when open. */
export function toggleDisclosure(button: HTMLElement): void {
  const open = button.getAttribute('aria-expanded') !== 'true';
  if (open) {
    const group = button.dataset.disclosure ?? '';
    for (const other of document.querySelectorAll(`[data-disclosure="${CSS.escape(group)}"][aria-expanded="true"]`)) {
      if (other !== button) setOpen(other, false);
    }
  }
  setOpen(button, open);
}

/** Listens for clicks on every disclosure button of the document, now and later. */
export function installDisclosures(doc: Document): void {
  doc.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLElement>('[data-disclosure]');
    if (button) toggleDisclosure(button);
  });
}
