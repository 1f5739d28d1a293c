import { describe, expect, it, vi } from 'vitest';
import { flushSync } from 'react-dom';
import { mountStep } from './support/mount';
import { page } from './support/page';
import { nextFrame, REQUEST_DATA } from './support/form';

/**
 * The multi-line text box grows with its text as the browser lays it out (CSS `field-sizing: content`): no hidden twin
 * of it is measured in script as the step is drawn or on each key (MUI's TextareaAutosize forced a layout for that,
 * a sixth of a step change on a slow phone).
 */

/** Puts `text` in the box as one input event, its React work done before this returns. */
function typeAtOnce(box: HTMLTextAreaElement, text: string): void {
  const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
  flushSync(() => {
    setValue.call(box, text);
    box.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('multi-line text box', () => {
  it('is three rows high when empty, grows with each line and with wrapped text, and has no hidden twin', async () => {
    const mounted = await mountStep('accreditations', { data: REQUEST_DATA, width: 390, height: 844 });
    const box = page.getByLabel('Other accreditations').inner.element() as HTMLTextAreaElement;
    const line = parseFloat(getComputedStyle(box).lineHeight);
    expect(line).toBeGreaterThan(16);
    expect(box.closest('.MuiInputBase-root')!.querySelectorAll('textarea')).toHaveLength(1);
    expect(document.querySelectorAll('textarea[aria-hidden]')).toHaveLength(0);
    expect(box.clientHeight).toBeCloseTo(3 * line, 0);

    typeAtOnce(box, 'one\ntwo\nthree\nfour\nfive\nsix');
    await nextFrame();
    expect(box.clientHeight).toBeCloseTo(6 * line, 0);
    expect(box.scrollHeight).toBe(box.clientHeight);

    typeAtOnce(box, 'a long line of words that wraps round in the narrow box of a phone, and goes on with more words to wrap again and again');
    await nextFrame();
    expect(box.clientHeight).toBeGreaterThan(3 * line);
    expect(box.scrollHeight).toBe(box.clientHeight);

    typeAtOnce(box, '');
    await nextFrame();
    expect(box.clientHeight).toBeCloseTo(3 * line, 0);
    expect(mounted.errors).toEqual([]);
    mounted.unmount();
  });
  it('is fitted to its text in script where the browser does not size it (no field-sizing)', async () => {
    const supports = vi.spyOn(CSS, 'supports').mockImplementation((property: string) => property !== 'field-sizing');
    try {
      const mounted = await mountStep('accreditations', { data: REQUEST_DATA, width: 390, height: 844 });
      const box = page.getByLabel('Other accreditations').inner.element() as HTMLTextAreaElement;
      // As in a browser without it: the box keeps the height its rows and CSS give it.
      box.style.setProperty('field-sizing', 'fixed');
      const line = parseFloat(getComputedStyle(box).lineHeight);
      await nextFrame();
      expect(box.clientHeight).toBeCloseTo(3 * line, 0);

      typeAtOnce(box, 'one\ntwo\nthree\nfour\nfive\nsix');
      expect(box.clientHeight).toBeCloseTo(6 * line, 0);
      expect(box.scrollHeight).toBe(box.clientHeight);

      typeAtOnce(box, 'one');
      expect(box.clientHeight).toBeCloseTo(3 * line, 0);
      expect(mounted.errors).toEqual([]);
      mounted.unmount();
    } finally {
      supports.mockRestore();
    }
  });
});
