import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { badIndent, yamlLines } from '../../scripts/config/yaml-syntax';
import { parseYamlSource } from '../../scripts/config/yaml-source';

/** A file that does not parse gets one problem, in plain words, at the line that is wrong. */
const repo = fileURLToPath(new URL('../..', import.meta.url));
const one = (text: string) => {
  const { problems } = parseYamlSource('config/x.yaml', text);
  expect(problems).toHaveLength(1);
  const [p] = problems;
  return `${p.line}:${p.column} ${p.message}. ${p.fix}`;
};

describe('YAML syntax problems', () => {
  it.each([
    ['a list indented by 3 under a key', 'title: x\nsteps:\n   - id: a\n    title: b\n', '3:4 the YAML cannot be read: the line after "steps:" is indented by 3 spaces; the lines above use 2. Indent it by 2 spaces more than "steps:" (start it at column 3).'],
    ['a key one space left of its neighbours', 'a:\n  b: 1\n c: 2\n', '3:2 the YAML cannot be read: "c: 2" starts 1 space further left than "b: 1" on line 2; lines of the same block start at the same column. Start it at column 3, like line 2, or indent it under a line ending in ":".'],
    ['a key under a line that has its value', 'a:\n  b: 1\n    c: 2\n', '3:5 the YAML cannot be read: "c: 2" is indented under "b: 1" on line 2, which already has its value. Start it at column 3, like line 2, or end line 2 with ":" and put its value below.'],
    ['a key among list items', 'a:\n  - b\n  c: 1\n', '3:3 the YAML cannot be read: "c: 1" sits in the list that starts on line 2 but does not start with "- ". Start it with "- " to make it an item, or indent it under the item above.'],
    ['": " inside a value', 'title: Websites: done\n', '1:8 the YAML cannot be read: this value contains ": ", which YAML reads as a second key on the same line. Put the value in quotes: title: "Websites: done"'],
    ['a tab', 'a:\n\tb: 1\n', '2:1 the YAML cannot be read: this line is indented with a tab. Indent with spaces only, like the lines around it.'],
    ['a key given twice', 'a: 1\na: 2\n', '2:1 the YAML cannot be read: this key is given twice in the same block (the second would replace the first). Keep one of the two and delete the other.'],
    ['an unclosed quote', 'a: "x\n', '2:1 the YAML cannot be read: a quote opened here is never closed. Close the quote at the end of the value.'],
  ])('%s', (_what, text, expected) => {
    expect(one(text)).toBe(expected);
  });

  it('finds no indentation mistake in any file that parses (no false alarm on real files)', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? files(join(dir, n)) : n.endsWith('.yaml') ? [join(dir, n)] : []));
    const all = [...files(join(repo, 'config')), ...files(join(repo, 'tests', 'config'))];
    expect(all.length).toBeGreaterThan(50);
    for (const file of all) expect(badIndent(yamlLines(readFileSync(file, 'utf8')), Infinity), file).toBeUndefined();
  });
});
