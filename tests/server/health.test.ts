import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { FileStorage } from '../../src/server/files/file-storage';
import { healthRoutes } from '../../src/server/routes/health-routes';
import type { Store } from '../../src/server/storage/store';
import { startTestServer } from './support/helpers';

describe('health and readiness', () => {
  it('answer outside the rate limit, so a busy address checking them never gets 429', async () => {
    const server = await startTestServer({ RATE_LIMIT_MAX: '3' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 8; i += 1) {
        statuses.push((await fetch(`${server.url}/api/health`)).status);
        statuses.push((await fetch(`${server.url}/api/ready`)).status);
      }
      expect(statuses.every((s) => s === 200)).toBe(true);
      const upload = () => fetch(`${server.url}/api/upload`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      const limited: number[] = [];
      for (let i = 0; i < 4; i += 1) limited.push((await upload()).status);
      expect(limited).toEqual([400, 400, 400, 429]); // the rest of the API is still limited
      expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);
    } finally {
      await server.stop();
    }
  });

  it('readiness reports the database and the file store, and answers 503 naming the file store when it cannot take files', async () => {
    const server = await startTestServer();
    try {
      const ready = await fetch(`${server.url}/api/ready`);
      expect(ready.status).toBe(200);
      expect(ready.headers.get('cache-control')).toBe('no-store');
      expect(await ready.json()).toMatchObject({
        status: 'ready',
        database: { kind: 'sqlite', status: 'ok' },
        files: { kind: 'local', status: 'ok' },
        outbox: { pending: 0, held: 0 },
      });
      // The file store's folder becomes a plain file: nothing can be written there.
      const folder = path.join(server.dataDir, 'files');
      rmSync(folder, { recursive: true, force: true });
      writeFileSync(folder, 'not a folder');
      const down = await fetch(`${server.url}/api/ready`);
      expect(down.status).toBe(503);
      expect(await down.json()).toMatchObject({
        status: 'unavailable',
        database: { status: 'ok' },
        files: { kind: 'local', status: 'down' },
        error: 'Not ready: the file store does not take files.',
      });
      const live = await fetch(`${server.url}/api/health`);
      expect(live.status).toBe(200);
      expect(await live.json()).toMatchObject({ status: 'ok', database: 'sqlite', files: 'local' });
    } finally {
      await server.stop();
    }
  });

  it('readiness answers 503 naming the database when it does not answer, within the probe time', async () => {
    const store = { kind: 'postgres', ping: () => new Promise(() => undefined), outboxCounts: async () => ({}) } as unknown as Store;
    const files = { kind: 's3', check: async () => undefined } as unknown as FileStorage;
    const app = Fastify();
    await app.register(healthRoutes, { store, files, staticDir: '/nowhere' });
    try {
      const started = Date.now();
      const answer = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(Date.now() - started).toBeLessThan(5000);
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toMatchObject({
        status: 'unavailable',
        database: { kind: 'postgres', status: 'down' },
        files: { kind: 's3', status: 'ok' },
        error: 'Not ready: the database does not answer.',
      });
      const failing = { ...store, ping: async () => Promise.reject(new Error('connection refused')) } as Store;
      const both = Fastify();
      await both.register(healthRoutes, { store: failing, files: { ...files, check: async () => Promise.reject(new Error('NoSuchBucket')) } as FileStorage, staticDir: '/nowhere' });
      const answer2 = await both.inject({ method: 'GET', url: '/api/ready' });
      expect(answer2.json().error).toBe('Not ready: the database does not answer and the file store does not take files.');
      expect(answer2.body).not.toContain('connection refused');
      await both.close();
    } finally {
      await app.close();
    }
  });
});
