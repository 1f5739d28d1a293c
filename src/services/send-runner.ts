/**
 * The one runner of every form's send plan (`submit:` in config/forms/*.yaml, `onLeave` upload-files and
 * send-hook actions). It uploads each file once, announces each file set once after its uploads, sends the
 * final hook, and keeps what it did in one ledger (saved in the draft) under one attempt identity, the
 * idempotency key of its hooks. Which fields, hooks, payloads, failure rules, status points and
 * notifications apply is all read from the plan.
 */
import { anonymousReference } from '../domain/hook-fields';
import { interpolate } from '../domain/text-template';
import type { FileSet, FormAction, SendPlan } from '../generated/config-types';
import { HookError, sendHook, type HookName } from './hook-client';
import { filesOf, uploadOnce, type FileSource, type Uploader } from './send-files';
import { buildPayload, getPath, type Answers, type PayloadContext } from './send-payload';
import { applyTransforms } from './send-transforms';
import type { SendLedger, SendOutcome, SendProgress, SendToast } from './send-types';

/** What the runner needs from the page; tests give their own. */
export interface SendDeps {
  files: FileSource;
  upload?: Uploader;
  send?: typeof sendHook;
  now?: () => Date;
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
  leave(actions: readonly FormAction[], data: Answers, ledger: SendLedger, report: SendReport): Promise<SendToast[]>;
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

/** Creates the runner of `plan` (a form without a plan sends nothing and fails with a clear reason). */
export function createSendRunner(plan: SendPlan | undefined, deps: SendDeps): SendRunner {
  const send = deps.send ?? sendHook;
  const log = deps.log ?? ((m: string) => console.warn(m));
  const now = () => (deps.now ?? (() => new Date()))();
  const fileSets = plan?.files ?? [];
  // Background uploads of this visit, counted for the "Uploading X of Y" line; the count resets when they end.
  const background = { done: 0, total: 0 };

  /** The customer reference: the answer, else the session's one anonymous reference (made once, kept). */
  const referenceOf = (data: Answers, ledger: SendLedger): string => {
    const answer = plan?.reference ? getPath(data, plan.reference) : undefined;
    if (typeof answer === 'string' && answer.trim()) return answer.trim();
    ledger.reference ??= anonymousReference(now().getTime());
    return ledger.reference;
  };
  const attemptOf = (ledger: SendLedger) => (ledger.attempt ??= { key: newKey() });

  /** The payload context with the upload results of every file field, as the ledger has them now. */
  const contextOf = (data: Answers, ledger: SendLedger): PayloadContext => {
    const page = (deps.page ?? browserPage)();
    const ctx: PayloadContext = { ...page, now: now(), reference: referenceOf(data, ledger), uploads: {}, announced: {} };
    for (const set of fileSets) {
      const files = filesOf(set, data);
      const results = files.refs.map((r) => (Object.hasOwn(ledger.uploads, r.id) ? ledger.uploads[r.id] : null));
      ctx.uploads![set.field] = { single: files.single, items: files.items, results };
      const hook = set.announce?.hook;
      const done = files.refs.filter((r) => Object.hasOwn(ledger.uploads, r.id)).map((r) => r.id);
      ctx.announced![set.field] = !!hook && done.length > 0 && done.every((id) => (ledger.announced[hook] ?? []).includes(id));
    }
    return ctx;
  };

  /** Sends a set's announcement when it has uploaded files the hook has not carried yet; true when sent. */
  async function announce(set: FileSet, data: Answers, ledger: SendLedger): Promise<boolean> {
    const hook = set.announce?.hook;
    if (!set.announce || !hook) return false;
    const uploaded = filesOf(set, data).refs.filter((r) => Object.hasOwn(ledger.uploads, r.id)).map((r) => r.id);
    const told = ledger.announced[hook] ?? [];
    if (uploaded.length === 0 || uploaded.every((id) => told.includes(id))) return false;
    const payload = buildPayload(set.announce.payload, data, contextOf(data, ledger));
    await send(hook as HookName, payload, { as: set.announce.as, idempotencyKey: `${attemptOf(ledger).key}:${hook}:${uploaded.length}` });
    ledger.announced[hook] = uploaded;
    return true;
  }

  const tick = (report: SendReport) => {
    if (background.total === 0) return;
    background.done += 1;
    if (background.done >= background.total) Object.assign(background, { done: 0, total: 0 });
    report.progress({ ...background });
  };

  /** upload-files on leaving a step: the fields' new files, then their announcement; failures only logged. */
  async function uploadOnLeave(action: FormAction, data: Answers, ledger: SendLedger, report: SendReport): Promise<SendToast[]> {
    const toasts: SendToast[] = [];
    for (const field of action.fields ?? []) {
      const set = fileSets.find((s) => s.field === field);
      if (!set) continue;
      const fresh = filesOf(set, data).refs.filter((r) => !Object.hasOwn(ledger.uploads, r.id));
      background.total += fresh.length;
      if (fresh.length) report.progress({ ...background });
      let uploaded = 0;
      try {
        for (const ref of fresh) {
          const outcome = await uploadOnce(ref, set.kind, referenceOf(data, ledger), ledger, deps);
          tick(report);
          if (outcome.ok) uploaded += 1;
          else log(`Background upload of ${ref.name} failed: ${outcome.error}`);
        }
        report.ledgerChanged(ledger);
        if (action.announce) {
          await announce(set, data, ledger).then(
            () => report.ledgerChanged(ledger),
            (error: unknown) => log(`The ${set.announce?.hook} hook failed: ${String(error)}`),
          );
        }
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

  /** Uploads a file set for Submit by its failure rule; answers whether it went as the plan wants. */
  async function uploadSet(set: FileSet, data: Answers, ledger: SendLedger, report: SendReport, count: { done: number; total: number }) {
    const files = filesOf(set, data);
    const failures: string[] = [];
    for (const ref of files.refs) {
      const outcome = await uploadOnce(ref, set.kind, referenceOf(data, ledger), ledger, deps);
      count.done += 1;
      if (!plan?.status) report.progress({ ...count });
      report.ledgerChanged(ledger);
      if (outcome.ok) continue;
      if (set.onFail === 'abort') throw new Stop('upload', interpolate(set.failMessage ?? '{reason}', { reason: outcome.error }));
      log(`${ref.name} was not uploaded (${set.onFail}): ${outcome.error}`);
      failures.push(outcome.error);
    }
    if (set.onFail === 'retry' && failures.length && failures.length === files.refs.length) throw new Stop('upload', failures[0]);
    return failures.length;
  }

  /** Every answer under its own name, except those the plan lists as not sent. */
  const answersOf = (data: Answers): Answers => {
    const out = structuredClone(data);
    for (const path of Object.keys(plan?.notSent ?? {})) {
      const parts = path.split('.');
      const parent = getPath(out, parts.slice(0, -1).join('.')) ?? (parts.length === 1 ? out : undefined);
      if (parent && typeof parent === 'object') delete (parent as Answers)[parts.at(-1)!];
    }
    return out;
  };

  return {
    async leave(actions, data, ledger, report) {
      const toasts: SendToast[] = [];
      for (const action of actions) {
        if (action.action === 'upload-files') toasts.push(...(await uploadOnLeave(action, data, ledger, report)));
        if (action.action === 'send-hook' && action.hook) {
          const payload = buildPayload(action.payload ?? {}, data, contextOf(data, ledger));
          report.ledgerChanged(ledger);
          await send(action.hook as HookName, payload, { as: action.as }).catch((error: unknown) => log(`The ${action.hook} hook failed: ${String(error)}`));
        }
      }
      return toasts;
    },

    async submit(raw, ledger, report) {
      const status = (point: { percent: number; text: string } | undefined) => point && report.progress({ done: 0, total: 0, percent: point.percent, message: point.text });
      try {
        if (!plan) throw new Stop('hook', 'This form has nothing to send.');
        const answer = plan.reference ? getPath(raw, plan.reference) : undefined;
        if (plan.requireReference && !(typeof answer === 'string' && answer.trim())) throw new Stop('reference', '');
        const data = applyTransforms(plan.transforms, raw);
        const fingerprint = JSON.stringify(data);
        if (ledger.attempt?.fingerprint !== undefined && ledger.attempt.fingerprint !== fingerprint) ledger.attempt = undefined;
        const attempt = attemptOf(ledger);
        attempt.fingerprint = fingerprint;
        status(plan.status?.start);
        const count = { done: 0, total: fileSets.reduce((n, set) => n + filesOf(set, data).refs.length, 0) };
        if (!plan.status) report.progress({ ...count });
        for (const set of fileSets) {
          const refs = filesOf(set, data).refs;
          if (refs.length === 0) continue;
          const told = set.announce ? (ledger.announced[set.announce.hook] ?? []) : [];
          const pending = refs.some((r) => !Object.hasOwn(ledger.uploads, r.id) || (set.announce && !told.includes(r.id)));
          if (pending) status(set.status?.start);
          const failed = await uploadSet(set, data, ledger, report, count);
          try {
            if (await announce(set, data, ledger)) report.ledgerChanged(ledger);
          } catch (error) {
            throw new Stop('hook', set.announce?.failMessage ?? (error instanceof Error ? error.message : String(error)));
          }
          if (set.onFail === 'retry' && failed > 0) {
            throw new Stop('upload', interpolate((failed === 1 && set.failMessageOne) || set.failMessage || '{count}', { count: failed } /* the config check requires failMessage with retry */));
          }
          status(set.status?.end);
        }
        const ctx = contextOf(data, ledger);
        let id = ctx.reference ?? '';
        if (plan.send) {
          const payload: Answers = { ...(plan.send.answers ? answersOf(data) : {}), ...buildPayload(plan.send.payload ?? {}, data, ctx) };
          report.ledgerChanged(ledger);
          ({ id } = await send(plan.send.hook as HookName, payload, { as: plan.send.as, idempotencyKey: `${attempt.key}:${plan.send.hook}` }));
        }
        ledger.attempt = undefined;
        report.ledgerChanged(ledger);
        status(plan.status?.done);
        return { ok: true, id, reference: ctx.reference };
      } catch (error) {
        status(plan?.status?.failed);
        if (error instanceof Stop) return { ok: false, kind: error.kind, message: error.message };
        return { ok: false, kind: 'hook', message: error instanceof HookError || error instanceof Error ? error.message : String(error) };
      }
    },
  };
}

