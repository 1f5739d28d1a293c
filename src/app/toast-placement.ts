/**
 * Keeps the toasts off the page's buttons and off the fields they talk about. Toasts sit bottom-right (bottom on a
 * phone), as the spec asks, but a button under them (Continue, Back, Submit) could not be pressed and a field with a
 * problem (its box and its message) or the field being typed in could not be read, so the toast stack moves up just
 * above whatever of these it would cover, and back down once the way is clear.
 */

/** The buttons and button-like controls of the page that a toast must not cover. */
const OBSTACLES = 'main button, main [role="button"], main a.MuiButton-root, main input[type="submit"]';
/** The fields a toast talks about: those marked invalid, with their labels and messages. */
const FIELDS = 'main [aria-invalid="true"], main .Mui-error';
const GAP = 8;

const overlaps = (a: Box, boxes: readonly Box[]) => boxes.some((b) => b.top < a.bottom && b.bottom > a.top && b.left < a.right && b.right > a.left);

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/**
 * How far above its natural place (in px) a stack of toasts of `height` must sit so that it covers none of
 * `obstacles`, staying below `ceiling` (the bottom of a fixed header). 0 when nothing is in the way, or
 * when no place between the header and the bottom is clear (then the toast keeps its place).
 *
 * @example liftFor({ top: 700, bottom: 780, left: 850, right: 1260 }, [{ top: 720, bottom: 764, left: 950, right: 1040 }], 64) // 88
 */
export function liftFor(stack: Box, obstacles: readonly Box[], ceiling: number): number {
  const height = stack.bottom - stack.top;
  const across = obstacles.filter((o) => o.right > stack.left && o.left < stack.right && o.bottom > ceiling).sort((a, b) => b.bottom - a.bottom);
  let bottom = stack.bottom;
  for (let moved = true; moved; ) {
    moved = false;
    for (const o of across) {
      if (o.top < bottom + GAP && o.bottom > bottom - height - GAP) {
        bottom = o.top - GAP;
        moved = true;
      }
    }
    if (bottom - height < ceiling) return 0;
  }
  return Math.max(0, stack.bottom - bottom);
}

/**
 * Follows the toast container inside `root` and lifts it above the buttons it would cover, on every
 * scroll, resize and change of toasts. Returns the function that stops following.
 */
export function keepToastsOffButtons(root: HTMLElement, headerBottom: () => number): () => void {
  let frame = 0;
  let lift = 0;
  const place = () => {
    frame = 0;
    const container = root.querySelector<HTMLElement>('.notistack-SnackbarContainer');
    if (!container) return;
    if (!container.children.length) {
      lift = 0;
      container.style.transform = '';
      return;
    }
    const rect = container.getBoundingClientRect();
    const natural = { top: rect.top + lift, bottom: rect.bottom + lift, left: rect.left, right: rect.right };
    const boxes = (elements: Iterable<Element>) =>
      [...elements].map((el) => el.getBoundingClientRect()).filter((r) => r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < window.innerHeight);
    const buttons = boxes(document.querySelectorAll(OBSTACLES));
    const active = document.activeElement;
    const focused = boxes(active && active !== document.body && active.closest('main') ? [active] : []);
    const fields = boxes(document.querySelectorAll(FIELDS));
    const ceiling = headerBottom();
    // Clear of everything if there is room; else of the buttons and the field in use; else of the buttons.
    lift = 0;
    for (const avoid of [[...buttons, ...focused, ...fields], [...buttons, ...focused], buttons]) {
      const up = liftFor(natural, avoid, ceiling);
      if (up || !overlaps(natural, avoid)) {
        lift = up;
        break;
      }
    }
    container.style.transition = 'transform 150ms';
    container.style.transform = lift ? `translateY(${-lift}px)` : '';
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(place);
  };
  // Toasts grow and shrink as they enter and leave: follow their size as well as their coming and going.
  const sizes = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(schedule);
  const observer = new MutationObserver(() => {
    root.querySelectorAll('.notistack-SnackbarContainer, .notistack-SnackbarContainer > *').forEach((el) => sizes?.observe(el));
    schedule();
  });
  observer.observe(root, { childList: true, subtree: true });
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule);
  document.addEventListener('transitionend', schedule, true);
  document.addEventListener('focusin', schedule);
  return () => {
    observer.disconnect();
    sizes?.disconnect();
    cancelAnimationFrame(frame);
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
    document.removeEventListener('transitionend', schedule, true);
    document.removeEventListener('focusin', schedule);
  };
}
