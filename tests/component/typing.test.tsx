import { afterEach, describe, expect, it, vi } from 'vitest';
import { flushSync } from 'react-dom';
import type { ComponentType } from 'react';
import type { ObjectFieldTemplateProps, WidgetProps } from '@rjsf/utils';
import { formTemplates, formWidgets } from '@/forms/widgets/registry';
import { TYPING_PAUSE_MS } from '@/forms/typed-text';
import { mountStep, type Mounted } from './support/mount';
import { page } from './support/page';
import { backTo, continueTo, nextFrame } from './support/form';

/**
 * What a key press draws: the box typed into, at once; the form (its state, the other fields, the draft, the live
 * checks) once typing pauses, with every key, even one typed right before Continue, a tap or leaving the page.
 */

const BUSINESS_STEP = 'Business Information';

/** Renders of each text box by its id, and of the step's object templates. */
const renders = { boxes: new Map<string, number>(), objects: 0 };
const realText = formWidgets.text;
const realObject = formTemplates.ObjectFieldTemplate;

/** Counts the renders of the form's text boxes and object templates (the real ones draw). */
function countRenders(): void {
  const Text = realText as ComponentType<WidgetProps>;
  const ObjectTemplate = realObject as ComponentType<ObjectFieldTemplateProps>;
  formWidgets.text = function CountedText(props: WidgetProps) {
    renders.boxes.set(props.id, (renders.boxes.get(props.id) ?? 0) + 1);
    return <Text {...props} />;
  };
  formTemplates.ObjectFieldTemplate = function CountedObject(props: ObjectFieldTemplateProps) {
    renders.objects += 1;
    return <ObjectTemplate {...props} />;
  };
}

function resetCounts(): void {
  renders.boxes.clear();
  renders.objects = 0;
}

/** Types `text` into the box as one input event (a key, or the browser's autofill), its React work done before this returns. */
function typeAtOnce(label: string, text: string): HTMLInputElement {
  const box = page.getByLabel(label).inner.element() as HTMLInputElement;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  flushSync(() => {
    setValue.call(box, text);
    box.dispatchEvent(new Event('input', { bubbles: true }));
  });
  return box;
}

const firstName = (mounted: Mounted) => (mounted.draft()?.data.businessBasics as Record<string, unknown> | undefined)?.firstName;

let mounted: Mounted | undefined;
afterEach(() => {
  mounted?.unmount();
  formWidgets.text = realText;
  formTemplates.ObjectFieldTemplate = realObject;
});

describe('a key press', () => {
  it('draws only the box typed into; the form takes the value after that frame and draws no other field', async () => {
    countRenders();
    mounted = await mountStep('business', { data: { tradeType: 'electrician' } });
    const box = page.getByLabel('First name').inner.element() as HTMLInputElement;
    const others = ['Company name', 'Company email', 'Phone number'].map((label) => (page.getByLabel(label).inner.element() as HTMLInputElement).id);
    resetCounts();

    typeAtOnce('First name', 'S');
    // The box shows the key (a controlled box React did not draw again would be set back to its old value), and
    // nothing else is drawn for it: not the step's object (the form), not the box's field, not another box.
    expect(box.value).toBe('S');
    expect(renders.objects).toBe(0);
    expect(renders.boxes.get(box.id) ?? 0).toBe(0);
    for (const id of others) expect(renders.boxes.get(id) ?? 0).toBe(0);
    expect(firstName(mounted)).toBeUndefined();

    // Once typing pauses the form has the value (and saves it), still without drawing the other boxes.
    await vi.waitFor(() => expect(firstName(mounted!)).toBe('S'), { timeout: 5000 });
    expect(renders.objects).toBeGreaterThan(0);
    for (const id of others) expect(renders.boxes.get(id) ?? 0).toBe(0);
    expect(box.value).toBe('S');
  });

  it('typed steadily, draws no form and writes no draft per key: the form takes every key once typing pauses', async () => {
    countRenders();
    mounted = await mountStep('business', { data: { tradeType: 'electrician' } });
    await page.getByLabel('First name').click();
    const box = page.getByLabel('First name').inner.element() as HTMLInputElement;
    resetCounts();
    const before = mounted.draft();
    const text = 'Samantha Jo';
    // Real keys, each after the frame of the last (a fast typist), with the frames after the key drawn: a form that
    // took each key after its frame would be drawn and saved for every one.
    let drafts = 0;
    let seen = before;
    let pauses = 0;
    let last = performance.now();
    for (const key of text) {
      await page.keyboard.type(key);
      await nextFrame();
      await nextFrame();
      const now = performance.now();
      // A machine that stalled for a whole pause between two keys lets the form take them then, as it should.
      if (now - last >= TYPING_PAUSE_MS) pauses += 1;
      last = now;
      if (mounted.draft() !== seen) drafts += 1;
      seen = mounted.draft();
    }
    expect(box.value).toBe(text);
    expect(drafts).toBeLessThanOrEqual(pauses);
    if (pauses === 0) {
      expect(renders.objects).toBe(0);
      expect(firstName(mounted)).toBeUndefined();
    }
    // The pause: the form takes what was typed, once, and saves it.
    await vi.waitFor(() => expect(firstName(mounted!)).toBe(text), { timeout: 5000 });
    expect(box.value).toBe(text);
  });

  it('typed and then a tap elsewhere: the form has the last key before the tap reaches the page', async () => {
    mounted = await mountStep('business', { data: { tradeType: 'electrician' } });
    await page.getByLabel('Company name').click();
    await page.keyboard.type('Smith');
    let atTap: unknown;
    const other = page.getByLabel('Phone number').inner.element() as HTMLInputElement;
    other.addEventListener('pointerdown', () => (atTap = (mounted!.draft()?.data.businessBasics as Record<string, unknown> | undefined)?.companyName), { once: true });
    await page.getByLabel('Phone number').click();
    expect(atTap).toBe('Smith');
  });

  it('in a box showing a problem, hands each key over so the message clears while the customer is still typing', async () => {
    mounted = await mountStep('business', { data: { tradeType: 'electrician' } });
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    const box = page.getByLabel('First name');
    await vi.waitFor(() => expect(box.inner.element().getAttribute('aria-invalid')).toBe('true'));
    await box.click();
    // Keys keep coming, each after the frame of the last: the message goes before the customer stops typing.
    let typed = 0;
    for (const key of 'Samantha Jones') {
      await page.keyboard.type(key);
      typed += 1;
      await nextFrame();
      await nextFrame();
      if (box.inner.element().getAttribute('aria-invalid') !== 'true') break;
    }
    expect(typed).toBeLessThan('Samantha Jones'.length);
    expect(box.inner.element().getAttribute('aria-invalid')).not.toBe('true');
  });

  it('on a step whose messages follow the answers, a wrong answer typed and Continue tapped at once: the tap lands and says what is wrong', async () => {
    mounted = await mountStep('business', { data: { tradeType: 'electrician' } });
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByText('Phone number is required').waitFor();
    // The refused Continue moves the focus to the first problem a moment after the messages show: typed before then, a
    // box could lose the focus to it between its focus and its text.
    await vi.waitFor(async () => expect(document.activeElement).toBe(await page.getByLabel('First name').element()));
    for (const [label, text] of [['First name', 'Sam'], ['Company name', 'Sam Ltd'], ['Company email', 'sam@example.co.uk']] as const) await page.getByLabel(label).fill(text);
    await page.getByText('Email address is required').waitFor({ state: 'detached' });
    await page.getByLabel('Phone number').fill('07700 900123');
    await page.getByText('Phone number is required').waitFor({ state: 'detached' });
    // A box with no message, then Continue with no pause: the message the wrong number gets is shown as it is typed,
    // not as the button is pressed (it would move the button from under the tap).
    await page.getByLabel('Phone number').fill('12345');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await vi.waitFor(() => expect([...document.querySelectorAll('.notistack-SnackbarContainer')].map((e) => (e as HTMLElement).innerText).join('\n')).toContain('Invalid Phone Number'));
    expect(await page.getByLabel('Phone number').inputValue()).toBe('012345');
  });

  it('a box gone to right after a refused Continue keeps the focus: the move to the first problem leaves it there', async () => {
    mounted = await mountStep('business', { data: { tradeType: 'electrician' } });
    const button = (await page.getByRole('button', { name: 'Continue', exact: true }).element()) as HTMLButtonElement;
    const company = (await page.getByLabel('Company name').element()) as HTMLInputElement;
    // The move waits for the messages (a timer): it is held until they are drawn and the customer is in a box.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      button.focus();
      button.click();
      await nextFrame();
      expect(document.querySelector('[aria-invalid="true"]')).not.toBeNull();
      company.focus();
      vi.advanceTimersByTime(200);
      expect(document.activeElement).toBe(company);
    } finally {
      vi.useRealTimers();
    }
    // With no box gone to, the move still comes.
    button.focus();
    button.click();
    await vi.waitFor(async () => expect(document.activeElement).toBe(await page.getByLabel('First name').element()));
  });

  it('typed right before Continue, or as the page is hidden, is checked and saved with the last key', async () => {
    mounted = await mountStep('business', { data: { tradeType: 'electrician' } });
    for (const [label, text] of [['First name', 'Sam'], ['Company name', 'Smith Electrical'], ['Company email', 'sam@example.com'], ['Phone number', '07700900123']] as const) {
      typeAtOnce(label, text.slice(0, -1));
      await vi.waitFor(() => expect(JSON.stringify(mounted!.draft()?.data)).toContain(text.slice(0, -1)), { timeout: 5000 });
    }
    // The last key of each box and the page hidden in the same moment: the saved draft has every key.
    typeAtOnce('First name', 'Samuel');
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    expect(firstName(mounted)).toBe('Samuel');

    // The last key of the phone number and Continue at once: the step is checked with it (the number is whole, so
    // the step is accepted) and it is kept.
    typeAtOnce('Phone number', '07700900123');
    (page.getByRole('button', { name: 'Continue', exact: true }).inner.element() as HTMLButtonElement).click();
    await page.getByRole('heading', { level: 2, name: 'Accreditations' }).waitFor();
    expect((mounted.draft()?.data.businessBasics as Record<string, unknown>).phone).toBe('07700900123');
    await backTo(page, BUSINESS_STEP);
    expect(await page.getByLabel('Phone number').inputValue()).toBe('07700900123');
    expect(await page.getByLabel('First name').inputValue()).toBe('Samuel');
    await continueTo(page, 'Accreditations');
  });
});
