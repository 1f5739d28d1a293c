/**
 * Where the processor time of each key press goes, ours against the peer, for finding what to make cheaper (not a
 * goal of the bench):
 *
 *   npx tsx scripts/bench/trace-keys.ts [--rounds N] [--only ours|peer] [--keys] [--save <dir>] [--css <file>] [--script <file>] [--base <dir>] [--cpu N] [--invalidations]
 *
 * Each round opens /request on the last build and the peer's page as the bench does (Debian's full Chromium, a
 * 390 x 844 phone context at device scale 2, 4x CPU, the same answers given beforehand), taps Continue up to the
 * bench's field, types the bench's keys at its rhythm with a DevTools trace running, and cuts the trace at each
 * keydown. Per key it sums the main thread's processor time (the trace's thread time of its tasks, so a busy
 * machine's waiting does not count) and, by event name, the browser's work (style, layout, pre-paint, paint,
 * layerize, commit, hit test, script, garbage collection), with the elements restyled and the objects laid out,
 * and the processor time of the compositor, raster and GPU threads. DevTools' throttling runs the page's thread
 * for the time it holds it back, so at 4x a key's thread time is several times its own work: `--cpu 1` measures
 * the work alone, which on a busy machine spreads less from run to run. `--invalidations` adds what made the
 * browser restyle and lay out to the saved traces (slower; for reading them, not for the times). It prints the median key of
 * each form and, with `--keys`, every key of the last round beside its bench sample. `--css <file>` adds a third
 * page, `trial`: ours with that stylesheet added (and `--script <file>`: with that script run before the page's
 * own), to try a change before making it; `--base <dir>` adds `base`: another build's `dist/client` (the one before
 * a change), served the same way.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { formLoaders } from '@/generated/config';
import type { FormConfig } from '@/generated/config-types';
import { startServer } from '../../src/server/start';
import { answeredDraft, seedDraft } from '../../tests/e2e/support/drafts';
import { readBudgets } from './budgets';
import { journeyActions, peerAnswers, typedText } from './journey';
import { keySamples, type EventRecord, type KeyRecord } from './key-samples';
import { ARM_STEP_SCRIPT, fill, TIMING_INIT_SCRIPT } from './page-probes';
import { buildPeer } from './peer/build-peer';
import { collectTrace } from './devtools-trace';
import { BENCH_CHROMIUM, LAUNCH_ARGS, settle } from './request-form';
import { median } from './stats';
import { serveFolder } from './static-folder';
import { keyWork, type KeyWork, type TraceEvent } from './trace-key-work';
import { optionValue } from './cli';

const goal = readBudgets().requestForm;
/** The CPU slowdown (`--cpu N`, default the bench's): 1 gives the processor time a key takes without DevTools' throttling in it. */
const cpuSlowdown = Number(optionValue('--cpu') ?? goal.cpuSlowdown);
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', ...(process.argv.includes('--invalidations') ? ['disabled-by-default-devtools.timeline.invalidationTracking'] : [])].join(',');

interface Who {
  name: 'ours' | 'trial' | 'base' | 'peer';
  url: string;
  heading: string;
  prepare: (context: Awaited<ReturnType<Browser['newContext']>>) => Promise<void>;
}

async function toField(page: Page, who: Who, continues: number): Promise<void> {
  for (let i = 0; i < continues; i += 1) {
    await page.evaluate(fill(ARM_STEP_SCRIPT, { SCOPE: 'main', HEADING: who.heading, BEFORE: null, ARMED_AT: null }));
    await page.getByRole('button', { name: 'Continue', exact: true }).first().click();
    await page.evaluate('window.__bench.step');
  }
}

async function round(browser: Browser, who: Who, continues: number, text: string, css: string | undefined, script: string | undefined): Promise<{ work: KeyWork[]; samples: number[]; events: TraceEvent[] }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  try {
    await who.prepare(context);
    await context.addInitScript(TIMING_INIT_SCRIPT);
    if (css && who.name === 'trial') await context.addInitScript(`addEventListener('DOMContentLoaded', () => { const s = document.createElement('style'); s.textContent = ${JSON.stringify(css)}; document.head.append(s); });`);
    if (script && who.name === 'trial') await context.addInitScript(script);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(who.url, { waitUntil: 'load', timeout: 120_000 });
    await settle(page);
    await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
    await toField(page, who, continues);
    const field = page.getByLabel(goal.field).first();
    await field.click();
    await field.fill('');
    await page.evaluate('window.__bench.keys = []');
    for (const ch of text) {
      await page.keyboard.type(ch);
      await page.waitForTimeout(goal.keyIntervalMs);
    }
    await page.waitForFunction(`window.__bench.keys.length >= ${text.length}`);
    const keys = (await page.evaluate('window.__bench.keys')) as KeyRecord[];
    const timings = (await page.evaluate('window.__bench.events')) as EventRecord[];
    const events = await collectTrace<TraceEvent>(cdp);
    return { work: keyWork(events, text.length, goal.keyIntervalMs), samples: keySamples(keys, timings), events };
  } finally {
    await context.close();
  }
}

const FIELDS: (keyof KeyWork)[] = ['sample', 'thread', 'script', 'UpdateLayoutTree', 'elements', 'Layout', 'objects', 'PrePaint', 'Paint', 'Layerize', 'Commit', 'HitTest', 'gc', 'other', 'compositor', 'raster', 'gpu'];

function row(label: string, w: Partial<Record<keyof KeyWork, number | string>>): string {
  return `${label.padEnd(10)}${FIELDS.map((f) => Number(w[f] ?? Number.NaN).toFixed(f === 'elements' || f === 'objects' ? 0 : 1).padStart(7)).join('')}`;
}

async function main(): Promise<void> {
  const rounds = Number(optionValue('--rounds') ?? 3);
  const only = optionValue('--only');
  const css = optionValue('--css') ? readFileSync(optionValue('--css')!, 'utf8') : undefined;
  const script = optionValue('--script') ? readFileSync(optionValue('--script')!, 'utf8') : undefined;
  const form = (await (formLoaders as Record<string, () => Promise<{ form: FormConfig }>>)[goal.peerForm]()).form;
  const answers = answeredDraft({ trade: form.query!.trade!.fallback!, basics: { firstName: 'Sam', companyName: 'Jones and Sons Ltd', email: 'sam@example.co.uk', phone: '01134960000' } });
  const continues = journeyActions(form, goal.field, goal.keys).findIndex((a) => a.kind === 'type');
  const dataDir = mkdtempSync(join(tmpdir(), 'trace-keys-'));
  /** The intake server over a build's `dist/client`, as the bench starts it. */
  const serve = (staticDir: string) => startServer({ port: 0, host: '127.0.0.1', dataDir, staticDir, siteConfigPath: null, env: { LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '100000' } });
  const server = await serve(join(process.cwd(), 'dist', 'client'));
  const peerServer = only === 'ours' ? null : await serveFolder(await buildPeer(goal.peerForm));
  const baseDir = optionValue('--base');
  const baseServer = baseDir ? await serve(baseDir) : null;
  const browser = await chromium.launch({ executablePath: BENCH_CHROMIUM, args: LAUNCH_ARGS });
  const ourPage = (name: Who['name'], origin: string): Who => ({ name, url: `${origin}${goal.route}`, heading: 'h2', prepare: (c) => seedDraft(c, goal.peerForm, 1, answers) });
  const peerData = `window.__PEER_DATA__ = ${JSON.stringify(peerAnswers(form, answers))};`;
  const whos: Who[] = [
    ourPage('ours', server.url),
    ...(baseServer ? [ourPage('base', baseServer.url)] : []),
    ...(css || script ? [ourPage('trial', server.url)] : []),
    ...(peerServer ? [{ name: 'peer' as const, url: peerServer.url, heading: '.sd-page__title', prepare: async (c: Parameters<Who['prepare']>[0]) => void (await c.addInitScript(peerData)) }] : []),
  ].filter((w) => !only || w.name === only || (only === 'ours' && w.name !== 'peer'));
  const all = new Map<string, KeyWork[]>(whos.map((w) => [w.name, []]));
  const last = new Map<string, KeyWork[]>();
  try {
    for (let r = 0; r < rounds; r += 1) {
      for (const who of whos) {
        const { work, samples, events } = await round(browser, who, continues, typedText(goal.keys), css, script);
        if (optionValue('--save')) writeFileSync(join(optionValue('--save')!, `${who.name}-${r}.keys.json`), JSON.stringify(work.map((w, i) => ({ ...w, sample: samples[i] }))));
        work.forEach((w, i) => (w.sample = samples[i] ?? Number.NaN));
        all.get(who.name)!.push(...work);
        last.set(who.name, work);
        if (optionValue('--save')) writeFileSync(join(optionValue('--save')!, `${who.name}-${r}.json`), JSON.stringify({ traceEvents: events }));
        console.log(`round ${r + 1} ${who.name}: ${work.length} keys, thread time per key (median) ${median(work.map((w) => w.thread)).toFixed(1)} ms`);
      }
    }
    const header = `${''.padEnd(10)}${FIELDS.map((f) => String(f).slice(0, 6).padStart(7)).join('')}`;
    console.log(`\nPer key at ${cpuSlowdown}x CPU (ms of thread time; elements restyled, objects laid out), ${rounds} rounds:`);
    console.log(header);
    for (const [name, work] of all) {
      const med = Object.fromEntries(FIELDS.map((f) => [f, median(work.map((w) => w[f] as number))]));
      const mean = Object.fromEntries(FIELDS.map((f) => [f, work.reduce((a, w) => a + (w[f] as number), 0) / work.length]));
      console.log(row(`${name} med`, med));
      console.log(row(`${name} mean`, mean));
    }
    if (process.argv.includes('--keys')) {
      for (const [name, work] of last) {
        console.log(`\nEvery key of the last round, ${name}:`);
        console.log(header + '  slow tasks');
        work.forEach((w, i) => console.log(`${row(`${name} ${i + 1}`, w)}  ${w.slowest}`));
      }
    }
  } finally {
    await browser.close();
    await server.close();
    await baseServer?.close();
    peerServer?.server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
