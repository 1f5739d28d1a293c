import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOOK_NAMES } from '../../src/domain/hook-names';
import { postJson, startTestServer, VALID_PAYLOADS } from './support/helpers';

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;
const ADMIN = 'admin-token-0123456789';

beforeAll(async () => {
  server = await startTestServer({ ADMIN_TOKEN: ADMIN });
});
afterAll(async () => server.stop());

const hook = (name: string) => `${server.url}/api/hooks/${name}`;

async function stored(id: string) {
  const response = await fetch(`${server.url}/api/submissions/${id}`, { headers: { authorization: `Bearer ${ADMIN}` } });
  expect(response.status).toBe(200);
  return response.json();
}

/** Builds a multipart form the way the browser does: objects and lists as JSON text, everything else as text. */
function form(payload: Record<string, unknown>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(payload)) data.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  return data;
}

describe('POST /api/hooks/:name', () => {
  it.each(HOOK_NAMES)('accepts a valid %s payload as JSON, stores it and answers 202 with its id', async (name) => {
    const answer = await postJson(hook(name), VALID_PAYLOADS[name]);
    expect(answer.status).toBe(202);
    expect(answer.body.id).toMatch(/^[0-9a-f-]{36}$/);
    const record = await stored(answer.body.id);
    expect(record).toMatchObject({ hook: name, state: 'held' });
  });

  it('accepts the main hook as a multipart form, parsing JSON-text fields and form booleans', async () => {
    const response = await fetch(hook('main'), { method: 'POST', body: form({ ...VALID_PAYLOADS.main, extraField: 'kept', logoUploadedSeparately: 'true' }) });
    expect(response.status).toBe(202);
    const record = await stored((await response.json()).id);
    expect(record.payload.businessBasics).toEqual(VALID_PAYLOADS.main.businessBasics);
    expect(record.payload.selectedServices).toEqual(['Rewiring', 'Fuse boards']);
    expect(record.payload.useStockImages).toBe(false);
    expect(record.payload.logoUploadedSeparately).toBe('true');
    expect(record.payload.extraField).toBe('kept');
    expect(record.contentType).toBe('multipart/form-data');
  });

  it('accepts the gallery hook as multipart with JSON lists, and JSON sent as text/plain (no-cors fetch)', async () => {
    const multipart = await fetch(hook('gallery'), { method: 'POST', body: form(VALID_PAYLOADS.gallery) });
    expect(multipart.status).toBe(202);
    expect((await stored((await multipart.json()).id)).payload.galleryUrls).toEqual(['C1/gallery/a.png']);
    const text = await fetch(hook('contact'), { method: 'POST', headers: { 'content-type': 'text/plain;charset=UTF-8' }, body: JSON.stringify(VALID_PAYLOADS.contact) });
    expect(text.status).toBe(202);
  });

  it('answers 400 with a message per field in the spec wording', async () => {
    const contact = await postJson(hook('contact'), { Name: 'J', Email: 'not-an-email', Subject: 'Hi', Message: 'short' });
    expect(contact.status).toBe(400);
    expect(contact.body.fields).toEqual({
      Name: 'Name must be at least 2 characters',
      Email: 'Please enter a valid email address',
      Subject: 'Subject must be at least 5 characters',
      Message: 'Message must be at least 10 characters',
    });
    const main = await postJson(hook('main'), {
      businessBasics: { firstName: 'Jo', companyName: 'X', email: 'jo@example.co.uk', phone: '12345' },
      whatsAppNumber: '01132 496000',
      businessAddress: { postcode: 'NOT A CODE', registrationNumber: '123' },
      customPrimaryColor: 'blue',
    });
    expect(main.status).toBe(400);
    expect(main.body.fields).toMatchObject({
      'businessBasics.phone': 'Please enter a valid UK phone number',
      whatsAppNumber: 'WhatsApp requires a mobile number (starting with 07 or +447)',
      'businessAddress.postcode': 'Please enter a valid UK postcode (e.g., SW1A 1AA)',
      'businessAddress.registrationNumber': 'Please enter a valid 8-digit company registration number',
      customPrimaryColor: 'Please enter a colour in the form #RRGGBB',
    });
    const missing = await postJson(hook('business-basics'), { firstName: 'Jo' });
    expect(missing.body.fields).toMatchObject({ companyName: 'Company name is required', email: 'Email is required', phone: 'Phone is required' });
  });

  it('drops empty values as the browser would, so an empty optional field is not an error', async () => {
    const answer = await postJson(hook('main'), { ...VALID_PAYLOADS.main, whatsAppNumber: '', instagramHandle: null });
    expect(answer.status).toBe(202);
    expect((await stored(answer.body.id)).payload).not.toHaveProperty('whatsAppNumber');
  });

  it('refuses unknown fields on fixed hooks but keeps them on main', async () => {
    const answer = await postJson(hook('unsubscribe'), { Email: 'a@b.co', isAdmin: true });
    expect(answer.status).toBe(400);
    expect(answer.body.fields.isAdmin).toBe('isAdmin is not a field this hook accepts');
  });

  it('answers 400 for JSON-text fields that are not JSON, malformed JSON, malformed multipart, files and empty bodies', async () => {
    const notJson = await fetch(hook('gallery'), { method: 'POST', body: form({ ...VALID_PAYLOADS.gallery, galleryUrls: '[oops' }) });
    expect(notJson.status).toBe(400);
    expect((await notJson.json()).fields.galleryUrls).toBe('Gallery keys must be JSON text (a list or an object)');

    const badJson = await fetch(hook('contact'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"Name": "Jo",' });
    expect(badJson.status).toBe(400);
    expect((await badJson.json()).error).toMatch(/not valid JSON/);

    const badMultipart = await fetch(hook('main'), {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=XYZ' },
      body: '--XYZ\r\nContent-Disposition: form-data; name="a"\r\n\r\nvalue-without-end',
    });
    expect(badMultipart.status).toBe(400);
    expect((await badMultipart.json()).error).toMatch(/multipart form could not be read/);

    const withFile = new FormData();
    withFile.append('logo', new Blob([Buffer.from('x')], { type: 'image/png' }), 'logo.png');
    const file = await fetch(hook('logo'), { method: 'POST', body: withFile });
    expect(file.status).toBe(400);
    expect((await file.json()).error).toMatch(/Upload files through \/api\/upload/);

    const array = await postJson(hook('contact'), [1, 2]);
    expect(array.status).toBe(400);
    const empty = await fetch(hook('contact'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '' });
    expect(empty.status).toBe(400);
    const proto = await fetch(hook('main'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"__proto__": {"x": 1}}' });
    expect(proto.status).toBe(400);
  });

  it('answers 404 for an unknown hook and 415 for an unsupported content type', async () => {
    const unknown = await postJson(hook('payments'), {});
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatch(/no hook called "payments"/);
    const xml = await fetch(hook('contact'), { method: 'POST', headers: { 'content-type': 'application/xml' }, body: '<a/>' });
    expect(xml.status).toBe(415);
  });

  it('answers URL-encoded forms too', async () => {
    const body = new URLSearchParams({ selectedDomain: 'example.co.uk', customerNumber: 'C1' });
    const response = await fetch(hook('domain-selection'), { method: 'POST', body });
    expect(response.status).toBe(202);
  });
});

describe('hook schemas', () => {
  it('describe every property, so editors and operators can read them', async () => {
    const { readFileSync } = await import('node:fs');
    const { HOOK_SCHEMA_DIR } = await import('../../src/server/hooks/hook-validator');
    const undocumented: string[] = [];
    const walk = (node: Record<string, any>, at: string) => {
      for (const [key, child] of Object.entries<Record<string, any>>(node.properties ?? {})) {
        if (!child.description) undocumented.push(`${at}.${key}`);
        walk(child, `${at}.${key}`);
      }
      if (node.items) {
        if (!node.items.description) undocumented.push(`${at}[]`);
        walk(node.items, `${at}[]`);
      }
    };
    for (const name of HOOK_NAMES) walk(JSON.parse(readFileSync(`${HOOK_SCHEMA_DIR}/${name}.schema.json`, 'utf8')), name);
    expect(undocumented).toEqual([]);
  });
});

describe('concurrent submissions', () => {
  it('stores every accepted call when 50 arrive at once', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => postJson(hook('feedback'), VALID_PAYLOADS.feedback)));
    expect(answers.every((a) => a.status === 202)).toBe(true);
    const listed = await fetch(`${server.url}/api/submissions?hook=feedback&limit=1000`, { headers: { authorization: `Bearer ${ADMIN}` } });
    const ids = new Set((await listed.json()).submissions.map((s: { id: string }) => s.id));
    for (const a of answers) expect(ids.has(a.body.id)).toBe(true);
  });
});
