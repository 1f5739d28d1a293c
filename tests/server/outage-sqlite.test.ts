import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SQLITE_FILE } from '../../src/server/storage/open-store';
import { callsOf, startTestServer, submitForm, tempDir, VALID_ANSWERS, waitFor } from './support/helpers';
import { holdWriteLock } from './support/sqlite-lock';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const TOKEN = 'admin-token-0123456789';

/** Times one request, in milliseconds. */
async function timed(url: string): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer({ ADMIN_TOKEN: TOKEN });
});
afterAll(() => server?.stop());

describe('the embedded SQLite locked by another process', () => {
  it('keeps health answering at once, answers the hook 503 with Retry-After, names the lock in readiness, and recovers', async () => {
    const before = await submitForm(server.url, 'contact');
    expect(before.status).toBe(201);
    const lock = await holdWriteLock(path.join(server.dataDir, SQLITE_FILE));
    let released = false;
    try {
      // The hook waits for the lock off the event loop; meanwhile health is asked again and again.
      const attemptKey = crypto.randomUUID();
      let hookDone = false;
      const hook = submitForm(server.url, 'contact', undefined, { attemptKey }).then((r) => ((hookDone = true), r));
      const healthTimes: number[] = [];
      while (!hookDone) {
        const { ms, status } = await timed(`${server.url}/api/health`);
        expect(status).toBe(200);
        healthTimes.push(ms);
      }
      const refused = await hook;
      expect(refused.status).toBe(503);
      expect(refused.body.error).toBe('The server cannot complete this right now: the database is locked by another process. Nothing was stored; please try again in a few seconds.');
      expect(healthTimes.length).toBeGreaterThan(5);
      // The old driver waited inside the event loop: health then took as long as the lock's wait (5 s).
      const sorted = [...healthTimes].sort((a, b) => a - b);
      const p90 = sorted[Math.floor(sorted.length * 0.9)];
      console.info(`health while SQLite was locked: ${sorted.length} answers, median ${sorted[sorted.length >> 1].toFixed(1)} ms, 90th percentile ${p90.toFixed(1)} ms, slowest ${sorted.at(-1)!.toFixed(1)} ms`);
      expect(sorted[sorted.length >> 1]).toBeLessThan(100);
      expect(sorted.at(-1)).toBeLessThan(2000); // a loaded test machine pauses now and then
      const answer = await fetch(`${server.url}/api/forms/contact/submissions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ answers: VALID_ANSWERS.contact, attemptKey }),
      });
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('5');
      const ready = await fetch(`${server.url}/api/ready`);
      expect(ready.status).toBe(503);
      expect(ready.headers.get('retry-after')).toBe('5');
      expect(await ready.json()).toMatchObject({ database: { status: 'down', problem: 'is locked by another process' }, error: 'Not ready: the database is locked by another process.' });

      const releasedAt = performance.now();
      await lock.release();
      released = true;
      // The same process takes the same attempt again once the lock is gone; nothing acknowledged was lost.
      const again = (await waitFor(async () => {
        const r = await submitForm(server.url, 'contact', undefined, { attemptKey });
        return r.status === 201 ? r : undefined;
      }, 10_000, 'the hook to be stored after the lock went'))!;
      console.info(`SQLite lock: stored again ${(performance.now() - releasedAt).toFixed(0)} ms after the lock went`);
      expect(again.body.repeated).toBe(false);
      await waitFor(async () => (await fetch(`${server.url}/api/ready`)).status === 200, 5_000, 'ready again');
      for (const id of [before.body.id, again.body.id]) expect((await callsOf(server.url, id)).map((c) => c.hook)).toEqual(['contact']);
    } finally {
      if (!released) await lock.release();
    }
  });
});

describe('a data folder that cannot be used at start', () => {
  const run = promisify(execFile);
  it('says so in one line naming the folder and the reason, with no stack trace', async () => {
    const tmp = tempDir('intake-ro-');
    try {
      // A file where the folder should be works for any user (root ignores folder permissions).
      const blocked = path.join(tmp.dir, 'data');
      writeFileSync(blocked, 'not a folder');
      const inside = path.join(blocked, 'intake');
      const result = await run(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
        cwd: repo,
        env: { ...process.env, DATA_DIR: inside, PORT: '0', LOG_LEVEL: 'silent' },
      }).then(
        () => ({ code: 0, stderr: '' }),
        (e: { code: number; stderr: string }) => ({ code: e.code, stderr: e.stderr }),
      );
      expect(result.code).toBe(1);
      expect(result.stderr.trim().split('\n')).toEqual([
        `The data folder ${inside} (DATA_DIR) cannot be used: part of its path is a file, not a folder. Choose a folder this user can write to, e.g. DATA_DIR=./data npm start.`,
      ]);
    } finally {
      tmp.cleanup();
    }
  });
});
