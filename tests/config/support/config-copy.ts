import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';

/** The repository's root. */
export const repo = fileURLToPath(new URL('../../..', import.meta.url));

/** Replaces, in `config/<file>` under `root`, each `from` with its `to`; fails when a `from` is no longer there. */
export function editConfig(root: string, file: string, pairs: [string, string][]): void {
  const path = join(root, 'config', file);
  let text = readFileSync(path, 'utf8');
  for (const [from, to] of pairs) {
    if (!text.includes(from)) throw new Error(`${file} no longer contains ${JSON.stringify(from)}`);
    text = text.replace(from, to);
  }
  writeFileSync(path, text);
}

/** The 1-based line of the first occurrence of `needle` in a real config file. */
export const lineOf = (file: string, needle: string) => readFileSync(join(repo, 'config', file), 'utf8').split(needle)[0].split('\n').length;

/**
 * Copies of the real config (schemas linked, not copied) with some strings replaced in some files, removed after
 * the file's tests. Call once per test file; `prefix` names the temporary folders.
 */
export function useConfigCopies(prefix: string): { copyWith(edits: Record<string, [string, string][]>): string; track(root: string): string } {
  const roots: string[] = [];
  afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));
  const track = (root: string) => {
    roots.push(root);
    return root;
  };
  return {
    track,
    copyWith(edits) {
      const root = track(mkdtempSync(join(tmpdir(), prefix)));
      cpSync(join(repo, 'config'), join(root, 'config'), { recursive: true });
      symlinkSync(join(repo, 'schemas'), join(root, 'schemas'));
      for (const [file, pairs] of Object.entries(edits)) editConfig(root, file, pairs);
      return root;
    },
  };
}
