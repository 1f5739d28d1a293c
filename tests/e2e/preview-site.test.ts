import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { trades } from '../../src/generated/config';
import { openPage, startForm } from './support/browser';
import { CHECK_PAGE, changeFromCheckPage, returnToCheckPage, waitForCheckPage } from './support/check-page';
import { answeredDraft, seedDraft } from './support/drafts';
import { useSiteAndBrowser } from './support/harness';
import { submitFromLastStep } from './support/request-form';
import { startSite, type TestSite } from './support/site';
import { targetServer } from '../server/support/helpers';

/**
 * The customer's preview website, end to end: /request with a logo, three photos and a hidden address, then the
 * confirmation's "Your preview is ready" link opens the generated site on the service's own host.
 */
/** The run's Chromium; the site is this file's own, whose hooks go to `target`. */
const harness = useSiteAndBrowser();
let site: TestSite;
let target: Awaited<ReturnType<typeof targetServer>>;

beforeAll(async () => {
  target = await targetServer(() => 200);
  site = await startSite({ env: { HOOK_TARGET_MAIN: target.url, PREVIEW_POLL_MS: '50' } });
}, 60_000);
afterAll(async () => {
  await site?.stop();
  await target?.close();
});

/**
 * A photo as a PNG (a gradient), wider than the smallest sizes the template draws its hero and gallery at (640 and
 * 480 px), so the preview makes more than one size of each; no wider, as every size is encoded on the server.
 */
async function photo(hue: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><defs><linearGradient id="g"><stop offset="0" stop-color="hsl(${hue},60%,35%)"/><stop offset="1" stop-color="hsl(${hue + 80},60%,70%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

describe('a preview website from /request', () => {
  it('is ready from the confirmation, with the customer’s name, phone, services, area, photos and JSON-LD, privately', async () => {
    // Markup, and a word longer than a phone's width: text, and wrapped.
    const evil = '<img src=x onerror=alert(1)>Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch';
    const reference = 'PV-E2E-1';
    const logo = await sharp({ create: { width: 400, height: 160, channels: 4, background: { r: 255, g: 164, b: 25, alpha: 1 } } }).png().toBuffer();
    const shots = await Promise.all([10, 120, 220].map((hue) => photo(hue)));
    const { page, close } = await openPage(harness.browser, 1280, 900);
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    try {
      // The steps are walked by the request form's tests: Sam answered every one (the address hidden on the site)
      // and adds the logo on step 2 and three photos on step 4 from "Check your answers".
      const answered = answeredDraft({
        trade: 'electrician',
        basics: { firstName: 'Sam', companyName: evil, email: 'sam@example.co.uk', phone: '01134960000' },
        address: { street: '7 Hidden Row', town: 'Leeds', county: 'West Yorkshire', postcode: 'LS2 7EW' },
        agreed: true,
      });
      await seedDraft(page.context(), 'request', CHECK_PAGE, { ...answered, businessAddress: { ...(answered.businessAddress as object), hideAddress: true } });
      await page.goto(site.urlFor('localhost', `/request?trade=electrician&customerNumber=${reference}`), { waitUntil: 'load' });
      await waitForCheckPage(page);
      await changeFromCheckPage(page, 'Business Information', 2);
      await page.locator('input[type="file"]').first().setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
      await page.getByRole('img', { name: /logo\.png/i }).first().waitFor();
      await returnToCheckPage(page);
      await changeFromCheckPage(page, 'Content Sources', 4);
      await page.locator('input[type="file"]').first().setInputFiles(shots.map((buffer, i) => ({ name: `work-${i + 1}.png`, mimeType: 'image/png', buffer })));
      await page.getByText('3 photos chosen').first().waitFor({ timeout: 10_000 });
      await returnToCheckPage(page);
      await submitFromLastStep(page, 'Submit Request');
      const link = page.locator('[data-preview-link]');
      await link.waitFor({ timeout: 30_000 });
      expect(await page.getByText('Your preview is ready').count()).toBeGreaterThan(0);
      const href = (await link.getAttribute('href'))!;
      const address = new URL(href);
      expect(address.host).toBe(new URL(site.url).host);
      expect(address.pathname).toMatch(/^\/sites\/[A-Za-z0-9_-]{24}\/$/);
      expect(href).not.toContain(reference);

      // The confirmation, with its link, survives a reload and a Back from the preview.
      const confirmationShows = async () => {
        await startForm(page);
        await page.locator('[data-confirmation]').waitFor();
        await link.waitFor({ timeout: 30_000 });
        expect(await link.getAttribute('href')).toBe(href);
        expect(await page.locator('[data-reference]').textContent()).toContain(reference);
      };
      await page.reload({ waitUntil: 'load' });
      await confirmationShows();
      await page.goto(href, { waitUntil: 'load' });
      await page.goBack({ waitUntil: 'load' });
      await confirmationShows();
      await page.goForward({ waitUntil: 'load' });
      expect(page.url()).toBe(href);
      // Back past the confirmation to the form's earlier entries: the confirmation stays, reloaded too.
      await page.goBack({ waitUntil: 'load' });
      await confirmationShows();
      await page.goBack();
      await page.reload({ waitUntil: 'load' });
      await confirmationShows();

      const response = await page.goto(href, { waitUntil: 'load' });
      expect(response!.status()).toBe(200);
      expect(response!.headers()['x-robots-tag']).toContain('noindex');
      // The business name is text, not markup: no dialog, the heading reads the characters.
      expect((await page.locator('h1').textContent())?.trim()).toBe(evil);
      expect(dialogs).toEqual([]);
      // On a phone the long word wraps: nothing scrolls sideways.
      await page.setViewportSize({ width: 375, height: 812 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await page.setViewportSize({ width: 1280, height: 900 });
      expect(await page.locator('a[href="tel:+441134960000"]').count()).toBeGreaterThan(0);
      expect(await page.locator('.s-areas').textContent()).toContain('Leeds');
      const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
      expect(ld['@type']).toBe('Electrician');
      expect(ld.telephone).toBe('+441134960000');
      expect(ld.areaServed).toEqual([{ '@type': 'Place', name: 'Leeds' }]);
      expect(ld.address).toBeUndefined();
      for (const file of ['index.html', 'contact.html', 'about.html']) {
        const html = await (await page.request.get(new URL(file, href).href)).text();
        expect(html).not.toContain('Hidden Row');
        expect(html).not.toContain('LS2 7EW');
      }

      await page.goto(new URL('services.html', href).href, { waitUntil: 'load' });
      const shown = await page.locator('.card').locator('h2, h3').allTextContents();
      expect(shown.length).toBeGreaterThan(0);
      for (const service of trades.electrician.services) expect(shown).toContain(service);

      await page.goto(new URL('gallery.html', href).href, { waitUntil: 'load' });
      const photos = page.locator('.gallery img');
      expect(await photos.count()).toBe(3);
      await vi.waitFor(async () => {
        const loaded = await photos.evaluateAll((imgs) => (imgs as HTMLImageElement[]).map((img) => ({ src: img.currentSrc, ok: img.complete && img.naturalWidth > 0 })));
        for (const img of loaded) {
          expect(img.src.startsWith(href)).toBe(true);
          expect(img.ok).toBe(true);
        }
      }, { timeout: 10_000 });

      const madeUp = await page.goto(site.urlFor('localhost', '/sites/AAAAAAAAAAAAAAAAAAAAAAAA/'), { waitUntil: 'load' });
      expect(madeUp!.status()).toBe(404);
      expect(await page.locator('h1').textContent()).toBe('Preview not found');

      await vi.waitFor(() => expect(target.seen.some((r) => JSON.parse(r.body).previewUrl === href)).toBe(true), { timeout: 10_000 });

      // The customer's to keep: the export's index.html opens from disk with its photos.
      const out = mkdtempSync(path.join(tmpdir(), 'preview-export-'));
      try {
        await promisify(execFile)('npx', ['tsx', 'scripts/site.ts', 'export', reference, out], { cwd: path.resolve(import.meta.dirname, '../..'), env: { ...process.env, DATA_DIR: site.dataDir } });
        await page.goto(pathToFileURL(path.join(out, 'public', 'index.html')).href, { waitUntil: 'load' });
        expect((await page.locator('h1').textContent())?.trim()).toBe(evil);
        const hero = page.locator('.hero img');
        await vi.waitFor(async () => expect(await hero.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0), { timeout: 10_000 });
        expect(await page.locator('meta[name="robots"]').count()).toBe(0);
      } finally {
        rmSync(out, { recursive: true, force: true });
      }
    } finally {
      await close();
    }
  }, 120_000);
});
