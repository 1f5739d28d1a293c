import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startedDirectly } from '../started-directly';
import { compareSubset, ICON_FILES, iconImports, missingMessage, SUBSET_DIR, subsetIcons } from './subset';

/**
 * `npm run icons -- add <Name>...` copies icons' modules from MUI's published `@mui/icons-material` (the version the
 * subset was taken from, fetched with `npm pack` into a temporary folder) into `vendor/mui-icons-material`, unchanged.
 * The names are those of https://mui.com/material-ui/material-icons/ (e.g. `Plumbing`, `WaterDrop`). Nothing else is
 * needed: the subset is linked into node_modules, so the new import resolves at once.
 * `npm run icons -- check` lists icons imported but missing, and icons held but no longer imported;
 * `npm run icons -- prune` removes the latter.
 */

/** The version of MUI's package the subset's icons come from (its own `package.json` says). */
export function subsetVersion(dir = SUBSET_DIR): string {
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** Fetches MUI's package and copies the named icons' files into the subset; fails naming any icon it lacks. */
export function addIcons(names: string[], dir = SUBSET_DIR): void {
  const bad = names.filter((n) => !/^[A-Z][A-Za-z0-9]*$/.test(n));
  if (bad.length) throw new Error(`Icon names are written as on https://mui.com/material-ui/material-icons/ (e.g. WaterDrop), not: ${bad.join(', ')}`);
  const version = subsetVersion(dir);
  const tmp = mkdtempSync(join(tmpdir(), 'mui-icons-'));
  try {
    console.log(`Fetching @mui/icons-material@${version} (npm pack) to copy ${names.join(', ')}...`);
    const pack = spawnSync('npm', ['pack', `@mui/icons-material@${version}`, '--pack-destination', tmp, '--silent'], { encoding: 'utf8' });
    if (pack.status !== 0) throw new Error(`npm pack @mui/icons-material@${version} failed:\n${pack.stderr}`);
    const tarball = join(tmp, pack.stdout.trim().split('\n').pop() ?? '');
    const members = names.flatMap((n) => ICON_FILES.map((ext) => `package/${n}${ext}`));
    // Extracted one member at a time would read the 20 MB archive once per file; tar skips absent ones with an error.
    spawnSync('tar', ['-xzf', tarball, '-C', tmp, ...members], { encoding: 'utf8' });
    const absent = names.filter((n) => ICON_FILES.some((ext) => !existsSync(join(tmp, 'package', `${n}${ext}`))));
    if (absent.length) throw new Error(`@mui/icons-material@${version} has no icon named ${absent.join(', ')} (names as on https://mui.com/material-ui/material-icons/).`);
    for (const n of names) for (const ext of ICON_FILES) copyFileSync(join(tmp, 'package', `${n}${ext}`), join(dir, `${n}${ext}`));
    console.log(`Added to vendor/mui-icons-material: ${names.join(', ')}.`);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

if (startedDirectly(import.meta.url)) {
  const [command, ...names] = process.argv.slice(2);
  const { missing, unused } = compareSubset(iconImports(), subsetIcons());
  if (command === 'add' && names.length) {
    try {
      addIcons(names);
    } catch (error) {
      console.error((error as Error).message);
      process.exit(1);
    }
  } else if (command === 'check') {
    if (unused.length) console.log(`Held but imported nowhere (npm run icons -- prune removes them): ${unused.join(', ')}`);
    if (missing.length) {
      console.error(missingMessage(missing));
      process.exit(1);
    }
    console.log(`vendor/mui-icons-material holds every icon the code imports (${subsetIcons().length}).`);
  } else if (command === 'prune') {
    for (const n of unused) for (const ext of ICON_FILES) if (existsSync(join(SUBSET_DIR, `${n}${ext}`))) unlinkSync(join(SUBSET_DIR, `${n}${ext}`));
    console.log(unused.length ? `Removed: ${unused.join(', ')}.` : 'Every icon held is imported.');
  } else {
    console.error('Usage: npm run icons -- add <IconName>... | check | prune');
    process.exit(1);
  }
}
