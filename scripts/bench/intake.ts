/**
 * Intake benchmark: starts the embedded server (SQLite + local disk) on a temporary folder, sends 200
 * concurrent valid submissions over loopback, and prints submissions per second, p50/p99 latency and how many
 * accepted submissions were lost (stored rows compared with 201 answers; must be 0).
 *
 *   npx tsx scripts/bench/intake.ts [--count 200]
 *
 * `runIntakeBench()` is exported for `npm run bench`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { trades } from '../../src/generated/config';
import { startServer } from '../../src/server/start';
import { openStore } from '../../src/server/storage/open-store';

/** Results of one run. */
export interface IntakeBenchResult {
  submissions: number;
  accepted: number;
  rejected: number;
  stored: number;
  lost: number;
  seconds: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** A valid main-hook submission, different for each `i`. */
export function submissionPayload(i: number): string {
  return JSON.stringify({ attemptKey: `bench-${i}-${process.pid}-${Date.now()}`, page: { source: 'http://localhost/bench', query: {} }, answers: {
    termsAgreed: true,
    businessBasics: { firstName: 'Jo', companyName: `Bench Electrical ${i}`, email: `jo${i}@example.co.uk`, phone: '07700 900123' },
    businessName: `Bench Electrical ${i}`,
    // The first trade of config/trades/, as a customer would choose it.
    tradeType: Object.keys(trades)[0],
    selectedServices: ['Rewiring', 'Fuse board upgrades', 'EV charger installation'],
    businessAddress: { street: '1 High Street', town: 'Leeds', county: 'West Yorkshire', postcode: 'LS1 4AP' },
    customPrimaryColor: '#00235A',
    customSecondaryColor: '#FFA419',
  } });
}

/**
 * The address the benchmark submits to: a form whose plan sends every answer to one final hook and that takes the
 * benchmark's answers, found in the config rather than named here.
 */
export async function benchFormUrl(origin: string): Promise<string> {
  const { loadForms } = await import('../../src/server/submissions/form-registry');
  const forms = await loadForms();
  const sample = (JSON.parse(submissionPayload(0)) as { answers: Record<string, unknown> }).answers;
  const full = [...forms.values()].find((f) => f.form.submit?.send?.answers && Object.keys(f.check(sample)).length === 0);
  if (!full) throw new Error('No form sends every answer: the intake benchmark has nothing to submit.');
  return `${origin}/api/forms/${full.id}/submissions`;
}

/** Runs the benchmark with `count` concurrent submissions, all sent at once (Node's fetch opens a connection per request in flight). */
export async function runIntakeBench(count = 200): Promise<IntakeBenchResult> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'intake-bench-'));
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    staticDir: path.join(dataDir, 'no-site'),
    siteConfigPath: null,
    env: { LOG_LEVEL: 'error', RATE_LIMIT_MAX: String(count * 10) },
  });
  try {
    const url = await benchFormUrl(server.url);
    const warmUp = 10; // first requests compile code paths; not part of the figures
    for (let i = 0; i < warmUp; i += 1) await (await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: submissionPayload(-1 - i) })).arrayBuffer();
    const latencies: number[] = [];
    const started = performance.now();
    const statuses = await Promise.all(
      Array.from({ length: count }, async (_, i) => {
        const t0 = performance.now();
        try {
          const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: submissionPayload(i) });
          await response.arrayBuffer();
          return response.status;
        } catch {
          return 0;
        } finally {
          latencies.push(performance.now() - t0);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    await server.close();
    const store = await openStore({ dataDir });
    const stored = await store.countCalls();
    await store.close();
    const accepted = statuses.filter((s) => s === 201).length;
    const storedFromRun = stored - warmUp;
    latencies.sort((a, b) => a - b);
    return {
      submissions: count,
      accepted,
      rejected: count - accepted,
      stored: storedFromRun,
      lost: Math.max(0, accepted - storedFromRun),
      seconds,
      perSecond: accepted / seconds,
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
    };
  } finally {
    await server.close().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Prints a result as a small table. */
export function formatIntakeBench(r: IntakeBenchResult): string {
  const rows: [string, string][] = [
    ['concurrent submissions', String(r.submissions)],
    ['accepted (201)', String(r.accepted)],
    ['stored rows', String(r.stored)],
    ['lost', `${r.lost}${r.lost === 0 ? ' (ok)' : ' (MUST BE 0)'}`],
    ['submissions / second', r.perSecond.toFixed(0)],
    ['latency p50', `${r.p50Ms.toFixed(1)} ms`],
    ['latency p99', `${r.p99Ms.toFixed(1)} ms`],
  ];
  const width = Math.max(...rows.map(([k]) => k.length));
  return ['Intake server (SQLite + local disk, loopback)', ...rows.map(([k, v]) => `  ${k.padEnd(width)}  ${v}`)].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const index = process.argv.indexOf('--count');
  const result = await runIntakeBench(index > 0 ? Number(process.argv[index + 1]) : 200);
  console.log(formatIntakeBench(result));
  if (result.lost > 0 || result.rejected > 0) process.exitCode = 1;
}
