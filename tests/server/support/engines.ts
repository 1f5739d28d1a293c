import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { openStore } from '../../../src/server/storage/open-store';
import type { Store } from '../../../src/server/storage/store';
import { startTestServer, tempDir } from './helpers';
import { postgresBin, startPostgres } from './postgres';

/** One database engine the store runs on, with a way to open a fresh, empty store on it. */
export interface Engine {
  name: 'sqlite' | 'postgres';
  /** A new store on a database of its own; closed and removed by `cleanup`. */
  fresh(): Promise<{ store: Store; url?: string; dataDir?: string; cleanup(): Promise<void> }>;
}

/**
 * The engines the store suites run on: SQLite always, and a throw-away PostgreSQL started from Debian's binaries.
 * Where PostgreSQL is not installed the suite is skipped with a warning, except in CI (`CI` set), where a missing
 * or failing PostgreSQL fails the run: CI installs it (.ci/run), so a skip there would hide a broken store.
 */
export function storeEngines(): { engines: Engine[]; start(): Promise<void>; stop(): Promise<void> } {
  const bin = postgresBin();
  if (!bin && process.env.CI) throw new Error('CI must run the store suite on PostgreSQL, but no initdb is under /usr/lib/postgresql/*/bin: .ci/run installs the postgresql package.');
  if (!bin) console.warn('PostgreSQL is not installed (no initdb under /usr/lib/postgresql/*/bin): the store suite runs on SQLite only here. CI runs both.');
  let server: Awaited<ReturnType<typeof startPostgres>> | undefined;
  let databases = 0;
  const sqlite: Engine = {
    name: 'sqlite',
    async fresh() {
      const tmp = tempDir('store-');
      const store = await openStore({ dataDir: tmp.dir });
      return { store, dataDir: tmp.dir, cleanup: async () => (await store.close(), tmp.cleanup()) };
    },
  };
  const postgres: Engine = {
    name: 'postgres',
    async fresh() {
      if (!server) throw new Error('PostgreSQL was not started');
      const name = `store_${process.pid}_${++databases}`;
      const admin = new pg.Client({ connectionString: server.url });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = server.url.replace(/\/postgres$/, `/${name}`);
      const store = await openStore({ dataDir: '', databaseUrl: url });
      return { store, url, cleanup: () => store.close() };
    },
  };
  return {
    engines: bin ? [sqlite, postgres] : [sqlite],
    async start() {
      if (bin) server = await startPostgres(bin); // throws (and so fails the suite) when it cannot start
    },
    async stop() {
      await server?.stop();
    },
  };
}

/**
 * Within a `describe` of one engine: the test server on a fresh store of `engine`, serving the built site in
 * `staticDir`, started before the suite's tests and stopped (its store removed) after them. Its `url` and `store` are
 * read in the tests.
 *
 * @example const on = serverOn(engine, 'dist/client'); it('...', async () => fetch(`${on.url}/request`));
 */
export function serverOn(engine: Engine, staticDir: string): { readonly url: string; readonly store: Store } {
  let server: Awaited<ReturnType<typeof startTestServer>> | undefined;
  let fresh: Awaited<ReturnType<Engine['fresh']>> | undefined;
  beforeAll(async () => {
    fresh = await engine.fresh();
    server = await startTestServer(fresh.url ? { DATABASE_URL: fresh.url } : {}, { staticDir, ...(fresh.dataDir ? { dataDir: fresh.dataDir } : {}) });
  });
  afterAll(async () => {
    await server?.stop();
    await fresh?.cleanup();
  });
  return {
    get url() {
      if (!server) throw new Error('The test server is not started yet: read its url inside a test.');
      return server.url;
    },
    get store() {
      if (!fresh) throw new Error('The store is not opened yet: read it inside a test.');
      return fresh.store;
    },
  };
}
