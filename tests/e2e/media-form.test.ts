import { describe, expect, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import { nextFrame, openPage, startForm } from './support/browser';
import { useSiteAndBrowser } from './support/harness';
import { paintWhileInFlight } from './support/network';
import { expectToast, pngImage } from './support/request-form';

/**
 * The media upload page (spec part 2 §2 "Media upload page", §4 "Media upload", §5, §7 calls 5 and 6, §8),
 * against the real intake server.
 */
const harness = useSiteAndBrowser();

/** Every status the fixed bottom bar showed, as "message|percent", in order (watched in the page). */
const WATCH_STATUS = () => {
  const seen: string[] = [];
  (window as unknown as { __status: string[] }).__status = seen;
  new MutationObserver(() => {
    const bar = document.querySelector('[data-upload-status]');
    if (!bar) return;
    const text = (bar as HTMLElement).innerText.replace(/\s+/g, ' ').trim();
    if (seen.at(-1) !== text) seen.push(text);
  }).observe(document, { subtree: true, childList: true, characterData: true });
};

async function open(query: string) {
  const opened = await openPage(harness.browser, 1280, 900);
  await opened.page.addInitScript(WATCH_STATUS);
  const uploads: string[] = [];
  opened.page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/upload') uploads.push(String((r.postDataJSON() as { fileName?: string }).fileName));
  });
  await opened.page.goto(`${harness.site.url}/media-form${query}`, { waitUntil: 'load' });
  await opened.page.getByRole('button', { name: 'Submit', exact: true }).waitFor();
  // The prerendered form takes no files until it is live.
  await startForm(opened.page);
  return { ...opened, uploads, statuses: () => opened.page.evaluate(() => (window as unknown as { __status: string[] }).__status) };
}

async function hooksOf(customerNumber: string) {
  return (await harness.site.submissions()).filter((s) => s.payload.customerNumber === customerNumber).reverse();
}

async function chooseFiles(page: Page, logo: boolean, gallery: number) {
  if (logo) {
    await page.locator('input[type="file"]').first().setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: pngImage([200, 0, 0]) });
    await page.getByText('logo.png').first().waitFor();
  }
  if (gallery) {
    await page.locator('input[type="file"]').nth(1).setInputFiles(Array.from({ length: gallery }, (_, i) => ({ name: `job-${i + 1}.png`, mimeType: 'image/png', buffer: pngImage([0, 40 * (i + 1), 0]) })));
    await page.getByText(new RegExp(`${gallery} photos? chosen`)).waitFor();
  }
}

/** The status bar's checkpoints (spec part 2 §4, §9), in order. */
const CHECKPOINTS = [
  'Preparing to upload... 0%',
  'Uploading logo... 10%',
  'Uploading logo... 40%',
  'Uploading gallery images... 50%',
  'Uploading gallery images... 90%',
  'Upload completed successfully! 100%',
];

/** The bar showed only checkpoints, in their order, and at least `seen` of them. */
function expectCheckpoints(shown: string[], seen: string[]) {
  const positions = shown.map((t) => CHECKPOINTS.indexOf(t));
  expect(positions.every((p) => p >= 0), shown.join(' | ')).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  for (const t of seen) expect(shown).toContain(t);
}

/** Holds each upload and hook call until the page has painted while it is in flight, so each stage of the bar is seen. */
async function slowCalls(page: Page) {
  for (const pattern of ['**/api/upload', '**/api/forms/*/submissions']) await paintWhileInFlight(page, pattern);
}

describe('the media upload page', () => {
  it('without customerNumber: says so at once in words for a customer, sends nothing and never pretends to upload', async () => {
    const { page, close, uploads } = await open('?trade=plumber');
    expect(await page.getByRole('heading', { name: 'Upload your business logo and gallery images' }).count()).toBe(1);
    const notice = page.locator('[data-missing-reference]');
    expect(await notice.textContent()).toContain('Please use the link we sent you');
    expect(await notice.textContent()).toContain('Please open that link again; if it still does not work, e-mail us at support@tradesites.co.uk');
    expect(await notice.textContent()).not.toMatch(/URL|parameter/i);
    // The gallery picker follows the trade.
    expect(await page.getByText('Photos of your plumbing work').count()).toBeGreaterThan(0);
    await chooseFiles(page, true, 0);
    const labels: string[] = [];
    const watch = setInterval(() => {
      void page.locator('form button[type="submit"], button:has-text("Uploading")').allTextContents().then((t) => labels.push(...t), () => undefined);
    }, 50);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expectToast(page, 'Please use the link we sent you', 'This page needs your customer reference');
    // The refusal comes before any upload would start: once the page has drawn after the toast, nothing more comes.
    await nextFrame(page);
    clearInterval(watch);
    expect(labels.filter((l) => l.includes('Uploading'))).toEqual([]);
    expect(await page.getByRole('button', { name: 'Submit', exact: true }).isEnabled()).toBe(true);
    expect(uploads).toEqual([]);
    await close();
  });

  it('logo and gallery: the checkpoints 0, 10, 40, 50, 90, 100, hooks 5 and 6, the Thank You panel and Upload More Files', async () => {
    const ref = 'MEDIA-1';
    const { page, close, uploads, statuses } = await open(`?customerNumber=${ref}&trade=Roofer`);
    expect(await page.getByText('Photos of your roofing work').count()).toBeGreaterThan(0);
    await chooseFiles(page, true, 2);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await slowCalls(page);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByRole('heading', { name: 'Thank You!' }).waitFor({ timeout: 15_000 });
    await expectToast(page, 'Media uploaded successfully', 'Your logo and gallery images have been uploaded.');
    expect(await page.getByText('Your media files were uploaded successfully.', { exact: false }).count()).toBe(1);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // What the bar showed, in the order of the spec's checkpoints; with slow calls, the logo and gallery stages are seen.
    expectCheckpoints(await statuses(), ['Uploading logo... 10%', 'Uploading gallery images... 50%']);
    expect(uploads).toEqual(['logo.png', 'job-1.png', 'job-2.png']);
    const stored = await hooksOf(ref);
    expect(stored.map((s) => s.hook)).toEqual(['media-logo', 'media-gallery']);
    const [logo, gallery] = stored.map((s) => s.payload);
    // Call 5: logoUrl, logoGetUrl, customerNumber, selectedTrade, timestamp, source.
    expect(Object.keys(logo).sort()).toEqual(['customerNumber', 'logoGetUrl', 'logoUrl', 'selectedTrade', 'source', 'timestamp']);
    expect(logo).toMatchObject({ customerNumber: ref, selectedTrade: 'roofer' });
    expect(String(logo.logoUrl)).toContain(ref);
    expect(String(logo.logoGetUrl)).toMatch(/^http/);
    expect(String(logo.source)).toContain('/media-form');
    expect(Date.parse(String(logo.timestamp))).not.toBeNaN();
    // Call 6: galleryUrls, galleryGetUrls (JSON lists), customerNumber, selectedTrade, timestamp, source.
    expect(Object.keys(gallery).sort()).toEqual(['customerNumber', 'galleryGetUrls', 'galleryUrls', 'selectedTrade', 'source', 'timestamp']);
    expect(gallery.galleryUrls as string[]).toHaveLength(2);
    expect(gallery.galleryGetUrls as string[]).toHaveLength(2);
    expect(gallery).toMatchObject({ customerNumber: ref, selectedTrade: 'roofer' });

    await page.getByRole('button', { name: 'Upload More Files' }).click();
    await page.getByRole('button', { name: 'Submit', exact: true }).waitFor();
    expect(await page.getByText('logo.png').count()).toBe(0);
    await close();
  });

  it('a trade the page does not accept is sent as electrician; no new logo goes straight to 40', async () => {
    const ref = 'MEDIA-2';
    const { page, close, statuses } = await open(`?customerNumber=${ref}&trade=builder`);
    expect(await page.getByText('Photos of your electrical work').count()).toBeGreaterThan(0);
    await chooseFiles(page, false, 1);
    await slowCalls(page);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByRole('heading', { name: 'Thank You!' }).waitFor({ timeout: 15_000 });
    expectCheckpoints(await statuses(), ['Uploading gallery images... 50%']);
    expect((await statuses()).some((t) => t.includes('10%'))).toBe(false);
    const stored = await hooksOf(ref);
    expect(stored.map((s) => [s.hook, s.payload.selectedTrade])).toEqual([['media-gallery', 'electrician']]);
    await close();
  });

  it('a failed gallery image fails the upload; the busy flag clears after 1.5 s; a retry uploads only what failed', async () => {
    const ref = 'MEDIA-3';
    const { page, close, uploads, statuses } = await open(`?customerNumber=${ref}&trade=plumber`);
    await chooseFiles(page, true, 2);
    let failed = false;
    await page.route('**/api/upload', async (route) => {
      if (!failed && (route.request().postDataJSON() as { fileName: string }).fileName === 'job-2.png') {
        failed = true;
        await route.abort('connectionfailed');
      } else await route.continue();
    });
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expectToast(page, 'Upload failed', '1 gallery image failed to upload');
    const failedAt = Date.now();
    expect((await statuses()).at(-1)).toBe('Upload failed. Please try again. 0%');
    // Busy ("Uploading...", disabled) for 1.5 s after the outcome, then Submit again.
    expect(await page.getByRole('button', { name: 'Uploading...' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Submit', exact: true }).waitFor({ timeout: 5000 });
    expect(Date.now() - failedAt).toBeGreaterThan(1000);
    expect(await page.locator('[data-upload-status]').count()).toBe(0);

    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByRole('heading', { name: 'Thank You!' }).waitFor({ timeout: 15_000 });
    // The logo and the first photo were not uploaded again; the logo was announced once.
    expect(uploads).toEqual(['logo.png', 'job-1.png', 'job-2.png', 'job-2.png']);
    const stored = await hooksOf(ref);
    expect(stored.map((s) => s.hook)).toEqual(['media-logo', 'media-gallery', 'media-gallery']);
    expect(stored[1].payload.galleryUrls as string[]).toHaveLength(1);
    expect(stored[2].payload.galleryUrls as string[]).toHaveLength(2);
    await close();
  });

  it('a submission the server does not get gives "Upload failed" with the reason; nothing is announced until it does', async () => {
    const ref = 'MEDIA-4';
    const { page, close } = await open(`?customerNumber=${ref}`);
    await chooseFiles(page, true, 1);
    await page.route('**/api/forms/media/submissions', (route) => route.abort('connectionfailed'));
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expectToast(page, 'Upload failed', 'The server could not be reached');
    expect(await hooksOf(ref)).toEqual([]);
    await page.unroute('**/api/forms/media/submissions');
    await page.getByRole('button', { name: 'Submit', exact: true }).click({ timeout: 5000 });
    await page.getByRole('heading', { name: 'Thank You!' }).waitFor({ timeout: 15_000 });
    await vi.waitFor(async () => expect((await hooksOf(ref)).map((s) => s.hook)).toEqual(['media-logo', 'media-gallery']), { timeout: 5000 });
    await close();
  });
});
