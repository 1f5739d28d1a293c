import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interruptedAttempt, type JourneyEvent, type NewHookCall, type Store, type SubmissionRecord } from '../../src/server/storage/store';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { storeEngines } from './support/engines';

/** The same suite on every engine: what the relay, the routes and the inbox rely on. */
const { engines, start, stop } = storeEngines();
beforeAll(start);
afterAll(stop);

const T = 1_773_483_300_000;
const call = (id: string, extra: Partial<NewHookCall> = {}): NewHookCall => ({
  id,
  hook: 'main',
  payload: { customerNumber: 'C1', businessBasics: { companyName: 'Spark' } },
  contentType: 'application/json',
  clientIp: '127.0.0.1',
  userAgent: 'test',
  createdAt: T,
  customerRef: 'C1',
  submissionId: null,
  state: 'pending',
  ...extra,
});
const submission = (id: string, extra: Partial<SubmissionRecord> = {}): SubmissionRecord => ({
  id,
  form: 'request',
  customerRef: 'TS-ABCD-23',
  answers: { tradeType: 'plumber', businessBasics: { companyName: 'Flow Right' }, termsAgreed: true },
  files: { logo: ['TS-ABCD-23/logo/a.png'] },
  attemptKey: `attempt-${id}`,
  clientIp: '127.0.0.1',
  userAgent: 'test',
  createdAt: T,
  ...extra,
});

describe.each(engines)('the store on $name', (engine) => {
  async function withStore(work: (store: Store) => Promise<void>) {
    const fresh = await engine.fresh();
    try {
      await work(fresh.store);
    } finally {
      await fresh.cleanup();
    }
  }

  it('claims due calls with a lease, counts each attempt before sending, and records the outcome', () =>
    withStore(async (store) => {
      await store.recordCalls([call('a'), call('b', { createdAt: T + 1 }), call('held', { hook: 'feedback', state: 'held' })]);
      expect(await store.outboxCounts()).toMatchObject({ pending: 2, held: 1 });
      const claimed = await store.claimDue(T + 10, 60_000, 10);
      expect(claimed.map((c) => [c.id, c.attempts])).toEqual([['a', 1], ['b', 1]]);
      expect(claimed[0].payload).toEqual({ customerNumber: 'C1', businessBasics: { companyName: 'Spark' } });
      expect(await store.claimDue(T + 20, 60_000, 10)).toEqual([]); // leased
      await store.markDelivered('a', 1, 200, T + 30);
      await store.markRetry('b', 1, T + 5_000, 503, 'Target answered 503\n Service Unavailable');
      expect(await store.getCall('a')).toMatchObject({ state: 'delivered', attempts: 1, lastStatus: 200, deliveredAt: T + 30, customerRef: 'C1' });
      expect(await store.getCall('b')).toMatchObject({ state: 'pending', lastStatus: 503, lastError: 'Target answered 503 Service Unavailable', nextAttemptAt: T + 5_000 });
      expect(await store.claimDue(T + 4_999, 60_000, 10)).toEqual([]);
      const [again] = await store.claimDue(T + 5_000, 60_000, 10);
      expect(again).toMatchObject({ id: 'b', attempts: 2 });
      await store.markDead('b', 2, 410, 'Target answered 410 Gone');
      expect(await store.outboxCounts()).toEqual({ pending: 0, delivering: 0, delivered: 1, dead: 1, held: 1 });
      expect(await store.countCalls()).toBe(3);
    }));

  it('keeps a call stored before when the same call id comes again, without a second delivery', () =>
    withStore(async (store) => {
      await store.recordCalls([call('same')]);
      await store.recordCalls([call('same', { payload: { other: true } })]);
      expect(await store.countCalls()).toBe(1);
      expect((await store.getCall('same'))!.payload).toEqual({ customerNumber: 'C1', businessBasics: { companyName: 'Spark' } });
    }));

  it('claims an entry again once its lease expires and notes the interrupted attempt', () =>
    withStore(async (store) => {
      await store.recordCalls([call('x')]);
      await store.claimDue(T, 1_000, 1);
      expect(await store.claimDue(T + 999, 1_000, 1)).toEqual([]);
      const [again] = await store.claimDue(T + 1_000, 1_000, 1);
      expect(again.attempts).toBe(2);
      expect((await store.getCall('x'))!.lastError).toBe(interruptedAttempt(1));
    }));

  it('replays dead and held calls only, and releases held calls of hooks that got a target', () =>
    withStore(async (store) => {
      await store.recordCalls([call('d'), call('h', { hook: 'contact', state: 'held' }), call('p', { createdAt: T + 5 })]);
      const [dead] = await store.claimDue(T, 60_000, 1);
      await store.markDead(dead.id, 1, 400, 'Target answered 400');
      expect(await store.replay('p', T, true)).toBe('not-replayable');
      expect(await store.replay('nope', T, true)).toBe('not-found');
      expect(await store.replay('d', T + 1, true)).toBe('replayed');
      expect(await store.getCall('d')).toMatchObject({ state: 'pending', attempts: 0 });
      expect(await store.replay('h', T + 1, false)).toBe('replayed');
      expect((await store.getCall('h'))!.state).toBe('held');
      expect(await store.releaseHeld(['contact'], T + 2)).toBe(1);
      expect((await store.getCall('h'))!.state).toBe('pending');
      expect((await store.listCalls({ hook: 'contact' })).map((c) => c.id)).toEqual(['h']);
      expect((await store.listCalls({ state: 'pending', limit: 1 })).length).toBe(1);
    }));

  it('stores a submission with its calls and journey in one transaction, once per attempt key', () =>
    withStore(async (store) => {
      const s = submission('s1');
      const calls = [call('s1-main', { submissionId: 's1', customerRef: 'TS-ABCD-23' }), call('s1-logo', { hook: 'logo', submissionId: 's1', customerRef: 'TS-ABCD-23' })];
      const first = await store.recordSubmission({ submission: s, calls, events: [{ customerRef: 'TS-ABCD-23', event: 'submitted', at: T, submissionId: 's1' }] });
      expect(first).toEqual({ submission: s, repeated: false });
      const repeat = await store.recordSubmission({ submission: submission('s2', { attemptKey: s.attemptKey }), calls: [call('s2-main')], events: [] });
      expect(repeat).toEqual({ submission: s, repeated: true });
      expect(await store.getCall('s2-main')).toBeUndefined();
      expect(await store.getSubmission('s1')).toEqual(s);
      expect(await store.getSubmissionByAttempt(s.attemptKey)).toEqual(s);
      expect((await store.listCalls({ customerRef: 'TS-ABCD-23' })).map((c) => c.id).sort()).toEqual(['s1-logo', 's1-main']);
      expect(await store.journey('TS-ABCD-23')).toEqual([{ customerRef: 'TS-ABCD-23', event: 'submitted', at: T, submissionId: 's1' }]);
    }));

  it('stores nothing of a submission when one of its writes fails', () =>
    withStore(async (store) => {
      const broken = { customerRef: null, event: 'submitted', at: T, submissionId: 's3' } as unknown as JourneyEvent; // no customer: refused
      await expect(store.recordSubmission({ submission: submission('s3'), calls: [call('s3-main')], events: [broken] })).rejects.toThrow();
      expect(await store.getCall('s3-main')).toBeUndefined();
      expect(await store.getSubmission('s3')).toBeUndefined();
      expect(await store.listSubmissions()).toEqual([]);
    }));

  it('keeps one submission when the same attempt arrives twice at once', () =>
    withStore(async (store) => {
      const results = await Promise.all(
        [1, 2, 3].map((n) => store.recordSubmission({ submission: submission(`race-${n}`, { attemptKey: 'same' }), calls: [call(`race-call-${n}`)], events: [] })),
      );
      expect(results.filter((r) => !r.repeated)).toHaveLength(1);
      expect(new Set(results.map((r) => r.submission.id)).size).toBe(1);
      expect(await store.countCalls()).toBe(1);
    }));

  it('gives each reference once and lists customers with their latest submission, last event and files', () =>
    withStore(async (store) => {
      expect(await store.addCustomer('TS-AAAA-22', T)).toBe(true);
      expect(await store.addCustomer('TS-AAAA-22', T + 1)).toBe(false);
      await store.recordSubmission({ submission: submission('c1', { customerRef: 'TS-AAAA-22' }), calls: [], events: [{ customerRef: 'TS-AAAA-22', event: 'submitted', at: T, submissionId: 'c1' }] });
      await store.recordCalls([], [{ customerRef: 'TS-AAAA-22', event: 'approved', at: T + 50, submissionId: null }]);
      await store.recordCalls([], [{ customerRef: 'OLDER', event: 'submitted', at: T - 50, submissionId: null }]);
      await store.recordFile({ key: 'TS-AAAA-22/logo/a.png', customerRef: 'TS-AAAA-22', fileType: 'logo', mimeType: 'image/png', size: null, storage: 'local', state: 'issued', createdAt: T, storedAt: null });
      await store.markFileStored('TS-AAAA-22/logo/a.png', 2048, T + 2);
      expect(await store.getFile('TS-AAAA-22/logo/a.png')).toMatchObject({ state: 'stored', size: 2048, storedAt: T + 2 });
      const customers = await store.listCustomers();
      expect(customers.map((c) => c.ref)).toEqual(['TS-AAAA-22', 'OLDER']);
      expect(customers[0]).toMatchObject({ files: 1, last: { event: 'approved', at: T + 50 }, latest: { id: 'c1', form: 'request' } });
      expect((await store.journey('TS-AAAA-22')).map((e) => e.event)).toEqual(['submitted', 'approved']);
      expect(await store.listFiles(10, 'OLDER')).toEqual([]);
    }));

  it('finds the customers whose submissions hold an answer, letter case aside, and no one for a near miss', () =>
    withStore(async (store) => {
      const withEmail = (id: string, ref: string, email: string, at: number) =>
        submission(id, { customerRef: ref, attemptKey: `attempt-${id}`, createdAt: at, answers: { businessBasics: { email }, note: 'jo_x%@example.co.uk' } });
      await store.recordSubmission({ submission: withEmail('m1', 'TS-MMM-111', 'Jo@Example.co.uk', T), calls: [], events: [] });
      await store.recordSubmission({ submission: withEmail('m2', 'TS-MMM-222', 'jo@example.co.uk', T + 1), calls: [], events: [] });
      await store.recordSubmission({ submission: withEmail('m3', 'TS-MMM-333', 'joe@example.co.uk', T + 2), calls: [], events: [] });
      expect(await store.customersWithAnswer(['businessBasics.email'], 'JO@example.co.uk')).toEqual(['TS-MMM-222', 'TS-MMM-111']);
      // The value elsewhere in the answers, or LIKE's own wildcards, match nothing.
      expect(await store.customersWithAnswer(['businessBasics.email'], 'jo_x%@example.co.uk')).toEqual([]);
      expect(await store.customersWithAnswer(['businessBasics.email'], 'j_@example.co.uk')).toEqual([]);
      expect(await store.customersWithAnswer(['businessBasics.email'], ' ')).toEqual([]);
    }));

  it('finds an answer with capitals beyond A to Z (É, Ö, Ł) whatever case it is given in, the same on every engine', () =>
    withStore(async (store) => {
      const withEmail = (id: string, ref: string, email: string) => submission(id, { customerRef: ref, attemptKey: `attempt-${id}`, answers: { businessBasics: { email } } });
      await store.recordSubmission({ submission: withEmail('u1', 'TS-UNI-111', 'ÉLODIE.ÖZ@Example.co.uk'), calls: [], events: [] });
      await store.recordSubmission({ submission: withEmail('u2', 'TS-UNI-222', 'łukasz@example.pl'), calls: [], events: [] });
      expect(await store.customersWithAnswer(['businessBasics.email'], 'élodie.öz@example.co.uk')).toEqual(['TS-UNI-111']);
      expect(await store.customersWithAnswer(['businessBasics.email'], 'Élodie.Öz@EXAMPLE.co.uk')).toEqual(['TS-UNI-111']);
      expect(await store.customersWithAnswer(['businessBasics.email'], 'ŁUKASZ@EXAMPLE.PL')).toEqual(['TS-UNI-222']);
      // An é written as e and a combining accent is the same letter.
      expect(await store.customersWithAnswer(['businessBasics.email'], 'e\u0301lodie.öz@example.co.uk')).toEqual(['TS-UNI-111']);
    }));

  it('keeps a form draft under its token until it expires, each save replacing the last, and purges the expired', () =>
    withStore(async (store) => {
      const draft = {
        token: 'tok-1',
        form: 'request',
        answers: { tradeType: 'plumber', businessBasics: { firstName: 'Jo' } },
        files: { logo: [{ key: 'TS-DDD-111/logo/a.png', name: 'logo.png', type: 'image/png', size: 68 }] },
        step: 2,
        returning: false,
        customerRef: 'TS-DDD-111',
        attemptKey: 'draft-attempt-1',
        submissionId: null,
        createdAt: T,
        updatedAt: T,
        expiresAt: T + 1_000,
      };
      expect(await store.saveDraft(draft)).toBe(0);
      expect(await store.getDraft('tok-1', T + 1)).toEqual({ ...draft, revision: 0 });
      expect(await store.getDraft('tok-2', T + 1)).toBeUndefined();
      expect(await store.saveDraft({ ...draft, step: 3, returning: true, answers: { tradeType: 'roofer' }, submissionId: 'sub-1', updatedAt: T + 5, expiresAt: T + 2_000, createdAt: T + 5 })).toBe(1);
      const saved = await store.getDraft('tok-1', T + 1_500);
      // The token's first save is when it was made; every later save replaces the rest and counts one more revision.
      expect(saved).toMatchObject({ step: 3, returning: true, answers: { tradeType: 'roofer' }, submissionId: 'sub-1', createdAt: T, updatedAt: T + 5, revision: 1 });
      expect(await store.getDraft('tok-1', T + 2_000)).toBeUndefined();
      await store.saveDraft({ ...draft, token: 'tok-3', expiresAt: T + 10_000 });
      expect(await store.purgeExpiredDrafts(T + 2_000)).toBe(1);
      expect(await store.getDraft('tok-3', T + 2_000)).toMatchObject({ token: 'tok-3' });
    }));

  it('lets one post at a time hold a draft, until it lets go or its hold runs out, and holds no unknown or expired draft', () =>
    withStore(async (store) => {
      const draft = { token: 'tok-h', form: 'request', answers: {}, files: {}, step: 1, returning: false, customerRef: null, attemptKey: 'page-attempt-h', submissionId: null, createdAt: T, updatedAt: T, expiresAt: T + 10_000 };
      await store.saveDraft(draft);
      const [first, second] = await Promise.all([store.holdDraft('tok-h', 'post-1', T, T + 1_000), store.holdDraft('tok-h', 'post-2', T, T + 1_000)]);
      expect([first, second].sort()).toEqual([false, true]);
      const [holder, other] = first ? ['post-1', 'post-2'] : ['post-2', 'post-1'];
      await store.releaseDraft('tok-h', other); // not the holder: changes nothing
      expect(await store.holdDraft('tok-h', other, T + 999, T + 2_000)).toBe(false);
      // A save by the holder keeps the hold; letting go frees the draft for the next post.
      await store.saveDraft({ ...draft, step: 2 });
      expect(await store.holdDraft('tok-h', other, T + 10, T + 2_000)).toBe(false);
      await store.releaseDraft('tok-h', holder);
      expect(await store.holdDraft('tok-h', other, T + 10, T + 2_000)).toBe(true);
      // A hold that ran out (its server stopped) is taken over.
      expect(await store.holdDraft('tok-h', holder, T + 2_000, T + 3_000)).toBe(true);
      expect(await store.holdDraft('tok-none', holder, T, T + 1_000)).toBe(false);
      expect(await store.holdDraft('tok-h', 'post-3', T + 10_000, T + 11_000)).toBe(false);
    }));

  it('finds the newest unexpired draft a page started, by its form and the page’s attempt key', () =>
    withStore(async (store) => {
      const draft = { token: 'tok-a1', form: 'request', answers: { tradeType: 'plumber' }, files: {}, step: 1, returning: false, customerRef: null, attemptKey: 'page-attempt-a', submissionId: null, createdAt: T, updatedAt: T, expiresAt: T + 1_000 };
      await store.saveDraft(draft);
      await store.saveDraft({ ...draft, token: 'tok-a2', step: 3, updatedAt: T + 10 });
      await store.saveDraft({ ...draft, token: 'tok-a3', form: 'business', updatedAt: T + 20 });
      expect(await store.getDraftByAttempt('request', 'page-attempt-a', T + 1)).toMatchObject({ token: 'tok-a2', step: 3 });
      expect(await store.getDraftByAttempt('business', 'page-attempt-a', T + 1)).toMatchObject({ token: 'tok-a3' });
      expect(await store.getDraftByAttempt('request', 'page-attempt-b', T + 1)).toBeUndefined();
      expect(await store.getDraftByAttempt('request', 'page-attempt-a', T + 1_000)).toBeUndefined();
    }));

  it('folds the answers of the submissions stored before a search letter case aside was kept, when it upgrades', async () => {
    const fresh = await engine.fresh();
    try {
      const mail = submission('old-1', { customerRef: 'TS-OLD-111', attemptKey: 'attempt-old-1', answers: { businessBasics: { email: 'ÖMER@Example.co.uk' } } });
      await fresh.store.recordSubmission({ submission: mail, calls: [], events: [] });
      await fresh.store.close();
      // The database as it was before migration 0007: no folded answers (and none of the migrations after it).
      const undo = [
        'DROP TABLE event_attempts',
        "DELETE FROM kysely_migration WHERE name = '0008-event-attempts'",
        'ALTER TABLE submissions DROP COLUMN match_text',
        "DELETE FROM kysely_migration WHERE name = '0007-submissions-match-text'",
      ];
      if (fresh.url) {
        const client = new pg.Client({ connectionString: fresh.url });
        await client.connect();
        for (const statement of undo) await client.query(statement);
        await client.end();
      } else {
        const db = new Database(path.join(fresh.dataDir!, 'intake.sqlite'));
        for (const statement of undo) db.exec(statement);
        db.close();
      }
      const { openStore } = await import('../../src/server/storage/open-store');
      const upgraded = await openStore({ dataDir: fresh.dataDir ?? '', databaseUrl: fresh.url });
      try {
        expect(await upgraded.customersWithAnswer(['businessBasics.email'], 'ömer@example.co.uk')).toEqual(['TS-OLD-111']);
      } finally {
        await upgraded.close();
      }
    } finally {
      await fresh.cleanup();
    }
  });

  it('opens an already migrated database without changing it, and answers a ping', async () => {
    const fresh = await engine.fresh();
    try {
      await fresh.store.recordCalls([call('kept')]);
      await fresh.store.close();
      const { openStore } = await import('../../src/server/storage/open-store');
      const again = await openStore({ dataDir: fresh.dataDir ?? '', databaseUrl: fresh.url });
      await again.ping();
      expect((await again.getCall('kept'))!.id).toBe('kept');
      await again.close();
    } finally {
      await fresh.cleanup();
    }
  });
});

describe.skipIf(!engines.some((e) => e.name === 'postgres'))('several instances on PostgreSQL', () => {
  it('never hands the same outbox row to two instances at once (SKIP LOCKED)', async () => {
    const engine = engines.find((e) => e.name === 'postgres')!;
    const a = await engine.fresh();
    const { openStore } = await import('../../src/server/storage/open-store');
    const b = await openStore({ dataDir: '', databaseUrl: a.url }); // a second instance: migrations already applied
    try {
      const ids = Array.from({ length: 20 }, (_, i) => `skip-locked-${i}`);
      await a.store.recordCalls(ids.map((id) => call(id)));
      const [first, second] = await Promise.all([a.store.claimDue(T + 1, 60_000, 15), b.claimDue(T + 1, 60_000, 15)]);
      const claimed = [...first, ...second].map((c) => c.id);
      expect(new Set(claimed).size).toBe(claimed.length);
      expect(claimed.length).toBe(20);
    } finally {
      await b.close();
      await a.cleanup();
    }
  });
});

describe.skipIf(!engines.some((e) => e.name === 'postgres'))('the server on PostgreSQL', () => {
  it('stores a submission, relays its call with a retry and lists the customer, with DATABASE_URL', async () => {
    const { startTestServer, targetServer, submitForm, waitFor, callsOf } = await import('./support/helpers');
    const engine = engines.find((e) => e.name === 'postgres')!;
    const db = await engine.fresh();
    await db.store.close();
    const target = await targetServer((n) => (n === 1 ? 503 : 200));
    const server = await startTestServer({ DATABASE_URL: db.url, HOOK_TARGET_FEEDBACK: target.url, ADMIN_TOKEN: 'admin-token-0123456789' });
    try {
      expect((await (await fetch(`${server.url}/api/health`)).json()).database).toBe('postgres');
      const { status, body } = await submitForm(server.url, 'feedback', undefined, { page: { source: 'https://x.example/comments-form', query: { customerNumber: 'PG-1' } } });
      expect(status).toBe(201);
      expect(body.reference).toBe('PG-1');
      await waitFor(() => target.seen.length === 2, 10_000, 'retry then delivery');
      const [call] = await callsOf(server.url, body.id);
      expect(JSON.parse(target.seen[1].body)).toMatchObject({ generalComments: 'Looks great', customerNumber: 'PG-1' });
      expect(target.seen[1].headers['idempotency-key']).toBe(call.id);
      const customer = await (await fetch(`${server.url}/api/customers/PG-1`, { headers: { authorization: 'Bearer admin-token-0123456789' } })).json();
      expect(customer.journey.map((e: { event: string }) => e.event)).toEqual(['changes-requested']);
    } finally {
      await server.stop();
      await target.close();
    }
  });
});
