import { afterEach, describe, expect, it } from 'vitest';
import { mountStep, type Mounted } from './support/mount';
import { page } from './support/page';
import { nextFrame, REQUEST_DATA } from './support/form';

/**
 * A step change draws the new step in the tap and lets the browser style and lay it out once, in the frame that
 * shows it: nothing in the tap asks for the new step's style or layout (a focus, a measure), which made the browser
 * do that work in the tap and again in the frame. The heading takes the focus and the step's top is scrolled into
 * view in that frame's animation callbacks, before it is painted.
 */

let mounted: Mounted | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
});

/**
 * Calls of the element methods that make the browser style or lay out the page, from `run` (a tap) until the next
 * frame starts: its first animation callback is asked for before the tap, so it comes before the app's.
 */
async function layoutReadsBeforeFrame(run: () => void): Promise<string[]> {
  const calls: string[] = [];
  const watched = [
    [HTMLElement.prototype, 'focus'],
    [Element.prototype, 'getBoundingClientRect'],
    [Element.prototype, 'getClientRects'],
    [Element.prototype, 'scrollIntoView'],
    [window, 'getComputedStyle'],
    [window, 'scrollTo'],
  ] as const;
  const table = (owner: object) => owner as Record<string, unknown>;
  const originals = watched.map(([owner, name]) => [owner, name, table(owner)[name]] as const);
  for (const [owner, name, real] of originals) {
    table(owner)[name] = function (this: unknown, ...args: unknown[]) {
      calls.push(name);
      return (real as (...a: unknown[]) => unknown).apply(this, args);
    };
  }
  try {
    const frame = new Promise((resolve) => requestAnimationFrame(resolve));
    run();
    await frame;
  } finally {
    for (const [owner, name, real] of originals) table(owner)[name] = real;
  }
  return calls;
}

describe('a step change', () => {
  it('asks for no style or layout in the tap, then focuses the new heading and scrolls the step into view as it is shown', async () => {
    mounted = await mountStep('business', { data: REQUEST_DATA, width: 390, height: 844 });
    const continueButton = page.getByRole('button', { name: 'Continue', exact: true }).inner.element() as HTMLButtonElement;
    const reads = await layoutReadsBeforeFrame(() => continueButton.click());
    expect(document.querySelector('h2')?.textContent).toBe('Accreditations');
    expect(reads).toEqual([]);

    // By the frame that shows the step its heading has the focus, and its top is on screen (the page tests check the
    // scrolling of a long page: journey-layout, step-history).
    await nextFrame();
    expect(document.activeElement?.tagName).toBe('H2');
    expect(document.activeElement?.textContent).toBe('Accreditations');
    const top = document.querySelector('h2')!.parentElement!.firstElementChild!.getBoundingClientRect().top;
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(100);
    expect(mounted.errors).toEqual([]);
  });

  it('draws and measures nothing as Continue is pressed: the press shows by CSS alone', async () => {
    mounted = await mountStep('business', { data: REQUEST_DATA, width: 390, height: 844 });
    const continueButton = page.getByRole('button', { name: 'Continue', exact: true }).inner.element() as HTMLButtonElement;
    const before = continueButton.innerHTML;
    const press = { bubbles: true, cancelable: true, button: 0, clientX: 20, clientY: 10 };
    const reads = await layoutReadsBeforeFrame(() => {
      continueButton.dispatchEvent(new PointerEvent('pointerdown', { ...press, pointerType: 'touch', isPrimary: true }));
      continueButton.dispatchEvent(new MouseEvent('mousedown', press));
    });
    // MUI's ripple measured the button and added its wave to it here, before the tap's step change.
    expect(reads).toEqual([]);
    expect(continueButton.innerHTML).toBe(before);
    // What a held button looks like instead: its text colour over it, from the stylesheet.
    const pressed = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]).some((rule) => rule instanceof CSSStyleRule && rule.selectorText.includes(':active') && rule.style.boxShadow.includes('currentcolor 30%'));
    expect(pressed).toBe(true);
    continueButton.dispatchEvent(new MouseEvent('mouseup', press));
    expect(mounted.errors).toEqual([]);
  });
});
