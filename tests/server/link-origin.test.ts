import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { site } from '../../src/generated/config';
import { REQUEST_ANSWERS, startTestServer, targetServer, waitFor } from './support/helpers';

/**
 * The links the server makes and keeps (upload links, the preview address, the preview site's own address, the
 * links relayed to the team) name the service's own origin: a request's Host header decides them only when it is a
 * host the service answers for (site.yaml `hosts`, or one for local use), and `PUBLIC_URL` decides them when set.
 */
type Server = Awaited<ReturnType<typeof startTestServer>>;
type Target = Awaited<ReturnType<typeof targetServer>>;
const MAIN = new URL(site.hosts.mainUrl!).origin;
const FORMS = `https://${site.hosts.formsPrefix}${new URL(site.hosts.mainUrl!).hostname}`;

let server: Server;
let target: Target;
beforeAll(async () => {
  target = await targetServer(() => 200);
  server = await startTestServer({ HOOK_TARGET_MAIN: target.url, HOOK_TARGET_CONTACT: target.url, PREVIEW_POLL_MS: '20' });
});
afterAll(async () => {
  await server?.stop();
  await target?.close();
});

/** A request sent to the server with the Host header given, exactly as written (fetch would not send it). */
function send(base: string, pathname: string, host: string, body?: { type: string; text: string }): Promise<{ status: number; headers: Record<string, unknown>; text: string }> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { host, ...(body ? { 'content-type': body.type } : {}) };
    const req = request({ host: '127.0.0.1', port, path: pathname, method: body ? 'POST' : 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(body?.text);
  });
}
const json = (value: unknown) => ({ type: 'application/json', text: JSON.stringify(value) });
const key = () => `k${Math.random().toString(36).slice(2)}${Date.now()}`;
/** A pattern of addresses starting with `start`, written as it is. */
const startingWith = (start: string, rest = '') => new RegExp(`^${start.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${rest}`);

/** A request form submission sent to `host`: its answer. */
async function submitOn(host: string, base = server.url, companyName = 'Flow Right Ltd') {
  const answers = { ...REQUEST_ANSWERS, businessBasics: { ...REQUEST_ANSWERS.businessBasics, companyName } };
  const answer = await send(base, '/api/forms/request/submissions', host, json({ answers, attemptKey: key(), page: { source: 'https://example.co.uk/request', query: {} } }));
  expect(answer.status).toBe(201);
  return JSON.parse(answer.text) as { id: string; reference: string; preview: { url: string; status: string } };
}

describe('the origin of the links a submission and an upload make', () => {
  it('names the main site, never a host the request made up, in the answer, the preview site and the relayed call', async () => {
    const sent = await submitOn('evil.example', server.url, 'Made Up Host Ltd');
    expect(sent.preview.url).toMatch(startingWith(`${MAIN}/sites/`, '[A-Za-z0-9_-]{24}/$'));
    const code = new URL(sent.preview.url).pathname.split('/')[2];

    // The preview site built from it names its own address on the main site (canonical link, og:url, its form).
    await vi.waitFor(async () => expect(JSON.parse((await send(server.url, sent.preview.status, 'localhost')).text).state).toBe('ready'), { timeout: 20_000, interval: 50 });
    const home = await send(server.url, `/sites/${code}/`, 'localhost');
    expect(home.status).toBe(200);
    expect(home.text).toContain(`${MAIN}/sites/${code}/`);
    expect(home.text).not.toContain('evil.example');
    const contact = await send(server.url, `/sites/${code}/contact.html`, 'localhost');
    expect(contact.text).not.toContain('evil.example');

    // The team's call names the same address.
    const main = await waitFor(() => target.seen.find((r) => r.headers['x-hook-name'] === 'main' && JSON.parse(r.body).customerNumber === sent.reference), 10_000, 'main delivered');
    expect(JSON.parse(main!.body).previewUrl).toBe(sent.preview.url);
    expect(main!.body).not.toContain('evil.example');

    // A quote request posted to the preview site through the made-up host relays the site's address on the main site.
    const quote = await send(server.url, `/sites/${code}/quote`, 'evil.example', { type: 'application/x-www-form-urlencoded', text: 'name=Jo+Quote&email=jo%40example.co.uk&phone=&message=New+sockets+please' });
    expect(quote.status).toBe(303);
    const relayed = await waitFor(() => target.seen.find((r) => r.headers['x-hook-name'] === 'contact' && r.body.includes('Jo Quote')), 10_000, 'contact delivered');
    expect(relayed!.body).toContain(`${MAIN}/sites/${code}/contact.html`);
    expect(relayed!.body).not.toContain('evil.example');
  });

  it('answers upload links on the main site for a made-up host, on the host itself for a host of the service', async () => {
    const upload = { fileName: 'logo.png', fileType: 'logo', fileMimeType: 'image/png' };
    const refused = JSON.parse((await send(server.url, '/api/upload', 'evil.example:8080', json(upload))).text);
    expect(refused.putUrl).toMatch(startingWith(`${MAIN}/api/files/`));
    expect(refused.getUrl).toMatch(startingWith(`${MAIN}/api/files/`));
    // The forms host of site.yaml keeps its name, with the main site's scheme and port, whatever the request says.
    const forms = JSON.parse((await send(server.url, '/api/upload', `${new URL(FORMS).host}:8443`, json(upload))).text);
    expect(forms.putUrl).toMatch(startingWith(`${FORMS}/api/files/`));
    // Local use: the loopback names the tests and `npm start` use keep the request's own origin, port included.
    const { port } = new URL(server.url);
    for (const host of [`localhost:${port}`, `forms.localhost:${port}`, `127.0.0.1:${port}`]) {
      const local = JSON.parse((await send(server.url, '/api/upload', host, json(upload))).text);
      expect(local.putUrl, host).toMatch(startingWith(`http://${host}/api/files/`));
    }
  });

  it('keeps a host of the service for the preview address', async () => {
    const sent = await submitOn(new URL(FORMS).host);
    expect(sent.preview.url).toMatch(startingWith(`${FORMS}/sites/`));
  });

  it('names PUBLIC_URL when it is set, whatever the host', async () => {
    const other = await startTestServer({ PUBLIC_URL: 'https://previews.example.co.uk/' });
    try {
      expect((await submitOn('evil.example', other.url)).preview.url).toMatch(startingWith('https://previews.example.co.uk/sites/'));
      expect((await submitOn(`localhost:${new URL(other.url).port}`, other.url)).preview.url).toMatch(startingWith('https://previews.example.co.uk/sites/'));
    } finally {
      await other.stop();
    }
  });
});
