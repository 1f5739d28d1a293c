import { describe, expect, it } from 'vitest';
import { form } from '../../src/generated/forms/request';
import { formLoaders, pageLoaders, routes } from '../../src/generated/config';
import type { FormConfig } from '../../src/generated/config-types';
import type { FormDraft } from '../../src/server/storage/store';
import { DRAFT_LIFETIME_MS } from '../../src/server/routes/step-posts';
import { builtSiteServer, drawnProblems, postFormAsHtml, REQUEST_ANSWERS } from './support/helpers';

/**
 * The request form posted step by step as a plain HTML form (urlencoded, as a browser without script sends a step
 * without files): the draft token each answer carries, a token that is unknown or another form's, and a Submit
 * posted twice from the same pages.
 */
const site = builtSiteServer();

/** Posts a step of a form as the browser does, without following a redirect. */
function post(formId: string, fields: Record<string, string>, options?: { follow?: boolean }) {
  return postFormAsHtml(site.server.url, formId, { _page: formId === 'request' ? '/request' : '/form', _attempt: 'page-attempt-1', ...fields }, options);
}

/** The draft token a drawn page carries. */
const tokenIn = (html: string) => /name="_draft" value="([^"]+)"/.exec(html)?.[1];

describe('a form of several steps posted without JavaScript', () => {
  it('answers a first step with the next one and a new draft token, and starts afresh from an unknown token', async () => {
    const first = await post('request', { _step: '0', _intent: 'next', tradeType: String(REQUEST_ANSWERS.tradeType), useCustomColors: 'false' });
    expect(first.status).toBe(200);
    const html = await first.text();
    expect(html).toContain(`Step 2 of ${form.steps.length}`);
    const token = tokenIn(html);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await site.store.getDraft(token!, Date.now()))?.answers).toMatchObject({ tradeType: REQUEST_ANSWERS.tradeType });

    const unknown = await post('request', { _step: '0', _intent: 'next', _draft: 'A'.repeat(43), tradeType: String(REQUEST_ANSWERS.tradeType) });
    const other = tokenIn(await unknown.text());
    expect(other).toBeDefined();
    expect(other).not.toBe('A'.repeat(43));
    expect(other).not.toBe(token);
  });

  it('answers a step posted by the page\'s first script (_script) with the next step at once, and one posted without script with a redirect to it', async () => {
    const fields = { _step: '0', _intent: 'next', tradeType: String(REQUEST_ANSWERS.tradeType), useCustomColors: 'false' };
    const plain = await post('request', fields, { follow: false });
    expect(plain.status).toBe(303);
    expect(plain.headers.get('location')).toBe('/request?_step=2');

    const scripted = await post('request', { ...fields, _script: '1' }, { follow: false });
    expect(scripted.status).toBe(200);
    expect(scripted.headers.get('cache-control')).toBe('no-store');
    const token = /ts-server-draft-request=([^;]+)/.exec(scripted.headers.get('set-cookie') ?? '')?.[1];
    const html = await scripted.text();
    expect(html).toContain(`Step 2 of ${form.steps.length}`);
    expect(tokenIn(html)).toBe(token);
    // The page names the step's own address, which the page's first script puts back (a reload is its GET).
    expect(/<script[^>]*id="form-state"[^>]*>([^<]*)</.exec(html)?.[1]).toContain('"page":"/request?_step=2"');
    const again = await fetch(`${site.server.url}/request?_step=2`, { headers: { cookie: `ts-server-draft-request=${token}` } });
    expect(await again.text()).toContain(`Step 2 of ${form.steps.length}`);
  });

  it('keeps a draft to its own form: another form given its token starts a draft of its own', async () => {
    const first = tokenIn(await (await post('request', { _step: '0', tradeType: String(REQUEST_ANSWERS.tradeType) })).text());
    // The business form of /form has the same steps: the token still names a draft of /request only.
    const answer = await post('business', { _step: '0', _draft: first!, tradeType: String(REQUEST_ANSWERS.tradeType) });
    expect(answer.status).toBe(200);
    expect(tokenIn(await answer.text())).not.toBe(first);
  });

  it('stores one submission from a draft however often Submit is posted, each time leading to the same sent view', async () => {
    const now = Date.now();
    const draft: FormDraft = {
      token: 'T'.repeat(43),
      form: 'request',
      answers: { ...REQUEST_ANSWERS, customerNumber: 'SP-DOUBLE-1' },
      files: {},
      step: form.steps.length,
      returning: false,
      customerRef: null,
      attemptKey: 'draft-double-submit-1',
      submissionId: null,
      createdAt: now,
      updatedAt: now,
      expiresAt: now + DRAFT_LIFETIME_MS,
    };
    await site.store.saveDraft(draft);
    const submit = () => post('request', { _step: String(form.steps.length), _intent: 'submit', _draft: draft.token });
    const [once, twice] = [await submit(), await submit()];
    expect(once.status).toBe(303);
    expect(twice.status).toBe(303);
    expect(once.headers.get('location')).toBe('/request?_sent=draft-double-submit-1');
    expect(twice.headers.get('location')).toBe(once.headers.get('location'));
    expect(await site.store.listSubmissions({ customerRef: 'SP-DOUBLE-1' })).toHaveLength(1);
    expect((await site.store.getDraft(draft.token, Date.now()))?.submissionId).toBeTruthy();
  });

  it('refuses a new e-mail address of "Something else" with no prefix, or only spaces, as the browser does; a prefix typed with capitals and spaces is tidied', async () => {
    const communication = form.steps.findIndex((s) => s.fields.some((f) => f.widget === 'email-prefix'));
    const step = (prefix: string) =>
      post('request', { _step: String(communication), _intent: 'next', _attempt: `prefix-${prefix.length}-${Date.now()}`, businessEmailOption: 'yes', businessEmailPrefixKind: 'custom', businessEmailPrefix: prefix }, { follow: false });
    for (const prefix of ['', '   ']) {
      const refused = await step(prefix);
      expect(refused.status, JSON.stringify(prefix)).toBe(400);
      const html = await refused.text();
      expect(html).toContain(`Step ${communication + 1} of ${form.steps.length}`);
      const message = 'Please enter a valid email address';
      expect(drawnProblems(html)).toEqual({ summary: [{ href: '#request_businessEmailPrefix', message }], beside: { request_businessEmailPrefix: [message] } });
    }
    const tidied = await step('Office Team');
    expect(tidied.status).toBe(303);
    expect(tidied.headers.get('location')).toBe(`/request?_step=${communication + 2}`);
    const token = /ts-server-draft-request=([^;]+)/.exec(tidied.headers.get('set-cookie') ?? '')?.[1];
    expect((await site.store.getDraft(token!, Date.now()))?.answers).toMatchObject({ businessEmailPrefixKind: 'custom', businessEmailPrefix: 'officeteam' });
  });

  it('opens a step from the check page with Change, and Continue there leads straight back to the check page', async () => {
    const now = Date.now();
    const token = 'C'.repeat(43);
    await site.store.saveDraft({ token, form: 'request', answers: { ...REQUEST_ANSWERS }, files: {}, step: form.steps.length, returning: false, customerRef: null, attemptKey: 'draft-change-1', submissionId: null, createdAt: now, updatedAt: now, expiresAt: now + DRAFT_LIFETIME_MS });
    const business = form.steps.findIndex((s) => s.fields.some((f) => f.field === 'businessBasics.firstName'));
    const change = await post('request', { _step: String(form.steps.length), _intent: `edit:${business}`, _draft: token });
    expect(await change.text()).toContain(`Step ${business + 1} of ${form.steps.length}`);
    const basics = REQUEST_ANSWERS.businessBasics;
    const back = await post('request', {
      _step: String(business),
      _intent: 'next',
      _draft: token,
      'businessBasics.firstName': 'Sam',
      'businessBasics.companyName': basics.companyName,
      'businessBasics.email': basics.email,
      'businessBasics.phone': basics.phone,
    });
    expect(back.status).toBe(200);
    expect(await back.text()).toContain(form.check!.title);
    expect((await site.store.getDraft(token, Date.now()))?.answers).toMatchObject({ businessBasics: { firstName: 'Sam' } });
  });

  it('answers Continue with the next step’s own address and a cookie naming the draft, so a reload, Back or Forward is a GET of it', async () => {
    const posted = await post('request', { _step: '0', _intent: 'next', tradeType: 'roofer', useCustomColors: 'false' }, { follow: false });
    expect(posted.status).toBe(303);
    // The step in the address, the token only in the cookie: an address copied or shared opens nobody's answers.
    expect(posted.headers.get('location')).toBe('/request?_step=2');
    const setCookie = posted.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^ts-server-draft-request=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=604800; SameSite=Lax$/);
    const cookie = setCookie.split(';')[0];
    const token = cookie.split('=')[1];
    const get = (address: string, headers: Record<string, string> = { cookie }) => fetch(`${site.server.url}${address}`, { headers, redirect: 'manual' });

    const reload = await get('/request?_step=2');
    expect(reload.status).toBe(200);
    expect(reload.headers.get('cache-control')).toBe('no-store');
    const html = await reload.text();
    expect(html).toContain(`Step 2 of ${form.steps.length}`);
    expect(tokenIn(html)).toBe(token);
    expect(html).toContain('"tradeType":"roofer"');
    // The post from it goes on from the page's own address, never the step's.
    expect(html).toContain('name="_page" value="/request"');
    // Back to the page the customer started from: the first step, its answer kept.
    const first = await (await get('/request')).text();
    expect(first).toContain(`Step 1 of ${form.steps.length}`);
    expect(first).toContain('"tradeType":"roofer"');
    // A step not reached yet shows the draft's own step.
    expect(await (await get('/request?_step=7')).text()).toContain(`Step 2 of ${form.steps.length}`);
    // Another browser (no cookie, or its own) sees no answers of this draft.
    const stranger = await (await get('/request?_step=2', {})).text();
    expect(stranger).not.toContain(token);
    expect(stranger).not.toContain('id="form-state"');
    const forged = await (await get('/request?_step=2', { cookie: `ts-server-draft-request=${'Z'.repeat(43)}` })).text();
    expect(forged).not.toContain('id="form-state"');

    // Sent: the cookie goes with the draft.
    await site.store.saveDraft({ ...(await site.store.getDraft(token, Date.now()))!, answers: { ...REQUEST_ANSWERS, customerNumber: 'SP-PRG-1' }, step: form.steps.length });
    const draft = await site.store.getDraft(token, Date.now());
    const sent = await post('request', { _step: String(form.steps.length), _intent: 'submit', _draft: token, _rev: String(draft?.revision ?? 0) });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('set-cookie')).toMatch(/^ts-server-draft-request=; Path=\/; Max-Age=0;/);
    expect(await (await get('/request?_step=2')).text()).not.toContain('id="form-state"');
  });

  it('keeps a draft to the customer of the link it started from: another customer’s link opens and posts a draft of its own', async () => {
    const stamp = Date.now();
    const [first, second] = [`SP-LINKA-${stamp}`, `SP-LINKB-${stamp}`];
    const fields = { _step: '0', _intent: 'next', tradeType: String(REQUEST_ANSWERS.tradeType), useCustomColors: 'false' };
    const posted = await post('request', { ...fields, _page: `/request?customerNumber=${first}`, _attempt: `link-a-${stamp}`, customerNumber: first }, { follow: false });
    expect(posted.status).toBe(303);
    const cookie = (posted.headers.get('set-cookie') ?? '').split(';')[0];
    const token = cookie.split('=')[1];
    const get = (address: string) => fetch(`${site.server.url}${address}`, { headers: { cookie } }).then((answer) => answer.text());
    // Its own link's steps, and the form's own address, open the draft; another customer's link does not.
    expect(tokenIn(await get(`/request?customerNumber=${first}&_step=2`))).toBe(token);
    expect(tokenIn(await get('/request?_step=2'))).toBe(token);
    const other = await get(`/request?customerNumber=${second}&_step=2`);
    expect(other).not.toContain(token);
    expect(other).not.toContain(first);
    expect(other).toContain(`Step 1 of ${form.steps.length}`);
    // A step of the other link's page posted with the draft's token goes to a draft of that customer.
    const answer = await post('request', { ...fields, _page: `/request?customerNumber=${second}`, customerNumber: second, _draft: token, _attempt: `link-b-${stamp}` });
    const mine = tokenIn(await answer.text());
    expect(mine).toBeDefined();
    expect(mine).not.toBe(token);
    expect((await site.store.getDraft(mine!, Date.now()))?.answers.customerNumber).toBe(second);
    expect((await site.store.getDraft(token, Date.now()))?.answers.customerNumber).toBe(first);
  });

  it('starts a draft from the link rules of the page posted from, where its form block replaces the form’s own', async () => {
    const basics = REQUEST_ANSWERS.businessBasics;
    const fields = { _step: '1', _intent: 'stay', 'businessBasics.firstName': basics.firstName, 'businessBasics.companyName': basics.companyName, 'businessBasics.email': basics.email, 'businessBasics.phone': basics.phone };
    const from = async (page: string) => {
      const answer = await postFormAsHtml(site.server.url, 'business', { _page: page, _attempt: `page-rules-${page.length}-${Date.now()}`, ...fields });
      expect(answer.status).toBe(200);
      return (await site.store.getDraft(tokenIn(await answer.text())!, Date.now()))?.answers;
    };
    // The business form's own rules let ?trade=builder lock the builder; the partner page's rules do not.
    expect(await from('/form?trade=builder&customerNumber=TS-RULES-1')).toMatchObject({ tradeType: 'builder', customerNumber: 'TS-RULES-1' });
    expect(await from('/partner-marketplace?trade=builder&customerNumber=TS-RULES-2')).toMatchObject({ tradeType: 'electrician', customerNumber: 'TS-RULES-2' });
    expect(await from('/partner-marketplace?trade=roofer')).toMatchObject({ tradeType: 'roofer' });
  });
});

/** Every page of the main site with a form, once (a page of two routes by its first), with its form's id. */
async function formPages(): Promise<{ path: string; form: string }[]> {
  const seen = new Map<string, { path: string; form: string }>();
  for (const route of routes) {
    if (seen.has(route.page) || !(route.hosts ?? ['main']).includes('main')) continue;
    const { page } = await (pageLoaders as Record<string, () => Promise<{ page: { blocks: { type: string; form?: string }[] } }>>)[route.page]();
    const block = page.blocks.find((b) => b.type === 'form' && b.form);
    if (block?.form) seen.set(route.page, { path: route.path, form: block.form });
  }
  return [...seen.values()];
}

/** The opening tag of the element with `id` in `html`, or undefined when there is none. */
function tagWithId(html: string, id: string): string | undefined {
  return new RegExp(`<[a-z][a-z0-9]*\\b[^>]*\\sid="${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`, 'i').exec(html)?.[0];
}

/** True for a tag that takes the focus: a control (not a hidden one), a link, or anything with a tabindex. */
function takesFocus(tag: string): boolean {
  if (/^<(input|select|textarea|button)\b/i.test(tag)) return !/\stype="hidden"/i.test(tag) && !/\sdisabled(=|\s|>)/i.test(tag);
  return /^<a\b[^>]*\shref=/i.test(tag) || /\stabindex="-?\d+"/i.test(tag);
}

describe('every form page posted empty without JavaScript', () => {
  it('links each problem of its error summary to an element of the page that takes the focus, on every step', async () => {
    const pages = await formPages();
    expect(pages.length).toBeGreaterThanOrEqual(6);
    const checked: string[] = [];
    for (const { path, form: formId } of pages) {
      const { form: config } = await (formLoaders as Record<string, () => Promise<{ form: FormConfig }>>)[formId]();
      for (let step = 0; step < config.steps.length; step++) {
        const drawn = await (await fetch(`${site.server.url}${path}`)).text();
        const hidden = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(drawn)?.[1] ?? '';
        const answer = await postFormAsHtml(site.server.url, formId, { _page: hidden('_page'), _attempt: hidden('_attempt'), _step: String(step) }, { follow: false });
        if (answer.status !== 400) continue;
        const html = await answer.text();
        for (const { href, message } of drawnProblems(html).summary) {
          expect(href, `${path} step ${step + 1}: ${message}`).toMatch(/^#/);
          const tag = tagWithId(html, decodeURIComponent(href.slice(1)));
          expect(tag, `${path} step ${step + 1}: "${message}" links to ${href}, which the page does not have`).toBeDefined();
          expect(takesFocus(tag!), `${path} step ${step + 1}: "${message}" links to ${tag}, which takes no focus`).toBe(true);
          checked.push(`${path} ${href}`);
        }
      }
    }
    // The pages' required answers were all refused, and so linked: the domain choice's among them.
    expect(checked).toContain('/domain-selection #domain-selection_selectedDomain-0');
    expect(checked.length).toBeGreaterThanOrEqual(10);
  });

  it('links a problem of a group of boxes (opening hours closing before they open) to its first box, not to the group', async () => {
    const hours = form.steps.findIndex((s) => s.fields.some((f) => f.widget === 'business-hours'));
    const field = form.steps[hours].fields.find((f) => f.widget === 'business-hours')!.field;
    const day = { [`${field}.0.day`]: 'Monday', [`${field}.0.open`]: 'true', [`${field}.0.openTime`]: '18:00', [`${field}.0.closeTime`]: '08:00' };
    const answer = await post('request', { _step: String(hours), _intent: 'next', _attempt: `hours-link-${Date.now()}`, ...day }, { follow: false });
    expect(answer.status).toBe(400);
    const html = await answer.text();
    const [problem] = drawnProblems(html).summary;
    expect(problem.href).toBe(`#request_${field}-0-open`);
    expect(takesFocus(tagWithId(html, problem.href.slice(1)) ?? '')).toBe(true);
  });
});
