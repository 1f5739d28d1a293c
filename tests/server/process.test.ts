import { spawn, spawnSync } from 'node:child_process';
import { request } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PNG, postCall, postJson, startTestServer, tempDir } from './support/helpers';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const NODE_ARGS = ['--import', 'tsx'];

describe('npm run serve (src/server/main.ts)', () => {
  it('lists every settings problem and exits non-zero', () => {
    const result = spawnSync(process.execPath, [...NODE_ARGS, 'src/server/main.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH, PORT: 'x', HOOK_TARGET_MAIN: 'mailto:a@b.c', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('The server settings have 2 problems:');
    expect(result.stderr).toContain('PORT must be a whole number');
    expect(result.stderr).toContain('HOOK_TARGET_MAIN must be an http(s) address');
  });

  it('finishes an upload in flight on SIGTERM, then exits 0', async () => {
    const data = tempDir();
    try {
      const child = spawn(process.execPath, [...NODE_ARGS, 'src/server/main.ts'], {
        cwd: root,
        env: { PATH: process.env.PATH, PORT: '0', HOST: '127.0.0.1', DATA_DIR: data.dir, STATIC_DIR: path.join(data.dir, 'none'), LOG_LEVEL: 'info' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const url = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout!.on('data', (c: Buffer) => {
          out += c.toString();
          const match = /Serving on (http:\/\/[^ ]+)/.exec(out);
          if (match) resolve(match[1]);
        });
        child.on('exit', (code) => reject(new Error(`server exited early (${code})`)));
      });
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      const { body } = await postJson(`${url}/api/upload`, { customerNumber: 'C1', fileName: 'a.png', fileType: 'logo', fileMimeType: 'image/png' });
      const target = new URL(body.putUrl);
      const answer = new Promise<number>((resolve, reject) => {
        const req = request(
          { host: target.hostname, port: target.port, path: target.pathname + target.search, method: 'PUT', headers: { 'content-type': 'image/png', 'content-length': PNG.length } },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        req.on('error', reject);
        req.write(PNG.subarray(0, 10));
        setTimeout(() => {
          child.kill('SIGTERM');
          setTimeout(() => req.end(PNG.subarray(10)), 300);
        }, 100);
      });
      expect(await answer).toBe(200);
      expect(await exited).toBe(0);
    } finally {
      data.cleanup();
    }
  });
});

describe('npm run inbox (scripts/inbox.ts)', () => {
  it('lists submissions, files and delivery state, and replays a held call', async () => {
    const server = await startTestServer({ ADMIN_TOKEN: 'admin-token-0123456789' });
    const { body } = await postCall(server.url, 'contact');
    await postJson(`${server.url}/api/upload`, { customerNumber: 'C1', fileName: 'a.png', fileType: 'logo', fileMimeType: 'image/png' });
    await server.close();
    try {
      const run = (...args: string[]) =>
        spawnSync(process.execPath, [...NODE_ARGS, 'scripts/inbox.ts', ...args], { cwd: root, env: { PATH: process.env.PATH, DATA_DIR: server.dataDir }, encoding: 'utf8', timeout: 30_000 });
      const list = run();
      expect(list.status).toBe(0);
      expect(list.stdout).toContain('1 held');
      expect(list.stdout).toMatch(new RegExp(`${body.id}\\s+contact\\s+-\\s+Jo\\s+held`));
      expect(list.stdout).toMatch(/C1\/logo\/[0-9a-f]{32}\.png\s+image\/png/);
      // The answers in short, and how to see one in full.
      expect(list.stdout).toContain('Name: Jo · Email: jo@example.co.uk · Subject: A question · …');
      expect(list.stdout).toContain('npm run inbox -- show <id>');
      const show = run('show', body.id);
      expect(show.stdout).toContain('"Subject": "A question"');
      const replay = run('replay', body.id);
      expect(replay.stdout).toContain('stays held: the contact hook has no target. Set HOOK_TARGET_CONTACT');
      expect(run('replay', 'missing-id').status).toBe(1);
      expect(run('frobnicate').status).toBe(2);
    } finally {
      await server.stop();
    }
  });
});
