import { afterEach, describe, expect, it, vi } from 'vitest';
import { enqueueSnackbar } from 'notistack';
import { hideWhenFree, TOAST_SHOWN_MS, waitBeforeHiding } from '@/app/toast-hiding';
import { TYPING_PAUSE_MS } from '@/forms/typed-text';
import { mountStep, type Mounted } from './support/mount';
import { userEvent } from 'vitest/browser';
import { page } from './support/page';

/**
 * A toast leaves once its time is up, but not between two keys (src/app/toast-hiding.ts): its leaving draws the
 * toasts again and moves them, which on a slow phone held up the keys typed meanwhile.
 */

let stop: (() => void) | undefined;
let mounted: Mounted | undefined;
afterEach(() => {
  vi.useRealTimers();
  stop?.();
  stop = undefined;
  mounted?.unmount();
  mounted = undefined;
  document.querySelectorAll('[data-test-only]').forEach((el) => el.remove());
});

/** A text box and a toast-sized box, on the page for the test. */
function boxAndToast(): { input: HTMLInputElement; toast: HTMLElement } {
  const input = Object.assign(document.createElement('input'), { type: 'text' });
  input.setAttribute('aria-label', 'Typed into');
  const toast = document.createElement('div');
  toast.textContent = 'A toast';
  Object.assign(toast.style, { position: 'fixed', right: '0', bottom: '0', width: '200px', height: '60px' });
  for (const el of [input, toast]) {
    el.dataset.testOnly = '';
    document.body.append(el);
  }
  return { input, toast };
}

/** A key as the page sees it (the wait reads the page's key and input events). */
const key = (input: HTMLInputElement) => input.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));

/**
 * Fakes the clock (timeouts and `performance.now()`, which starts again from 0), moved on past any key typed earlier
 * in the page: the component files share one page, and the page notes its last key once and for all.
 */
function fakeQuietClock(): void {
  const lastPossibleKey = performance.now();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  vi.advanceTimersByTime(lastPossibleKey + TYPING_PAUSE_MS);
}

/**
 * Types real keys into the focused box for `ms` of the faked clock, one every 150 ms of it: the rhythm stays a
 * typist's however long the machine takes over each key (in real time a busy machine once left more than the typing
 * pause between two keys, and the toast rightly left).
 */
async function typeFor(ms: number): Promise<void> {
  for (let typed = 0; typed < ms; typed += 150) {
    await page.keyboard.type('a');
    vi.advanceTimersByTime(150);
  }
}

describe('a toast whose time is up', () => {
  it('goes when its time is up if nothing is typed', () => {
    const { toast } = boxAndToast();
    fakeQuietClock();
    let hidden = false;
    stop = hideWhenFree(toast, () => (hidden = true), 100);
    vi.advanceTimersByTime(99);
    expect(hidden).toBe(false);
    vi.advanceTimersByTime(2);
    expect(hidden).toBe(true);
  });

  it('waits while keys are typed and goes once typing pauses', () => {
    const { input, toast } = boxAndToast();
    fakeQuietClock();
    let hidden = false;
    stop = hideWhenFree(toast, () => (hidden = true), 100);
    // A typist's rhythm, past the toast's time.
    for (let i = 0; i < 8; i++) {
      key(input);
      vi.advanceTimersByTime(150);
    }
    expect(hidden).toBe(false);
    vi.advanceTimersByTime(TYPING_PAUSE_MS - 152);
    expect(hidden).toBe(false);
    vi.advanceTimersByTime(4);
    expect(hidden).toBe(true);
  });

  it('stays while the pointer is over it or it holds the focus', async () => {
    const { input, toast } = boxAndToast();
    // Long after any key.
    const later = Number.POSITIVE_INFINITY;
    await userEvent.hover(toast);
    expect(waitBeforeHiding(toast, later)).toBeGreaterThan(0);
    await userEvent.hover(input);
    expect(waitBeforeHiding(toast, later)).toBe(0);
    const button = document.createElement('button');
    button.textContent = 'Close';
    toast.append(button);
    button.focus();
    expect(waitBeforeHiding(toast, later)).toBeGreaterThan(0);
  });

  it('of the form, stays while the customer types past its time and leaves after the pause', async () => {
    mounted = await mountStep('business', { data: { tradeType: 'electrician' } });
    await page.getByLabel('First name').click();
    fakeQuietClock();
    enqueueSnackbar('Welcome back, as a test', { variant: 'info' });
    const toast = () => [...document.querySelectorAll('.notistack-SnackbarContainer')].map((e) => (e as HTMLElement).innerText).join('\n');
    await vi.waitFor(() => expect(toast()).toContain('Welcome back, as a test'));
    await typeFor(TOAST_SHOWN_MS + 500);
    expect(toast()).toContain('Welcome back, as a test');
    vi.advanceTimersByTime(TYPING_PAUSE_MS + 100);
    // Its leaving animates (notistack's timers, faked too): each check moves the clock on.
    await vi.waitFor(() => expect(toast()).not.toContain('Welcome back, as a test'), { timeout: 5000, interval: 50 });
  });
});
