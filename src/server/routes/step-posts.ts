/**
 * A multi-step form posted step by step without JavaScript (README, "Without JavaScript"): the answers travel in a
 * server draft whose unguessable token the page carries (`_draft`), with the step shown (`_step`) and the button
 * pressed (`_intent`). Continue checks only the posted step with the form's own validators and step rules (the
 * browser's messages), keeps its answers and files, runs the step's `onLeave` plan as `POST /api/forms/:form/events`
 * does, and draws the next step (the check page after the last); Back keeps what was typed and goes back; Change
 * opens a step from the check page; Submit stores the submission from the draft through the same path as the JSON
 * submission and redirects (303) to the sent view.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { answersFromFormFields, type PostSchema } from '../../domain/form-post';
import { applyEnterActions } from '../../domain/form-actions';
import { linkHolds, withLinkAnswers, withPageRules, type LinkRules } from '../../domain/link-answers';
import type { ServerFormState } from '../../domain/form-state';
import type { Answers } from '../../domain/send-plan';
import { site, trades } from '../../generated/config';
import { getPath } from '../../domain/send-plan';
import type { FileStorage } from '../files/file-storage';
import type { FormDraft, Store } from '../storage/store';
import type { KnownForm } from '../submissions/form-registry';
import { referenceOf } from '../submissions/intake';
import { afterBack, afterContinue, fileFieldsOf, newlyShown, readIntent, withoutItem, withPostedStep, type FlowSchema, type Position } from '../submissions/step-flow';
import { draftFileKeys, receivedFiles, receiveStepFiles, type PostedFile } from '../submissions/step-files';
import { inDraftTurn } from '../submissions/draft-turns';
import { asErrors, field, problemsOf, redirect } from './post-answers';
import { DRAFT_TOKEN, SCRIPT_POST_FIELD, STEP_FIELD, serverDraftSetCookie } from '../../domain/server-draft';

/** How long a draft is kept after its last step was posted. */
export const DRAFT_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** Gives the browser the cookie naming the form's server draft (`token`), or removes it (none: the draft was sent). */
function keepDraftCookie(request: FastifyRequest, reply: FastifyReply, formId: string, token: string | undefined): void {
  reply.header('set-cookie', serverDraftSetCookie(formId, token, { maxAgeMs: DRAFT_LIFETIME_MS, secure: request.protocol === 'https' }));
}

/** A post of a step, read by the caller (the fields and files it carried, the page it came from). */
export interface StepPost {
  entries: [string, string][];
  files: PostedFile[];
  /** The link's parameters (`?trade=`, `?customerNumber=`). */
  query: Record<string, string>;
  /** The link rules of the page posted from, where its form block replaces the form's own (`query:`). */
  rules?: LinkRules;
  /** The page's full address, for the payloads' `source`. */
  source: string;
  /**
   * The attempt key of the page posted (`_attempt`, checked by the caller): a draft started from a page goes under it,
   * so the same page posted twice (a double press, a reload of the answer) stores one submission.
   */
  attempt?: string;
}

/** What a step post needs from the server. */
export interface StepPostDeps {
  store: Store;
  files: FileStorage;
  /** The form's page drawn with the form in `state`, its hidden fields included (the draft's revision as `_rev`). */
  draw(state: ServerFormState, revision?: number): Promise<string>;
  /** Stores a submission as the JSON route does (throws the form's problems as a 400 RequestError with fields). */
  submit(form: KnownForm, body: { answers: Answers; files: Record<string, Array<string | null>>; attemptKey: string; reference?: string; page: { source: string; query: Record<string, string> } }, request: FastifyRequest): Promise<unknown>;
  /** Runs the `onLeave` plan of a step left forwards, as the events route does; a repeat of `key` relays nothing more. */
  leaveStep(form: KnownForm, step: number, input: { answers: Answers; files: Record<string, Array<string | null>>; reference?: string; page: { source: string; query: Record<string, string> } }, request: FastifyRequest, key: string): Promise<void>;
  /** The address that shows the form's sent view for a submission's attempt key. */
  sentAddress(attempt: string): string;
  /** The page's address showing a step (0-based; the step count: the check page) of the draft its cookie names. */
  stepAddress(step: number): string;
}

/** A new draft of a form, with what its link puts into the answers, under `attempt` (the page's) when there is one. */
function newDraft(form: KnownForm, post: StepPost, attempt: string | undefined, now: number): FormDraft {
  const token = randomBytes(32).toString('base64url');
  const answers = withLinkAnswers(withPageRules(form.form, post.rules), {}, new URLSearchParams(post.query), { trades, templates: site.templates });
  return { token, form: form.id, answers, files: {}, step: 0, returning: false, customerRef: null, attemptKey: attempt ?? `draft-${randomUUID()}`, submissionId: null, createdAt: now, updatedAt: now, expiresAt: now + DRAFT_LIFETIME_MS };
}

/** The state the page is drawn in at a position of the form, its received files with the links their thumbnails show. */
export async function stateAt(form: KnownForm, draft: FormDraft, at: Position, errors: ServerFormState['errors'], storage: FileStorage): Promise<ServerFormState> {
  const check = at.step >= form.form.steps.length;
  const reference = draft.customerRef ? { reference: draft.customerRef } : {};
  const files = await receivedFiles(draft.files, storage);
  return { form: form.id, answers: draft.answers, view: check ? 'check' : 'step', step: at.step, errors, draft: draft.token, attempt: draft.attemptKey, files, ...reference };
}

/**
 * Gives the draft the reference its files are stored under (the link's or typed one, else one the server gives), before
 * its first files are kept, and answers no problem. A form that takes only the customer's own (`requireReference`: the
 * media page opened without its link's reference) has none to give: the files are refused, nothing is stored, and the
 * problems answered are the form's words (`messages.missingReference`) beside each file field posted, so the page is
 * drawn again with them as for any refused file, never answered with the API's JSON.
 */
async function fileUnder(store: Store, form: KnownForm, draft: FormDraft, post: StepPost, answers: Answers, step: number): Promise<ServerFormState['errors']> {
  try {
    draft.customerRef = (await referenceOf(store, form.form, { answers, query: post.query, issued: undefined }, true)).reference;
    return [];
  } catch (error) {
    const message = problemsOf(error)[0]?.message ?? (error as Error).message;
    const onStep = new Set((form.form.steps[step]?.fields ?? []).map((f) => f.field));
    const posted = [...new Set(post.files.map((file) => file.field))].filter((path) => onStep.has(path) && fileFieldsOf(form.form).has(path));
    return posted.map((path) => ({ path, message }));
  }
}

/**
 * Answers one step's post (see the module's comment): a page (200, or 400 with the step's problems beside its
 * fields and in the summary), or after Submit a redirect to the sent view.
 */
export async function answerStepPost(request: FastifyRequest, reply: FastifyReply, form: KnownForm, post: StepPost, deps: StepPostDeps): Promise<FastifyReply> {
  const posted = field(post.entries, '_draft');
  let token = posted && DRAFT_TOKEN.test(posted) ? posted : undefined;
  // A page posted without a token (the first, again after the browser's Back) carries on with the draft it started.
  if (!posted && post.attempt) token = (await deps.store.getDraftByAttempt(form.id, post.attempt, Date.now()))?.token;
  // Posts of one draft take turns, so none writes over what another saved in between (draft-turns.ts).
  return token ? inDraftTurn(deps.store, token, () => answerInTurn(request, reply, form, post, deps, token)) : answerInTurn(request, reply, form, post, deps, undefined);
}

/**
 * The answers of a step that a post changed from what the draft holds: each of the step's fields whose answer differs.
 * A post from a page drawn before another post of the draft that changes any is answered with the step again.
 */
function changedFields(form: KnownForm, step: number, before: Answers, after: Answers): string[] {
  const fields = (form.form.steps[step]?.fields ?? []).map((f) => f.field);
  const changed = fields.filter((path) => !isDeepStrictEqual(getPath(before, path), getPath(after, path)));
  return changed.length || isDeepStrictEqual(before, after) ? changed : fields.slice(0, 1);
}

/** {@link answerStepPost} once the post holds its draft (`token`), or for a post that starts a new one. */
async function answerInTurn(request: FastifyRequest, reply: FastifyReply, form: KnownForm, post: StepPost, deps: StepPostDeps, token: string | undefined): Promise<FastifyReply> {
  const { store } = deps;
  const now = Date.now();
  const steps = form.form.steps.length;
  let draft = token ? await store.getDraft(token, now) : undefined;
  if (draft && draft.form !== form.id) draft = undefined;
  // A draft goes on only with a page of its own link's customer and trade (link-answers.ts): a page of another
  // customer's link posted with its token (drawn from the cookie of a draft started from another link, or kept open
  // in another tab) starts a draft of its own, under an attempt key of its own, so nothing of it is stored under the
  // first customer's reference or sent with the first one's submission.
  let attempt = post.attempt;
  if (draft && !linkHolds(withPageRules(form.form, post.rules), draft.answers, new URLSearchParams(post.query))) {
    if (attempt === draft.attemptKey) attempt = undefined;
    draft = undefined;
  }
  // The revision of the draft the posted page was drawn from: an older one means another post came in between.
  const rev = field(post.entries, '_rev');
  const stale = Boolean(draft && rev && /^\d{1,9}$/.test(rev) && Number(rev) !== (draft.revision ?? 0));
  // A draft already sent: its page again shows what was sent, and nothing is stored twice.
  if (draft?.submissionId) {
    keepDraftCookie(request, reply, form.id, undefined);
    return redirect(reply, deps.sentAddress(draft.attemptKey));
  }
  if (!draft) {
    // The page was posted before and its submission stored: its sent view again, nothing kept twice.
    if (attempt && (await store.getSubmissionByAttempt(attempt))) {
      keepDraftCookie(request, reply, form.id, undefined);
      return redirect(reply, deps.sentAddress(attempt));
    }
    draft = newDraft(form, post, attempt, now);
    // Now and then, the drafts nobody finished go.
    if (randomBytes(1)[0] < 8) await store.purgeExpiredDrafts(now);
  }
  const postedStep = Number.parseInt(field(post.entries, STEP_FIELD) ?? '0', 10);
  const at: Position = { step: Math.min(Math.max(Number.isFinite(postedStep) ? postedStep : 0, 0), steps), returning: draft.returning };
  // A remove button of a list (`_drop`) shows the step again without its item.
  const drop = field(post.entries, '_drop');
  const intent = drop ? ({ kind: 'stay' } as const) : readIntent(field(post.entries, '_intent'), steps);
  const schema = form.schema as FlowSchema;
  const ctx = { trades };
  const page = { source: post.source, query: post.query };

  let answers = draft.answers;
  let errors: ServerFormState['errors'] = [];
  if (at.step < steps) {
    answers = withPostedStep(form.form, schema, at.step, draft.answers, answersFromFormFields(form.schema as PostSchema, post.entries), ctx);
    if (drop) answers = withoutItem(form.form, at.step, answers, drop);
    if (post.files.length) {
      const unfiled = draft.customerRef ? [] : await fileUnder(store, form, draft, post, answers, at.step);
      if (unfiled.length) errors = unfiled;
      else {
        const received = await receiveStepFiles(deps, { form: form.form, schema, step: at.step, posted: post.files, answers, files: draft.files, reference: draft.customerRef ?? '' });
        answers = received.answers;
        draft.files = received.files;
        errors = received.errors;
      }
    }
  }
  const save = async (to: Position) => {
    draft.answers = answers;
    draft.step = to.step;
    draft.returning = to.returning;
    draft.updatedAt = Date.now();
    draft.expiresAt = draft.updatedAt + DRAFT_LIFETIME_MS;
    draft.revision = await store.saveDraft(draft);
  };
  /**
   * The form's page at `to` as the answer, from the draft as it is (saved or not), the browser given the draft's cookie:
   * a step shown without problems is the GET of its own address (Post/Redirect/Get: a reload, Back or Forward asks the
   * server for the page again and never posts it again); a step with problems is drawn as the post's answer, with what
   * was posted and the messages (its reload finds the same answers at the same step through the cookie). A post of the
   * page's first script (`_script`) is answered with the step at once: that page puts the step's address back itself,
   * so a reload of it is the same GET, without the redirect's second request.
   */
  const scripted = field(post.entries, SCRIPT_POST_FIELD) === '1';
  const drawn = async (to: Position, problems: ServerFormState['errors'], status: number) => {
    keepDraftCookie(request, reply, form.id, draft.token);
    if (!problems.length && !scripted) return redirect(reply, deps.stepAddress(to.step));
    const html = await deps.draw(await stateAt(form, draft, to, problems, deps.files), draft.revision);
    return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  };
  const show = async (to: Position, problems: ServerFormState['errors'] = [], status = problems.length ? 400 : 200) => {
    await save(to);
    return drawn(to, problems, status);
  };

  // A page drawn before another post of this draft (another tab, a page kept from earlier) that changes what that post
  // saved: what it posted is kept, and its step is shown again with each answer it changed marked, to be checked.
  // The same post again (a second press of Continue, Back or Change) changes nothing: it is answered with the page the
  // first one led to, where the draft now stands (a page drawn again with its problems is checked again instead).
  const changed = stale && at.step < steps ? changedFields(form, at.step, draft.answers, answers) : [];
  if (changed.length) return show(at, [...errors, ...changed.map((path) => ({ path, message: site.words.forms.changedElsewhere }))], 409);
  if (stale && !errors.length && draft.step !== at.step && isDeepStrictEqual(answers, draft.answers)) return drawn({ step: draft.step, returning: draft.returning }, [], 200);

  if (intent.kind === 'back') return show(afterBack(form.form, at));
  if (intent.kind === 'stay') return show(at, errors);
  if (intent.kind === 'edit') return show({ step: intent.step, returning: Boolean(form.form.check) });

  /** The posted step's problems: each refused file's beside its field, the step's own checks' beside the others. */
  const stepProblems = () => [...errors, ...asErrors(form.checkStep(at.step, answers)).filter((p) => !errors.some((e) => e.path === p.path))];
  if (intent.kind === 'next' && at.step < steps) {
    const problems = stepProblems();
    if (problems.length) return show(at, problems);
    if (newlyShown(form.form, at.step, draft.answers, answers).length) return show(at);
    const keys = draftFileKeys(form.form, answers, draft.files);
    const input = { answers, files: keys, reference: draft.customerRef ?? undefined, page };
    // The same step left with the same answers (a reload of the page answering it posts it again) relays once.
    const same = createHash('sha256').update(JSON.stringify([form.id, at.step, input])).digest('base64url').slice(0, 32);
    await deps.leaveStep(form, at.step, input, request, `${draft.attemptKey}:leave:${same}`);
    const next = afterContinue(form.form, at);
    if (next) {
      if (next.step < steps) answers = applyEnterActions(form.form.steps[next.step].onEnter, answers, ctx);
      return show(next);
    }
  }

  // Submit (on the check page, or on the last step of a form without one); a file refused with it is answered first,
  // with the rest of its step's problems.
  if (errors.length) return show(at, at.step < steps ? stepProblems() : errors);
  try {
    const keys = draftFileKeys(form.form, answers, draft.files);
    await deps.submit(form, { answers, files: keys, attemptKey: draft.attemptKey, reference: draft.customerRef ?? undefined, page }, request);
  } catch (error) {
    // The first step with a problem opens with it; Continue there leads back to the check page.
    const problems = problemsOf(error);
    const first = form.form.steps.findIndex((s) => s.fields.some((f) => problems.some((p) => p.path === f.field || p.path.startsWith(`${f.field}.`))));
    return show(first >= 0 ? { step: first, returning: Boolean(form.form.check) } : at, problems);
  }
  const submission = await store.getSubmissionByAttempt(draft.attemptKey);
  draft.submissionId = submission?.id ?? draft.attemptKey;
  await save(at);
  keepDraftCookie(request, reply, form.id, undefined);
  return redirect(reply, deps.sentAddress(draft.attemptKey));
}
