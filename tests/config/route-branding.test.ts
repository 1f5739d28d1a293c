import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { buildConfig } from '../../scripts/config/build-config';
import { ConfigError } from '../../scripts/config/problems';

/**
 * Route brandings: a route with `branding:` keeps its page and carries the branding to the app; a
 * branding that site.yaml does not define is a reference problem pointing at the route.
 */
const repo = fileURLToPath(new URL('../..', import.meta.url));
let root: string | undefined;

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

/** A copy of the real config with routes.yaml changed by `edit`. */
function configWithRoutes(edit: (routes: string) => string): string {
  root = mkdtempSync(join(tmpdir(), 'route-branding-'));
  cpSync(join(repo, 'config'), join(root, 'config'), { recursive: true });
  symlinkSync(join(repo, 'schemas'), join(root, 'schemas'));
  const file = join(root, 'config', 'routes.yaml');
  writeFileSync(file, edit(readFileSync(file, 'utf8')));
  return root;
}

describe('route brandings', () => {
  it('the -rp route shares the page of its main route and carries the partner branding', async () => {
    const config = await buildConfig(repo, { emit: false });
    const main = config.routes.find((r) => r.path === '/domain-instructions');
    const rp = config.routes.find((r) => r.path === '/domain-instructions-rp');
    expect(rp).toMatchObject({ page: main?.page, branding: 'partner' });
    expect(main?.branding).toBeUndefined();
    expect(config.site.brandings?.partner.themeColour).toBe('#7FA14C');
  });

  it('an unknown branding is reported at the route, with the brandings to choose from', async () => {
    const dir = configWithRoutes((t) => t.replace(/branding: partner \}/, 'branding: partnr }'));
    const error = await buildConfig(dir, { emit: false }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ConfigError);
    const problem = (error as ConfigError).problems.find((p) => p.message.includes('partnr'));
    expect(problem).toMatchObject({ file: 'config/routes.yaml', kind: 'reference', message: 'no branding is called "partnr"' });
    expect(problem?.fix).toContain('partner');
    const line = readFileSync(join(dir, 'config', 'routes.yaml'), 'utf8').split('\n')[problem!.line - 1];
    expect(line.slice(problem!.column - 1)).toMatch(/^partnr/);
  });
});
