import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqlitePreviewJobs, type PreviewJobs } from '../../src/server/sites/preview-jobs';
import { openPostgresPreviewJobs } from '../../src/server/sites/preview-jobs-postgres';
import { newPreviewCode } from '../../src/server/sites/preview-sites';
import { tempDir } from './support/helpers';
import { postgresBin, startPostgres } from './support/postgres';

/**
 * The preview queue's contract, on SQLite and on PostgreSQL: a job is claimed once while its lease holds, claimed
 * again (attempt counted) after the lease expires, and finished, retried or failed in one step.
 */
const bin = postgresBin();
const engines: { name: string; open(): Promise<{ jobs: PreviewJobs; done(): Promise<void> }> }[] = [
  {
    name: 'SQLite',
    open: async () => {
      const dir = tempDir('preview-jobs-');
      const jobs = openSqlitePreviewJobs(dir.dir);
      return { jobs, done: async () => { await jobs.close(); dir.cleanup(); } };
    },
  },
];
let pgServer: Awaited<ReturnType<typeof startPostgres>> | undefined;
if (bin) engines.push({ name: 'PostgreSQL', open: async () => { const jobs = await openPostgresPreviewJobs(pgServer!.url); return { jobs, done: () => jobs.close() }; } });

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
