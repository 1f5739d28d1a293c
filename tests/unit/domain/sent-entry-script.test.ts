import { describe, expect, it } from 'vitest';
import { SENT_ENTRY_SCRIPT } from '@/domain/sent-entry-script';
import { keepsSent } from '@/services/step-mark';

/** Runs the pages' inline script against a history entry's state and an `<html>` with `drafts` marked; answers the mark after. */
function run(state: unknown, drafts?: string): string | null {
  const attributes = new Map<string, string>(drafts === undefined ? [] : [['data-drafts', drafts]]);
  const documentElement = { getAttribute: (name: string) => attributes.get(name) ?? null, setAttribute: (name: string, value: string) => void attributes.set(name, value) };
  // The script as the page runs it, with its two globals given.
  new Function('history', 'document', SENT_ENTRY_SCRIPT)({ state }, { documentElement });
  return attributes.get('data-drafts') ?? null;
}

const sent = (form: unknown) => ({ usr: { formStep: { form: String(form), step: 11 }, formSent: { form, data: {}, step: 10 } }, key: 'k', idx: 3 });

describe('the inline mark of a confirmation kept by the history entry', () => {
  it('marks the form whose confirmation the entry keeps, as keepsSent reads it, keeping the marks the server made', () => {
    expect(keepsSent(sent('request'), 'request')).toBe(true);
    expect(run(sent('request'))).toBe('request');
    expect(run(sent('request'), 'contact')).toBe('contact request');
    expect(run(sent('request'), 'request')).toBe('request');
  });

  it('marks nothing for an entry without a kept confirmation, or with one that is not a form id', () => {
    for (const state of [null, undefined, {}, { usr: {} }, { usr: { formStep: { form: 'request', step: 2 } } }, 'text', 7]) expect(run(state)).toBeNull();
    for (const form of ['', 'a b', '"><img>', '1form', 7, null, { toString: () => 'request' }]) expect(run(sent(form))).toBeNull();
    expect(run(sent('x y'), 'contact')).toBe('contact');
  });

  it('throws nothing when the history cannot be read', () => {
    const documentElement = { getAttribute: () => null, setAttribute: () => undefined };
    const history = Object.defineProperty({}, 'state', { get: () => { throw new Error('blocked'); } });
    expect(() => new Function('history', 'document', SENT_ENTRY_SCRIPT)(history, { documentElement })).not.toThrow();
  });
});
