import { createReadStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { startServer } from '../../src/server/start';

/** Figures of one form in Chromium. */
export interface FormLatency {
  scripts: number;
  gzipBytes: number;
  keystroke: { median: number; p95: number; samples: number };
  stepChange: { median: number; p95: number; samples: number };
  cpuSlowdown: number;
}

/** Ours and the peer's figures, measured in the same browser one after the other. */
export interface RequestFormBench {
  route: string;
  ours: FormLatency;
  peer?: FormLatency;
}

const LAUNCH_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

// Page-side measurements as plain script text, so that nothing the bench runner adds to compiled functions
// (such as name helpers) reaches the page.
/** Clicks the button (or input button) labelled __LABEL__, waits until the step heading changes and for the next frame; answers ms. */
const STEP_CHANGE_SCRIPT = `(async () => {
  const label = __LABEL__;
  const heading = () => { const h = document.querySelector(__HEADING__); return h && h.textContent; };
  const button = [...document.querySelectorAll('button, input[type=button]')].find((b) => (b.value || b.textContent).trim() === label);
  const before = heading();
  const t0 = performance.now();
  button.click();
  await new Promise((resolve) => {
    const check = () => (heading() !== before ? resolve() : requestAnimationFrame(check));
    requestAnimationFrame(check);
  });
  await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
  return performance.now() - t0;
})()`;

/** Records, for every key press, the time until the frame after it has been handled and drawn. */
const KEY_TIMING_SCRIPT = `(() => {
  window.__keys = [];
  document.addEventListener('keydown', () => {
    const t0 = performance.now();
    requestAnimationFrame(() => setTimeout(() => window.__keys.push(performance.now() - t0), 0));
  }, true);
})()`;

/** What a form page is measured with: its buttons, the element holding the step's title and a text field of step 2. */
export interface FormProbe {
  url: string;
  next: string;
  back: string;
  heading: string;
  field: string;
  /** The element that says the form is live (ours: `[data-form-ready]`); by default the step's button. */
  ready?: string;
}

// Enough samples that a p95 is not one or two stray slow frames on a shared machine.
const TYPED = 'Samantha Jones of Harrogate and Ripon, Electrical Contractors Ltd, est. 1998'; // 76 key presses
const STEP_PAIRS = 40; // 80 step changes

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function measure(page: Page, probe: FormProbe, cpuSlowdown: number): Promise<FormLatency> {
  const scripts = new Map<string, Buffer>();
  const onResponse = async (response: import('playwright-core').Response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      scripts.set(response.url(), await response.body());
    } catch {
      // a script that failed to load has no body to weigh
    }
  };
  page.on('response', onResponse);
  await page.goto(probe.url, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: probe.next, exact: true }).first().waitFor();
  if (probe.ready) await page.locator(probe.ready).first().waitFor({ timeout: 60_000 });
  await page.waitForTimeout(300);
  page.off('response', onResponse);
  const gzipBytes = [...scripts.values()].reduce((sum, code) => sum + gzipSync(code, { level: 9 }).length, 0);

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  const stepScript = (label: string) => STEP_CHANGE_SCRIPT.replace('__LABEL__', JSON.stringify(label)).replace('__HEADING__', JSON.stringify(probe.heading));
  const stepTimes: number[] = [];
  for (let i = 0; i < STEP_PAIRS; i += 1) {
    for (const name of [probe.next, probe.back]) stepTimes.push((await page.evaluate(stepScript(name))) as number);
  }
  await page.evaluate(stepScript(probe.next));
  const field = page.getByLabel(probe.field).first();
  await field.click();
  await page.evaluate(KEY_TIMING_SCRIPT);
  for (const ch of TYPED) {
    await page.keyboard.type(ch);
    await page.waitForTimeout(80);
  }
  await page.waitForTimeout(400);
  const keyTimes = (await page.evaluate('window.__keys')) as number[];
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return {
    scripts: scripts.size,
    gzipBytes,
    cpuSlowdown,
    keystroke: { median: percentile(keyTimes, 50), p95: percentile(keyTimes, 95), samples: keyTimes.length },
    stepChange: { median: percentile(stepTimes, 50), p95: percentile(stepTimes, 95), samples: stepTimes.length },
  };
}

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.woff2': 'font/woff2' };

/** A static file server on loopback for the peer's build (the product server serves only the product). */
function serveFolder(dir: string): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const rel = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    let file = join(dir, rel);
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(dir, 'index.html');
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server })));
}

/**
 * A form route in a real Chromium against the built site (and, when `peerDir` is given, the peer's build in the same
 * browser): the gzip size of every script the page loads until the form is ready, then, with the CPU slowed down
 * `cpuSlowdown` times, the time from a key press in a text field of step 2 to the next frame after it is drawn, and
 * from a click on Continue or Back to the next frame after the new step is drawn.
 */
export async function runRequestFormBench(options: { route: string; field: string; peerDir?: string; cpuSlowdown?: number; clientDir?: string }): Promise<RequestFormBench> {
  const cpuSlowdown = options.cpuSlowdown ?? 4;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-form-'));
  const server = await startServer({ port: 0, host: '127.0.0.1', dataDir, staticDir: options.clientDir ?? join(process.cwd(), 'dist', 'client'), siteConfigPath: null, env: { LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '100000' } });
  const peerServer = options.peerDir ? await serveFolder(options.peerDir) : undefined;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: LAUNCH_ARGS });
  try {
    const run = async (probe: FormProbe) => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      try {
        return await measure(await context.newPage(), probe, cpuSlowdown);
      } finally {
        await context.close();
      }
    };
    const ours = await run({ url: `${server.url}${options.route}`, next: 'Continue', back: 'Back', heading: 'main h2', field: options.field, ready: '[data-form-ready]' });
    const peer = peerServer ? await run({ url: peerServer.url, next: 'Continue', back: 'Back', heading: '.sd-page__title', field: options.field }) : undefined;
    return { route: options.route, ours, peer };
  } finally {
    await browser.close();
    await server.close();
    peerServer?.server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const ratio = (ours: number, peer: number | undefined) => (peer ? `${(ours / peer).toFixed(2)}x` : '');

/** Ours, the peer's and the ratio (ours / peer: below 1 is better) for each figure. */
export function formatRequestFormBench(r: RequestFormBench): string {
  const row = (label: string, ours: number, peer: number | undefined, unit: string) =>
    `  ${label.padEnd(34)} ${`${ours.toFixed(1)} ${unit}`.padStart(12)} ${peer === undefined ? '' : `${peer.toFixed(1)} ${unit}`.padStart(12)} ${ratio(ours, peer).padStart(8)}`;
  const { ours, peer } = r;
  return [
    `${r.route} in Chromium (CPU slowed ${ours.cpuSlowdown}x), ours next to the peer (the same form in SurveyJS):`,
    `  ${''.padEnd(34)} ${'ours'.padStart(12)} ${peer ? 'peer'.padStart(12) : ''} ${peer ? 'ratio'.padStart(8) : ''}`,
    row('JavaScript until the form is ready', ours.gzipBytes / 1024, peer && peer.gzipBytes / 1024, 'kB'),
    row(`key press p50 (${ours.keystroke.samples} keys)`, ours.keystroke.median, peer?.keystroke.median, 'ms'),
    row('key press p95', ours.keystroke.p95, peer?.keystroke.p95, 'ms'),
    row(`step change p50 (${ours.stepChange.samples} changes)`, ours.stepChange.median, peer?.stepChange.median, 'ms'),
    row('step change p95', ours.stepChange.p95, peer?.stepChange.p95, 'ms'),
  ].join('\n');
}
