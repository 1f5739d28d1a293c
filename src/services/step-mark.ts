/**
 * The step a browser history entry showed, kept in the entry's state (React Router's `usr` slot, beside its `key` and
 * `idx`), so Back, Forward and a reload find the step the entry was: the live form's steps (use-step-history.ts)
 * and the pages of a form posted before its runtime (the page's first script marks the step it posts from and the
 * step the server drew, src/app/served-address.ts) read and write the same mark. No React: the first script uses it.
 */

/** A form's step in one history entry (0-based; the step count is the check page, one more the sent view). */
export interface StepMark {
  form: string;
  step: number;
}

/** A history entry's state as React Router keeps it, with the marks in its `usr` slot. */
export interface EntryState {
  usr?: { formStep?: StepMark } & Record<string, unknown>;
  key?: string;
  idx?: number;
}

/** The current entry's state ({} on the server, or where the entry has none). */
export const entryState = (): EntryState => (typeof window === 'undefined' ? {} : ((window.history.state as EntryState | null) ?? {}));

/**
 * The step the entry `state` marks for `formId`, if any.
 *
 * @example markedStep(history.state, 'request') // 2 on an entry that showed step 3
 */
export function markedStep(state: EntryState | null | undefined, formId: string): number | undefined {
  const mark = state?.usr?.formStep;
  return mark && mark.form === formId && Number.isInteger(mark.step) && mark.step >= 0 ? mark.step : undefined;
}

/**
 * True when the entry `state` keeps the confirmation of `formId` (its `formSent` mark, src/forms/sent-history.ts): a
 * reload of the entry, or Back or Forward to it, shows that confirmation again. Here, beside the step mark, for the
 * page's first script, which reads no more of it.
 */
export function keepsSent(state: EntryState | null | undefined, formId: string): boolean {
  const sent = (state?.usr as { formSent?: unknown } | undefined)?.formSent;
  return typeof sent === 'object' && sent !== null && (sent as { form?: unknown }).form === formId;
}

/**
 * `state` with `formId`'s step mark set to `step`; with `next`, as a new entry (a new `key`, the next `idx`) for
 * `history.pushState`.
 */
export function withStepMark(state: EntryState, formId: string, step: number, next: boolean): EntryState {
  return {
    ...state,
    usr: { ...(state.usr ?? {}), formStep: { form: formId, step } },
    ...(next ? { key: Math.random().toString(36).slice(2, 10), idx: (state.idx ?? 0) + 1 } : {}),
  };
}

/** Marks the current entry as showing `step` of `formId` (its address unchanged). */
export function markEntryStep(formId: string, step: number): void {
  if (typeof window === 'undefined' || !formId || !Number.isInteger(step) || step < 0) return;
  if (markedStep(entryState(), formId) === step) return;
  window.history.replaceState(withStepMark(entryState(), formId, step, false), '', window.location.href);
}
