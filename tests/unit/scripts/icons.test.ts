import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareSubset, ICON_FILES, iconImports, importedIcons, missingMessage, ROOT, SUBSET_DIR, subsetIcons } from '../../../scripts/icons/subset';

/**
 * The site installs only the Material icons it draws (vendor/mui-icons-material, linked as `@mui/icons-material`):
 * every icon the code or `@rjsf/mui` imports must be there, or the build and the pages break; the failure says
 * which icon, where it is imported, and the command that adds it.
 */
describe('the subset of Material icons', () => {
  it('holds every icon the code and @rjsf/mui import, each with its modules and types', () => {
    const imports = iconImports();
    expect(imports.size).toBeGreaterThan(30);
    expect([...imports.values()].some((file) => file.startsWith('node_modules/@rjsf/mui/'))).toBe(true);
    const { missing } = compareSubset(imports, subsetIcons());
    if (missing.length) expect.fail(missingMessage(missing));
    for (const name of subsetIcons()) {
      for (const ext of ICON_FILES) expect(readFileSync(join(SUBSET_DIR, `${name}${ext}`), 'utf8'), `${name}${ext}`).toContain(ext.startsWith('.d') ? 'SvgIcon' : name);
    }
  });

  it('holds no icon that nothing imports (npm run icons -- prune removes them)', () => {
    expect(compareSubset(iconImports(), subsetIcons()).unused).toEqual([]);
  });

  it('is what the package named @mui/icons-material resolves to, under MUI’s licence', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    expect(pkg.dependencies['@mui/icons-material']).toBe('file:vendor/mui-icons-material');
    expect(readFileSync(join(SUBSET_DIR, 'LICENSE'), 'utf8')).toMatch(/^MIT License/);
    expect(import.meta.resolve('@mui/icons-material/Add')).toContain('/vendor/mui-icons-material/Add.');
  });

  it('reads imports, requires and re-exports of single icons, and says how to add a missing one', () => {
    const source = "import A from '@mui/icons-material/Add';\nconst b = require(\"@mui/icons-material/WaterDrop\");\nexport { default } from '@mui/icons-material/Add';\nimport { Menu } from '@mui/material';";
    expect(importedIcons(source)).toEqual(['Add', 'WaterDrop']);
    const { missing, unused } = compareSubset(new Map([['Add', 'src/a.tsx'], ['WaterDrop', 'src/b.tsx']]), ['Add', 'Menu']);
    expect(missing).toEqual([['WaterDrop', 'src/b.tsx']]);
    expect(unused).toEqual(['Menu']);
    expect(missingMessage(missing)).toContain('WaterDrop (imported by src/b.tsx)');
    expect(missingMessage(missing)).toContain('npm run icons -- add WaterDrop');
  });
});
