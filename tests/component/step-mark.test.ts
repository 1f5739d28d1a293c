import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formStateScript, type ServerFormState } from '../../src/domain/form-state';
import { markScriptPost, restoreServedAddress } from '../../src/app/served-address';
import { entryState, markEntryStep, markedStep } from '../../src/services/step-mark';

/**
 * The step a history entry showed (src/services/step-mark.ts), in a real browser's history: the page's first script
 * marks the step it posts from and the step the server drew, in the same mark the live form's steps use, so Back and
 * Forward across the pages of a form posted before its runtime find each step once.
 */

let before: unknown;
beforeEach(() => {
  before = window.history.state;
  window.history.replaceState({ idx: 3, key: 'k1', usr: { other: 'kept' } }, '');
});
afterEach(() => {
  window.history.replaceState(before, '');
  document.body.replaceChildren();
  document.getElementById('form-state')?.remove();
});

/** A state the server drew a page in, at the page's own address. */
function served(over: Partial<ServerFormState>): ServerFormState {
  return { form: 'request', answers: {}, view: 'step', step: 1, errors: [], attempt: 'a1', page: `${window.location.pathname}?_step=2`, ...over };
}

/** Puts a server state into the page, as the server writes it. */
function embed(state: ServerFormState): void {
  document.body.insertAdjacentHTML('beforeend', formStateScript(state));
}

/** A drawn form of `formId` in its block, with the server's hidden `_step` when given. */
function drawnForm(formId: string, step?: number): HTMLFormElement {
  const block = document.createElement('div');
  block.dataset.form = formId;
  const form = document.createElement('form');
  form.id = `${formId}-form`;
  block.append(form);
  document.body.append(block);
  if (step !== undefined) {
    const hidden = document.createElement('input');
    hidden.type = 'hidden';
    hidden.name = '_step';
    hidden.value = String(step);
    hidden.setAttribute('form', form.id);
    document.body.append(hidden);
  }
  return form;
}

describe('the step a history entry showed', () => {
  it('is kept beside what the router keeps, and read only for its own form', () => {
    const url = window.location.href;
    markEntryStep('request', 2);
    expect(window.history.state).toEqual({ idx: 3, key: 'k1', usr: { other: 'kept', formStep: { form: 'request', step: 2 } } });
    expect(window.location.href).toBe(url);
    expect(markedStep(entryState(), 'request')).toBe(2);
    expect(markedStep(entryState(), 'builder')).toBeUndefined();
    expect(markedStep({ usr: { formStep: { form: 'request', step: 1.5 } } }, 'request')).toBeUndefined();
    expect(markedStep({ usr: { formStep: { form: 'request', step: -1 } } }, 'request')).toBeUndefined();
    expect(markedStep(null, 'request')).toBeUndefined();
  });

  it('marks the step the server drew, not a sent view', () => {
    embed(served({ step: 1 }));
    restoreServedAddress();
    expect(markedStep(entryState(), 'request')).toBe(1);
    expect(entryState().idx).toBe(3);

    document.getElementById('form-state')?.remove();
    window.history.replaceState({}, '');
    embed(served({ view: 'sent', step: 9 }));
    restoreServedAddress();
    expect(markedStep(entryState(), 'request')).toBeUndefined();
  });

  it('marks the step a post leaves: the server\'s `_step`, or the first step on a prerendered page', () => {
    markScriptPost(drawnForm('request', 4));
    expect(markedStep(entryState(), 'request')).toBe(4);
    document.body.replaceChildren();

    markScriptPost(drawnForm('contact'));
    expect(markedStep(entryState(), 'contact')).toBe(0);
    // The post itself is marked as the script's, once.
    markScriptPost(document.querySelector('form'));
    expect(document.querySelectorAll('input[name="_script"]')).toHaveLength(1);
  });
});
