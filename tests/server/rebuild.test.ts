import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { startTestServer, tempDir } from './support/helpers';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

describe('a running server and a new build', () => {
  it('serves a route added by a rebuild without a restart, and the rebuilt pages', async () => {
    const dist = tempDir();
    cpSync(path.join(here, 'fixtures/dist-client'), dist.dir, { recursive: true });
    const server = await startTestServer({}, { staticDir: dist.dir });
    try {
      expect((await fetch(`${server.url}/new-page`)).status).toBe(404);
      expect(await (await fetch(`${server.url}/pricing`)).text()).toContain('Simple pricing');

      const manifestPath = path.join(dist.dir, 'route-manifest.json');
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { routes: unknown[] };
      manifest.routes.push({ path: '/new-page', page: 'new-page', hosts: ['main', 'embed'], file: 'pages/new-page.html' });
      writeFileSync(path.join(dist.dir, 'pages/new-page.html'), '<!doctype html><title>New</title><h1>A page added by the new build</h1>');
      writeFileSync(path.join(dist.dir, 'pages/pricing.html'), '<!doctype html><title>Pricing</title><h1>Prices changed by the new build</h1>');
      writeFileSync(manifestPath, JSON.stringify(manifest));

      const added = await fetch(`${server.url}/new-page`);
      expect(added.status).toBe(200);
      expect(await added.text()).toContain('A page added by the new build');
      expect(await (await fetch(`${server.url}/pricing`)).text()).toContain('Prices changed by the new build');
    } finally {
      await server.stop();
      dist.cleanup();
    }
  });
});

describe('npm run serve on a busy port', () => {
  it('says so in one line naming the port and PORT=, without a stack trace', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    const data = tempDir();
    try {
      const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
        cwd: root,
        env: { PATH: process.env.PATH, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: data.dir, STATIC_DIR: path.join(data.dir, 'none'), LOG_LEVEL: 'silent' },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(result.status).toBe(1);
      const lines = result.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toBe(`Port ${port} is already in use, probably by a server that is still running. Stop that one, or start on another port, e.g. PORT=${port + 1} npm start.`);
    } finally {
      blocker.close();
      data.cleanup();
    }
  });
});
