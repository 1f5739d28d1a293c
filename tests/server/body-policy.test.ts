import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_POLICY, jsonDepth } from '../../src/server/hooks/body-policy';
import { startTestServer, VALID_PAYLOADS } from './support/helpers';

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;
const ADMIN = 'admin-token-0123456789';

beforeAll(async () => {
  server = await startTestServer({ ADMIN_TOKEN: ADMIN });
});
afterAll(async () => server.stop());

const hook = (name: string) => `${server.url}/api/hooks/${name}`;

/** How many hook calls the server has stored, whatever their state. */
async function storedCount(): Promise<number> {
  const response = await fetch(`${server.url}/api/submissions?limit=1`, { headers: { authorization: `Bearer ${ADMIN}` } });
  const { counts } = (await response.json()) as { counts: Record<string, number> };
  return Object.values(counts).reduce((a, b) => a + b, 0);
}

/** Sends a request and returns status and the parsed answer; checks nothing was stored when it was refused. */
async function send(url: string, init: RequestInit): Promise<{ status: number; body: { error?: string; fields?: Record<string, string> } }> {
  const before = await storedCount();
  const response = await fetch(url, { method: 'POST', ...init });
  const body = await response.json();
  if (response.status !== 202) expect(await storedCount()).toBe(before);
  return { status: response.status, body };
}

const json = (body: string, type = 'application/json') => ({ headers: { 'content-type': type }, body });
const nested = (levels: number) => `{"Name":"Jo","deep":${'['.repeat(levels)}${']'.repeat(levels)}}`;
const LARGE_FIELD = /The field "(\w+)" is larger than 256 KB, the most one field may hold; nothing was stored\./;

describe('one body policy for every hook, whatever the content type', () => {
  it('refuses a multipart field over the per-field limit whole (413), rather than cutting it and storing it', async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(VALID_PAYLOADS.main)) form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
    form.append('notes', 'x'.repeat(BODY_POLICY.fieldBytes + 1));
    const answer = await send(hook('main'), { body: form });
    expect(answer.status).toBe(413);
    expect(answer.body.error).toMatch(LARGE_FIELD);
    expect(answer.body.error).toContain('"notes"');
  });

  it('refuses a 20 MB multipart body with 413 naming the limit, whether its length is declared or streamed', async () => {
    const form = new FormData();
    for (let i = 0; i < 80; i++) form.append(`f${i}`, 'y'.repeat(250 * 1024));
    const declared = await send(hook('main'), { body: form });
    expect(declared.status).toBe(413);
    expect(declared.body.error).toBe('The request body is larger than 512 KB, the most this address accepts; nothing was stored.');

    const boundary = 'fuzzboundary';
    const chunk = new TextEncoder().encode(`--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\n${'z'.repeat(200 * 1024)}\r\n`);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 100) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const streamed = await send(hook('main'), {
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(streamed.body.error).toMatch(/larger than 512 KB/);
  });

  it('refuses more fields than the limit rather than dropping the rest', async () => {
    const form = new FormData();
    for (let i = 0; i <= BODY_POLICY.maxFields; i++) form.append(`f${i}`, 'v');
    const answer = await send(hook('main'), { body: form });
    expect(answer.status).toBe(413);
    expect(answer.body.error).toMatch(/more than 300 fields/);
  });

  it('applies the per-field and total limits to JSON, text/plain and URL-encoded bodies alike', async () => {
    const big = { ...VALID_PAYLOADS.main, notes: 'x'.repeat(BODY_POLICY.fieldBytes + 1) };
    expect((await send(hook('main'), json(JSON.stringify(big)))).body.error).toMatch(LARGE_FIELD);
    expect((await send(hook('main'), json(JSON.stringify(big), 'text/plain;charset=UTF-8'))).status).toBe(413);
    const list = { ...VALID_PAYLOADS.main, selectedServices: Array.from({ length: 3000 }, () => 'x'.repeat(100)) };
    const listed = await send(hook('main'), json(JSON.stringify(list)));
    expect(listed.status).toBe(413);
    expect(listed.body.error).toContain('"selectedServices"');
    const form = new URLSearchParams({ selectedDomain: 'example.co.uk', leadId: 'x'.repeat(BODY_POLICY.fieldBytes + 1) });
    const encoded = await send(hook('domain-selection'), { body: form });
    expect(encoded.status).toBe(413);
    expect(encoded.body.error).toMatch(LARGE_FIELD);
    const total = await send(hook('main'), json(JSON.stringify({ ...VALID_PAYLOADS.main, a: 'x'.repeat(200_000), b: 'x'.repeat(200_000), c: 'x'.repeat(200_000) })));
    expect(total.status).toBe(413);
    expect(total.body.error).toBe('The request body is larger than 512 KB, the most this address accepts; nothing was stored.');
  });

  it('refuses JSON nested deeper than the limit with 400 and a message, in every way JSON can arrive', async () => {
    for (const type of ['application/json', 'text/plain']) {
      const answer = await send(hook('contact'), json(nested(5000), type));
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe('The body is nested more than 32 levels deep (lists or objects inside each other); nothing was stored.');
    }
    const form = new FormData();
    form.append('galleryUrls', `${'['.repeat(20_000)}${']'.repeat(20_000)}`);
    const field = await send(hook('gallery'), { body: form });
    expect(field.status).toBe(400);
    expect(field.body.error).toMatch(/^The field "galleryUrls" is nested more than 32 levels deep/);
    expect((await send(hook('contact'), json(nested(31)))).status).toBe(400); // within the limit: checked by the schema
    expect((await send(hook('contact'), json(nested(31)))).body.fields).toBeDefined();
  });

  it('never echoes an internal error text', async () => {
    const broken = await send(hook('contact'), json('{"Name": "Jo",', 'text/plain'));
    expect(broken.status).toBe(400);
    expect(broken.body.error).toMatch(/^The body is not valid JSON( \(the problem is near character \d+\))?\.$/);
    const nul = await send(hook('contact'), json(JSON.stringify({ ...VALID_PAYLOADS.contact, Name: 'Jo\u0000' })));
    expect(nul.status).toBe(400);
    expect(nul.body.error).toMatch(/not valid text/);
    const surrogate = await send(hook('contact'), json('{"Name": "\\ud800 Jo", "Email": "a@b.co"}'));
    expect(surrogate.status).toBe(400);
    const form = new Response(new URLSearchParams({ a: 'b' }).toString());
    for (const type of ['application/json', 'multipart/form-data; boundary=XYZ']) {
      const fake = await send(hook('contact'), { headers: { 'content-type': type, 'content-encoding': 'gzip' }, body: await form.clone().arrayBuffer() });
      expect(fake.status).toBe(400);
      expect(fake.body.error).toBe('The compressed body could not be decompressed; send it uncompressed.');
    }
  });
});

describe('reserved field names', () => {
  it.each([
    ['JSON', '__proto__', json('{"__proto__": {"x": 1}}')],
    ['JSON, nested', 'constructor', json('{"businessBasics": {"constructor": {"prototype": 1}}}')],
    ['text/plain', 'prototype', json('{"prototype": "x"}', 'text/plain')],
    ['URL-encoded', '__proto__', { body: new URLSearchParams({ __proto__x: '1' }).toString().replace('__proto__x', '__proto__'), headers: { 'content-type': 'application/x-www-form-urlencoded' } }],
  ])('%s: %s gets its own message', async (_way, name, init) => {
    const answer = await send(hook('main'), init as RequestInit);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(`${name} cannot be a field name`);
  });

  it('multipart: constructor gets its own message, and ordinary names such as toString are accepted', async () => {
    const form = new FormData();
    form.append('constructor', 'x');
    const answer = await send(hook('main'), { body: form });
    expect(answer.body.error).toBe('constructor cannot be a field name');
    const ok = new FormData();
    for (const [key, value] of Object.entries(VALID_PAYLOADS.main)) ok.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
    ok.append('toString', 'kept');
    expect((await send(hook('main'), { body: ok })).status).toBe(202);
  });
});

describe('jsonDepth', () => {
  it('counts nesting outside strings only, without recursion', () => {
    expect(jsonDepth('{"a":[1,{"b":"[[[["}]}')).toBe(3);
    expect(jsonDepth('"\\"[["')).toBe(0);
    expect(jsonDepth('['.repeat(1_000_000), 32)).toBe(33);
  });
});
