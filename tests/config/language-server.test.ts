import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startYamlLanguageServer, type YamlLanguageServer } from './support/yaml-language-server';

/**
 * Every config file as VS Code's YAML extension sees it: the real `yaml-language-server` reads each file's
 * `# yaml-language-server: $schema=` line and the schemas it names (and their `$ref`s) from disk. A schema it
 * cannot load would leave the file unchecked; a misspelt key must be underlined at its line.
 */
const repo = fileURLToPath(new URL('../..', import.meta.url));
const configDir = join(repo, 'config');

const yamlFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return yamlFiles(path);
    return name.endsWith('.yaml') ? [path] : [];
  });

let server: YamlLanguageServer;
beforeAll(async () => {
  server = await startYamlLanguageServer(repo);
});
afterAll(async () => {
  await server?.stop();
});

/** The file's text with one string replaced, and the 1-based line where the replacement is. */
function mutate(file: string, from: string, to: string): { path: string; text: string; line: number } {
  const path = join(configDir, file);
  const original = readFileSync(path, 'utf8');
  const at = original.indexOf(from);
  if (at < 0) throw new Error(`${file} no longer contains ${JSON.stringify(from)}`);
  return { path, text: original.slice(0, at) + to + original.slice(at + from.length), line: original.slice(0, at).split('\n').length };
}

describe('the config in the YAML language server', () => {
  it('every file names its schema and has no problem, schema loading included', async () => {
    const files = yamlFiles(configDir).map((path) => ({ path, text: readFileSync(path, 'utf8') }));
    expect(files.length).toBeGreaterThan(40);
    for (const { path, text } of files) {
      expect(text.split('\n')[0], relative(repo, path)).toMatch(/^# yaml-language-server: \$schema=\S+\.schema\.json$/);
    }
    const results = await server.diagnoseAll(files);
    const problems = [...results].flatMap(([path, list]) => list.map((d) => `${relative(repo, path)}:${d.line}  ${d.message}`));
    expect(problems).toEqual([]);
  });

  it.each([
    ['a page', 'pages/about.yaml', 'metaDescription:', 'metaDescripton:', 'metaDescripton'],
    ['a block of a page', 'pages/about.yaml', '    paragraphs:', '    paragraps:', 'paragraps'],
    ['a form', 'forms/request.yaml', '        label: Customer reference', '        lable: Customer reference', 'lable'],
    ['a trade', 'trades/plumber.yaml', '\nservices:', '\nservces:', 'servces'],
    ['site.yaml', 'site.yaml', '  tagline:', '  tagलine:', 'tagलine'],
    ['a form that extends another', 'forms/business.yaml', '  uploading:', '  uplaoding:', 'uplaoding'],
    ['a widget option', 'forms/request.yaml', '          extractColours: extractColorsFromLogo', '          extractColors: extractColorsFromLogo', 'extractColors'],
  ])('underlines a misspelt key in %s at its line', async (_what, file, from, to, key) => {
    const { path, text, line } = mutate(file, from, to);
    const found = await server.diagnose(path, text);
    const at = from.startsWith('\n') ? line + 1 : line;
    expect(found).toContainEqual(expect.objectContaining({ line: at, message: `Property ${key} is not allowed.` }));
  });

  it('explains an unquoted colour (YAML reads it as a comment) with the quotes to add', async () => {
    const { path, text, line } = mutate('site.yaml', 'themeColour: "#3172B2"', 'themeColour: #3172B2');
    const found = await server.diagnose(path, text);
    expect(found).toContainEqual(expect.objectContaining({ line, message: expect.stringContaining('in quotes, e.g. "#3172B2"') }));
  });
});
