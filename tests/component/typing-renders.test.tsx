// First: React must find the commit counter's hook as it starts.
import { commits, resetCommits } from './support/react-commits';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountStep, type Mounted } from './support/mount';
import { page } from './support/page';
import { nextFrame } from './support/form';
import { TYPING_PAUSE_MS } from '@/forms/typed-text';

/**
 * What React draws for a key: nothing at all, however the box changes (emptied, filled again), so a key costs the
 * browser's own drawing of the box. The box's label follows the form's answer, which the form takes on a pause, on
 * leaving the box or from the browser's autofill.
 */

const firstName = (mounted: Mounted) => (mounted.draft()?.data.businessBasics as Record<string, unknown> | undefined)?.firstName;
const box = () => page.getByLabel('First name').inner.element() as HTMLInputElement;
const label = () => document.querySelector<HTMLLabelElement>(`label[for="${box().id}"]`)!;

let mounted: Mounted | undefined;
afterEach(() => mounted?.unmount());

describe('a key press', () => {
  it('draws no React component, the keys that empty the box and the first into the emptied box included', async () => {
    mounted = await mountStep('business', { data: { tradeType: 'electrician', businessBasics: { firstName: 'Sam' } } });
    await page.getByLabel('First name').click();
    await nextFrame();
    const drawn: number[] = [];
    const keys = ['Backspace', 'Backspace', 'Backspace', ...'Samantha'];
    // The keys come as a person types them, well within the typing pause: its timer is held until they are in (on a
    // busy machine a key and its two frames took longer than the pause, which rightly drew the form).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      for (const key of keys) {
        resetCommits();
        await page.keyboard.press(key);
        await nextFrame();
        await nextFrame();
        drawn.push(commits.count);
      }
      expect(box().value).toBe('Samantha');
      expect(drawn).toEqual(keys.map(() => 0));
      // Once typing pauses the form takes the value, which draws it (the count sees React's drawing).
      resetCommits();
      vi.advanceTimersByTime(TYPING_PAUSE_MS);
    } finally {
      vi.useRealTimers();
    }
    await vi.waitFor(() => expect(firstName(mounted!)).toBe('Samantha'), { timeout: 5000 });
    expect(commits.count).toBeGreaterThan(0);
  });

  it('leaves the label raised over a box left filled, and lowered over one left empty', async () => {
    mounted = await mountStep('business', { data: { tradeType: 'electrician' } });
    expect(label().dataset.shrink).toBe('false');
    await page.getByLabel('First name').click();
    await page.keyboard.type('Sam');
    await page.keyboard.press('Tab');
    expect(firstName(mounted)).toBe('Sam');
    await vi.waitFor(() => expect(label().dataset.shrink).toBe('true'));
    expect(box().value).toBe('Sam');

    await page.getByLabel('First name').click();
    for (let i = 0; i < 3; i++) await page.keyboard.press('Backspace');
    await page.keyboard.press('Tab');
    expect(firstName(mounted)).toBeUndefined();
    await vi.waitFor(() => expect(label().dataset.shrink).toBe('false'));
  });

  it('takes a value the browser fills in without keys: the label rises at once, the form has it after the pause', async () => {
    mounted = await mountStep('business', { data: { tradeType: 'electrician' } });
    const input = box();
    expect(label().dataset.shrink).toBe('false');
    // Chrome's autofill: the value is set, the box's autofill style starts an animation MUI listens to, and input
    // and change events follow; the box is not focused.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'Samantha');
    input.dispatchEvent(new AnimationEvent('animationstart', { animationName: 'mui-auto-fill', bubbles: true }));
    await vi.waitFor(() => expect(label().dataset.shrink).toBe('true'));
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await vi.waitFor(() => expect(firstName(mounted!)).toBe('Samantha'), { timeout: 5000 });
    expect(label().dataset.shrink).toBe('true');
    expect(input.value).toBe('Samantha');
  });

  it('sets no attribute of the box and reaches nothing below the document but the box, keydown and the form excepted', async () => {
    mounted = await mountStep('business', { data: { tradeType: 'electrician' } });
    await page.getByLabel('First name').click();
    const input = box();
    const records: string[] = [];
    const observer = new MutationObserver((list) => list.forEach((r) => records.push(String(r.attributeName))));
    observer.observe(input, { attributes: true });
    const heard: string[] = [];
    const hear = (event: Event) => heard.push(event.type);
    const below = input.closest('form') ?? document.body;
    const types = ['keydown', 'keypress', 'beforeinput', 'input', 'keyup'];
    for (const type of types) below.addEventListener(type, hear);
    try {
      await page.keyboard.type('Sam');
      await nextFrame();
    } finally {
      observer.disconnect();
      for (const type of types) below.removeEventListener(type, hear);
    }
    // React set the box's name (emptied first) and type again after each key it handled.
    expect(records).toEqual([]);
    expect(heard).toEqual(['keydown', 'keydown', 'keydown']);
    expect(input.value).toBe('Sam');
    await page.keyboard.press('Tab');
    expect(firstName(mounted)).toBe('Sam');
  });
});
