import { spawn, spawnSync } from 'node:child_process';
import { request } from 'node:http';
import path from 'node:path';
import { format } from 'node:util';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { run as inbox } from '../../scripts/inbox';
import { readConfig } from '../../src/server/config';
import { openStore } from '../../src/server/storage/open-store';
import type { Store } from '../../src/server/storage/store';
import { PNG, postCall, postJson, startTestServer, submitForm, tempDir } from './support/helpers';

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
      let out = '';
      /** Resolves once the server's log has said `text` after its first `from` characters. */
      const logged = (text: string, from: number) => vi.waitFor(() => expect(out.slice(from)).toContain(text), { timeout: 20_000, interval: 20 });
      const url = await new Promise<string>((resolve, reject) => {
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
        const mark = out.length;
        req.write(PNG.subarray(0, 10));
        // The upload is in flight (the server logged it), then SIGTERM; once the server says it is stopping, the rest.
        logged('incoming request', mark)
          .then(() => child.kill('SIGTERM'))
          .then(() => logged('SIGTERM received', mark))
          .then(() => req.end(PNG.subarray(10)), reject);
      });
      expect(await answer).toBe(200);
      expect(await exited).toBe(0);
    } finally {
      data.cleanup();
    }
  });
});

describe('npm run inbox (scripts/inbox.ts)', () => {
  it('lists customers with their journey, shows one in full, lists deliveries and replays a held call', async () => {
    const server = await startTestServer({ ADMIN_TOKEN: 'admin-token-0123456789' });
    const { body: issued } = await postJson(`${server.url}/api/references`, {});
    const ref = issued.reference as string;
    const { body: grant } = await postJson(`${server.url}/api/upload`, { customerNumber: ref, fileName: 'a.png', fileType: 'logo', fileMimeType: 'image/png' });
    await fetch(grant.putUrl, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: PNG });
    const answers = {
      tradeType: 'plumber',
      businessBasics: { firstName: 'Jo', companyName: 'Flow Right Ltd', email: 'jo@example.co.uk', phone: '07700 900123' },
      businessAddress: { street: '1 High St', town: 'Leeds', county: 'West Yorkshire', postcode: 'LS1 4AP' },
      logo: { id: 'l1', name: 'a.png', type: 'image/png', size: 68 },
      // What a customer typed may hold controls: they must not reach the team's terminal as they are.
      additionalServices: 'Line one\r\nTS-FAKE-1  Fake row\u001b[2J',
      termsAgreed: true,
    };
    const submitted = await submitForm(server.url, 'request', answers, { reference: ref, files: { logo: [grant.key] } });
    expect(submitted.status).toBe(201);
    const { body } = await postCall(server.url, 'contact');
    await server.close();
    const env = { PATH: process.env.PATH, DATA_DIR: server.dataDir };
    let store: Store | undefined;
    try {
      // The command as npm runs it, once: its own process, settings from the environment, exit code 0.
      const list = spawnSync(process.execPath, [...NODE_ARGS, 'scripts/inbox.ts'], { cwd: root, env, encoding: 'utf8', timeout: 30_000 });
      expect(list.status).toBe(0);
      // Then each command in this process, on the same store and settings, with what it prints and its exit code.
      store = await openStore(readConfig(env).config);
      const open = store;
      const run = async (...args: string[]) => {
        const out: string[] = [];
        const print = (...parts: unknown[]) => void out.push(`${format(...parts)}\n`);
        const log = vi.spyOn(console, 'log').mockImplementation(print);
        const error = vi.spyOn(console, 'error').mockImplementation(print);
        try {
          const status = await inbox(open, args, env);
          return { status, stdout: out.join('') };
        } finally {
          log.mockRestore();
          error.mockRestore();
        }
      };
      expect(await run()).toEqual(expect.objectContaining({ status: 0, stdout: list.stdout }));
      expect(list.stdout).toContain('3 held');
      expect(list.stdout).toContain('"held" means kept, not sent: the hook has no relay target');
      // reference, business, trade, journey, last event, files, the latest form (a visitor's quote says so) and its answers in short
      expect(list.stdout).toMatch(new RegExp(`${ref}\\s+Flow Right Ltd\\s+plumber\\s+submitted\\s+\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d\\s+1\\s+request: tradeType: plumber · firstName: Jo`));
      expect(list.stdout).toContain('npm run inbox -- show <reference>');
      const show = await run('show', ref);
      expect(show.stdout).toMatch(/businessAddress\.postcode\s+LS1 4AP/);
      expect(show.stdout).toMatch(/additionalServices +Line one\\r\\nTS-FAKE-1 {2}Fake row\\u001b\[2J/);
      expect(`${list.stdout}${show.stdout}`).not.toContain('\u001b');
      expect(`${list.stdout}${show.stdout}`).not.toContain('\r');
      expect(show.stdout).toMatch(new RegExp(`${ref}/logo/[0-9a-f]{32}\\.png\\s+image/png\\s+1 KB\\s+stored`));
      expect(show.stdout).toMatch(/logo\s+TS-\S+\s+held/);
      expect(show.stdout).toMatch(/Timeline\s+when \(UTC\)\s+event\s+[- ]+\s+\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\s+submitted/);
      expect((await run('show', 'NOBODY')).status).toBe(1);
      const calls = await run('calls', '--hook', 'contact');
      expect(calls.stdout).toMatch(new RegExp(`${body.id}\\s+contact\\s+-\\s+held`));
      expect(calls.stdout).toContain('Name: Jo · Email: jo@example.co.uk');
      expect((await run('call', body.id)).stdout).toContain('"Subject": "A question"');
      // The customer's main call, whose payload holds the answer with a line break and an escape sequence: shown escaped.
      const main = (await store.listCalls({ customerRef: ref, limit: 50 })).find((c) => c.hook === 'main')!;
      const payload = (await run('call', main.id)).stdout;
      expect(payload).toContain('Line one\\r\\nTS-FAKE-1  Fake row\\u001b[2J');
      expect(payload).not.toContain('\u001b');
      expect(payload.split('\n').some((line) => line.startsWith('TS-FAKE-1'))).toBe(false);
      const replay = await run('replay', body.id);
      expect(replay.stdout).toContain('stays held: the contact hook has no target. Set HOOK_TARGET_CONTACT');
      expect((await run('replay', 'missing-id')).status).toBe(1);
      expect((await run('frobnicate')).status).toBe(2);
    } finally {
      await store?.close();
      await server.stop();
    }
  });
});
