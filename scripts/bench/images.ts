/**
 * The image part of `npm run bench`: phone-sized test images (scripts/bench/test-images.ts) chosen in the real
 * pickers of the built /media-form in Chromium, with the CPU slowed down as on a mid-range phone:
 *
 * - bytes: each original against what the picker prepared and keeps to send;
 * - prepare time: from the file input's change to the photo shown as chosen (decoding, turning, resizing,
 *   re-encoding in the worker and keeping it in IndexedDB), median of `runs`;
 * - gallery upload: sending photos over an emulated mobile link (Chromium network emulation), originals against
 *   prepared files, into a sink on this machine that reads and drops the bytes. Sending 30 original photos at
 *   1.6 Mbit/s takes about twenty minutes, so `measuredPhotos` are sent and the 30-photo time is that median
 *   per photo times 30 (the emulated link is linear; each photo's request latency is included).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startServer } from '../../src/server/start';
import { writeTestImages } from './test-images';

const LAUNCH_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** One test image: its size before and after, and how long preparing it took. */
export interface PreparedImage {
  label: string;
  originalBytes: number;
  preparedBytes: number;
  prepareMs: number[];
}

/** What {@link runImagesBench} measured. */
export interface ImagesBench {
  cpuSlowdown: number;
  uplinkKbps: number;
  latencyMs: number;
  images: PreparedImage[];
  gallery: { photos: number; measuredPhotos: number; beforeMsPerPhoto: number[]; afterMsPerPhoto: number[]; beforeBytes: number; afterBytes: number };
}

export interface ImagesBenchOptions {
  cpuSlowdown?: number;
  /** Upload speed of the emulated mobile link, in kilobits per second. */
  uplinkKbps?: number;
  latencyMs?: number;
  runs?: number;
  galleryPhotos?: number;
  measuredPhotos?: number;
  clientDir?: string;
}

/** Records, in the page, when a file input changed and when the picker showed the file as kept. */
const PREPARE_TIMER = () => {
  const w = window as unknown as { __prepare: { start?: number; end?: number } };
  w.__prepare = {};
  document.addEventListener('change', (e) => {
    if ((e.target as HTMLInputElement).type === 'file') w.__prepare = { start: performance.now() };
  }, true);
  new MutationObserver(() => {
    if (w.__prepare.start === undefined || w.__prepare.end !== undefined) return;
    if (/1 photo chosen/.test(document.body.innerText) || document.querySelector('img[alt^="Preview of"]')) w.__prepare.end = performance.now();
  }).observe(document, { subtree: true, childList: true, characterData: true });
};

/** The files kept in the draft store (IndexedDB `tradesites`, store `drafts`), by name: their bytes' size. */
const KEPT_FILE_SIZES = () =>
  new Promise<Record<string, number>>((resolve, reject) => {
    const open = indexedDB.open('tradesites');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const request = open.result.transaction('drafts').objectStore('drafts').getAll();
      request.onerror = () => reject(request.error);
      request.onsuccess = () => {
        const sizes: Record<string, number> = {};
        for (const value of request.result as { name?: string; size?: number }[]) if (value && typeof value.size === 'number' && value.name) sizes[value.name] = value.size;
        resolve(sizes);
      };
    };
  });

/** The bytes of the first file kept in the draft store, base64. */
const KEPT_FILE_BASE64 = () =>
  new Promise<string | undefined>((resolve, reject) => {
    const open = indexedDB.open('tradesites');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const request = open.result.transaction('drafts').objectStore('drafts').getAll();
      request.onerror = () => reject(request.error);
      request.onsuccess = () => {
        const record = (request.result as { bytes?: unknown }[]).find((v) => v && v.bytes instanceof ArrayBuffer);
        if (!record) return resolve(undefined);
        const bytes = new Uint8Array(record.bytes as ArrayBuffer);
        let text = '';
        for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
        resolve(btoa(text));
      };
    };
  });

/** A loopback server that reads and drops PUT bodies (and answers CORS), standing in for the file store. */
async function startSink(): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    res.setHeader('content-type', req.method === 'GET' ? 'text/html' : 'text/plain');
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-methods', 'PUT');
    res.setHeader('access-control-allow-headers', 'content-type');
    req.resume();
    req.on('end', () => res.end(req.method === 'GET' ? '<!doctype html><title>sink</title>' : 'ok'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/sink` };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : NaN;
}

/** Chooses one file in a picker of /media-form at the CPU slowdown; answers the time and the kept size. */
async function prepareOnce(browser: Browser, siteUrl: string, file: string, picker: number, cpuSlowdown: number): Promise<{ ms: number; bytes: number; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.addInitScript(PREPARE_TIMER);
  await page.goto(`${siteUrl}/media-form?customerNumber=BENCH-1`, { waitUntil: 'load' });
  // The prerendered form is inert until it is live (hydrated, draft and link applied): choose files after that.
  await page.locator('[data-form-ready]').first().waitFor({ timeout: 60_000 });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await page.locator('input[type="file"]').nth(picker).setInputFiles(file);
  await page.waitForFunction(() => (window as unknown as { __prepare: { end?: number } }).__prepare.end !== undefined, undefined, { timeout: 180_000 });
  const timing = (await page.evaluate('window.__prepare')) as { start: number; end: number };
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const sizes = await page.evaluate(KEPT_FILE_SIZES);
  const bytes = Object.values(sizes)[0] ?? NaN;
  return { ms: timing.end - timing.start, bytes, page };
}

/** PUTs `count` copies of the file at `source` one after another over the emulated link; answers ms per photo. */
async function sendOverLink(page: Page, sinkUrl: string, count: number, source: string, link: { uplinkKbps: number; latencyMs: number }): Promise<number[]> {
  await page.evaluate(`(async () => { window.__blob = await (await fetch(${JSON.stringify(source)})).blob(); })()`);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: link.latencyMs,
    downloadThroughput: (link.uplinkKbps * 4 * 1000) / 8,
    uploadThroughput: (link.uplinkKbps * 1000) / 8,
  });
  const times = (await page.evaluate(`(async () => {
    const times = [];
    for (let i = 0; i < ${count}; i += 1) {
      const t0 = performance.now();
      await fetch(${JSON.stringify(sinkUrl)} + '?n=' + i, { method: 'PUT', headers: { 'content-type': window.__blob.type }, body: window.__blob });
      times.push(performance.now() - t0);
    }
    return times;
  })()`)) as number[];
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  return times;
}

/**
 * Runs the image bench against the built site (`npm run build` first): preparation of the three test images
 * at `cpuSlowdown`, then a gallery of `galleryPhotos` phone photos over a `uplinkKbps` link, before and after.
 */
export async function runImagesBench(opts: ImagesBenchOptions = {}): Promise<ImagesBench> {
  const cpuSlowdown = opts.cpuSlowdown ?? 4;
  const link = { uplinkKbps: opts.uplinkKbps ?? 1600, latencyMs: opts.latencyMs ?? 150 };
  const runs = opts.runs ?? 3;
  const galleryPhotos = opts.galleryPhotos ?? 30;
  const measuredPhotos = Math.min(galleryPhotos, opts.measuredPhotos ?? 2);
  const work = mkdtempSync(path.join(tmpdir(), 'bench-images-'));
  const images = await writeTestImages(path.join(work, 'images'));
  const server = await startServer({ port: 0, dataDir: path.join(work, 'data'), staticDir: opts.clientDir ?? path.join(process.cwd(), 'dist', 'client'), siteConfigPath: null, env: { LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '100000' } });
  const sink = await startSink();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: LAUNCH_ARGS });
  try {
    const targets = [
      { label: 'phone photo 4000×3000 JPEG, GPS EXIF, orientation 6', file: images.phoneJpeg, picker: 1 },
      { label: 'camera photo 6000×4000 JPEG', file: images.bigJpeg, picker: 1 },
      { label: 'logo 6000×4000 PNG with transparency', file: images.logoPng, picker: 0 },
    ];
    const results: PreparedImage[] = [];
    let prepared: Buffer | undefined;
    for (const target of targets) {
      const result: PreparedImage = { label: target.label, originalBytes: readFileSync(target.file).length, preparedBytes: NaN, prepareMs: [] };
      for (let i = 0; i < runs; i += 1) {
        const once = await prepareOnce(browser, server.url, target.file, target.picker, cpuSlowdown);
        result.prepareMs.push(once.ms);
        result.preparedBytes = once.bytes;
        if (target.file === images.phoneJpeg && !prepared) prepared = Buffer.from((await once.page.evaluate(KEPT_FILE_BASE64)) ?? '', 'base64');
        await once.page.context().close();
      }
      results.push(result);
    }

    // One page of the sink's own origin sends the original phone photo and the prepared one, over the same link.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(sink.url.replace('/sink', '/'));
    await page.route('**/bench-original.jpg', (route) => route.fulfill({ body: readFileSync(images.phoneJpeg), contentType: 'image/jpeg' }));
    await page.route('**/bench-prepared.jpg', (route) => route.fulfill({ body: prepared!, contentType: 'image/jpeg' }));
    const before = await sendOverLink(page, sink.url, measuredPhotos, '/bench-original.jpg', link);
    const after = await sendOverLink(page, sink.url, measuredPhotos, '/bench-prepared.jpg', link);
    await context.close();
    const phone = results[0];
    return {
      cpuSlowdown,
      ...link,
      images: results,
      gallery: { photos: galleryPhotos, measuredPhotos, beforeMsPerPhoto: before, afterMsPerPhoto: after, beforeBytes: phone.originalBytes * galleryPhotos, afterBytes: phone.preparedBytes * galleryPhotos },
    };
  } finally {
    await browser.close();
    await server.close();
    sink.server.close();
    rmSync(work, { recursive: true, force: true });
  }
}

const mb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
const duration = (ms: number) => (ms >= 60_000 ? `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s` : `${(ms / 1000).toFixed(1)} s`);

/** The figures in words, one line each. */
export function formatImagesBench(r: ImagesBench): string {
  const lines = [`Photos and logos prepared in the browser (/media-form in Chromium, CPU slowed ${r.cpuSlowdown}x):`];
  for (const image of r.images) {
    lines.push(
      `  ${image.label}: ${mb(image.originalBytes)} -> ${mb(image.preparedBytes)} sent (${Math.round((100 * image.preparedBytes) / image.originalBytes)}%), ` +
        `prepared in median ${duration(median(image.prepareMs))} (${image.prepareMs.map((ms) => duration(ms)).join(', ')})`,
    );
  }
  const g = r.gallery;
  const before = median(g.beforeMsPerPhoto) * g.photos;
  const after = median(g.afterMsPerPhoto) * g.photos;
  lines.push(
    `  gallery of ${g.photos} phone photos over ${r.uplinkKbps / 1000} Mbit/s up, ${r.latencyMs} ms latency (median of ${g.measuredPhotos} sent, x${g.photos}):`,
    `    before (originals): ${mb(g.beforeBytes)}, ${duration(before)}`,
    `    after (prepared):   ${mb(g.afterBytes)}, ${duration(after)} (${(before / after).toFixed(1)}x faster)`,
  );
  return lines.join('\n');
}

/** The median time to prepare the phone photo and the 30-photo gallery times, for the bench's goals. */
export function imagesFigures(r: ImagesBench): { phonePrepareMs: number; phonePreparedBytes: number; galleryBeforeMs: number; galleryAfterMs: number } {
  return {
    phonePrepareMs: median(r.images[0].prepareMs),
    phonePreparedBytes: r.images[0].preparedBytes,
    galleryBeforeMs: median(r.gallery.beforeMsPerPhoto) * r.gallery.photos,
    galleryAfterMs: median(r.gallery.afterMsPerPhoto) * r.gallery.photos,
  };
}
