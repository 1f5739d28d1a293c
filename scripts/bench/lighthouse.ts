/**
 * Lighthouse 12 (mobile, default simulated throttling, performance only) on the built site with Debian's full
 * Chromium, as it is run from outside: each route is measured `runs` times, each run in a Chromium of its own with
 * a new profile (one Chromium for every run carried state from run to run: /request read a CLS of 0.34 in some
 * runs of a reused browser, never in a fresh one, see docs/bench.md), and the median of each figure is kept. Each
 * row also gives Lighthouse's benchmark index of the host: simulated throttling multiplies the host's own task
 * times by 4 without calibrating them, so a slower or busier host scores lower for the same page. A run
 * that ends without a navigation (NO_NAVSTART, a known Lighthouse hiccup under load) is retried, twice at most.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config } from 'lighthouse';
import { median } from './stats';

/** The median figures of one route. */
export interface LighthouseRow {
  route: string;
  kind: string;
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  runs: number;
  /** Each run's score, in order. */
  scores: number[];
  /** Lighthouse's measure of the host's speed during the runs (median; higher is faster). */
  benchmarkIndex: number;
}

/** Lighthouse's own headless flags, nothing that changes how the page runs (no --disable-gpu). */
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/**
 * Only the audits the performance score is made of (and no screenshots), so that a run takes a few seconds;
 * the score is the same weighted mean of the same metrics as a full report's.
 */
const SCORE_ONLY: Config = {
  extends: 'lighthouse:default',
  settings: {
    onlyCategories: ['performance'],
    onlyAudits: ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'],
    disableFullPageScreenshot: true,
  },
};

interface RunFigures {
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  benchmarkIndex: number;
}

/**
 * How many times a run that ends without a result is made again. Twice: on 28 November a run of /contact ended in
 * NO_NAVSTART twice in a row (its 22nd run of the part, the machine quiet), and the whole part was lost for it.
 */
const RETRIES = 2;

async function runOnce(url: string): Promise<RunFigures> {
  for (let attempt = 0; ; attempt += 1) {
    const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
    try {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, SCORE_ONLY);
      const lhr = result?.lhr;
      const error = lhr?.runtimeError;
      if (!lhr || error || lhr.categories.performance.score === null) {
        if (attempt < RETRIES) continue;
        throw new Error(`Lighthouse could not measure ${url}: ${error?.code ?? 'no result'} ${error?.message ?? ''}`.trim());
      }
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      return {
        performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
        lcpMs: audit('largest-contentful-paint'),
        cls: audit('cumulative-layout-shift'),
        tbtMs: audit('total-blocking-time'),
        fcpMs: audit('first-contentful-paint'),
        benchmarkIndex: lhr.environment.benchmarkIndex,
      };
    } finally {
      await chrome.kill();
    }
  }
}

/** Measures each `{ route, kind }` at `baseUrl`, `runs` times each, and answers the medians. */
export async function runLighthouse(baseUrl: string, targets: { route: string; kind: string }[], runs = 3, log: (line: string) => void = () => undefined): Promise<LighthouseRow[]> {
  const rows: LighthouseRow[] = [];
  for (const target of targets) {
    const figures: RunFigures[] = [];
    for (let i = 0; i < runs; i += 1) figures.push(await runOnce(`${baseUrl}${target.route}`));
    const row: LighthouseRow = {
      ...target,
      runs,
      performance: median(figures.map((f) => f.performance)),
      lcpMs: median(figures.map((f) => f.lcpMs)),
      cls: median(figures.map((f) => f.cls)),
      tbtMs: median(figures.map((f) => f.tbtMs)),
      fcpMs: median(figures.map((f) => f.fcpMs)),
      scores: figures.map((f) => f.performance),
      benchmarkIndex: median(figures.map((f) => f.benchmarkIndex)),
    };
    log(formatLighthouseRow(row));
    rows.push(row);
  }
  return rows;
}

/** One line of the Lighthouse table. */
export function formatLighthouseRow(r: LighthouseRow): string {
  return `  ${r.route.padEnd(28)} ${r.kind.padEnd(12)} perf ${String(r.performance).padStart(3)}  LCP ${(r.lcpMs / 1000).toFixed(2)} s  CLS ${r.cls.toFixed(3)}  TBT ${r.tbtMs.toFixed(0).padStart(4)} ms  FCP ${(r.fcpMs / 1000).toFixed(2)} s  runs ${r.scores.join(', ')}  host index ${Math.round(r.benchmarkIndex)}`;
}
