/**
 * The database's tables as Kysely sees them: one description for SQLite and PostgreSQL. Times are epoch
 * milliseconds (INTEGER in SQLite, BIGINT in PostgreSQL, which `pg` returns as text: read them with `Number`).
 * JSON columns are TEXT in SQLite and JSONB in PostgreSQL: written as JSON text, read back by {@link fromJson}.
 */
import type { ColumnType, Generated } from 'kysely';

/** A BIGINT time: a number going in, a number or (PostgreSQL) numeric text coming out. */
type Millis = ColumnType<number | string, number, number>;
type MillisOrNull = ColumnType<number | string | null, number | null, number | null>;
/** A JSON column: JSON text going in, text (SQLite) or a parsed value (PostgreSQL) coming out. */
type Json = ColumnType<unknown, string, string>;

/** One submission of a form: what the customer answered, checked by the form's schema. */
export interface SubmissionsTable {
  id: string;
  form: string;
  /** The customer, for forms that have one (not the contact or unsubscribe forms). */
  customer_ref: string | null;
  answers: Json;
  /** The file keys the submission names, by file field (`{ logo: [key], gallery: [key, key] }`). */
  files: Json;
  /** The browser's key for one attempt: a repeat with the same key answers with the same submission. */
  attempt_key: string;
  client_ip: string;
  user_agent: string;
  created_at: Millis;
  /** The answers as text folded for a search letter case aside (`answersMatchText`, src/domain/match-text.ts). */
  match_text: string | null;
}

/** One hook call made from a submission or a step event, relayed through the outbox. */
export interface HookCallsTable {
  id: string;
  hook: string;
  payload: Json;
  content_type: string;
  client_ip: string;
  user_agent: string;
  created_at: Millis;
  customer_ref: string | null;
  submission_id: string | null;
}

/** The delivery state of each hook call. */
export interface OutboxTable {
  call_id: string;
  hook: string;
  state: string;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Millis;
  lease_until: MillisOrNull;
  last_status: number | null;
  last_error: string | null;
  delivered_at: MillisOrNull;
  updated_at: Millis;
}

/** Files handed an upload link, and whether their bytes arrived. */
export interface FilesTable {
  key: string;
  customer_ref: string;
  file_type: string;
  mime_type: string;
  size: ColumnType<number | string | null, number | null, number | null>;
  storage: string;
  state: string;
  created_at: Millis;
  stored_at: MillisOrNull;
}

/** References the server gave to customers who came without one. */
export interface CustomersTable {
  ref: string;
  created_at: Millis;
}

/** What happened to a customer, and when: submitted, changes requested, approved, domain chosen, ... */
export interface JourneyTable {
  id: Generated<number>;
  customer_ref: string;
  event: string;
  at: Millis;
  /** The submission that recorded it, when one did. */
  submission_id: string | null;
}

/** The queue of preview website builds: one row per preview code, leased while it is built. */
export interface PreviewJobsTable {
  code: string;
  reference: string;
  /** What the build reads (answers, file keys, template, address), as JSON text on both engines. */
  input: string;
  state: string;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Millis;
  lease_until: MillisOrNull;
  last_error: string | null;
  created_at: Millis;
  updated_at: Millis;
}

/** A multi-step form in progress without JavaScript, under the token its pages carry. */
export interface FormDraftsTable {
  token: string;
  form: string;
  answers: Json;
  /** The files received with its steps, by file field (`{ logo: [{ key, name, type, size }] }`). */
  files: Json;
  /** The step shown last (the number of steps: the check page). */
  step: number;
  /** 1 after a Change on the check page (Continue leads back there), else 0. */
  returning: number;
  /** The reference the customer's files were stored under. */
  customer_ref: string | null;
  /** The attempt key its submission is stored under, so a repeated Submit stores one submission. */
  attempt_key: string;
  /** The submission made from it, once sent. */
  submission_id: string | null;
  created_at: Millis;
  updated_at: Millis;
  expires_at: Millis;
  /** Counts the saves: a page posted with an older one was drawn before another post of the draft. */
  revision: Generated<number>;
  /** The post holding the draft while it reads and writes it, until `held_until`. */
  held_by: string | null;
  held_until: MillisOrNull;
}

/** Step events sent under a client's key: what each sent and was answered (attempts.ts). */
export interface EventAttemptsTable {
  attempt_key: string;
  form: string;
  /** The event as sent: step, answers, files, reference and page. */
  request: Json;
  /** What it was answered: `{ calls, reference }`. */
  reply: Json;
  created_at: Millis;
}

/** Every table. */
export interface Database {
  event_attempts: EventAttemptsTable;
  form_drafts: FormDraftsTable;
  preview_jobs: PreviewJobsTable;
  submissions: SubmissionsTable;
  hook_calls: HookCallsTable;
  outbox: OutboxTable;
  files: FilesTable;
  customers: CustomersTable;
  journey: JourneyTable;
}

/** A JSON column's value: PostgreSQL hands it parsed, SQLite as text. */
export function fromJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/** A numeric column's value (PostgreSQL hands BIGINT as text). */
export const num = (value: unknown): number => Number(value);

/** A nullable numeric column's value. */
export const numOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));
