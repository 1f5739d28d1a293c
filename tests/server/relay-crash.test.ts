import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore } from '../../src/server/storage/open-store';
import { interruptedAttempt } from '../../src/server/storage/store';
import { CONTACT_PAYLOAD, postCall, startTestServer, targetServer, tempDir, testEnv, waitFor } from './support/helpers';

const here = path.dirname(fileURLToPath(import.meta.url));
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

/** Starts the server in a child process and resolves with its address. */
function startChild(env: Record<string, string | undefined>): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'support/child-server.ts')], {
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanups.push(() => void (child.exitCode === null && child.kill('SIGKILL')));
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('{"url"'));
      if (line) resolve({ child, url: JSON.parse(line).url });
    });
    child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`child server exited (${code}) before listening: ${err}`)));
  });
}

function killed(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

describe('delivery survives a crash', () => {
  it('counts an attempt before sending it, so a crash mid-delivery leaves it recorded and noted as interrupted', async () => {
    const target = await targetServer(() => 'hang');
    cleanups.push(target.close);
    const data = tempDir();
    cleanups.push(data.cleanup);
    const env = testEnv({ DATA_DIR: data.dir, HOOK_TARGET_CONTACT: target.url, RELAY_TIMEOUT_MS: '5000', RELAY_LEASE_MS: '6000', STATIC_DIR: path.join(data.dir, 'none'), ADMIN_TOKEN: 'admin-token-0123456789' });
    const { child, url } = await startChild(env);
    const { body } = await postCall(url, 'contact');
    await waitFor(() => target.seen.length === 1, 10_000, 'first delivery attempt');
    await killed(child); // the target has the call; its answer was never recorded

    const store = await openStore({ dataDir: data.dir });
    try {
      expect(await store.getCall(body.id)).toMatchObject({ state: 'delivering', attempts: 1 });
      const [again] = await store.claimDue(Date.now() + 60_000, 1000, 10); // once the lease has expired
      expect(again).toMatchObject({ id: body.id, attempts: 2 });
      expect((await store.getCall(body.id))!.lastError).toBe(interruptedAttempt(1));
    } finally {
      await store.close();
    }
  });

  it('delivers after a SIGKILL mid-delivery, once the lease expires, with the same idempotency key', async () => {
    const target = await targetServer((n) => (n === 1 ? 'hang' : 200));
    cleanups.push(target.close);
    const data = tempDir();
    cleanups.push(data.cleanup);
    const env = testEnv({ DATA_DIR: data.dir, HOOK_TARGET_CONTACT: target.url, RELAY_TIMEOUT_MS: '1000', RELAY_LEASE_MS: '1500', STATIC_DIR: path.join(data.dir, 'none'), ADMIN_TOKEN: 'admin-token-0123456789' });

    const { child, url } = await startChild(env);
    const { status, body } = await postCall(url, 'contact');
    expect(status).toBe(201);
    await waitFor(() => target.seen.length === 1, 10_000, 'first delivery attempt');
    await killed(child); // dies while the target has not answered: the row is leased, not delivered

    const restarted = await startTestServer({ HOOK_TARGET_CONTACT: target.url, RELAY_TIMEOUT_MS: '1000', RELAY_LEASE_MS: '1500', ADMIN_TOKEN: 'admin-token-0123456789' }, { dataDir: data.dir });
    cleanups.push(() => restarted.close());
    await waitFor(() => target.seen.length === 2, 10_000, 'delivery after restart');
    expect(target.seen.map((s) => s.headers['idempotency-key'])).toEqual([body.id, body.id]);
    // The interrupted attempt was counted before it was sent, so the repeat says it is the second.
    expect(target.seen.map((s) => s.headers['x-delivery-attempt'])).toEqual(['1', '2']);
    const record = await waitFor(async () => {
      const r = await fetch(`${restarted.url}/api/hook-calls/${body.id}`, { headers: { authorization: 'Bearer admin-token-0123456789' } });
      const json = await r.json();
      return json.state === 'delivered' ? json : undefined;
    }, 5_000, 'delivered state');
    expect(record.payload).toMatchObject(CONTACT_PAYLOAD);
    expect(record.attempts).toBe(2);
  });

  it('keeps a stored call through a SIGKILL before any delivery and delivers it after restart', async () => {
    const data = tempDir();
    cleanups.push(data.cleanup);
    const env = testEnv({ DATA_DIR: data.dir, STATIC_DIR: path.join(data.dir, 'none'), ADMIN_TOKEN: 'admin-token-0123456789' });
    const { child, url } = await startChild(env); // no target: the call is stored and waits
    const answers = await Promise.all([1, 2, 3].map(() => postCall(url, 'domain-selection')));
    await killed(child);

    const target = await targetServer(() => 200);
    cleanups.push(target.close);
    const restarted = await startTestServer({ HOOK_TARGET_DOMAIN_SELECTION: target.url }, { dataDir: data.dir });
    cleanups.push(() => restarted.close());
    await waitFor(() => target.seen.length === 3, 10_000, 'three deliveries');
    expect(new Set(target.seen.map((s) => s.headers['idempotency-key']))).toEqual(new Set(answers.map((a) => a.body.id)));
  });
});
