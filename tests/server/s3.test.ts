import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver';
import { S3FileStorage } from '../../src/server/files/s3-file-storage';
import { PNG, postJson, startTestServer, tempDir } from './support/helpers';

type Server = Awaited<ReturnType<typeof startTestServer>>;
let s3: { close(): Promise<void> };
let endpoint: string;
let server: Server;
const storage = tempDir('intake-s3-');

beforeAll(async () => {
  const instance = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: storage.dir, configureBuckets: [{ name: 'uploads' }] });
  const { port } = await instance.run();
  s3 = instance;
  endpoint = `http://127.0.0.1:${port}`;
  server = await startTestServer({
    S3_BUCKET: 'uploads',
    S3_REGION: 'eu-west-2',
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    ADMIN_TOKEN: 'admin-token-0123456789',
  });
});
afterAll(async () => {
  await server?.stop();
  await s3?.close();
  storage.cleanup();
});

describe('S3-compatible storage', () => {
  it('hands out presigned links to the bucket; the file goes there and comes back', async () => {
    const { status, body } = await postJson(`${server.url}/api/upload`, { customerNumber: 'C-9', fileName: 'logo.png', fileType: 'logo', fileMimeType: 'image/png' });
    expect(status).toBe(200);
    expect(body.key).toMatch(/^C-9\/logo\/[0-9a-f]{32}\.png$/);
    expect(body.putUrl.startsWith(`${endpoint}/uploads/${body.key}?`)).toBe(true);
    expect(body.putUrl).toContain('X-Amz-Signature=');
    expect(body.putUrl).toContain('X-Amz-Expires=900');
    expect(body.getUrl).toContain('X-Amz-Expires=604800');
    const put = await fetch(body.putUrl, { method: 'PUT', headers: { 'content-type': 'image/png', 'if-none-match': '*' }, body: PNG });
    expect(put.status).toBe(200);
    const got = await fetch(body.getUrl);
    expect(got.status).toBe(200);
    expect(Buffer.from(await got.arrayBuffer()).equals(PNG)).toBe(true);
    const listed = await (await fetch(`${server.url}/api/hook-calls`, { headers: { authorization: 'Bearer admin-token-0123456789' } })).json();
    expect(listed.files[0]).toMatchObject({ key: body.key, storage: 's3', state: 'issued' });
  });

  it('signs the content type, and the size when declared, so a real bucket refuses anything else', async () => {
    // s3rver does not check presigned signatures, so this checks what the links commit to.
    const sized = (await postJson(`${server.url}/api/upload`, { customerNumber: 'C-9', fileName: 'logo.png', fileType: 'logo', fileMimeType: 'image/png', fileSize: PNG.length })).body;
    expect(new URL(sized.putUrl).searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host;if-none-match');
    const right = await fetch(sized.putUrl, { method: 'PUT', headers: { 'content-type': 'image/png', 'if-none-match': '*' }, body: PNG });
    expect(right.status).toBe(200);
    const unsized = (await postJson(`${server.url}/api/upload`, { customerNumber: 'C-9', fileName: 'logo.png', fileType: 'logo', fileMimeType: 'image/png' })).body;
    expect(new URL(unsized.putUrl).searchParams.get('X-Amz-SignedHeaders')).toBe('content-type;host;if-none-match');
  });

  it('shows a received file on its customer’s page by a presigned GET of the bucket, the same within the hour, allowed by the CSP', async () => {
    const files = new S3FileStorage({ bucket: 'uploads', region: 'eu-west-2', endpoint, forcePathStyle: true, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' });
    const key = 'C-9/gallery/00112233445566778899aabbccddeeff.png';
    await files.putObject(key, PNG, 'image/png');
    const now = Date.now();
    const link = await files.viewLink(key, 'image/png', now);
    expect(link.startsWith(`${endpoint}/uploads/${key}?`)).toBe(true);
    expect(Number(new URL(link).searchParams.get('X-Amz-Expires'))).toBeGreaterThanOrEqual(24 * 60 * 60);
    expect(new URL(link).searchParams.get('response-content-type')).toBe('image/png');
    expect(await files.viewLink(key, 'image/png', now - (now % 3_600_000))).toBe(link);
    const got = await fetch(link);
    expect(got.status).toBe(200);
    expect(Buffer.from(await got.arrayBuffer()).equals(PNG)).toBe(true);
    // The page drawing it allows images from the bucket.
    const page = await fetch(`${server.url}/api/health`);
    expect(page.headers.get('content-security-policy')).toContain(`img-src 'self' data: blob: ${new URL(link).origin}`);
  });

  it('adds the bucket to the CSP and serves no local file routes', async () => {
    const health = await fetch(`${server.url}/api/health`);
    expect((await health.json()).files).toBe('s3');
    const ready = await fetch(`${server.url}/api/ready`);
    expect(ready.status).toBe(200);
    expect((await ready.json()).files).toEqual({ kind: 's3', status: 'ok' });
    expect(health.headers.get('content-security-policy')).toContain(`img-src 'self' data: blob: ${endpoint}`);
    expect((await fetch(`${server.url}/api/files/C-9/logo/0123456789abcdef0123456789abcdef.png`)).status).toBe(404);
  });
});
