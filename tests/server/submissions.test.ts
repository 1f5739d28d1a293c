import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE_ALPHABET } from '../../src/domain/customer-reference';
import { PNG, postJson, REQUEST_ANSWERS, startTestServer, targetServer, waitFor } from './support/helpers';

type Server = Awaited<ReturnType<typeof startTestServer>>;
type Target = Awaited<ReturnType<typeof targetServer>>;
const ADMIN = { authorization: 'Bearer admin-token-0123456789' };

const ANSWERS = REQUEST_ANSWERS;

let server: Server;
let target: Target;
beforeAll(async () => {
  target = await targetServer(() => 200);
  server = await startTestServer({ HOOK_TARGET_MAIN: target.url, HOOK_TARGET_LOGO: target.url, HOOK_TARGET_BUSINESS_BASICS: target.url, ADMIN_TOKEN: 'admin-token-0123456789' });
});
afterAll(async () => {
  await server?.stop();
  await target?.close();
});

const submit = (form: string, body: Record<string, unknown>) => postJson(`${server.url}/api/forms/${form}/submissions`, body);
const key = () => `k${Math.random().toString(36).slice(2)}${Date.now()}`;
const delivered = async (hook: string, match: (p: Record<string, unknown>) => boolean) =>
  (await waitFor(() => target.seen.map((r) => ({ hook: r.headers['x-hook-name'], body: JSON.parse(r.body) as Record<string, unknown> })).find((r) => r.hook === hook && match(r.body)), 10_000, `${hook} delivered`))!;

async function upload(reference: string): Promise<string> {
  const { body } = await postJson(`${server.url}/api/upload`, { customerNumber: reference, fileName: 'logo.png', fileType: 'logo', fileMimeType: 'image/png' });
  expect((await fetch(body.putUrl, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: PNG })).status).toBe(200);
  return body.key;
}

describe('POST /api/forms/:form/submissions', () => {
  it('stores one submission with a new readable reference and relays the plan\'s payload', async () => {
    const attemptKey = key();
    const page = { source: 'https://forms.example.co.uk/request', query: {} };
    const { status, body } = await submit('request', { answers: ANSWERS, attemptKey, page });
    expect(status).toBe(201);
    expect(body.reference).toMatch(new RegExp(`^TS-[${REFERENCE_ALPHABET}]{3}-[${REFERENCE_ALPHABET}]{3}$`));
    const main = await delivered('main', (p) => p.customerNumber === body.reference);
    expect(main.body).toMatchObject({ ...ANSWERS, businessName: 'Flow Right Ltd', selectedTrade: 'plumber', customPrimaryColor: expect.stringMatching(/^#/), source: page.source });
    // The same attempt again: the same submission, nothing stored or sent twice.
    const again = await submit('request', { answers: ANSWERS, attemptKey, page });
    expect(again).toMatchObject({ status: 200, body: { id: body.id, reference: body.reference, repeated: true } });
    const admin = await (await fetch(`${server.url}/api/customers/${body.reference}`, { headers: ADMIN })).json();
    expect(admin.submissions).toHaveLength(1);
    expect(admin.submissions[0]).toMatchObject({ form: 'request', answers: ANSWERS, attemptKey });
    expect(admin.journey.map((e: { event: string }) => e.event)).toEqual(['submitted']);
  });

  it.each([
    ['without termsAgreed', { termsAgreed: undefined }, 'termsAgreed', 'Please agree to the terms to submit your request'],
    ['with termsAgreed false', { termsAgreed: false }, 'termsAgreed', 'Please agree to the terms to submit your request'],
    ['without tradeType', { tradeType: undefined }, 'tradeType', 'This field is required'],
    ['with a bad postcode', { businessAddress: { ...ANSWERS.businessAddress, postcode: 'NOT A CODE' } }, 'businessAddress.postcode', 'Please enter a valid UK postcode (e.g., SW1A 1AA)'],
    ['without a phone number', { businessBasics: { ...ANSWERS.businessBasics, phone: undefined } }, 'businessBasics.phone', 'Phone number is required'],
    // The browser's hours rule, refused here with the same words (src/domain/field-checks.ts).
    ['open Wednesday 18:00 to 08:00', { businessHours: [{ day: 'Wednesday', open: true, openTime: '18:00', closeTime: '08:00' }] }, 'businessHours', 'On each open day, the closing time must be after the opening time.'],
  ])('refuses a request %s with 400 naming the field in the form\'s words', async (_name, change, field, message) => {
    const answers = JSON.parse(JSON.stringify({ ...ANSWERS, ...change }));
    const { status, body } = await submit('request', { answers, attemptKey: key() });
    expect(status).toBe(400);
    expect(body.fields[field]).toBe(message);
    expect(body.error).toContain(field);
  });

  it('takes hours that close after they open, and a closed day whatever its times', async () => {
    const businessHours = [
      { day: 'Wednesday', open: true, openTime: '08:00', closeTime: '18:00' },
      { day: 'Sunday', open: false, openTime: '18:00', closeTime: '08:00' },
    ];
    expect((await submit('request', { answers: { ...ANSWERS, businessHours }, attemptKey: key() })).status).toBe(201);
  });

  it('refuses an answer longer than its field takes in the site\'s words, with the limit', async () => {
    const { status, body } = await submit('contact', { answers: { name: 'J'.repeat(201), email: 'jo@example.co.uk', subject: 'A question', message: 'A long name.' }, attemptKey: key() });
    expect(status).toBe(400);
    expect(body.fields).toEqual({ name: 'Please use 200 characters or fewer' });
  });

  it('refuses media with neither a logo nor a photo, in the media form\'s words (its atLeastOne)', async () => {
    const { status, body } = await submit('media', { answers: { customerNumber: 'TS-MEDIA-0', tradeType: 'roofer' }, attemptKey: key() });
    expect(status).toBe(400);
    expect(Object.values(body.fields).join(' ')).toMatch(/logo|photo/i);
  });

  it('refuses a malformed request by its declared schema, and an unknown form', async () => {
    expect((await submit('request', { answers: ANSWERS })).body.fields).toEqual({ 'body.attemptKey': 'attemptKey is required' });
    expect((await submit('request', { answers: 'text', attemptKey: key() })).status).toBe(400);
    expect((await submit('nope', { answers: {}, attemptKey: key() })).status).toBe(404);
  });

  it('relays the files of the customer with their links, and refuses files of another customer or not stored', async () => {
    const { body: issued } = await postJson(`${server.url}/api/references`, {});
    const logo = await upload(issued.reference);
    const answers = { ...ANSWERS, logo: { id: 'logo-1', name: 'logo.png', type: 'image/png', size: 68 } };
    const { status, body } = await submit('request', { answers, files: { logo: [logo] }, reference: issued.reference, attemptKey: key() });
    expect(status).toBe(201);
    expect(body.reference).toBe(issued.reference);
    const announced = await delivered('logo', (p) => p.customerNumber === issued.reference);
    expect(announced.body).toMatchObject({ logoUrl: logo, businessName: 'Flow Right Ltd', selectedTrade: 'plumber' });
    expect(String(announced.body.logoGetUrl)).toMatch(/^http/);
    const main = await delivered('main', (p) => p.customerNumber === issued.reference);
    expect(main.body).toMatchObject({ logoUrl: logo });
    expect(main.body).not.toHaveProperty('logo');
    // Read back or typed in small letters and with spaces, the reference is the same customer: its files, its reference.
    const spoken = ` ${issued.reference.toLowerCase().replaceAll('-', ' ')} `;
    const again = await submit('request', { answers, files: { logo: [await upload(spoken)] }, reference: spoken, attemptKey: key() });
    expect(again.body).toMatchObject({ reference: issued.reference });
    expect(again.status).toBe(201);

    const other = await upload('SOMEONE-ELSE');
    const refused = await submit('request', { answers, files: { logo: [other] }, reference: issued.reference, attemptKey: key() });
    expect(refused).toMatchObject({ status: 400, body: { fields: { 'files.logo.0': 'This file was not uploaded for this customer.' } } });
    const { body: grant } = await postJson(`${server.url}/api/upload`, { customerNumber: issued.reference, fileName: 'l.png', fileType: 'logo', fileMimeType: 'image/png' });
    const missing = await submit('request', { answers, files: { logo: [grant.key] }, reference: issued.reference, attemptKey: key() });
    expect(missing.body.fields['files.logo.0']).toBe('This file has not arrived yet: upload it again.');
  });
});

describe('concurrent submissions', () => {
  it('stores every accepted submission when 50 arrive at once, and one when they share an attempt key', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => submit('contact', { answers: { name: 'Jo', email: 'jo@example.co.uk', subject: 'A question', message: 'Many arrive at once.' }, attemptKey: key() })));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 201));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(50);
    const attemptKey = key();
    const same = await Promise.all(Array.from({ length: 10 }, () => submit('contact', { answers: { name: 'Jo', email: 'jo@example.co.uk', subject: 'A question', message: 'Only once, please.' }, attemptKey })));
    expect(new Set(same.map((a) => a.body.id)).size).toBe(1);
    expect(same.filter((a) => a.status === 201)).toHaveLength(1);
  });
});

describe('POST /api/forms/:form/events', () => {
  it('runs the step\'s plan on the server: business basics after step 2', async () => {
    const answers = { customerNumber: 'EVT-1', tradeType: 'roofer', businessBasics: ANSWERS.businessBasics };
    const { status, body } = await postJson(`${server.url}/api/forms/business/events`, { step: 'business', answers, page: { source: 'https://x.example/form', query: {} } });
    expect(status).toBe(202);
    expect(body).toEqual({ calls: 1, reference: 'EVT-1' });
    const basics = await delivered('business-basics', (p) => p.customerNumber === 'EVT-1');
    expect(Object.keys(basics.body).sort()).toEqual(['companyName', 'customerNumber', 'email', 'firstName', 'phone', 'selectedTrade', 'source', 'timestamp']);
    const bad = await postJson(`${server.url}/api/forms/business/events`, { step: 'business', answers: { ...answers, businessBasics: { ...ANSWERS.businessBasics, email: 'nope' } } });
    expect(bad).toMatchObject({ status: 400, body: { fields: { 'businessBasics.email': 'Please enter a valid email address' } } });
  });

  it('refuses a field of the body the event does not take, naming it, as the submission names an unknown answer', async () => {
    const unknown = await postJson(`${server.url}/api/forms/request/events`, { step: 'start', answers: {}, evil: 1 });
    expect(unknown).toMatchObject({ status: 400, body: { fields: { 'body.evil': 'evil is not a field this address takes' } } });
    expect(unknown.body.error).toContain('body.evil');
    const inPage = await postJson(`${server.url}/api/forms/request/events`, { step: 'start', answers: {}, page: { source: 'https://x.example/request', query: {}, extra: 'x' } });
    expect(inPage).toMatchObject({ status: 400, body: { fields: { 'body.page.extra': 'extra is not a field this address takes' } } });
    const submission = await postJson(`${server.url}/api/forms/contact/submissions`, { answers: { name: 'Jo', email: 'jo@example.co.uk', subject: 'A question', message: 'A field too many.' }, attemptKey: key(), evil: 1 });
    expect(submission).toMatchObject({ status: 400, body: { fields: { 'body.evil': 'evil is not a field this address takes' } } });
  });
});

describe('journey events of later pages', () => {
  const journeyOf = async (ref: string) =>
    ((await (await fetch(`${server.url}/api/customers/${ref}`, { headers: ADMIN })).json()) as { journey: { event: string }[] }).journey.map((e) => e.event);

  it('records Approve & Pay ("approve" of the business form) for a known customer, and refuses a reference no customer has', async () => {
    const { body } = await submit('request', { answers: ANSWERS, attemptKey: key() });
    const approve = await postJson(`${server.url}/api/forms/business/events`, { step: 'approve', answers: {}, reference: body.reference });
    expect(approve).toMatchObject({ status: 202, body: { calls: 0, reference: body.reference } });
    expect(await journeyOf(body.reference)).toEqual(['submitted', 'approved']);
    const unknown = await postJson(`${server.url}/api/forms/business/events`, { step: 'approve', answers: {}, reference: 'TS-NOT-ONE' });
    expect(unknown).toMatchObject({ status: 400, body: { fields: { reference: 'No customer has the reference TS-NOT-ONE.' } } });
    const missing = await postJson(`${server.url}/api/forms/business/events`, { step: 'approve', answers: {} });
    expect(missing.status).toBe(400);
  });

  it('records "unsubscribed" for the link\'s reference, or for every customer who gave the e-mail address', async () => {
    const email = `unsub-${Date.now()}@example.co.uk`;
    const first = await submit('request', { answers: { ...ANSWERS, businessBasics: { ...ANSWERS.businessBasics, email } }, attemptKey: key() });
    const other = await submit('request', { answers: ANSWERS, attemptKey: key() });
    const byEmail = await submit('unsubscribe', { answers: { email: email.toUpperCase() }, attemptKey: key() });
    expect(byEmail.status).toBe(201);
    // No new reference for a form that finds its customers.
    expect(byEmail.body.reference).toBeNull();
    expect(await journeyOf(first.body.reference)).toEqual(['submitted', 'unsubscribed']);
    expect(await journeyOf(other.body.reference)).toEqual(['submitted']);
    const byLink = await submit('unsubscribe', { answers: { email: 'someone-else@example.co.uk' }, attemptKey: key(), page: { source: 'https://x.example/unsubscribe', query: { customerNumber: other.body.reference } } });
    expect(byLink.status).toBe(201);
    expect(await journeyOf(other.body.reference)).toEqual(['submitted', 'unsubscribed']);
  });
});
