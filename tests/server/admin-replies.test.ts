import { Ajv } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerReply, customersReply, hookCallReply, hookCallsReply, replayReply, submissionReply } from '../../src/server/routes/admin-schemas';
import { PNG, postJson, REQUEST_ANSWERS, startTestServer, submitForm } from './support/helpers';

/**
 * Every route of the operators' API declares its reply to Fastify (src/server/routes/admin-schemas.ts), which
 * serialises the reply by it: each reply matches its schema, and no field the store keeps is lost on the way
 * (a field the schema forgot would be dropped from the reply).
 */
type Server = Awaited<ReturnType<typeof startTestServer>>;
const TOKEN = 'admin-token-0123456789';
const ADMIN = { authorization: `Bearer ${TOKEN}` };
let server: Server;

beforeAll(async () => {
  // No relay targets: every call is held, so it can be replayed.
  server = await startTestServer({ ADMIN_TOKEN: TOKEN });
});
afterAll(async () => {
  await server?.stop();
});

const ajv = new Ajv({ strict: false, allErrors: true });
const get = async (path: string) => {
  const response = await fetch(`${server.url}${path}`, { headers: ADMIN });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
};
const matches = (schema: object, body: unknown) => {
  const validate = ajv.compile(schema);
  expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
};

const SUBMISSION_KEYS = ['answers', 'attemptKey', 'clientIp', 'createdAt', 'customerRef', 'files', 'form', 'id', 'userAgent'];
const CALL_KEYS = ['attempts', 'clientIp', 'contentType', 'createdAt', 'customerRef', 'deliveredAt', 'hook', 'id', 'lastError', 'lastStatus', 'nextAttemptAt', 'payload', 'state', 'submissionId', 'userAgent'];
const FILE_KEYS = ['createdAt', 'customerRef', 'fileType', 'key', 'mimeType', 'size', 'storage', 'state', 'storedAt'];
const JOURNEY_KEYS = ['at', 'customerRef', 'event', 'submissionId'];
const keys = (o: object) => Object.keys(o).sort();
const sorted = (list: string[]) => [...list].sort();

describe('the admin API replies', () => {
  it('each route answers by its declared schema, with every field of the store', { timeout: 30_000 }, async () => {
    const { body: ref } = await postJson(`${server.url}/api/references`, {});
    const { body: link } = await postJson(`${server.url}/api/upload`, { customerNumber: ref.reference, fileName: 'logo.png', fileType: 'logo', fileMimeType: 'image/png' });
    expect((await fetch(link.putUrl, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: PNG })).status).toBe(200);
    const answers = { ...REQUEST_ANSWERS, logo: { id: 'logo-1', name: 'logo.png', type: 'image/png', size: PNG.length } };
    const sent = await submitForm(server.url, 'request', answers, { reference: ref.reference, files: { logo: [link.key] } });
    expect(sent.status).toBe(201);

    const customers = await get('/api/customers');
    expect(customers.status).toBe(200);
    matches(customersReply[200], customers.body);
    const listed = customers.body.customers.find((c: { ref: string }) => c.ref === sent.body.reference);
    expect(keys(listed)).toEqual(['files', 'last', 'latest', 'ref']);
    expect(keys(listed.latest)).toEqual(sorted(SUBMISSION_KEYS));
    expect(listed.latest.answers).toEqual(answers);

    const customer = await get(`/api/customers/${sent.body.reference}`);
    matches(customerReply[200], customer.body);
    expect(keys(customer.body.submissions[0])).toEqual(sorted(SUBMISSION_KEYS));
    expect(customer.body.submissions[0].files).toMatchObject({ logo: [link.key] });
    expect(keys(customer.body.calls[0])).toEqual(sorted(CALL_KEYS));
    expect(keys(customer.body.files[0])).toEqual(sorted(FILE_KEYS));
    expect(keys(customer.body.journey[0])).toEqual(sorted(JOURNEY_KEYS));

    const submission = await get(`/api/submissions/${sent.body.id}`);
    matches(submissionReply[200], submission.body);
    expect(keys(submission.body)).toEqual([...SUBMISSION_KEYS, 'calls'].sort());

    const calls = await get('/api/hook-calls?limit=5');
    matches(hookCallsReply[200], calls.body);
    expect(keys(calls.body)).toEqual(['calls', 'counts', 'files', 'states']);
    const held = calls.body.calls.find((c: { state: string }) => c.state === 'held');
    expect(keys(held)).toEqual(sorted(CALL_KEYS));
    expect(held.payload).toMatchObject({ customerNumber: sent.body.reference });

    const call = await get(`/api/hook-calls/${encodeURIComponent(held.id)}`);
    matches(hookCallReply[200], call.body);
    expect(call.body).toEqual(held);

    const replay = await fetch(`${server.url}/api/hook-calls/${encodeURIComponent(held.id)}/replay`, { method: 'POST', headers: ADMIN });
    const replayed = await replay.json();
    expect(replay.status).toBe(202);
    matches(replayReply[202], replayed);
    expect(keys(replayed)).toEqual(['id', 'state']);
  });

  it('refusals keep their words through the declared error reply', async () => {
    const missing = await get('/api/customers/TS-NOPE');
    expect(missing.status).toBe(404);
    matches(customerReply[404], missing.body);
    expect(missing.body).toEqual({ error: 'No customer has the reference TS-NOPE.' });
    const refused = await fetch(`${server.url}/api/hook-calls`, { headers: { authorization: 'Bearer wrong' } });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: 'Send the admin token as "Authorization: Bearer <ADMIN_TOKEN>".' });
  });
});
