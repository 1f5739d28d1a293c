/**
 * The wizard's sending: the ledger of the form session (restored from the draft, saved with it), the
 * background actions on leaving a step, and the submission with its notifications, all through the send
 * plan's one runner.
 */
import { useCallback, useRef, type Dispatch, type RefObject } from 'react';
import type { FormConfig } from '@/generated/config-types';
import { site } from '@/generated/config';
import { interpolate } from '@/domain/text-template';
import type { SendReport } from '@/services/send-runner';
import { emptyLedger, type SendLedger, type SendToast } from '@/services/send-types';
import type { FormServices } from './form-services';
import type { FormData, FormRuntime } from './runtime';
import { answerValues } from './success-extras';
import { answersToSend } from './wizard-data';
import { sourceValue } from '@/domain/send-plan';
import { setPath } from './runtime';
import type { WizardEvent } from './wizard-state';
import { markSent } from './sent-history';

interface SubmissionOptions {
  formId: string;
  form: FormConfig;
  services: FormServices;
  initialLedger: SendLedger | undefined;
  notify: FormRuntime['notify'];
  dispatch: Dispatch<WizardEvent>;
  /** The answers and step as of now (read when a background action ends). */
  dataRef: RefObject<FormData>;
  stepRef: RefObject<number>;
  /** Back to an empty form on step 1 (after a submission of a form that offers another). */
  restart(): void;
}

/** True on phones and tablets (the upload error then suggests the desktop site, spec part 2 §8). */
export function isMobileDevice(): boolean {
  return typeof navigator !== 'undefined' && /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i.test(navigator.userAgent);
}

/** Saving drafts, leaving steps and submitting, for one wizard. */
export function useSubmission(opts: SubmissionOptions) {
  const { form, formId, services, notify, dispatch, dataRef, stepRef } = opts;
  const ledger = useRef<SendLedger>(opts.initialLedger ?? emptyLedger());
  const submitting = useRef<Promise<void> | null>(null);

  const save = useCallback(
    (data: FormData, step: number) => services.drafts.save(formId, { step, data, ledger: ledger.current }),
    [services, formId],
  );

  const toast = useCallback(
    (t: SendToast) => {
      const message = (form.messages as Record<string, { title: string; description: string } | undefined>)[t.message];
      if (message) notify(interpolate(message.description, t.values ?? {}), t.variant, interpolate(message.title, t.values ?? {}));
    },
    [form, notify],
  );

  const reportTo = (kind: 'progress' | 'background'): SendReport => ({
    progress: (p) => dispatch(kind === 'progress' ? { type: 'progress', progress: p } : { type: 'background', progress: p }),
    ledgerChanged: () => save(dataRef.current ?? {}, stepRef.current ?? 0),
  });

  /** The step's onLeave actions, in the background once the customer has moved on; failures are only logged. */
  const leaveStep = (index: number) => {
    const actions = form.steps[index].onLeave ?? [];
    if (actions.length === 0) return;
    services.send
      .leave(form.steps[index].id, actions, answersToSend(form, dataRef.current ?? {}), ledger.current, reportTo('background'))
      .then((toasts) => toasts.forEach(toast))
      .catch((error: unknown) => console.warn('A background step failed; Submit sends what is missing.', error));
  };

  /** Runs `fn` once the form's busy hold (`submit.holdBusyMs`, e.g. 1.5 s on the media page) has passed. */
  const afterHold = (fn: () => void) => (form.submit?.holdBusyMs ? window.setTimeout(fn, form.submit.holdBusyMs) : fn());

  /** Sends the answers; a second press while sending does nothing. */
  const submit = () => {
    if (submitting.current) return;
    if (lacksReference(form, answersToSend(form, dataRef.current ?? {}))) {
      // Nothing can be sent without the reference: say so at once, with no busy state ("Uploading...") at all.
      const shown = form.messages.missingReference ?? form.messages.submitFailed;
      const description = interpolate(shown.description, { reason: '' });
      notify(description, 'error', shown.title);
      dispatch({ type: 'failed', message: description });
      return;
    }
    let held = true;
    dispatch({ type: 'submitting' });
    submitting.current = (async () => {
      await services.drafts.flush();
      const outcome = await services.send.submit(answersToSend(form, dataRef.current ?? {}), ledger.current, reportTo('progress'));
      if (outcome.ok) {
        // A preview keeps the draft: Back to Form returns to the same answers.
        if (form.success?.mode !== 'preview') await services.drafts.clear(formId);
        const done = form.messages.submitted;
        // The reference the submission was stored under becomes the answer (a new customer's, made by the server),
        // so the confirmation shows it and every later step (the preview's links, a second submission) carries it.
        const withReference = referenceAnswer(form, dataRef.current ?? {}, outcome.reference);
        if (form.success?.mode === 'preview') save(withReference, stepRef.current ?? 0);
        const answers = answerValues(withReference);
        if (form.success?.mode === 'reset') opts.restart();
        else {
          dispatch({ type: 'done', data: withReference, reference: outcome.reference, preview: outcome.preview });
          // The confirmation stays with this history entry: a reload, Back and Forward show it again.
          markSent({ form: formId, data: withReference, step: stepRef.current ?? 0, reference: outcome.reference, preview: outcome.preview });
        }
        if (done) notify(interpolate(done.description ?? done.title, answers), 'success', done.description && interpolate(done.title, answers));
        return;
      }
      save(dataRef.current ?? {}, stepRef.current ?? 0);
      const shown =
        outcome.kind === 'reference'
          ? (form.messages.missingReference ?? form.messages.submitFailed)
          : outcome.kind === 'upload'
            ? (isMobileDevice() && form.messages.uploadFailedMobile) || form.messages.uploadFailed
            : form.messages.submitFailed;
      const description = interpolate(shown.description, { reason: outcome.message || site.sending.unknownReason });
      notify(description, 'error', shown.title);
      dispatch({ type: 'failed', message: outcome.kind === 'reference' ? description : outcome.message });
      // Nothing was sent without a reference: no busy hold ("Uploading...") for work that never started.
      if (outcome.kind === 'reference') held = false;
      (held ? afterHold : (fn: () => void) => fn())(() => dispatch({ type: 'editing' }));
    })()
      .catch((error: unknown) => {
        notify(form.messages.submitFailed.description, 'error', form.messages.submitFailed.title);
        dispatch({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
        dispatch({ type: 'editing' });
      })
      .finally(() =>
        (held ? afterHold : (fn: () => void) => fn())(() => {
          submitting.current = null;
          dispatch({ type: 'progress', progress: undefined });
        }),
      );
  };

  /** A new session: nothing sent yet (after a submission, when the form offers another). */
  const resetLedger = () => {
    ledger.current = emptyLedger();
  };

  return { save, leaveStep, submit, resetLedger };
}

/** True when the form's plan needs the customer's reference (`submit.requireReference`) and the answers have none. */
function lacksReference(form: FormConfig, answers: Record<string, unknown>): boolean {
  const plan = form.submit;
  if (!plan?.requireReference || !plan.reference) return false;
  const query = Object.fromEntries(new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search));
  const value = sourceValue(plan.reference, answers, { query, now: new Date(), source: '', site, uploads: {}, announced: {} });
  return !(typeof value === 'string' && value.trim());
}

/** The answers with the stored reference in the plan's reference answer (`submit.reference: field:<path>`), if it has one. */
function referenceAnswer(form: FormConfig, answers: FormData, reference: string | undefined): FormData {
  const field = form.submit?.reference?.startsWith('field:') ? form.submit.reference.slice('field:'.length) : undefined;
  return field && reference ? setPath(answers, field, reference) : answers;
}
