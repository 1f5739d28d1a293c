import { afterEach, describe, expect, it } from 'vitest';
import { backoffDelay, classifyStatus, retryAfterMs } from '../../src/server/relay/backoff';
import { CONTACT_PAYLOAD, postCall, startTestServer, targetServer, waitFor } from './support/helpers';

const ADMIN = 'admin-token-0123456789';
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function setup(answer: Parameters<typeof targetServer>[0], env: Record<string, string> = {}) {
  const target = await targetServer(answer);
  cleanups.push(target.close);
  const server = await startTestServer({ ADMIN_TOKEN: ADMIN, HOOK_TARGET_CONTACT: target.url, ...env });
  cleanups.push(server.stop);
  const admin = async (path: string, method = 'GET') => {
    const response = await fetch(`${server.url}${path}`, { method, headers: { authorization: `Bearer ${ADMIN}` } });
    return { status: response.status, body: await response.json() };
  };
  return { target, server, admin };
}

describe('relay worker', () => {
  it('retries 503, 429 and timeouts with backoff, then delivers exactly once with the idempotency key', async () => {
    // The call's first three requests get 503, 429 and no answer (held until the relay gives up after 300 ms); each later
    // one gets 200. On a busy machine an attempt can also take longer than 300 ms to reach the target or to get its 200
    // back: the relay then rightly counts it as not answered and tries again. So each request after the fourth is
    // answered once the test has read what the relay recorded of the attempt before it, which must be that it did not
    // answer in time: the first 200 the relay takes is the last request.
    let first: unknown;
    const before: (string | null)[] = [];
    const { target, server, admin } = await setup(
      async (n, request) => {
        const key = request.headers['idempotency-key'];
        first ??= key;
        if (key !== first || n === 4) return 200;
        if (n > 4) {
          before.push((await admin(`/api/hook-calls/${String(key)}`)).body.lastError);
          return 200;
        }
        return n === 1 ? 503 : n === 2 ? 429 : 'hang';
      },
      { RELAY_TIMEOUT_MS: '300', RELAY_LEASE_MS: '1000' },
    );
    const { body } = await postCall(server.url, 'contact');
    const record = await waitFor(async () => {
      const r = await admin(`/api/hook-calls/${body.id}`);
      return r.body.state === 'delivered' ? r.body : undefined;
    }, 15_000, 'delivery');
    const requests = target.seen.length;
    expect(requests).toBeGreaterThanOrEqual(4);
    expect(before).toEqual(Array.from({ length: requests - 4 }, () => 'Target did not answer within 300 ms'));
    // Each request is a new attempt (none sent twice), and the one delivered is the last the target saw.
    const attempts = target.seen.map((s) => Number(s.headers['x-delivery-attempt']));
    expect(attempts.every((a, i) => i === 0 || a > attempts[i - 1])).toBe(true);
    expect(record).toMatchObject({ attempts: attempts.at(-1), lastStatus: 200, lastError: null });
    for (const seen of target.seen) {
      expect(seen.headers['idempotency-key']).toBe(body.id);
      expect(seen.headers['x-hook-name']).toBe('contact');
      expect(seen.headers['content-type']).toBe('application/json');
      expect(JSON.parse(seen.body)).toMatchObject(CONTACT_PAYLOAD);
    }
    // Nothing more once delivered: a later call is delivered after it, and still no more requests carry this one's key.
    const later = await postCall(server.url, 'contact');
    await waitFor(async () => (await admin(`/api/hook-calls/${later.body.id}`)).body.state === 'delivered', 15_000, 'a later delivery');
    expect(target.seen.filter((s) => s.headers['idempotency-key'] === body.id)).toHaveLength(requests);
  });

  it('moves a 404 to the dead-letter list and delivers it on replay', async () => {
    let fixed = false;
    const { target, server, admin } = await setup(() => (fixed ? 200 : 404));
    const { body } = await postCall(server.url, 'contact');
    const dead = await waitFor(async () => {
      const r = await admin(`/api/hook-calls/${body.id}`);
      return r.body.state === 'dead' ? r.body : undefined;
    }, 5_000, 'dead letter');
    expect(dead).toMatchObject({ attempts: 1, lastStatus: 404 });
    expect(dead.lastError).toMatch(/Target answered 404/);
    expect((await admin('/api/hook-calls?state=dead')).body.calls.map((s: { id: string }) => s.id)).toEqual([body.id]);

    fixed = true; // the operator fixes the target, then replays
    expect((await admin(`/api/hook-calls/${body.id}/replay`, 'POST')).status).toBe(202);
    expect((await admin(`/api/hook-calls/${body.id}/replay`, 'POST')).status).toBe(409); // already pending or delivered
    await waitFor(async () => (await admin(`/api/hook-calls/${body.id}`)).body.state === 'delivered', 5_000, 'replayed delivery');
    expect(target.seen.filter((s) => s.headers['idempotency-key'] === body.id).length).toBeGreaterThanOrEqual(2);
    expect((await admin('/api/hook-calls/nope/replay', 'POST')).status).toBe(404);
  });

  it('gives up after the last attempt and keeps the call as a dead letter', async () => {
    const { target, server, admin } = await setup(() => 500, { RELAY_MAX_ATTEMPTS: '3' });
    const { body } = await postCall(server.url, 'contact');
    const dead = await waitFor(async () => {
      const r = await admin(`/api/hook-calls/${body.id}`);
      return r.body.state === 'dead' ? r.body : undefined;
    }, 5_000, 'dead letter after retries');
    expect(target.seen).toHaveLength(3);
    expect(dead.lastError).toMatch(/gave up after 3 attempts/);
  });

  it('keeps calls of a hook without a target stored and held', async () => {
    const { target, server, admin } = await setup(() => 200);
    const { body } = await postCall(server.url, 'feedback');
    // A call with a target, made after it, is delivered: the relay has passed the held one by.
    const later = await postCall(server.url, 'contact');
    await waitFor(async () => (await admin(`/api/hook-calls/${later.body.id}`)).body.state === 'delivered', 15_000, 'a later delivery');
    expect((await admin(`/api/hook-calls/${body.id}`)).body.state).toBe('held');
    expect(target.seen.filter((s) => s.headers['idempotency-key'] === body.id)).toHaveLength(0);
    expect((await admin(`/api/hook-calls/${body.id}/replay`, 'POST')).body.state).toBe('held');
  });

  it('releases held calls when the hook gets a target after a restart', async () => {
    const target = await targetServer(() => 200);
    cleanups.push(target.close);
    const first = await startTestServer({ ADMIN_TOKEN: ADMIN });
    const { body } = await postCall(first.url, 'feedback');
    await first.close();
    const second = await startTestServer({ ADMIN_TOKEN: ADMIN, HOOK_TARGET_FEEDBACK: target.url }, { dataDir: first.dataDir });
    cleanups.push(async () => {
      await second.close();
      await first.stop().catch(() => undefined);
    });
    await waitFor(() => target.seen.length === 1, 5_000, 'held call delivered');
    expect(target.seen[0].headers['idempotency-key']).toBe(body.id);
  });
});

describe('backoff rules', () => {
  it('grows exponentially with jitter inside the cap', () => {
    expect(backoffDelay(1, 1000, 60_000, () => 1)).toBe(1000);
    expect(backoffDelay(3, 1000, 60_000, () => 1)).toBe(4000);
    expect(backoffDelay(3, 1000, 60_000, () => 0)).toBe(2000);
    expect(backoffDelay(30, 1000, 60_000, () => 1)).toBe(60_000);
  });
  it('classifies answers and reads Retry-After', () => {
    expect([200, 204, 429, 503, 408, 404, 400, 301].map(classifyStatus)).toEqual(['delivered', 'delivered', 'retry', 'retry', 'retry', 'dead', 'dead', 'dead']);
    expect(retryAfterMs('2')).toBe(2000);
    expect(retryAfterMs(new Date(Date.now() + 5000).toUTCString())).toBeGreaterThan(3000);
    expect(retryAfterMs(null)).toBeUndefined();
  });
});
