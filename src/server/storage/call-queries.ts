/**
 * The hook calls, their outbox and the files: every query written once with Kysely, run on SQLite or PostgreSQL.
 * Only the claim differs: PostgreSQL locks the due rows with `FOR UPDATE SKIP LOCKED` so that several instances
 * never lease the same row; SQLite has one writer, so its transaction is enough.
 */
import type { Kysely, Transaction } from 'kysely';
import { fromJson, num, numOrNull, type Database } from './schema';
import {
  clip,
  emptyCounts,
  interruptedAttempt,
  type ClaimedDelivery,
  type FileRecord,
  type HookCallRecord,
  type ListOptions,
  type NewHookCall,
  type OutboxCounts,
  type Store,
} from './store';

type Db = Kysely<Database>;
type CallQueries = Pick<
  Store,
  | 'claimDue'
  | 'markDelivered'
  | 'markRetry'
  | 'markDead'
  | 'replay'
  | 'releaseHeld'
  | 'getCall'
  | 'listCalls'
  | 'countCalls'
  | 'outboxCounts'
  | 'recordFile'
  | 'markFileStored'
  | 'getFile'
  | 'listFiles'
>;

/** Inserts hook calls and their outbox entries inside the caller's transaction. */
export async function insertCalls(trx: Transaction<Database> | Db, calls: NewHookCall[]): Promise<void> {
  if (!calls.length) return;
  await trx
    .insertInto('hook_calls')
    .values(
      calls.map((c) => ({
        id: c.id,
        hook: c.hook,
        payload: JSON.stringify(c.payload),
        content_type: c.contentType,
        client_ip: c.clientIp,
        user_agent: c.userAgent,
        created_at: c.createdAt,
        customer_ref: c.customerRef,
        submission_id: c.submissionId,
      })),
    )
    // A call made before (an announcement of the same files) is kept as it is, never sent twice.
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await trx
    .insertInto('outbox')
    .values(calls.map((c) => ({ call_id: c.id, hook: c.hook, state: c.state, next_attempt_at: c.createdAt, updated_at: c.createdAt })))
    .onConflict((oc) => oc.column('call_id').doNothing())
    .execute();
}

function selectCalls(db: Db) {
  return db
    .selectFrom('hook_calls as c')
    .innerJoin('outbox as o', 'o.call_id', 'c.id')
    .selectAll('c')
    .select(['o.state', 'o.attempts', 'o.next_attempt_at', 'o.last_status', 'o.last_error', 'o.delivered_at']);
}

type CallRow = Awaited<ReturnType<ReturnType<typeof selectCalls>['executeTakeFirstOrThrow']>>;

function callFromRow(row: CallRow): HookCallRecord {
  return {
    id: row.id,
    hook: row.hook,
    payload: fromJson(row.payload),
    contentType: row.content_type,
    clientIp: row.client_ip,
    userAgent: row.user_agent,
    createdAt: num(row.created_at),
    customerRef: row.customer_ref,
    submissionId: row.submission_id,
    state: row.state as HookCallRecord['state'],
    attempts: num(row.attempts),
    nextAttemptAt: num(row.next_attempt_at),
    lastStatus: numOrNull(row.last_status),
    lastError: row.last_error ?? null,
    deliveredAt: numOrNull(row.delivered_at),
  };
}

function fileFromRow(row: Database['files'] extends infer T ? { [K in keyof T]: unknown } : never): FileRecord {
  return {
    key: String(row.key),
    customerRef: String(row.customer_ref),
    fileType: String(row.file_type),
    mimeType: String(row.mime_type),
    size: numOrNull(row.size),
    storage: row.storage as FileRecord['storage'],
    state: row.state as FileRecord['state'],
    createdAt: num(row.created_at),
    storedAt: numOrNull(row.stored_at),
  };
}

/** The outbox, hook call and file queries of one database. */
export function callQueries(db: Db, engine: 'sqlite' | 'postgres'): CallQueries {
  const finish = (id: string, values: { state: string; attempts: number; next: number; status: number | null; error: string | null; deliveredAt: number | null; now: number }) =>
    db
      .updateTable('outbox')
      .set({
        state: values.state,
        attempts: values.attempts,
        next_attempt_at: values.next,
        lease_until: null,
        last_status: values.status,
        last_error: values.error,
        delivered_at: values.deliveredAt,
        updated_at: values.now,
      })
      .where('call_id', '=', id)
      .execute();

  return {
    async claimDue(now, leaseMs, limit, room): Promise<ClaimedDelivery[]> {
      const full = room ? [...room.busy].filter(([, n]) => n >= room.perHook).map(([hook]) => hook) : [];
      return db.transaction().execute(async (trx) => {
        let due = trx
          .selectFrom('outbox')
          .select(['call_id', 'hook', 'attempts', 'state'])
          .where((eb) =>
            eb.or([
              eb.and([eb('state', '=', 'pending'), eb('next_attempt_at', '<=', now)]),
              eb.and([eb('state', '=', 'delivering'), eb('lease_until', '<=', now)]),
            ]),
          )
          .orderBy('next_attempt_at')
          // With a limit per hook, more are read than claimed, so a busy hook's backlog does not hide the others'.
          .limit(room ? Math.min(limit * 4, 200) : limit);
        if (full.length) due = due.where('hook', 'not in', full);
        if (engine === 'postgres') due = due.forUpdate().skipLocked();
        const taken = new Map(room?.busy);
        const rows = (await due.execute())
          .filter((row) => {
            const n = taken.get(row.hook) ?? 0;
            if (room && n >= room.perHook) return false;
            taken.set(row.hook, n + 1);
            return true;
          })
          .slice(0, limit);
        if (!rows.length) return [];
        for (const row of rows) {
          await trx
            .updateTable('outbox')
            .set((eb) => ({
              state: 'delivering',
              lease_until: now + leaseMs,
              attempts: eb('attempts', '+', 1),
              last_error: row.state === 'delivering' ? interruptedAttempt(num(row.attempts)) : eb.ref('last_error'),
              updated_at: now,
            }))
            .where('call_id', '=', row.call_id)
            .execute();
        }
        const payloads = await trx.selectFrom('hook_calls').select(['id', 'payload']).where('id', 'in', rows.map((r) => r.call_id)).execute();
        const byId = new Map(payloads.map((p) => [p.id, fromJson<Record<string, unknown>>(p.payload)]));
        return rows.map((r) => ({ id: r.call_id, hook: r.hook, attempts: num(r.attempts) + 1, payload: byId.get(r.call_id)! }));
      });
    },
    async markDelivered(id, attempts, status, now) {
      await finish(id, { state: 'delivered', attempts, next: now, status, error: null, deliveredAt: now, now });
    },
    async markRetry(id, attempts, nextAttemptAt, status, error) {
      await finish(id, { state: 'pending', attempts, next: nextAttemptAt, status, error: clip(error), deliveredAt: null, now: Date.now() });
    },
    async markDead(id, attempts, status, error) {
      await finish(id, { state: 'dead', attempts, next: Date.now(), status, error: clip(error), deliveredAt: null, now: Date.now() });
    },
    async replay(id, now, hasTarget) {
      const row = await db.selectFrom('outbox').select('state').where('call_id', '=', id).executeTakeFirst();
      if (!row) return 'not-found';
      const result = await db
        .updateTable('outbox')
        .set({ state: hasTarget ? 'pending' : 'held', attempts: 0, next_attempt_at: now, lease_until: null, updated_at: now })
        .where('call_id', '=', id)
        .where('state', 'in', ['dead', 'held'])
        .executeTakeFirst();
      return Number(result.numUpdatedRows) ? 'replayed' : 'not-replayable';
    },
    async releaseHeld(hooks, now) {
      if (!hooks.length) return 0;
      const result = await db
        .updateTable('outbox')
        .set({ state: 'pending', next_attempt_at: now, updated_at: now })
        .where('state', '=', 'held')
        .where('hook', 'in', hooks)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
    async getCall(id) {
      const row = await selectCalls(db).where('c.id', '=', id).executeTakeFirst();
      return row ? callFromRow(row) : undefined;
    },
    async listCalls(options: ListOptions = {}) {
      let query = selectCalls(db);
      if (options.hook) query = query.where('c.hook', '=', options.hook);
      if (options.state) query = query.where('o.state', '=', options.state);
      if (options.customerRef) query = query.where('c.customer_ref', '=', options.customerRef);
      if (options.submissionId) query = query.where('c.submission_id', '=', options.submissionId);
      const rows = await query.orderBy('c.created_at', 'desc').orderBy('c.id').limit(options.limit ?? 100).execute();
      return rows.map(callFromRow);
    },
    async countCalls() {
      const row = await db.selectFrom('hook_calls').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
      return num(row.n);
    },
    async outboxCounts(): Promise<OutboxCounts> {
      const counts = emptyCounts();
      const rows = await db.selectFrom('outbox').select(['state', (eb) => eb.fn.countAll().as('n')]).groupBy('state').execute();
      for (const r of rows) counts[r.state as keyof OutboxCounts] = num(r.n);
      return counts;
    },
    async recordFile(f: FileRecord) {
      await db
        .insertInto('files')
        .values({
          key: f.key,
          customer_ref: f.customerRef,
          file_type: f.fileType,
          mime_type: f.mimeType,
          size: f.size,
          storage: f.storage,
          state: f.state,
          created_at: f.createdAt,
          stored_at: f.storedAt,
        })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
    },
    async markFileStored(key, size, now) {
      await db.updateTable('files').set({ state: 'stored', size, stored_at: now }).where('key', '=', key).execute();
    },
    async getFile(key) {
      const row = await db.selectFrom('files').selectAll().where('key', '=', key).executeTakeFirst();
      return row ? fileFromRow(row) : undefined;
    },
    async listFiles(limit = 100, customerRef) {
      let query = db.selectFrom('files').selectAll();
      if (customerRef) query = query.where('customer_ref', '=', customerRef);
      return (await query.orderBy('created_at', 'desc').limit(limit).execute()).map(fileFromRow);
    },
  };
}
