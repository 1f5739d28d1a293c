import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colourSchemes, site, trades } from '../../src/generated/config';
import { openStore } from '../../src/server/storage/open-store';
import type { Store } from '../../src/server/storage/store';
import { form as media } from '../../src/generated/forms/media';
import { form as request } from '../../src/generated/forms/request';
import { PNG, postJson, REQUEST_ANSWERS, startTestServer, targetServer } from './support/helpers';

/**
 * The intake server takes only the answers a form has, each from its lists: a trade the form offers (the trade files
 * naming it), a colour scheme of config/colour-schemes.yaml, and no answer the form's schema does not have, at any
 * depth. Anything else is refused with 400 naming it, and nothing is stored or relayed.
 */
type Server = Awaited<ReturnType<typeof startTestServer>>;
type Target = Awaited<ReturnType<typeof targetServer>>;

let server: Server;
let target: Target;
let store: Store;
beforeAll(async () => {
  target = await targetServer(() => 200);
  server = await startTestServer({ HOOK_TARGET_MAIN: target.url });
  store = await openStore({ dataDir: server.dataDir });
});
afterAll(async () => {
  await store?.close();
  await server?.stop();
  await target?.close();
});

const tradeField = request.query!.trade!.field;
const schemeField = request.query!.template!.schemeField;
const firstStep = request.steps.findIndex((step) => step.fields.some((f) => f.field === tradeField));
const key = () => `k${Math.random().toString(36).slice(2)}${Date.now()}`;
const submit = (answers: Record<string, unknown>, form = 'request', files: Record<string, string[]> = {}) =>
  postJson(`${server.url}/api/forms/${form}/submissions`, { answers, files, attemptKey: key(), page: { source: 'https://example.co.uk/request', query: {} } });
const leaveFirstStep = (answers: Record<string, unknown>) =>
  postJson(`${server.url}/api/forms/request/events`, { step: request.steps[firstStep].id, answers });
/** How many submissions are stored. */
const stored = async () => (await store.listSubmissions({ limit: 1000 })).length;

describe('answers outside the form', () => {
  it('refuses a trade the form does not offer and a colour scheme that does not exist, naming the answer', async () => {
    const before = await stored();
    const notOffered = Object.keys(trades).filter((id) => !request.trades!.includes(id));
    for (const trade of ['astronaut', ...notOffered]) {
      const answer = await submit({ ...REQUEST_ANSWERS, [tradeField]: trade });
      expect(answer.status, trade).toBe(400);
      expect(Object.keys(answer.body.fields)).toEqual([tradeField]);
      expect((await leaveFirstStep({ ...REQUEST_ANSWERS, [tradeField]: trade })).status).toBe(400);
    }
    const scheme = await submit({ ...REQUEST_ANSWERS, [schemeField]: 'no-such-scheme' });
    expect(scheme.status).toBe(400);
    expect(Object.keys(scheme.body.fields)).toEqual([schemeField]);
    // In the site's words, not the validator's ("must be equal to one of the allowed values").
    expect(scheme.body.fields[schemeField]).toBe(site.words.forms.messages.other);
    expect(await stored()).toBe(before);
    expect(target.seen).toHaveLength(0);
  });

  it('takes each trade the form offers and each colour scheme', async () => {
    for (const trade of request.trades!) expect((await leaveFirstStep({ ...REQUEST_ANSWERS, [tradeField]: trade })).status, trade).toBe(202);
    for (const { id } of colourSchemes.schemes) expect((await leaveFirstStep({ ...REQUEST_ANSWERS, [schemeField]: id })).status, id).toBe(202);
  });

  it('holds each form to its own trades: the media form refuses one only the request form offers', async () => {
    const only = request.trades!.find((id) => !media.trades!.includes(id));
    expect(only).toBeDefined();
    const { body } = await postJson(`${server.url}/api/upload`, { customerNumber: 'TS-LISTS-1', fileName: 'logo.png', fileType: 'logo', fileMimeType: 'image/png' });
    expect((await fetch(body.putUrl, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: PNG })).status).toBe(200);
    const answers = { customerNumber: 'TS-LISTS-1', logo: { id: 'logo1', name: 'logo.png', type: 'image/png', size: PNG.length } };
    const refused = await submit({ ...answers, [media.query!.trade!.field]: only }, 'media', { logo: [body.key] });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.fields)).toEqual([media.query!.trade!.field]);
    expect((await submit({ ...answers, [media.query!.trade!.field]: media.trades![0] }, 'media', { logo: [body.key] })).status).toBe(201);
  });

  it('refuses answers the form does not have, at any depth, naming each, and stores and relays nothing', async () => {
    const before = await stored();
    const answers = { ...REQUEST_ANSWERS, evilField: 'x', businessBasics: { ...REQUEST_ANSWERS.businessBasics, evilNested: 'y' } };
    const answer = await submit(answers);
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({ evilField: expect.stringContaining('no such answer'), 'businessBasics.evilNested': expect.stringContaining('no such answer') });
    expect(answer.body.error).toContain('evilField');
    expect((await leaveFirstStep(answers)).status).toBe(400);
    expect(await stored()).toBe(before);
    expect(target.seen).toHaveLength(0);
    // The same answers without them are taken, and the team receives no other.
    expect((await submit(REQUEST_ANSWERS)).status).toBe(201);
  });
});
