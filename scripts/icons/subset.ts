import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The site installs only the Material icons it draws: `vendor/mui-icons-material` is a package named
 * `@mui/icons-material` holding those icons' modules copied unchanged from MUI's package (the same SVG paths, drawn
 * by `@mui/material`'s `createSvgIcon`), which `package.json` names as the dependency (`file:`). The full package is
 * 43,000 files and 178 MB for about 40 icons. These functions tell which icons the code imports and which of them the
 * subset lacks, for the check (`tests/unit/scripts/icons.test.ts`) and `npm run icons`.
 */

/** The repository's root. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** The subset package's folder. */
export const SUBSET_DIR = join(ROOT, 'vendor/mui-icons-material');
/** The files each icon has in MUI's package: the module for `import` and `require`, and their types. */
export const ICON_FILES = ['.mjs', '.js', '.d.ts', '.d.mts'] as const;

const IMPORT = /['"]@mui\/icons-material\/([A-Za-z0-9]+)['"]/g;

/**
 * The icon names a piece of source code imports (or requires, or re-exports) from `@mui/icons-material/<Name>`.
 * @example importedIcons("import AddIcon from '@mui/icons-material/Add';") // ['Add']
 */
export function importedIcons(source: string): string[] {
  return [...new Set([...source.matchAll(IMPORT)].map((m) => m[1]))].sort();
}

/** Every file under `dir` whose name ends with one of `exts`, skipping `node_modules` and hidden folders. */
function filesUnder(dir: string, exts: string[]): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name.startsWith('.') ? [] : filesUnder(path, exts);
    return exts.some((ext) => entry.name.endsWith(ext)) ? [path] : [];
  });
}

/**
 * Where each icon is imported from: the site's own code (`src/`, `scripts/`, `tests/`) and the installed packages that
 * import icons themselves (`@rjsf/mui`, whose peer dependency `@mui/icons-material` is), each name with the first file
 * that imports it, relative to the root.
 */
export function iconImports(root = ROOT): Map<string, string> {
  const places = [
    ...['src', 'scripts', 'tests'].flatMap((dir) => filesUnder(join(root, dir), ['.ts', '.tsx'])),
    ...filesUnder(join(root, 'node_modules/@rjsf/mui/lib'), ['.js']),
  ];
  const found = new Map<string, string>();
  for (const file of places.sort()) {
    for (const name of importedIcons(readFileSync(file, 'utf8'))) if (!found.has(name)) found.set(name, relative(root, file));
  }
  return found;
}

/** The icon names the subset holds (each with its `.mjs` module). */
export function subsetIcons(dir = SUBSET_DIR): string[] {
  return readdirSync(dir).filter((f) => f.endsWith('.mjs')).map((f) => f.slice(0, -'.mjs'.length)).sort();
}

/**
 * What the subset lacks (icons imported but not there, with the importing file) and what it holds that nothing
 * imports (kept only while the code uses it, so the subset stays small).
 * @example compareSubset(new Map([['Add', 'src/a.tsx']]), ['Menu']) // { missing: [['Add', 'src/a.tsx']], unused: ['Menu'] }
 */
export function compareSubset(imports: Map<string, string>, subset: string[]): { missing: [string, string][]; unused: string[] } {
  const held = new Set(subset);
  return {
    missing: [...imports].filter(([name]) => !held.has(name)).sort(([a], [b]) => a.localeCompare(b)),
    unused: subset.filter((name) => !imports.has(name)),
  };
}

/** The message for icons the subset lacks: which, where, and the command that adds them. */
export function missingMessage(missing: [string, string][]): string {
  const lines = missing.map(([name, file]) => `  ${name} (imported by ${file})`);
  return [
    `vendor/mui-icons-material (the Material icons the site installs) lacks ${missing.length === 1 ? 'an icon' : 'icons'} the code imports:`,
    ...lines,
    `Add ${missing.length === 1 ? 'it' : 'them'} with: npm run icons -- add ${missing.map(([name]) => name).join(' ')}`,
  ].join('\n');
}
