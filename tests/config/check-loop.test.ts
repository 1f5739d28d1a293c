import { cpSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { checkConfig, watchConfig, type CheckRun } from '../../scripts/config/check-config';
import { editConfig, lineOf, repo, useConfigCopies } from './support/config-copy';

/**
 * The editor's loop: `npm run check:config` (and `--watch`, and `npm run dev`) checks every file in one run,
 * a file that does not parse included, with "Did you mean …?" and warnings, and again on every save.
 */
const { copyWith, track } = useConfigCopies('check-loop-');

describe('one check run', () => {
  it('reports a bad indent, a bad route, a misspelt key, a bad link and a duplicate order together, each at file:line:column', async () => {
    const root = copyWith({
      'forms/contact.yaml': [['\n  - id: message', '\n   - id: message']],
      'routes.yaml': [['page: careers }', 'page: carreers }']],
      'pages/about.yaml': [['\nmetaDescription:', '\nmetaDescripton:']],
      'pages/faq.yaml': [['href: /pricing,', 'href: /pricng,']],
      'trades/carpenter.yaml': [['\norder: 5', '\norder: 4']],
    });
    const run = await checkConfig(root);
    expect(run.ok).toBe(false);
    const at = (file: string, needle: string, column: number) => `config/${file}:${lineOf(file, needle) + (needle.startsWith('\n') ? 1 : 0)}:${column}`;
    expect(run.report).toContain('The config has 4 problems and 1 warning.');
    expect(run.report).toContain(
      `${at('forms/contact.yaml', '\n  - id: message', 4)}  the YAML cannot be read: the line after "steps:" is indented by 3 spaces; the lines above use 2. Indent it by 2 spaces more than "steps:" (start it at column 3).`,
    );
    expect(run.report).toMatch(new RegExp(`${at('routes.yaml', 'page: careers }', 29)}  routes\\[\\d+\\]\\.page: no page is called "carreers"\\. Did you mean careers\\?`));
    expect(run.report).toContain(`${at('pages/about.yaml', '\nmetaDescription:', 1)}  metaDescripton: unknown key "metaDescripton". Did you mean "metaDescription"?`);
    expect(run.report).toMatch(new RegExp(`config/pages/faq\\.yaml:${lineOf('pages/faq.yaml', 'href: /pricing,')}:\\d+  .*the link to /pricng leads to no page\\. Did you mean /pricing\\?`));
    expect(run.report).toContain(`${at('trades/carpenter.yaml', '\norder: 5', 8)}  order: order 4 is also the order of builder.yaml`);
    // The file that does not parse is reported once; the contact page's form is not reported as missing.
    expect(run.report.match(/contact\.yaml/g)).toHaveLength(1);
  });

  it('warns about a data schema field that no step asks and no plan sends, at the schema line of the form', async () => {
    const root = track(mkdtempSync(join(tmpdir(), 'check-loop-')));
    cpSync(join(repo, 'config'), join(root, 'config'), { recursive: true });
    cpSync(join(repo, 'schemas'), join(root, 'schemas'), { recursive: true });
    const schemaPath = join(root, 'schemas', 'forms', 'contact.schema.json');
    const schema = JSON.parse(readFileSync(schemaPath, 'utf8')) as { properties: Record<string, unknown> };
    schema.properties.faxNumber = { type: 'string', description: 'A fax number.' };
    writeFileSync(schemaPath, JSON.stringify(schema));
    const run = await checkConfig(root);
    const warning = run.problems.find((p) => p.severity === 'warning' && p.message.includes('faxNumber'));
    expect(warning).toMatchObject({ file: 'config/forms/contact.yaml', line: lineOf('forms/contact.yaml', '\nschema:') + 1, message: expect.stringContaining('no step asks') });
  });
});

describe('the watch loop', () => {
  it('checks again after each save and reports the new problem, then the fix', async () => {
    const root = copyWith({});
    const runs: CheckRun[] = [];
    const watcher = watchConfig(root, { onRun: (run) => runs.push(run) });
    try {
      await vi.waitFor(() => expect(runs.at(-1)?.ok).toBe(true), { timeout: 20_000, interval: 50 });
      // Saved as some editors do: a new file renamed over the old one.
      const path = join(root, 'config', 'pages', 'about.yaml');
      writeFileSync(`${path}.tmp`, readFileSync(path, 'utf8').replace('\nmetaDescription:', '\nmetaDescripton:'));
      renameSync(`${path}.tmp`, path);
      await vi.waitFor(() => expect(runs.at(-1)?.report).toContain('unknown key "metaDescripton"'), { timeout: 20_000, interval: 50 });
      // Then written in place, as others do: the renamed file is still watched.
      editConfig(root, 'pages/about.yaml', [['\nmetaDescripton:', '\nmetaDescription:']]);
      await vi.waitFor(() => expect(runs.at(-1)?.ok).toBe(true), { timeout: 20_000, interval: 50 });
    } finally {
      watcher.close();
    }
  });
});
