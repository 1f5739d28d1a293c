/**
 * The storage contract, one query layer for the SQLite (embedded) and PostgreSQL (scale-out) engines.
 * A submission, its hook calls, their outbox entries and its journey events are written in one transaction; the relay worker claims due
 * outbox entries with a lease, so a crash mid-delivery only delays the entry until the lease expires.
 */

import type { StorePreviewJobs } from './preview-job-queries';

/** Delivery state of a stored hook call. */
export type DeliveryState = 'pending' | 'delivering' | 'delivered' | 'dead' | 'held';

/**
 * What each delivery state means, said once for the inbox, the admin API and the README alike. `held` is the
 * one that surprises: the call is stored safely but the hook has no relay target yet.
 */
export const STATE_MEANINGS: Record<DeliveryState, string> = {
  pending: 'waiting for its next attempt',
  delivering: 'being sent now (or its server stopped mid-attempt; it is sent again when its lease ends)',
  delivered: 'the target answered 2xx',
  dead: 'given up (a refusal, or the last attempt failed); npm run inbox -- replay <id> sends it again',
  held: 'kept, not sent: the hook has no relay target (HOOK_TARGET_<NAME> or relay.targets in config/site.yaml); it goes out once one is set',
};

/** A hook call as made from a submission or a step event. */
export interface NewHookCall {
  id: string;
  hook: string;
  payload: Record<string, unknown>;
  contentType: string;
  clientIp: string;
  userAgent: string;
  createdAt: number;
  /** The customer the call is about, when it names one. */
  customerRef: string | null;
  /** The submission that made the call, when one did. */
  submissionId: string | null;
  /** `held` when the hook has no relay target, else `pending`. */
  state: 'pending' | 'held';
}

/** A stored hook call with its delivery record. */
export interface HookCallRecord extends Omit<NewHookCall, 'state'> {
  state: DeliveryState;
  attempts: number;
  nextAttemptAt: number;
  lastStatus: number | null;
  lastError: string | null;
  deliveredAt: number | null;
}

/** An outbox entry claimed for delivery. */
export interface ClaimedDelivery {
  id: string;
  hook: string;
  payload: Record<string, unknown>;
  /** Attempts so far, counting the one this claim starts (recorded before anything is sent). */
  attempts: number;
}

/**
 * What the outbox says of an attempt whose server stopped before its answer was recorded: the target may
 * have the call already, and the next attempt carries the same `Idempotency-Key`.
 */
export function interruptedAttempt(attempt: number | string): string {
  return `Attempt ${attempt} was interrupted (the server stopped before its answer was recorded); the target may already have this call, and the next attempt carries the same Idempotency-Key.`;
}

/** A file the upload service handed out a URL for. */
export interface FileRecord {
  key: string;
  customerRef: string;
  fileType: string;
  mimeType: string;
  size: number | null;
  storage: 'local' | 's3';
  state: 'issued' | 'stored';
  createdAt: number;
  storedAt: number | null;
}

/** One stored submission of a form. */
export interface SubmissionRecord {
  id: string;
  form: string;
  /** The customer, for forms that have one (not the contact or unsubscribe forms). */
  customerRef: string | null;
  answers: Record<string, unknown>;
  /** File keys by file field. */
  files: Record<string, string[]>;
  attemptKey: string;
  clientIp: string;
  userAgent: string;
  createdAt: number;
}

/** One event of a customer's journey. */
export interface JourneyEvent {
  customerRef: string;
  event: string;
  at: number;
  submissionId: string | null;
}

/** A customer as the team sees them in a list. */
export interface CustomerSummary {
  ref: string;
  /** The latest submission of the customer, if any. */
  latest?: SubmissionRecord;
  /** The last journey event. */
  last?: JourneyEvent;
  /** How many files were stored for the customer. */
  files: number;
}

/** Filters for listings of hook calls. */
export interface ListOptions {
  limit?: number;
  hook?: string;
  state?: DeliveryState;
  customerRef?: string;
  submissionId?: string;
}

/**
 * How many entries of each hook may be claimed: at most `perHook` in flight per hook, `busy` of them already
 * are. A hook at its limit is skipped, so the entries of other hooks are claimed past it.
 */
export interface HookRoom {
  perHook: number;
  busy: ReadonlyMap<string, number>;
}

/** Counts of outbox entries by state. */
export type OutboxCounts = Record<DeliveryState, number>;

/** What {@link Store.recordSubmission} stores in one transaction. */
export interface SubmissionWrite {
  submission: SubmissionRecord;
  calls: NewHookCall[];
  events: JourneyEvent[];
}

/**
 * A step event sent under a client's key (the `Idempotency-Key` header of `POST /api/forms/:form/events`): what it
 * sent and what it was answered, so the same key with the same event is answered the same, and with another refused.
 */
export interface EventAttempt {
  key: string;
  form: string;
  /** The event as sent (its step, answers, files, reference and page), compared as the answers of a submission are. */
  request: Record<string, unknown>;
  /** What the first request was answered: how many hook calls it made, and the customer's reference. */
  reply: { calls: number; reference: string | null };
  createdAt: number;
}

/** A file received with a step of a form posted without JavaScript, kept by its draft. */
export interface DraftFile {
  key: string;
  name: string;
  type: string;
  size: number;
  /** SHA-256 of the bytes posted (base64url), so the same file posted again is known. */
  digest?: string;
}

/** A multi-step form in progress without JavaScript: what its pages carry as `_draft` points here. */
export interface FormDraft {
  /** Unguessable: whoever holds it may read and change the draft. */
  token: string;
  form: string;
  answers: Record<string, unknown>;
  /** The files received so far, by file field. */
  files: Record<string, DraftFile[]>;
  /** The step shown last (the number of steps for the check page). */
  step: number;
  /** True after a Change on the check page: Continue leads back there. */
  returning: boolean;
  /** The reference its files were stored under (the customer's, or one the server gave). */
  customerRef: string | null;
  /** The attempt key its submission goes under: a repeated Submit stores one submission. */
  attemptKey: string;
  /** The submission made from it, once sent. */
  submissionId: string | null;
  createdAt: number;
  updatedAt: number;
  /** After this the draft is gone (read as missing, removed by the next purge). */
  expiresAt: number;
  /** How many times it was saved (read from the store; a save counts one more): its pages carry it as `_rev`. */
  revision?: number;
}

/** What both engines provide. All times are epoch milliseconds. */
export interface Store {
  readonly kind: 'sqlite' | 'postgres';
  /** The preview websites' build queue (src/server/storage/preview-job-queries.ts). */
  readonly previewJobs: StorePreviewJobs;
  /**
   * Stores a submission, its hook calls with their outbox entries and its journey events in one transaction.
   * A repeat of an attempt key stores nothing and answers the submission stored first (`repeated: true`).
   */
  recordSubmission(write: SubmissionWrite): Promise<{ submission: SubmissionRecord; repeated: boolean }>;
  /** Stores hook calls (with their outbox entries) and journey events not tied to a submission, atomically. */
  recordCalls(calls: NewHookCall[], events?: JourneyEvent[]): Promise<void>;
  /**
   * Stores a step event's attempt under its key with its hook calls and journey events, in one transaction, as
   * {@link Store.recordSubmission} stores a submission: a key stored before stores nothing and answers the attempt
   * stored first (`repeated: true`).
   */
  recordEventAttempt(attempt: EventAttempt, calls: NewHookCall[], events?: JourneyEvent[]): Promise<{ attempt: EventAttempt; repeated: boolean }>;
  getEventAttempt(key: string): Promise<EventAttempt | undefined>;
  getSubmission(id: string): Promise<SubmissionRecord | undefined>;
  getSubmissionByAttempt(attemptKey: string): Promise<SubmissionRecord | undefined>;
  listSubmissions(options?: { customerRef?: string; limit?: number }): Promise<SubmissionRecord[]>;
  /** Records a reference the server gave; false when it is taken. */
  addCustomer(ref: string, now: number): Promise<boolean>;
  /** True when the server gave this reference. */
  hasCustomer(ref: string): Promise<boolean>;
  /** Customers (with a reference on any submission, call, file or issued reference), the latest activity first. */
  listCustomers(limit?: number): Promise<CustomerSummary[]>;
  journey(customerRef: string): Promise<JourneyEvent[]>;
  /**
   * The references of customers whose stored submissions hold `value` (letter case aside) at one of `paths`, the
   * latest first: the unsubscribe form finds the customer by their e-mail address this way.
   */
  customersWithAnswer(paths: readonly string[], value: string, limit?: number): Promise<string[]>;
  /**
   * Claims up to `limit` due entries (pending and due, or delivering with an expired lease) and, in the same
   * transaction, counts the attempt each claim starts, before anything is sent; an entry whose lease expired
   * also gets the interrupted attempt noted as its last error.
   */
  claimDue(now: number, leaseMs: number, limit: number, room?: HookRoom): Promise<ClaimedDelivery[]>;
  /** Records the delivery and releases the lease in one statement (one transaction). */
  markDelivered(id: string, attempts: number, status: number, now: number): Promise<void>;
  markRetry(id: string, attempts: number, nextAttemptAt: number, status: number | null, error: string): Promise<void>;
  markDead(id: string, attempts: number, status: number | null, error: string): Promise<void>;
  /** Puts an entry back to pending (hook without target stays held). */
  replay(id: string, now: number, hasTarget: boolean): Promise<'replayed' | 'not-found' | 'not-replayable'>;
  /** Moves held entries of hooks that now have a target to pending. */
  releaseHeld(hooks: string[], now: number): Promise<number>;
  getCall(id: string): Promise<HookCallRecord | undefined>;
  listCalls(options?: ListOptions): Promise<HookCallRecord[]>;
  countCalls(): Promise<number>;
  outboxCounts(): Promise<OutboxCounts>;
  /** Records a handed-out upload (state `issued`). */
  recordFile(file: FileRecord): Promise<void>;
  /** Marks a file stored with its size. */
  markFileStored(key: string, size: number, now: number): Promise<void>;
  getFile(key: string): Promise<FileRecord | undefined>;
  /** Stores a draft whole (a new token, or the next state of one); answers its revision now (0 for a new one). */
  saveDraft(draft: FormDraft): Promise<number>;
  /** The draft under a token, unless it is unknown or expired by `now`. */
  getDraft(token: string, now: number): Promise<FormDraft | undefined>;
  /**
   * The newest draft of `form` started from the page whose attempt key is `attemptKey`, unless expired by `now`: that
   * page posted again without its token (the browser's Back to the first page) carries on with it.
   */
  getDraftByAttempt(form: string, attemptKey: string, now: number): Promise<FormDraft | undefined>;
  /**
   * Holds the draft under `token` for one post (`holder`) until `until`, so posts of one draft take turns: false when
   * another post holds it (and its hold has not run out by `now`) or no such draft is kept.
   */
  holdDraft(token: string, holder: string, now: number, until: number): Promise<boolean>;
  /** Lets go of a draft `holder` holds (nothing when another post holds it since). */
  releaseDraft(token: string, holder: string): Promise<void>;
  /** Removes the drafts expired by `now`; answers how many. */
  purgeExpiredDrafts(now: number): Promise<number>;
  listFiles(limit?: number, customerRef?: string): Promise<FileRecord[]>;
  /** Cheap round trip for readiness checks (SQLite: also takes and lets go of the write lock). */
  ping(): Promise<void>;
  /** The outage the last operation met, when no operation has succeeded since (readiness names it). */
  recentOutage(): string | undefined;
  close(): Promise<void>;
}

/** A zeroed count per state. */
export function emptyCounts(): OutboxCounts {
  return { pending: 0, delivering: 0, delivered: 0, dead: 0, held: 0 };
}

/** Keeps stored error texts short and single-line. */
export function clip(text: string, max = 500): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
