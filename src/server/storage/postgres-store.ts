import pg from 'pg';
import {
  clip,
  emptyCounts,
  type ClaimedDelivery,
  type FileRecord,
  type ListOptions,
  type NewSubmission,
  type OutboxCounts,
  type Store,
  interruptedAttempt,
} from './store';
import { fileFromRow, submissionFromRow, type Row } from './rows';

/** Schema versions; applied under an advisory lock so that instances starting together do not race. */
const MIGRATIONS: string[] = [
  `CREATE TABLE submissions (
     id TEXT PRIMARY KEY,
     hook TEXT NOT NULL,
     payload JSONB NOT NULL,
     content_type TEXT NOT NULL,
     client_ip TEXT NOT NULL,
     user_agent TEXT NOT NULL,
     created_at BIGINT NOT NULL
   );
   CREATE INDEX submissions_created ON submissions (created_at);
   CREATE TABLE outbox (
     submission_id TEXT PRIMARY KEY REFERENCES submissions (id),
     hook TEXT NOT NULL,
     state TEXT NOT NULL,
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at BIGINT NOT NULL,
     lease_until BIGINT,
     last_status INTEGER,
     last_error TEXT,
     delivered_at BIGINT,
     updated_at BIGINT NOT NULL
   );
   CREATE INDEX outbox_due ON outbox (state, next_attempt_at);
   CREATE TABLE files (
     key TEXT PRIMARY KEY,
     customer_ref TEXT NOT NULL,
     file_type TEXT NOT NULL,
     mime_type TEXT NOT NULL,
     size BIGINT,
     storage TEXT NOT NULL,
     state TEXT NOT NULL,
     created_at BIGINT NOT NULL,
     stored_at BIGINT
   );`,
];
const MIGRATION_LOCK = 424_242;

const SELECT_SUBMISSION = `SELECT s.*, o.state, o.attempts, o.next_attempt_at, o.last_status, o.last_error, o.delivered_at
  FROM submissions s JOIN outbox o ON o.submission_id = s.id`;

/** Runs `work` in one transaction on a pooled client: committed if it succeeds, rolled back if it throws. */
async function inTransaction(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<void>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await work(client);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

async function migrate(pool: pg.Pool): Promise<void> {
  await inTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at BIGINT NOT NULL)');
    const { rows } = await client.query<{ version: number }>('SELECT version FROM schema_migrations');
    const applied = new Set(rows.map((r) => r.version));
    for (const [index, sql] of MIGRATIONS.entries()) {
      if (applied.has(index + 1)) continue;
      await client.query(sql);
      await client.query('INSERT INTO schema_migrations (version, applied_at) VALUES ($1, $2)', [index + 1, Date.now()]);
    }
  });
}

/**
 * The scale-out store: PostgreSQL shared by several instances. Outbox rows are claimed with
 * `FOR UPDATE SKIP LOCKED`, so two workers never lease the same row at once.
 */
export async function openPostgresStore(databaseUrl: string): Promise<Store> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  pool.on('error', () => undefined); // idle client errors surface on the next query
  try {
    await migrate(pool);
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new Error(`Could not prepare the PostgreSQL database at DATABASE_URL: ${(error as Error).message}`, { cause: error });
  }
  const finish = `UPDATE outbox SET state = $2, attempts = $3, next_attempt_at = $4, lease_until = NULL, last_status = $5,
    last_error = $6, delivered_at = $7, updated_at = $8 WHERE submission_id = $1`;

  return {
    kind: 'postgres',
    async insertSubmission(s: NewSubmission) {
      await inTransaction(pool, async (client) => {
        await client.query(
          'INSERT INTO submissions (id, hook, payload, content_type, client_ip, user_agent, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
          [s.id, s.hook, JSON.stringify(s.payload), s.contentType, s.clientIp, s.userAgent, s.createdAt],
        );
        await client.query('INSERT INTO outbox (submission_id, hook, state, next_attempt_at, updated_at) VALUES ($1, $2, $3, $4, $4)', [
          s.id,
          s.hook,
          s.state,
          s.createdAt,
        ]);
      });
    },
    async claimDue(now, leaseMs, limit): Promise<ClaimedDelivery[]> {
      const { rows } = await pool.query(
        `WITH due AS (
           SELECT submission_id FROM outbox
           WHERE (state = 'pending' AND next_attempt_at <= $1) OR (state = 'delivering' AND lease_until <= $1)
           ORDER BY next_attempt_at LIMIT $3 FOR UPDATE SKIP LOCKED)
         UPDATE outbox o SET state = 'delivering', lease_until = $2, attempts = o.attempts + 1,
           last_error = CASE WHEN o.state = 'delivering' THEN replace($4, '{n}', o.attempts::text) ELSE o.last_error END, updated_at = $1
         FROM due, submissions s WHERE o.submission_id = due.submission_id AND s.id = o.submission_id
         RETURNING o.submission_id AS id, o.hook, o.attempts, s.payload`,
        [now, now + leaseMs, limit, interruptedAttempt('{n}')],
      );
      return rows.map((r) => ({ id: r.id, hook: r.hook, attempts: Number(r.attempts), payload: r.payload }));
    },
    async markDelivered(id, attempts, status, now) {
      await pool.query(finish, [id, 'delivered', attempts, now, status, null, now, now]);
    },
    async markRetry(id, attempts, nextAttemptAt, status, error) {
      await pool.query(finish, [id, 'pending', attempts, nextAttemptAt, status, clip(error), null, Date.now()]);
    },
    async markDead(id, attempts, status, error) {
      await pool.query(finish, [id, 'dead', attempts, Date.now(), status, clip(error), null, Date.now()]);
    },
    async replay(id, now, hasTarget) {
      const { rows } = await pool.query<{ state: string }>('SELECT state FROM outbox WHERE submission_id = $1', [id]);
      if (!rows.length) return 'not-found';
      const { rowCount } = await pool.query(
        `UPDATE outbox SET state = $2, attempts = 0, next_attempt_at = $3, lease_until = NULL, updated_at = $3
         WHERE submission_id = $1 AND state IN ('dead', 'held')`,
        [id, hasTarget ? 'pending' : 'held', now],
      );
      return rowCount ? 'replayed' : 'not-replayable';
    },
    async releaseHeld(hooks, now) {
      if (!hooks.length) return 0;
      const { rowCount } = await pool.query(
        `UPDATE outbox SET state = 'pending', next_attempt_at = $2, updated_at = $2 WHERE state = 'held' AND hook = ANY($1)`,
        [hooks, now],
      );
      return rowCount ?? 0;
    },
    async getSubmission(id) {
      const { rows } = await pool.query<Row>(`${SELECT_SUBMISSION} WHERE s.id = $1`, [id]);
      return rows[0] ? submissionFromRow(rows[0]) : undefined;
    },
    async listSubmissions(options: ListOptions = {}) {
      const where: string[] = [];
      const args: unknown[] = [];
      if (options.hook) {
        args.push(options.hook);
        where.push(`s.hook = $${args.length}`);
      }
      if (options.state) {
        args.push(options.state);
        where.push(`o.state = $${args.length}`);
      }
      args.push(options.limit ?? 100);
      const sql = `${SELECT_SUBMISSION} ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY s.created_at DESC, s.id LIMIT $${args.length}`;
      return (await pool.query<Row>(sql, args)).rows.map(submissionFromRow);
    },
    async countSubmissions() {
      return Number((await pool.query('SELECT COUNT(*) AS n FROM submissions')).rows[0].n);
    },
    async outboxCounts(): Promise<OutboxCounts> {
      const counts = emptyCounts();
      for (const r of (await pool.query('SELECT state, COUNT(*) AS n FROM outbox GROUP BY state')).rows) {
        counts[r.state as keyof OutboxCounts] = Number(r.n);
      }
      return counts;
    },
    async recordFile(f: FileRecord) {
      await pool.query(
        `INSERT INTO files (key, customer_ref, file_type, mime_type, size, storage, state, created_at, stored_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (key) DO NOTHING`,
        [f.key, f.customerRef, f.fileType, f.mimeType, f.size, f.storage, f.state, f.createdAt, f.storedAt],
      );
    },
    async markFileStored(key, size, now) {
      await pool.query(`UPDATE files SET state = 'stored', size = $2, stored_at = $3 WHERE key = $1`, [key, size, now]);
    },
    async getFile(key) {
      const { rows } = await pool.query<Row>('SELECT * FROM files WHERE key = $1', [key]);
      return rows[0] ? fileFromRow(rows[0]) : undefined;
    },
    async listFiles(limit = 100) {
      return (await pool.query<Row>('SELECT * FROM files ORDER BY created_at DESC LIMIT $1', [limit])).rows.map(fileFromRow);
    },
    async ping() {
      await pool.query('SELECT 1');
    },
    async close() {
      await pool.end();
    },
  };
}
