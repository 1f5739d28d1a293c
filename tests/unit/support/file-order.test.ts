import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TestSpecification, Vitest } from 'vitest/node';
import { compareEstimates, LongestFirst, readFileTimes } from '../../support/file-order';

const root = '/repo';

/** A test file of `project` as the sequencer is given it. */
function spec(project: string, file: string): TestSpecification {
  return { project: { name: project, config: { sequence: { groupOrder: 0 }, isolate: true } }, moduleId: `${root}/${file}` } as unknown as TestSpecification;
}

/** A run whose last results on this machine are `cached` (key → duration in ms, failed). */
function sequencer(cached: Record<string, { duration: number; failed?: boolean }> = {}): LongestFirst {
  const ctx = {
    config: { root, shard: undefined },
    cache: { getFileTestResults: (key: string) => (cached[key] ? { failed: false, ...cached[key] } : undefined), getFileStats: () => undefined },
  };
  return new LongestFirst(ctx as unknown as Vitest);
}

const names = (specs: TestSpecification[]) => specs.map((s) => `${s.project.name}:${s.moduleId.slice(root.length + 1)}`);

describe('the start order of test files', () => {
  it('starts each project together, a failed or unknown file first, then the longer ones', () => {
    const order = [
      { project: 'unit', failed: false, seconds: 3 },
      { project: 'browser', failed: false, seconds: 5 },
      { project: 'browser', failed: false, seconds: 60 },
      { project: 'browser', failed: false, seconds: undefined },
      { project: 'browser', failed: true, seconds: 1 },
    ].sort(compareEstimates);
    expect(order.map((e) => `${e.project} ${e.failed ? 'failed' : e.seconds ?? 'new'}`)).toEqual(['browser failed', 'browser new', 'browser 60', 'browser 5', 'unit 3']);
  });

  it("orders a fresh clone's files by the committed durations, and a machine's own last run before them", async () => {
    const files = [spec('browser', 'tests/e2e/big-file.test.ts'), spec('browser', 'tests/e2e/loops.test.ts'), spec('browser', 'tests/e2e/new.test.ts')];
    const committed = { 'browser:tests/e2e/big-file.test.ts': 20, 'browser:tests/e2e/loops.test.ts': 60 };
    const dir = mkdtempSync(path.join(tmpdir(), 'file-times-'));
    const timesFile = path.join(dir, 'file-times.json');
    writeFileSync(timesFile, JSON.stringify(committed));
    try {
      expect(readFileTimes(timesFile)).toEqual(committed);
      const fresh = await sequencer().sort(files, timesFile);
      expect(names(fresh)).toEqual(['browser:tests/e2e/new.test.ts', 'browser:tests/e2e/loops.test.ts', 'browser:tests/e2e/big-file.test.ts']);
      const ranHere = await sequencer({ 'browser:tests/e2e/big-file.test.ts': { duration: 90_000 }, 'browser:tests/e2e/new.test.ts': { duration: 1_000 } }).sort(files, timesFile);
      expect(names(ranHere)).toEqual(['browser:tests/e2e/big-file.test.ts', 'browser:tests/e2e/loops.test.ts', 'browser:tests/e2e/new.test.ts']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads no durations from a missing or broken file', () => {
    expect(readFileTimes('/nonexistent/file-times.json')).toEqual({});
    const dir = mkdtempSync(path.join(tmpdir(), 'file-times-'));
    writeFileSync(path.join(dir, 'broken.json'), '{ not json');
    expect(readFileTimes(path.join(dir, 'broken.json'))).toEqual({});
    rmSync(dir, { recursive: true, force: true });
  });
});
