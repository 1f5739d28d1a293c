import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { form } from '../../src/generated/forms/request';
import { site } from '../../src/generated/config';
import { DRAFT_LIFETIME_MS } from '../../src/server/routes/step-posts';
import { serverOn, storeEngines } from './support/engines';
import { postFormAsHtml, REQUEST_ANSWERS } from './support/helpers';

/**
 * Posts of one server draft at the same moment (a customer without script pressing Continue twice, or the form open
 * in two tabs), on each engine: every answer posted and accepted is kept, and a post from a page drawn before another
 * post of the draft is told so beside each answer it changed.
 */
const DIST = path.resolve('dist/client');
const { engines, start, stop } = storeEngines();
beforeAll(start);
afterAll(stop);

const stepOf = (field: string) => form.steps.findIndex((s) => s.fields.some((f) => f.field === field));
const tokenIn = (html: string) => /name="_draft" value="([^"]+)"/.exec(html)?.[1];
const revIn = (html: string) => /name="_rev" value="([^"]+)"/.exec(html)?.[1];
const basics = REQUEST_ANSWERS.businessBasics;
const address = REQUEST_ANSWERS.businessAddress;

/** What each step's page posts: the step's own answers, with one answer of each step changed. */
const STEP_POSTS: Record<string, string>[] = [
  { _step: String(stepOf('businessBasics.firstName')), 'businessBasics.firstName': 'Sam', 'businessBasics.companyName': basics.companyName, 'businessBasics.email': basics.email, 'businessBasics.phone': basics.phone },
  { _step: String(stepOf('additionalAccreditation')), additionalAccreditation: 'Gas Safe 123456' },
  { _step: String(stepOf('additionalProfiles')), additionalProfiles: 'houzz.co.uk/flow-right' },
  { _step: String(stepOf('additionalServices')), additionalServices: 'Boiler servicing' },
  { _step: String(stepOf('businessStats.experience')), 'businessStats.experience': '12' },
  { _step: String(stepOf('businessAddress.street')), 'businessAddress.street': '2 Low Lane', 'businessAddress.town': address.town, 'businessAddress.county': address.county, 'businessAddress.postcode': address.postcode },
];

describe.each(engines)('posts of one draft at the same moment, on $name', (engine) => {
  const on = serverOn(engine, DIST);

  const post = (fields: Record<string, string>) => postFormAsHtml(on.url, 'request', { _page: '/request', _attempt: 'page-attempt-turns', ...fields });

  /** A draft at the check page with the request's answers, and the revision its pages carry. */
  async function draftAtCheck(token: string): Promise<string> {
    const now = Date.now();
    await on.store.saveDraft({ token, form: 'request', answers: structuredClone(REQUEST_ANSWERS), files: {}, step: form.steps.length, returning: false, customerRef: null, attemptKey: `draft-${token.slice(0, 8)}`, submissionId: null, createdAt: now, updatedAt: now, expiresAt: now + DRAFT_LIFETIME_MS });
    const page = await (await post({ _step: String(form.steps.length), _intent: 'stay', _draft: token })).text();
    expect(tokenIn(page)).toBe(token);
    return revIn(page)!;
  }

  it('keeps the answers of every step posted at once from pages of the same draft, and tells the later posts so', async () => {
    const token = `${engine.name}-all`.padEnd(43, 'A');
    const rev = await draftAtCheck(token);
    const answers = await Promise.all(STEP_POSTS.map((fields) => post({ ...fields, _intent: 'stay', _draft: token, _rev: rev })));
    const saved = (await on.store.getDraft(token, Date.now()))!.answers;
    expect(saved).toMatchObject({
      businessBasics: { firstName: 'Sam' },
      additionalAccreditation: 'Gas Safe 123456',
      additionalProfiles: 'houzz.co.uk/flow-right',
      additionalServices: 'Boiler servicing',
      businessStats: { experience: '12' },
      businessAddress: { street: '2 Low Lane' },
    });
    // The first post in holds the page's revision; each later one came from a page drawn before it.
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, ...Array(STEP_POSTS.length - 1).fill(409)]);
    const told = await Promise.all(answers.filter((a) => a.status === 409).map((a) => a.text()));
    for (const html of told) expect(html).toContain(site.words.forms.changedElsewhere.replace(/'/g, '&#x27;').slice(0, 40));
  });

  it('answers Continue pressed twice at once with the next step both times, the answers saved once', async () => {
    const token = `${engine.name}-twice`.padEnd(43, 'B');
    const rev = await draftAtCheck(token);
    const business = stepOf('businessBasics.firstName');
    await post({ _step: String(form.steps.length), _intent: `edit:${business}`, _draft: token, _rev: rev });
    const page = await (await post({ _step: String(business), _intent: 'stay', _draft: token })).text();
    const press = () => post({ ...STEP_POSTS[0], _intent: 'next', _draft: token, _rev: revIn(page)! });
    const [once, twice] = await Promise.all([press(), press()]);
    expect([once.status, twice.status]).toEqual([200, 200]);
    for (const html of [await once.text(), await twice.text()]) expect(html).toContain(form.check!.title);
    expect((await on.store.getDraft(token, Date.now()))?.answers).toMatchObject({ businessBasics: { firstName: 'Sam' } });
  });
});
