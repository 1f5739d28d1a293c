import { cpSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrationNames } from '../../src/server/storage/migrations';
import { openStore } from '../../src/server/storage/open-store';
import { tempDir } from './support/helpers';

/** A `./data` folder written by the build before submissions were stored (hook calls, outbox, files). */
const BEFORE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/data-before-submissions');

describe('an existing ./data database', () => {
  it('is upgraded in place by the numbered migrations with every row kept', async () => {
    const tmp = tempDir('upgrade-');
    try {
      cpSync(BEFORE, tmp.dir, { recursive: true });
      const store = await openStore({ dataDir: tmp.dir });
      try {
        const calls = await store.listCalls({ limit: 100 });
        expect(calls.map((c) => [c.id, c.hook, c.state, c.customerRef]).sort()).toEqual([
          ['call-contact', 'contact', 'pending', null],
          ['call-domain', 'domain-selection', 'pending', 'L9'],
          ['call-feedback', 'feedback', 'held', 'TS-1042'],
          ['call-logo', 'logo', 'dead', 'TS-1042'],
          ['call-main', 'main', 'delivered', 'TS-1042'],
        ]);
        expect(await store.getCall('call-main')).toMatchObject({ attempts: 1, lastStatus: 200, payload: { businessBasics: { companyName: 'Spark Bright Ltd' }, customerNumber: 'TS-1042', tradeType: 'electrician' } });
        expect(await store.getCall('call-logo')).toMatchObject({ lastStatus: 410, lastError: 'Target answered 410 Gone' });
        expect(await store.outboxCounts()).toEqual({ pending: 2, delivering: 0, delivered: 1, dead: 1, held: 1 });
        expect((await store.listFiles()).map((f) => [f.key, f.state, f.size]).sort()).toEqual([
          ['TS-1042/logo/a.png', 'stored', 1234],
          ['anonymous-1/gallery/b.jpg', 'issued', null],
        ]);
        // The old calls go on being delivered.
        expect((await store.claimDue(Date.now(), 60_000, 10)).map((c) => c.id).sort()).toEqual(['call-contact', 'call-domain']);
      } finally {
        await store.close();
      }
      const db = new Database(path.join(tmp.dir, 'intake.sqlite'), { readonly: true });
      const applied = db.prepare('SELECT name FROM kysely_migration ORDER BY name').all() as { name: string }[];
      db.close();
      expect(applied.map((m) => m.name)).toEqual(migrationNames());
    } finally {
      tmp.cleanup();
    }
  });
});
