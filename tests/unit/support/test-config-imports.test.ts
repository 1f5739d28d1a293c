import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** The project's own modules a module imports at run time (type-only imports are dropped by the bundler). */
function localImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/^\s*(?:import|export)\s+(?!type\b)[^'";]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/gm)].map((m) => m[1] ?? m[2]);
  return specifiers.map((specifier) => {
    const base = path.resolve(path.dirname(file), specifier);
    const found = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((candidate) => existsSync(candidate) && !candidate.endsWith(path.sep));
    if (!found) throw new Error(`${path.relative(root, file)} imports ${specifier}, which is not there`);
    return found;
  });
}

/** Every module of the project that loading `entry` loads, `entry` included. */
function importClosure(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of localImports(file)) visit(next);
  };
  visit(entry);
  return [...seen].map((file) => path.relative(root, file)).sort();
}

/**
 * Vitest bundles its config with everything the config imports each time it starts. When the config took the Chromium
 * flags from the browser tests' helpers, that was the test site and the whole intake server: every run, one small
 * file included, started 2.6 s later (docs/contributing.md).
 */
describe("Vitest's config", () => {
  it('loads only small modules of the tests, none of the site or the server', () => {
    const closure = importClosure(path.join(root, 'vitest.config.ts'));
    expect(closure.filter((file) => file.startsWith('src/') || file.startsWith(`scripts${path.sep}`))).toEqual([]);
    expect(closure).not.toContain(path.join('tests', 'e2e', 'support', 'site.ts'));
    expect(closure.length).toBeLessThanOrEqual(8);
  });
});
