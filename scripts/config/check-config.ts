import { existsSync, readdirSync, watch, type FSWatcher } from 'node:fs';
import { join } from 'node:path';
import { buildConfig } from './build-config';
import { ConfigError, formatProblems, type ConfigProblem } from './problems';
import { startedDirectly } from '../started-directly';

/** One run of the config check: whether the site can be built, what to print, and how long it took. */
export interface CheckRun {
  ok: boolean;
  /** Every problem and warning, as `npm run check` prints them. */
  problems: ConfigProblem[];
  report: string;
  ms: number;
}

/**
 * Checks the config as the build does (every file, every cross-file reference, the warnings), without
 * TypeScript or lint. With `emit`, a valid config also rewrites `src/generated/` (what `npm run dev` shows);
 * with `writeEnums`, the ids editors are offered (schemas/config/generated-enums.schema.json) follow the config.
 * @example (await checkConfig(process.cwd())).report // "Config is valid: 33 pages, 39 routes, 5 trades."
 */
export async function checkConfig(root: string, opts: { emit?: boolean; writeEnums?: boolean } = {}): Promise<CheckRun> {
  const started = performance.now();
  let warnings: ConfigProblem[] = [];
  try {
    const config = await buildConfig(root, { emit: opts.emit ?? false, writeEnums: opts.writeEnums ?? false, onWarnings: (list) => (warnings = list) });
    const summary = `Config is valid: ${Object.keys(config.pages).length} pages, ${config.routes.length} routes, ${Object.keys(config.trades).length} trades.`;
    const report = warnings.length ? `${formatProblems(warnings)}\n\n${summary}` : summary;
    return { ok: true, problems: warnings, report, ms: performance.now() - started };
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return { ok: false, problems: error.problems, report: error.report, ms: performance.now() - started };
  }
}

/**
 * Checks the config again each time a file under `config/` or `schemas/` is saved, in this process (no
 * start-up per run), so a mistake is reported about a second after saving. Saves that come while a run is
 * going are checked right after it, never dropped.
 */
export function watchConfig(root: string, opts: { emit?: boolean; writeEnums?: boolean; initial?: boolean; onRun: (run: CheckRun) => void }): { close: () => void } {
  let running = false;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  const run = async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      const result = await checkConfig(root, opts);
      watchFolders();
      opts.onRun(result);
    } finally {
      running = false;
      if (again) {
        again = false;
        void run();
      }
    }
  };
  // Editors save in several steps (write, rename): one run for a burst of events.
  const changed = (_event: string, name: string | Buffer | null) => {
    if (name && /generated-enums\.schema\.json$/.test(String(name))) return;
    clearTimeout(timer);
    timer = setTimeout(() => void run(), 40);
  };
  // One watcher per folder, not per file and not `recursive` (Node 20 follows files there, and loses a file that
  // an editor saves by writing a new one and renaming it); folders made later are picked up at the next run.
  const watchers = new Map<string, FSWatcher>();
  const watchFolders = () => {
    for (const dir of [join(root, 'config'), join(root, 'schemas')].flatMap(foldersUnder)) {
      if (!watchers.has(dir)) watchers.set(dir, watch(dir, changed));
    }
  };
  watchFolders();
  if (opts.initial !== false) void run();
  return {
    close: () => {
      clearTimeout(timer);
      for (const w of watchers.values()) w.close();
    },
  };
}

/** A folder and every folder below it. */
function foldersUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return [dir, ...readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).flatMap((e) => foldersUnder(join(dir, e.name)))];
}

const time = () => new Date().toLocaleTimeString('en-GB');

if (startedDirectly(import.meta.url)) {
  const root = process.cwd();
  if (process.argv.includes('--watch')) {
    watchConfig(root, {
      writeEnums: true,
      onRun: (run) => {
        // A fresh screen per run in a terminal, so what is shown is always the latest result.
        if (process.stdout.isTTY) process.stdout.write('\x1bc');
        console.log(`${run.report}\n\n${time()}  checked in ${Math.round(run.ms)} ms; watching config/ and schemas/ (Ctrl+C stops).`);
      },
    });
  } else {
    const run = await checkConfig(root, { writeEnums: true });
    (run.ok ? console.log : console.error)(run.report);
    process.exitCode = run.ok ? 0 : 1;
  }
}
