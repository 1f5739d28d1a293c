import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { interruptedAttempt } from '../../src/server/storage/store';
import { openPostgresStore } from '../../src/server/storage/postgres-store';
import { postJson, startTestServer, targetServer, VALID_PAYLOADS, waitFor } from './support/helpers';
import { postgresBin, startPostgres } from './support/postgres';

const bin = postgresBin();
if (!bin) console.warn('Skipping the PostgreSQL tests: no initdb under /usr/lib/postgresql/*/bin (install the postgresql package).');

describe.skipIf(!bin)('PostgreSQL storage', () => {
  let db: Awaited<ReturnType<typeof startPostgres>>;
  beforeAll(async () => {
    db = await startPostgres(bin!);
  });
  afterAll(async () => db?.stop());

  it('stores, relays and lists through the server with DATABASE_URL', async () => {
    const target = await targetServer((n) => (n === 1 ? 503 : 200));
    const server = await startTestServer({ DATABASE_URL: db.url, HOOK_TARGET_CONTACT: target.url, ADMIN_TOKEN: 'admin-token-0123456789' });
    try {
      const health = await (await fetch(`${server.url}/api/health`)).json();
      expect(health.database).toBe('postgres');
      const form = new FormData();
      for (const [k, v] of Object.entries(VALID_PAYLOADS.main)) form.append(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
      const main = await fetch(`${server.url}/api/hooks/main`, { method: 'POST', body: form });
      expect(main.status).toBe(202);
      const { body } = await postJson(`${server.url}/api/hooks/contact`, VALID_PAYLOADS.contact);
      await waitFor(() => target.seen.length === 2, 10_000, 'retry then delivery');
      const listed = await waitFor(async () => {
        const r = await fetch(`${server.url}/api/submissions`, { headers: { authorization: 'Bearer admin-token-0123456789' } });
        const json = await r.json();
        return json.counts.delivered === 1 ? json : undefined;
      }, 5_000, 'delivered count');
      expect(listed.submissions.find((s: { id: string }) => s.id === body.id)).toMatchObject({ state: 'delivered', attempts: 2, payload: VALID_PAYLOADS.contact });
      expect(listed.submissions.find((s: { hook: string }) => s.hook === 'main').payload.businessBasics.email).toBe('jo@example.co.uk');
      expect(listed.counts.held).toBe(1);
    } finally {
      await server.close();
      await target.close();
    }
  });

  it('never hands the same outbox row to two workers at once (SKIP LOCKED)', async () => {
    const a = await openPostgresStore(db.url);
    const b = await openPostgresStore(db.url); // second instance: migrations are already applied
    try {
      const now = Date.now();
      const ids = Array.from({ length: 20 }, (_, i) => `skip-locked-${i}`);
      for (const id of ids) {
        await a.insertSubmission({ id, hook: 'feedback', payload: { n: id }, contentType: 'application/json', clientIp: '127.0.0.1', userAgent: 't', createdAt: now, state: 'pending' });
      }
      const [first, second] = await Promise.all([a.claimDue(now + 1, 60_000, 15), b.claimDue(now + 1, 60_000, 15)]);
      const claimed = [...first, ...second].map((c) => c.id).filter((id) => id.startsWith('skip-locked-'));
      expect(new Set(claimed).size).toBe(claimed.length);
      expect(claimed.length).toBe(20);
      expect(await a.claimDue(now + 2, 60_000, 50)).toEqual([]); // leased
      const again = await a.claimDue(now + 60_001, 60_000, 50); // lease expired: claimed again
      expect(again.length).toBe(20);
      // Each claim counted its attempt before sending; the expired one is noted as interrupted.
      expect(again.every((c) => c.attempts === 2)).toBe(true);
      expect((await a.getSubmission(ids[0]))!.lastError).toBe(interruptedAttempt(1));
    } finally {
      await a.close();
      await b.close();
    }
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const { rows } = await client.query('SELECT version FROM schema_migrations');
    await client.end();
    expect(rows).toEqual([{ version: 1 }]);
  });
});
