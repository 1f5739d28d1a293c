/**
 * The storage contract shared by the SQLite (embedded) and PostgreSQL (scale-out) back ends.
 * Submissions and their outbox entries are written in one transaction; the relay worker claims due
 * outbox entries with a lease, so a crash mid-delivery only delays the entry until the lease expires.
 */

/** Delivery state of a stored hook call. */
export type DeliveryState = 'pending' | 'delivering' | 'delivered' | 'dead' | 'held';

/** A hook call as received and validated. */
export interface NewSubmission {
  id: string;
  hook: string;
  payload: Record<string, unknown>;
  contentType: string;
  clientIp: string;
  userAgent: string;
  createdAt: number;
  /** `held` when the hook has no relay target, else `pending`. */
  state: 'pending' | 'held';
}

/** A stored submission with its delivery record. */
export interface SubmissionRecord extends Omit<NewSubmission, 'state'> {
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

/** Filters for listings. */
export interface ListOptions {
  limit?: number;
  hook?: string;
  state?: DeliveryState;
}

/** Counts of outbox entries by state. */
export type OutboxCounts = Record<DeliveryState, number>;

/** What both back ends provide. All times are epoch milliseconds. */
export interface Store {
  readonly kind: 'sqlite' | 'postgres';
  /** Stores the submission and its outbox entry atomically. */
  insertSubmission(submission: NewSubmission): Promise<void>;
  /**
   * Claims up to `limit` due entries (pending and due, or delivering with an expired lease) and, in the same
   * transaction, counts the attempt each claim starts, before anything is sent; an entry whose lease expired
   * also gets the interrupted attempt noted as its last error.
   */
  claimDue(now: number, leaseMs: number, limit: number): Promise<ClaimedDelivery[]>;
  /** Records the delivery and releases the lease in one statement (one transaction). */
  markDelivered(id: string, attempts: number, status: number, now: number): Promise<void>;
  markRetry(id: string, attempts: number, nextAttemptAt: number, status: number | null, error: string): Promise<void>;
  markDead(id: string, attempts: number, status: number | null, error: string): Promise<void>;
  /** Puts an entry back to pending (hook without target stays held); false when not found or not replayable. */
  replay(id: string, now: number, hasTarget: boolean): Promise<'replayed' | 'not-found' | 'not-replayable'>;
  /** Moves held entries of hooks that now have a target to pending. */
  releaseHeld(hooks: string[], now: number): Promise<number>;
  getSubmission(id: string): Promise<SubmissionRecord | undefined>;
  listSubmissions(options?: ListOptions): Promise<SubmissionRecord[]>;
  countSubmissions(): Promise<number>;
  outboxCounts(): Promise<OutboxCounts>;
  /** Records a handed-out upload (state `issued`). */
  recordFile(file: FileRecord): Promise<void>;
  /** Marks a file stored with its size. */
  markFileStored(key: string, size: number, now: number): Promise<void>;
  getFile(key: string): Promise<FileRecord | undefined>;
  listFiles(limit?: number): Promise<FileRecord[]>;
  /** Cheap round trip for readiness checks. */
  ping(): Promise<void>;
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
