import { afterEach, describe, expect, it } from 'vitest';
import { keepToastsOffButtons, SETTLE_FRAMES, STILL_FRAMES } from '../../src/app/toast-placement';

/**
 * The toasts stay off the page's buttons (src/app/toast-placement.ts) in a real browser: also when the buttons move
 * under a toast with no scroll, resize or new toast (a new step of a form drawn under a toast on a phone), and
 * without jumping while the stack glides up.
 */

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
  document.body.replaceChildren();
});

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Counts the page's measures (`getBoundingClientRect`, each a layout of the page) from now until `stop()`. */
function countMeasures(): { count: () => number; stop: () => void } {
  const measure = Element.prototype.getBoundingClientRect;
  let measured = 0;
  Element.prototype.getBoundingClientRect = function counted(this: Element) {
    measured += 1;
    return measure.call(this);
  };
  const stop = () => {
    Element.prototype.getBoundingClientRect = measure;
  };
  return { count: () => measured, stop };
}

/** A page with one button in `<main>` at `top` px of the window, and one toast of 100 px at the bottom right. */
function pageWithToast(top: number) {
  const main = document.createElement('main');
  const button = document.createElement('button');
  button.textContent = 'Continue';
  Object.assign(button.style, { position: 'fixed', left: `${window.innerWidth - 200}px`, top: `${top}px`, width: '120px', height: '40px' });
  main.append(button);
  const region = document.createElement('section');
  const stack = document.createElement('div');
  stack.className = 'notistack-SnackbarContainer';
  Object.assign(stack.style, { position: 'fixed', right: '20px', bottom: '14px', width: '300px' });
  const toast = document.createElement('div');
  Object.assign(toast.style, { height: '100px' });
  stack.append(toast);
  region.append(stack);
  document.body.append(main, region);
  stop = keepToastsOffButtons(region, () => 0);
  const covers = () => {
    const s = stack.getBoundingClientRect();
    const b = button.getBoundingClientRect();
    return s.left < b.right && b.left < s.right && s.top < b.bottom && b.top < s.bottom;
  };
  return { button, stack, covers };
}

describe('toasts kept off the buttons', () => {
  it('lifts the toast off a button that moved under it with no scroll, resize or new toast', async () => {
    const { button, covers } = pageWithToast(100);
    for (let i = 0; i < 3; i += 1) await frame();
    expect(covers()).toBe(false);
    // The next step is drawn: Continue now sits where the toast is.
    button.style.top = `${window.innerHeight - 80}px`;
    for (let i = 0; i < 3; i += 1) await frame();
    expect(covers()).toBe(false);
  });

  it('glides to a new place when the button moves, steadily and never over the button', async () => {
    const { button, stack, covers } = pageWithToast(window.innerHeight - 100);
    for (let i = 0; i < 3; i += 1) await frame();
    expect(covers()).toBe(false);
    // The button moves down: the stack may come down with it, gliding, and never onto it.
    button.style.top = `${window.innerHeight - 60}px`;
    const seen: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      await frame();
      seen.push(Math.round(stack.getBoundingClientRect().top));
      expect(covers(), `frame ${i}`).toBe(false);
    }
    expect(seen.at(-1)).toBeGreaterThan(seen[0]);
    // Each frame the stack is as low as before or lower: it does not go back and forth on the way.
    expect(seen.every((top, i) => i === 0 || top >= seen[i - 1]), seen.join(' ')).toBe(true);
  });

  it('stops measuring the page once it has settled, and starts again when the page changes', async () => {
    const { button, covers } = pageWithToast(100);
    for (let i = 0; i <= SETTLE_FRAMES; i += 1) await frame();
    const measures = countMeasures();
    try {
      // A page that stays as it is (a key typed into a box changes no element) is not laid out again every frame.
      for (let i = 0; i < 5; i += 1) await frame();
      expect(measures.count()).toBe(0);
      button.style.top = `${window.innerHeight - 80}px`;
      for (let i = 0; i < 3; i += 1) await frame();
      expect(measures.count()).toBeGreaterThan(0);
      expect(covers()).toBe(false);
    } finally {
      measures.stop();
    }
  });

  it('is not woken by attributes set again to the values they had, as React does to a text box after each key', async () => {
    const { button } = pageWithToast(100);
    const box = document.createElement('input');
    box.name = 'firstName';
    box.type = 'text';
    button.before(box);
    for (let i = 0; i <= SETTLE_FRAMES + 1; i += 1) await frame();
    const measures = countMeasures();
    try {
      for (let key = 0; key < 5; key += 1) {
        box.value += 'a';
        box.name = '';
        box.type = 'text';
        box.name = 'firstName';
        await frame();
      }
      for (let i = 0; i < 3; i += 1) await frame();
      expect(measures.count()).toBe(0);
      // A real change of an attribute is followed.
      box.name = 'lastName';
      for (let i = 0; i < 3; i += 1) await frame();
      expect(measures.count()).toBeGreaterThan(0);
    } finally {
      measures.stop();
    }
  });

  it('places the toasts once when a field takes the focus, off the field, not on each of the next frames', async () => {
    const { button, stack } = pageWithToast(100);
    const field = (top: number) => {
      const box = document.createElement('input');
      Object.assign(box.style, { position: 'fixed', left: `${window.innerWidth - 300}px`, top: `${top}px`, width: '280px', height: '40px' });
      button.before(box);
      return box;
    };
    const above = field(20);
    const under = field(window.innerHeight - 60);
    for (let i = 0; i <= SETTLE_FRAMES + 1; i += 1) await frame();
    const measures = countMeasures();
    try {
      // A field away from the toasts: placed once, and the next frames (the first keys) measure nothing.
      above.focus();
      await frame();
      const placed = measures.count();
      expect(placed).toBeGreaterThan(0);
      for (let i = 0; i < 5; i += 1) await frame();
      expect(measures.count()).toBe(placed);
    } finally {
      measures.stop();
    }
    // A field under the toasts: they move up off it.
    under.focus();
    await frame();
    // Where the stack is going (it glides there): its place with no shift, less the lift asked for.
    const shift = (transform: string) => (transform && transform !== 'none' ? new DOMMatrixReadOnly(transform).m42 : 0);
    const natural = stack.getBoundingClientRect().bottom - shift(getComputedStyle(stack).transform);
    expect(natural + shift(stack.style.transform)).toBeLessThanOrEqual(under.getBoundingClientRect().top);
  });

  it('stops measuring a few frames after a change that moved nothing, not half a second later', async () => {
    const { button } = pageWithToast(100);
    const label = document.createElement('label');
    label.textContent = 'First name';
    button.before(label);
    for (let i = 0; i <= SETTLE_FRAMES + 1; i += 1) await frame();
    const measures = countMeasures();
    try {
      // A field's label turning blue as the field takes the focus: a real change, which moves nothing.
      label.className = 'Mui-focused';
      let measured = 0;
      for (let i = 0; i < STILL_FRAMES + 3; i += 1) {
        await frame();
        measured = measures.count();
      }
      expect(measured).toBeGreaterThan(0);
      for (let i = 0; i < 5; i += 1) await frame();
      expect(measures.count()).toBe(measured);
    } finally {
      measures.stop();
    }
  });

  it('is not woken by the end of a colour, shadow or opacity transition, which moves nothing; a transform still wakes it', async () => {
    const { button } = pageWithToast(100);
    for (let i = 0; i <= SETTLE_FRAMES + 1; i += 1) await frame();
    const measures = countMeasures();
    const ended = (propertyName: string) => button.dispatchEvent(new TransitionEvent('transitionend', { propertyName, bubbles: true }));
    try {
      // A label's colour on focus, Back turning enabled, the header's shadow: their frames fall on the first keys.
      for (const property of ['color', 'border-top-color', 'background-color', 'box-shadow', 'opacity']) ended(property);
      for (let i = 0; i < 3; i += 1) await frame();
      expect(measures.count()).toBe(0);
      ended('transform');
      for (let i = 0; i < 3; i += 1) await frame();
      expect(measures.count()).toBeGreaterThan(0);
    } finally {
      measures.stop();
    }
  });
});
