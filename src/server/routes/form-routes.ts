import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import type { FileStorage } from '../files/file-storage';
import { checkFields } from '../hooks/body-policy';
import { RequestError } from '../hooks/request-error';
import type { RelayWorker } from '../relay/relay-worker';
import type { EventAttempt, JourneyEvent, NewHookCall, Store } from '../storage/store';
import { stepCalls, submissionCalls, type PlannedCall } from '../submissions/expand-plan';
import type { KnownForm } from '../submissions/form-registry';
import { issueReference, journeyEvents, laterEvent, linksOf, referenceOf } from '../submissions/intake';
import { eventRepeat, keyReused, repeats, repeatsEvent } from '../submissions/attempts';
import { publicOrigin } from '../public-origin';
import { startPreview, submissionPreview } from '../sites/preview-trigger';
import type { PreviewService } from '../sites/preview-service';
import { eventSchema, referenceReplySchema, submissionReplySchema, submissionSchema, type EventBody, type SubmissionBody } from './form-schemas';
import { answerFormPost, isFormPost, type SubmissionOutcome } from './form-posts';
import type { SitePages } from '../pages/site-pages';

/** What an `Idempotency-Key` header may hold (as the attempt key of a submission). */
const KEY_PATTERN = /^[A-Za-z0-9_:.-]{8,100}$/;

/**
 * The client's `Idempotency-Key` header, when it sent one: the same key sent again (after a lost answer) is stored
 * and relayed once. Refused with 400 when it is not 8 to 100 letters, digits, `-`, `_`, `:` or `.`.
 */
function idempotencyKey(request: FastifyRequest): string | undefined {
  const value = request.headers['idempotency-key'];
  if (value === undefined) return undefined;
  const key = (Array.isArray(value) ? value[0] : value).trim();
  if (!KEY_PATTERN.test(key)) {
    throw new RequestError(400, 'The Idempotency-Key header must be 8 to 100 letters, digits, "-", "_", ":" or ".".', { 'headers.idempotency-key': 'must be 8 to 100 letters, digits, "-", "_", ":" or "."' });
  }
  return key;
}

/** Largest submission accepted: the answers of the longest form with room to spare (files travel apart). */
const BODY_LIMIT = 512 * 1024;

/**
 * The forms' intake:
 * - `POST /api/forms/:form/submissions`: the answers, the keys of the files already uploaded and one attempt key.
 *   The answers are checked by the form's own compiled validators (400 naming each field in the form's words), the
 *   files to be this customer's and stored; then one submission, the hook calls the form's plan expands to and the
 *   customer's journey event are stored in one transaction (201). A repeat of the attempt key (or of the
 *   `Idempotency-Key` header, which takes its place when sent) with the same form and answers answers the first
 *   submission (200) and stores nothing; the key with another form or other answers is refused (422, attempts.ts).
 *   A form posted as HTML (multipart or urlencoded, before or without its script) goes through the same submission
 *   and is answered with a page: drawn again with its problems (400), or a redirect to its sent view (303); see
 *   form-posts.ts.
 * - `POST /api/forms/:form/events`: leaving a step forwards; runs the step's plan (`onLeave`) the same way (202); a
 *   repeat of its `Idempotency-Key` header with the same event stores nothing more and answers as the first (202,
 *   `repeated: true`); the key with another form or another event is refused (422, attempts.ts). A later page's event
 *   (`submit.events`, e.g. Approve & Pay) records the journey event of the customer it names.
 * - `POST /api/references`: a new customer reference, for a form session that uploads before it submits.
 */
export async function formRoutes(
  app: FastifyInstance,
  opts: {
    config: ServerConfig;
    store: Store;
    files: FileStorage;
    relay: RelayWorker;
    forms: Map<string, KnownForm>;
    /** Builds the customer's website from each submission whose plan sends the main hook. */
    previews?: PreviewService;
    /** The built pages: a form posted as a plain HTML form is answered with its page drawn again (form-posts.ts). */
    pages?: SitePages;
  },
): Promise<void> {
  const { config, store, files, relay, forms, previews, pages } = opts;

  const known = (id: string): KnownForm => {
    const form = forms.get(id);
    if (!form) throw new RequestError(404, `There is no form called "${id}". Known forms: ${[...forms.keys()].join(', ')}.`);
    return form;
  };
  const invalid = (form: KnownForm, fields: Record<string, string>) =>
    new RequestError(400, `The answers are not valid: ${Object.entries(fields).map(([k, m]) => `${k}: ${m}`).join('; ')}`, fields);
  // With the client's key, a call's id is that key and its hook: a repeat of the request stores nothing new, and
  // the relay sends the id as the target's Idempotency-Key, so the target can drop a repeat too.
  const callsOf = (planned: PlannedCall[], request: FastifyRequest, reference: string | null, submissionId: string | null, now: number, key?: string): NewHookCall[] =>
    planned.map((call, i) => ({
      id: call.id ?? (key ? `${key}:${call.hook}` : randomUUID()),
      hook: call.hook,
      payload: call.payload,
      contentType: 'application/json',
      clientIp: request.ip,
      userAgent: String(request.headers['user-agent'] ?? '').slice(0, 300),
      createdAt: now + i, // the calls of one request keep their order
      customerRef: reference,
      submissionId,
      state: relay.hasTarget(call.hook) ? 'pending' : 'held',
    }));

  /** A step event as compared under its key (attempts.ts): the step, answers, files, reference and page it sent. */
  const eventRequest = (step: string, input: { answers: Record<string, unknown>; files?: Record<string, Array<string | null>>; reference?: string; page: { query: Record<string, string>; source: string } }) =>
    ({ step, answers: input.answers, files: input.files ?? {}, reference: input.reference ?? null, page: input.page });

  /**
   * Stores a step event's hook calls and journey events. With the client's key, the event is stored under it in the
   * same transaction (attempts.ts): a key stored first by another request with the same event (two at once) stores
   * nothing and answers that request's answer; with another event it is refused with 422.
   */
  const recordEvent = async (
    form: KnownForm,
    key: string | undefined,
    request: Record<string, unknown>,
    answer: { calls: number; reference: string | null },
    calls: NewHookCall[],
    events: JourneyEvent[] = [],
  ): Promise<{ calls: number; reference: string | null; repeated?: true }> => {
    if (!key) {
      await store.recordCalls(calls, events);
      return answer;
    }
    const stored = await store.recordEventAttempt({ key, form: form.id, request, reply: answer, createdAt: Date.now() }, calls, events);
    return stored.repeated ? eventRepeat(stored.attempt, form.id, request) : answer;
  };

  /**
   * Runs the `onLeave` plan of step `index` left forwards, for the events route and for a form posted step by step
   * without script (step-posts.ts) alike: the customer's reference, the files' links, the planned hook calls stored
   * with their outbox entries. With a client's key, the same event again stores nothing more, and another event
   * under it is refused (422).
   */
  const leaveStep = async (
    form: KnownForm,
    index: number,
    input: { answers: Record<string, unknown>; files?: Record<string, Array<string | null>>; reference?: string; page: { query: Record<string, string>; source: string } },
    request: FastifyRequest,
    key?: string,
    // What the key holds when the caller has read it already (the events route); else it is read here.
    read?: Promise<EventAttempt | undefined>,
  ): Promise<{ planned: number; reference: string | null; repeated: boolean }> => {
    const sent = eventRequest(form.form.steps[index].id, input);
    // A repeat of the same Idempotency-Key (a browser sending again after a lost answer) stores nothing more.
    const first = key ? await (read ?? store.getEventAttempt(key)) : undefined;
    if (first) {
      const again = eventRepeat(first, form.id, sent);
      return { planned: again.calls, reference: again.reference, repeated: true };
    }
    const { query, source } = input.page;
    const { reference, sessionRef } = await referenceOf(store, form.form, { answers: input.answers, query, issued: input.reference }, false);
    const owners = [reference, sessionRef].filter((r): r is string => Boolean(r));
    const links = await linksOf(store, files, form.form, input.answers, input.files ?? {}, owners, publicOrigin(request, config));
    const now = Date.now();
    const planned = stepCalls(form.form, index, { answers: input.answers, links, reference, query, source, now: new Date(now) });
    const answer = await recordEvent(form, key, sent, { calls: planned.length, reference }, callsOf(planned, request, reference, null, now, key));
    relay.kick();
    return { planned: answer.calls, reference: answer.reference, repeated: Boolean(answer.repeated) };
  };

  app.post('/api/references', { schema: { response: { 201: referenceReplySchema } } }, async (_request, reply) =>
    reply.code(201).send({ reference: await issueReference(store) }),
  );

  /**
   * Stores one submission, as every way of sending a form does (the enhanced form's JSON, a form posted without
   * script): the answers checked by the form's validators, the files, the plan's hook calls and the journey event
   * in one transaction. A repeat of the attempt key with the same form and answers answers the first submission and
   * stores nothing; the key with anything else is refused with 422 (`keyField` names where the key came from).
   */
  const submit = async (form: KnownForm, body: SubmissionBody, request: FastifyRequest, keyField = 'attemptKey'): Promise<SubmissionOutcome> => {
    checkFields(body.answers);
    // A repeat (the same form and answers under the key) is answered before the checks, which may have changed since.
    const first = await store.getSubmissionByAttempt(body.attemptKey);
    if (first && repeats(first, form.id, body.answers)) {
      const again = previews ? await submissionPreview(previews, first, publicOrigin(request, config)) : undefined;
      return { id: first.id, reference: first.customerRef, createdAt: first.createdAt, repeated: true, ...(again ? { preview: { url: again.url, status: again.status } } : {}) };
    }
    const problems = form.check(body.answers);
    if (Object.keys(problems).length) throw invalid(form, problems);
    // The key of another form's or other answers' submission: told only once these answers were found complete.
    if (first) throw keyReused(keyField);
    const query = body.page?.query ?? {};
    const { reference, sessionRef } = await referenceOf(store, form.form, { answers: body.answers, query, issued: body.reference }, true);
    const owners = [reference, sessionRef].filter((r): r is string => Boolean(r));
    const origin = publicOrigin(request, config);
    const links = await linksOf(store, files, form.form, body.answers, body.files ?? {}, owners, origin);
    const now = Date.now();
    const id = randomUUID();
    const planned = submissionCalls(form.form, { answers: body.answers, links, reference, query, source: body.page?.source ?? '', now: new Date(now) });
    const preview = previews ? await startPreview(previews, planned, links, reference ?? sessionRef ?? id, id, origin, query.template, form) : undefined;
    const events = await journeyEvents(store, form.form, body.answers, reference, id, now);
    const { submission, repeated } = await store.recordSubmission({
      submission: {
        id,
        form: form.id,
        customerRef: reference,
        answers: body.answers,
        files: Object.fromEntries(Object.entries(links).map(([field, list]) => [field, list.filter((l) => l !== null).map((l) => l.key)])),
        attemptKey: body.attemptKey,
        clientIp: request.ip,
        userAgent: String(request.headers['user-agent'] ?? '').slice(0, 300),
        createdAt: now,
      },
      calls: callsOf(planned, request, reference, id, now, body.attemptKey),
      events,
    });
    // Another request with the same key stored first (two at once): a repeat only with the same form and answers.
    if (repeated && !repeats(submission, form.id, body.answers)) throw keyReused(keyField);
    relay.kick();
    return { id: submission.id, reference: submission.customerRef, createdAt: submission.createdAt, repeated, ...(preview ? { preview } : {}) };
  };

  app.post<{ Params: { form: string }; Body: SubmissionBody }>(
    '/api/forms/:form/submissions',
    {
      bodyLimit: BODY_LIMIT,
      schema: { ...submissionSchema, response: { 200: submissionReplySchema, 201: submissionReplySchema } },
      // A browser's form post refused before its page answers (busy, too large) is a page leading back (page-answers.ts):
      // to the page it names once read, else the site's home.
      config: { pageForm: { back: () => '/' } },
    },
    async (request, reply) => {
      const form = known(request.params.form);
      // A form posted as a plain HTML form (before or without its script) is answered with a page.
      if (pages && isFormPost(request)) return answerFormPost(request, reply, form, { pages, store, submit, steps: { files, leaveStep: (f, i, input, r, key) => leaveStep(f, i, input, r, key).then(() => undefined) } });
      if (!request.body || typeof request.body !== 'object') throw new RequestError(400, 'The submission must be JSON: {"answers": {...}, "attemptKey": "..."}.', { body: 'must be a JSON object' });
      const header = idempotencyKey(request);
      const outcome = await submit(form, { ...request.body, attemptKey: header ?? request.body.attemptKey }, request, header ? 'headers.idempotency-key' : 'attemptKey');
      return reply.code(outcome.repeated ? 200 : 201).send(outcome);
    },
  );

  app.post<{ Params: { form: string }; Body: EventBody }>(
    '/api/forms/:form/events',
    { bodyLimit: BODY_LIMIT, schema: eventSchema },
    async (request, reply) => {
      const form = known(request.params.form);
      const body = request.body;
      checkFields(body.answers);
      const key = idempotencyKey(request);
      const input = { ...body, page: { query: body.page?.query ?? {}, source: body.page?.source ?? '' } };
      const sent = eventRequest(body.step, input);
      // A repeat (the same form and event under the key) is answered before the checks, which may have changed since;
      // another event under the key is told so only once it passed them (by leaveStep, or as it is recorded).
      const first = key ? await store.getEventAttempt(key) : undefined;
      if (first && repeatsEvent(first, form.id, sent)) return reply.code(202).send(eventRepeat(first, form.id, sent));
      const later = form.form.submit?.events?.[body.step];
      if (later) {
        const record = (events: JourneyEvent[], reference: string) => recordEvent(form, key, sent, { calls: 0, reference }, [], events);
        return reply.code(202).send(await laterEvent(store, form, body.step, later.journey, body.reference, record));
      }
      const index = form.form.steps.findIndex((s) => s.id === body.step);
      if (index < 0) throw new RequestError(400, `The form ${form.id} has no step "${body.step}".`, { step: `Use one of: ${[...form.form.steps.map((s) => s.id), ...Object.keys(form.form.submit?.events ?? {})].join(', ')}` });
      const problems = form.checkStep(index, body.answers);
      if (Object.keys(problems).length) throw invalid(form, problems);
      const { planned, reference, repeated } = await leaveStep(form, index, input, request, key, Promise.resolve(first));
      return reply.code(202).send({ calls: planned, reference, ...(repeated ? { repeated: true } : {}) });
    },
  );
}
