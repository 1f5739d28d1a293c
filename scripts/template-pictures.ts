/**
 * `npm run template-pictures`: the pictures of /templates, made from the real site templates. Each template's home
 * page is generated with its sample business (site.yaml `templates.<id>.sample`) by the customers' site generator,
 * opened in Chromium at 1280 x 800 and saved as WebP and JPEG in two widths under public/images/templates/, with a
 * manifest of what each was made from. Run it after changing a template or its sample; the pictures are committed
 * because making them needs Chromium, which building and starting the site do not.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { chromium } from 'playwright-core';
import { buildSite } from '../src/server/sites/build-site';
import { siteContent } from '../src/server/sites/site-content';
import { loadSiteBuilderData } from '../src/server/sites/site-data';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/chromium';
import { MANIFEST, PICTURE_WIDTHS, PICTURES_DIR, pictureInputs } from './template-pictures/inputs';

async function main(): Promise<void> {
  const data = loadSiteBuilderData();
  const inputs = pictureInputs(data);
  mkdirSync(PICTURES_DIR, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const work = mkdtempSync(path.join(tmpdir(), 'template-pictures-'));
  const manifest: Record<string, { hash: string; width: number; height: number }> = {};
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
    for (const input of inputs) {
      const content = siteContent(data, { profile: input.profile, reference: 'SAMPLE', files: { photos: [] }, template: input.id });
      const site = await buildSite(data, content, async () => undefined, { baseUrl: 'https://example.invalid/', quoteAction: 'https://example.invalid/quote', preview: false });
      const dir = path.join(work, input.id);
      for (const file of site.files) {
        mkdirSync(path.dirname(path.join(dir, file.path)), { recursive: true });
        writeFileSync(path.join(dir, file.path), file.body);
      }
      await page.goto(pathToFileURL(path.join(dir, 'index.html')).href, { waitUntil: 'load' });
      const shot = await page.screenshot({ type: 'png' });
      for (const width of PICTURE_WIDTHS) {
        const resized = sharp(shot).resize({ width });
        await resized.clone().webp({ quality: 72 }).toFile(path.join(PICTURES_DIR, `${input.id}-${width}.webp`));
        await resized.clone().jpeg({ quality: 76, mozjpeg: true }).toFile(path.join(PICTURES_DIR, `${input.id}-${width}.jpg`));
      }
      manifest[input.id] = { hash: input.hash, width: 1280, height: 800 };
      console.log(`Made the picture of ${input.id}.`);
    }
  } finally {
    await browser.close();
    rmSync(work, { recursive: true, force: true });
  }
  writeFileSync(MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`Wrote ${Object.keys(manifest).length} pictures and ${path.relative(process.cwd(), MANIFEST)}.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
