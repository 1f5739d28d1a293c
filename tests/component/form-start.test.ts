import { afterEach, describe, expect, it, vi } from 'vitest';
import { startFormOnInteraction } from '../../src/app/form-start';

/**
 * What a form page does before its runtime is live (src/app/form-start.ts), in a real browser with plain DOM: the
 * "runtime" here is a listener on the form's root that keeps its own answers, as React's does, attached only when
 * the form goes live. A tap made before the form is live, or in the moment it goes live before it has been given
 * what was typed, reaches the live form once, after the typing.
 */

afterEach(() => {
  document.body.replaceChildren();
  delete document.documentElement.dataset.formRuntime;
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
  let posted = 0;
  form.addEventListener('submit', (event) => {
    posted += 1;
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
  return { input, send, sent, goLive, posted: () => posted };
}

/** Types `text` into a box as a person would before the runtime: focus, value, input event. */
function type(input: HTMLInputElement, text: string): void {
  input.focus();
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const microtask = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('a form before its runtime is live', () => {
  it('fetches the runtime on the first interaction, and a Send tapped before it is sent once with what was typed', async () => {
    const { input, send, sent, goLive, posted } = formPage();
    let starts = 0;
    startFormOnInteraction(document, async () => {
      starts += 1;
    });
    expect(starts).toBe(0);
    type(input, 'Sam');
    expect(starts).toBe(1);
    send.click();
    expect(posted()).toBe(0);
    goLive();
    await vi.waitFor(() => expect(sent).toEqual(['Sam']));
    expect(posted()).toBe(0);
    expect(document.documentElement.dataset.formRuntime).toBe('live');
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
});
