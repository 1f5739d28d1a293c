/**
 * A form posted as a plain HTML form, before its script ran or without script (docs/architecture.md, "Without
 * JavaScript"): `multipart/form-data` or urlencoded name/value pairs, each name an answer's dotted path, plus the
 * page's hidden fields (`_page`, `_attempt`, `_step`; see `src/server/pages/form-fields.ts`). The answers are read
 * back by the form's schema (`answersFromFormFields`) and sent through the same submission as the enhanced form's
 * JSON. The answer is a page: the same page drawn again with what was typed, each problem beside its field and in
 * the error summary (400), or after the submission was stored a redirect (303) to the page's own address with
 * `_sent=<attempt key>`, which shows the form's success view (Post/Redirect/Get: a reload sends nothing again). The
 * same page posted again with the same answers is stored once; with other answers (the customer went Back and changed
 * one) it is a new submission, under a key made of the page's and the answers (attempts.ts).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { answersFromFormFields, type PostSchema } from '../../domain/form-post';
import { SENT_PARAM, withoutSentMark, type ServerFormState } from '../../domain/form-state';
import { STEP_FIELD, stepAddress } from '../../domain/server-draft';
import { notePagePost, withNotice } from '../hooks/page-answers';
import { RequestError } from '../hooks/request-error';
import type { Store } from '../storage/store';
import type { KnownForm } from '../submissions/form-registry';
import type { SitePages } from '../pages/site-pages';
import { withFormFields } from '../pages/form-fields';
import { pageLinkRules } from '../pages/page-link-rules';
import { servePage } from './served-page';
import { findRoute, hostKind } from './static-site';
import type { SubmissionBody } from './form-schemas';
import { answerStepPost, type StepPostDeps } from './step-posts';
import { field, problemsOf, redirect } from './post-answers';
import { ATTEMPT_KEY } from '../submissions/sent-state';
import { attemptOfPost } from '../submissions/attempts';
import type { PostedFile } from '../submissions/step-files';
import { readFormPost, type FormPost } from './form-body';
import { fileFieldsOf } from '../submissions/step-flow';

export type { PostedFile };
export { FILES_READ, MULTIPART_FILES } from './form-body';

/** What storing a submission answers (the JSON reply of the submissions route). */
export interface SubmissionOutcome {
  id: string;
  reference: string | null;
  createdAt: number;
  repeated: boolean;
  preview?: { url: string; status: string };
}

/** What answering a form post needs from the server. */
export interface FormPostDeps {
  pages: SitePages;
  store: Store;
  /** Stores a submission exactly as the JSON route does (throws the form's problems as a 400 RequestError). */
  submit(form: KnownForm, body: SubmissionBody, request: FastifyRequest): Promise<SubmissionOutcome>;
  /** What a form of several steps needs besides: its draft moves step by step on the server (step-posts.ts). */
  steps?: Pick<StepPostDeps, 'files' | 'leaveStep'>;
}


/** True for a request posted as an HTML form (`multipart/form-data` or `application/x-www-form-urlencoded`). */
export function isFormPost(request: FastifyRequest): boolean {
  const type = String(request.headers['content-type'] ?? '').toLowerCase();
  return type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded');
}

/** The page address a post names (`_page`): a path on this site with its query, else undefined. */
function pageAddress(value: string | undefined): URL | undefined {
  if (!value || value.length > 4000 || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined;
  try {
    const url = new URL(value, 'http://site.invalid');
    // `/a/..//host` resolves to `//host`: never an address a redirect could read as another site.
    return url.origin === 'http://site.invalid' && !url.pathname.startsWith('//') ? url : undefined;
  } catch {
    return undefined;
  }
}

/** The refusal of a post naming a page that does not show the form posted. */
function notOnPage(address: URL, form: KnownForm): RequestError {
  return new RequestError(400, `The page ${address.pathname} shows no form "${form.id}".`, { _page: 'must be the page of the form posted' });
}

/** The page's address after its form was sent: its own query kept, `_sent` naming the submission's attempt. */
export function sentAddress(address: URL, attempt: string): string {
  const query = new URLSearchParams(address.search);
  query.set(SENT_PARAM, attempt);
  return `${address.pathname}?${query.toString()}`;
}

/**
 * Answers a form post (see the module's comment). Refused with 400 and a JSON message only when the post is no page's
 * form (no page address, attempt key or form on that page), which a browser posting a served page never does.
 */
export async function answerFormPost(request: FastifyRequest, reply: FastifyReply, form: KnownForm, deps: FormPostDeps): Promise<FastifyReply> {
  const posted = await readFormPost(request);
  // Read: a refusal from here on is a page only once the post names its page (a made-up post keeps the API's words).
  notePagePost(request, {});
  try {
    return await answerRead(request, reply, form, deps, posted);
  } finally {
    await posted.cleanup();
  }
}

/** {@link answerFormPost} once the post is read (its files waiting in temporary files). */
async function answerRead(request: FastifyRequest, reply: FastifyReply, form: KnownForm, deps: FormPostDeps, { entries, files }: FormPost): Promise<FastifyReply> {
  // The page's own address: a post from a page shown after an earlier post (`?_step=`, `?_sent=`) is answered there.
  const posted = field(entries, '_page');
  const address = pageAddress(posted === undefined ? undefined : withoutSentMark(posted));
  const attempt = field(entries, '_attempt') ?? '';
  if (!address) throw new RequestError(400, 'The form post names no page of this site (_page); send the form again from its page.', { _page: 'must be the address of the form\'s page, starting with /' });
  if (!ATTEMPT_KEY.test(attempt)) throw new RequestError(400, 'The form post has no attempt key (_attempt); send the form again from its page.', { _attempt: 'must be 8 to 100 letters, digits, "-", "_" or ":"' });
  const manifest = await deps.pages.routes();
  const kind = manifest ? hostKind(request.hostname, manifest.hostPrefixes) : 'main';
  const route = manifest && findRoute(manifest, address.pathname, kind);
  if (!route) throw new RequestError(400, `There is no page ${address.pathname} on this host to answer the form from.`, { _page: 'must be a page of this host' });
  // Checked before anything is kept or relayed (the page drawn again checks it too, for a build that lists no forms).
  if (route.forms && !route.forms.includes(form.id)) throw notOnPage(address, form);
  const page = withoutSentMark(`${address.pathname}${address.search}`);
  const step = Math.min(Math.max(Number.parseInt(field(entries, STEP_FIELD) ?? '0', 10) || 0, 0), form.form.steps.length - 1);
  const answers = answersFromFormFields(form.schema as PostSchema, entries);

  // Without the marks of an earlier post (`_sent`, `_step`): `address` was read without them.
  const query = Object.fromEntries(new URLSearchParams(address.search));
  const source = `${request.protocol}://${request.host}${address.pathname}`;
  /** The page drawn with the form in `state`, its hidden fields for this request added. */
  const draw = async (state: ServerFormState, revision?: number): Promise<string> => {
    const rendered = await deps.pages.render(page, kind, state);
    if (!rendered.forms.includes(form.id)) throw notOnPage(address, form);
    return withFormFields(servePage(rendered.html, new URLSearchParams(address.search)), { address: page, attempt: state.attempt, step: state.step, draft: state.draft, revision });
  };
  // A form of several steps, or with files (kept by a draft until the form is sent), moves through the step flow.
  const stepFlow = Boolean(deps.steps) && (form.form.steps.length > 1 || fileFieldsOf(form.form).size > 0);
  // A refusal the page does not answer itself (an outage) is a page too: a one-step form's own, with what was typed
  // and the refusal said above it; a step's is the plain page leading back (the draft's step is the server's).
  notePagePost(request, {
    page,
    ...(stepFlow ? {} : { draw: async (message: string) => withNotice(await draw({ form: form.id, answers, view: 'step', step, errors: [], attempt, page }), message) }),
  });
  if (stepFlow && deps.steps) {
    const steps = { ...deps.steps, store: deps.store, submit: deps.submit, sentAddress: (attempt: string) => sentAddress(address, attempt), stepAddress: (step: number) => stepAddress(page, step), draw: (state: ServerFormState, revision?: number) => draw({ ...state, page: stepAddress(page, state.step) }, revision) };
    return answerStepPost(request, reply, form, { entries, files, query, source, attempt, rules: await pageLinkRules(route.page, form.id) }, steps);
  }
  let errors: ServerFormState['errors'];
  try {
    // The page sent again with other answers (Back, an answer changed, Send) is sent as a submission of its own.
    const key = await attemptOfPost(deps.store, form.id, attempt, answers);
    await deps.submit(form, { answers, attemptKey: key, page: { source, query } }, request);
    return redirect(reply, sentAddress(address, key));
  } catch (error) {
    errors = problemsOf(error);
  }
  const html = await draw({ form: form.id, answers, view: 'step', step, errors, attempt, page });
  return reply.code(400).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}
