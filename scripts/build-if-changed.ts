/**
 * The build `npm test` runs first, skipped when `dist/` was built from exactly the sources there are now: a test
 * run after a check that already built (as in CI), or a second run with nothing changed, starts the tests at once.
 *
 * The build's inputs are every file git tracks or would track (new files too), but for tests, docs and Markdown:
 * their paths and contents are hashed together, and the hash is written to `dist/build-inputs.sha256` after a
 * build that succeeded. When the hash matches and the build's outputs are all there, nothing is built. Outside a
 * git work tree the build always runs.
 *
 * With `--config-built` (CI, right after `npm run check`, which builds the config) the site is built from the config
 * modules already written (`npm run build:site`) instead of building the config a second time.
 *
 * @example npx tsx scripts/build-if-changed.ts          # builds, or says the build is up to date
 * @example npx tsx scripts/build-if-changed.ts --force  # always builds (and records the inputs)
 * @example npx tsx scripts/build-if-changed.ts --config-built  # after npm run check: the site only
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = process.cwd();
const stampFile = path.join(root, 'dist', 'build-inputs.sha256');
/** What a complete build leaves behind (see the `build` script in package.json). */
const OUTPUTS = ['dist/client/index.html', 'dist/client/route-manifest.json', 'dist/server/entry-server.js'];
/** Files that are not inputs of the build: tests, documentation, CI. */
const NOT_INPUTS = [/^tests\//, /^docs\//, /^\.ci\//, /\.md$/];

/** The hash of the build's inputs, or undefined outside a git work tree. */
export function inputsHash(dir: string): string | undefined {
  let listing: string;
  try {
    listing = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return undefined;
  }
  const files = [...new Set(listing.split('\0').filter(Boolean))].filter((f) => !NOT_INPUTS.some((re) => re.test(f))).sort();
  const hash = createHash('sha256');
  for (const file of files) {
    const full = path.join(dir, file);
    hash.update(file).update('\0');
    // A file git still lists but that was deleted counts as a change of its own.
    hash.update(existsSync(full) ? readFileSync(full) : '(deleted)').update('\0');
  }
  return hash.digest('hex');
}

function main(): void {
  const force = process.argv.includes('--force');
  const before = inputsHash(root);
  const built = OUTPUTS.every((f) => existsSync(path.join(root, f)));
  const recorded = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : '';
  if (!force && before && built && recorded === before) {
    console.log('The build is up to date: nothing has changed since dist/ was built.');
    return;
  }
  // The config modules must be there to be reused: without them the whole build runs.
  const configBuilt = process.argv.includes('--config-built') && existsSync(path.join(root, 'src', 'generated', 'config.ts'));
  const result = spawnSync('npm', ['run', configBuilt ? 'build:site' : 'build'], { stdio: 'inherit', cwd: root });
  if (result.status !== 0) process.exit(result.status ?? 1);
  // Recorded only when nothing changed while the build ran, so an edit made meanwhile is built next time.
  if (before && inputsHash(root) === before) {
    mkdirSync(path.dirname(stampFile), { recursive: true });
    writeFileSync(stampFile, `${before}\n`);
  }
}

main();
