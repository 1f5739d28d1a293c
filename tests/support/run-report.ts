/**
 * A reporter added to vitest's own (vitest.config.ts) with two duties at the end of a run:
 *
 * - It prints the time of each project (unit, server, component, browser): from its first file's start to its
 *   last file's end, with the files' own times added up, so a slow level shows at a glance; then the slowest
 *   files, with when each started, so a long file left running alone at the end of the run shows too.
 * - With `TEST_FILE_TIMES=write`, it records each file's duration in tests/support/file-times.json (files not run
 *   keep theirs, files gone are dropped), which orders a fresh clone's run longest first (file-order.ts).
 * - In CI (`CI` set), a skipped server test fails the run, naming the test: a server test that cannot run on the
 *   CI machine (no `initdb`, say) must be installed for by `.ci/run`, not pass unseen. Only a test marked
 *   {@link ROOT_ONLY} (it mounts a disk of its own) may be skipped, and the run says so.
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule, TestRunEndReason } from 'vitest/node';
import { FILE_TIMES, fileKey, readFileTimes } from './file-order.ts';

/** How many of the slowest files the report names. */
const SLOWEST = 5;

/** Projects whose skipped tests fail a CI run. */
const NO_SKIPS_IN_CI = new Set(['server']);
/** In a test's name: it needs root (a disk mounted of its own), so a CI machine not running as root skips it. */
export const ROOT_ONLY = '[root only]';

interface ProjectTime {
  first: number;
  last: number;
  files: number;
  tests: number;
  fileTime: number;
}

/** The run's end report: time per project, and the refusal of skipped server tests in CI. */
export class RunReport implements Reporter {
  private readonly started = new Map<string, number>();
  private readonly projects = new Map<string, ProjectTime>();
  private readonly files: { name: string; key: string; start: number; time: number }[] = [];
  private runStart = performance.now();

  constructor(
    private readonly ci = Boolean(process.env.CI),
    private readonly timesFile = process.env.TEST_FILE_TIMES === 'write' ? FILE_TIMES : undefined,
  ) {}

  onTestRunStart(): void {
    this.runStart = performance.now();
  }

  onTestModuleStart(module: TestModule): void {
    this.started.set(module.moduleId, performance.now());
  }

  onTestModuleEnd(module: TestModule): void {
    const end = performance.now();
    const start = this.started.get(module.moduleId) ?? end;
    const name = module.project.name || 'default';
    const time = this.projects.get(name) ?? { first: start, last: end, files: 0, tests: 0, fileTime: 0 };
    time.first = Math.min(time.first, start);
    time.last = Math.max(time.last, end);
    time.files += 1;
    time.tests += [...module.children.allTests()].length;
    time.fileTime += module.diagnostic().duration;
    this.projects.set(name, time);
    this.files.push({
      name: `${name} ${module.moduleId.replace(`${process.cwd()}/`, '')}`,
      key: fileKey(name, process.cwd(), module.moduleId),
      start: start - this.runStart,
      time: end - start,
    });
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>, _errors: unknown, reason: TestRunEndReason): void {
    if (this.projects.size > 0) {
      const lines = [...this.projects].sort((a, b) => a[1].first - b[1].first).map(([name, t]) =>
        `  ${name.padEnd(10)} ${seconds(t.last - t.first).padStart(7)}  (+${seconds(t.first - this.runStart)} to +${seconds(t.last - this.runStart)}; ${t.files} files, ${t.tests} tests, ${seconds(t.fileTime)} of file time)`,
      );
      console.log(`\nTime per project (first file's start to last file's end, after the run's start):\n${lines.join('\n')}`);
      const slowest = [...this.files].sort((a, b) => b.time - a.time).slice(0, SLOWEST);
      console.log(`Slowest files (time, start after the run's):\n${slowest.map((f) => `  ${seconds(f.time).padStart(7)}  +${seconds(f.start).padEnd(8)} ${f.name}`).join('\n')}`);
    }
    if (this.timesFile && reason !== 'interrupted') this.writeTimes(this.timesFile);
    if (!this.ci || reason === 'interrupted') return;
    const all = modules
      .filter((m) => NO_SKIPS_IN_CI.has(m.project.name))
      .flatMap((m) => [...m.children.allTests('skipped')].map((t) => `  ${m.moduleId.replace(`${process.cwd()}/`, '')} > ${t.fullName}`));
    // A test that needs root (to mount a disk of its own) says so in its name, and may be skipped elsewhere.
    const rootOnly = all.filter((t) => t.includes(ROOT_ONLY));
    if (rootOnly.length > 0) console.warn(`\n${rootOnly.length} server test(s) need root and were skipped (CI running as another user):\n${rootOnly.join('\n')}`);
    const skipped = all.filter((t) => !t.includes(ROOT_ONLY));
    if (skipped.length > 0) {
      console.error(
        `\n${skipped.length} server test(s) skipped in CI; every server test must run there (install what they need in .ci/run):\n${skipped.join('\n')}`,
      );
      process.exitCode = 1;
    }
  }

  /** Merges this run's file durations (seconds, one decimal) into `file`, dropping files that no longer exist. */
  private writeTimes(file: string): void {
    const times = readFileTimes(file);
    for (const f of this.files) times[f.key] = Math.round(f.time / 100) / 10;
    const kept = Object.entries(times)
      .filter(([key]) => existsSync(path.resolve(process.cwd(), key.slice(key.indexOf(':') + 1))))
      .sort(([a], [b]) => a.localeCompare(b));
    writeFileSync(file, `${JSON.stringify(Object.fromEntries(kept), null, 2)}\n`);
    console.log(`File durations written to ${path.relative(process.cwd(), file)}.`);
  }
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}
