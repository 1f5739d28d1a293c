import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_ONLY } from '../support/run-report';
import { PNG, postJson, startTestServer, submitForm, waitFor } from './support/helpers';

const TOKEN = 'admin-token-0123456789';
const mountPoint = mkdtempSync(path.join(tmpdir(), 'intake-disk-'));
const filler = path.join(mountPoint, 'filler');
let server: Awaited<ReturnType<typeof startTestServer>>;
const mount = (...args: string[]) => {
  const done = spawnSync('mount', args, { encoding: 'utf8' });
  if (done.status !== 0) throw new Error(`mount ${args.join(' ')} failed: ${done.stderr}`);
};

/** A small disk of its own: a 4 MB tmpfs, which only root may mount (and only where the container allows it). */
const canMount = process.getuid?.() === 0 && spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=4m', 'tmpfs', mountPoint]).status === 0;
if (!canMount) console.warn('The full and read-only disk test needs root to mount a small disk of its own, so it is skipped here (run the tests as root to include it).');

beforeAll(async () => {
  if (!canMount) return;
  server = await startTestServer({ ADMIN_TOKEN: TOKEN }, { dataDir: mountPoint });
});
afterAll(async () => {
  await server?.close();
  if (canMount) spawnSync('umount', ['-l', mountPoint]); // lazily: nothing left mounted even if a file is still open
  rmSync(mountPoint, { recursive: true, force: true });
});

/** Writes until the disk has no space left. */
function fill(): void {
  const chunk = Buffer.alloc(64 * 1024, 1);
  for (;;) {
    try {
      appendFileSync(filler, chunk);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOSPC') break;
      throw error;
    }
  }
  for (;;) {
    try {
      appendFileSync(filler, 'x'); // the last few bytes of the last page
    } catch {
      return;
    }
  }
}

const newUpload = async () => (await postJson(`${server.url}/api/upload`, { customerNumber: 'DISK-1', fileName: 'logo.png', fileType: 'logo', fileMimeType: 'image/png' })).body;
const put = (url: string) => fetch(url, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: PNG });
/** Files under the file store, but for the readiness probe's own. */
const storedFiles = () => (readdirSync(path.join(mountPoint, 'files'), { recursive: true }) as string[]).filter((f) => /\.(png|part)$/.test(f));

describe.skipIf(!canMount)(`the data disk full, then read-only ${ROOT_ONLY}`, () => {
  it('answers 503 naming the part, never 500, leaves no partial file, and recovers by itself', async () => {
    const before = await submitForm(server.url, 'contact');
    expect(before.status).toBe(201);
    const early = await newUpload();
    expect((await put(early.putUrl)).status).toBe(200);
    const grant = await newUpload();

    fill();
    const fullAt = performance.now();
    const refused = await put(grant.putUrl);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(await refused.json()).toMatchObject({ unavailable: 'files', error: 'The server cannot complete this right now: the file store is full (no space left on its disk). Nothing was stored; please try again in a few seconds.' });
    expect(storedFiles().filter((f) => f.endsWith('.part'))).toEqual([]);
    // A hook: stored in the room SQLite's log keeps (201), or refused as full (503), never 500.
    const hook = await submitForm(server.url, 'contact');
    expect([201, 503]).toContain(hook.status);
    if (hook.status === 503) expect(hook.body.error).toMatch(/the database is full/);
    const ready = await fetch(`${server.url}/api/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ files: { status: 'down', problem: 'is full (no space left on its disk)' } });
    const namedMs = performance.now() - fullAt;

    rmSync(filler);
    const freedAt = performance.now();
    // The same file and a new hook are taken at once; readiness follows within its window (5 s) at the latest.
    expect((await put(grant.putUrl)).status).toBe(200);
    expect((await submitForm(server.url, 'contact')).status).toBe(201);
    const recoveredMs = performance.now() - freedAt;
    await waitFor(async () => (await fetch(`${server.url}/api/ready`)).status === 200, 10_000, 'ready once space is free');
    const readyMs = performance.now() - freedAt;
    // What was acknowledged is still there: the first message and the first file.
    expect((await fetch(`${server.url}/api/submissions/${before.body.id}`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(200);
    expect((await fetch(early.getUrl)).status).toBe(200);
    console.info(`full disk: named in readiness ${namedMs.toFixed(0)} ms after it filled, file and hook stored again ${recoveredMs.toFixed(0)} ms after space was freed, ready after ${readyMs.toFixed(0)} ms`);

    // The file store's folder alone becomes read-only (a read-only bind mount over it); the database stays writable.
    const spare = await newUpload();
    const filesDir = path.join(mountPoint, 'files');
    mount('--bind', filesDir, filesDir);
    try {
      mount('-o', 'remount,bind,ro', filesDir);
      const readOnly = await put(spare.putUrl);
      expect(readOnly.status).toBe(503);
      expect((await readOnly.json()).error).toBe('The server cannot complete this right now: the file store is read-only. Nothing was stored; please try again in a few seconds.');
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      const down = await fetch(`${server.url}/api/ready`);
      expect(down.status).toBe(503);
      expect(await down.json()).toMatchObject({ database: { status: 'ok' }, files: { status: 'down', problem: 'is read-only' } });
    } finally {
      spawnSync('umount', ['-l', filesDir]);
    }
    await waitFor(async () => (await fetch(`${server.url}/api/ready`)).status === 200, 10_000, 'ready once writable again');
    const after = await newUpload();
    expect((await put(spare.putUrl)).status).toBe(200);
    expect((await put(after.putUrl)).status).toBe(200);
    expect(storedFiles().filter((f) => f.endsWith('.part'))).toEqual([]);
  });
});
