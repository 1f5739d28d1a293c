import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOVED_QUEUE_FILE, OLD_QUEUE_FILE, type PreviewJobs } from '../../src/server/sites/preview-jobs';
import { newPreviewCode } from '../../src/server/sites/preview-sites';
import { openStore } from '../../src/server/storage/open-store';
import { startTestServer, tempDir } from './support/helpers';
import { postgresBin, startPostgres } from './support/postgres';

/**
 * The preview queue's contract, in the store on SQLite and on PostgreSQL: a job is claimed once while its lease
 * holds, claimed again (attempt counted) after the lease expires, and finished, retried or failed in one step. The
 * queue of an earlier build (its own `previews.sqlite`, or PostgreSQL's hand-made table) keeps every job.
 */
const bin = postgresBin();
const engines: { name: string; open(): Promise<{ jobs: PreviewJobs; done(): Promise<void> }> }[] = [
  {
    name: 'SQLite',
    open: async () => {
      const dir = tempDir('preview-jobs-');
      const store = await openStore({ dataDir: dir.dir });
      return { jobs: store.previewJobs, done: async () => { await store.close(); dir.cleanup(); } };
    },
  },
];
let pgServer: Awaited<ReturnType<typeof startPostgres>> | undefined;
if (bin) engines.push({ name: 'PostgreSQL', open: async () => { const store = await openStore({ dataDir: '', databaseUrl: pgServer!.url }); return { jobs: store.previewJobs, done: () => store.close() }; } });

/** The queue's layout as the earlier build wrote it, in its own file or by hand in PostgreSQL. */
const OLD_DDL = `CREATE TABLE IF NOT EXISTS preview_jobs (
  code TEXT PRIMARY KEY, reference TEXT NOT NULL, input TEXT NOT NULL, state TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at BIGINT NOT NULL, lease_until BIGINT, last_error TEXT, created_at BIGINT NOT NULL, updated_at BIGINT NOT NULL);
CREATE INDEX IF NOT EXISTS preview_jobs_due ON preview_jobs (state, next_attempt_at);
CREATE INDEX IF NOT EXISTS preview_jobs_reference ON preview_jobs (reference, created_at);`;
const OLD_ROW = `INSERT INTO preview_jobs (code, reference, input, state, attempts, next_attempt_at, created_at, updated_at) VALUES ($code, 'REF-OLD', '{"answers":{},"files":{"photos":[]},"baseUrl":"http://localhost/sites/x/","submissionId":"s-old"}', 'ready', 1, 1, 1, 2)`;

beforeAll(async () => {
  if (bin) pgServer = await startPostgres(bin);
}, 60_000);
afterAll(async () => pgServer?.stop());

const input = { answers: { tradeType: 'x' }, files: { photos: ['a/gallery/1.jpg'] }, baseUrl: 'http://localhost/sites/x/', submissionId: 's-1' };

describe.each(engines)('the preview queue on $name', (engine) => {
  it('leases, re-claims after a stop, and records the outcome', async () => {
    const { jobs, done } = await engine.open();
    try {
      const code = newPreviewCode();
      const now = Date.now();
      await jobs.enqueue({ code, reference: 'REF-Q', input, now });
      const first = await jobs.claim(now, 1000, 5);
      expect(first.filter((j) => j.code === code)).toEqual([{ code, reference: 'REF-Q', input, attempts: 1 }]);
      // While leased, nobody else gets it.
      expect((await jobs.claim(now + 500, 1000, 5)).some((j) => j.code === code)).toBe(false);
      // The builder stopped: after the lease, the next claim gets it again with the attempt counted.
      const again = (await jobs.claim(now + 1001, 1000, 5)).find((j) => j.code === code);
      expect(again?.attempts).toBe(2);
      await jobs.retry(code, now + 5000, 'sharp could not read the photo');
      expect(await jobs.get(code)).toMatchObject({ state: 'pending', attempts: 2, lastError: 'sharp could not read the photo' });
      expect((await jobs.claim(now + 4000, 1000, 5)).some((j) => j.code === code)).toBe(false);
      expect((await jobs.claim(now + 5000, 1000, 5)).some((j) => j.code === code)).toBe(true);
      await jobs.finish(code, now + 6000);
      expect(await jobs.get(code)).toMatchObject({ state: 'ready', attempts: 3, lastError: null, submissionId: 's-1' });
      expect(await jobs.input(code)).toEqual(input);
      expect((await jobs.byReference('REF-Q')).map((j) => j.code)).toContain(code);
    } finally {
      await done();
    }
  }, 30_000);
});

describe('the queue of an earlier build', () => {
  it('moves the jobs of DATA_DIR/previews.sqlite into the embedded store once, when the server starts', async () => {
    const dir = tempDir('preview-old-queue-');
    const code = newPreviewCode();
    const old = new Database(path.join(dir.dir, OLD_QUEUE_FILE));
    old.pragma('journal_mode = WAL');
    old.exec(OLD_DDL);
    old.prepare(OLD_ROW.replace('$code', '?')).run(code);
    old.close();
    const server = await startTestServer({}, { dataDir: dir.dir });
    try {
      const status = await fetch(`${server.url}/api/previews/${code}`);
      expect(status.status).toBe(200);
    } finally {
      await server.close();
    }
    expect(existsSync(path.join(dir.dir, OLD_QUEUE_FILE))).toBe(false);
    expect(existsSync(path.join(dir.dir, MOVED_QUEUE_FILE))).toBe(true);
    const store = await openStore({ dataDir: dir.dir });
    try {
      expect(await store.previewJobs.get(code)).toMatchObject({ code, reference: 'REF-OLD', state: 'ready', attempts: 1, submissionId: 's-old' });
    } finally {
      await store.close();
      dir.cleanup();
    }
  }, 30_000);

  it.skipIf(!bin)('keeps the rows of the table the earlier build made by hand in PostgreSQL', async () => {
    const code = newPreviewCode();
    // A database of its own, as the earlier build left it: its two migrations done, the queue made by hand.
    const admin = new pg.Client({ connectionString: pgServer!.url });
    await admin.connect();
    const name = `old_queue_${Date.now()}`;
    await admin.query(`CREATE DATABASE ${name}`).finally(() => admin.end());
    const url = new URL(pgServer!.url);
    url.pathname = `/${name}`;
    const client = new pg.Client({ connectionString: url.href });
    await client.connect();
    try {
      await client.query(OLD_DDL);
      await client.query(OLD_ROW.replace('$code', '$1'), [code]);
    } finally {
      await client.end();
    }
    const store = await openStore({ dataDir: '', databaseUrl: url.href });
    try {
      expect(await store.previewJobs.get(code)).toMatchObject({ code, reference: 'REF-OLD', state: 'ready', submissionId: 's-old' });
    } finally {
      await store.close();
    }
  }, 30_000);
});
