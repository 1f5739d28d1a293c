import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverOn, storeEngines } from './support/engines';
import { postFormAsHtml, postJson, REQUEST_ANSWERS, VALID_ANSWERS } from './support/helpers';

/**
 * An attempt key sent again, on each engine: the same form and the same answers (their keys in any order, as
 * PostgreSQL gives them back in its own) are a repeat, answered with the first submission; the key with another form
 * or other answers is refused with 422 and told nothing of the first submission. A page posted as HTML again with
 * other answers is a new submission. A step event's Idempotency-Key is held to the same rule.
 */
const DIST = path.resolve('dist/client');
const { engines, start, stop } = storeEngines();
beforeAll(start);
afterAll(stop);

/** The same value with the keys of every object in the opposite order. */
function reversed<T>(value: T): T {
  if (Array.isArray(value)) return value.map(reversed) as T;
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).reverse().map(([k, v]) => [k, reversed(v)])) as T;
}

describe.each(engines)('an attempt key sent again, on $name', (engine) => {
  const on = serverOn(engine, DIST);

  const submit = (form: string, answers: unknown, attemptKey: string, headers: Record<string, string> = {}) =>
    postJson(`${on.url}/api/forms/${form}/submissions`, { answers, attemptKey, page: { source: 'https://example.co.uk/request', query: {} } }, headers);

  it('is a repeat with the same form and answers, whatever the order of their keys', async () => {
    const key = `repeat-${engine.name}-${Date.now()}`;
    const first = await submit('request', REQUEST_ANSWERS, key);
    expect(first.status).toBe(201);
    const again = await submit('request', reversed(REQUEST_ANSWERS), key);
    expect(again).toMatchObject({ status: 200, body: { id: first.body.id, reference: first.body.reference, repeated: true, preview: { url: first.body.preview.url } } });
    expect(await on.store.listSubmissions({ customerRef: first.body.reference })).toHaveLength(1);
  });

  it('refuses the key with another form or other answers, and tells nothing of the first submission', async () => {
    const key = `reused-${engine.name}-${Date.now()}`;
    const first = await submit('request', REQUEST_ANSWERS, key);
    expect(first.status).toBe(201);
    const secrets = [first.body.id, first.body.reference, new URL(first.body.preview.url).pathname.split('/')[2]];
    const tellsNothing = (body: unknown) => secrets.forEach((secret) => expect(JSON.stringify(body)).not.toContain(secret));

    // Answers another form does not take are refused for what they are, before the key is looked at.
    const bogus = await submit('contact', { bogus: 1 }, key);
    expect(bogus.status).toBe(400);
    tellsNothing(bogus.body);

    const otherForm = await submit('contact', VALID_ANSWERS.contact, key);
    expect(otherForm.status).toBe(422);
    expect(otherForm.body.fields).toEqual({ attemptKey: expect.stringContaining('already used') });
    tellsNothing(otherForm.body);

    const otherAnswers = await submit('request', { ...REQUEST_ANSWERS, businessBasics: { ...REQUEST_ANSWERS.businessBasics, companyName: 'Someone Else Ltd' } }, key);
    expect(otherAnswers.status).toBe(422);
    tellsNothing(otherAnswers.body);

    // The Idempotency-Key header takes the body's key's place, and is named as the key reused.
    const header = await submit('contact', VALID_ANSWERS.contact, `fresh-${Date.now()}`, { 'idempotency-key': key });
    expect(header.status).toBe(422);
    expect(Object.keys(header.body.fields)).toEqual(['headers.idempotency-key']);
    tellsNothing(header.body);

    // Nothing more was stored: the key still names the first submission only.
    expect(await on.store.getSubmissionByAttempt(key)).toMatchObject({ id: first.body.id, form: 'request' });
    expect(await on.store.listSubmissions({ customerRef: first.body.reference })).toHaveLength(1);
  });

  it('sends a page posted again with other answers (Back, an answer changed, Send) as a new submission, each once', async () => {
    const attempt = `page-${engine.name}-${Date.now()}`;
    const contact = (message: string): [string, string][] => [['_page', '/contact'], ['_attempt', attempt], ['name', 'Kit Again'], ['email', 'kit@example.co.uk'], ['subject', 'Twice'], ['message', message]];
    const post = async (message: string) => {
      const answer = await postFormAsHtml(on.url, 'contact', contact(message), { follow: false });
      expect(answer.status).toBe(303);
      return new URL(answer.headers.get('location')!, on.url).searchParams.get('_sent')!;
    };
    expect(await post('The first message, sent.')).toBe(attempt);
    expect(await post('The first message, sent.')).toBe(attempt);
    const changed = await post('The message changed after going Back.');
    expect(changed).not.toBe(attempt);
    expect(await post('The message changed after going Back.')).toBe(changed);

    expect((await on.store.getSubmissionByAttempt(attempt))?.answers.message).toBe('The first message, sent.');
    expect((await on.store.getSubmissionByAttempt(changed))?.answers.message).toBe('The message changed after going Back.');
    const mine = (await on.store.listSubmissions({ limit: 1000 })).filter((s) => s.attemptKey.startsWith(attempt));
    expect(mine).toHaveLength(2);
    // The address of the second shows its own sent view.
    expect((await fetch(`${on.url}/contact?_sent=${encodeURIComponent(changed)}`)).status).toBe(200);
  });
  it("answers a step event's Idempotency-Key sent again with the same event as the first, and refuses it with another", async () => {
    const key = `event-${engine.name}-${Date.now()}`;
    const reference = `KEY-${engine.name.toUpperCase()}-${Date.now() % 100_000}`;
    const answers = { customerNumber: reference, tradeType: 'roofer', businessBasics: { firstName: 'Sam', companyName: 'Sam Roofing', email: 'sam@example.co.uk', phone: '07700 900123' } };
    const page = { source: 'https://example.co.uk/form', query: {} };
    const event = (body: Record<string, unknown>, form = 'business') => postJson(`${on.url}/api/forms/${form}/events`, { step: 'business', page, ...body }, { 'idempotency-key': key });

    const first = await event({ answers });
    expect(first).toMatchObject({ status: 202, body: { calls: 1, reference } });
    expect(first.body.repeated).toBeUndefined();
    // The same event, its keys in another order: the first answer again, nothing stored twice.
    const again = await event(reversed({ answers, page }));
    expect(again).toMatchObject({ status: 202, body: { calls: 1, reference, repeated: true } });

    // Another event under the key: refused, in the API's error format, and told nothing of the first.
    const otherAnswers = await event({ answers: { ...answers, businessBasics: { ...answers.businessBasics, companyName: 'Someone Else Ltd' } } });
    expect(otherAnswers.status).toBe(422);
    expect(otherAnswers.body).toEqual({
      error: 'This Idempotency-Key was already used to send another step event; nothing was stored. Send this event with a new key.',
      fields: { 'headers.idempotency-key': 'was already used to send another step event: send this event with a new key' },
    });
    const otherPage = await event({ answers, page: { ...page, query: { template: 'bold' } } });
    expect(otherPage.status).toBe(422);
    const otherForm = await event({ answers }, 'request');
    expect(otherForm.status).toBe(422);
    // An event the form would refuse anyway is refused for what it is, before the key is looked at.
    expect((await event({ answers: { ...answers, businessBasics: { firstName: 'Sam' } } })).status).toBe(400);

    const calls = await on.store.listCalls({ customerRef: reference });
    expect(calls).toHaveLength(1);
    expect(JSON.stringify(calls[0].payload)).toContain('Sam Roofing');
    expect(JSON.stringify(calls[0].payload)).not.toContain('Someone Else');
  });
});
