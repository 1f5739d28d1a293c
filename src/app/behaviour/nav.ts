/**
 * The navigation bar and the skip link (`src/app/layout/`): `[data-nav-bar]` gets `data-scrolled` once the
 * window has scrolled more than 10 px; its `[data-menu-toggle]` opens and closes the menu it controls
 * (`aria-expanded`, its label, the list's `hidden`, the bar's `data-menu-open`); choosing a link in the menu
 * or pressing Escape closes it. `[data-skip-link]` moves the focus to `<main id="main">`.
 */

const SCROLLED_AFTER_PX = 10;

function setMenu(toggle: HTMLElement, open: boolean): void {
  toggle.setAttribute('aria-expanded', String(open));
  const label = open ? toggle.dataset.closeLabel : toggle.dataset.openLabel;
  if (label) toggle.setAttribute('aria-label', label);
  const menu = toggle.ownerDocument.getElementById(toggle.getAttribute('aria-controls') ?? '');
  if (menu) menu.hidden = !open;
  const bar = toggle.closest<HTMLElement>('[data-nav-bar]');
  if (bar) bar.dataset.menuOpen = String(open);
}

const openToggles = (doc: Document) => doc.querySelectorAll<HTMLElement>('[data-menu-toggle][aria-expanded="true"]');

export function installNav(doc: Document): void {
  const markScrolled = () => {
    const scrolled = String(window.scrollY > SCROLLED_AFTER_PX);
    doc.querySelectorAll<HTMLElement>('[data-nav-bar]').forEach((bar) => {
      if (bar.dataset.scrolled !== scrolled) bar.dataset.scrolled = scrolled;
    });
  };
  // Read in the frame after the page script, not in it: the page's scroll position needs its layout, which at this
  // point is not done for the last of the HTML, so reading it here made the script's task do that layout too (on a
  // form page at 4x CPU, 130 ms of a 320 ms task that held up the first tap). In the frame the layout is done anyway.
  requestAnimationFrame(markScrolled);
  window.addEventListener('scroll', markScrolled, { passive: true });

  doc.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    const toggle = target?.closest?.<HTMLElement>('[data-menu-toggle]');
    if (toggle) {
      setMenu(toggle, toggle.getAttribute('aria-expanded') !== 'true');
      return;
    }
    const link = target?.closest?.('a');
    if (link) {
      openToggles(doc).forEach((open) => {
        if (link.closest(`#${CSS.escape(open.getAttribute('aria-controls') ?? '')}`)) setMenu(open, false);
      });
    }
    const skip = target?.closest?.('[data-skip-link]');
    const main = skip && doc.getElementById('main');
    if (main) {
      event.preventDefault();
      main.focus({ preventScroll: true });
      main.scrollIntoView({ block: 'start' });
    }
  });

  doc.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') openToggles(doc).forEach((open) => setMenu(open, false));
  });
}
