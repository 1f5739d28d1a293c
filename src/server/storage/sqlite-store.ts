import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
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

/** Schema versions, applied in order and recorded in `schema_migrations`. */
const MIGRATIONS: string[] = [
  `CREATE TABLE submissions (
     id TEXT PRIMARY KEY,
     hook TEXT NOT NULL,
     payload TEXT NOT NULL,
     content_type TEXT NOT NULL,
     client_ip TEXT NOT NULL,
     user_agent TEXT NOT NULL,
     created_at INTEGER NOT NULL
   );
   CREATE INDEX submissions_created ON submissions (created_at);
   CREATE TABLE outbox (
     submission_id TEXT PRIMARY KEY REFERENCES submissions (id),
     hook TEXT NOT NULL,
     state TEXT NOT NULL,
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL,
     lease_until INTEGER,
     last_status INTEGER,
     last_error TEXT,
     delivered_at INTEGER,
     updated_at INTEGER NOT NULL
   );
   CREATE INDEX outbox_due ON outbox (state, next_attempt_at);
   CREATE TABLE files (
     key TEXT PRIMARY KEY,
     customer_ref TEXT NOT NULL,
     file_type TEXT NOT NULL,
     mime_type TEXT NOT NULL,
     size INTEGER,
     storage TEXT NOT NULL,
     state TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     stored_at INTEGER
   );`,
];

const SELECT_SUBMISSION = `SELECT s.*, o.state, o.attempts, o.next_attempt_at, o.last_status, o.last_error, o.delivered_at
  FROM submissions s JOIN outbox o ON o.submission_id = s.id`;

/**
 * The embedded store: one SQLite file (`DATA_DIR/intake.sqlite`) in WAL mode. One process owns it, so
 * claiming needs only a transaction.
 */
export function openSqliteStore(dataDir: string): Store {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, 'intake.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at INTEGER NOT NULL)');
  const applied = new Set((db.prepare('SELECT version FROM schema_migrations').all() as { version: number }[]).map((r) => r.version));
  MIGRATIONS.forEach((sql, index) => {
    if (applied.has(index + 1)) return;
    db.transaction(() => {
      db.exec(sql);
      db.prepare('INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)').run(index + 1, Date.now());
    })();
  });

  const insertSubmission = db.prepare(
    'INSERT INTO submissions (id, hook, payload, content_type, client_ip, user_agent, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const insertOutbox = db.prepare(
    'INSERT INTO outbox (submission_id, hook, state, next_attempt_at, updated_at) VALUES (?, ?, ?, ?, ?)',
  );
  const selectDue = db.prepare(
    `SELECT o.submission_id AS id, o.hook, o.attempts, s.payload FROM outbox o JOIN submissions s ON s.id = o.submission_id
     WHERE (o.state = 'pending' AND o.next_attempt_at <= ?) OR (o.state = 'delivering' AND o.lease_until <= ?)
     ORDER BY o.next_attempt_at LIMIT ?`,
  );
  const lease = db.prepare(
    `UPDATE outbox SET state = 'delivering', lease_until = ?, attempts = attempts + 1,
       last_error = CASE WHEN state = 'delivering' THEN ? ELSE last_error END, updated_at = ? WHERE submission_id = ?`,
  );
  const finish = db.prepare(
    `UPDATE outbox SET state = ?, attempts = ?, next_attempt_at = ?, lease_until = NULL, last_status = ?, last_error = ?,
       delivered_at = ?, updated_at = ? WHERE submission_id = ?`,
  );

  const claim = db.transaction((now: number, leaseMs: number, limit: number): ClaimedDelivery[] => {
    const rows = selectDue.all(now, now, limit) as { id: string; hook: string; attempts: number; payload: string }[];
    for (const row of rows) lease.run(now + leaseMs, interruptedAttempt(row.attempts), now, row.id);
    return rows.map((r) => ({ id: r.id, hook: r.hook, attempts: r.attempts + 1, payload: JSON.parse(r.payload) }));
  });

  return {
    kind: 'sqlite',
    async insertSubmission(s: NewSubmission) {
      db.transaction(() => {
        insertSubmission.run(s.id, s.hook, JSON.stringify(s.payload), s.contentType, s.clientIp, s.userAgent, s.createdAt);
        insertOutbox.run(s.id, s.hook, s.state, s.createdAt, s.createdAt);
      })();
    },
    async claimDue(now, leaseMs, limit) {
      return claim(now, leaseMs, limit);
    },
    async markDelivered(id, attempts, status, now) {
      finish.run('delivered', attempts, now, status, null, now, now, id);
    },
    async markRetry(id, attempts, nextAttemptAt, status, error) {
      finish.run('pending', attempts, nextAttemptAt, status, clip(error), null, Date.now(), id);
    },
    async markDead(id, attempts, status, error) {
      finish.run('dead', attempts, Date.now(), status, clip(error), null, Date.now(), id);
    },
    async replay(id, now, hasTarget) {
      const row = db.prepare('SELECT state FROM outbox WHERE submission_id = ?').get(id) as { state: string } | undefined;
      if (!row) return 'not-found';
      if (row.state !== 'dead' && row.state !== 'held') return 'not-replayable';
      db.prepare(`UPDATE outbox SET state = ?, attempts = 0, next_attempt_at = ?, lease_until = NULL, updated_at = ? WHERE submission_id = ?`).run(
        hasTarget ? 'pending' : 'held',
        now,
        now,
        id,
      );
      return 'replayed';
    },
    async releaseHeld(hooks, now) {
      if (!hooks.length) return 0;
      const marks = hooks.map(() => '?').join(', ');
      return db
        .prepare(`UPDATE outbox SET state = 'pending', next_attempt_at = ?, updated_at = ? WHERE state = 'held' AND hook IN (${marks})`)
        .run(now, now, ...hooks).changes;
    },
    async getSubmission(id) {
      const row = db.prepare(`${SELECT_SUBMISSION} WHERE s.id = ?`).get(id) as Row | undefined;
      return row ? submissionFromRow(row) : undefined;
    },
    async listSubmissions(options: ListOptions = {}) {
      const where: string[] = [];
      const args: unknown[] = [];
      if (options.hook) {
        where.push('s.hook = ?');
        args.push(options.hook);
      }
      if (options.state) {
        where.push('o.state = ?');
        args.push(options.state);
      }
      const sql = `${SELECT_SUBMISSION} ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY s.created_at DESC, s.id LIMIT ?`;
      return (db.prepare(sql).all(...args, options.limit ?? 100) as Row[]).map(submissionFromRow);
    },
    async countSubmissions() {
      return (db.prepare('SELECT COUNT(*) AS n FROM submissions').get() as { n: number }).n;
    },
    async outboxCounts(): Promise<OutboxCounts> {
      const counts = emptyCounts();
      for (const r of db.prepare('SELECT state, COUNT(*) AS n FROM outbox GROUP BY state').all() as { state: keyof OutboxCounts; n: number }[]) {
        counts[r.state] = r.n;
      }
      return counts;
    },
    async recordFile(f: FileRecord) {
      db.prepare(
        `INSERT INTO files (key, customer_ref, file_type, mime_type, size, storage, state, created_at, stored_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (key) DO NOTHING`,
      ).run(f.key, f.customerRef, f.fileType, f.mimeType, f.size, f.storage, f.state, f.createdAt, f.storedAt);
    },
    async markFileStored(key, size, now) {
      db.prepare(`UPDATE files SET state = 'stored', size = ?, stored_at = ? WHERE key = ?`).run(size, now, key);
    },
    async getFile(key) {
      const row = db.prepare('SELECT * FROM files WHERE key = ?').get(key) as Row | undefined;
      return row ? fileFromRow(row) : undefined;
    },
    async listFiles(limit = 100) {
      return (db.prepare('SELECT * FROM files ORDER BY created_at DESC LIMIT ?').all(limit) as Row[]).map(fileFromRow);
    },
    async ping() {
      db.prepare('SELECT 1').get();
    },
    async close() {
      if (db.open) db.close();
    },
  };
}
