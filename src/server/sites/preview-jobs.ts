/**
 * The durable queue of preview builds, like the relay's outbox: a job is stored when its submission is, claimed
 * with a lease, and finished, retried or given up in one statement; a server that stops mid-build leaves the lease
 * to expire and the next claim (on any instance) builds the site again under the same code. The queue lives in the
 * store (`preview_jobs`, src/server/storage/preview-job-queries.ts); the queue file of an earlier build
 * (`DATA_DIR/previews.sqlite`) is moved into it once, keeping every job.
 */
import Database from 'better-sqlite3';
import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { PreviewJobRow, StorePreviewJobs } from '../storage/preview-job-queries';

/** What a build needs: the answers, the stored file keys, the chosen template. */
export interface PreviewInput {
  answers: Record<string, unknown>;
  files: { logo?: string; photos: string[] };
  template?: string;
  /** The site's own address (the preview link), ending in `/`. */
  baseUrl: string;
  /** The id of the stored submission (hook call) the preview was made from. */
  submissionId: string;
  /** The form it was sent with, whose `profile:` reads the answers (a job queued before this was kept has none). */
  form?: string;
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

/** The queue file of the build before the queue joined the store, and the name it is kept under once moved. */
export const OLD_QUEUE_FILE = 'previews.sqlite';
export const MOVED_QUEUE_FILE = 'previews.sqlite.moved-to-intake';

/**
 * Moves the jobs of an earlier build's queue file (`DATA_DIR/previews.sqlite`) into the store, then renames the file
 * (`previews.sqlite.moved-to-intake`), so an existing ./data keeps its previews' statuses, retries and exports.
 * A job already in the store is left as it is, so a move cut short is simply done again. Answers how many were moved.
 */
export async function moveOldQueue(dataDir: string, jobs: StorePreviewJobs): Promise<number> {
  const file = path.join(dataDir, OLD_QUEUE_FILE);
  if (!existsSync(file)) return 0;
  const db = new Database(file, { fileMustExist: true });
  let rows: PreviewJobRow[];
  try {
    const table = db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'preview_jobs'`).get();
    rows = table ? (db.prepare('SELECT * FROM preview_jobs').all() as PreviewJobRow[]) : [];
  } finally {
    db.close();
  }
  const moved = await jobs.adopt(rows);
  renameSync(file, path.join(dataDir, MOVED_QUEUE_FILE));
  for (const extra of ['-wal', '-shm']) rmSync(`${file}${extra}`, { force: true });
  return moved;
}
