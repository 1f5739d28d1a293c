/**
 * A sent form in the browser history. Every sent form keeps its confirmation with its history entries
 * (sent-history.ts), so a reload, Back or Forward shows it again. A form whose success view is the website preview
 * (`success.mode: preview`) has an entry of its own for it: Back from the preview returns to the form with every
 * answer, and Forward shows the same preview again without sending anything, as long as the answers are the ones
 * sent. Back to Form is the same Back, so the two never disagree.
 */
import { useLayoutEffect, useRef, type Dispatch } from 'react';
import type { FormConfig } from '@/generated/config-types';
import type { FormData } from './runtime';
import { clampStep } from './wizard-data';
import { clearSent, markSent, sentMark } from './sent-history';
import type { WizardEvent, WizardState } from './wizard-state';
import { entryState, markedStep } from '@/services/step-mark';

/** What {@link useSentEntry} needs from the wizard. */
export interface SentEntryOptions {
  /** True for a form whose success view stays in the page (the preview). */
  enabled: boolean;
  formId: string;
  form: FormConfig;
  state: WizardState;
  /** False while the form is prerendered or hydrating. */
  live: boolean;
  /** Where the customer is: a step, or the check page after the last step. */
  position: number;
  /** The position the history marks the sent form at (after the last step and the check page). */
  sentAt: number;
  /** Adds an entry for a position, or replaces the current one, or goes Back (use-step-history.ts). */
  steps: { entered(to: number, now?: boolean): void; replaced(to: number): void; back(): boolean };
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
export function useSentEntry({ enabled, formId, form, state, live, position, sentAt, steps, dispatch }: SentEntryOptions) {
  const { phase, data } = state;
  // A form that goes live without opening again (the served page was already the link's) finds its confirmation
  // here, before the form is painted.
  useLayoutEffect(() => {
    if (!live || phase === 'done') return;
    const sent = sentMark(formId);
    if (sent) dispatch({ type: 'done', data: sent.data, reference: sent.reference, preview: sent.preview, stepIndex: clampStep(form, sent.step), reviewing: Boolean(form.check) && sent.step >= form.steps.length });
    // Only going live decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [live]);
  const sentData = useRef<FormData | null>(null);
  const returning = useRef(false);
  // A layout effect: the entry is there before the sent view is painted, so a Back tapped as it shows finds it.
  useLayoutEffect(() => {
    if (!enabled || phase !== 'done') return;
    if (returning.current) {
      returning.current = false;
      return;
    }
    sentData.current = data;
    // Opened on the preview's own entry (a reload): it is there already.
    if (markedStep(entryState(), formId) === sentAt) return;
    // The sent form's mark (sent-history.ts) moves from the last step's entry to the preview's, so a reload of the
    // form's entry shows the form and a reload of the preview's shows the preview.
    // Added at once, not after the next frame: the sent view came from the server's answer, not a tap.
    const mark = sentMark(formId);
    clearSent(formId);
    steps.entered(sentAt, true);
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

  /**
   * The browser's Back or Forward went to `to`: true when the sent form dealt with it (the preview shown again, or a
   * sent form's confirmation kept with the entry gone to, so a reload there shows it rather than an emptied form),
   * false when the form is to move to that step. A preview goes back to the form.
   */
  const moved = (to: number, current: FormData): boolean => {
    if (to === sentAt) {
      forward(current, phase === 'editing', position);
      return true;
    }
    if (phase === 'done') {
      if (!enabled) {
        markSent({ form: formId, data, step: position, reference: state.reference, preview: state.preview });
        return true;
      }
      dispatch({ type: 'editing' });
      return false;
    }
    // Not while sending.
    return phase !== 'editing';
  };

  /** Back to Form from a preview: the browser's Back to the form's entry, else the answers again in this one. */
  const backToForm = () => {
    if (steps.back()) return;
    clearSent(formId);
    dispatch({ type: 'editing' });
  };

  return { moved, backToForm };
}
