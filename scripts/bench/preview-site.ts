/**
 * The preview-site bench: from Submit (the main hook call, its logo and photos already uploaded in the
 * background as the form does) to the preview address answering 200, for a number of submissions one after
 * another on the embedded store; then, on the last generated site, Lighthouse (mobile: performance and
 * accessibility, median of `runs`) on the home page, axe on every page, the home page's HTML + CSS gzip size,
 * and whether any page carries a script (only JSON-LD data is allowed).
 */
import { gzipSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { loadSiteBuilderData } from '../../src/server/sites/site-data';

/** The figures of one run. */
export interface PreviewSiteFigures {
  submissions: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  performance: number;
  accessibility: number;
  axeViolations: number;
  axeDetails: string[];
  htmlCssGzipBytes: number;
  pagesWithScripts: number;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const median = (values: number[]) => percentile(values, 50);

/** A phone photo as the form sends it: `width` px on its long side, a JPEG with fine detail (about 1 MB). */
async function phonePhoto(width: number, hue: number): Promise<Buffer> {
  const height = Math.round((width * 3) / 4);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},55%,35%)"/><stop offset="1" stop-color="hsl(${hue + 70},55%,70%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  const noise = await sharp({ create: { width, height, channels: 3, background: { r: 0, g: 0, b: 0 }, noise: { type: 'gaussian', mean: 128, sigma: 18 } } }).png().toBuffer();
  return sharp(Buffer.from(svg)).composite([{ input: noise, blend: 'overlay' }]).jpeg({ quality: 80 }).toBuffer();
}

async function post(url: string, body: unknown): Promise<Record<string, unknown>> {
  const answer = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}: ${await answer.text()}`);
  return (await answer.json()) as Record<string, unknown>;
}

async function upload(base: string, ref: string, fileType: 'logo' | 'gallery', body: Buffer, type: string): Promise<string> {
  const { putUrl, key } = (await post(`${base}/api/upload`, { customerNumber: ref, fileName: fileType === 'logo' ? 'logo.png' : 'photo.jpg', fileType, fileMimeType: type })) as { putUrl: string; key: string };
  const put = await fetch(putUrl, { method: 'PUT', headers: { 'content-type': type }, body: new Uint8Array(body) });
  if (!put.ok) throw new Error(`upload answered ${put.status}`);
  return key;
}

/** Answers of the request form for bench customer `n`: the first trade of the config, every section filled. */
function answers(n: number): Record<string, unknown> {
  const trade = Object.values(loadSiteBuilderData().trades)[0];
  return {
    tradeType: trade.id,
    useCustomColors: false,
    selectedColorScheme: trade.defaultScheme,
    businessBasics: { firstName: 'Sam', companyName: `Bench ${trade.adjective} ${n} Ltd`, email: `bench${n}@example.co.uk`, phone: '0113 496 0000' },
    businessName: `Bench ${trade.adjective} ${n} Ltd`,
    selectedServices: trade.services.slice(0, 6),
    additionalAccreditation: 'Fully insured',
    whatsAppNumber: '07700 900123',
    serviceLocations: ['Leeds', 'Wakefield', 'Harrogate'],
    businessHours: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((day) => ({ day, open: true, openTime: '08:00', closeTime: '18:00' })),
    businessStats: { experience: '15', happyCustomers: '900+', projectsCompleted: '2,000' },
    businessAddress: { street: '1 Bench Street', town: 'Leeds', county: 'West Yorkshire', postcode: 'LS1 4AP', hideAddress: true },
    termsAgreed: true,
  };
}

/** Runs the bench against a running server at `base` (which must be on 127.0.0.1 or localhost). */
export async function runPreviewSiteBench(base: string, goal: { form: string; submissions: number; photos: number; photoWidth: number; runs: number }, log: (line: string) => void): Promise<PreviewSiteFigures> {
  const logo = await sharp({ create: { width: 800, height: 300, channels: 4, background: { r: 255, g: 164, b: 25, alpha: 1 } } }).png().toBuffer();
  const photos = await Promise.all(Array.from({ length: goal.photos }, (_, i) => phonePhoto(goal.photoWidth, i * 50)));
  log(`  ${goal.submissions} submissions, each with a logo and ${goal.photos} photos of ${goal.photoWidth} px (${Math.round(photos[0].length / 1024)} kB each), one after another`);
  const times: number[] = [];
  let last = '';
  for (let n = 1; n <= goal.submissions; n += 1) {
    const ref = `BENCH-${Date.now()}-${n}`;
    const logoKey = await upload(base, ref, 'logo', logo, 'image/png');
    const photoKeys: string[] = [];
    for (const p of photos) photoKeys.push(await upload(base, ref, 'gallery', p, 'image/jpeg'));
    const started = performance.now();
    const fileRef = (id: string, type: string) => ({ id, name: `${id}.${type === 'image/png' ? 'png' : 'jpg'}`, type, size: 1 });
    const answer = await post(`${base}/api/forms/${goal.form}/submissions`, {
      answers: { ...answers(n), customerNumber: ref, logo: fileRef('logo', 'image/png'), gallery: photoKeys.map((_, i) => fileRef(`photo${i}`, 'image/jpeg')) },
      files: { logo: [logoKey], gallery: photoKeys },
      attemptKey: `bench-${ref}`,
      page: { source: `${base}/${goal.form}`, query: { customerNumber: ref } },
    });
    const url = (answer.preview as { url: string } | undefined)?.url;
    if (!url) throw new Error('The main hook answered without a preview address.');
    for (;;) {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status === 200) break;
      if (performance.now() - started > 60_000) throw new Error(`The preview ${url} did not answer 200 within 60 s.`);
      await new Promise((r) => setTimeout(r, 25));
    }
    times.push(performance.now() - started);
    last = url;
  }

  const pages = ['index.html', 'services.html', 'about.html', 'gallery.html', 'contact.html'];
  const home = await (await fetch(last)).text();
  const css = await (await fetch(`${last}site.css`)).text();
  const htmlCssGzipBytes = gzipSync(home).length + gzipSync(css).length;
  let pagesWithScripts = 0;
  for (const page of pages) {
    const html = await (await fetch(new URL(page, last))).text();
    if ([...html.matchAll(/<script(?![^>]*type="application\/ld\+json")/g)].length) pagesWithScripts += 1;
  }

  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  const axeDetails: string[] = [];
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 900 }, javaScriptEnabled: true });
    const page = await context.newPage();
    for (const file of pages) {
      await page.goto(new URL(file, last).href, { waitUntil: 'load' });
      const { violations } = await new AxeBuilder({ page }).analyze();
      for (const v of violations) axeDetails.push(`${file}: ${v.id} (${v.nodes.length})`);
    }
  } finally {
    await browser.close();
  }

  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'] });
  const perf: number[] = [];
  const a11y: number[] = [];
  try {
    for (let i = 0; i < goal.runs; i += 1) {
      const result = await lighthouse(last, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
      perf.push(Math.round((result?.lhr.categories.performance.score ?? 0) * 100));
      a11y.push(Math.round((result?.lhr.categories.accessibility.score ?? 0) * 100));
    }
  } finally {
    await chrome.kill();
  }
  return {
    submissions: times.length,
    p50Ms: median(times),
    p95Ms: percentile(times, 95),
    maxMs: Math.max(...times),
    performance: median(perf),
    accessibility: median(a11y),
    axeViolations: axeDetails.length,
    axeDetails,
    htmlCssGzipBytes,
    pagesWithScripts,
  };
}

/** The figures as printed lines. */
export function formatPreviewSiteBench(f: PreviewSiteFigures): string {
  return [
    `  Submit to preview answering 200: p50 ${f.p50Ms.toFixed(0)} ms, p95 ${f.p95Ms.toFixed(0)} ms, max ${f.maxMs.toFixed(0)} ms (${f.submissions} submissions)`,
    `  Generated home page: Lighthouse mobile performance ${f.performance}, accessibility ${f.accessibility} (median); HTML + CSS ${(f.htmlCssGzipBytes / 1024).toFixed(1)} kB gzip`,
    `  axe on every page: ${f.axeViolations} violation(s)${f.axeDetails.length ? `: ${f.axeDetails.join('; ')}` : ''}; pages with a script: ${f.pagesWithScripts}`,
  ].join('\n');
}
