/**
 * Where the time of a Continue answered by the server goes (a tap made before the form runtime is live), for finding
 * what to make cheaper (not a goal of the bench):
 *
 *   npx tsx scripts/bench/first-tap.ts [--runs N] [--cpu 4] [--client <dir>] [--trace]
 *
 * Opens /request as a link that chooses the trade opens it (so step 1 is answered and nothing starts the runtime),
 * in Debian's full Chromium, a 390 x 844 phone context at 4x CPU, waits until the page is quiet, then taps Continue.
 * The tap posts the plain form; the step change is timed as the bench times it (page-probes.ts: from the tap's
 * pointerdown to the frame showing the new step's heading with its first field usable, across the page load). It
 * prints, from the tap: when the navigation started, the post's round trip (to its redirect, if any), the new
 * document's request, first byte and last byte, when its HTML was parsed, its first paint, and the step usable;
 * beside them the server's own time for each request (its whole answer, and the page render within it) and the size
 * of the new document; with `--trace`, the renderer main thread's processor time from the tap to that frame (a
 * DevTools trace's thread clock), by kind of work. `--client` profiles another build's client folder, so a change and the build before it can
 * take turns.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type CDPSession, type Page } from 'playwright-core';
import { form } from '@/generated/forms/request';
import { SitePages } from '../../src/server/pages/site-pages';
import { startServer } from '../../src/server/start';
import { optionValue } from './cli';
import { collectTrace } from './devtools-trace';
import { ARM_STEP_SCRIPT, fill, TIMING_INIT_SCRIPT } from './page-probes';
import type { TraceEvent } from './trace-key-work';
import { BENCH_CHROMIUM, LAUNCH_ARGS, settle } from './request-form';
import { median } from './stats';

const CLIENT = optionValue('--client') ?? join(process.cwd(), 'dist', 'client');
const RUNS = Number(optionValue('--runs') ?? 5);
const CPU = Number(optionValue('--cpu') ?? 4);
const TRADE = (form.query?.trade?.lockable ?? [])[0];
const TRACE = process.argv.includes('--trace');

/** The renderer main threads' work in a trace from the tap's pointerdown to `ms` later, in ms of thread time, by kind. */
function mainThreadWork(events: TraceEvent[], ms: number): Record<string, number> {
  const down = events.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'pointerdown');
  if (!down) return {};
  const mains = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const end = down.ts + ms * 1000;
  const kinds: Record<string, string> = {
    ParseHTML: 'parse HTML', ParseAuthorStyleSheet: 'parse CSS', UpdateLayoutTree: 'style', Layout: 'layout', PrePaint: 'paint', Paint: 'paint', Layerize: 'paint', Commit: 'paint',
    EvaluateScript: 'script', 'v8.evaluateModule': 'script', FunctionCall: 'script', EventDispatch: 'script', TimerFire: 'script', FireAnimationFrame: 'script', 'v8.compile': 'compile', 'v8.compileModule': 'compile', MajorGC: 'GC', MinorGC: 'GC',
  };
  const out: Record<string, number> = {};
  for (const e of events) {
    if (e.ph !== 'X' || e.ts < down.ts || e.ts > end || !mains.has(`${e.pid}:${e.tid}`)) continue;
    const kind = e.name === 'RunTask' ? 'tasks (all)' : kinds[e.name];
    if (kind) out[`thread: ${kind}`] = (out[`thread: ${kind}`] ?? 0) + (e.tdur ?? e.dur ?? 0) / 1000;
  }
  return out;
}

/** What the server spent on each request of a tap: method and path, the whole answer and the page renders in it. */
interface ServerRecord {
  what: string;
  ms: number;
  renderMs: number;
  bytes: number;
}

/** The new document's Navigation Timing, as milliseconds from the tap. */
const NAVIGATION = `(() => {
  const n = performance.getEntriesByType('navigation')[0];
  const tap = Number(sessionStorage.getItem('__benchTap')) - performance.timeOrigin;
  const at = (t) => (t > 0 ? t - tap : null);
  const paint = performance.getEntriesByType('paint').find((e) => e.name === 'first-contentful-paint');
  return {
    'navigation starts': -tap,
    'post sent': at(n.redirectStart),
    'redirect received': at(n.redirectEnd),
    'document requested': at(n.requestStart),
    'first byte': at(n.responseStart),
    'last byte': at(n.responseEnd),
    'HTML parsed': at(n.domInteractive),
    'first paint': paint ? at(paint.startTime) : null,
    bytes: n.transferSize,
    html: n.decodedBodySize,
  };
})()`;

/** One tap: the step change's time, the new document's timing and what the server spent. */
async function tap(page: Page, cdp: CDPSession, server: ServerRecord[]): Promise<Record<string, number | null>> {
  const arm = (before: string | null, armedAt: number | null) => fill(ARM_STEP_SCRIPT, { SCOPE: 'main', HEADING: 'h2', BEFORE: before, ARMED_AT: armedAt });
  const { before, armedAt } = (await page.evaluate(arm(null, null))) as { before: string; armedAt: number };
  server.length = 0;
  if (TRACE) await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8', transferMode: 'ReportEvents' });
  await page.getByRole('button', { name: form.buttons.continue ?? 'Continue', exact: true }).first().click();
  let result: { ms: number } | undefined;
  try {
    result = (await page.evaluate('window.__bench.step')) as { ms: number } | undefined;
  } catch {
    // The tap posted the form: the next step comes as a new page (see below).
  }
  // Undefined: the page script ran on the new page already, before it was armed.
  const navigated = !result;
  if (!result) {
    await page.waitForLoadState('domcontentloaded');
    await page.evaluate(arm(before, armedAt));
    result = (await page.evaluate('window.__bench.step')) as { ms: number };
  }
  const timing = navigated ? ((await page.evaluate(NAVIGATION)) as Record<string, number | null>) : {};
  const row: Record<string, number | null> = { ...timing, 'step usable': result.ms };
  if (TRACE) Object.assign(row, mainThreadWork(await collectTrace<TraceEvent>(cdp), result.ms));
  for (const [i, record] of server.entries()) {
    row[`server ${i + 1}: ${record.what}`] = record.ms;
    if (record.renderMs) row[`server ${i + 1}: render`] = record.renderMs;
  }
  return row;
}

async function main(): Promise<void> {
  if (!TRADE) throw new Error('The request form names no lockable trade (query.trade.lockable) for the link.');
  const server: ServerRecord[] = [];
  // The server's time for each request and for the page renders within it (the server runs in this process).
  const render = SitePages.prototype.render;
  let renderMs = 0;
  SitePages.prototype.render = async function timed(this: SitePages, ...args: Parameters<typeof render>) {
    const start = performance.now();
    try {
      return await render.apply(this, args);
    } finally {
      renderMs += performance.now() - start;
    }
  };
  const dataDir = mkdtempSync(join(tmpdir(), 'first-tap-'));
  const running = await startServer({ port: 0, host: '127.0.0.1', dataDir, staticDir: CLIENT, siteConfigPath: null, env: { LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '100000' } });
  running.app.server.on('request', (request, response) => {
    const start = performance.now();
    renderMs = 0;
    let bytes = 0;
    const write = response.write.bind(response);
    response.write = ((chunk: unknown, ...rest: never[]) => ((bytes += typeof chunk === 'string' ? Buffer.byteLength(chunk) : (chunk as Buffer).length), write(chunk as never, ...rest))) as typeof response.write;
    response.on('finish', () => {
      if (request.url?.startsWith('/assets/')) return;
      server.push({ what: `${request.method} ${request.url?.split('?')[0]} ${response.statusCode}`, ms: performance.now() - start, renderMs, bytes });
    });
  });
  const browser = await chromium.launch({ executablePath: BENCH_CHROMIUM, args: LAUNCH_ARGS });
  const rows: Record<string, number | null>[] = [];
  try {
    // One tap first, not counted: the server's render starts its worker and loads the step's modules on its first page.
    for (let r = -1; r < RUNS; r += 1) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
      await context.addInitScript(TIMING_INIT_SCRIPT);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
      await page.goto(`${running.url}/request?trade=${TRADE}`, { waitUntil: 'load' });
      await settle(page);
      const row = await tap(page, cdp, server);
      await context.close();
      if (r < 0) continue;
      console.log(`tap ${r + 1}: ${Object.entries(row).map(([k, v]) => `${k} ${v === null ? '-' : v.toFixed(0)}`).join(', ')}`);
      rows.push(row);
    }
  } finally {
    await browser.close();
    await running.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const names = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  console.log(`\nMedians of ${RUNS} taps at ${CPU}x CPU (ms from the tap; bytes as sent):`);
  for (const name of names) {
    const values = rows.map((row) => row[name]).filter((v): v is number => typeof v === 'number');
    if (values.length) console.log(`  ${name.padEnd(40)} ${median(values).toFixed(1).padStart(9)}`);
  }
}

await main();
