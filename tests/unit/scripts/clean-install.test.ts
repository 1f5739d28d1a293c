import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * `npm ci` prints no warning on the oldest Node the project supports: no package of the lock file asks for a newer
 * Node (npm's EBADENGINE warning), and every package that runs a script at install is named in `allowScripts`
 * (else npm warns that install scripts are not yet covered), with no name there that runs none.
 */
const read = (file: string) => JSON.parse(readFileSync(fileURLToPath(new URL(`../../../${file}`, import.meta.url)), 'utf8')) as Record<string, unknown>;
const pkg = read('package.json') as { engines: { node: string }; allowScripts: Record<string, boolean> };
const lock = read('package-lock.json') as { packages: Record<string, { engines?: { node?: string } | string[]; hasInstallScript?: boolean }> };
const installed = Object.entries(lock.packages).filter(([path]) => path !== '');
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
});
