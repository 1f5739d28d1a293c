/**
 * The success view of a form posted as HTML, after its redirect (`?_sent=<attempt key>`, see
 * `src/server/routes/form-posts.ts`): the stored submission drawn as sent, so a reload of that address shows it
 * again and sends nothing. Only for a while after the submission: the attempt key is in the address, and the
 * answers need not be shown to whoever finds it there later.
 */
import type { SentPreview, ServerFormState } from '../../domain/form-state';
import type { Store } from '../storage/store';

/** The attempt key's shape (the JSON submission's `attemptKey`), as a page posts it and its sent address names it. */
export const ATTEMPT_KEY = /^[A-Za-z0-9_:-]{8,100}$/;
/** How long after a submission its sent view can be shown again. */
export const SENT_VIEW_MS = 60 * 60 * 1000;

/**
 * The sent state of the submission stored under `attemptKey`, when there is one from the last hour, with the preview
 * site it started (`previewOf`: its link, and how its build goes now).
 *
 * @example await sentState(store, 'f3a9c1d2-…') // { form: 'contact', view: 'sent', answers, reference, … }
 */
export async function sentState(
  store: Store,
  attemptKey: string,
  previewOf?: (submission: { id: string; customerRef: string | null }) => Promise<SentPreview | undefined>,
  now = Date.now(),
): Promise<ServerFormState | undefined> {
  if (!ATTEMPT_KEY.test(attemptKey)) return undefined;
  const submission = await store.getSubmissionByAttempt(attemptKey);
  if (!submission || now - submission.createdAt > SENT_VIEW_MS) return undefined;
  const preview = previewOf ? await previewOf(submission) : undefined;
  return {
    form: submission.form,
    answers: submission.answers,
    view: 'sent',
    step: 0,
    errors: [],
    attempt: attemptKey,
    ...(submission.customerRef ? { reference: submission.customerRef } : {}),
    ...(preview ? { preview } : {}),
  };
}
