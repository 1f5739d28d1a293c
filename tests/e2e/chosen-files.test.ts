import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openPage } from './support/browser';
import { useSiteAndBrowser } from './support/harness';
import { encodePng, waitForDraft } from './support/request-form';

/**
 * Chosen images kept in the draft over reloads, on the whole page: what a reload keeps and what it asks for again.
 * The pickers' own behaviour is tested as components (tests/component/file-widgets.test.tsx).
 */

const harness = useSiteAndBrowser();

type Rgba = [number, number, number, number];

const NAVY: Rgba = [0x1d, 0x3f, 0x8c, 255];
const ORANGE: Rgba = [0xf0, 0x8a, 0x24, 255];
const CLEAR: Rgba = [255, 255, 255, 0];

/** A logo: a navy block, a smaller orange block, a transparent margin and a black outline row. */
const LOGO_PNG = encodePng(48, 24, (x, y) => (y === 0 ? [0, 0, 0, 255] : x < 28 ? NAVY : x < 40 ? ORANGE : CLEAR));
const GREEN_PNG = encodePng(16, 16, () => [0x2e, 0x8b, 0x57, 255]);

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
    // Each photo finds its bytes gone after the step is drawn (the kept files are read from IndexedDB): wait for both.
    await expect.poll(() => group(page, 'Photos of your work').getByText('Please choose this file again').count()).toBe(2);

    expect(errors.filter((e) => !e.startsWith('Hydration error'))).toEqual([]);
    await close();
  });
});
