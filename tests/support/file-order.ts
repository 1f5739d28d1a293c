/**
 * The order test files start in (vitest.config.ts `sequence.sequencer`): within each project, the longest first, so
 * the run does not end with one long file running alone while the other workers stand idle.
 *
 * Vitest orders by the durations of the last run on this machine (kept under node_modules/.vite), and without them,
 * as on every fresh CI clone, by file size, which says little: a short file that loops over every page of the site
 * can take longer than the largest file. So a file's duration is, in this order: the last run's on this machine, the
 * one recorded in {@link FILE_TIMES} (committed, written by `npm test` with `TEST_FILE_TIMES=write`, see
 * run-report.ts), or unknown, and unknown files start first (a new file may be long). A file that failed last time
 * still starts first, as in vitest's own order. The order changes only how soon a file runs, never what it runs.
 */
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The committed file durations: `{ "<project>:<path>": seconds }`. */
export const FILE_TIMES = fileURLToPath(new URL('./file-times.json', import.meta.url));

/** The key of a file in vitest's cache and in {@link FILE_TIMES}: its project and its path from the root. */
export function fileKey(project: string, root: string, moduleId: string): string {
  return `${project}:${relative(root, moduleId)}`;
}

/** The committed durations, in seconds (none when the file is missing or unreadable). */
export function readFileTimes(path = FILE_TIMES): Record<string, number> {
  if (!existsSync(path)) return {};
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

/** What the order needs to know of a file: its key, whether it failed last time and how long it takes, if known. */
export interface FileEstimate {
  project: string;
  failed: boolean;
  /** Seconds, or undefined when neither this machine's last run nor the committed times know the file. */
  seconds: number | undefined;
}

/**
 * Compares two files for the start order: by project name (vitest runs a project's files together), then the one
 * that failed last time, then an unknown one, then the longer one.
 */
export function compareEstimates(a: FileEstimate, b: FileEstimate): number {
  if (a.project !== b.project) return a.project < b.project ? -1 : 1;
  if (a.failed !== b.failed) return a.failed ? -1 : 1;
  if (a.seconds === undefined || b.seconds === undefined) return a.seconds === undefined ? (b.seconds === undefined ? 0 : -1) : 1;
  return b.seconds - a.seconds;
}

/** Vitest's sequencer with the committed durations for files this machine has not run yet. */
export class LongestFirst extends BaseSequencer {
  /** Sorts `files` for the run; `timesFile` is the committed durations (another file in its tests). */
  override async sort(files: TestSpecification[], timesFile = FILE_TIMES): Promise<TestSpecification[]> {
    const committed = readFileTimes(timesFile);
    const { cache, config } = this.ctx;
    const estimate = (spec: TestSpecification): FileEstimate => {
      const key = fileKey(spec.project.name, config.root, spec.moduleId);
      const last = cache.getFileTestResults(key);
      return { project: spec.project.name, failed: Boolean(last?.failed), seconds: last ? last.duration / 1000 : committed[key] };
    };
    const estimates = new Map(files.map((spec) => [spec, estimate(spec)]));
    // Sorted from vitest's own order (which keeps its other rules, such as a project's group order) by these keys.
    const base = await super.sort(files);
    return [...base].sort((a, b) => {
      const byGroup = a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder;
      return byGroup || compareEstimates(estimates.get(a)!, estimates.get(b)!);
    });
  }
}
