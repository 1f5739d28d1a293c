/**
 * The sent form's own entry in the browser history, for a form whose success view is the website preview
 * (`success.mode: preview`): Back from the preview returns to the form with every answer, and Forward shows the
 * same preview again without sending anything, as long as the answers are the ones sent. Back to Form is the same
 * Back, so the two never disagree.
 */
import { useEffect, useRef, type Dispatch } from 'react';
import type { FormData } from './runtime';
import { clearSent, markSent, sentMark } from './sent-history';
import type { WizardEvent, WizardPhase } from './wizard-state';

/** What {@link useSentEntry} needs from the wizard. */
export interface SentEntryOptions {
  /** True for a form whose success view stays in the page (the preview). */
  enabled: boolean;
  formId: string;
  phase: WizardPhase;
  data: FormData;
  /** The position the history marks the sent form at (after the last step and the check page). */
  sentAt: number;
  /** Adds an entry for a position, or replaces the current one (use-step-history.ts). */
  steps: { entered(to: number): void; replaced(to: number): void };
  dispatch: Dispatch<WizardEvent>;
}

/**
 * Marks the sent form in the history once a submission succeeds; `forward()` shows the sent view again when the
 * history returns to that entry, and answers false when the answers changed since (the form then stays, and Submit
 * sends the changes).
 *
 * @example
 * const sent = useSentEntry({ enabled, phase, data, sentAt, steps, dispatch });
 * moveTo(to): if (to === sentAt) return sent.forward(dataRef.current, phase === 'editing', position);
 */
export function useSentEntry({ enabled, formId, phase, data, sentAt, steps, dispatch }: SentEntryOptions) {
  const sentData = useRef<FormData | null>(null);
  const returning = useRef(false);
  useEffect(() => {
    if (!enabled || phase !== 'done') return;
    if (returning.current) {
      returning.current = false;
      return;
    }
    sentData.current = data;
    // Opened on the preview's own entry (a reload): it is there already.
    const state = window.history.state as { usr?: { formStep?: { form?: string; step?: number } } } | null;
    if (state?.usr?.formStep?.form === formId && state.usr.formStep.step === sentAt) return;
    // The sent form's mark (sent-history.ts) moves from the last step's entry to the preview's, so a reload of the
    // form's entry shows the form and a reload of the preview's shows the preview.
    const mark = sentMark(formId);
    clearSent(formId);
    steps.entered(sentAt);
    if (mark) markSent(mark);
    // Only the arrival at the sent view adds an entry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, phase]);

  /** The history went forward to the sent entry: the same view again when nothing changed since it was sent. */
  const forward = (current: FormData, editing: boolean, position: number): boolean => {
    if (!enabled || !editing) return false;
    if (sentData.current !== current) {
      steps.replaced(position);
      return false;
    }
    returning.current = true;
    dispatch({ type: 'shown-again' });
    return true;
  };

  return { forward };
}
