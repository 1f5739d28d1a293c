/**
 * The durable queue of preview builds, like the relay's outbox: a job is stored when its submission is, claimed
 * with a lease, and finished, retried or given up in one statement; a server that stops mid-build leaves the lease
 * to expire and the next claim (on any instance) builds the site again under the same code.
 */
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

/** What a build needs: the answers, the stored file keys, the chosen template. */
export interface PreviewInput {
  answers: Record<string, unknown>;
  files: { logo?: string; photos: string[] };
  template?: string;
  /** The site's own address (the preview link), ending in `/`. */
  baseUrl: string;
  /** The id of the stored submission (hook call) the preview was made from. */
  submissionId: string;
}

/** A job claimed for building. */
export interface ClaimedPreviewJob {
  code: string;
  reference: string;
  input: PreviewInput;
  /** Attempts so far, counting this one. */
  attempts: number;
}

export type PreviewJobState = 'pending' | 'building' | 'ready' | 'failed';

/** A job as the status answer and the team's tools see it. */
export interface PreviewJobRecord {
  code: string;
  reference: string;
  state: PreviewJobState;
  attempts: number;
  lastError: string | null;
  createdAt: number;
  submissionId: string;
}

/** The queue's contract, one implementation per database. */
export interface PreviewJobs {
  enqueue(job: { code: string; reference: string; input: PreviewInput; now: number }): Promise<void>;
  /** Claims due jobs (pending and due, or building with an expired lease), counting the attempt. */
  claim(now: number, leaseMs: number, limit: number): Promise<ClaimedPreviewJob[]>;
  finish(code: string, now: number): Promise<void>;
  retry(code: string, nextAttemptAt: number, error: string): Promise<void>;
  fail(code: string, error: string): Promise<void>;
  get(code: string): Promise<PreviewJobRecord | undefined>;
  /** What a job builds from (for an export). */
  input(code: string): Promise<PreviewInput | undefined>;
  /** The newest jobs of a customer reference, newest first. */
  byReference(reference: string): Promise<PreviewJobRecord[]>;
  close(): Promise<void>;
}

type Row = { code: string; reference: string; input: string | PreviewInput; state: PreviewJobState; attempts: number; last_error: string | null; created_at: number | string };

/** A stored row as a record. */
export function jobFromRow(row: Row): PreviewJobRecord {
  const input = typeof row.input === 'string' ? (JSON.parse(row.input) as PreviewInput) : row.input;
  return { code: row.code, reference: row.reference, state: row.state, attempts: Number(row.attempts), lastError: row.last_error, createdAt: Number(row.created_at), submissionId: input.submissionId };
}

/** Schema of the queue (SQLite and PostgreSQL alike). */
export const PREVIEW_JOBS_DDL = `CREATE TABLE IF NOT EXISTS preview_jobs (
  code TEXT PRIMARY KEY,
  reference TEXT NOT NULL,
  input TEXT NOT NULL,
  state TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at BIGINT NOT NULL,
  lease_until BIGINT,
  last_error TEXT,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);
CREATE INDEX IF NOT EXISTS preview_jobs_due ON preview_jobs (state, next_attempt_at);
CREATE INDEX IF NOT EXISTS preview_jobs_reference ON preview_jobs (reference, created_at);`;

/** The embedded queue: `DATA_DIR/previews.sqlite`, beside the intake store. */
export function openSqlitePreviewJobs(dataDir: string): PreviewJobs {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, 'previews.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  db.exec(PREVIEW_JOBS_DDL);
  const due = db.prepare(
    `SELECT code, reference, input, attempts FROM preview_jobs
     WHERE (state = 'pending' AND next_attempt_at <= ?) OR (state = 'building' AND lease_until <= ?) ORDER BY next_attempt_at LIMIT ?`,
  );
  const lease = db.prepare(`UPDATE preview_jobs SET state = 'building', lease_until = ?, attempts = attempts + 1, updated_at = ? WHERE code = ?`);
  const claim = db.transaction((now: number, leaseMs: number, limit: number) => {
    const rows = due.all(now, now, limit) as { code: string; reference: string; input: string; attempts: number }[];
    for (const r of rows) lease.run(now + leaseMs, now, r.code);
    return rows.map((r) => ({ code: r.code, reference: r.reference, input: JSON.parse(r.input) as PreviewInput, attempts: r.attempts + 1 }));
  });
  const set = (sql: string, ...args: unknown[]) => db.prepare(`UPDATE preview_jobs SET ${sql} WHERE code = ?`).run(...args);
  return {
    async enqueue({ code, reference, input, now }) {
      db.prepare(`INSERT INTO preview_jobs (code, reference, input, state, next_attempt_at, created_at, updated_at) VALUES (?, ?, ?, 'pending', ?, ?, ?)`).run(
        code, reference, JSON.stringify(input), now, now, now,
      );
    },
    async claim(now, leaseMs, limit) {
      return claim(now, leaseMs, limit);
    },
    async finish(code, now) {
      set(`state = 'ready', lease_until = NULL, last_error = NULL, updated_at = ?`, now, code);
    },
    async retry(code, nextAttemptAt, error) {
      set(`state = 'pending', lease_until = NULL, next_attempt_at = ?, last_error = ?, updated_at = ?`, nextAttemptAt, error.slice(0, 500), Date.now(), code);
    },
    async fail(code, error) {
      set(`state = 'failed', lease_until = NULL, last_error = ?, updated_at = ?`, error.slice(0, 500), Date.now(), code);
    },
    async get(code) {
      const row = db.prepare('SELECT * FROM preview_jobs WHERE code = ?').get(code) as Row | undefined;
      return row ? jobFromRow(row) : undefined;
    },
    async input(code) {
      const row = db.prepare('SELECT input FROM preview_jobs WHERE code = ?').get(code) as { input: string } | undefined;
      return row ? (JSON.parse(row.input) as PreviewInput) : undefined;
    },
    async byReference(reference) {
      return (db.prepare('SELECT * FROM preview_jobs WHERE reference = ? ORDER BY created_at DESC LIMIT 20').all(reference) as Row[]).map(jobFromRow);
    },
    async close() {
      if (db.open) db.close();
    },
  };
}
