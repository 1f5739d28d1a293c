/**
 * The names shared by everything that sends a form: the file reference kept in the answers, where an upload
 * went, the ledger of one submission, its progress and its outcome. Declared here once; the draft store, the
 * runner and the wizard all use these.
 */

/** A file chosen on this device. Its bytes wait in the draft store until they are uploaded. */
export interface StoredFileRef {
  id: string;
  name: string;
  type: string;
  size: number;
}

/** Where an uploaded file went (the upload service's answer). */
export interface UploadedFile {
  key: string;
  getUrl: string;
  /** True for a file posted with a step of the plain HTML form (before the runtime was live): the server has it, this device may not. */
  posted?: boolean;
}

/** The attempt identity of a submission: its idempotency key, kept while the answers stay the same. */
export interface SendAttempt {
  key: string;
  /** The answers the key was made for; other answers start a new attempt. */
  fingerprint?: string;
}

/**
 * What one form session has sent so far, kept in its draft so that a reload, a retry or the final submit
 * never uploads a file twice, and a repeated submission is known to the server as the same one.
 */
export interface SendLedger {
  /** The reference the server gave the session when the answers have no customer number. */
  reference?: string;
  /** Files uploaded, by {@link StoredFileRef.id}. */
  uploads: Record<string, UploadedFile>;
  attempt?: SendAttempt;
}

/** A new, empty ledger. */
export function emptyLedger(): SendLedger {
  return { uploads: {} };
}

const FILE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** True for a file id the draft store may have made (letters, digits, - and _). */
export function isFileId(id: string): boolean {
  return FILE_ID.test(id);
}

/** True for a {@link StoredFileRef}-shaped value. */
export function isStoredFileRef(value: unknown): value is StoredFileRef {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === 'string' && FILE_ID.test(v.id) && typeof v.name === 'string' && typeof v.type === 'string' && typeof v.size === 'number';
}

/** A ledger read back from storage, or `undefined` when it does not have the ledger's shape. */
export function asLedger(value: unknown): SendLedger | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const v = value as Record<string, unknown>;
  const isMap = (m: unknown) => !!m && typeof m === 'object' && !Array.isArray(m);
  if (!isMap(v.uploads)) return undefined;
  const uploads = Object.values(v.uploads as object).every((e) => isMap(e) && typeof e.key === 'string' && typeof e.getUrl === 'string');
  if (!uploads) return undefined;
  if (v.reference !== undefined && typeof v.reference !== 'string') return undefined;
  const attempt = v.attempt as SendAttempt | undefined;
  if (attempt !== undefined && (!isMap(attempt) || typeof attempt.key !== 'string')) return undefined;
  return value as SendLedger;
}

/** Progress of sending: files uploaded of all to upload, or a status point of the plan (the media page). */
export interface SendProgress {
  done: number;
  total: number;
  /** The status text and percentage, when the plan declares a status bar. */
  message?: string;
  percent?: number;
}

/** A notification the runner asks for: the name of a message under the form's `messages`, and its values. */
export interface SendToast {
  message: string;
  variant: 'success' | 'error' | 'info' | 'warning';
  values?: Record<string, string | number>;
}

/**
 * The outcome of a submission. On failure `kind` chooses the form's notification (`upload`: uploadFailed,
 * `hook`: submitFailed, `reference`: missingReference); `message` is the reason. On success `reference` is the
 * customer's reference the submission went under, which the confirmation shows.
 */
export type SendOutcome =
  /** `reference` is the customer's: the one given, or the one the server made for them. */
  | { ok: true; id: string; reference?: string; preview?: { url: string; status: string } }
  | { ok: false; kind: 'upload' | 'hook' | 'reference'; message: string };
