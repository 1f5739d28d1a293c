/**
 * The one runner of every form's send plan in the browser (`submit:` in config/forms/*.yaml, and the steps'
 * `onLeave` actions). It uploads each file once (signed PUTs, in the background after a step or on Submit, by the
 * plan's failure rules) and keeps what it uploaded in one ledger (saved in the draft). Everything else happens on
 * the intake server: the browser sends the answers, the keys of the uploaded files and one attempt key, and the
 * server checks them and expands the plan into the hook calls.
 */
import { interpolate } from '../domain/text-template';
import { fileItems, isFileRef, sourceValue, type Answers } from '../domain/send-plan';
import type { FileSet, FormAction, FormConfig } from '../generated/config-types';
import { site } from '../generated/config';
import { FormSendError, newReference, postStepEvent, postSubmission, type FormRequest } from './form-client';
import { uploadOnce, type FileSource, type Uploader } from './send-files';
import type { SendLedger, SendOutcome, SendProgress, SendToast, StoredFileRef } from './send-types';

/** What the runner needs from the page; tests give their own. */
export interface SendDeps {
  files: FileSource;
  upload?: Uploader;
  submit?: typeof postSubmission;
  event?: typeof postStepEvent;
  reference?: typeof newReference;
  /** The link's parameters and the page address (without query). */
  page?: () => { query: URLSearchParams; source: string };
  /** Where failures that are only logged go. */
  log?: (message: string) => void;
}

/** How a running plan reports: progress, and a changed ledger to save at once. */
export interface SendReport {
  progress(p: SendProgress): void;
  ledgerChanged(ledger: SendLedger): void;
}

/** The step actions this runner carries out on leaving a step (src/forms/action-registry.ts lists them). */
export const LEAVE_ACTIONS = ['upload-files', 'send-hook'] as const;

/** The runner of one form's plan. */
export interface SendRunner {
  /** Runs a step's onLeave actions in the background; answers the notifications to show. */
  leave(step: string, actions: readonly FormAction[], data: Answers, ledger: SendLedger, report: SendReport): Promise<SendToast[]>;
  /** Sends the answers as the plan says. The ledger is updated in place. */
  submit(data: Answers, ledger: SendLedger, report: SendReport): Promise<SendOutcome>;
}

class Stop extends Error {
  constructor(readonly kind: 'upload' | 'hook' | 'reference', message: string) {
    super(message);
  }
}

function newKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function browserPage() {
  const location = (globalThis as { location?: Location }).location;
  return { query: new URLSearchParams(location?.search ?? ''), source: location ? `${location.origin}${location.pathname}` : '' };
}

/** The files a file field holds now, as the draft keeps them. */
const refsOf = (set: FileSet, data: Answers) => fileItems(set, data).files.filter(isFileRef) as StoredFileRef[];

/** Creates the runner of form `formId` (a form without a plan sends nothing and fails with a clear reason). */
export function createSendRunner(formId: string, form: Pick<FormConfig, 'submit'>, deps: SendDeps): SendRunner {
  const plan = form.submit;
  const log = deps.log ?? ((m: string) => console.warn(m));
  const fileSets = plan?.files ?? [];
  // Background uploads of this visit, counted for the "Uploading X of Y" line; the count resets when they end.
  const background = { done: 0, total: 0 };
  let asking: Promise<string> | undefined;

  const pageOf = () => {
    const page = (deps.page ?? browserPage)();
    return { source: page.source, query: Object.fromEntries(page.query) };
  };
  /** The reference the plan names (the answer or the link's), if any. */
  const ownReference = (data: Answers): string | undefined => {
    if (!plan?.reference) return undefined;
    const value = sourceValue(plan.reference, data, { ...pageOf(), now: new Date(), site, uploads: {}, announced: {} });
    return typeof value === 'string' && value.trim() ? value.trim() : undefined;
  };
  /** The customer reference for uploads: the plan's, else the one the server gave this session (asked for once, kept). */
  const referenceOf = async (data: Answers, ledger: SendLedger): Promise<string> => {
    const own = ownReference(data);
    if (own) return own;
    if (ledger.reference) return ledger.reference;
    asking ??= (deps.reference ?? newReference)().finally(() => (asking = undefined));
    ledger.reference ??= await asking;
    return ledger.reference;
  };
  /** What the server is told: the answers, each uploaded file's key by file field, and the session's reference. */
  const requestOf = (data: Answers, ledger: SendLedger): FormRequest => ({
    answers: data,
    files: Object.fromEntries(fileSets.map((set) => [set.field, refsOf(set, data).map((r) => (Object.hasOwn(ledger.uploads, r.id) ? ledger.uploads[r.id].key : null))])),
    ...(ledger.reference && !ownReference(data) ? { reference: ledger.reference } : {}),
    page: pageOf(),
  });

  const tick = (report: SendReport) => {
    if (background.total === 0) return;
    background.done += 1;
    if (background.done >= background.total) Object.assign(background, { done: 0, total: 0 });
    report.progress({ ...background });
  };

  /** upload-files on leaving a step: the fields' new files; failures only logged. */
  async function uploadOnLeave(action: FormAction, data: Answers, ledger: SendLedger, report: SendReport): Promise<SendToast[]> {
    const toasts: SendToast[] = [];
    for (const field of action.fields ?? []) {
      const set = fileSets.find((s) => s.field === field);
      if (!set) continue;
      const fresh = refsOf(set, data).filter((r) => !Object.hasOwn(ledger.uploads, r.id));
      background.total += fresh.length;
      if (fresh.length) report.progress({ ...background });
      let uploaded = 0;
      try {
        for (const ref of fresh) {
          const outcome = await uploadOnce(ref, set.kind, await referenceOf(data, ledger), ledger, deps);
          tick(report);
          if (outcome.ok) uploaded += 1;
          else log(`Background upload of ${ref.name} failed: ${outcome.error}`);
        }
        report.ledgerChanged(ledger);
      } catch (error) {
        log(`The background step failed: ${String(error)}`);
        if (action.toasts?.error) toasts.push({ message: action.toasts.error, variant: 'error' });
        continue;
      }
      if (fresh.length === 0) continue;
      const name = uploaded > 0 ? action.toasts?.uploaded : action.toasts?.failed;
      if (name) toasts.push({ message: name, variant: uploaded > 0 ? 'success' : 'error', values: { done: uploaded, total: fresh.length } });
    }
    return toasts;
  }

  /** Uploads a file set for Submit by its failure rule; answers how many failed. */
  async function uploadSet(set: FileSet, data: Answers, ledger: SendLedger, report: SendReport, count: { done: number; total: number }) {
    const refs = refsOf(set, data);
    const failures: string[] = [];
    for (const ref of refs) {
      const outcome = await uploadOnce(ref, set.kind, await referenceOf(data, ledger), ledger, deps);
      count.done += 1;
      if (!plan?.status) report.progress({ ...count });
      report.ledgerChanged(ledger);
      if (outcome.ok) continue;
      if (set.onFail === 'abort') throw new Stop('upload', interpolate(set.failMessage ?? '{reason}', { reason: outcome.error }));
      log(`${ref.name} was not uploaded (${set.onFail}): ${outcome.error}`);
      failures.push(outcome.error);
    }
    if (set.onFail === 'retry' && failures.length && failures.length === refs.length) throw new Stop('upload', failures[0]);
    return failures.length;
  }

  return {
    async leave(step, actions, data, ledger, report) {
      const toasts: SendToast[] = [];
      for (const action of actions) if (action.action === 'upload-files') toasts.push(...(await uploadOnLeave(action, data, ledger, report)));
      // The server runs the step's plan (send-hook, announcements) when it has anything to run.
      if (actions.some((a) => a.action === 'send-hook' || (a.action === 'upload-files' && a.announce))) {
        try {
          if (!ownReference(data) && plan?.reference) await referenceOf(data, ledger);
          report.ledgerChanged(ledger);
          await (deps.event ?? postStepEvent)(formId, step, requestOf(data, ledger));
        } catch (error) {
          log(`Leaving the ${step} step could not be told to the server: ${String(error)}`);
        }
      }
      return toasts;
    },

    async submit(data, ledger, report) {
      const status = (point: { percent: number; text: string } | undefined) => point && report.progress({ done: 0, total: 0, percent: point.percent, message: point.text });
      try {
        if (!plan) throw new Stop('hook', site.words.sending.nothingToSend);
        if (plan.requireReference && !ownReference(data)) throw new Stop('reference', '');
        const fingerprint = JSON.stringify(data);
        if (ledger.attempt?.fingerprint !== undefined && ledger.attempt.fingerprint !== fingerprint) ledger.attempt = undefined;
        const attempt = (ledger.attempt ??= { key: newKey() });
        attempt.fingerprint = fingerprint;
        status(plan.status?.start);
        const count = { done: 0, total: fileSets.reduce((n, set) => n + refsOf(set, data).length, 0) };
        if (!plan.status) report.progress({ ...count });
        let retry: string | undefined;
        for (const set of fileSets) {
          const refs = refsOf(set, data);
          if (refs.length === 0) continue;
          if (refs.some((r) => !Object.hasOwn(ledger.uploads, r.id))) status(set.status?.start);
          const failed = await uploadSet(set, data, ledger, report, count);
          if (set.onFail === 'retry' && failed > 0) retry = interpolate((failed === 1 && set.failMessageOne) || set.failMessage || '{count}', { count: failed });
          status(set.status?.end);
        }
        report.ledgerChanged(ledger);
        const receipt = await (deps.submit ?? postSubmission)(formId, requestOf(data, ledger), attempt.key);
        ledger.attempt = undefined;
        if (receipt.reference) ledger.reference ??= receipt.reference;
        report.ledgerChanged(ledger);
        // What did upload is with the team; the customer is told what did not, and the next try sends the rest.
        if (retry) throw new Stop('upload', retry);
        status(plan.status?.done);
        return { ok: true, id: receipt.id, reference: receipt.reference ?? undefined, ...previewOf(receipt.preview) };
      } catch (error) {
        status(plan?.status?.failed);
        if (error instanceof Stop) return { ok: false, kind: error.kind, message: error.message };
        const fields = error instanceof FormSendError ? Object.values(error.fields) : [];
        return { ok: false, kind: 'hook', message: fields[0] ?? (error instanceof Error ? error.message : String(error)) };
      }
    },
  };
}

/** The server's `preview` answer, kept only when the address is http(s) and the status path is the server's own. */
function previewOf(value: unknown): { preview?: { url: string; status: string } } {
  const p = value as { url?: unknown; status?: unknown } | undefined;
  if (!p || typeof p.url !== 'string' || typeof p.status !== 'string' || !/^\/api\/previews\/[A-Za-z0-9_-]+$/.test(p.status)) return {};
  try {
    const url = new URL(p.url);
    return url.protocol === 'https:' || url.protocol === 'http:' ? { preview: { url: url.href, status: p.status } } : {};
  } catch {
    return {};
  }
}
