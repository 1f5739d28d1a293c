import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart } from '@/forms/widgets/lazy-part';
import { site } from '@/generated/config';
import { drawAlone, removeDrawn } from './support/draw-alone';
import { nextFrame } from './support/form';

/**
 * A widget whose code is fetched on its own (lazy-part.tsx) and is not there yet when its step is drawn: its place
 * stays empty and still for a moment, so one that arrives quickly never flashes a spinner nor makes the page draw a
 * turning one in every frame the customer types in; one that takes longer shows a turning spinner, named for a screen
 * reader, until it comes.
 */

afterEach(removeDrawn);

/** A part whose code arrives when the test says, drawn alone; and the names of the animations started meanwhile. */
function drawWaiting() {
  let arrive!: () => void;
  const code = new Promise<() => ReactElement>((resolve) => {
    arrive = () => resolve(() => <p data-arrived>Here</p>);
  });
  const Part = lazyPart(() => code);
  const started: string[] = [];
  const box = drawAlone(<Part />);
  box.addEventListener('animationstart', (event) => started.push(event.animationName), true);
  return { box, started, arrive };
}

const spinner = (box: HTMLElement) => box.querySelector<HTMLElement>('[role="progressbar"]');
/** How much of the spinner shows: the opacity of its fade's box. */
const shown = (box: HTMLElement) => getComputedStyle(spinner(box)!.parentElement!).opacity;

describe('a widget whose code is still on the way', () => {
  it('leaves its place empty and still when it comes within a moment', async () => {
    const { box, started, arrive } = drawWaiting();
    expect(spinner(box)).not.toBeNull();
    expect(shown(box)).toBe('0');
    // A few frames drawn while it is on the way, as a fetch from the page's own server takes.
    for (let i = 0; i < 5; i += 1) await nextFrame();
    arrive();
    await vi.waitFor(() => expect(box.querySelector('[data-arrived]')).not.toBeNull());
    expect(spinner(box)).toBeNull();
    // Neither the spinner's turn, its dash nor its fade started.
    expect(started).toEqual([]);
  });

  it('shows a turning spinner, named, when it takes longer, until the code comes', async () => {
    const { box, started, arrive } = drawWaiting();
    // The animations' start events come with a frame after the one that applied them, late on a busy machine.
    await vi.waitFor(
      () => {
        expect(shown(box)).toBe('1');
        expect(started).toContain('lazy-part-show');
        expect(started.some((name) => name !== 'lazy-part-show')).toBe(true);
      },
      { timeout: 2000 },
    );
    expect(spinner(box)!.getAttribute('aria-label')).toBe(site.words.blocks.loadingForm);
    arrive();
    await vi.waitFor(() => expect(box.querySelector('[data-arrived]')).not.toBeNull());
    expect(spinner(box)).toBeNull();
  });
});
