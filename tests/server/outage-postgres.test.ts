import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsOf, startTestServer, submitForm, targetServer, waitFor } from './support/helpers';
import { postgresBin, startPostgres } from './support/postgres';

const TOKEN = 'admin-token-0123456789';
const bin = postgresBin();
if (!bin && process.env.CI) throw new Error('CI must run the PostgreSQL outage test, but no initdb is under /usr/lib/postgresql/*/bin: .ci/run installs the postgresql package.');
if (!bin) console.warn('PostgreSQL is not installed (no initdb under /usr/lib/postgresql/*/bin): the PostgreSQL outage test is skipped here. CI runs it.');

let database: Awaited<ReturnType<typeof startPostgres>>;
let target: Awaited<ReturnType<typeof targetServer>>;
let server: Awaited<ReturnType<typeof startTestServer>>;
let targetUp = false;
beforeAll(async () => {
  if (!bin) return;
  database = await startPostgres(bin);
  // The receiver is down too at first, so an acknowledged call is still in the outbox when the database stops.
  target = await targetServer(() => (targetUp ? 200 : 503));
  server = await startTestServer({ ADMIN_TOKEN: TOKEN, DATABASE_URL: database.url, HOOK_TARGET_CONTACT: target.url });
});
afterAll(async () => {
  await server?.stop();
  await target?.close();
  await database?.stop();
});

describe.skipIf(!bin)('PostgreSQL stopped and started again', () => {
  it('answers 503 with Retry-After while it is down, names it in readiness, keeps every acknowledged call and recovers by itself', async () => {
    const acknowledged = await submitForm(server.url, 'contact');
    expect(acknowledged.status).toBe(201);
    await database.halt();
    const stoppedAt = performance.now();

    const attemptKey = crypto.randomUUID();
    const refused = await submitForm(server.url, 'contact', undefined, { attemptKey });
    expect(refused.status).toBe(503);
    expect(refused.body.error).toBe('The server cannot complete this right now: the database does not answer. Nothing was stored; please try again in a few seconds.');
    const raw = await fetch(`${server.url}/api/references`, { method: 'POST' });
    expect(raw.status).toBe(503);
    expect(raw.headers.get('retry-after')).toBe('5');
    const health = performance.now();
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    const healthMs = performance.now() - health;
    const ready = await fetch(`${server.url}/api/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ database: { kind: 'postgres', status: 'down', problem: 'does not answer' }, error: 'Not ready: the database does not answer.' });
    const namedMs = performance.now() - stoppedAt;

    await database.resume();
    const resumedAt = performance.now();
    targetUp = true;
    // The same process, with nothing restarted but the database: the same attempt is now stored.
    const stored = (await waitFor(async () => {
      const r = await submitForm(server.url, 'contact', undefined, { attemptKey });
      return r.status === 201 ? r : undefined;
    }, 15_000, 'a submission to be stored once PostgreSQL is back'))!;
    const recoveredMs = performance.now() - resumedAt;
    await waitFor(async () => (await fetch(`${server.url}/api/ready`)).status === 200, 10_000, 'ready again');
    // Nothing acknowledged was lost: both calls reach the receiver, each once.
    await waitFor(async () => {
      const states = [...(await callsOf(server.url, acknowledged.body.id)), ...(await callsOf(server.url, stored.body.id))].map((c) => c.state);
      return states.length === 2 && states.every((s) => s === 'delivered');
    }, 15_000, 'both calls delivered');
    const [first] = await callsOf(server.url, acknowledged.body.id);
    expect(new Set(target.seen.map((r) => r.headers['idempotency-key']))).toEqual(new Set([first.id, `${attemptKey}:contact`]));
    console.info(`PostgreSQL outage: health ${healthMs.toFixed(0)} ms, named in readiness ${namedMs.toFixed(0)} ms after the stop, stored again ${recoveredMs.toFixed(0)} ms after it was back`);
  });
});
