import { afterAll, beforeAll, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { startServer, type RunningServer, type StartOptions } from '../../../src/server/start';
import { openStore } from '../../../src/server/storage/open-store';
import type { Store } from '../../../src/server/storage/store';

/** A fresh temporary folder, removed by `cleanup()`. */
export function tempDir(prefix = 'intake-'): { dir: string; cleanup(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Quiet, fast settings for tests; `extra` overrides. */
export function testEnv(extra: Record<string, string | undefined> = {}): Record<string, string | undefined> {
  return {
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '100000',
    RELAY_BACKOFF_BASE_MS: '20',
    RELAY_BACKOFF_MAX_MS: '100',
    RELAY_POLL_MS: '20',
    RELAY_TIMEOUT_MS: '1000',
    RELAY_LEASE_MS: '2000',
    ...extra,
  };
}

/** Starts the real server on a free port with a temporary data folder and no site config. */
export async function startTestServer(
  extra: Record<string, string | undefined> = {},
  opts: Partial<StartOptions> = {},
): Promise<RunningServer & { dataDir: string; stop(): Promise<void> }> {
  const tmp = tempDir();
  const server = await startServer({ port: 0, dataDir: tmp.dir, staticDir: path.join(tmp.dir, 'no-dist'), siteConfigPath: null, env: testEnv(extra), ...opts });
  return {
    ...server,
    dataDir: opts.dataDir ?? tmp.dir,
    stop: async () => {
      await server.close();
      tmp.cleanup();
    },
  };
}

/** A server started by {@link startTestServer}. */
export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/**
 * For the test file that calls it (at its top level): one server serving the built site (`dist/client`, so a form
 * posted as HTML is answered with its pages) and a second handle on its store, started before the file's tests and
 * stopped after them. Read `server` and `store` inside the tests, once they are started.
 */
export function builtSiteServer(): { server: TestServer; store: Store } {
  const running = {} as { server: TestServer; store: Store };
  beforeAll(async () => {
    running.server = await startTestServer({}, { staticDir: path.resolve('dist/client') });
    running.store = await openStore({ dataDir: running.server.dataDir });
  });
  afterAll(async () => {
    await running.store?.close();
    await running.server?.stop();
  });
  return running;
}

/**
 * Posts fields to a form's submissions endpoint as a browser without script posts a form (urlencoded). A step shown
 * after the post is fetched as the browser fetches it (the redirect to `?_step=`, with the draft's cookie) unless
 * `follow` is false; any other redirect (the sent view) is answered as it is.
 */
export async function postFormAsHtml(url: string, formId: string, fields: Record<string, string> | [string, string][], { follow = true } = {}): Promise<Response> {
  const answer = await fetch(`${url}/api/forms/${formId}/submissions`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return follow ? followStep(url, answer) : answer;
}

/**
 * The step a form post's answer leads to, fetched as a browser does after a step posted without script: the redirect
 * to the page's `?_step=` address, with the draft's cookie. Any other answer (a page with problems, the sent view's
 * redirect) is answered as it is.
 */
export async function followStep(url: string, answer: Response): Promise<Response> {
  const location = answer.headers.get('location');
  if (answer.status !== 303 || !location || !/[?&]_step=/.test(location)) return answer;
  const cookie = (answer.headers.get('set-cookie') ?? '').split(';')[0];
  return fetch(new URL(location, url), { redirect: 'manual', headers: { cookie } });
}

/** A real 1x1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** A real 1x1 GIF. */
export const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
/** A 2 × 2 JPEG, a real one (the server refuses a file whose image header cannot be read), with no metadata. */
export const JPEG = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABgf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCAAHlhf//Z',
  'base64',
);
/** An HTML page, as an attacker would upload it named logo.png. */
export const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
/** An SVG with a script. */
export const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

/** HTML entities of a drawn page's text read back as the text ("&#x27;" and the like). */
function pageText(html: string): string {
  return html.replace(/&#x([0-9a-f]+);/gi, (_m, hex: string) => String.fromCodePoint(parseInt(hex, 16))).replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

/**
 * The problems of a page the server drew after a form post: the error summary's links (where each goes, what it says)
 * and the messages beside each field, by the field's element id (`media_logo`).
 */
export function drawnProblems(html: string): { summary: { href: string; message: string }[]; beside: Record<string, string[]> } {
  const at = html.indexOf('data-error-summary');
  const list = at < 0 ? '' : html.slice(at, html.indexOf('</ul>', at));
  const summary = [...list.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]*)<\/a>/g)].map(([, href, message]) => ({ href, message: pageText(message) }));
  const beside: Record<string, string[]> = {};
  for (const [, id, message] of html.matchAll(/ id="([^"]+)__error-\d+">([^<]*)</g)) (beside[id] ??= []).push(pageText(message));
  return { summary, beside };
}

/** One request seen by a {@link targetServer}. */
export interface SeenRequest {
  method: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/**
 * A local HTTP server standing in for an n8n/Make/Zapier webhook. `answer(n)` decides the status of the
 * n-th request (1-based), at once or when its promise settles (the answer held until then); `'hang'` never answers.
 */
export async function targetServer(answer: (n: number, request: SeenRequest) => number | 'hang' | Promise<number | 'hang'>): Promise<{
  url: string;
  seen: SeenRequest[];
  close(): Promise<void>;
}> {
  const seen: SeenRequest[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', async () => {
      const entry = { method: request.method ?? '', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') };
      seen.push(entry);
      const status = await answer(seen.length, entry);
      if (status === 'hang' || response.destroyed) return;
      response.writeHead(status, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhook`,
    seen,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Polls `check` until it returns a truthy value or the time runs out. */
export async function waitFor<T>(check: () => T | Promise<T>, timeoutMs = 10_000, what = 'condition'): Promise<T> {
  return vi
    .waitFor(async () => (await check()) || Promise.reject(new Error(`not yet: ${what}`)), { timeout: timeoutMs, interval: 25 })
    .catch(() => Promise.reject(new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`)));
}

/** POSTs JSON and returns status and parsed body. */
export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: any }> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/** Answers the request form accepts, as the browser sends them. */
export const REQUEST_ANSWERS = {
  tradeType: 'plumber',
  selectedColorScheme: 'blue-blue',
  useCustomColors: false,
  businessBasics: { firstName: 'Jo', companyName: 'Flow Right Ltd', email: 'jo@example.co.uk', phone: '07700 900123' },
  businessAddress: { street: '1 High St', town: 'Leeds', county: 'West Yorkshire', postcode: 'LS1 4AP' },
  termsAgreed: true,
};

/** Answers each one-step form accepts, as the browser sends them. */
export const VALID_ANSWERS: Record<string, Record<string, unknown>> = {
  contact: { name: 'Jo', email: 'jo@example.co.uk', subject: 'A question', message: 'Hello there, a question.' },
  feedback: { generalComments: 'Looks great', websiteUrl: 'https://draft.tradesites.co.uk' },
  'domain-selection': { selectedDomain: 'sparkbright.co.uk' },
  unsubscribe: { email: 'jo@example.co.uk' },
};

/** What the contact form's plan relays for {@link VALID_ANSWERS}.contact (with its time and page). */
export const CONTACT_PAYLOAD = { Name: 'Jo', Email: 'jo@example.co.uk', Subject: 'A question', Message: 'Hello there, a question.', Source: 'https://example.co.uk/contact' };

/** Submits a form as the browser does, with a fresh attempt key; `extra` adds to or replaces the body. */
export function submitForm(url: string, form: string, answers = VALID_ANSWERS[form], extra: Record<string, unknown> = {}) {
  return postJson(`${url}/api/forms/${form}/submissions`, { answers, attemptKey: randomUUID(), page: { source: 'https://example.co.uk/contact', query: {} }, ...extra });
}

/** The hook calls a submission made, through the admin API. */
export async function callsOf(url: string, submissionId: string, token = 'admin-token-0123456789'): Promise<Array<{ id: string; hook: string; state: string; payload: Record<string, unknown> }>> {
  const response = await fetch(`${url}/api/submissions/${submissionId}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET /api/submissions/${submissionId} answered ${response.status}`);
  return (await response.json()).calls;
}

/** Submits a one-step form and answers its one hook call's id (the server needs ADMIN_TOKEN `token`). */
export async function postCall(url: string, form: string, token = 'admin-token-0123456789'): Promise<{ status: number; body: { id: string } }> {
  const submitted = await submitForm(url, form);
  if (submitted.status !== 201) return submitted;
  const [call] = await callsOf(url, submitted.body.id, token);
  return { status: submitted.status, body: { id: call.id } };
}
