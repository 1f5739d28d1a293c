/**
 * Back is Back: each step of a form is an entry in the browser's history, so the browser's or the phone's Back
 * and Forward move between steps, and only Back on the first step leaves the form. The entries keep the page's
 * address and carry the step in their state (in React Router's `usr` slot, with its `key` and `idx`, so the
 * router's own Back and Forward stay in step); they survive a reload, as the draft does.
 */
import { useCallback, useEffect, useRef } from 'react';
import { afterNextFrame } from '@/services/after-frame';
import { entryState, markedStep, withStepMark, type EntryState } from '@/services/step-mark';

/** What {@link useStepHistory} needs from the wizard. */
export interface StepHistoryOptions {
  formId: string;
  stepIndex: number;
  /** False while the form is not live (prerendered or hydrating): the history is left alone. */
  live: boolean;
  /** Moves the form to a step the history went to (Back or Forward), if it may move now. */
  moveTo(step: number): void;
}

/**
 * The wizard's steps in the browser history. `entered(step)` adds an entry after Continue; `back()` is the form's
 * own Back button: it goes back in the history when the entry before is the previous step, so both Backs agree.
 *
 * @example
 * const steps = useStepHistory({ formId, stepIndex, live, moveTo: (i) => goTo(i) });
 * onContinue: goTo(i + 1); steps.entered(i + 1);   onBack: if (!steps.back()) goTo(i - 1);
 */
export function useStepHistory({ formId, stepIndex, live, moveTo }: StepHistoryOptions) {
  const move = useRef(moveTo);
  move.current = moveTo;
  const step = useRef(stepIndex);
  step.current = stepIndex;

  // The entry of a step just entered is added once the new step is on screen: adding it (the browser copies its state
  // and tells the browser process) is work the customer would otherwise wait for between the tap and the new step.
  // Anything else that reads or moves the history first adds an entry still waiting.
  const waiting = useRef<(() => void) | null>(null);

  // When the form opens on a step no entry marks (a new tab on a saved draft at step 4), the steps before it are
  // added under it, so Back walks through them before it leaves the form.
  useEffect(() => {
    if (!live) return;
    const state = entryState();
    const at = markedStep(state, formId);
    if (at === step.current) return;
    const url = window.location.href;
    if (at !== undefined) {
      window.history.replaceState(withStepMark(state, formId, step.current, false), '', url);
      return;
    }
    window.history.replaceState(withStepMark(state, formId, 0, false), '', url);
    for (let i = 1; i <= step.current; i += 1) window.history.pushState(withStepMark(entryState(), formId, i, true), '', url);
  }, [live, formId]);

  useEffect(() => {
    if (!live) return undefined;
    const popped = (event: PopStateEvent) => {
      // The browser's Back or Forward came before a waiting entry was added: the history has moved on without it.
      waiting.current = null;
      const to = markedStep(event.state as EntryState | null, formId);
      if (to !== undefined && to !== step.current) move.current(to);
    };
    window.addEventListener('popstate', popped);
    return () => window.removeEventListener('popstate', popped);
  }, [live, formId]);

  const flush = useCallback(() => {
    const add = waiting.current;
    waiting.current = null;
    add?.();
  }, []);
  useEffect(() => {
    if (!live) return undefined;
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [live, flush]);

  /**
   * A new entry for the step just entered with Continue, added after the frame that shows it; with `now`, at once
   * (a view that arrives without a tap, such as the preview after Submit: the browser's Back tapped as it shows must
   * find its entry, or it leaves the form's page).
   */
  const entered = useCallback(
    (to: number, now = false) => {
      if (!live) return;
      flush();
      const url = window.location.href;
      const add = () => window.history.pushState(withStepMark(entryState(), formId, to, true), '', url);
      if (now) {
        add();
        return;
      }
      waiting.current = add;
      afterNextFrame(() => {
        if (waiting.current === add) flush();
      });
    },
    [live, formId, flush],
  );

  /** The entry of the step shown now, replaced (a step reached without Continue, e.g. the form started again). */
  const replaced = useCallback(
    (to: number) => {
      if (!live) return;
      flush();
      window.history.replaceState(withStepMark(entryState(), formId, to, false), '', window.location.href);
    },
    [live, formId, flush],
  );

  /** Goes back in the history when the entry before is this form's previous step; false when it cannot. */
  const back = useCallback((): boolean => {
    flush();
    if (!live || step.current === 0 || markedStep(entryState(), formId) !== step.current) return false;
    window.history.back();
    return true;
  }, [live, formId, flush]);

  return { entered, replaced, back };
}
