/**
 * A sent form's confirmation kept in its browser history entry, so a reload of the confirmation, or Back and Forward
 * to it, shows the same confirmation (the reference, what was sent and the preview link) instead of an empty form.
 * The mark lives in the entry's state (React Router's `usr` slot, beside the step mark of use-step-history.ts): it
 * belongs to that one entry, so opening the form afresh from a link or the menu still starts an empty form.
 */
import type { FormData } from './runtime';
import { entryState, keepsSent, type EntryState as MarkedEntry } from '@/services/step-mark';

/** What a confirmation shows again. */
export interface SentMark {
  form: string;
  data: FormData;
  /** The step the form was sent from (the check page counts as the step after the last). */
  step: number;
  reference?: string;
  preview?: { url: string; status: string };
}

/** A history entry's state with the sent form's mark beside the step mark. */
type EntryState = MarkedEntry & { usr?: { formSent?: SentMark } };

const entry = (): EntryState => entryState();

/**
 * The confirmation the current history entry holds for `formId`, if any. Read when the form opens, so a reload or a
 * return to the entry shows the confirmation again.
 */
export function sentMark(formId: string): SentMark | undefined {
  const state = entry();
  const mark = state.usr?.formSent;
  return mark && keepsSent(state, formId) && mark.data && typeof mark.data === 'object' && Number.isInteger(mark.step) ? mark : undefined;
}

/** Keeps a confirmation in the current history entry (after a successful submission). */
export function markSent(mark: SentMark): void {
  if (typeof window === 'undefined') return;
  const state = entry();
  try {
    window.history.replaceState({ ...state, usr: { ...(state.usr ?? {}), formSent: mark } }, '', window.location.href);
  } catch {
    // The answers could not be kept with the entry (too large to copy): a reload shows the form, as before.
  }
}

/** Forgets the confirmation of the current entry (Start again, Back to Form). */
export function clearSent(formId: string): void {
  if (typeof window === 'undefined' || !sentMark(formId)) return;
  const state = entry();
  const { formSent: _gone, ...usr } = state.usr ?? {};
  window.history.replaceState({ ...state, usr }, '', window.location.href);
}
