import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, startTestServer } from './support/helpers';

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;
const ADMIN = 'admin-token-0123456789';

beforeAll(async () => {
  server = await startTestServer({ SIGNING_SECRET: 'test-secret-0123456789abcdef', ADMIN_TOKEN: ADMIN });
});
afterAll(async () => server.stop());

async function links(type: string, fileName: string): Promise<{ putUrl: string; getUrl: string; key: string }> {
  const answer = await postJson(`${server.url}/api/upload`, { customerNumber: 'HOSTILE-1', fileName, fileType: 'gallery', fileMimeType: type });
  expect(answer.status).toBe(200);
  return answer.body as { putUrl: string; getUrl: string; key: string };
}

const put = (url: string, type: string, bytes: Buffer) => fetch(url, { method: 'PUT', headers: { 'content-type': type }, body: new Uint8Array(bytes) });

/** `bytes` with a JPEG comment segment (COM) inserted after the start-of-image marker. */
function withJpegComment(bytes: Buffer, text: string): Buffer {
  const body = Buffer.from(text, 'latin1');
  const length = Buffer.alloc(2);
  length.writeUInt16BE(body.length + 2);
  return Buffer.concat([bytes.subarray(0, 2), Buffer.from([0xff, 0xfe]), length, body, bytes.subarray(2)]);
}

/** A PNG with a private ancillary chunk (`prVt`) inserted before its first IDAT. */
function withPrivatePngChunk(bytes: Buffer, text: string): Buffer {
  const data = Buffer.from(text, 'latin1');
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write('prVt', 4, 'latin1');
  data.copy(chunk, 8);
  const idat = bytes.indexOf('IDAT', 8, 'latin1') - 4;
  return Buffer.concat([bytes.subarray(0, idat), chunk, bytes.subarray(idat)]);
}

const SCRIPT = '<html><script>alert(document.cookie)</script></html>';

describe('hostile images on the embedded file store', () => {
  it('removes a JPEG comment carrying HTML and script', async () => {
    const clean = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } }).jpeg().toBuffer();
    const { putUrl, getUrl } = await links('image/jpeg', 'job.jpg');
    expect((await put(putUrl, 'image/jpeg', withJpegComment(clean, SCRIPT))).status).toBe(200);
    const stored = Buffer.from(await (await fetch(getUrl)).arrayBuffer());
    expect(stored.includes(Buffer.from('<script>'))).toBe(false);
    expect((await sharp(stored).metadata()).width).toBe(40);
  });

  it('removes a private PNG chunk and bytes after the end of a JPEG', async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 4, background: '#ff000080' } }).png().toBuffer();
    const first = await links('image/png', 'logo.png');
    expect((await put(first.putUrl, 'image/png', withPrivatePngChunk(png, SCRIPT))).status).toBe(200);
    expect(Buffer.from(await (await fetch(first.getUrl)).arrayBuffer()).includes(Buffer.from('<script>'))).toBe(false);

    const jpeg = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#00ff00' } }).jpeg().toBuffer();
    const second = await links('image/jpeg', 'tail.jpg');
    expect((await put(second.putUrl, 'image/jpeg', Buffer.concat([jpeg, Buffer.from(SCRIPT)]))).status).toBe(200);
    expect(Buffer.from(await (await fetch(second.getUrl)).arrayBuffer()).includes(Buffer.from('<script>'))).toBe(false);
  });

  it('refuses a tiny JPEG that declares 12,000 × 12,000 pixels before decoding it, naming the limit', async () => {
    const small = Buffer.from(await sharp({ create: { width: 16, height: 16, channels: 3, background: '#000' } }).jpeg({ progressive: true }).toBuffer());
    const frame = small.findIndex((byte, i) => byte === 0xff && (small[i + 1] === 0xc2 || small[i + 1] === 0xc0));
    small.writeUInt16BE(12_000, frame + 5);
    small.writeUInt16BE(12_000, frame + 7);
    expect(small.length).toBeLessThan(1000);
    const { putUrl, getUrl } = await links('image/jpeg', 'bomb.jpg');
    const answer = await put(putUrl, 'image/jpeg', small);
    expect(answer.status).toBe(422);
    expect(((await answer.json()) as { error: string }).error).toMatch(/12,000 × 12,000 pixels \(144 megapixels\); images of up to 50 megapixels are accepted/);
    expect((await fetch(getUrl)).status).toBe(404);
  });

  it('refuses a file that starts as an image and is none (a script after a JPEG\'s first bytes), storing nothing', async () => {
    for (const [type, start] of [['image/jpeg', [0xff, 0xd8, 0xff, 0xe0]], ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]]] as const) {
      const { putUrl, getUrl } = await links(type, 'fake.img');
      const answer = await put(putUrl, type, Buffer.concat([Buffer.from(start), Buffer.from('<svg onload=alert(1)>')]));
      expect(answer.status).toBe(422);
      expect(((await answer.json()) as { error: string }).error).toBe('The file could not be read as an image, so it was not stored. Save it again as a PNG, JPG, GIF or WebP image and upload that.');
      expect((await fetch(getUrl)).status).toBe(404);
    }
  });

  it('stores once per upload link: a second PUT is refused and the first file is kept', async () => {
    const one = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#111' } }).png().toBuffer();
    const two = await sharp({ create: { width: 12, height: 12, channels: 3, background: '#eee' } }).png().toBuffer();
    const { putUrl, getUrl, key } = await links('image/png', 'once.png');
    expect((await put(putUrl, 'image/png', one)).status).toBe(200);
    const again = await put(putUrl, 'image/png', two);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: string }).error).toMatch(/already been used/);
    expect(Buffer.from(await (await fetch(getUrl)).arrayBuffer()).equals(one)).toBe(true);
    // Nothing half-written is left beside the stored file.
    const folder = path.dirname(path.join(server.dataDir, 'files', key));
    expect(readdirSync(folder).filter((name) => name.endsWith('.part'))).toEqual([]);
  });

  it('two PUTs racing on one link store one file', async () => {
    const a = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#a00' } }).png().toBuffer();
    const b = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#0a0' } }).png().toBuffer();
    const { putUrl, getUrl } = await links('image/png', 'race.png');
    const statuses = (await Promise.all([put(putUrl, 'image/png', a), put(putUrl, 'image/png', b)])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    const stored = Buffer.from(await (await fetch(getUrl)).arrayBuffer());
    expect(stored.equals(a) || stored.equals(b)).toBe(true);
  });
});

describe('admin answers', () => {
  it('are never cached: they carry customers’ names, e-mails and phone numbers', async () => {
    const ok = await fetch(`${server.url}/api/customers`, { headers: { authorization: `Bearer ${ADMIN}` } });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('cache-control')).toBe('no-store');
    const refused = await fetch(`${server.url}/api/customers`);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });
});
