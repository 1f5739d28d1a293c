import { createHash } from 'node:crypto';
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFiles } from '../../scripts/precompress';
import { SENT_ENTRY_SCRIPT } from '../../src/domain/sent-entry-script';
import { startTestServer, tempDir } from './support/helpers';

const fixture = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/dist-client');
type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;

beforeAll(async () => {
  server = await startTestServer({}, { staticDir: fixture });
});
afterAll(async () => server.stop());

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  text: string;
}

/** A raw HTTP request, so the Host header and the path are sent exactly as given. */
function get(pathname: string, host = 'localhost', headers: Record<string, string> = {}, method = 'GET', base = server.url): Promise<Raw> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: pathname, method, headers: { host: `${host}:${port}`, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: body.toString('utf8') });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('static site and host rules', () => {
  it('serves a page on the main host with no-cache, and ignores a trailing slash and the query', async () => {
    for (const p of ['/pricing', '/pricing/', '/pricing?utm_source=x']) {
      const page = await get(p);
      expect(page.status).toBe(200);
      expect(page.text).toContain('Simple pricing');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['content-type']).toMatch(/^text\/html/);
    }
    expect((await get('/trades/plumber')).text).toContain('Simple pricing');
    expect((await get('/', 'localhost', {}, 'HEAD')).status).toBe(200);
  });

  it('serves the shell for client-only routes', async () => {
    const form = await get('/form', 'forms.localhost');
    expect(form.status).toBe(200);
    expect(form.text).toContain('<div id="root">');
    expect((await get('/media-form', 'forms.localhost')).text).toContain('<title>Shell</title>');
  });

  it('answers unknown paths on the main host with the not-found page and 404', async () => {
    const missing = await get('/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('Page not found');
  });

  it('serves only form routes on a forms. host; others get the not-found page', async () => {
    const pricing = await get('/pricing', 'forms.localhost');
    expect(pricing.status).toBe(404);
    expect(pricing.text).toContain('Page not found');
    expect((await get('/', 'forms.example.co.uk')).status).toBe(200);
  });

  it('redirects unknown paths on an embed. host to /', async () => {
    const unknown = await get('/no-such-page', 'embed.localhost');
    expect(unknown.status).toBe(302);
    expect(unknown.headers.location).toBe('/');
    expect((await get('/trades/plumber', 'embed.localhost')).status).toBe(302);
    expect((await get('/pricing', 'embed.localhost')).status).toBe(200);
  });

  it('caches hashed assets for a year and compresses them with brotli', async () => {
    const asset = await get('/assets/app-abc123.js', 'localhost', { 'accept-encoding': 'br, gzip' });
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(asset.body).toString()).toContain('export const value199');
    const icon = await get('/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
    expect((await get('/assets/missing-123.js')).status).toBe(404);
  });

  it('never serves page files, the manifest, or anything outside dist/client', async () => {
    expect((await get('/pages/pricing.html', 'forms.localhost')).text).not.toContain('Simple pricing');
    expect((await get('/route-manifest.json')).text).not.toContain('hostPrefixes');
    for (const trick of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt', '/..%5csecret.txt', '/%00secret.txt']) {
      const answer = await get(trick);
      expect(answer.text).not.toContain('must never be served');
      expect(answer.status).toBeGreaterThanOrEqual(300);
    }
  });

  it('sends a CSP without unsafe-eval that lets any site frame the embed host\'s pages and only the site itself the others, and API 404s stay JSON', async () => {
    const page = await get('/');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    // Scripts from the site itself, and one inline script by its hash: the pages' mark of a kept confirmation.
    expect(csp).toContain(`script-src 'self' 'sha256-${createHash('sha256').update(SENT_ENTRY_SCRIPT).digest('base64')}';`);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toMatch(/frame-ancestors 'self'(;|$)/);
    expect(page.headers['x-frame-options']).toBeUndefined();
    // The embed host is there to be framed (the embed code); the forms host's pages, like the main host's, are not.
    expect(String((await get('/request', 'embed.localhost')).headers['content-security-policy'])).toMatch(/frame-ancestors \*(;|$)/);
    expect(String((await get('/unsubscribe', 'forms.localhost')).headers['content-security-policy'])).toMatch(/frame-ancestors 'self'(;|$)/);
    expect(String((await get('/unsubscribe')).headers['content-security-policy'])).toMatch(/frame-ancestors 'self'(;|$)/);
    const api = await get('/api/nothing');
    expect(api.status).toBe(404);
    expect(JSON.parse(api.text).error).toMatch(/There is no API endpoint/);
  });

  it("opens a form's post address as a page at the form's page on that host, and stays JSON for the API's callers", async () => {
    const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
    const opened = await get('/api/forms/media/submissions', 'localhost', html);
    expect(opened.status).toBe(303);
    expect(opened.headers.location).toBe('/media-form');
    expect((await get('/api/forms/partner/submissions', 'forms.localhost', html)).headers.location).toBe('/form');
    // No page on the host shows the form, a form no page shows, or a caller that does not ask for a page: the API's
    // answer to a GET of an address that takes POST (405), and 404 past it.
    for (const [address, host, headers] of [
      ['/api/forms/media/submissions', 'embed.localhost', html],
      ['/api/forms/nothing/submissions', 'localhost', html],
      ['/api/forms/media/submissions', 'localhost', { accept: '*/*' }],
    ] as const) {
      const answer = await get(address, host, headers);
      expect([answer.status, answer.headers.allow], `${address} on ${host}`).toEqual([405, 'POST']);
      expect(JSON.parse(answer.text).error).toBe(`GET is not allowed at ${address}: it takes POST.`);
    }
    const past = await get('/api/forms/media/submissions/x', 'localhost', html);
    expect(past.status).toBe(404);
    expect(JSON.parse(past.text).error).toMatch(/There is no API endpoint/);
  });
});

describe('without a build', () => {
  it('answers site routes with 503 and a hint, while the API works', async () => {
    const bare = await startTestServer();
    try {
      const page = await get('/', 'localhost', {}, 'GET', bare.url);
      expect(page.status).toBe(503);
      expect(page.text).toContain('npm run build');
      const health = await fetch(`${bare.url}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ status: 'ok', database: 'sqlite', files: 'local', site: 'not built' });
    } finally {
      await bare.stop();
    }
  });
});

describe('the compressed copies written by the build (scripts/precompress.ts)', () => {
  const copy = tempDir('precompressed-site-');
  const site = path.join(copy.dir, 'client');
  let served: Server;
  beforeAll(async () => {
    cpSync(fixture, site, { recursive: true });
    // A text file too small to gain anything, which keeps no copies.
    writeFileSync(path.join(site, 'assets', 'tiny-abc123.css'), 'body{margin:0}');
    expect(await precompressFiles(site)).toMatchObject({ files: 1 });
    served = await startTestServer({}, { staticDir: site });
  });
  afterAll(async () => {
    await served?.stop();
    copy.cleanup();
  });

  it('writes a Brotli and a gzip copy beside each text file worth it, and none beside pages, small files or images', () => {
    const script = readFileSync(path.join(site, 'assets', 'app-abc123.js'));
    expect(brotliDecompressSync(readFileSync(path.join(site, 'assets', 'app-abc123.js.br')))).toEqual(script);
    expect(gunzipSync(readFileSync(path.join(site, 'assets', 'app-abc123.js.gz')))).toEqual(script);
    for (const none of ['assets/tiny-abc123.css.br', 'pages/pricing.html.br', 'index.html.gz']) expect(existsSync(path.join(site, none))).toBe(false);
  });

  it('sends the copy the client takes as it is, the file itself to a client that takes neither, each varying by Accept-Encoding', async () => {
    const file = (name: string) => readFileSync(path.join(site, 'assets', name));
    const br = await get('/assets/app-abc123.js', 'localhost', { 'accept-encoding': 'gzip, deflate, br' }, 'GET', served.url);
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body).toEqual(file('app-abc123.js.br'));
    const gz = await get('/assets/app-abc123.js', 'localhost', { 'accept-encoding': 'gzip' }, 'GET', served.url);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body).toEqual(file('app-abc123.js.gz'));
    const plain = await get('/assets/app-abc123.js', 'localhost', { 'accept-encoding': 'identity' }, 'GET', served.url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toEqual(file('app-abc123.js'));
    // A file without copies is still compressed for the request.
    const tiny = await get('/assets/tiny-abc123.css', 'localhost', { 'accept-encoding': 'br' }, 'GET', served.url);
    expect(brotliDecompressSync(tiny.body).toString()).toBe('body{margin:0}');
  });
});
