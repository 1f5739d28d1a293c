import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startedDirectly } from '../started-directly';

/**
 * The bench's own packages (Lighthouse, SurveyJS for the peer form, autocannon: `scripts/bench/package.json`, with
 * its own lock file) live in `scripts/bench/node_modules`, installed by `npm run bench` on its first run. Only the
 * bench uses them, and they are about 250 packages: `npm ci` at the root (CI, `npm start`, `npm test`) does not fetch
 * them. Node finds them from the bench's modules (the nearest node_modules), and everything else (React, Vite,
 * Playwright) in the root's.
 */

/** The bench's folder, holding its package.json, lock file and node_modules. */
export const BENCH_DIR = fileURLToPath(new URL('.', import.meta.url));
const STAMP = 'node_modules/.tradesites-installed';
const INPUTS = ['package.json', 'package-lock.json', '.npmrc'];

/** A digest of what decides the install (package.json, lock file, .npmrc): a new one means installing again. */
export function installDigest(dir = BENCH_DIR): string {
  const hash = createHash('sha256');
  for (const file of INPUTS) hash.update(`${file}\0${existsSync(join(dir, file)) ? readFileSync(join(dir, file), 'utf8') : ''}\0`);
  return hash.digest('hex');
}

/**
 * Whether the bench's packages are installed as its lock file says: `missing` before the first run, `stale` once the
 * lock file has changed since (a package added or updated), `ready` otherwise.
 */
export function benchPackagesState(dir = BENCH_DIR): 'missing' | 'stale' | 'ready' {
  const stamp = join(dir, STAMP);
  if (!existsSync(stamp)) return 'missing';
  return readFileSync(stamp, 'utf8').trim() === installDigest(dir) ? 'ready' : 'stale';
}

/** Installs the bench's packages (`npm ci` in its folder) unless they are ready; says so, as it takes a minute. */
export function ensureBenchPackages(dir = BENCH_DIR): void {
  const state = benchPackagesState(dir);
  if (state === 'ready') return;
  console.log(
    state === 'missing'
      ? "Installing the bench's own packages (Lighthouse, SurveyJS, autocannon) into scripts/bench/node_modules: once, on the bench's first run..."
      : "The bench's lock file has changed since its packages were installed: installing them again into scripts/bench/node_modules...",
  );
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`Installing the bench's packages failed (npm ci in ${dir}, see above).`);
  writeFileSync(join(dir, STAMP), `${installDigest(dir)}\n`);
}

if (startedDirectly(import.meta.url)) {
  try {
    ensureBenchPackages();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
