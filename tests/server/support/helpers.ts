import { vi } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { startServer, type RunningServer, type StartOptions } from '../../../src/server/start';

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

/** A real 1x1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** A real 1x1 GIF. */
export const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
/** The start of a JPEG (SOI + APP0 JFIF). */
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]), Buffer.alloc(64, 1), Buffer.from([0xff, 0xd9])]);
/** An HTML page, as an attacker would upload it named logo.png. */
export const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
/** An SVG with a script. */
export const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

/** One request seen by a {@link targetServer}. */
export interface SeenRequest {
  method: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/**
 * A local HTTP server standing in for an n8n/Make/Zapier webhook. `answer(n)` decides the status of the
 * n-th request (1-based); `'hang'` never answers.
 */
export async function targetServer(answer: (n: number, request: SeenRequest) => number | 'hang'): Promise<{
  url: string;
  seen: SeenRequest[];
  close(): Promise<void>;
}> {
  const seen: SeenRequest[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const entry = { method: request.method ?? '', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') };
      seen.push(entry);
      const status = answer(seen.length, entry);
      if (status === 'hang') return;
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

/** Valid payloads of every hook, as the browser sends them. */
export const VALID_PAYLOADS: Record<string, Record<string, unknown>> = {
  main: {
    businessBasics: { firstName: 'Jo', companyName: 'Spark Bright Ltd', email: 'jo@example.co.uk', phone: '07700 900123' },
    businessName: 'Spark Bright Ltd',
    tradeType: 'electrician',
    selectedServices: ['Rewiring', 'Fuse boards'],
    whatsAppNumber: '07700900123',
    businessAddress: { street: '1 High St', town: 'Leeds', county: 'West Yorkshire', postcode: 'LS1 4AP', registrationNumber: '01234567' },
    customPrimaryColor: '#00235A',
    useStockImages: false,
    timestamp: '2026-03-14T10:15:00.000Z',
    source: 'https://forms.example.co.uk/',
  },
  logo: { logoUrl: 'C1/logo/abc.png', logoGetUrl: 'https://x.example/get', businessName: 'Spark', customerNumber: 'C1', selectedTrade: 'plumber', timestamp: '2026-03-14T10:15:00Z', source: 'https://x.example/' },
  gallery: { galleryUrls: ['C1/gallery/a.png'], galleryGetUrls: ['https://x.example/a'], businessName: 'Spark', customerNumber: 'C1' },
  'business-basics': { firstName: 'Jo', companyName: 'Spark', email: 'jo@example.co.uk', phone: '+44 7700 900123', selectedTrade: 'roofer' },
  'media-logo': { logoUrl: 'C1/logo/abc.png', logoGetUrl: 'https://x.example/get', customerNumber: 'C1', selectedTrade: 'electrician' },
  'media-gallery': { galleryUrls: ['C1/gallery/a.png'], galleryGetUrls: ['https://x.example/a'], customerNumber: 'C1' },
  unsubscribe: { Email: 'jo@example.co.uk', Timestamp: '2026-03-14T10:15:00Z', Source: 'https://example.co.uk/unsubscribe', querystring: '' },
  contact: { Name: 'Jo', Email: 'jo@example.co.uk', Subject: 'A question', Message: 'Hello there, a question.', ToEmail: 'hello@example.co.uk' },
  'domain-selection': { selectedDomain: 'sparkbright.co.uk', customerNumber: 'C1', leadId: 'L9' },
  feedback: { generalComments: 'Looks great', websiteUrl: 'https://draft.example.co.uk', customerNumber: 'C1' },
};
