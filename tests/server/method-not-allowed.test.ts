import { request } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from './support/helpers';

/**
 * A method a path does not take answers 405 with the methods it does take in `Allow`, for the API's routes and the
 * site's pages alike; a path no route knows stays 404 (the API's JSON, the site's own page for a GET).
 */
const fixture = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/dist-client');
let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer({}, { staticDir: fixture });
});
afterAll(async () => server.stop());

/** A raw request, so HEAD and a body-less DELETE or PUT go as they are; the Host header names `host`. */
function send(method: string, pathname: string, host = 'localhost'): Promise<{ status: number; allow?: string; type?: string; text: string }> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: pathname, method, headers: { host: `${host}:${port}` } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, allow: res.headers.allow, type: res.headers['content-type'], text: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('a method the path does not take', () => {
  it('answers 405 with Allow and a JSON error on the API', async () => {
    for (const [method, pathname, allow] of [
      ['GET', '/api/upload', 'POST'],
      ['DELETE', '/api/upload?x=1', 'POST'],
      ['GET', '/api/forms/request/events', 'POST'],
      ['PUT', '/api/forms/contact/submissions', 'POST'],
      ['DELETE', '/api/submissions/0123', 'GET, HEAD'],
      ['POST', '/api/customers', 'GET, HEAD'],
      ['PUT', '/api/health', 'GET, HEAD'],
      ['POST', '/api/ready', 'GET, HEAD'],
      ['DELETE', '/api/files/C-1/logo/0123456789abcdef0123456789abcdef.png', 'GET, HEAD, PUT'],
      ['GET', '/api/hook-calls/abc/replay', 'POST'],
    ] as const) {
      const answer = await send(method, pathname);
      expect(answer.status, `${method} ${pathname}`).toBe(405);
      expect(answer.allow, `${method} ${pathname}`).toBe(allow);
      expect(answer.type).toMatch(/^application\/json/);
      expect(JSON.parse(answer.text)).toEqual({ error: `${method} is not allowed at ${pathname.split('?')[0]}: it takes ${allow}.` });
    }
    const head = await send('HEAD', '/api/upload');
    expect([head.status, head.allow, head.text]).toEqual([405, 'POST', '']);
  });

  it('answers 405 for a page of the site, which takes GET and HEAD', async () => {
    for (const [method, pathname, host] of [['POST', '/pricing', 'localhost'], ['PUT', '/', 'localhost'], ['DELETE', '/trades/plumber', 'localhost'], ['POST', '/form', 'forms.localhost'], ['POST', '/favicon.svg', 'localhost']] as const) {
      const answer = await send(method, pathname, host);
      expect(answer.status, `${method} ${pathname} on ${host}`).toBe(405);
      expect(answer.allow).toBe('GET, HEAD');
      expect(JSON.parse(answer.text).error).toBe(`${method} is not allowed at ${pathname}: it takes GET, HEAD.`);
    }
  });

  it('keeps HEAD of a GET route, and 404 for a path no route knows', async () => {
    expect((await send('HEAD', '/api/health')).status).toBe(200);
    expect((await send('HEAD', '/pricing')).status).toBe(200);
    // No such API path (the admin API reads one submission, not a list), with any method.
    for (const method of ['GET', 'DELETE']) {
      const answer = await send(method, '/api/submissions');
      expect([answer.status, answer.allow], method).toEqual([404, undefined]);
      expect(JSON.parse(answer.text).error).toBe(`There is no API endpoint ${method} /api/submissions.`);
    }
    // No page: a GET is the site's own 404 page, another method the JSON 404 as before.
    const page = await send('GET', '/health');
    expect([page.status, page.allow]).toEqual([404, undefined]);
    expect(page.type).toMatch(/^text\/html/);
    for (const [method, pathname, host] of [['PUT', '/health', 'localhost'], ['POST', '/pricing', 'forms.localhost'], ['POST', '/pricing/extra', 'localhost']] as const) {
      const answer = await send(method, pathname, host);
      expect([answer.status, answer.allow], `${method} ${pathname} on ${host}`).toEqual([404, undefined]);
      expect(JSON.parse(answer.text).error).toBe(`There is nothing at ${method} ${pathname}.`);
    }
  });
});
