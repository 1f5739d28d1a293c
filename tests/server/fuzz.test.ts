import { brotliCompressSync, gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_POLICY } from '../../src/server/hooks/body-policy';
import { GIF, JPEG, PNG, startTestServer, VALID_ANSWERS } from './support/helpers';

const FORMS = Object.keys(VALID_ANSWERS);
const valid = (form: string, extra: Record<string, unknown> = {}) => ({ answers: { ...VALID_ANSWERS[form], ...extra }, attemptKey: `fuzz-${Math.random().toString(36).slice(2)}` });

/**
 * Hostile bodies at every form's submissions and at the upload endpoints, generated at random: any content type, encoding,
 * size and nesting. Whatever arrives, the server never answers 5xx, stores nothing for a refused request, and
 * every refusal carries a readable message of its own (never an engine's error text).
 */

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;
const ADMIN = { authorization: 'Bearer admin-token-0123456789' };

beforeAll(async () => {
  server = await startTestServer({ ADMIN_TOKEN: 'admin-token-0123456789' });
});
afterAll(async () => server.stop());

/** `FUZZ_SEED=<seed>` replays a failing run (fast-check prints the seed of a failure). */
const SEED = process.env.FUZZ_SEED ? { seed: Number(process.env.FUZZ_SEED) } : {};

/** Texts that are an engine's or a framework's, not ours: none may reach an answer. */
const INTERNAL = /\n\s+at |Maximum call stack|Unexpected token|Unexpected end|SyntaxError|TypeError|RangeError|FST_|ERR_|\bundefined\b|\[object |JSON\.parse|busboy|Boundary not found/i;

/** A refusal: a 4xx with a JSON `error` a person can read. */
function expectReadableRefusal(status: number, text: string, context: string) {
  expect(status, context).toBeGreaterThanOrEqual(400);
  expect(status, context).toBeLessThan(500);
  if (/^<!doctype html>/i.test(text)) {
    // A browser's form post refused: a page in the site's words, nothing of the server's insides.
    expect(text, context).not.toMatch(INTERNAL);
    expect(text, context).toMatch(/<main\b|<h1\b/);
    return;
  }
  const body = JSON.parse(text) as { error?: unknown };
  expect(typeof body.error, context).toBe('string');
  const message = body.error as string;
  expect(message.length, context).toBeGreaterThan(10);
  expect(message.length, context).toBeLessThan(600);
  expect(message, context).not.toMatch(INTERNAL);
}

/** The last request sent, named in a failure of the next one (a connection left broken shows there). */
let lastRequest = '(none)';

/** How many hook calls are stored, and the state of each recorded file (by key). */
async function counts(files = false): Promise<{ submissions: number; files: Map<string, string> }> {
  const response = await fetch(`${server.url}/api/hook-calls?limit=${files ? 1000 : 1}`, { headers: ADMIN }).catch((error: Error) => {
    throw new Error(`listing the store failed after ${lastRequest}: ${String(error.cause ?? error)}`, { cause: error });
  });
  const listed = (await response.json()) as { counts: Record<string, number>; files: { key: string; state: string }[] };
  return { submissions: Object.values(listed.counts).reduce((a, b) => a + b, 0), files: new Map(listed.files.map((f) => [f.key, f.state])) };
}

// ---- what a body can be -------------------------------------------------------------------------------
const NAMES = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '', 'Name', 'Email', 'businessBasics', 'galleryUrls', 'selectedServices', 'a'.repeat(300), 'x\u0000y', '\ud800'),
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 10 }),
);
const SIZES = [BODY_POLICY.fieldBytes - 10, BODY_POLICY.fieldBytes + 1, BODY_POLICY.totalBytes + 1];
const TEXTS = fc.oneof(
  { weight: 6, arbitrary: fc.string({ maxLength: 60 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 2, arbitrary: fc.constantFrom('\u0000', 'a\ud800b', '\udc00', 'true', 'false', 'null', '[]', '{}', '[1,2', '{"__proto__":1}', '07700 900123', 'jo@example.co.uk') },
  { weight: 1, arbitrary: fc.constantFrom(...SIZES).map((n) => 'x'.repeat(n)) },
  { weight: 1, arbitrary: fc.integer({ min: 20, max: 4000 }).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`) },
);
/** JSON values with random nesting, sometimes far past the limit. */
const DEEP = fc.integer({ min: 1, max: 5000 }).chain((n) =>
  fc.constantFrom(`${'['.repeat(n)}1${']'.repeat(n)}`, `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`, `{"Name":${'['.repeat(n)}${']'.repeat(n)}}`),
);
const JSON_TEXT = fc.oneof(
  fc.dictionary(NAMES, fc.oneof(TEXTS, fc.jsonValue({ maxDepth: 4 }), fc.boolean(), fc.integer()), { maxKeys: 12 }).map((o) => JSON.stringify(o)),
  fc.constantFrom(...FORMS).map((f) => JSON.stringify(valid(f))),
  fc.constantFrom(...FORMS).chain((f) => fc.tuple(NAMES, TEXTS).map(([k, v]) => JSON.stringify(valid(f, { [k]: v })))),
  fc.constantFrom(...FORMS).chain((f) => fc.tuple(NAMES, TEXTS).map(([k, v]) => JSON.stringify({ ...valid(f), [k]: v }))),
  DEEP,
  fc.string({ maxLength: 200 }),
);

interface Body {
  type?: string;
  bytes: Uint8Array;
  what: string;
}
const enc = (text: string) => new TextEncoder().encode(text);

async function multipart(entries: [string, string | Blob][]): Promise<{ type: string; bytes: Uint8Array }> {
  const form = new FormData();
  for (const [k, v] of entries) form.append(k, v);
  const response = new Response(form);
  return { type: response.headers.get('content-type')!, bytes: new Uint8Array(await response.arrayBuffer()) };
}

const FIELD_ENTRIES = fc.array(fc.tuple(NAMES, fc.oneof(TEXTS, JSON_TEXT)), { maxLength: 10 });
const BODIES: fc.Arbitrary<Promise<Body>> = fc.oneof(
  fc.tuple(JSON_TEXT, fc.constantFrom('application/json', 'text/plain;charset=UTF-8', 'application/json; charset=utf-16', 'text/plain', 'application/JSON')).map(async ([text, type]) => ({ type, bytes: enc(text), what: `${type} ${text.slice(0, 80)}` })),
  fc.tuple(FIELD_ENTRIES, fc.boolean(), fc.constantFrom(...FORMS)).map(async ([entries, withAnswers, form]) => {
    const base: [string, string | Blob][] = withAnswers ? Object.entries(VALID_ANSWERS[form]).map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)]) : [];
    const { type, bytes } = await multipart([...base, ...entries]);
    return { type, bytes, what: `multipart ${JSON.stringify(entries).slice(0, 120)}` };
  }),
  fc.tuple(FIELD_ENTRIES, fc.constantFrom(PNG, GIF, Buffer.from('<svg/>'))).map(async ([entries, file]) => {
    const { type, bytes } = await multipart([...entries, ['logo', new Blob([file], { type: 'image/png' })]]);
    return { type, bytes, what: 'multipart with a file' };
  }),
  fc.tuple(fc.uint8Array({ maxLength: 3000 }), fc.constantFrom('multipart/form-data', 'multipart/form-data; boundary=XYZ', 'multipart/form-data; boundary=', 'multipart/mixed; boundary=a')).map(async ([bytes, type]) => ({ type, bytes, what: `broken ${type}` })),
  FIELD_ENTRIES.map(async (entries) => ({ type: 'application/x-www-form-urlencoded', bytes: enc(new URLSearchParams(entries.map(([k, v]) => [k, v])).toString()), what: 'urlencoded' })),
  fc.tuple(fc.oneof(fc.uint8Array({ maxLength: 2000 }), fc.string({ maxLength: 500 }).map(enc)), fc.option(fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('application/xml', 'application/octet-stream', 'image/png', '*/*', ';;;', 'text/html')), { nil: undefined })).map(async ([bytes, type]) => ({ type, bytes, what: `raw ${type}` })),
);
/** How the bytes travel: as they are, really compressed, or claiming a compression they do not have. */
const ENCODINGS = fc.constantFrom<undefined | 'gzip' | 'br' | 'fake-gzip' | 'deflate-fake' | 'unknown' | 'identity'>(undefined, undefined, undefined, 'gzip', 'br', 'fake-gzip', 'deflate-fake', 'unknown', 'identity');

function encode(bytes: Uint8Array, encoding: string | undefined): { bytes: Uint8Array; header?: string } {
  switch (encoding) {
    case 'gzip':
      return { bytes: gzipSync(bytes), header: 'gzip' };
    case 'br':
      return { bytes: brotliCompressSync(bytes), header: 'br' };
    case 'fake-gzip':
      return { bytes, header: 'gzip' };
    case 'deflate-fake':
      return { bytes, header: 'deflate' };
    case 'unknown':
      return { bytes, header: 'x-squash' };
    case 'identity':
      return { bytes, header: 'identity' };
    default:
      return { bytes };
  }
}

async function send(method: string, url: string, body: Body, encoding: string | undefined, browser = false): Promise<{ status: number; text: string }> {
  const encoded = encode(body.bytes, encoding);
  // An API client's requests, or a browser's (whose form post refused is answered with a page: page-refusals.test.ts).
  const headers: Record<string, string> = { accept: browser ? 'text/html,application/xhtml+xml,*/*;q=0.8' : 'application/json' };
  if (body.type !== undefined) headers['content-type'] = body.type;
  if (encoded.header) headers['content-encoding'] = encoded.header;
  lastRequest = `${method} ${url.replace(server.url, '').split('?')[0]} ${JSON.stringify(headers)} ${encoded.bytes.length} bytes: ${body.what.slice(0, 80)}`;
  try {
    const response = await fetch(url, { method, headers, body: Buffer.from(encoded.bytes), redirect: 'manual' });
    return { status: response.status, text: await response.text() };
  } catch (error) {
    throw new Error(`${method} ${url} (${body.what.slice(0, 80)}) failed: ${String((error as Error).cause ?? error)}`, { cause: error });
  }
}

describe('hostile input, generated at random', () => {
  it('every form: never a 5xx, nothing stored when refused, every refusal readable', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...FORMS), BODIES, ENCODINGS, fc.boolean(), async (form, made, encoding, browser) => {
        const body = await made;
        const before = (await counts()).submissions;
        const { status, text } = await send('POST', `${server.url}/api/forms/${form}/submissions`, body, encoding, browser);
        const context = `${form} ${encoding ?? ''} ${body.what} → ${status} ${text.slice(0, 200)}`;
        const after = (await counts()).submissions;
        // Stored: answered 201, or for a browser's post 303 to the page that shows it.
        if (status === 201 || (browser && status === 303)) {
          expect(after, context).toBe(before + 1);
          return;
        }
        expectReadableRefusal(status, text, context);
        expect(after, context).toBe(before);
      }),
      { numRuns: 120, ...SEED },
    );
  });

  it('POST /api/upload: never a 5xx, no file recorded when refused, every refusal readable', async () => {
    const uploadBodies = fc.oneof(
      BODIES,
      fc.record({ customerNumber: fc.oneof(TEXTS, fc.integer()), fileName: fc.oneof(TEXTS, fc.constant('logo.png')), fileType: fc.constantFrom('logo', 'gallery', 'other', '__proto__'), fileMimeType: fc.constantFrom('image/png', 'image/svg+xml', 'text/html', ''), fileSize: fc.oneof(fc.integer(), fc.constant('12'), fc.double()) }, { requiredKeys: [] })
        .map(async (o) => ({ type: 'application/json', bytes: enc(JSON.stringify(o)), what: JSON.stringify(o).slice(0, 120) })),
    );
    await fc.assert(
      fc.asyncProperty(uploadBodies, ENCODINGS, async (made, encoding) => {
        const body = await made;
        const before = (await counts(true)).files.size;
        const { status, text } = await send('POST', `${server.url}/api/upload`, body, encoding);
        const context = `upload ${encoding ?? ''} ${body.what} → ${status} ${text.slice(0, 200)}`;
        const after = (await counts(true)).files.size;
        if (status === 200) {
          expect(after, context).toBe(before + 1);
          return;
        }
        expectReadableRefusal(status, text, context);
        expect(after, context).toBe(before);
      }),
      { numRuns: 45, ...SEED },
    );
  });

  it('PUT of a signed upload link: never a 5xx, nothing stored when refused, every refusal readable', async () => {
    const images = { 'image/png': PNG, 'image/gif': GIF, 'image/jpeg': JPEG } as const;
    const putBodies = fc.oneof(
      BODIES,
      fc.constantFrom(...Object.entries(images)).map(async ([type, bytes]) => ({ type, bytes: new Uint8Array(bytes), what: `a real ${type}` })),
      fc.tuple(fc.constantFrom(PNG, GIF, JPEG), fc.integer({ min: 1, max: 40 })).map(async ([bytes, cut]) => ({ type: 'image/png', bytes: new Uint8Array(bytes.subarray(0, cut)), what: `an image cut at ${cut}` })),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...Object.keys(images)), putBodies, ENCODINGS, async (declared, made, encoding) => {
        const link = await fetch(`${server.url}/api/upload`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ customerNumber: 'FUZZ-1', fileName: 'photo', fileType: 'gallery', fileMimeType: declared }),
        });
        expect(link.status).toBe(200);
        const { putUrl, getUrl, key } = (await link.json()) as { putUrl: string; getUrl: string; key: string };
        const body = await made;
        const { status, text } = await send('PUT', putUrl, body, encoding);
        const context = `PUT ${declared} ${encoding ?? ''} ${body.what} → ${status} ${text.slice(0, 200)}`;
        const stored = await fetch(getUrl);
        if (status === 200) {
          expect(stored.status, context).toBe(200);
          expect((await counts(true)).files.get(key), context).toBe('stored');
          return;
        }
        expectReadableRefusal(status, text, context);
        expect(stored.status, context).toBe(404);
        await stored.body?.cancel();
        expect((await counts(true)).files.get(key), context).toBe('issued');
      }),
      { numRuns: 45, ...SEED },
    );
  });
});
