/**
 * Scrolling a part of a form into view without the page's fixed header covering it. `scrollIntoView`
 * alone puts the top of the element under a fixed header (the marketing pages' navigation bar), so the
 * new step's progress line or the preview's heading would be hidden.
 */

/** The bottom edge of the fixed or sticky headers at the top of the window (0 when there are none). */
export function fixedHeaderBottom(): number {
  let bottom = 0;
  for (const header of document.querySelectorAll('header')) {
    const { position } = getComputedStyle(header);
    if (position !== 'fixed' && position !== 'sticky') continue;
    const rect = header.getBoundingClientRect();
    if (rect.top <= 1) bottom = Math.max(bottom, rect.bottom);
  }
  return bottom;
}

/**
 * Scrolls the window so that the top of `element` sits `gap` pixels below the fixed header.
 * @example scrollBelowHeader(stepCard) // after Continue: "Step 3 of 10" and the heading in view
 */
export function scrollBelowHeader(element: Element | null | undefined, gap = 12): void {
  if (!element || typeof window === 'undefined') return;
  const top = element.getBoundingClientRect().top + window.scrollY - fixedHeaderBottom() - gap;
  window.scrollTo({ top: Math.max(0, top), behavior: 'instant' });
}
