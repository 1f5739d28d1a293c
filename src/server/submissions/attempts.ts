/**
 * One attempt key, one submission: a request sent again under its key (a retry after a lost answer, a page posted
 * twice) is answered with the first submission and stores nothing. It is a repeat only when it sends the same form
 * and the same answers; the same key with anything else is another request, refused with 422 (as the IETF
 * Idempotency-Key draft answers a key reused with another payload), and never answered with the first one's data.
 * A step event's `Idempotency-Key` is held to the same rule, with the whole event (step, answers, files, reference,
 * page) in place of the answers.
 */
import { createHash } from 'node:crypto';
import { RequestError } from '../hooks/request-error';
import type { EventAttempt, SubmissionRecord } from '../storage/store';

/**
 * The JSON text of a value with the keys of every object in one order, so two values that differ only in the order
 * of their keys (answers as sent, and as SQLite or PostgreSQL give them back) read the same.
 *
 * @example canonicalJson({ b: 1, a: { d: 2, c: 3 } }) // '{"a":{"c":3,"d":2},"b":1}'
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/** True when a request of form `formId` with `answers` repeats the stored submission `first` (same form, same answers). */
export function repeats(first: Pick<SubmissionRecord, 'form' | 'answers'>, formId: string, answers: unknown): boolean {
  return first.form === formId && canonicalJson(first.answers) === canonicalJson(answers);
}

/**
 * The refusal of an attempt key already used for another form or other answers (nothing of the first is told), or,
 * for a step event's `Idempotency-Key`, for another event.
 */
export function keyReused(field: string, sent: 'answers' | 'event' = 'answers'): RequestError {
  if (sent === 'event') {
    const why = 'was already used to send another step event';
    return new RequestError(422, `This Idempotency-Key ${why}; nothing was stored. Send this event with a new key.`, { [field]: `${why}: send this event with a new key` });
  }
  const why = 'was already used to send other answers';
  return new RequestError(422, `This attempt key ${why}; nothing was stored. Send these answers with a new key.`, { [field]: `${why}: send these answers with a new key` });
}

/** True when a step event of form `formId` sending `request` repeats the event stored first under its key. */
export function repeatsEvent(first: EventAttempt, formId: string, request: Record<string, unknown>): boolean {
  return repeats({ form: first.form, answers: first.request }, formId, request);
}

/**
 * The answer to a step event sent under a key an event was stored under first: that event's answer again
 * (`repeated: true`) when this one sends the same form and the same event, else the 422 of {@link keyReused}.
 *
 * @example eventRepeat(first, 'business', { step: 'business', answers, files: {}, reference: null, page }) // { calls: 1, reference: 'TS-7KM-4QX', repeated: true }
 */
export function eventRepeat(first: EventAttempt, formId: string, request: Record<string, unknown>, field = 'headers.idempotency-key'): EventAttempt['reply'] & { repeated: true } {
  if (!repeatsEvent(first, formId, request)) throw keyReused(field, 'event');
  return { ...first.reply, repeated: true };
}

/**
 * The attempt key a page's post goes under: the page's own (`_attempt`), unless a submission stored under it sent
 * other answers (the customer went Back, changed an answer and sent the page again), then a key made of it and the
 * answers, so those answers are sent as a submission of their own and the same post again is still stored once.
 *
 * @example await attemptOfPost(store, 'contact', 'f3a9c1d2-…', answers) // 'f3a9c1d2-…' at first; 'f3a9c1d2-…:Qm9v…' for changed answers
 */
export async function attemptOfPost(store: { getSubmissionByAttempt(key: string): Promise<SubmissionRecord | undefined> }, formId: string, attempt: string, answers: unknown): Promise<string> {
  const first = await store.getSubmissionByAttempt(attempt);
  if (!first || repeats(first, formId, answers)) return attempt;
  const digest = createHash('sha256').update(canonicalJson([formId, answers])).digest('base64url').slice(0, 32);
  return `${attempt.slice(0, 64)}:${digest}`;
}
