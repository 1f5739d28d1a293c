import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver';
import { PNG, postJson, REQUEST_ANSWERS, startTestServer, targetServer, tempDir, waitFor } from './support/helpers';

const TOKEN = 'admin-token-0123456789';
const ANSWERS = { ...REQUEST_ANSWERS, logo: { id: 'logo-1', name: 'logo.png', type: 'image/png', size: 68 } };

const storage = tempDir('intake-s3-outage-');
let s3: { close(): Promise<void> } | undefined;
let port = 0;
let server: Awaited<ReturnType<typeof startTestServer>>;
let target: Awaited<ReturnType<typeof targetServer>>;

/** Starts s3rver on its folder (and, after a stop, on the same port), as the bucket coming back. */
async function startS3(): Promise<void> {
  const instance = new S3rver({ port, address: '127.0.0.1', silent: true, directory: storage.dir, configureBuckets: [{ name: 'uploads' }] });
  port = (await instance.run()).port;
  s3 = instance;
}

beforeAll(async () => {
  await startS3();
  target = await targetServer(() => 200);
  server = await startTestServer({
    ADMIN_TOKEN: TOKEN,
    HOOK_TARGET_MAIN: target.url,
    HOOK_TARGET_LOGO: target.url,
    S3_BUCKET: 'uploads',
    S3_REGION: 'eu-west-2',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
});
afterAll(async () => {
  await server?.stop();
  await target?.close();
  await s3?.close().catch(() => undefined); // already stopped when the test failed while it was down
  storage.cleanup();
});

describe('the S3 bucket stopped and started again', () => {
  it('answers 503 with Retry-After while it is down, names the file store in readiness, and takes the same submission once it is back', async () => {
    const { body: issued } = await postJson(`${server.url}/api/references`, {});
    const { body: grant } = await postJson(`${server.url}/api/upload`, { customerNumber: issued.reference, fileName: 'logo.png', fileType: 'logo', fileMimeType: 'image/png' });
    expect((await fetch(grant.putUrl, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: PNG })).status).toBe(200);
    await s3!.close();
    const stoppedAt = performance.now();

    const attemptKey = crypto.randomUUID();
    const submit = () => postJson(`${server.url}/api/forms/request/submissions`, { answers: ANSWERS, files: { logo: [grant.key] }, reference: issued.reference, attemptKey });
    const refused = await submit();
    expect(refused.status).toBe(503);
    expect(refused.body).toMatchObject({ unavailable: 'files', error: 'The server cannot complete this right now: the file store does not answer. Nothing was stored; please try again in a few seconds.' });
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    const ready = await fetch(`${server.url}/api/ready`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(await ready.json()).toMatchObject({ database: { status: 'ok' }, files: { kind: 's3', status: 'down' }, error: expect.stringMatching(/^Not ready: the file store /) });
    const namedMs = performance.now() - stoppedAt;

    await startS3();
    const backAt = performance.now();
    const stored = (await waitFor(async () => {
      const r = await submit();
      return r.status === 201 ? r : undefined;
    }, 15_000, 'the submission to be stored once the bucket is back'))!;
    const recoveredMs = performance.now() - backAt;
    expect(stored.body.reference).toBe(issued.reference);
    await waitFor(async () => (await fetch(`${server.url}/api/ready`)).status === 200, 10_000, 'ready again');
    await waitFor(() => target.seen.some((r) => r.headers['x-hook-name'] === 'main'), 10_000, 'the main call delivered');
    console.info(`S3 outage: named in readiness ${namedMs.toFixed(0)} ms after the stop, stored ${recoveredMs.toFixed(0)} ms after it was back`);
  });
});
