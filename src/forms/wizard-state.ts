/**
 * The wizard's state machine: which step is shown, the answers, which steps show their messages live, and
 * the phase of the submission. A pure reducer, so every transition is one named event.
 */
import type { SendProgress } from '@/services/send-types';
import type { FormData } from './runtime';
import type { FormStateError, SentPreview } from '@/domain/form-state';

export type WizardPhase = 'editing' | 'submitting' | 'done';

export interface WizardState {
  data: FormData;
  stepIndex: number;
  /** Steps whose messages follow every change (from their first Continue on). */
  liveSteps: ReadonlySet<number>;
  phase: WizardPhase;
  /** The reason of the last failed submission, shown under the form. */
  failure?: string;
  /** The submission's progress, while it runs. */
  progress?: SendProgress;
  /** Background uploads started by leaving a step. */
  background?: SendProgress;
  /** True once the customer moved between steps (the new step's heading then takes the focus). */
  moved: boolean;
  /** True on the "check your answers" page (after the last step, when the form has `check:`). */
  reviewing: boolean;
  /** True after a Change on the check page: Continue on that step returns to the check page. */
  returning: boolean;
  /** The customer reference the submission was stored under (the one given, or the one the server made). */
  reference?: string;
  /** The preview site the server is building from the submission (its address and status path; how its build went, when a page drawn by the server said). */
  preview?: { url: string; status: string; state?: SentPreview['state'] };
}

export type WizardEvent =
  | { type: 'changed'; data: FormData; toStep?: number }
  | { type: 'moved'; data: FormData; stepIndex: number; returning?: boolean }
  | { type: 'review' }
  | { type: 'checked' }
  | { type: 'submitting' }
  | { type: 'progress'; progress: SendProgress | undefined }
  | { type: 'background'; progress: SendProgress }
  | { type: 'failed'; message: string }
  | { type: 'editing' }
  | { type: 'shown-again' }
  | { type: 'done'; data?: FormData; reference?: string; preview?: { url: string; status: string }; stepIndex?: number; reviewing?: boolean }
  | { type: 'restarted'; data: FormData };

/** The state a form opens in. */
export function initialWizardState(data: FormData, stepIndex: number, reviewing = false): WizardState {
  return { data, stepIndex, liveSteps: new Set(), phase: 'editing', moved: false, reviewing, returning: false };
}

/** The next state after an event. */
export function wizardReducer(state: WizardState, event: WizardEvent): WizardState {
  switch (event.type) {
    case 'changed':
      return event.toStep !== undefined && event.toStep !== state.stepIndex
        ? { ...state, data: event.data, stepIndex: event.toStep, moved: true, reviewing: false }
        : { ...state, data: event.data };
    case 'moved':
      return { ...state, data: event.data, stepIndex: event.stepIndex, moved: true, reviewing: false, returning: event.returning ?? state.returning };
    case 'review':
      return { ...state, reviewing: true, returning: false, moved: true };
    case 'checked':
      return state.liveSteps.has(state.stepIndex) ? state : { ...state, liveSteps: new Set(state.liveSteps).add(state.stepIndex) };
    case 'submitting':
      return { ...state, phase: 'submitting', failure: undefined };
    case 'progress':
      return { ...state, progress: event.progress };
    case 'background':
      return { ...state, background: event.progress };
    case 'failed':
      return { ...state, failure: event.message };
    case 'editing':
      // Back from the sent view (the preview) is a move to the form shown again: its heading takes the focus.
      return { ...state, phase: 'editing', moved: state.moved || state.phase === 'done' };
    case 'shown-again':
      // Forward to the sent form: its view again, with the same reference and preview, nothing sent.
      return { ...state, phase: 'done', reviewing: false };
    case 'done':
      return { ...state, phase: 'done', data: event.data ?? state.data, stepIndex: event.stepIndex ?? state.stepIndex, reviewing: event.reviewing ?? state.reviewing, reference: event.reference ?? state.reference, preview: event.preview };
    case 'restarted':
      return { ...initialWizardState(event.data, 0), moved: state.moved };
  }
}

/** What the server drew the form with after a post: its problems, or the submission it stored. */
export interface ServedWizard {
  errors: readonly FormStateError[];
  sent?: { reference?: string; data: FormData; preview?: SentPreview };
}

/**
 * The state a form drawn by the server opens in: the sent view of a stored submission (a form that empties itself
 * opens empty, `resets`), or the step with the server's messages shown at once and following every change from
 * there, as after a Continue.
 */
export function servedWizardState(initial: WizardState, served: ServedWizard | undefined, resets: boolean): WizardState {
  if (served?.sent && !resets) return { ...initial, data: served.sent.data, phase: 'done', reference: served.sent.reference, preview: served.sent.preview };
  return served?.errors.length ? { ...initial, liveSteps: new Set([initial.stepIndex]) } : initial;
}
