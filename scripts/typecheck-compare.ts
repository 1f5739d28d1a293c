/**
 * `npm run typecheck:compare [-- --tree]`: checks that TypeScript's native compiler (tsgo, which `npm run typecheck`
 * runs) reports what TypeScript 5.9's tsc (the editor's, eslint's and vite's) reports. Run it again when either
 * compiler moves.
 *
 * It writes probe files into `.scratch/typecheck-probes/`, each a deliberate mistake against the project's own modules
 * (a wrong prop type in a .tsx, a missing import, a wrong generic, an unused @ts-expect-error, a `paths` alias import,
 * a JSON import, a test file) plus one file that is correct, checks them with both compilers under a tsconfig that
 * extends the project's, and compares every error by file, line and code (a column or wording that differs is
 * printed, not counted: tsgo may point at the innermost argument of a failed overload where tsc points at the outer). Each mistake must be reported by
 * tsc (else the probe no longer breaks anything and must be rewritten). With `--tree` both compilers also check the
 * whole tree, which must give no error in either. Exits 1 on any difference.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dir = join(root, '.scratch', 'typecheck-probes');

/** The probes: file name, source, and the error codes tsc must report there (at least one each). */
const PROBES: { file: string; source: string; codes: string[] }[] = [
  {
    // A real block given props of the wrong types (its config, and a string where a boolean goes).
    file: 'wrong-prop.tsx',
    source: `import { TextBlock } from '@/blocks/text-block';
export const el = <TextBlock block={{ id: 1 }} data={{}} first="yes" />;
`,
    codes: ['TS2322'],
  },
  {
    // A function of the tree used without its import, and a module that does not exist.
    file: 'missing-import.ts',
    source: `import { nothing } from '@/domain/no-such-module';
export const folded: string = foldForMatch('Kitchen');
export const none = nothing;
`,
    codes: ['TS2304', 'TS2307'],
  },
  {
    // Type arguments that do not fit: the tree's generic interface, a Map and React's useState.
    file: 'wrong-generic.ts',
    source: `import { useState } from 'react';
import type { BlockProps } from '@/blocks/block-props';
export const props: BlockProps<number> = { block: 'text', data: {} };
export const map = new Map<string, number>([['a', 'b']]);
export function useCount() { return useState<number>('none'); }
`,
    codes: ['TS2322', 'TS2345'],
  },
  {
    // An expected error that never comes.
    file: 'unused-expect-error.ts',
    source: `import { foldForMatch } from '@/domain/match-text';
// @ts-expect-error a string is what it takes
export const folded = foldForMatch('Bathroom');
`,
    codes: ['TS2578'],
  },
  {
    // The alias resolves (relative to the tsconfig that sets it) to the real module, with and without its extension.
    file: 'alias.ts',
    source: `import { foldForMatch } from '@/domain/match-text.ts';
import { isHexColour } from '@/domain/colours';
export const n: number = foldForMatch('Garden');
export const ok: string = isHexColour('#fff');
`,
    codes: ['TS2322'],
  },
  {
    // A JSON module's inferred type: a missing key and a wrong type.
    file: 'json.ts',
    source: `import pkg from '../../package.json';
import times from '../../tests/support/file-times.json';
export const v: number = pkg.version;
export const missing = pkg.noSuchKey;
export const t: string = times;
`,
    codes: ['TS2322', 'TS2339'],
  },
  {
    // A test file: vitest's expect and a module of the tree used with the wrong argument, and vite's import.meta.env.
    file: 'probe.test.ts',
    source: `import { expect, it } from 'vitest';
import { foldForMatch } from '@/domain/match-text';
it('folds', () => {
  expect(foldForMatch(42)).toBe('42');
  const base: number = import.meta.env.BASE_URL;
  expect(base).toBe(1);
});
`,
    codes: ['TS2345', 'TS2322'],
  },
  {
    // Correct code over the same modules: no error in either.
    file: 'correct.tsx',
    source: `import { useState } from 'react';
import { TextBlock } from '@/blocks/text-block';
import { foldForMatch } from '@/domain/match-text.ts';
import pkg from '../../package.json';
export const el = <TextBlock block={{ id: 'intro', title: 'Hello' } as never} data={{}} first />;
export const folded: string = foldForMatch(pkg.name);
export function useCount() { return useState<number>(0); }
// @ts-expect-error a number is not a string
export const wrong: string = 1;
`,
    codes: [],
  },
];

interface Diagnostic { file: string; line: number; col: number; code: string; message: string }

/** Runs one compiler; returns its errors (file relative to the repository) and whether it ran at all. */
function check(bin: string, args: string[]): { errors: Diagnostic[]; output: string; status: number | null } {
  const run = spawnSync(process.execPath, [join(root, bin), '--noEmit', '--pretty', 'false', ...args], { cwd: root, encoding: 'utf8' });
  const output = `${run.stdout}${run.stderr}`;
  const errors: Diagnostic[] = [];
  for (const line of output.split('\n')) {
    const m = /^(.+?)\((\d+),(\d+)\): error (TS\d+): (.*)$/.exec(line);
    if (m) errors.push({ file: relative(root, join(root, m[1])), line: Number(m[2]), col: Number(m[3]), code: m[4], message: m[5] });
  }
  return { errors, output, status: run.status };
}

const key = (d: Diagnostic) => `${d.file}(${d.line}) ${d.code}`;

/** The errors grouped by file, line and code (two on one line with one code are two entries). */
function byKey(list: Diagnostic[]): Map<string, Diagnostic[]> {
  const map = new Map<string, Diagnostic[]>();
  for (const d of list) map.set(key(d), [...(map.get(key(d)) ?? []), d]);
  return map;
}

/** Prints what one compiler reported and the other did not; returns the number of differences. */
function compare(title: string, tsc: Diagnostic[], tsgo: Diagnostic[]): number {
  const a = byKey(tsc);
  const b = byKey(tsgo);
  let differences = 0;
  let same = 0;
  for (const k of new Set([...a.keys(), ...b.keys()])) {
    const [x, y] = [a.get(k) ?? [], b.get(k) ?? []];
    same += Math.min(x.length, y.length);
    for (const d of x.slice(y.length)) console.log(`  only tsc:  ${k}: ${d.message}`);
    for (const d of y.slice(x.length)) console.log(`  only tsgo: ${k}: ${d.message}`);
    differences += Math.abs(x.length - y.length);
    x.slice(0, y.length).forEach((d, i) => {
      if (d.col !== y[i].col) console.log(`  same error, other column: ${k}: tsc column ${d.col}, tsgo ${y[i].col}`);
      if (d.message !== y[i].message) console.log(`  same error, other words: ${k}\n    tsc:  ${d.message}\n    tsgo: ${y[i].message}`);
    });
  }
  console.log(`${title}: tsc ${tsc.length} errors, tsgo ${tsgo.length}; ${same} the same`);
  return differences;
}

const TSC = 'node_modules/typescript/bin/tsc';
const TSGO = 'node_modules/@typescript/native-preview/bin/tsgo';

rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, 'tsconfig.json'), `${JSON.stringify({ extends: '../../tsconfig.json', include: ['./*.ts', './*.tsx'], exclude: [] }, null, 2)}\n`);
for (const p of PROBES) writeFileSync(join(dir, p.file), p.source);

const project = ['-p', relative(root, join(dir, 'tsconfig.json'))];
const tsc = check(TSC, project);
const tsgo = check(TSGO, project);
let differences = compare('probes', tsc.errors, tsgo.errors);
if (tsc.errors.length === 0 || tsgo.errors.length === 0) {
  console.log(`A compiler reported nothing on the probes:\n--- tsc\n${tsc.output}\n--- tsgo\n${tsgo.output}`);
  differences++;
}
for (const p of PROBES) {
  const file = relative(root, join(dir, p.file));
  const codes = new Set(tsc.errors.filter((d) => d.file === file).map((d) => d.code));
  const missing = p.codes.filter((c) => !codes.has(c));
  const unexpected = p.codes.length === 0 ? [...codes] : [];
  if (missing.length || unexpected.length) {
    console.log(`  probe ${p.file}: tsc no longer reports ${missing.join(', ') || '-'}; reports ${unexpected.join(', ') || '-'} in correct code`);
    differences++;
  }
}

if (process.argv.includes('--tree')) {
  const treeTsc = check(TSC, []);
  const treeTsgo = check(TSGO, []);
  differences += compare('whole tree', treeTsc.errors, treeTsgo.errors);
  if (treeTsc.status !== 0 || treeTsgo.status !== 0) {
    console.log(`The tree does not check clean: tsc exited ${treeTsc.status}, tsgo ${treeTsgo.status}\n${treeTsc.output}${treeTsgo.output}`);
    differences++;
  }
}

rmSync(dir, { recursive: true, force: true });
console.log(differences === 0 ? 'tsc and tsgo agree.' : `${differences} difference(s) between tsc and tsgo (see above).`);
process.exit(differences === 0 ? 0 : 1);
