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
/**
 * How many frames the toasts are placed again after the page changed (about half a second): what a change sets
 * moving (a step drawn, a box opening with a transition, the stack's own glide) has settled by then, and a change
 * during it starts the count again.
 */
export const SETTLE_FRAMES = 30;
/**
 * After how many frames in a row that found everything where it was the page counts as settled before
 * {@link SETTLE_FRAMES}: most changes move nothing (a field's label turning blue as it takes the focus), and each
 * measure lays the page out in a frame that may hold a key.
 */
export const STILL_FRAMES = 3;

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
 * Where the stack sits with no lift: the box on screen less the shift it is drawn with at this moment (mid-way while
 * it glides to a new lift). Taken from the last lift asked for instead, a stack still on its way would be placed
 * from a wrong point and sent back and forth.
 */
function naturalBox(container: HTMLElement): Box {
  const rect = container.getBoundingClientRect();
  const transform = getComputedStyle(container).transform;
  const shift = transform && transform !== 'none' ? new DOMMatrixReadOnly(transform).m42 : 0;
  return { top: rect.top - shift, bottom: rect.bottom - shift, left: rect.left, right: rect.right };
}

/**
 * True when `records` change the page: an element added or removed, a text changed, or an attribute left with
 * another value than it had. React sets a text box's `name` (emptied first) and `type` again after every key, to
 * the same values: such records move nothing, and a key typed under a toast must not have the page laid out on each
 * of the next frames. Needs the records' old values (`attributeOldValue`).
 */
export function changesPage(records: readonly MutationRecord[]): boolean {
  const before = new Map<Element, Map<string, string | null>>();
  for (const record of records) {
    if (record.type !== 'attributes' || !record.attributeName) return true;
    const target = record.target as Element;
    const attributes = before.get(target) ?? new Map<string, string | null>();
    before.set(target, attributes);
    // The first record of an attribute holds its value before them all.
    if (!attributes.has(record.attributeName)) attributes.set(record.attributeName, record.oldValue);
  }
  for (const [target, attributes] of before) {
    for (const [name, old] of attributes) if (target.getAttribute(name) !== old) return true;
  }
  return false;
}

/** Properties whose transitions change how things look but never where they are. */
const PAINT_ONLY = /(^|-)(color|opacity|shadow|filter|visibility|fill|stroke)$|^outline(-|$)/;

/**
 * False for a transition that cannot move a button or field (a colour, a shadow, an opacity): its end moves nothing,
 * so it must not set the toasts measuring the page on the next frames, which fall on the first keys typed after a tap
 * in a box (its label's colour) or a step change (Back turning enabled).
 *
 * @example movesBoxes('border-top-color') // false
 * @example movesBoxes('transform') // true
 */
export function movesBoxes(propertyName: string): boolean {
  return !PAINT_ONLY.test(propertyName);
}

/**
 * Follows the toast container inside `root` and lifts it above the buttons and fields it would cover: on every scroll, resize
 * and change of toasts, and on every frame while a toast is shown and the page is changing (for {@link SETTLE_FRAMES}
 * frames after any change to the page's elements or size, or until {@link STILL_FRAMES} frames in a row found
 * nothing moved), since the page's buttons also move with no event of
 * their own (the next step of a form drawn under a toast on a phone, where a tap on Continue would land on the
 * toast). A page that stays as it is, a key typed into a box included (and the attributes React sets again to the
 * same values after it, see {@link changesPage}), is not measured again every frame: each measure makes the browser
 * lay the page out. Returns the function that stops following.
 */
export function keepToastsOffButtons(root: HTMLElement, headerBottom: () => number): () => void {
  let frame = 0;
  let settling = 0;
  // What the last measure found (every box it read), and for how many frames in a row it found the same.
  let seen = '';
  let still = 0;
  const place = () => {
    frame = 0;
    settling -= 1;
    const container = root.querySelector<HTMLElement>('.notistack-SnackbarContainer');
    if (!container) return;
    if (!container.children.length) {
      container.style.transform = '';
      return;
    }
    const boxes = (elements: Iterable<Element>) =>
      [...elements].map((el) => el.getBoundingClientRect()).filter((r) => r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < window.innerHeight);
    const obstacles = boxes(document.querySelectorAll(OBSTACLES));
    const active = document.activeElement;
    const focused = boxes(active && active !== document.body && active.closest('main') ? [active] : []);
    const fields = boxes(document.querySelectorAll(FIELDS));
    const natural = naturalBox(container);
    const ceiling = headerBottom();
    const found = JSON.stringify([obstacles, focused, fields, natural, ceiling]);
    still = found === seen ? still + 1 : 0;
    seen = found;
    if (still >= STILL_FRAMES) settling = 0;
    // Clear of everything if there is room; else of the buttons and the field in use; else of the buttons.
    let raw = 0;
    for (const avoid of [[...obstacles, ...focused, ...fields], [...obstacles, ...focused], obstacles]) {
      const up = liftFor(natural, avoid, ceiling);
      if (up || !overlaps(natural, avoid)) {
        raw = up;
        break;
      }
    }
    // In whole pixels, so the same place read again a frame later is the same place (a hundredth of a pixel of
    // rounding in the boxes read back does not tip it to the next pixel).
    const lift = Math.ceil(raw - 0.01);
    const transform = lift ? `translateY(${-lift}px)` : '';
    if (container.style.transform !== transform) {
      // A stack over a button leaves it at once (a tap there must reach the button); otherwise it glides.
      const shown = container.getBoundingClientRect();
      const overButton = obstacles.some((o) => o.left < shown.right && shown.left < o.right && o.top < shown.bottom && shown.top < o.bottom);
      container.style.transition = overButton ? 'none' : 'transform 150ms';
      container.style.transform = transform;
    }
    // Shown toasts are placed again on the next frames while the page may still be moving under them.
    if (settling > 0) schedule();
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(place);
  };
  /** Something changed: the toasts are placed on each of the next frames, as the page settles. */
  const changed = () => {
    settling = SETTLE_FRAMES;
    still = 0;
    schedule();
  };
  // Any change to the page's elements, their attributes or text, or its size may move its buttons.
  const pageChanges = new MutationObserver((records) => {
    if (changesPage(records)) changed();
  });
  pageChanges.observe(document.body, { childList: true, subtree: true, attributes: true, attributeOldValue: true, characterData: true });
  const pageSize = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(changed);
  pageSize?.observe(document.body);
  // Toasts grow and shrink as they enter and leave: follow their size as well as their coming and going.
  const sizes = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(changed);
  const observer = new MutationObserver(() => {
    root.querySelectorAll('.notistack-SnackbarContainer, .notistack-SnackbarContainer > *').forEach((el) => sizes?.observe(el));
    changed();
  });
  observer.observe(root, { childList: true, subtree: true });
  window.addEventListener('scroll', changed, { passive: true });
  window.addEventListener('resize', changed);
  const moved = (event: TransitionEvent) => {
    if (movesBoxes(event.propertyName)) changed();
  };
  document.addEventListener('transitionend', moved, true);
  // A field taking the focus moves nothing (a scroll or the phone's keyboard opening comes with its own event): the
  // toasts are placed once, off it, not on each of the next frames, which fall on the first keys typed into it.
  document.addEventListener('focusin', schedule);
  // Toasts already shown when the following starts are placed too.
  changed();
  return () => {
    observer.disconnect();
    sizes?.disconnect();
    pageChanges.disconnect();
    pageSize?.disconnect();
    cancelAnimationFrame(frame);
    frame = -1;
    window.removeEventListener('scroll', changed);
    window.removeEventListener('resize', changed);
    document.removeEventListener('transitionend', moved, true);
    document.removeEventListener('focusin', schedule);
  };
}
