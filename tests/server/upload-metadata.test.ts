import exifr from 'exifr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JPEG, PNG, postJson, startTestServer } from './support/helpers';

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;

beforeAll(async () => {
  server = await startTestServer({ SIGNING_SECRET: 'test-secret-0123456789abcdef' });
});
afterAll(async () => server.stop());

/** Every metadata block exifr reads (EXIF with GPS, XMP, IPTC), leaving out the PNG header it always reports. */
const everyBlock = { tiff: true, ifd1: true, exif: true, gps: true, interop: true, xmp: true, iptc: true, icc: false, ihdr: false, jfif: false };

const GPS = { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 2600/100', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 3900/100' };

/** Stores `bytes` through the upload service and the signed PUT; answers the bytes the GET link serves. */
async function storeAndFetch(bytes: Buffer, fileName: string, type: string): Promise<Buffer> {
  const answer = await postJson(`${server.url}/api/upload`, { customerNumber: 'CUST-7', fileName, fileType: 'gallery', fileMimeType: type });
  expect(answer.status).toBe(200);
  const { putUrl, getUrl } = answer.body as { putUrl: string; getUrl: string };
  const put = await fetch(putUrl, { method: 'PUT', headers: { 'content-type': type }, body: new Uint8Array(bytes) });
  expect(put.status).toBe(200);
  const stored = (await put.json()) as { size: number };
  const got = Buffer.from(await (await fetch(getUrl)).arrayBuffer());
  expect(stored.size).toBe(got.length);
  return got;
}

/** A 60×40 landscape image with a red top-left corner (in stored pixels). */
function pixels(channels: 3 | 4): Buffer {
  const data = Buffer.alloc(60 * 40 * channels);
  for (let y = 0; y < 40; y += 1) {
    for (let x = 0; x < 60; x += 1) {
      const i = (y * 60 + x) * channels;
      const red = x < 15 && y < 15;
      data.set(red ? [230, 20, 20] : [30, 90, 200], i);
      if (channels === 4) data[i + 3] = x > 50 ? 0 : 255;
    }
  }
  return data;
}

describe('metadata on the embedded file store', () => {
  it('removes GPS and camera EXIF from a JPEG and applies its orientation, so it stays the right way up', async () => {
    const original = await sharp(pixels(3), { raw: { width: 60, height: 40, channels: 3 } })
      .jpeg({ quality: 95 })
      .withExif({ IFD0: { Make: 'Acme', Model: 'Phone', Orientation: '6' }, IFD2: { BodySerialNumber: 'SN-1' }, IFD3: GPS })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(await exifr.gps(original)).toBeTruthy();
    const stored = await storeAndFetch(original, 'van.jpg', 'image/jpeg');
    expect(await exifr.parse(stored, everyBlock)).toBeUndefined();
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 40, height: 60 });
    expect(meta.exif).toBeUndefined();
    // Orientation 6 turns the picture a quarter clockwise: the stored top-left corner is now top-right.
    const { data, info } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    expect(at(info.width - 3, 3)[0]).toBeGreaterThan(180);
    expect(at(3, 3)[0]).toBeLessThan(100);
  });

  it('removes a JPEG comment, such as HTML with a script, as it removes a PNG text chunk', async () => {
    const plain = await sharp(pixels(3), { raw: { width: 60, height: 40, channels: 3 } }).jpeg().toBuffer();
    const text = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    const comment = Buffer.concat([Buffer.from([0xff, 0xfe, (text.length + 2) >> 8, (text.length + 2) & 0xff]), text]);
    const original = Buffer.concat([plain.subarray(0, 2), comment, plain.subarray(2)]); // right after SOI
    expect(original.includes('<script>')).toBe(true);
    const stored = await storeAndFetch(original, 'logo.jpg', 'image/jpeg');
    expect(stored.includes('<script')).toBe(false);
    expect(stored.includes(Buffer.from([0xff, 0xfe]))).toBe(false);
    expect((await sharp(stored).metadata()).comments).toBeUndefined();
  });

  it('removes EXIF and text chunks from a PNG and keeps its transparency', async () => {
    const original = await sharp(pixels(4), { raw: { width: 60, height: 40, channels: 4 } })
      .png()
      .withExif({ IFD0: { Artist: 'Someone', Make: 'Acme' }, IFD3: GPS })
      .toBuffer();
    expect(await exifr.parse(original, everyBlock)).toBeTruthy();
    const stored = await storeAndFetch(original, 'logo.png', 'image/png');
    expect(await exifr.parse(stored, everyBlock)).toBeUndefined();
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 60, height: 40, hasAlpha: true });
    expect(meta.exif).toBeUndefined();
  });

  it('removes EXIF and XMP from a WebP', async () => {
    const original = await sharp(pixels(3), { raw: { width: 60, height: 40, channels: 3 } })
      .webp({ quality: 90 })
      .withExif({ IFD0: { Make: 'Acme' }, IFD3: GPS })
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>')
      .toBuffer();
    const stored = await storeAndFetch(original, 'job.webp', 'image/webp');
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
  });

  it('stores a clean image byte for byte', async () => {
    expect((await storeAndFetch(PNG, 'dot.png', 'image/png')).equals(PNG)).toBe(true);
    expect((await storeAndFetch(JPEG, 'start.jpg', 'image/jpeg')).equals(JPEG)).toBe(true);
  });
});
