/**
 * Intake in steady state: the server in its own process, `connections` keep-alive connections each sending one
 * valid submission after another for `seconds` (autocannon), every body different. Prints submissions per second,
 * p50/p99 latency and how many accepted submissions were lost (stored rows compared with 201 answers; must be 0).
 * The burst bench (intake.ts) measures connection set-up under a spike; this one measures the server itself.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openStore } from '../../src/server/storage/open-store';
import { benchFormUrl, submissionPayload } from './intake';

/** Results of one steady run. */
export interface SteadyIntakeResult {
  connections: number;
  seconds: number;
  sent: number;
  accepted: number;
  other: number;
  errors: number;
  stored: number;
  lost: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
}

function startServerProcess(dataDir: string): Promise<{ url: string; stop(): Promise<void> }> {
  const script = path.join(path.dirname(new URL(import.meta.url).pathname), 'intake-server.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script, dataDir], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.once('exit', (code) => reject(new Error(`The intake server stopped before listening (exit ${code}).`)));
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening (\S+)/.exec(out);
      if (!match) return;
      child.removeAllListeners('exit');
      const exited = new Promise<void>((done) => child.once('exit', () => done()));
      resolve({
        url: match[1],
        stop: () => {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
          return exited;
        },
      });
    });
  });
}

/** Runs `connections` keep-alive connections for `seconds` against the full form's submissions. */
export async function runSteadyIntakeBench(connections = 20, seconds = 10): Promise<SteadyIntakeResult> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'intake-steady-'));
  const server = await startServerProcess(dataDir);
  try {
    const url = await benchFormUrl(server.url);
    const headers = { 'content-type': 'application/json' };
    const warmUp = 50; // first requests compile code paths; not part of the figures
    for (let i = 0; i < warmUp; i += 1) await (await fetch(url, { method: 'POST', headers, body: submissionPayload(-1 - i) })).arrayBuffer();
    let n = 0;
    const result = await autocannon({
      url,
      connections,
      duration: seconds,
      requests: [{ method: 'POST', headers, setupRequest: (request) => ({ ...request, body: submissionPayload(n++) }) }],
    });
    await server.stop();
    const store = await openStore({ dataDir });
    const stored = (await store.countCalls()) - warmUp;
    await store.close();
    const accepted = result['2xx'];
    return {
      connections,
      seconds: result.duration,
      sent: result.requests.sent,
      accepted,
      other: result.non2xx,
      errors: result.errors + result.timeouts,
      stored,
      lost: Math.max(0, accepted - stored),
      perSecond: accepted / result.duration,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
    };
  } finally {
    await server.stop().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Prints a steady run as a small table. */
export function formatSteadyIntake(r: SteadyIntakeResult): string {
  const rows: [string, string][] = [
    ['keep-alive connections', String(r.connections)],
    ['duration', `${r.seconds.toFixed(1)} s`],
    ['accepted (2xx)', String(r.accepted)],
    ['refused or failed', String(r.other + r.errors)],
    ['stored rows', String(r.stored)],
    ['lost', `${r.lost}${r.lost === 0 ? ' (ok)' : ' (MUST BE 0)'}`],
    ['submissions / second', r.perSecond.toFixed(0)],
    ['latency p50', `${r.p50Ms.toFixed(1)} ms`],
    ['latency p99', `${r.p99Ms.toFixed(1)} ms`],
  ];
  const width = Math.max(...rows.map(([k]) => k.length));
  return ['Intake server, steady state (own process, keep-alive, autocannon)', ...rows.map(([k, v]) => `  ${k.padEnd(width)}  ${v}`)].join('\n');
}
