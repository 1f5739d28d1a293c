import { afterEach, describe, expect, it } from 'vitest';
import { postJson, startTestServer, submitForm, targetServer, waitFor } from './support/helpers';

const TOKEN = 'admin-token-0123456789';
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('a hook whose target hangs', () => {
  it('never holds up the deliveries of another hook', async () => {
    const hanging = await targetServer(() => 'hang');
    const answering = await targetServer(() => 200);
    const server = await startTestServer({
      ADMIN_TOKEN: TOKEN,
      HOOK_TARGET_CONTACT: hanging.url,
      HOOK_TARGET_UNSUBSCRIBE: answering.url,
      RELAY_TIMEOUT_MS: '20000',
      RELAY_LEASE_MS: '30000',
    });
    // The targets close first, so the deliveries still waiting on the hanging one end before the server stops.
    cleanups.push(() => server.stop(), () => hanging.close(), () => answering.close());
    // More contact messages than the relay ever sent at once before: each waits on the hanging target.
    for (let i = 0; i < 8; i += 1) expect((await submitForm(server.url, 'contact')).status).toBe(201);
    await waitFor(() => hanging.seen.length >= 2, 5_000, 'the hanging target to be called');
    const sent = performance.now();
    expect((await submitForm(server.url, 'unsubscribe')).status).toBe(201);
    // Well inside the relay's timeout: the unsubscribe call does not wait for the contact calls to time out.
    await waitFor(() => answering.seen.length === 1, 5_000, 'the unsubscribe call to reach its target');
    console.info(`unsubscribe delivered ${(performance.now() - sent).toFixed(0)} ms after it was stored, with the contact target hanging`);
    // The hanging hook keeps to its own slots (2 at a time).
    expect(hanging.seen.length).toBe(2);
  });
});

describe('a request sent again with the same key', () => {
  const EVENT_ANSWERS = {
    customerNumber: 'IDEM-1',
    tradeType: 'roofer',
    businessBasics: { firstName: 'Sam', companyName: 'Sam Roofing', email: 'sam@example.co.uk', phone: '07700 900123' },
  };

  it('is stored and relayed once, and the target gets the client\'s key, for a step event and for a submission', async () => {
    const target = await targetServer(() => 200);
    cleanups.push(() => target.close());
    const server = await startTestServer({ ADMIN_TOKEN: TOKEN, HOOK_TARGET_BUSINESS_BASICS: target.url, HOOK_TARGET_CONTACT: target.url });
    cleanups.push(() => server.stop());
    const key = crypto.randomUUID();
    const event = () => postJson(`${server.url}/api/forms/business/events`, { step: 'business', answers: EVENT_ANSWERS }, { 'idempotency-key': key });
    const [first, second] = [await event(), await event()];
    expect(first).toMatchObject({ status: 202, body: { calls: 1, reference: 'IDEM-1' } });
    expect(second).toMatchObject({ status: 202, body: { calls: 1, reference: 'IDEM-1', repeated: true } });
    // Two at once, as a browser and its retry can be, store once too.
    const racing = crypto.randomUUID();
    const both = await Promise.all([0, 1].map(() => postJson(`${server.url}/api/forms/business/events`, { step: 'business', answers: EVENT_ANSWERS }, { 'idempotency-key': racing })));
    expect(both.map((r) => r.status)).toEqual([202, 202]);

    const attemptKey = crypto.randomUUID();
    const submissions = [await submitForm(server.url, 'contact', undefined, { attemptKey }), await submitForm(server.url, 'contact', undefined, { attemptKey })];
    expect(submissions.map((r) => r.status)).toEqual([201, 200]);

    await waitFor(() => target.seen.length >= 3, 5_000, 'the three calls to reach the target');
    const calls = (await (await fetch(`${server.url}/api/hook-calls?limit=50`, { headers: { authorization: `Bearer ${TOKEN}` } })).json()).calls as Array<{ id: string; hook: string }>;
    expect(calls.map((c) => c.id).sort()).toEqual([`${attemptKey}:contact`, `${key}:business-basics`, `${racing}:business-basics`].sort());
    expect(target.seen.map((r) => r.headers['idempotency-key']).sort()).toEqual(calls.map((c) => c.id).sort());
    expect(target.seen).toHaveLength(3);

    const bad = await postJson(`${server.url}/api/forms/business/events`, { step: 'business', answers: EVENT_ANSWERS }, { 'idempotency-key': 'no spaces allowed' });
    expect(bad).toMatchObject({ status: 400, body: { fields: { 'headers.idempotency-key': 'must be 8 to 100 letters, digits, "-", "_", ":" or "."' } } });
  });
});
