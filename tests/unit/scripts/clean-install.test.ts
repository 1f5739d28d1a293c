import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { benchPackagesState, installDigest } from '../../../scripts/bench/packages';

/**
 * `npm ci` prints no warning on the oldest Node the project supports: no package of the lock file asks for a newer
 * Node (npm's EBADENGINE warning), and every package that runs a script at install is named in `allowScripts`
 * (else npm warns that install scripts are not yet covered), with no name there that runs none.
 */
const read = (file: string) => JSON.parse(readFileSync(fileURLToPath(new URL(`../../../${file}`, import.meta.url)), 'utf8')) as Record<string, unknown>;
const pkg = read('package.json') as { engines: { node: string }; allowScripts: Record<string, boolean> };
const lock = read('package-lock.json') as { packages: Record<string, { engines?: { node?: string } | string[]; hasInstallScript?: boolean }> };
const installed = Object.entries(lock.packages).filter(([path]) => path !== '');
const benchLock = read('scripts/bench/package-lock.json') as typeof lock;
const benchInstalled = Object.entries(benchLock.packages).filter(([path]) => path !== '');
const nameOf = (path: string) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);

describe('a clean npm ci', () => {
  const oldest = semver.minVersion(pkg.engines.node)?.version ?? '';

  it('installs no package that asks for a newer Node than the oldest the project supports', () => {
    expect(oldest).toMatch(/^20\./);
    const wanting = installed.flatMap(([path, meta]) => {
      const range = Array.isArray(meta.engines) ? undefined : meta.engines?.node;
      return range && !semver.satisfies(oldest, range) ? [`${nameOf(path)} wants Node ${range}`] : [];
    });
    expect(wanting).toEqual([]);
  });

  it('names in allowScripts exactly the packages that run a script at install', () => {
    const withScripts = [...new Set(installed.filter(([, meta]) => meta.hasInstallScript).map(([path]) => nameOf(path)))].sort();
    expect(Object.keys(pkg.allowScripts).sort()).toEqual(withScripts);
  });

  it("fetches none of the bench's own packages (scripts/bench/package.json), nor MUI's whole icon set", () => {
    const bench = read('scripts/bench/package.json') as { dependencies: Record<string, string> };
    const rootNames = new Set(installed.map(([path]) => nameOf(path)));
    expect(Object.keys(bench.dependencies).filter((name) => rootNames.has(name))).toEqual([]);
    expect(lock.packages['node_modules/@mui/icons-material']).toMatchObject({ resolved: 'vendor/mui-icons-material', link: true });
  });
});

describe("the bench's own install (npm run bench, on first use)", () => {
  const oldest = semver.minVersion(pkg.engines.node)?.version ?? '';

  it('installs no package that asks for a newer Node, nor one that runs a script at install', () => {
    const wanting = benchInstalled.flatMap(([path, meta]) => {
      const range = Array.isArray(meta.engines) ? undefined : meta.engines?.node;
      return range && !semver.satisfies(oldest, range) ? [`${nameOf(path)} wants Node ${range}`] : [];
    });
    expect(wanting).toEqual([]);
    expect(benchInstalled.filter(([, meta]) => meta.hasInstallScript).map(([path]) => nameOf(path))).toEqual([]);
  });

  it('installs before the first run, again once the lock file changes, and not otherwise', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-packages-'));
    try {
      writeFileSync(join(dir, 'package.json'), '{}');
      writeFileSync(join(dir, 'package-lock.json'), '{"lockfileVersion":3}');
      expect(benchPackagesState(dir)).toBe('missing');
      mkdirSync(join(dir, 'node_modules'));
      writeFileSync(join(dir, 'node_modules/.tradesites-installed'), `${installDigest(dir)}\n`);
      expect(benchPackagesState(dir)).toBe('ready');
      writeFileSync(join(dir, 'package-lock.json'), '{"lockfileVersion":3,"packages":{}}');
      expect(benchPackagesState(dir)).toBe('stale');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
