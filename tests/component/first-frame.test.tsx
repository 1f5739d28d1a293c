import { afterEach, describe, expect, it } from 'vitest';
import { mountStep, type Mounted } from './support/mount';
import { page } from './support/page';
import { REQUEST_DATA } from './support/form';
import { afterFrame } from '@/forms/draw-later';

/**
 * After Continue or Back, the frame that shows the new step draws its long lists (the days of the opening hours, a
 * checklist's boxes) only as far as they can be in view, and the rest of them, with the fields and buttons below, one
 * task after that frame: before anyone could tab or scroll there. A step the form opens on is drawn whole.
 */

let mounted: Mounted | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
});

const days = () => document.querySelectorAll('[data-step] [data-day]').length;
const boxes = () => document.querySelectorAll('[data-step] fieldset input[type=checkbox]').length;
const continueShown = () => {
  const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Continue');
  return Boolean(button && button.getClientRects().length > 0);
};

/** What the page shows in the frame after `run` (its animation callbacks), and once the task after that frame has run. */
async function framesAfter<T>(run: () => void, look: () => T): Promise<{ first: T; next: T }> {
  let first: T | undefined;
  // Asked for before the tap: the frame's first animation callback, before the app's.
  const shown = new Promise<void>((resolve) =>
    requestAnimationFrame(() => {
      first = look();
      resolve();
    }),
  );
  run();
  // The later items come in the task the form queues in that frame's animation callbacks (draw-later.ts), in which
  // what they change is drawn before it ends: a callback queued now runs in that task, after theirs.
  const later = new Promise<void>((resolve) => afterFrame(resolve));
  await shown;
  await later;
  return { first: first as T, next: look() };
}

const tap = (name: string) => () => (page.getByRole('button', { name, exact: true }).inner.element() as HTMLButtonElement).click();

describe('the frame that shows a new step', () => {
  it('draws the opening hours that can be in view, and the other days with the buttons just after it', async () => {
    mounted = await mountStep('services', { data: { ...REQUEST_DATA, selectedServices: ['Rewiring'] }, width: 390, height: 844 });
    const { first, next } = await framesAfter(tap('Continue'), () => ({ heading: document.querySelector('h2')?.textContent, days: days(), button: continueShown() }));
    expect(first.heading).toBe('Service Area and Business Hours');
    expect(first.days).toBeGreaterThan(0);
    expect(first.days).toBeLessThan(7);
    expect(first.button).toBe(false);
    expect(next).toEqual({ heading: 'Service Area and Business Hours', days: 7, button: true });
    expect(mounted.errors).toEqual([]);
  });

  it("draws a checklist's boxes in view first, and all of them with the buttons before the next input", async () => {
    mounted = await mountStep('business', { data: REQUEST_DATA, width: 390, height: 844 });
    const look = () => ({ heading: document.querySelector('h2')?.textContent, boxes: boxes(), button: continueShown(), below: Boolean(document.querySelector('[data-step] textarea')) });
    const { first, next } = await framesAfter(tap('Continue'), look);
    expect(first.heading).toBe('Accreditations');
    expect(first.boxes).toBeGreaterThan(0);
    expect(next.boxes).toBeGreaterThan(first.boxes);
    expect(first.button).toBe(false);
    expect(next.button).toBe(true);
    // The field below the list (Other accreditations) comes with its later boxes.
    expect(first.below).toBe(false);
    expect(next.below).toBe(true);
  });

  it('draws a whole step at once where it all fits (a desktop window), and the step the form opens on', async () => {
    mounted = await mountStep('area-hours', { data: REQUEST_DATA, width: 390, height: 844 });
    expect(days()).toBe(7);
    expect(continueShown()).toBe(true);

    mounted = await mountStep('services', { data: { ...REQUEST_DATA, selectedServices: ['Rewiring'] }, width: 1280, height: 900 });
    const { first } = await framesAfter(tap('Continue'), () => ({ days: days(), button: continueShown() }));
    expect(first).toEqual({ days: 7, button: true });
  });
});
