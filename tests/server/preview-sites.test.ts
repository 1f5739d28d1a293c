import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openStore } from '../../src/server/storage/open-store';
import { newPreviewCode } from '../../src/server/sites/preview-sites';
import { logo, photo, requestAnswers } from '../unit/server/sites/site-fixtures';
import { postJson, startTestServer, targetServer, tempDir } from './support/helpers';

/**
 * Preview sites through the real server: a main hook call with a logo and photos queues a build; the site is
 * served at an unguessable address with noindex and its own CSP; an address still being built is a 503 page that
 * reloads itself, an unknown address a 404 page, a revoked one a 410 page; the relayed main payload carries the address; a build interrupted by a stop is done again.
 */
type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;
let target: Awaited<ReturnType<typeof targetServer>>;
const ADMIN = 'preview-admin-token-0123456789';

beforeAll(async () => {
  target = await targetServer(() => 200);
  server = await startTestServer({ HOOK_TARGET_MAIN: target.url, ADMIN_TOKEN: ADMIN, PREVIEW_POLL_MS: '20' });
});
afterAll(async () => {
  await server.stop();
  await target.close();
});

async function upload(ref: string, fileType: 'logo' | 'gallery', body: Buffer, type: string): Promise<string> {
  const answer = await postJson(`${server.url}/api/upload`, { customerNumber: ref, fileName: `x.${type === 'image/png' ? 'png' : 'jpg'}`, fileType, fileMimeType: type });
  const { putUrl, key } = answer.body as { putUrl: string; key: string };
  expect((await fetch(putUrl, { method: 'PUT', headers: { 'content-type': type }, body: new Uint8Array(body) })).status).toBe(200);
  return key;
}

async function submit(ref: string, answers: Record<string, unknown>, files: { logo?: string; photos: string[] }) {
  const answer = await postJson(`${server.url}/api/forms/request/submissions`, {
    answers: { ...answers, customerNumber: ref, ...(files.logo ? { logo: { id: 'logo1', name: 'logo.png', type: 'image/png', size: 1 } } : {}), gallery: files.photos.map((_, i) => ({ id: `p${i}`, name: `p${i}.jpg`, type: 'image/jpeg', size: 1 })) },
    files: { ...(files.logo ? { logo: [files.logo] } : {}), gallery: files.photos },
    attemptKey: `attempt-${ref}`,
    page: { source: 'http://localhost/request', query: { template: 'flow-plumbers', customerNumber: ref } },
  });
  expect(answer.body).toMatchObject({ preview: { url: expect.any(String) } });
  return answer.body as { id: string; preview: { url: string; status: string } };
}

async function ready(status: string, on: { url: string } = server): Promise<{ state: string; pages: { id: string }[] }> {
  return vi.waitFor(
    async () => {
      const body = (await (await fetch(`${on.url}${status}`)).json()) as { state: string; pages: { id: string }[] };
      expect(body.state).toBe('ready');
      return body;
    },
    { timeout: 20_000, interval: 50 },
  );
}

describe('preview sites on the server', () => {
  it('builds the site of a main hook call and serves it privately from the file store', async () => {
    const ref = 'PV-SERVE-1';
    const files = { logo: await upload(ref, 'logo', await logo(), 'image/png'), photos: [await upload(ref, 'gallery', await photo(1600, 1200), 'image/jpeg'), await upload(ref, 'gallery', await photo(1200, 900, 90), 'image/jpeg')] };
    const evil = '<img src=x onerror=alert(1)>';
    const sent = await submit(ref, requestAnswers({ businessBasics: { firstName: 'Sam', companyName: evil, email: 'sam@example.co.uk', phone: '0113 496 0000' } }), files);
    const url = new URL(sent.preview.url);
    const code = url.pathname.split('/')[2];
    expect(code).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(Buffer.from(code, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    expect(url.pathname).not.toContain(ref);
    const status = await ready(sent.preview.status);
    expect(status.pages.map((p) => p.id)).toEqual(['index', 'services', 'about', 'gallery', 'contact']);

    const home = await fetch(`${server.url}${url.pathname}`);
    expect(home.status).toBe(200);
    expect(home.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(home.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'self'");
    const html = await home.text();
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain(evil);
    // The ?template= of the page the form was sent from chose the design.
    expect(html).toContain('class="hero has-photo"');
    const image = /src="(images\/hero-[0-9]+\.jpg)"/.exec(html)![1];
    const served = await fetch(`${server.url}${url.pathname}${image}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect((await fetch(`${server.url}${url.pathname}site.css`)).headers.get('content-type')).toMatch(/^text\/css/);
    // The relayed main payload carries the address.
    await vi.waitFor(() => expect(target.seen.some((r) => JSON.parse(r.body).previewUrl === sent.preview.url)).toBe(true), { timeout: 10_000 });

    // A quote request from the site's form is stored as a contact message, then the thank-you page.
    const quote = await fetch(`${server.url}${url.pathname}quote`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'name=Jo&email=jo%40example.co.uk&phone=&message=New+sockets' });
    expect(quote.status).toBe(303);
    expect(quote.headers.get('location')).toBe(`${url.pathname}quote-sent.html`);
    // It went in as the contact form's submission, sent on by that form's plan.
    const calls = (await (await fetch(`${server.url}/api/hook-calls?hook=contact`, { headers: { authorization: `Bearer ${ADMIN}` } })).json()) as { calls: { hook: string; payload: Record<string, string> }[] };
    const contact = calls.calls.find((c) => c.hook === 'contact')!;
    expect(contact.payload).toMatchObject({ Name: 'Jo', Email: 'jo@example.co.uk', Message: 'New sockets', Subject: `Quote request from the website of ${evil} (${ref})` });
    // Checked like the contact form: a bad e-mail gets its message, and the form comes back with what was typed.
    const refused = await fetch(`${server.url}${url.pathname}quote`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'name=Jo+%3Cb%3E&email=nope&phone=0113&message=Fix+the+lights+please' });
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(page).toContain('<li>Please enter a valid email address</li>');
    expect(page).toContain('value="Jo &lt;b&gt;"');
    expect(page).toContain('value="nope"');
    expect(page).toContain('>Fix the lights please</textarea>');
    expect(page).not.toContain('<b>');
    const short = await fetch(`${server.url}${url.pathname}quote`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'name=J&email=jo%40example.co.uk&message=Hi' });
    expect(await short.text()).toMatch(/<li>Name must be at least 2 characters<\/li><li>Message must be at least 10 characters<\/li>/);

    // The team revokes it (410), then renews it (200 again).
    const auth = { authorization: `Bearer ${ADMIN}` };
    expect((await fetch(`${server.url}/api/admin/previews/${code}/revoke`, { method: 'POST', headers: auth })).status).toBe(200);
    const gone = await fetch(`${server.url}${url.pathname}`);
    expect(gone.status).toBe(410);
    expect(await gone.text()).toContain('This preview has expired');
    expect((await fetch(`${server.url}/api/admin/previews/${code}/revoke`, { method: 'POST' })).status).toBe(401);
    expect((await fetch(`${server.url}/api/admin/previews/${code}/renew`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: '{"days": 7}' })).status).toBe(200);
    expect((await fetch(`${server.url}${url.pathname}`)).status).toBe(200);
  }, 60_000);

  it('answers an address whose site is still being built with a page that says so and reloads itself, then the site', async () => {
    const store = await openStore({ dataDir: server.dataDir });
    try {
      const jobs = store.previewJobs;
      const job = (code: string, ref: string) => ({ code, reference: ref, input: { answers: requestAnswers(), files: { photos: [] }, baseUrl: `${server.url}/sites/${code}/`, submissionId: `s-${ref}` } });
      // Queued as at Submit, its build not yet begun (held: not due for ten minutes, as after a failed attempt).
      const code = newPreviewCode();
      await jobs.enqueue({ ...job(code, 'PV-BUILDING-1'), now: Date.now() + 600_000 });
      for (const path of [`/sites/${code}/`, `/sites/${code}/contact.html`]) {
        const answer = await fetch(`${server.url}${path}`);
        expect(answer.status, path).toBe(503);
        expect(answer.headers.get('retry-after')).toBe('3');
        expect(answer.headers.get('x-robots-tag')).toBe('noindex, nofollow');
        expect(answer.headers.get('cache-control')).toBe('no-store');
        const html = await answer.text();
        expect(html).toContain('<h1>Your website is being built</h1>');
        expect(html).toContain('<meta name="robots" content="noindex"><meta http-equiv="refresh" content="3">');
        expect(html).not.toContain('Preview not found');
      }
      // Its build begins and ends: the same address is the site.
      await jobs.retry(code, Date.now(), 'held by the test');
      await ready(`/api/previews/${code}`);
      const built = await fetch(`${server.url}/sites/${code}/`);
      expect(built.status).toBe(200);
      expect(built.headers.get('retry-after')).toBeNull();
      expect(await built.text()).toContain('<h1>Bright Spark Ltd</h1>');

      // A build that has given up says so without reloading; a code no job has is still not found.
      const failed = newPreviewCode();
      await jobs.enqueue({ ...job(failed, 'PV-BUILDING-2'), now: Date.now() + 600_000 });
      await jobs.fail(failed, 'the test gave up');
      const gaveUp = await fetch(`${server.url}/sites/${failed}/`);
      expect(gaveUp.status).toBe(503);
      expect(gaveUp.headers.get('retry-after')).toBeNull();
      const text = await gaveUp.text();
      expect(text).toContain('Your preview is taking longer than usual.');
      expect(text).not.toContain('http-equiv="refresh"');
      expect((await fetch(`${server.url}/sites/${newPreviewCode()}/`)).status).toBe(404);
    } finally {
      await store.close();
    }
  }, 30_000);

  it('answers a made-up or malformed address with a plain 404 page, never a stack trace', async () => {
    for (const path of [`/sites/${newPreviewCode()}/`, `/sites/${newPreviewCode()}/images/hero-640.jpg`, '/sites/short/', '/sites/..%2f..%2fetc/passwd']) {
      const answer = await fetch(`${server.url}${path}`);
      expect(answer.status).toBe(404);
      expect(answer.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      const text = await answer.text();
      expect(text).toContain('Preview not found');
      expect(text).not.toMatch(/at .*\.ts:\d+/);
    }
  });

  it('builds again a preview whose build was interrupted by a stop, once its lease expires', async () => {
    const own = tempDir('preview-crash-');
    const ref = 'PV-CRASH-1';
    const store = await openStore({ dataDir: own.dir });
    const jobs = store.previewJobs;
    const code = newPreviewCode();
    await jobs.enqueue({ code, reference: ref, input: { answers: requestAnswers(), files: { photos: [] }, baseUrl: `http://localhost/sites/${code}/`, submissionId: 'x' }, now: Date.now() });
    // A server claimed it and stopped before finishing: the job is "building" with a lease.
    expect(await jobs.claim(Date.now(), 300, 1)).toHaveLength(1);
    await store.close();
    const again = await startTestServer({ PREVIEW_LEASE_MS: '1000', PREVIEW_POLL_MS: '20' }, { dataDir: own.dir });
    try {
      const status = await ready(`/api/previews/${code}`, again);
      expect(status.state).toBe('ready');
      expect((await fetch(`${again.url}/sites/${code}/`)).status).toBe(200);
    } finally {
      await again.close();
    }
    const reopened = await openStore({ dataDir: own.dir });
    try {
      expect(await reopened.previewJobs.get(code)).toMatchObject({ state: 'ready', attempts: 2 });
    } finally {
      await reopened.close();
      own.cleanup();
    }
  }, 30_000);
});
