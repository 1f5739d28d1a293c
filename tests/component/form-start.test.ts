import { afterEach, describe, expect, it, vi } from 'vitest';
import { needsRuntimeAtOnce } from '../../src/app/form-page-state';
import { startFormOnInteraction } from '../../src/app/form-start';
import { keepTyped, whereTyped } from '../../src/app/typed-keep';

/**
 * What a form page does before its runtime is live (src/app/form-start.ts), in a real browser with plain DOM: the
 * "runtime" here is a listener on the form's root that keeps its own answers, as React's does, attached only when
 * the form goes live. A tap made before the form is live, or in the moment it goes live before it has been given
 * what was typed, reaches the live form once, after the typing.
 */

afterEach(() => {
  document.body.replaceChildren();
  delete document.documentElement.dataset.formRuntime;
  delete document.documentElement.dataset.link;
  document.documentElement.removeAttribute('data-served-query');
});

/** A prerendered form block with a Name box and a Send button, and a runtime that can be made live. */
function formPage() {
  const block = document.createElement('div');
  block.dataset.form = 'contact';
  const root = document.createElement('div');
  const form = document.createElement('form');
  const input = document.createElement('input');
  input.id = 'contact_name';
  input.name = 'name';
  const send = document.createElement('button');
  send.type = 'submit';
  send.id = 'contact_send';
  send.textContent = 'Send';
  form.append(input, send);
  root.append(form);
  block.append(root);
  document.body.append(block);
  // What the browser would post: a submit not stopped by the page (the test keeps the page where it is).
  let posted = 0;
  form.addEventListener('submit', (event) => {
    if (!event.defaultPrevented) posted += 1;
    event.preventDefault();
  });
  /** What the live form sent: its own answer at each tap on Send. */
  const sent: string[] = [];
  const goLive = () => {
    let answer = '';
    root.addEventListener('input', () => {
      answer = input.value;
    });
    root.addEventListener('click', (event) => {
      if (event.target instanceof Element && event.target.closest('#contact_send')) sent.push(answer);
    });
    send.type = 'button';
    block.dataset.formReady = '';
  };
  return { block, input, send, sent, goLive, posted: () => posted };
}

/** Types `text` into a box as a person would before the runtime: focus, value, input event. */
function type(input: HTMLInputElement, text: string): void {
  input.focus();
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The next frame, by which a tap held for the live form would have been made. */
const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

const microtask = () => new Promise<void>((resolve) => queueMicrotask(resolve));

/** Runs the page's first script on the page, counting its fetches of the form runtime. */
function startCounting(): () => number {
  let starts = 0;
  startFormOnInteraction(document, async () => {
    starts += 1;
  });
  return () => starts;
}

/** Makes the form live and waits until the page's script has handed over to it, and a frame more. */
async function handOver(goLive: () => void): Promise<void> {
  goLive();
  await vi.waitFor(() => expect(document.documentElement.dataset.formRuntime).toBe('live'));
  await frame();
}

describe('a form before its runtime is live', () => {
  it('fetches the runtime on the first interaction; a Send tapped before it is live posts the plain form, once', async () => {
    const { input, send, sent, goLive, posted } = formPage();
    const starts = startCounting();
    expect(starts()).toBe(0);
    type(input, 'Sam');
    expect(starts()).toBe(1);
    send.click();
    expect(posted()).toBe(1);
    // A second tap while the answer is on its way does not post it again.
    send.click();
    expect(posted()).toBe(1);
    goLive();
    // The live form is given what was typed (an input event on the box) and nothing is tapped again on it.
    const given = new Promise<void>((resolve) => input.addEventListener('input', () => resolve(), { once: true }));
    await given;
    await frame();
    await frame();
    expect(sent).toEqual([]);
  });

  it('takes what was typed before the page\'s first script ran, starts the runtime for it, and gives it to the live form', async () => {
    const { input, send, sent, goLive } = formPage();
    // Typed while the page was drawn and its script had not come: no listener heard it.
    input.focus();
    input.value = 'Sam';
    const starts = startCounting();
    expect(starts()).toBe(1);
    await handOver(goLive);
    send.click();
    expect(sent).toEqual(['Sam']);
  });

  it('leaves the runtime to the first interaction when nothing was typed before the script', async () => {
    const { goLive } = formPage();
    const starts = startCounting();
    expect(starts()).toBe(0);
    await handOver(goLive);
  });

  it('a Send tapped as the first thing posts the form without fetching the runtime', async () => {
    const { send, posted, goLive } = formPage();
    const starts = startCounting();
    send.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    send.focus();
    send.click();
    expect(posted()).toBe(1);
    expect(starts()).toBe(0);
    // The page's script hands over to a live form, so it takes nothing from the next test's page.
    await handOver(goLive);
  });

  it('a tap that is no submit, made before the runtime, is held and made once the form is live', async () => {
    const { input, goLive, block } = formPage();
    const tab = document.createElement('button');
    tab.type = 'button';
    tab.id = 'contact_tab';
    tab.setAttribute('role', 'tab');
    block.append(tab);
    const taps: number[] = [];
    startFormOnInteraction(document, async () => undefined);
    type(input, 'Sam');
    tab.click();
    goLive();
    tab.addEventListener('click', () => taps.push(1));
    await vi.waitFor(() => expect(taps).toEqual([1]));
  });

  it('holds a tap made as the form goes live, before it has been given what was typed, and makes it once after', async () => {
    const { input, send, sent, goLive } = formPage();
    startFormOnInteraction(document, async () => undefined);
    type(input, 'Sam');
    goLive();
    // The form is live (its observer has run) but has not yet been given "Sam": a tap now must not reach it.
    await microtask();
    send.click();
    expect(sent).toEqual([]);
    await vi.waitFor(() => expect(sent).toEqual(['Sam']));
  });

  it('lets go of its listener for a page shown again from the history once the form is live', async () => {
    const { input, goLive } = formPage();
    const removed = vi.spyOn(window, 'removeEventListener');
    try {
      startFormOnInteraction(document, async () => undefined);
      type(input, 'Sam');
      goLive();
      await vi.waitFor(() => expect(removed.mock.calls.map(([type]) => type)).toContain('pageshow'));
    } finally {
      removed.mockRestore();
    }
  });

  it('a Send on a page about to show a draft saved in this browser waits for the live form, and is made there only on the same step', async () => {
    for (const [live, made] of [['start', 1], ['later', 0]] as const) {
      const { block, send, sent, goLive, posted } = formPage();
      const step = document.createElement('div');
      step.dataset.step = 'start';
      block.firstElementChild!.prepend(step);
      localStorage.setItem('tradesites:draft:contact', JSON.stringify({ version: 1, savedAt: Date.now(), step: 0, data: {} }));
      startFormOnInteraction(document, async () => undefined);
      send.click();
      expect(posted()).toBe(0);
      // The live form opens on the draft's step: the first step again, or a later one.
      step.dataset.step = live;
      await handOver(goLive);
      await frame();
      expect(sent).toHaveLength(made);
      expect(posted()).toBe(0);
      localStorage.removeItem('tradesites:draft:contact');
      document.body.replaceChildren();
      delete document.documentElement.dataset.formRuntime;
    }
  });

  it('marks a box holding text until the form is live, and not after', async () => {
    const { input, goLive } = formPage();
    startCounting();
    type(input, 'Sam');
    expect(input.hasAttribute('data-typed')).toBe(true);
    await handOver(goLive);
    expect(input.value).toBe('Sam');
    expect(document.querySelector('[data-typed]')).toBeNull();
  });

  it('puts back what was typed before a reload in a task after its own, and a box changed meanwhile keeps its change', async () => {
    const { block, input } = formPage();
    const message = document.createElement('textarea');
    message.id = 'contact_message';
    block.querySelector('form')!.append(message);
    keepTyped('contact', whereTyped(block), [['contact_name', 'Sam Smith', false], ['contact_message', 'Line one', false]]);
    const read = vi.spyOn(Storage.prototype, 'getItem');
    try {
      startFormOnInteraction(document, async () => undefined);
      // The page's first script has not read the browser's storage (its first read can keep a phone waiting).
      expect(read).not.toHaveBeenCalled();
      expect(message.value).toBe('');
      type(input, 'Alex');
      await vi.waitFor(() => expect(message.value).toBe('Line one'));
      expect(input.value).toBe('Alex');
      // Both boxes are marked as holding text, so the page's stylesheet raises their labels over it (theme.ts).
      expect([input.hasAttribute('data-typed'), message.hasAttribute('data-typed')]).toEqual([true, true]);
      type(input, '');
      expect(input.hasAttribute('data-typed')).toBe(false);
    } finally {
      read.mockRestore();
      keepTyped('contact', '', null);
    }
  });
});

describe('which addresses start the form runtime at once', () => {
  /** A form block reading `params` of its address, as the renderer marks it from the form's declarations. */
  function formReading(params: string) {
    const block = document.createElement('div');
    block.dataset.form = 'start-test';
    block.dataset.formParams = params;
    document.body.append(block);
  }

  it('only for a parameter the form reads that the served page did not apply', () => {
    formReading('trade customerNumber template');
    expect(needsRuntimeAtOnce(document, '')).toBe(false);
    expect(needsRuntimeAtOnce(document, '?utm_source=mail&utm_campaign=spring&gclid=x')).toBe(false);
    expect(needsRuntimeAtOnce(document, '?utm_source=mail&template=modern')).toBe(true);
    document.documentElement.dataset.link = 'trade=plumber&customerNumber=';
    expect(needsRuntimeAtOnce(document, '?trade=plumber&customerNumber=R-1&utm_source=mail')).toBe(false);
    expect(needsRuntimeAtOnce(document, '?trade=plumber&template=modern')).toBe(true);
  });

  it('for a form showing work still under way on the server (a sent view whose preview is being built), not a part of the page beside it', () => {
    formReading('');
    const building = document.createElement('div');
    building.setAttribute('data-follows-server', '');
    document.body.append(building);
    expect(needsRuntimeAtOnce(document, '')).toBe(false);
    document.querySelector('[data-form]')!.append(building);
    expect(needsRuntimeAtOnce(document, '')).toBe(true);
  });

  it('not for a page the server drew for its query, which applied all of it', () => {
    formReading('domain1 domain2 customerNumber');
    expect(needsRuntimeAtOnce(document, '?domain1=a.co.uk&customerNumber=R-2')).toBe(true);
    document.documentElement.setAttribute('data-served-query', '');
    expect(needsRuntimeAtOnce(document, '?domain1=a.co.uk&customerNumber=R-2')).toBe(false);
  });

  it('for a parameter whose widget asks the server for what it draws, even on a page the server drew for its query', () => {
    formReading('websiteUrl sections customerNumber');
    (document.querySelector('[data-form]') as HTMLElement).dataset.formFetches = 'websiteUrl';
    document.documentElement.setAttribute('data-served-query', '');
    expect(needsRuntimeAtOnce(document, '?sections=index,about&customerNumber=R-3')).toBe(false);
    expect(needsRuntimeAtOnce(document, '?websiteUrl=https%3A%2F%2Fx.tradesites.co.uk%2Fsites%2Fabc%2F&sections=index')).toBe(true);
  });
});
