import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { callQueries } from './call-queries';
import { migrateToLatest, type Engine } from './migrations';
import { previewJobQueries } from './preview-job-queries';
import type { Database as Tables } from './schema';
import type { Store } from './store';
import { submissionQueries } from './submission-queries';

/** The SQLite file of the embedded store inside `DATA_DIR`. */
export const SQLITE_FILE = 'intake.sqlite';

function sqlite(dataDir: string): Kysely<Tables> {
  mkdirSync(dataDir, { recursive: true });
  const database = new Database(path.join(dataDir, SQLITE_FILE));
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('busy_timeout = 5000');
  database.pragma('foreign_keys = ON');
  return new Kysely<Tables>({ dialect: new SqliteDialect({ database }) });
}

function postgres(databaseUrl: string): Kysely<Tables> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  pool.on('error', () => undefined); // idle client errors surface on the next query
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
  const db = options.databaseUrl ? postgres(options.databaseUrl) : sqlite(options.dataDir);
  try {
    await migrateToLatest(db, engine);
  } catch (error) {
    await db.destroy().catch(() => undefined);
    const where = engine === 'postgres' ? 'the PostgreSQL database at DATABASE_URL' : `${path.join(options.dataDir, SQLITE_FILE)}`;
    throw new Error(`Could not prepare ${where}: ${(error as Error).message}`, { cause: error });
  }
  let closed = false;
  return {
    kind: engine,
    previewJobs: previewJobQueries(db, engine),
    ...callQueries(db, engine),
    ...submissionQueries(db),
    async ping() {
      await sql`select 1`.execute(db);
    },
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
    },
  };
}
