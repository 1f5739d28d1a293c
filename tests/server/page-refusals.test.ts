import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { site } from '../../src/generated/config';
import { newPreviewCode } from '../../src/server/sites/preview-sites';
import { QUOTE_MAX_LENGTHS } from '../../src/server/sites/quote-request';
import { SQLITE_FILE } from '../../src/server/storage/open-store';
import { requestAnswers } from '../unit/server/sites/site-fixtures';
import { postJson, startTestServer, type TestServer } from './support/helpers';
import { holdWriteLock } from './support/sqlite-lock';

/**
 * A browser's plain form post that the server refuses before the page can answer it (an outage, the rate limit, a
 * body over the limit) is answered with a page in the site's words, its status and Retry-After kept, while an API
 * client still gets the API's JSON (src/server/hooks/page-answers.ts); and the preview's quote form takes whatever its
 * own boxes let a visitor type, posted urlencoded or as multipart.
 */
const words = site.words.refused;
const BROWSER = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const urlencoded = { ...BROWSER, 'content-type': 'application/x-www-form-urlencoded' };

let server: TestServer;
/** The address of a built preview site (`/sites/<code>/`). */
let preview: string;

beforeAll(async () => {
  server = await startTestServer({ PREVIEW_POLL_MS: '20' }, { staticDir: path.resolve('dist/client') });
  const sent = await postJson(`${server.url}/api/forms/request/submissions`, {
    answers: { ...requestAnswers(), customerNumber: 'PR-QUOTE-1', gallery: [] },
    files: { gallery: [] },
    attemptKey: `attempt-page-refusals-${Date.now()}`,
    page: { source: 'http://localhost/request', query: { customerNumber: 'PR-QUOTE-1' } },
  });
  const { url, status } = (sent.body as { preview: { url: string; status: string } }).preview;
  preview = new URL(url).pathname;
  await vi.waitFor(async () => expect(((await (await fetch(`${server.url}${status}`)).json()) as { state: string }).state).toBe('ready'), { timeout: 30_000, interval: 50 });
}, 60_000);
afterAll(() => server?.stop());

const quote = (body: BodyInit, headers: Record<string, string> = urlencoded) => fetch(`${server.url}${preview}quote`, { method: 'POST', redirect: 'manual', headers, body });
const contact = (attempt: string) =>
  new URLSearchParams([['_page', '/contact'], ['_attempt', attempt], ['name', 'Kit Busy'], ['email', 'kit@example.co.uk'], ['subject', 'Busy just now'], ['message', 'Sent while the database was locked.']]);

describe('the preview quote form', () => {
  it('takes the longest message its box allows, in characters of three bytes each', async () => {
    const message = '屋根'.repeat(QUOTE_MAX_LENGTHS.message / 2);
    const body = new URLSearchParams({ name: '山田 太郎'.padEnd(QUOTE_MAX_LENGTHS.name, '郎'), email: 'taro@example.co.uk', phone: '07700 900123', message }).toString();
    expect(body.length).toBeGreaterThan(27_000);
    const answer = await quote(body);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`${preview}quote-sent.html`);
  });

  it('takes the form posted as multipart/form-data, as a browser sends it with that enctype', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ name: 'Jo Multipart', email: 'jo@example.co.uk', phone: '', message: 'Posted as multipart, please.' })) form.append(name, value);
    const answer = await fetch(`${server.url}${preview}quote`, { method: 'POST', redirect: 'manual', headers: BROWSER, body: form });
    expect(answer.status).toBe(303);
    // Refused in the form's words too, with what was typed.
    const bad = new FormData();
    for (const [name, value] of Object.entries({ name: 'Jo Multipart', email: 'nope', message: 'Posted as multipart, please.' })) bad.append(name, value);
    const refused = await fetch(`${server.url}${preview}quote`, { method: 'POST', headers: BROWSER, body: bad });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('value="nope"');
  });

  it('answers a body over its limit with a page leading back to the form, and an API client with JSON', async () => {
    const body = new URLSearchParams({ name: 'Jo', email: 'jo@example.co.uk', message: 'x'.repeat(40_000) }).toString();
    const page = await quote(body);
    expect(page.status).toBe(413);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain(words.tooLarge);
    expect(html).toContain(`href="${preview}contact.html#quote"`);
    expect(html).toContain(`href="${preview}site.css"`);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const api = await quote(JSON.stringify({ name: 'Jo', email: 'jo@example.co.uk', message: 'x'.repeat(40_000) }), { 'content-type': 'application/json' });
    expect(api.status).toBe(413);
    expect(((await api.json()) as { error: string }).error).toContain('larger than 32 KB');
  });
});

describe('a form posted while the database is locked', () => {
  it('is answered 503 with Retry-After: a page with what was typed for a browser, JSON for an API client', async () => {
    const lock = await holdWriteLock(path.join(server.dataDir, SQLITE_FILE));
    try {
      const [page, api, quoted, ready] = await Promise.all([
        fetch(`${server.url}/api/forms/contact/submissions`, { method: 'POST', redirect: 'manual', headers: urlencoded, body: contact(`busy-${Date.now()}`) }),
        postJson(`${server.url}/api/forms/contact/submissions`, { answers: { name: 'Kit', email: 'kit@example.co.uk', subject: 'Busy just now', message: 'Sent while the database was locked.' }, attemptKey: `busy-json-${Date.now()}` }),
        quote(new URLSearchParams({ name: 'Jo Locked', email: 'jo@example.co.uk', message: 'A quote while the database is locked.' }).toString()),
        fetch(`${server.url}/api/ready`),
      ]);
      const html = await page.text();
      expect(page.status, html.slice(0, 3000)).toBe(503);
      expect(page.headers.get('retry-after')).toBe('5');
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      // The contact page itself, drawn again with what was typed, and why it was not sent.
      expect(html).toContain(words.busy);
      expect(html).toContain('value="Kit Busy"');
      expect(html).toContain('name="_page" value="/contact"');

      expect(api.status).toBe(503);
      expect(api.body.error).toContain('the database is locked by another process');

      expect(quoted.status).toBe(503);
      expect(quoted.headers.get('retry-after')).toBe('5');
      const form = await quoted.text();
      expect(form).toContain(words.busy);
      expect(form).toContain('value="Jo Locked"');
      expect(form).toContain('>A quote while the database is locked.</textarea>');

      expect(ready.status).toBe(503);
      expect(ready.headers.get('retry-after')).toBe('5');
    } finally {
      await lock.release();
    }
  }, 30_000);
});

describe('refusals before the page logic', () => {
  it('answers the rate limit with a page for a form post, and JSON for an API client', async () => {
    const limited = await startTestServer({ RATE_LIMIT_MAX: '2' }, { staticDir: path.resolve('dist/client') });
    try {
      const post = (headers: Record<string, string>, body: string) => fetch(`${limited.url}/api/forms/contact/submissions`, { method: 'POST', redirect: 'manual', headers, body });
      for (let i = 0; i < 2; i++) await (await post({ 'content-type': 'application/json' }, '{}')).arrayBuffer();
      const page = await post(urlencoded, contact(`limited-${Date.now()}`).toString());
      expect(page.status).toBe(429);
      expect(page.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await page.text();
      expect(html).toContain(words.busy);
      expect(html).toContain(`<a href="/">${words.backToForm}</a>`);
      const code = newPreviewCode();
      const quoted = await fetch(`${limited.url}/sites/${code}/quote`, { method: 'POST', headers: urlencoded, body: 'name=Jo' });
      expect(quoted.status).toBe(429);
      expect(await quoted.text()).toContain(`href="/sites/${code}/contact.html#quote"`);
      const api = await post({ 'content-type': 'application/json' }, '{}');
      expect(api.status).toBe(429);
      expect(api.headers.get('content-type')).toMatch(/^application\/json/);
    } finally {
      await limited.stop();
    }
  });

  it('answers a site form over the body limit with a page, and keeps JSON for a post that is no page’s form', async () => {
    const big = contact(`big-${Date.now()}`);
    for (let i = 0; i < 3; i++) big.append(`x${i}`, 'y'.repeat(200_000));
    const page = await fetch(`${server.url}/api/forms/contact/submissions`, { method: 'POST', headers: urlencoded, body: big });
    expect(page.status).toBe(413);
    expect(await page.text()).toContain(words.tooLarge);
    const noPage = await fetch(`${server.url}/api/forms/contact/submissions`, { method: 'POST', headers: urlencoded, body: 'email=a%40b.co.uk&_attempt=no-page-1' });
    expect(noPage.status).toBe(400);
    expect(((await noPage.json()) as { error: string }).error).toContain('names no page of this site');
  });

  it('answers an address over 16 KB in the API format, and a page’s with a plain page', async () => {
    const long = 'a'.repeat(20_000);
    const api = await fetch(`${server.url}/api/health?${long}`);
    expect(api.status).toBe(431);
    expect(Object.keys((await api.json()) as object)).toEqual(['error']);
    const page = await fetch(`${server.url}/pricing?${long}`, { headers: BROWSER });
    expect(page.status).toBe(431);
    expect(await page.text()).toContain(words.addressTitle);
  });
});
