import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TestModule } from 'vitest/node';
import { RunReport } from '../../support/run-report';

/** A finished test file as the reporter is given it: its project, tests and (skipped) tests. */
function fakeModule(project: string, file: string, tests: number, skipped: string[] = []): TestModule {
  const all = Array.from({ length: tests }, (_, i) => ({ fullName: skipped[i] ?? `test ${i}` }));
  return {
    moduleId: `${process.cwd()}/${file}`,
    project: { name: project },
    children: { allTests: (state?: string) => (state === 'skipped' ? all.slice(0, skipped.length) : all) },
    diagnostic: () => ({ duration: 0 }),
  } as unknown as TestModule;
}

/** Runs `files` through a report one after another, each taking `ms` of the (faked) clock, and answers what it printed. */
function report(files: [TestModule, number][], ci = false, timesFile?: string): { out: string; err: string } {
  // A run asked to record its file times (TEST_FILE_TIMES=write) must not have these made-up files recorded too.
  if (timesFile === undefined) vi.stubEnv('TEST_FILE_TIMES', '');
  let now = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((text: string) => void out.push(text));
  vi.spyOn(console, 'warn').mockImplementation((text: string) => void err.push(text));
  vi.spyOn(console, 'error').mockImplementation((text: string) => void err.push(text));
  const reporter = new RunReport(ci, timesFile);
  reporter.onTestRunStart();
  for (const [module, ms] of files) {
    reporter.onTestModuleStart(module);
    now += ms;
    reporter.onTestModuleEnd(module);
  }
  reporter.onTestRunEnd(files.map(([m]) => m), [], 'passed');
  return { out: out.join('\n'), err: err.join('\n') };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  process.exitCode = undefined;
});

describe('the run report', () => {
  it('prints the time of each project with when it started and ended, and the slowest files, longest first, with when each started', () => {
    const { out } = report([
      [fakeModule('unit', 'tests/unit/a.test.ts', 3), 1_000],
      [fakeModule('browser', 'tests/e2e/b.test.ts', 2), 40_000],
      [fakeModule('browser', 'tests/e2e/c.test.ts', 1), 5_000],
    ]);
    // Each project's time, and when its first file started and its last ended after the run's start.
    expect(out).toMatch(/unit +1\.0 s {2}\(\+0\.0 s to \+1\.0 s; 1 files, 3 tests/);
    expect(out).toMatch(/browser +45\.0 s {2}\(\+1\.0 s to \+46\.0 s; 2 files, 3 tests/);
    const slowest = out.split('Slowest files')[1].split('\n').slice(1);
    expect(slowest.map((l) => l.trim())).toEqual([
      '40.0 s  +1.0 s    browser tests/e2e/b.test.ts',
      '5.0 s  +41.0 s   browser tests/e2e/c.test.ts',
      '1.0 s  +0.0 s    unit tests/unit/a.test.ts',
    ]);
  });

  it('records the durations of the files run in the durations file, keeping the others and dropping files gone', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'file-times-'));
    const timesFile = path.join(dir, 'file-times.json');
    writeFileSync(timesFile, JSON.stringify({ 'unit:tests/unit/support/file-order.test.ts': 2.5, 'browser:tests/e2e/removed-long-ago.test.ts': 9 }));
    try {
      report([[fakeModule('unit', 'tests/unit/support/run-report.test.ts', 1), 1_234]], false, timesFile);
      expect(JSON.parse(readFileSync(timesFile, 'utf8'))).toEqual({ 'unit:tests/unit/support/file-order.test.ts': 2.5, 'unit:tests/unit/support/run-report.test.ts': 1.2 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('fails a CI run on a skipped server test, naming it, but not on one that needs root', () => {
    const { err } = report([[fakeModule('server', 'tests/server/s.test.ts', 2, ['the store on PostgreSQL']), 10]], true);
    expect(err).toContain('1 server test(s) skipped in CI');
    expect(err).toContain('tests/server/s.test.ts > the store on PostgreSQL');
    expect(process.exitCode).toBe(1);
    process.exitCode = undefined;
    report([[fakeModule('server', 'tests/server/d.test.ts', 1, ['a full disk [root only]']), 10]], true);
    expect(process.exitCode).toBeUndefined();
  });
});
