import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_POLICY, jsonDepth } from '../../src/server/hooks/body-policy';
import { startTestServer, VALID_ANSWERS } from './support/helpers';

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;
const ADMIN = 'admin-token-0123456789';

beforeAll(async () => {
  server = await startTestServer({ ADMIN_TOKEN: ADMIN });
});
afterAll(async () => server.stop());

const form = (name: string) => `${server.url}/api/forms/${name}/submissions`;
const wrap = (answers: unknown) => JSON.stringify({ answers, attemptKey: randomUUID() });

/** How many hook calls the server has stored, whatever their state. */
async function storedCount(): Promise<number> {
  const response = await fetch(`${server.url}/api/hook-calls?limit=1`, { headers: { authorization: `Bearer ${ADMIN}` } });
  const { counts } = (await response.json()) as { counts: Record<string, number> };
  return Object.values(counts).reduce((a, b) => a + b, 0);
}

/** Sends a request and returns status and the parsed answer; checks nothing was stored when it was refused. */
async function send(url: string, init: RequestInit): Promise<{ status: number; body: { error?: string; fields?: Record<string, string> } }> {
  const before = await storedCount();
  const response = await fetch(url, { method: 'POST', ...init });
  const body = await response.json();
  if (response.status !== 201) expect(await storedCount()).toBe(before);
  return { status: response.status, body };
}

const json = (body: string, type = 'application/json') => ({ headers: { 'content-type': type }, body });
const LARGE_FIELD = /The field "(\w+)" is larger than 256 KB, the most one field may hold; nothing was stored\./;

describe('one body policy for every submission, whatever the content type', () => {
  it('refuses an answer over the per-field limit whole (413), as JSON or JSON sent as text/plain', async () => {
    const big = wrap({ ...VALID_ANSWERS.contact, message: 'x'.repeat(BODY_POLICY.fieldBytes + 1) });
    const answer = await send(form('contact'), json(big));
    expect(answer.status).toBe(413);
    expect(answer.body.error).toMatch(LARGE_FIELD);
    expect(answer.body.error).toContain('"message"');
    expect((await send(form('contact'), json(big, 'text/plain;charset=UTF-8'))).status).toBe(413);
    const list = await send(form('request'), json(wrap({ selectedServices: Array.from({ length: 3000 }, () => 'x'.repeat(100)) })));
    expect(list.status).toBe(413);
    expect(list.body.error).toContain('"selectedServices"');
  });

  it('refuses a body over the total limit with 413 naming the limit', async () => {
    const total = await send(form('contact'), json(wrap({ a: 'x'.repeat(200_000), b: 'x'.repeat(200_000), c: 'x'.repeat(200_000) })));
    expect(total.status).toBe(413);
    expect(total.body.error).toBe('The request body is larger than 512 KB, the most this address accepts; nothing was stored.');
  });

  it('refuses JSON nested deeper than the limit with 400 and a message, in every way JSON can arrive', async () => {
    const nested = (levels: number) => `{"answers":{"name":"Jo","deep":${'['.repeat(levels)}${']'.repeat(levels)}},"attemptKey":"${randomUUID()}"}`;
    for (const type of ['application/json', 'text/plain']) {
      const answer = await send(form('contact'), json(nested(5000), type));
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe('The body is nested more than 32 levels deep (lists or objects inside each other); nothing was stored.');
    }
    const within = await send(form('contact'), json(nested(29))); // within the limit: checked by the form's schema
    expect(within.status).toBe(400);
    expect(within.body.fields).toBeDefined();
  });

  it('never echoes an internal error text', async () => {
    const broken = await send(form('contact'), json('{"answers": {"name": "Jo",', 'text/plain'));
    expect(broken.status).toBe(400);
    expect(broken.body.error).toMatch(/^The body is not valid JSON( \(the problem is near character \d+\))?\.$/);
    const nul = await send(form('contact'), json(wrap({ ...VALID_ANSWERS.contact, name: 'Jo\u0000' })));
    expect(nul.status).toBe(400);
    expect(nul.body.error).toMatch(/not valid text/);
    const surrogate = await send(form('contact'), json(`{"answers": {"name": "\\ud800 Jo"}, "attemptKey": "${randomUUID()}"}`));
    expect(surrogate.status).toBe(400);
    const fake = await send(form('contact'), { headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' }, body: new TextEncoder().encode('a=b') });
    expect(fake.status).toBe(400);
    expect(fake.body.error).toBe('The compressed body could not be decompressed; send it uncompressed.');
  });
});

describe('reserved field names', () => {
  // Told to an API client (a browser's form post gets the page: page-refusals.test.ts).
  it.each([
    ['JSON', '__proto__', json(`{"answers": {"__proto__": {"x": 1}}, "attemptKey": "k-0123456789"}`)],
    ['JSON, nested', 'constructor', json('{"answers": {"businessBasics": {"constructor": {"prototype": 1}}}}')],
    ['text/plain', 'prototype', json('{"prototype": "x"}', 'text/plain')],
    ['URL-encoded', '__proto__', { body: new URLSearchParams({ __proto__x: '1' }).toString().replace('__proto__x', '__proto__'), headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' } }],
  ])('%s: %s gets its own message', async (_way, name, init) => {
    const answer = await send(form('request'), init as RequestInit);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(`${name} cannot be a field name`);
  });

  it('accepts ordinary names such as toString', async () => {
    // In the link's parameters, which take any name (an answer the form does not have is refused for that reason).
    const body = JSON.stringify({ answers: VALID_ANSWERS.contact, attemptKey: randomUUID(), page: { query: { toString: 'kept' } } });
    expect((await send(form('contact'), json(body))).status).toBe(201);
    const answer = await send(form('contact'), json(wrap({ ...VALID_ANSWERS.contact }).replace('"name"', '"toString":"kept","name"')));
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({ toString: expect.stringContaining('no such answer') });
  });
});

describe('jsonDepth', () => {
  it('counts nesting outside strings only, without recursion', () => {
    expect(jsonDepth('{"a":[1,{"b":"[[[["}]}')).toBe(3);
    expect(jsonDepth('"\\"[["')).toBe(0);
    expect(jsonDepth('['.repeat(1_000_000), 32)).toBe(33);
  });
});
