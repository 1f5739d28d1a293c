import { deflateSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openPage } from './support/browser';
import { useSiteAndBrowser } from './support/harness';
import { waitForDraft } from './support/request-form';

const harness = useSiteAndBrowser();

type Rgba = [number, number, number, number];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real RGBA PNG of the given size, each pixel from `pixel(x, y)`. */
function makePng(width: number, height: number, pixel: (x: number, y: number) => Rgba): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // RGBA
  const rows = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) rows.set(pixel(x, y), y * (width * 4 + 1) + 1 + x * 4);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(rows)), pngChunk('IEND', Buffer.alloc(0))]);
}

const NAVY: Rgba = [0x1d, 0x3f, 0x8c, 255];
const ORANGE: Rgba = [0xf0, 0x8a, 0x24, 255];
const CLEAR: Rgba = [255, 255, 255, 0];

/** A logo: a navy block, a smaller orange block, a transparent margin and a black outline row. */
const LOGO_PNG = makePng(48, 24, (x, y) => (y === 0 ? [0, 0, 0, 255] : x < 28 ? NAVY : x < 40 ? ORANGE : CLEAR));
const GREEN_PNG = makePng(16, 16, () => [0x2e, 0x8b, 0x57, 255]);

const png = (name: string, buffer = LOGO_PNG) => ({ name, mimeType: 'image/png', buffer });

/** A real JPEG drawn by the browser's canvas. */
async function makeJpeg(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 32;
    canvas.height = 24;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#c0392b';
    ctx.fillRect(0, 0, 32, 24);
    ctx.fillStyle = '#f1c40f';
    ctx.fillRect(8, 6, 16, 12);
    return canvas.toDataURL('image/jpeg', 0.9).split(',')[1];
  });
  const buffer = Buffer.from(base64, 'base64');
  expect([...buffer.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  return buffer;
}

async function openRequest(width = 1280) {
  const opened = await openPage(harness.browser, width, 900);
  await opened.page.goto(`${harness.site.url}/request`, { waitUntil: 'load' });
  await opened.page.getByRole('heading', { name: "Let's Get Started" }).waitFor();
  return opened;
}

async function continueTo(page: Page, heading: string) {
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: heading }).waitFor();
}

async function back(page: Page, heading: string) {
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('heading', { name: heading }).waitFor();
}

/** After a reload (the draft decides the step), goes back step by step to the one with this heading. */
async function backUntil(page: Page, heading: string) {
  await page.getByText(/^Step \d+ of 10$/).waitFor();
  for (let i = 0; i < 10 && !(await page.getByRole('heading', { name: heading }).isVisible()); i += 1) {
    const step = await page.getByText(/^Step \d+ of 10$/).first().textContent();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByText(/^Step \d+ of 10$/).filter({ hasNotText: step ?? '' }).first().waitFor();
  }
  await page.getByRole('heading', { name: heading }).waitFor();
}

async function fillBusiness(page: Page) {
  await page.getByLabel('First name').fill('Sam');
  await page.getByLabel('Company name').fill('Sparks Ltd');
  await page.getByLabel('Company email').fill('sam@sparks.co.uk');
  await page.getByLabel('Phone number').fill('07700 900123');
}

function group(page: Page, name: string): Locator {
  return page.getByRole('group', { name });
}

/** True when the image has loaded real pixels. */
function imageLoaded(img: Locator): Promise<boolean> {
  return img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0);
}

async function waitForToast(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor();
}

/** Deletes the kept image bytes (not the draft), as when the browser clears part of its storage. */
async function deleteKeptFiles(page: Page) {
  await page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('tradesites');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const store = db.transaction('drafts', 'readwrite').objectStore('drafts');
    const keys = await new Promise<IDBValidKey[]>((resolve) => {
      const all = store.getAllKeys();
      all.onsuccess = () => resolve(all.result);
    });
    for (const key of keys) if (String(key).startsWith('file:')) store.delete(key);
    await new Promise((resolve) => (store.transaction.oncomplete = resolve));
    db.close();
  });
}

describe('logo picker (image-file)', () => {
  it('checks files by their bytes, keeps the previous choice on refusal, previews, replaces and removes', async () => {
    const { page, errors, close } = await openRequest();
    await continueTo(page, 'Business Information');
    const logo = group(page, 'Your logo');
    const input = logo.locator('input[type=file]');
    expect(await input.getAttribute('accept')).toBe('image/*,.heic,.heif,image/png,image/jpeg');
    expect(await logo.getByRole('button', { name: 'Choose file' }).isVisible()).toBe(true);

    await input.setInputFiles({ name: 'empty.png', mimeType: 'image/png', buffer: Buffer.alloc(0) });
    await waitForToast(page, 'Invalid file: Empty file');
    expect(await logo.getByText('Invalid file: Empty file').isVisible()).toBe(true);
    expect(await logo.locator('img').count()).toBe(0);

    await input.setInputFiles(png('brand.png'));
    const preview = logo.getByRole('img', { name: 'Preview of brand.png' });
    await preview.waitFor();
    expect(await imageLoaded(preview)).toBe(true);
    expect(await logo.getByText('brand.png', { exact: true }).isVisible()).toBe(true);
    expect(await logo.getByText(`${LOGO_PNG.length} bytes`).isVisible()).toBe(true);
    expect(await logo.getByText('Invalid file: Empty file').count()).toBe(0);

    await input.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('this is not an image at all') });
    await logo.getByText('logo.png is not a PNG or JPG image.').waitFor();
    expect(await preview.isVisible()).toBe(true);

    // A file that calls itself a PNG but cannot be opened cannot be made smaller: over 5 MB it is refused so.
    const big = Buffer.alloc(6 * 1024 * 1024, 7);
    LOGO_PNG.subarray(0, 16).copy(big);
    await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: big });
    await logo.getByText('huge.png is larger than 5 MB. Please choose a smaller image.').waitFor();
    expect(await preview.isVisible()).toBe(true);
    expect(await logo.getByText('brand.png', { exact: true }).isVisible()).toBe(true);

    const jpeg = await makeJpeg(page);
    await input.setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    const replaced = logo.getByRole('img', { name: 'Preview of photo.jpg' });
    await replaced.waitFor();
    expect(await imageLoaded(replaced)).toBe(true);
    expect(await logo.getByRole('button', { name: 'Replace photo.jpg' }).isVisible()).toBe(true);

    // Keyboard only: Remove with Enter, focus returns to the picker button.
    await logo.getByRole('button', { name: 'Remove photo.jpg' }).focus();
    await page.keyboard.press('Enter');
    const choose = logo.getByRole('button', { name: 'Choose file' });
    await choose.waitFor();
    expect(await logo.locator('img').count()).toBe(0);
    await page.waitForFunction(() => document.activeElement?.textContent === 'Choose file');

    // Desktop drag and drop onto the picker.
    await logo.getByRole('button', { name: 'Choose file' }).evaluate((button, bytes) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(bytes)], 'dropped.png', { type: 'image/png' }));
      button.dispatchEvent(new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true }));
      button.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
    }, [...LOGO_PNG]);
    await logo.getByRole('img', { name: 'Preview of dropped.png' }).waitFor();

    // The value reaches the form: choose again, leave the step and come back.
    await input.setInputFiles(png('brand.png'));
    await preview.waitFor();
    await back(page, "Let's Get Started");
    await continueTo(page, 'Business Information');
    await group(page, 'Your logo').getByRole('img', { name: 'Preview of brand.png' }).waitFor();

    expect(errors.filter((e) => !e.startsWith('Hydration error'))).toEqual([]);
    await close();
  });

  it('takes the website colours from the logo when asked to', async () => {
    const { page, close } = await openRequest();
    await page.getByLabel('Use the colours of my logo instead').check();
    await continueTo(page, 'Business Information');
    await group(page, 'Your logo').locator('input[type=file]').setInputFiles(png('brand.png'));
    await waitForToast(page, 'We took your website colours from your logo. You can change them in step 1.');
    await back(page, "Let's Get Started");
    expect(await page.getByRole('textbox', { name: 'Primary colour', exact: true }).inputValue()).toBe('#1d3f8c');
    expect(await page.getByRole('textbox', { name: 'Secondary colour', exact: true }).inputValue()).toBe('#f08a24');
    expect(await page.getByRole('radio', { name: 'Custom colours' }).isChecked()).toBe(true);
    // Setting the colours kept the logo.
    await continueTo(page, 'Business Information');
    await group(page, 'Your logo').getByRole('img', { name: 'Preview of brand.png' }).waitFor();
    await close();
  });

  it('leaves the colours alone when the option is not ticked', async () => {
    const { page, close } = await openRequest();
    await continueTo(page, 'Business Information');
    await group(page, 'Your logo').locator('input[type=file]').setInputFiles(png('brand.png'));
    await group(page, 'Your logo').getByRole('img', { name: 'Preview of brand.png' }).waitFor();
    await back(page, "Let's Get Started");
    expect(await page.getByRole('textbox', { name: 'Primary colour', exact: true }).count()).toBe(0);
    expect(await page.getByRole('radio', { name: 'Custom colours' }).isChecked()).toBe(false);
    await close();
  });
});

describe('photos picker (image-files)', () => {
  it('keeps the good photos, names the refused ones, counts them and removes one', async () => {
    const { page, errors, close } = await openRequest();
    await continueTo(page, 'Business Information');
    await fillBusiness(page);
    await continueTo(page, 'Accreditations');
    await continueTo(page, 'Content Sources');
    const gallery = group(page, 'Photos of your work');
    const jpeg = await makeJpeg(page);
    await gallery.locator('input[type=file]').setInputFiles([
      png('van.png', GREEN_PNG),
      { name: 'kitchen.jpg', mimeType: 'image/jpeg', buffer: jpeg },
      { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('just some text') },
      { name: 'blank.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(0) },
    ]);
    await gallery.getByText('2 photos chosen').waitFor();
    // The refusals are named once every photo has been looked at, which may be a moment after the count.
    await gallery.getByText('notes.png is not a PNG or JPG image. blank.jpg: Invalid file: Empty file').waitFor();
    for (const name of ['van.png', 'kitchen.jpg']) {
      const img = gallery.getByRole('img', { name, exact: true });
      await img.waitFor();
      expect(await imageLoaded(img)).toBe(true);
    }

    await gallery.getByRole('button', { name: 'Remove photo van.png' }).click();
    await gallery.getByText('1 photo chosen').waitFor();
    expect(await gallery.getByRole('img', { name: 'van.png' }).count()).toBe(0);

    // Keyboard only: Enter on the button opens the file dialogue for several files.
    await gallery.getByRole('button', { name: 'Choose photos' }).focus();
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), gallery.getByRole('button', { name: 'Choose photos' }).press('Enter')]);
    expect(chooser.isMultiple()).toBe(true);
    await chooser.setFiles([png('roof.png', GREEN_PNG), png('porch.png', GREEN_PNG)]);
    await gallery.getByText('3 photos chosen').waitFor();
    await gallery.getByRole('button', { name: 'Remove photo roof.png' }).click();
    await gallery.getByRole('button', { name: 'Remove photo porch.png' }).click();
    await gallery.getByText('1 photo chosen').waitFor();

    await continueTo(page, 'Communication Setup');
    await back(page, 'Content Sources');
    await group(page, 'Photos of your work').getByText('1 photo chosen').waitFor();
    expect(await group(page, 'Photos of your work').getByRole('button', { name: 'Remove photo kitchen.jpg' }).isVisible()).toBe(true);

    // The schema allows 30 photos: of 30 more, the last one is not added and is named.
    const many = Array.from({ length: 30 }, (_, i) => png(`work-${i + 1}.png`, GREEN_PNG));
    await group(page, 'Photos of your work').locator('input[type=file]').setInputFiles(many);
    await group(page, 'Photos of your work').getByText('30 photos chosen').waitFor();
    expect(await group(page, 'Photos of your work').getByText('You can choose up to 30 photos. work-30.png was not added.').isVisible()).toBe(true);
    expect(errors.filter((e) => !e.startsWith('Hydration error'))).toEqual([]);
    await close();
  });
});

describe('certificate images (accreditation-images)', () => {
  it('offers a picker per selected accreditation and drops images of unticked ones', async () => {
    const { page, close } = await openRequest();
    await continueTo(page, 'Business Information');
    await fillBusiness(page);
    await continueTo(page, 'Accreditations');
    const images = group(page, 'Certificate images (optional)');
    expect(await images.getByText('Tick an accreditation above to add a photo of its certificate.').isVisible()).toBe(true);

    await page.getByRole('checkbox', { name: 'NICEIC Approved Contractor' }).check();
    await page.getByRole('checkbox', { name: 'Stroma Certified' }).check();
    await images.getByRole('button', { name: 'Add certificate image for Stroma Certified' }).waitFor();
    await images.locator('input[type=file]').nth(0).setInputFiles({ name: 'niceic.txt', mimeType: 'image/png', buffer: Buffer.from('nope') });
    await images.getByText('niceic.txt is not a PNG or JPG image.').waitFor();
    await images.locator('input[type=file]').nth(0).setInputFiles(png('niceic.png', GREEN_PNG));
    const thumb = images.getByRole('img', { name: 'Certificate image for NICEIC Approved Contractor' });
    await thumb.waitFor();
    expect(await imageLoaded(thumb)).toBe(true);
    expect(await images.getByRole('button', { name: 'Remove certificate image for NICEIC Approved Contractor' }).isVisible()).toBe(true);

    await continueTo(page, 'Content Sources');
    await back(page, 'Accreditations');
    await group(page, 'Certificate images (optional)').getByRole('img', { name: 'Certificate image for NICEIC Approved Contractor' }).waitFor();

    await page.getByRole('checkbox', { name: 'NICEIC Approved Contractor' }).uncheck();
    await page.getByRole('checkbox', { name: 'NICEIC Approved Contractor' }).check();
    await images.getByRole('button', { name: 'Add certificate image for NICEIC Approved Contractor' }).waitFor();
    expect(await images.locator('img').count()).toBe(0);
    await close();
  });
});

describe('chosen files and drafts', () => {
  it('keeps the chosen logo and photos after a reload, and asks again for files whose bytes are gone', async () => {
    const { page, errors, close } = await openRequest();
    await continueTo(page, 'Business Information');
    await fillBusiness(page);
    await group(page, 'Your logo').locator('input[type=file]').setInputFiles(png('brand.png'));
    await group(page, 'Your logo').getByRole('img', { name: 'Preview of brand.png' }).waitFor();
    await continueTo(page, 'Accreditations');
    await continueTo(page, 'Content Sources');
    const jpeg = await makeJpeg(page);
    await group(page, 'Photos of your work')
      .locator('input[type=file]')
      .setInputFiles([png('van.png', GREEN_PNG), { name: 'kitchen.jpg', mimeType: 'image/jpeg', buffer: jpeg }]);
    await group(page, 'Photos of your work').getByText('2 photos chosen').waitFor();
    await waitForDraft(page, 'brand.png', 'van.png', 'kitchen.jpg');

    await page.reload({ waitUntil: 'load' });
    await page.getByRole('heading', { name: 'Content Sources' }).waitFor();
    const gallery = group(page, 'Photos of your work');
    await gallery.getByText('2 photos chosen').waitFor();
    for (const name of ['van.png', 'kitchen.jpg']) {
      const img = gallery.getByRole('img', { name, exact: true });
      await img.waitFor();
      expect(await imageLoaded(img)).toBe(true);
    }
    await back(page, 'Accreditations');
    await back(page, 'Business Information');
    const logo = group(page, 'Your logo');
    const preview = logo.getByRole('img', { name: 'Preview of brand.png' });
    await preview.waitFor();
    expect(await imageLoaded(preview)).toBe(true);
    expect(await logo.getByText('Please choose this file again').count()).toBe(0);

    await deleteKeptFiles(page);
    await page.reload({ waitUntil: 'networkidle' });
    await backUntil(page, 'Business Information');
    await group(page, 'Your logo').getByText('Please choose this file again').waitFor();
    expect(await group(page, 'Your logo').getByText('brand.png', { exact: true }).isVisible()).toBe(true);
    expect(await group(page, 'Your logo').locator('img').count()).toBe(0);
    // Choosing it again brings the preview back.
    await group(page, 'Your logo').locator('input[type=file]').setInputFiles(png('brand.png'));
    await group(page, 'Your logo').getByRole('img', { name: 'Preview of brand.png' }).waitFor();
    expect(await group(page, 'Your logo').getByText('Please choose this file again').count()).toBe(0);
    await continueTo(page, 'Accreditations');
    await continueTo(page, 'Content Sources');
    expect(await group(page, 'Photos of your work').getByText('Please choose this file again').count()).toBe(2);

    expect(errors.filter((e) => !e.startsWith('Hydration error'))).toEqual([]);
    await close();
  });
});

describe('file pickers and assistive technology', () => {
  /** The ids a picker's controls point to with aria-describedby that are missing from the page. */
  async function danglingDescriptions(scope: Locator, mustExist: string[]) {
    return scope.evaluate((root, needed) => {
      const ids = [...root.querySelectorAll('[aria-describedby]')].flatMap((el) => el.getAttribute('aria-describedby')!.split(/\s+/));
      const missing = needed.filter((suffix) => !ids.some((id) => id.endsWith(suffix) && document.getElementById(id)));
      return missing;
    }, mustExist);
  }

  async function axe(page: Page) {
    const { violations } = await new AxeBuilder({ page }).include('[data-step]').analyze();
    return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }

  it('have no axe violations with files chosen and refused, and link their help', async () => {
    const { page, close } = await openRequest();
    await continueTo(page, 'Business Information');
    await fillBusiness(page);
    const logo = group(page, 'Your logo');
    await logo.locator('input[type=file]').setInputFiles(png('brand.png'));
    await logo.getByRole('img').waitFor();
    await logo.locator('input[type=file]').setInputFiles({ name: 'x.png', mimeType: 'image/png', buffer: Buffer.from('text') });
    await logo.getByText('x.png is not a PNG or JPG image.').waitFor();
    expect(await danglingDescriptions(logo, ['__help', '__refused'])).toEqual([]);
    expect(await axe(page)).toEqual([]);

    await continueTo(page, 'Accreditations');
    await page.getByRole('checkbox', { name: 'Stroma Certified' }).check();
    const images = group(page, 'Certificate images (optional)');
    await images.locator('input[type=file]').first().setInputFiles(png('stroma.png', GREEN_PNG));
    await images.getByRole('img').waitFor();
    expect(await danglingDescriptions(page.locator('[data-step]'), ['accreditationImages__help'])).toEqual([]);
    expect(await axe(page)).toEqual([]);

    await continueTo(page, 'Content Sources');
    const gallery = group(page, 'Photos of your work');
    await gallery.locator('input[type=file]').setInputFiles([png('a.png', GREEN_PNG), png('b.png')]);
    await gallery.getByText('2 photos chosen').waitFor();
    expect(await danglingDescriptions(gallery, ['__help', '__count'])).toEqual([]);
    expect(await axe(page)).toEqual([]);
    await close();
  });
});

describe('file pickers on a phone', () => {
  it('fit 375 px with a logo chosen', async () => {
    const { page, close } = await openRequest(375);
    await continueTo(page, 'Business Information');
    await group(page, 'Your logo').locator('input[type=file]').setInputFiles(png('a-rather-long-logo-file-name-for-a-small-screen.png'));
    await group(page, 'Your logo').getByRole('img').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    for (const name of [/^Replace/, /^Remove/]) {
      const box = await group(page, 'Your logo').getByRole('button', { name }).boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
    }
    await close();
  });
});
