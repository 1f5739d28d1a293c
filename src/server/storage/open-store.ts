import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { guardPart, isSqliteBusy, PartHealth } from '../unavailable';
import { callQueries } from './call-queries';
import { migrateToLatest, type Engine } from './migrations';
import { previewJobQueries } from './preview-job-queries';
import type { Database as Tables } from './schema';
import type { Store } from './store';
import { submissionQueries } from './submission-queries';
import { draftQueries } from './draft-queries';

/** The store's operations that write (their success clears an outage readiness was naming). */
const STORE_WRITES = ['recordSubmission', 'recordCalls', 'recordEventAttempt', 'addCustomer', 'markDelivered', 'markRetry', 'markDead', 'replay', 'releaseHeld', 'recordFile', 'markFileStored', 'saveDraft', 'purgeExpiredDrafts', 'holdDraft', 'releaseDraft'] as const;

/** The SQLite file of the embedded store inside `DATA_DIR`. */
export const SQLITE_FILE = 'intake.sqlite';

/**
 * How long SQLite itself waits for a lock held by another connection. better-sqlite3 is synchronous, so this wait
 * happens inside the event loop: it is kept to a few milliseconds and the operation is tried again off the loop
 * ({@link retryWhileBusy}) instead of waiting seconds there (README: "The embedded database and the event loop").
 */
export const SQLITE_BUSY_TIMEOUT_MS = 5;
/** How long an operation keeps trying against a lock before it is answered 503. */
export const SQLITE_LOCK_BUDGET_MS = 2_000;

/**
 * Runs a SQLite operation again, after a growing pause on a timer (the event loop serves others meanwhile), while
 * another process holds the lock, for up to {@link SQLITE_LOCK_BUDGET_MS}; then the lock error stands (503).
 * Safe to repeat: an operation that met the lock rolled its transaction back.
 */
export async function retryWhileBusy<T>(first: () => Promise<T>, again: () => Promise<T>, budgetMs = SQLITE_LOCK_BUDGET_MS): Promise<T> {
  const started = Date.now();
  let pause = 10;
  for (let attempt = first; ; attempt = again) {
    try {
      return await attempt();
    } catch (error) {
      if (!isSqliteBusy(error) || Date.now() - started + pause > budgetMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, pause));
      pause = Math.min(pause * 2, 200);
    }
  }
}

/** Thrown when the store cannot be opened or migrated at start: one line naming the database and the reason. */
export class StoreOpenError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StoreOpenError';
  }
}

function sqlite(dataDir: string): Kysely<Tables> {
  mkdirSync(dataDir, { recursive: true });
  const database = new Database(path.join(dataDir, SQLITE_FILE));
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  database.pragma('foreign_keys = ON');
  // SQLite ends a transaction itself when the disk is full or an I/O error strikes; Kysely's rollback after that would
  // fail with "no transaction is active" and hide the real error (which is then answered 503), so it does nothing.
  const noRollback = { reader: false, run: () => ({ changes: 0, lastInsertRowid: 0 }) };
  const guarded = new Proxy(database, {
    get(target, property) {
      if (property === 'prepare') return (text: string) => (/^\s*rollback\s*$/i.test(text) && !target.inTransaction ? noRollback : target.prepare(text));
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return new Kysely<Tables>({ dialect: new SqliteDialect({ database: guarded }) });
}

function postgres(databaseUrl: string): Kysely<Tables> {
  // A stopped database is noticed within seconds (connect timeout), not after the operating system gives up.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 3_000 });
  pool.on('error', () => undefined); // idle client errors surface on the next query
  // A client checked out between two statements (inside a transaction) when the database stops gets the error as an
  // event; without a listener that would end the process. Its next statement fails and the pool drops it.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
}

/**
 * Opens the configured store and brings its database to the latest migration: PostgreSQL when `databaseUrl`
 * is given (several instances share it), else the embedded SQLite file `DATA_DIR/intake.sqlite` (one process
 * owns it). Both run the same queries (src/server/storage/*-queries.ts).
 * @example const store = await openStore({ dataDir: './data' }); await store.listCustomers(); await store.close();
 */
export async function openStore(options: { dataDir: string; databaseUrl?: string }): Promise<Store> {
  const engine: Engine = options.databaseUrl ? 'postgres' : 'sqlite';
  const file = path.resolve(options.dataDir, SQLITE_FILE);
  let db: Kysely<Tables>;
  try {
    db = options.databaseUrl ? postgres(options.databaseUrl) : sqlite(options.dataDir);
  } catch (error) {
    throw new StoreOpenError(`Could not open ${file}: ${(error as Error).message}.`, { cause: error });
  }
  try {
    await (engine === 'sqlite' ? retryWhileBusy(() => migrateToLatest(db, engine), () => migrateToLatest(db, engine), 10_000) : migrateToLatest(db, engine));
  } catch (error) {
    await db.destroy().catch(() => undefined);
    const where = engine === 'postgres' ? 'the PostgreSQL database at DATABASE_URL' : file;
    throw new StoreOpenError(`Could not prepare ${where}: ${(error as Error).message}`, { cause: error });
  }
  let closed = false;
  const health = new PartHealth();
  const store: Store = {
    kind: engine,
    previewJobs: previewJobQueries(db, engine),
    ...callQueries(db, engine),
    ...submissionQueries(db),
    ...draftQueries(db),
    async ping() {
      if (engine === 'postgres') {
        await sql`select 1`.execute(db);
        return;
      }
      // Takes the write lock and lets it go at once: a lock held by another process or a read-only file shows.
      await db.connection().execute(async (connection) => {
        await sql`begin immediate`.execute(connection);
        await sql`rollback`.execute(connection);
      });
    },
    recentOutage: () => health.recentOutage(),
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
    },
  };
  // Every operation meeting an outage answers UnavailableError (503); SQLite's lock is waited for off the loop.
  return guardPart('database', store, health, { writes: STORE_WRITES, probes: ['ping'], retry: engine === 'sqlite' ? retryWhileBusy : undefined });
}
