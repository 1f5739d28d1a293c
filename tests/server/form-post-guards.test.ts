import { describe, expect, it } from 'vitest';
import { form as business } from '../../src/generated/forms/business';
import { form as media } from '../../src/generated/forms/media';
import { site as siteConfig } from '../../src/generated/config';
import { builtSiteServer, drawnProblems, PNG, postFormAsHtml, REQUEST_ANSWERS, VALID_ANSWERS } from './support/helpers';

/**
 * Forms posted as HTML that a page never sends (docs/architecture.md, "Without JavaScript"): a post naming a page
 * that does not show the form posted is refused before anything is stored or relayed, whether the form is one step
 * or several, and whether its answers would pass.
 */
const site = builtSiteServer();

/** Posts name/value pairs to a form's submissions endpoint as a browser posts a form, without following a redirect. */
function post(formId: string, pairs: [string, string][]) {
  return postFormAsHtml(site.server.url, formId, pairs);
}

describe('a form posted from a page that does not show it', () => {
  it('refuses a one-step form whose answers would pass, and stores nothing', async () => {
    const attempt = `guard-other-page-${Date.now()}`;
    const answers = Object.entries(VALID_ANSWERS.feedback).map(([name, value]) => [name, String(value)] as [string, string]);
    const response = await post('feedback', [['_page', '/contact'], ['_attempt', attempt], ...answers]);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toContain('shows no form "feedback"');
    expect(await site.store.getSubmissionByAttempt(attempt)).toBeUndefined();
  });

  it('refuses a step of a form of several steps before it runs the step’s plan or keeps a draft', async () => {
    const callsBefore = await site.store.countCalls();
    const basics = REQUEST_ANSWERS.businessBasics;
    // The business form's business-basics step passes and has an onLeave plan: from /form it relays a hook call.
    const step = business.steps.findIndex((s) => s.onLeave?.some((a) => a.action === 'send-hook'));
    expect(step).toBeGreaterThanOrEqual(0);
    const response = await post('business', [
      ['_page', '/contact'],
      ['_attempt', `guard-steps-${Date.now()}`],
      ['_step', String(step)],
      ['_intent', 'next'],
      ['tradeType', REQUEST_ANSWERS.tradeType],
      ['businessBasics.firstName', basics.firstName],
      ['businessBasics.companyName', basics.companyName],
      ['businessBasics.email', basics.email],
      ['businessBasics.phone', basics.phone],
    ]);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toContain('shows no form "business"');
    expect(await site.store.countCalls()).toBe(callsBefore);
  });
});

/**
 * A multipart post of the media page's form, as a browser without script sends it (the page's hidden fields last, with
 * `hidden`: a page drawn from a server draft carries its token).
 */
function mediaPost(attempt: string, files: { field: string; name: string; type: string; bytes: Buffer }[], query = 'customerNumber=TS-MEDIA-NOJS&trade=plumber', hidden: [string, string][] = []) {
  const body = new FormData();
  for (const file of files) body.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  body.append('_intent', 'submit');
  for (const [name, value] of [['_page', `/media-form?${query}`], ['_attempt', attempt], ['_step', '0'], ...hidden]) body.append(name, value);
  return fetch(`${site.server.url}/api/forms/media/submissions`, { method: 'POST', redirect: 'manual', body });
}

describe('a one-step form with file fields posted without JavaScript (the media page)', () => {
  it('stores the chosen logo with the link’s customer reference, once however often the page is posted', async () => {
    const attempt = `media-nojs-${Date.now()}`;
    const logo = { field: 'logo', name: 'logo.png', type: 'image/png', bytes: PNG };
    const first = await mediaPost(attempt, [logo]);
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe(`/media-form?customerNumber=TS-MEDIA-NOJS&trade=plumber&_sent=${attempt}`);
    const again = await mediaPost(attempt, [logo]);
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe(first.headers.get('location'));
    const stored = await site.store.getSubmissionByAttempt(attempt);
    expect(stored?.customerRef).toBe('TS-MEDIA-NOJS');
    expect(stored?.files.logo).toHaveLength(1);
    expect(await site.store.listSubmissions({ customerRef: 'TS-MEDIA-NOJS' })).toHaveLength(1);
  });

  it('answers a file that is no image beside its field, and stores nothing', async () => {
    const attempt = `media-nojs-html-${Date.now()}`;
    const response = await mediaPost(attempt, [{ field: 'logo', name: 'logo.png', type: 'image/png', bytes: Buffer.from('<!doctype html><p>not a picture</p>') }], 'customerNumber=TS-MEDIA-HTML');
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('There is a problem');
    // The refusal beside the logo's field, in place of the step's "choose a logo or a photo", and the summary's link to it.
    const message = 'logo.png is not a PNG, JPG, GIF or WebP image.';
    expect(drawnProblems(html)).toEqual({ summary: [{ href: '#media_logo', message }], beside: { media_logo: [message] } });
    expect(await site.store.getSubmissionByAttempt(attempt)).toBeUndefined();
    expect(await site.store.listSubmissions({ customerRef: 'TS-MEDIA-HTML' })).toHaveLength(0);
  });

  it('answers a logo over 5 MB beside its field', async () => {
    const big = Buffer.concat([PNG.subarray(0, 16), Buffer.alloc(5 * 1024 * 1024 + 1024, 7)]);
    const response = await mediaPost(`media-nojs-big-${Date.now()}`, [{ field: 'logo', name: 'big.png', type: 'image/png', bytes: big }], 'customerNumber=TS-MEDIA-BIG');
    expect(response.status).toBe(400);
    const message = 'big.png is larger than 5 MB. Please choose a smaller image.';
    expect(drawnProblems(await response.text())).toEqual({ summary: [{ href: '#media_logo', message }], beside: { media_logo: [message] } });
  });

  it('answers files posted from the page without its link’s reference with the page: the message beside each file’s field, nothing stored', async () => {
    const attempt = `media-nojs-noref-${Date.now()}`;
    const files = (await site.store.listFiles(100_000)).length;
    const response = await mediaPost(attempt, [{ field: 'logo', name: 'logo.png', type: 'image/png', bytes: PNG }, { field: 'gallery', name: 'job.png', type: 'image/png', bytes: PNG }], 'trade=plumber');
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const message = media.messages.missingReference!.description!;
    expect(drawnProblems(await response.text())).toEqual({
      summary: [
        { href: '#media_logo', message },
        { href: '#media_gallery', message },
      ],
      beside: { media_logo: [message], media_gallery: [message] },
    });
    expect((await site.store.listFiles(100_000)).length).toBe(files);
    expect(await site.store.getSubmissionByAttempt(attempt)).toBeUndefined();
  });
});

describe('a server draft started from one customer’s link', () => {
  it('is not drawn on a page of another customer’s link, and a post from that page is filed under its own link’s customer and trade', async () => {
    const stamp = Date.now();
    const [first, second] = [`TS-LINKA-${stamp}`, `TS-LINKB-${stamp}`];
    // The first link's page sent with nothing chosen: refused, and the browser given the cookie of its draft.
    const attempt = `link-a-${stamp}`;
    const refused = await mediaPost(attempt, [], `customerNumber=${first}&trade=roofer`);
    expect(refused.status).toBe(400);
    const cookie = (refused.headers.get('set-cookie') ?? '').split(';')[0];
    const token = cookie.split('=')[1];
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // The second link's page, opened in the same browser, is its own: nothing of the first draft on it.
    const page = await (await fetch(`${site.server.url}/media-form?customerNumber=${second}&trade=plumber`, { headers: { cookie } })).text();
    expect(page).not.toContain(token);
    expect(page).not.toContain(first);
    // Its own link's page still opens the draft.
    expect(await (await fetch(`${site.server.url}/media-form?customerNumber=${first}&trade=roofer`, { headers: { cookie } })).text()).toContain(token);

    // A page of the second link posted with the first draft's token and attempt key (as a page drawn from that draft
    // carried them) starts a draft of its own: the photo, the gallery hook and the journey go under the second customer.
    const photo = { field: 'gallery', name: 'job.png', type: 'image/png', bytes: PNG };
    const sent = await mediaPost(attempt, [photo], `customerNumber=${second}&trade=plumber`, [['_draft', token]]);
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toMatch(new RegExp(`^/media-form\\?customerNumber=${second}&trade=plumber&_sent=`));
    expect(sent.headers.get('location')).not.toContain(attempt);
    const [stored] = await site.store.listSubmissions({ customerRef: second });
    expect(stored?.answers).toMatchObject({ customerNumber: second, tradeType: 'plumber' });
    expect(stored?.files.gallery).toHaveLength(1);
    expect(stored?.files.gallery?.[0]).toMatch(new RegExp(`^${second}/gallery/`));
    expect((await site.store.listCalls({ customerRef: second })).map((call) => call.hook)).toContain('media-gallery');
    expect((await site.store.journey(second)).map((event) => event.event)).toContain('media-sent');
    // Nothing of it under the first customer, whose draft is as it was.
    expect(await site.store.listSubmissions({ customerRef: first })).toHaveLength(0);
    expect(await site.store.listFiles(100, first)).toHaveLength(0);
    expect(await site.store.listCalls({ customerRef: first })).toHaveLength(0);
    expect(await site.store.journey(first)).toHaveLength(0);
    expect(await site.store.getSubmissionByAttempt(attempt)).toBeUndefined();
    const kept = await site.store.getDraft(token, Date.now());
    expect(kept?.submissionId).toBeNull();
    expect(kept?.answers).toEqual({ customerNumber: first, tradeType: 'roofer' });
  });
});

describe('a photo list posted without JavaScript', () => {
  it('keeps no more photos than the list holds and says which were not added, so the rest can still be sent', async () => {
    const attempt = `media-nojs-many-${Date.now()}`;
    const photos = Array.from({ length: 32 }, (_, i) => ({ field: 'gallery', name: `job-${i + 1}.png`, type: 'image/png', bytes: PNG }));
    const refused = await mediaPost(attempt, photos, 'customerNumber=TS-MEDIA-MANY');
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain('You can choose up to 30 photos. job-31.png, job-32.png were not added.');
    const token = /name="_draft" value="([^"]+)"/.exec(html)?.[1];
    expect((await site.store.getDraft(token!, Date.now()))?.answers.gallery).toHaveLength(30);
    // Sent again from the page drawn, with nothing more chosen: the 30 photos go.
    const body = new FormData();
    for (const [name, value] of [['_intent', 'submit'], ['_page', '/media-form?customerNumber=TS-MEDIA-MANY'], ['_attempt', attempt], ['_step', '0'], ['_draft', token!]]) body.append(name, value);
    const sent = await fetch(`${site.server.url}/api/forms/media/submissions`, { method: 'POST', redirect: 'manual', body });
    expect(sent.status).toBe(303);
    expect((await site.store.getSubmissionByAttempt(attempt))?.files.gallery).toHaveLength(30);
  });

  it('answers more photos than a post may carry with the same words, not a refusal of the whole page', async () => {
    const photos = Array.from({ length: 45 }, (_, i) => ({ field: 'gallery', name: `job-${i + 1}.png`, type: 'image/png', bytes: PNG }));
    const refused = await mediaPost(`media-nojs-most-${Date.now()}`, photos, 'customerNumber=TS-MEDIA-MOST');
    expect(refused.status).toBe(400);
    const names = Array.from({ length: 15 }, (_, i) => `job-${i + 31}.png`).join(', ');
    expect(await refused.text()).toContain(`You can choose up to 30 photos. ${names} were not added.`);
  });
});

describe('the size of a form posted as multipart', () => {
  it('refuses text fields over the body limit together, as a urlencoded or JSON body is refused', async () => {
    const attempt = `guard-large-${Date.now()}`;
    const body = new FormData();
    // Each field is under the per-field limit; together they are over the limit of a whole body.
    for (let i = 0; i < 4; i++) body.append(`message`, 'x'.repeat(200 * 1024));
    for (const [name, value] of [['_page', '/contact'], ['_attempt', attempt]]) body.append(name, value);
    // A client asking for JSON is told the limit in the API's words; a browser's form post gets a page saying so.
    const response = await fetch(`${site.server.url}/api/forms/contact/submissions`, { method: 'POST', redirect: 'manual', headers: { accept: 'application/json' }, body });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: string }).error).toContain('larger than 512 KB');
    const page = await fetch(`${site.server.url}/api/forms/contact/submissions`, { method: 'POST', redirect: 'manual', body });
    expect(page.status).toBe(413);
    expect(await page.text()).toContain(siteConfig.words.refused.tooLarge);
    expect(await site.store.getSubmissionByAttempt(attempt)).toBeUndefined();
  });
});

describe('a step posted again without JavaScript', () => {
  it('relays its step plan once for the same answers (a reload of the answer posts it again), and again once they change', async () => {
    const step = business.steps.findIndex((s) => s.onLeave?.some((a) => a.action === 'send-hook'));
    const first = await post('business', [['_page', '/form'], ['_attempt', `again-${Date.now()}`], ['_step', '0'], ['_intent', 'next'], ['tradeType', REQUEST_ANSWERS.tradeType]]);
    expect(first.status).toBe(200);
    const token = /name="_draft" value="([^"]+)"/.exec(await first.text())?.[1];
    const basics = REQUEST_ANSWERS.businessBasics;
    const leave = (firstName: string) =>
      post('business', [
        ['_page', '/form'],
        ['_attempt', 'unused-here'],
        ['_draft', token!],
        ['_step', String(step)],
        ['_intent', 'next'],
        ['businessBasics.firstName', firstName],
        ['businessBasics.companyName', basics.companyName],
        ['businessBasics.email', basics.email],
        ['businessBasics.phone', basics.phone],
      ]);
    const before = await site.store.countCalls();
    expect((await leave('Jo')).status).toBe(200);
    expect(await site.store.countCalls()).toBe(before + 1);
    expect((await leave('Jo')).status).toBe(200);
    expect(await site.store.countCalls()).toBe(before + 1);
    expect((await leave('Joanna')).status).toBe(200);
    expect(await site.store.countCalls()).toBe(before + 2);
  });
});

describe('the first page of a form posted again after browser Back', () => {
  it('carries on with the draft that page started, keeping the answers of the later steps', async () => {
    const attempt = `back-to-first-${Date.now()}`;
    const first = await post('request', [['_page', '/request'], ['_attempt', attempt], ['_step', '0'], ['_intent', 'next'], ['tradeType', REQUEST_ANSWERS.tradeType]]);
    const token = /name="_draft" value="([^"]+)"/.exec(await first.text())?.[1];
    const basics = REQUEST_ANSWERS.businessBasics;
    const second = await post('request', [['_page', '/request'], ['_attempt', attempt], ['_draft', token!], ['_step', '1'], ['_intent', 'next'], ['businessBasics.firstName', basics.firstName], ['businessBasics.companyName', basics.companyName], ['businessBasics.email', basics.email], ['businessBasics.phone', basics.phone]]);
    expect(second.status).toBe(200);
    // The first page as the browser kept it: its own attempt key, no draft token.
    const again = await post('request', [['_page', '/request'], ['_attempt', attempt], ['_step', '0'], ['_intent', 'next'], ['tradeType', REQUEST_ANSWERS.tradeType]]);
    expect(again.status).toBe(200);
    expect(/name="_draft" value="([^"]+)"/.exec(await again.text())?.[1]).toBe(token);
    expect((await site.store.getDraft(token!, Date.now()))?.answers).toMatchObject({ businessBasics: { companyName: basics.companyName } });
  });
});
