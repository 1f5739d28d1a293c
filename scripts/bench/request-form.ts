/**
 * The multi-step form of the bench against its SurveyJS peer, in the same run, the same browser and by the same
 * method (see docs/bench.md): Debian's full Chromium, the CPU slowed down from before the page loads, `rounds`
 * fresh pages each, no warm-up. Each round walks the journey of journey.ts: every Continue and Back is timed from
 * the tap to the frame showing the new step with its first field usable, every key from its event to the frame
 * after it (page-probes.ts), and every script fetched on the way is weighed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startServer } from '../../src/server/start';
import type { JourneyAction } from './journey';
import { keySamples, type EventRecord, type KeyRecord } from './key-samples';
import { ARM_STEP_SCRIPT, fill, SETTLED_SCRIPT, TIMING_INIT_SCRIPT, until } from './page-probes';
import { median, spread, type Spread } from './stats';
import { serveFolder } from './static-folder';

/** Figures of one form's journeys. */
export interface FormLatency {
  /** gzip bytes of every script fetched in one journey (the median round). */
  journeyGzipBytes: number;
  keystroke: Spread;
  /** The same keys timed as the bench did before issue 27: from the keydown handler, not the event, to the frame callback. */
  keystrokeHandler: Spread;
  /** How many key samples came from Event Timing (longer than the frame measure). */
  keysByEventTiming: number;
  stepChange: Spread;
  /** The three step changes with the longest median, as "Continue to <step title>". */
  slowestSteps: { to: string; median: number }[];
}

/** Ours and the peer's figures, measured in the same browser one after the other. */
export interface RequestFormBench {
  route: string;
  cpuSlowdown: number;
  rounds: number;
  ours: FormLatency;
  peer: FormLatency;
}

/** What a form page is measured with. */
export interface FormProbe {
  url: string;
  /** Where the step is: the step's heading is `scope heading`, its fields follow the heading in `scope`. */
  scope: string;
  heading: string;
  continueLabel: string;
  backLabel: string;
  /** Prepares a fresh context before its page opens (the answers given beforehand). */
  prepare: (context: BrowserContext) => Promise<void>;
}

/** Debian's full Chromium, headless (what the figures of docs/bench.md were taken with); CHROMIUM_PATH overrides. */
export const BENCH_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Flags that keep Chromium's own background work (updates, sync) out of the measurements, nothing that changes how a page runs. */
export const LAUNCH_ARGS = ['--no-sandbox', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const STEP_TIMEOUT_MS = 60_000;

/** Waits until the page has loaded, its network is idle and no long task ran for a second: the form has started. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  if (!(await page.evaluate(until(fill(SETTLED_SCRIPT, { QUIET: 1000 }), 250, 120_000)))) throw new Error(`${page.url()} never had a quiet second (no long task) within 120 s`);
}

const WAIT_STEP = `Promise.race([window.__bench.step, new Promise((resolve) => setTimeout(() => resolve(null), ${STEP_TIMEOUT_MS}))])`;

async function stepChange(page: Page, probe: FormProbe, label: string): Promise<{ ms: number; to: string }> {
  const arm = (before: string | null, armedAt: number | null) => fill(ARM_STEP_SCRIPT, { SCOPE: probe.scope, HEADING: probe.heading, BEFORE: before, ARMED_AT: armedAt });
  const { before, armedAt } = (await page.evaluate(arm(null, null))) as { before: string; armedAt: number };
  await page.getByRole('button', { name: label, exact: true }).first().click({ timeout: STEP_TIMEOUT_MS });
  let result: { ms: number; title: string } | null;
  try {
    result = (await page.evaluate(WAIT_STEP)) as { ms: number; title: string } | null;
  } catch (error) {
    // The tap posted the form without JavaScript: the next step comes as a new page, watched from the same tap.
    if (!/context was destroyed|navigat/i.test((error as Error).message)) throw error;
    await page.waitForLoadState('domcontentloaded', { timeout: STEP_TIMEOUT_MS });
    await page.evaluate(arm(before, armedAt));
    result = (await page.evaluate(WAIT_STEP)) as { ms: number; title: string } | null;
  }
  if (!result) {
    const shown = await page.evaluate(`[...document.querySelectorAll('[role=alert], [aria-invalid=true], .Mui-error, .sd-question__erbox')].map((e) => e.textContent || e.getAttribute('name')).filter(Boolean).slice(0, 5).join(' | ')`);
    throw new Error(`${label} on "${before}" did not show a new step within ${STEP_TIMEOUT_MS / 1000} s${shown ? `; the page shows: ${String(shown)}` : ''}`);
  }
  return { ms: result.ms, to: `${label} to ${result.title}` };
}

async function typeKeys(page: Page, label: string, text: string, intervalMs: number): Promise<{ keys: number[]; handler: number[]; byEventTiming: number }> {
  const field = page.getByLabel(label).first();
  await field.click();
  await field.fill('');
  await page.evaluate('window.__bench.keys = []');
  for (const ch of text) {
    await page.keyboard.type(ch);
    // A typist's rhythm: the next key comes this long after the last was taken, busy page or not.
    await page.waitForTimeout(intervalMs);
  }
  if (!(await page.evaluate(until(`window.__bench.keys.length >= ${text.length}`, 50, STEP_TIMEOUT_MS)))) throw new Error(`Not every key typed into ${label} reached the page`);
  const keys = (await page.evaluate('window.__bench.keys')) as KeyRecord[];
  const events = (await page.evaluate('window.__bench.events')) as EventRecord[];
  const samples = keySamples(keys, events);
  return { keys: samples, handler: keys.map((k) => k.handler ?? Number.NaN), byEventTiming: samples.filter((ms, i) => ms > keys[i].frame).length };
}

interface RoundResult {
  keys: number[];
  handlerKeys: number[];
  /** Keys whose Event Timing duration (presentation included) was longer than the page's own measure. */
  byEventTiming: number;
  steps: { ms: number; to: string }[];
  gzipBytes: number;
}

async function round(browser: Browser, probe: FormProbe, actions: JourneyAction[], cpuSlowdown: number, keyIntervalMs: number): Promise<RoundResult> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  try {
    await probe.prepare(context);
    await context.addInitScript(TIMING_INIT_SCRIPT);
    const page = await context.newPage();
    const scripts = new Map<string, Promise<number>>();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script' || scripts.has(response.url())) return;
      scripts.set(response.url(), response.body().then((body) => gzipSync(body, { level: 9 }).length, () => 0));
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(probe.url, { waitUntil: 'load', timeout: 120_000 });
    await settle(page);
    const result: RoundResult = { keys: [], handlerKeys: [], byEventTiming: 0, steps: [], gzipBytes: 0 };
    for (const action of actions) {
      if (action.kind === 'type') {
        const typed = await typeKeys(page, action.label, action.text, keyIntervalMs);
        result.keys.push(...typed.keys);
        result.handlerKeys.push(...typed.handler);
        result.byEventTiming += typed.byEventTiming;
      } else result.steps.push(await stepChange(page, probe, action.kind === 'continue' ? probe.continueLabel : probe.backLabel));
    }
    await page.waitForLoadState('networkidle');
    result.gzipBytes = (await Promise.all(scripts.values())).reduce((a, b) => a + b, 0);
    return result;
  } finally {
    await context.close();
  }
}

/** Options of {@link runRequestFormBench}; the probes' `url` is filled in from the servers started here. */
export interface RequestFormOptions {
  route: string;
  ours: Omit<FormProbe, 'url'>;
  peer: Omit<FormProbe, 'url'>;
  peerDir: string;
  actions: JourneyAction[];
  cpuSlowdown: number;
  rounds: number;
  keyIntervalMs: number;
  clientDir?: string;
  log?: (line: string) => void;
}

/**
 * Walks the journey `rounds` times on our `route` (the built site) and on the peer's build, alternating, so that a
 * busy spell of a shared machine falls on both; answers the spread of all samples of each.
 */
export async function runRequestFormBench(o: RequestFormOptions): Promise<RequestFormBench> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-form-'));
  const server = await startServer({ port: 0, host: '127.0.0.1', dataDir, staticDir: o.clientDir ?? join(process.cwd(), 'dist', 'client'), siteConfigPath: null, env: { LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '100000' } });
  const peerServer = await serveFolder(o.peerDir);
  const browser = await chromium.launch({ executablePath: BENCH_CHROMIUM, args: LAUNCH_ARGS });
  try {
    const ours = { url: `${server.url}${o.route}`, ...o.ours };
    const peer = { url: peerServer.url, ...o.peer };
    const results: { ours: RoundResult[]; peer: RoundResult[] } = { ours: [], peer: [] };
    for (let i = 0; i < o.rounds; i += 1) {
      for (const [name, probe] of [['ours', ours], ['peer', peer]] as const) {
        const r = await round(browser, probe, o.actions, o.cpuSlowdown, o.keyIntervalMs);
        o.log?.(`  round ${i + 1} ${name.padEnd(4)}: ${r.keys.length} keys, ${r.steps.length} step changes, ${(r.gzipBytes / 1024).toFixed(1)} kB of JavaScript`);
        results[name].push(r);
      }
    }
    const figures = (rounds: RoundResult[]): FormLatency => ({
      journeyGzipBytes: rounds.map((r) => r.gzipBytes).sort((a, b) => a - b)[Math.floor(rounds.length / 2)],
      keystroke: spread(rounds.flatMap((r) => r.keys)),
      keystrokeHandler: spread(rounds.flatMap((r) => r.handlerKeys)),
      keysByEventTiming: rounds.reduce((n, r) => n + r.byEventTiming, 0),
      stepChange: spread(rounds.flatMap((r) => r.steps.map((x) => x.ms))),
      slowestSteps: slowest(rounds.flatMap((r) => r.steps)),
    });
    return { route: o.route, cpuSlowdown: o.cpuSlowdown, rounds: o.rounds, ours: figures(results.ours), peer: figures(results.peer) };
  } finally {
    await browser.close();
    await server.close();
    peerServer.server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function slowest(steps: { ms: number; to: string }[]): { to: string; median: number }[] {
  const by = new Map<string, number[]>();
  for (const s of steps) by.set(s.to, [...(by.get(s.to) ?? []), s.ms]);
  return [...by].map(([to, ms]) => ({ to, median: median(ms) })).sort((a, b) => b.median - a.median).slice(0, 3);
}

const ratio = (ours: number, peer: number) => `${(ours / peer).toFixed(2)}x`;

/** Ours, the peer's and the ratio (ours / peer: 1 or below meets the goal) for each figure. */
export function formatRequestFormBench(r: RequestFormBench): string {
  const row = (label: string, ours: number, peer: number, unit: string) =>
    `  ${label.padEnd(40)} ${`${ours.toFixed(1)} ${unit}`.padStart(12)} ${`${peer.toFixed(1)} ${unit}`.padStart(12)} ${ratio(ours, peer).padStart(8)}`;
  const { ours, peer } = r;
  return [
    `${r.route} in Chromium at ${r.cpuSlowdown}x CPU, ${r.rounds} fresh pages each, ours next to the peer (the same form in SurveyJS):`,
    `  ${''.padEnd(40)} ${'ours'.padStart(12)} ${'peer'.padStart(12)} ${'ratio'.padStart(8)}`,
    row('JavaScript of the whole journey (gzip)', ours.journeyGzipBytes / 1024, peer.journeyGzipBytes / 1024, 'kB'),
    row(`key press p50 (${ours.keystroke.samples} / ${peer.keystroke.samples} keys)`, ours.keystroke.median, peer.keystroke.median, 'ms'),
    `  ${'  keys set by Event Timing (presentation)'.padEnd(40)} ${String(ours.keysByEventTiming).padStart(12)} ${String(peer.keysByEventTiming).padStart(12)}`,
    row('key press p95', ours.keystroke.p95, peer.keystroke.p95, 'ms'),
    row('  (p95 timed from the handler, as before)', ours.keystrokeHandler.p95, peer.keystrokeHandler.p95, 'ms'),
    row(`step change p50 (${ours.stepChange.samples} / ${peer.stepChange.samples} changes)`, ours.stepChange.median, peer.stepChange.median, 'ms'),
    row('step change p95', ours.stepChange.p95, peer.stepChange.p95, 'ms'),
    ...(['ours', 'peer'] as const).map((who) => `  slowest step changes, ${who}: ${r[who].slowestSteps.map((x) => `${x.to} ${x.median.toFixed(0)} ms`).join(', ')}`),
  ].join('\n');
}
