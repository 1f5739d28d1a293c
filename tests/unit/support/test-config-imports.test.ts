import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfigFromFile } from 'vite';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * Vitest bundles its config with everything the config imports each time it starts. When the config took the Chromium
 * flags from the browser tests' helpers, that was the test site and the whole intake server: every run, one small
 * file included, started 2.6 s later (docs/contributing.md). Vite's own loader says what the bundle holds.
 */
describe("Vitest's config", () => {
  it('loads only small modules of the tests, none of the site or the server', async () => {
    const loaded = await loadConfigFromFile({ command: 'serve', mode: 'test' }, path.join(root, 'vitest.config.ts'), root, 'silent');
    const bundled = (loaded?.dependencies ?? []).map((file) => path.relative(root, file)).sort();
    expect(bundled).toContain('vitest.config.ts');
    expect(bundled.filter((file) => file.startsWith(`src${path.sep}`) || file.startsWith(`scripts${path.sep}`))).toEqual([]);
    expect(bundled).not.toContain(path.join('tests', 'e2e', 'support', 'site.ts'));
    expect(bundled.length).toBeLessThanOrEqual(8);
  });
});
