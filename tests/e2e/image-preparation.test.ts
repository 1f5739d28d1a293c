import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import exifr from 'exifr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import { MARKER_SHARE, OVER_THE_LIMITS, writeTestImages, type TestImages } from '../../scripts/bench/test-images';
import { openPage } from './support/browser';
import { useSiteAndBrowser } from './support/harness';
import { holdRequests } from './support/network';
import { continueStep, waitForFormDraft, waitForStep } from './support/request-form';

/**
 * Photos and logos as phones and cameras make them (a JPEG with GPS EXIF and a quarter-turn orientation tag, a
 * transparent PNG), chosen on /request and /media-form: prepared in the browser, uploaded small, upright and with
 * no metadata, and stored so. Each image crosses every limit it is prepared to (longest side and bytes) at the
 * fewest pixels that do (`OVER_THE_LIMITS`): the phone sizes (8 and 12 MB) are the bench's.
 */
const harness = useSiteAndBrowser();
let images: TestImages;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'e2e-images-'));
  images = await writeTestImages(dir, OVER_THE_LIMITS);
  // Each file is heavier than the 1.5 MB it must be prepared to, so a stored file within it was made so.
  for (const p of Object.values(images)) expect(statSync(p).size, p).toBeGreaterThan(1.5 * 1024 * 1024);
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Every metadata block exifr reads (EXIF with GPS, XMP, IPTC), leaving out the PNG header it always reports. */
const everyBlock = { tiff: true, ifd1: true, exif: true, gps: true, interop: true, xmp: true, iptc: true, icc: false, ihdr: false, jfif: false };

interface Sent {
  key: string;
  fileName: string;
  /** The size the browser declared: what it sent, prepared. */
  fileSize: number;
}

/** Records each upload: the key the server gave, and the name and size the browser declared. */
function watchUploads(page: Page): Sent[] {
  const sent: Sent[] = [];
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (response.request().method() !== 'POST' || url.pathname !== '/api/upload' || !response.ok()) return;
    const body = (await response.json()) as { key: string };
    const asked = response.request().postDataJSON() as { fileName: string; fileSize: number };
    sent.push({ key: body.key, fileName: asked.fileName, fileSize: asked.fileSize });
  });
  return sent;
}

/**
 * The stored file of an upload, once the PUT has landed. The server re-encodes only images that still carry
 * metadata; a stored file of exactly the size the browser sent is the browser's prepared file, byte for byte
 * (what S3 would keep, where the server never sees the bytes).
 */
async function storedFile(entry: Sent): Promise<Buffer> {
  const file = path.join(harness.site.dataDir, 'files', entry.key);
  const bytes = await vi.waitFor(() => readFileSync(file), { timeout: 30_000, interval: 200 });
  expect(bytes.length).toBe(entry.fileSize);
  return bytes;
}

/** The colour of the pixel at (x, y) of an image, after its orientation is applied. */
async function pixelAt(bytes: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(bytes).rotate().raw().toBuffer({ resolveWithObject: true });
  const i = (Math.round(y) * info.width + Math.round(x)) * info.channels;
  return [...data.subarray(i, i + info.channels)];
}

/** The phone photo, checked as sent and as stored: at most 2,560 px and 1.5 MB, upright, with no metadata. */
async function expectPreparedPhoto(entry: Sent): Promise<void> {
  expect(entry.fileName).toBe('phone-photo.jpg');
  const bytes = await storedFile(entry);
  expect(bytes.length).toBeLessThanOrEqual(1.5 * 1024 * 1024);
  expect(await exifr.parse(bytes, everyBlock)).toBeUndefined();
  const meta = await sharp(bytes).metadata();
  expect(meta.format).toBe('jpeg');
  expect(meta.exif).toBeUndefined();
  expect(meta.orientation ?? 1).toBe(1);
  // Landscape pixels turned by orientation 6 are a portrait photo: 2100×2800 shown, fitted in 2,560 px.
  expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(2560);
  expect(meta.height!).toBeGreaterThan(meta.width!);
  // The red corner (top-left of the stored pixels) is now top-right, where a viewer of the photo saw it.
  const inset = meta.width! * MARKER_SHARE * 0.3;
  const [r, g] = await pixelAt(bytes, meta.width! - inset, inset);
  expect(r).toBeGreaterThan(180);
  expect(g).toBeLessThan(80);
  const [r2] = await pixelAt(bytes, inset, inset);
  expect(r2).toBeLessThan(150);
}

/** The logo, checked as sent and as stored: a PNG at most 1,600 px, transparent where it was, no metadata. */
async function expectPreparedLogo(entry: Sent): Promise<void> {
  expect(entry.fileName).toBe('big-logo.png');
  const bytes = await storedFile(entry);
  expect(bytes.length).toBeLessThanOrEqual(1.5 * 1024 * 1024);
  expect(await exifr.parse(bytes, everyBlock)).toBeUndefined();
  const meta = await sharp(bytes).metadata();
  expect(meta).toMatchObject({ format: 'png', hasAlpha: true });
  expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(1600);
  expect((await pixelAt(bytes, 2, meta.height! / 2))[3]).toBe(0);
  expect((await pixelAt(bytes, meta.width! / 2, meta.height! / 2))[3]).toBe(255);
}

const file = (p: string, mimeType: string) => ({ name: path.basename(p), mimeType, buffer: readFileSync(p) });

describe('photos and logos prepared in the browser', () => {
  it('/request: a phone photo with GPS and a transparent logo, both over the limits, are sent small, upright and clean', async () => {
    const { page, errors, close } = await openPage(harness.browser, 1280, 900);
    const sent = watchUploads(page);
    await page.goto(`${harness.site.url}/request?trade=plumber`, { waitUntil: 'load' });
    await continueStep(page);
    await waitForStep(page, 2);
    await page.getByLabel('First name').fill('Sam');
    await page.getByLabel('Company name').fill("Sam's Plumbing Ltd");
    await page.getByLabel('Company email').fill('sam@example.co.uk');
    await page.getByLabel('Phone number').fill('07700 900123');
    const logo = page.getByRole('group', { name: 'Your logo' });
    await logo.locator('input[type=file]').setInputFiles(file(images.logoPng, 'image/png'));
    await logo.getByRole('img', { name: 'Preview of big-logo.png' }).waitFor({ timeout: 60_000 });
    expect(await logo.getByText(/larger than|could not/).count()).toBe(0);
    await continueStep(page);
    await continueStep(page);

    const gallery = page.getByRole('group', { name: 'Photos of your work' });
    await gallery.locator('input[type=file]').setInputFiles([file(images.phoneJpeg, 'image/jpeg'), file(images.bigJpeg, 'image/jpeg')]);
    // While the photos are prepared the picker says so, one after the other.
    await gallery.getByText('Preparing 1 of 2…').waitFor();
    await gallery.getByText('2 photos chosen').waitFor({ timeout: 60_000 });
    expect(await gallery.getByText(/Preparing/).count()).toBe(0);
    await continueStep(page);

    await vi.waitFor(() => expect(sent.map((s) => s.fileName).sort()).toEqual(['big-logo.png', 'big-photo.jpg', 'phone-photo.jpg']), { timeout: 60_000 });
    await expectPreparedLogo(sent.find((s) => s.fileName === 'big-logo.png')!);
    await expectPreparedPhoto(sent.find((s) => s.fileName === 'phone-photo.jpg')!);
    const big = sent.find((s) => s.fileName === 'big-photo.jpg')!;
    const bigMeta = await sharp(await storedFile(big)).metadata();
    expect(Math.max(bigMeta.width!, bigMeta.height!)).toBeLessThanOrEqual(2560);
    expect(bigMeta.exif).toBeUndefined();
    expect(errors).toEqual([]);
    await close();
  }, 240_000);

  it('/media-form: the same photo and logo, each photo showing its upload progress, and the draft keeps the prepared files', async () => {
    const { page, errors, close } = await openPage(harness.browser, 1280, 900);
    const sent = watchUploads(page);
    await page.goto(`${harness.site.url}/media-form?customerNumber=IMG-1&trade=roofer`, { waitUntil: 'load' });
    await page.getByRole('button', { name: 'Submit', exact: true }).waitFor();
    const inputs = page.locator('input[type="file"]');
    await inputs.first().setInputFiles(file(images.logoPng, 'image/png'));
    await page.getByRole('img', { name: 'Preview of big-logo.png' }).waitFor({ timeout: 60_000 });
    await inputs.nth(1).setInputFiles([
      file(images.phoneJpeg, 'image/jpeg'),
      { name: 'IMG_0042.HEIC', mimeType: 'image/heic', buffer: Buffer.concat([Buffer.from('\0\0\0\x18ftypheic\0\0\0\0mif1heic', 'latin1'), Buffer.alloc(4000, 7)]) },
    ]);
    await page.getByText('1 photo chosen').waitFor({ timeout: 60_000 });
    // The HEIC photo this browser cannot open is named with how to send it; the other photo went on.
    const heic = page.getByText(/IMG_0042\.HEIC is an iPhone photo in HEIC format, which this browser cannot open\. Please send it as a JPG/).first();
    await heic.waitFor();
    expect(await heic.textContent()).toContain('Most Compatible');
    const kept = page.getByRole('img', { name: 'phone-photo.jpg', exact: true });
    await kept.waitFor();
    const keptSize = await page.getByText(/^\d+(\.\d)? (MB|KB)$/).allTextContents();
    expect(keptSize.length).toBeGreaterThan(0);

    // A reload keeps the prepared files: nothing is prepared again, the photo is the same small one.
    await waitForFormDraft(page, 'media', 'big-logo.png', 'phone-photo.jpg');
    await page.reload({ waitUntil: 'load' });
    await page.getByText('1 photo chosen').waitFor();
    expect(await page.getByText(/Preparing/).count()).toBe(0);
    await page.getByRole('img', { name: 'phone-photo.jpg', exact: true }).waitFor();

    // Slow the bytes down so the progress of each photo can be seen.
    const files = await holdRequests(page, '**/api/files/**');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.locator('[data-upload-state]').first().waitFor({ timeout: 30_000 });
    files.release();
    await page.getByRole('heading', { name: 'Thank You!' }).waitFor({ timeout: 60_000 });

    expect(sent.map((s) => s.fileName)).toEqual(['big-logo.png', 'phone-photo.jpg']);
    await expectPreparedLogo(sent[0]);
    await expectPreparedPhoto(sent[1]);
    expect(errors).toEqual([]);
    await close();
  }, 240_000);
});
