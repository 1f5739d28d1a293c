/**
 * The preview websites' build queue in the store, like the relay's outbox: a job is stored when its submission is,
 * claimed with a lease, and finished, retried or given up in one statement; a server that stops mid-build leaves
 * the lease to expire and the next claim (on any instance) builds the site again under the same code. PostgreSQL
 * claims with `FOR UPDATE SKIP LOCKED`, so two instances never build the same site at once; SQLite has one writer.
 */
import { sql, type Kysely, type Updateable } from 'kysely';
import type { ClaimedPreviewJob, PreviewInput, PreviewJobRecord, PreviewJobs, PreviewJobState } from '../sites/preview-jobs';
import type { Engine } from './migrations';
import { num, numOrNull, type Database, type PreviewJobsTable } from './schema';

type Db = Kysely<Database>;

/** A queue row as stored, for moving rows from the earlier queue file. */
export interface PreviewJobRow {
  code: string;
  reference: string;
  input: string;
  state: string;
  attempts: number;
  next_attempt_at: number;
  lease_until: number | null;
  last_error: string | null;
  created_at: number;
  updated_at: number;
}

/** The store's queue, and the step that takes in the rows of the earlier queue file. */
export interface StorePreviewJobs extends PreviewJobs {
  /** Adds rows kept elsewhere before (a code already here is left as it is); answers how many were added. */
  adopt(rows: PreviewJobRow[]): Promise<number>;
}

const parse = (input: unknown): PreviewInput => (typeof input === 'string' ? JSON.parse(input) : input) as PreviewInput;

function record(row: { code: string; reference: string; input: unknown; state: string; attempts: unknown; last_error: string | null; created_at: unknown }): PreviewJobRecord {
  return {
    code: row.code,
    reference: row.reference,
    state: row.state as PreviewJobState,
    attempts: num(row.attempts),
    lastError: row.last_error,
    createdAt: num(row.created_at),
    submissionId: parse(row.input).submissionId,
  };
}

/**
 * The queue's queries on the store's database.
 * @example const jobs = previewJobQueries(db, 'sqlite'); await jobs.claim(Date.now(), 60_000, 2);
 */
export function previewJobQueries(db: Db, engine: Engine): StorePreviewJobs {
  const set = (code: string, values: Updateable<PreviewJobsTable>) => db.updateTable('preview_jobs').set(values).where('code', '=', code).execute();
  return {
    async enqueue({ code, reference, input, now }) {
      await db
        .insertInto('preview_jobs')
        .values({ code, reference, input: JSON.stringify(input), state: 'pending', attempts: 0, next_attempt_at: now, created_at: now, updated_at: now })
        .execute();
    },
    async claim(now, leaseMs, limit): Promise<ClaimedPreviewJob[]> {
      return db.transaction().execute(async (trx) => {
        let due = trx
          .selectFrom('preview_jobs')
          .select(['code', 'reference', 'input', 'attempts'])
          .where((eb) =>
            eb.or([
              eb.and([eb('state', '=', 'pending'), eb('next_attempt_at', '<=', now)]),
              eb.and([eb('state', '=', 'building'), eb('lease_until', '<=', now)]),
            ]),
          )
          .orderBy('next_attempt_at')
          .limit(limit);
        if (engine === 'postgres') due = due.forUpdate().skipLocked();
        const rows = await due.execute();
        if (!rows.length) return [];
        await trx
          .updateTable('preview_jobs')
          .set({ state: 'building', lease_until: now + leaseMs, attempts: sql`attempts + 1`, updated_at: now })
          .where('code', 'in', rows.map((r) => r.code))
          .execute();
        return rows.map((r) => ({ code: r.code, reference: r.reference, input: parse(r.input), attempts: num(r.attempts) + 1 }));
      });
    },
    async finish(code, now) {
      await set(code, { state: 'ready', lease_until: null, last_error: null, updated_at: now });
    },
    async retry(code, nextAttemptAt, error) {
      await set(code, { state: 'pending', lease_until: null, next_attempt_at: nextAttemptAt, last_error: error.slice(0, 500), updated_at: Date.now() });
    },
    async fail(code, error) {
      await set(code, { state: 'failed', lease_until: null, last_error: error.slice(0, 500), updated_at: Date.now() });
    },
    async get(code) {
      const row = await db.selectFrom('preview_jobs').selectAll().where('code', '=', code).executeTakeFirst();
      return row ? record(row) : undefined;
    },
    async input(code) {
      const row = await db.selectFrom('preview_jobs').select('input').where('code', '=', code).executeTakeFirst();
      return row ? parse(row.input) : undefined;
    },
    async byReference(reference) {
      const rows = await db.selectFrom('preview_jobs').selectAll().where('reference', '=', reference).orderBy('created_at', 'desc').limit(20).execute();
      return rows.map(record);
    },
    async adopt(rows) {
      let added = 0;
      for (const row of rows) {
        const result = await db
          .insertInto('preview_jobs')
          .values({ ...row, attempts: num(row.attempts), next_attempt_at: num(row.next_attempt_at), lease_until: numOrNull(row.lease_until), created_at: num(row.created_at), updated_at: num(row.updated_at) })
          .onConflict((oc) => oc.column('code').doNothing())
          .executeTakeFirst();
        added += Number(result.numInsertedOrUpdatedRows ?? 0n);
      }
      return added;
    },
    async close() {
      // The store owns the connection and closes it.
    },
  };
}
