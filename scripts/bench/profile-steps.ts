/**
 * Where the processor time of one step change goes, for finding what to make cheaper (not a goal of the bench):
 *
 *   npx tsx scripts/bench/profile-steps.ts [--to <step id>,...] [--back] [--runs N] [--trace] [--save <dir>] [--client <dir>] [--cpu N]
 *
 * Opens /request on the last build as the bench does (Debian's full Chromium, a 390 x 844 phone context, a saved
 * draft on the step before, 4x CPU), waits until the form is settled, then taps Continue (or Back with `--back`)
 * once into each step named, with the CPU profiler sampling every 100 us. It prints the main thread's self time from
 * the tap to the frame showing the new step by package (react-dom, @mui/material, @emotion/*, @rjsf/*, ajv, our
 * `src/` folders; a built script without a source map counts under its file name, so build with
 * `npx vite build --sourcemap` for package names) and the top functions; with `--trace`, the same for the tap's own
 * tasks alone (from the one with `pointerdown` to the one with `click`) and the browser's style, layout and paint
 * work from a DevTools trace of the tap.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { chromium } from 'playwright-core';
import { formLoaders } from '@/generated/config';
import type { FormConfig } from '@/generated/config-types';
import { startServer } from '../../src/server/start';
import { answeredDraft, seedDraft } from '../../tests/e2e/support/drafts';
import { collectTrace } from './devtools-trace';
import { optionValue } from './cli';
import { ARM_STEP_SCRIPT, fill, TIMING_INIT_SCRIPT } from './page-probes';
import { BENCH_CHROMIUM, LAUNCH_ARGS, settle } from './request-form';
import { median } from './stats';
import type { TraceEvent } from './trace-key-work';

interface CallFrame { functionName: string; url: string; lineNumber: number; columnNumber: number }
interface ProfileNode { id: number; callFrame: CallFrame }
interface Profile { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number }

// `--cpu`: the processor slowdown (4 unless given). DevTools' throttling runs the page's thread for the time it holds it
// back, so at 4x the thread clock counts that too; `--cpu 1` gives the work alone, which spreads less on a busy machine.
const CPU = Number(optionValue('--cpu') ?? 4);
// `--client`: another build's client folder (e.g. a copy of the build before a change, profiled in turns with this one).
const CLIENT = optionValue('--client') ?? join(process.cwd(), 'dist', 'client');
const maps = new Map<string, TraceMap | null>();

/** The source map of a built script, when the build wrote one. */
function mapOf(url: string): TraceMap | null {
  if (maps.has(url)) return maps.get(url)!;
  const file = join(CLIENT, new URL(url).pathname) + '.map';
  const map = existsSync(file) ? new TraceMap(readFileSync(file, 'utf8')) : null;
  maps.set(url, map);
  return map;
}

/** The package (or `src/<folder>`) a frame's code comes from. */
function where(frame: CallFrame): { pkg: string; fn: string } {
  if (!frame.url) return { pkg: frame.functionName || '(native)', fn: frame.functionName || '(native)' };
  const map = /^https?:/.test(frame.url) ? mapOf(frame.url) : null;
  if (!map) return { pkg: frame.url.replace(/^.*\//, ''), fn: frame.functionName || '(anonymous)' };
  const pos = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
  const source = pos.source ?? '';
  const pkgMatch = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  const pkg = pkgMatch ? pkgMatch[1] : source.includes('/src/') ? `src/${source.split('/src/')[1].split('/').slice(0, 2).join('/')}` : source || '?';
  return { pkg, fn: `${pos.name ?? frame.functionName ?? '(anonymous)'} ${source.replace(/^.*node_modules\//, '').replace(/^.*\/src\//, 'src/')}:${pos.line}` };
}

/** Self time per package and per function of a profile, in ms. */
function selfTimes(profile: Profile, window?: [number, number]): { pkg: Map<string, number>; fn: Map<string, number>; busy: number } {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  let at = profile.startTime;
  const pkg = new Map<string, number>();
  const fn = new Map<string, number>();
  let busy = 0;
  for (let i = 0; i < profile.samples.length; i += 1) {
    at += profile.timeDeltas[i];
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    if (window && (at < window[0] || at > window[1])) continue;
    const node = byId.get(profile.samples[i])!;
    if (node.callFrame.functionName === '(idle)') continue;
    busy += ms;
    const w = where(node.callFrame);
    pkg.set(w.pkg, (pkg.get(w.pkg) ?? 0) + ms);
    fn.set(w.fn, (fn.get(w.fn) ?? 0) + ms);
  }
  return { pkg, fn, busy };
}

/** The browser's own work on the page's main thread in a trace: style, layout, paint and the rest, in ms. */
function browserWork(events: TraceEvent[]): Map<string, number> {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && events.some((x) => x.pid === e.pid && x.name === 'UpdateLayoutTree'));
  const out = new Map<string, number>();
  for (const e of events) {
    if (!main || e.pid !== main.pid || e.tid !== main.tid || e.ph !== 'X' || !e.dur) continue;
    if (['UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint', 'Layerize', 'Commit', 'ParseAuthorStyleSheet', 'HitTest', 'RunTask', 'FunctionCall', 'MajorGC', 'MinorGC'].includes(e.name)) out.set(e.name, (out.get(e.name) ?? 0) + e.dur / 1000);
  }
  return out;
}

/** The task of the same thread that was running when `event` began (the one that dispatched it), if the trace has it. */
function taskHolding(events: TraceEvent[], event: TraceEvent): TraceEvent | undefined {
  return events.find((e) => e.name === 'RunTask' && e.pid === event.pid && e.tid === event.tid && e.ts <= event.ts && e.ts + (e.dur ?? 0) >= event.ts);
}

/**
 * The main thread's processor time (the trace's thread clock, so time the thread waited for a core on a busy machine
 * is left out) in the tasks from the tap's pointerdown to the frame `ms` later, in ms.
 */
function cpuToFrame(events: TraceEvent[], ms: number): number | undefined {
  const down = events.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'pointerdown');
  if (!down) return undefined;
  const start = taskHolding(events, down)?.ts ?? down.ts;
  const tasks = events.filter((e) => e.name === 'RunTask' && e.pid === down.pid && e.tid === down.tid && e.ts >= start && e.ts < down.ts + ms * 1000);
  return tasks.reduce((sum, e) => sum + (e.tdur ?? 0), 0) / 1000;
}

/**
 * The main-thread tasks that ran the tap's handlers, from the one with `pointerdown` to the one with `click`, as
 * [start, end] in trace microseconds: Playwright's press (`pointerdown`, `mousedown`) often comes in a task of its own
 * before the click's, and what it runs (a button's ripple, say) is part of the tap.
 */
function tapTask(events: TraceEvent[]): [number, number] | undefined {
  const click = events.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click');
  if (!click) return undefined;
  const down = events.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'pointerdown' && e.ts <= click.ts);
  const task = taskHolding(events, click);
  const start = (down && taskHolding(events, down)?.ts) ?? task?.ts ?? click.ts;
  return task ? [start, task.ts + (task.dur ?? 0)] : [start, click.ts + (click.dur ?? 0)];
}

async function main(): Promise<void> {
  const form = (await (formLoaders as Record<string, () => Promise<{ form: FormConfig }>>).request()).form;
  const ids = (optionValue('--to') ?? 'accreditations,area-hours').split(',');
  const back = process.argv.includes('--back');
  const runs = Number(optionValue('--runs') ?? 3);
  const trace = process.argv.includes('--trace');
  const answers = answeredDraft({ trade: form.query!.trade!.fallback!, basics: { firstName: 'Sam', companyName: 'Jones and Sons Ltd', email: 'sam@example.co.uk', phone: '01134960000' } });
  const dataDir = mkdtempSync(join(tmpdir(), 'profile-steps-'));
  const server = await startServer({ port: 0, host: '127.0.0.1', dataDir, staticDir: CLIENT, siteConfigPath: null, env: { LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '100000' } });
  const browser = await chromium.launch({ executablePath: BENCH_CHROMIUM, args: LAUNCH_ARGS });
  try {
    for (const id of ids) {
      const to = form.steps.findIndex((s) => s.id === id);
      if (to < 0) throw new Error(`No step ${id}`);
      const pkgRuns: Map<string, number>[] = [];
      const fnTotal = new Map<string, number>();
      const busyRuns: number[] = [];
      const wallRuns: number[] = [];
      const browserRuns: Map<string, number>[] = [];
      const tapRuns: Map<string, number>[] = [];
      const tapFn = new Map<string, number>();
      const cpuRuns: number[] = [];
      for (let r = 0; r < runs; r += 1) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
        await seedDraft(context, 'request', (back ? to + 1 : to - 1) + 1, answers);
        await context.addInitScript(TIMING_INIT_SCRIPT);
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
        await page.goto(`${server.url}/request`, { waitUntil: 'load' });
        await settle(page);
        await page.evaluate(fill(ARM_STEP_SCRIPT, { SCOPE: 'main', HEADING: 'h2', BEFORE: null, ARMED_AT: null }));
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
        await cdp.send('Profiler.start');
        if (trace) await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
        await page.getByRole('button', { name: back ? 'Back' : 'Continue', exact: true }).first().click();
        const result = (await page.evaluate('window.__bench.step')) as { ms: number; title: string };
        const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
        if (trace) {
          const events = await collectTrace<TraceEvent>(cdp);
          browserRuns.push(browserWork(events));
          const cpu = cpuToFrame(events, result.ms);
          if (cpu !== undefined) cpuRuns.push(cpu);
          const task = tapTask(events);
          if (task) {
            const tap = selfTimes(profile, task);
            tapRuns.push(tap.pkg);
            for (const [k, v] of tap.fn) tapFn.set(k, (tapFn.get(k) ?? 0) + v / runs);
          }
          if (optionValue('--save')) writeFileSync(`${optionValue('--save')}/${id}-${r}.json`, JSON.stringify({ events, profile, ms: result.ms }));
        }
        const self = selfTimes(profile);
        pkgRuns.push(self.pkg);
        busyRuns.push(self.busy);
        wallRuns.push(result.ms);
        for (const [k, v] of self.fn) fnTotal.set(k, (fnTotal.get(k) ?? 0) + v / runs);
        await context.close();
      }
      console.log(`\n${back ? 'Back' : 'Continue'} to ${form.steps[to].title}: tap to frame ${wallRuns.map((x) => x.toFixed(0)).join(', ')} ms; main thread busy in the profile (median) ${median(busyRuns).toFixed(1)} ms`);
      const pkgs = new Set(pkgRuns.flatMap((m) => [...m.keys()]));
      const rows = [...pkgs].map((p) => [p, median(pkgRuns.map((m) => m.get(p) ?? 0))] as const).sort((a, b) => b[1] - a[1]);
      for (const [p, ms] of rows.slice(0, 18)) console.log(`  ${p.padEnd(50)} ${ms.toFixed(1).padStart(7)} ms`);
      console.log('  top functions (mean self time):');
      for (const [f, ms] of [...(tapFn.size ? tapFn : fnTotal)].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`    ${ms.toFixed(1).padStart(6)} ms  ${f}`);
      if (tapRuns.length) {
        const tapPkgs = new Set(tapRuns.flatMap((m) => [...m.keys()]));
        const tapRows = [...tapPkgs].map((p) => [p, median(tapRuns.map((m) => m.get(p) ?? 0))] as const).sort((a, b) => b[1] - a[1]);
        console.log(`  in the tap's tasks, pointerdown to click (median ms, total ${median(tapRuns.map((m) => [...m.values()].reduce((a, b) => a + b, 0))).toFixed(1)}): ` + tapRows.slice(0, 16).map(([p, ms]) => `${p} ${ms.toFixed(1)}`).join(', '));
      }
      if (trace) {
        const names = new Set(browserRuns.flatMap((m) => [...m.keys()]));
        if (cpuRuns.length) console.log(`  main thread's processor time from the tap to the frame (thread clock): ${cpuRuns.map((x) => x.toFixed(1)).join(', ')} ms, median ${median(cpuRuns).toFixed(1)} ms`);
        console.log('  browser work in the trace (median ms): ' + [...names].map((n) => `${n} ${median(browserRuns.map((m) => m.get(n) ?? 0)).toFixed(1)}`).join(', '));
      }
    }
  } finally {
    await browser.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
