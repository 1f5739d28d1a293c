import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { buildConfig } from '../../scripts/config/build-config';
import { ConfigError } from '../../scripts/config/problems';

/**
 * Site templates are content config: `npm run check` checks them against their schema and against the trades
 * that name them, with the usual file:line:column messages; a new template is a new file and nothing else.
 */
const repo = fileURLToPath(new URL('../..', import.meta.url));
const roots: string[] = [];

function copyConfig(edit: (dir: string) => void): string {
  const root = mkdtempSync(join(tmpdir(), 'site-templates-'));
  roots.push(root);
  cpSync(join(repo, 'config'), join(root, 'config'), { recursive: true });
  symlinkSync(join(repo, 'schemas'), join(root, 'schemas'));
  edit(join(root, 'config'));
  return root;
}

async function problems(root: string): Promise<string[]> {
  try {
    await buildConfig(root, { outDir: join(root, 'generated') });
    return [];
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return error.message.split('\n').map((l) => l.trim()).filter((l) => l.startsWith('config/'));
  }
}

afterEach(() => {
  for (const r of roots.splice(0)) rmSync(r, { recursive: true, force: true });
});

describe('site templates in config', () => {
  it('reports a trade naming a missing template, a service sentence for a service the trade lacks, a bad section and a wrong link', async () => {
    const root = copyConfig((dir) => {
      const plumber = join(dir, 'trades', 'plumber.yaml');
      writeFileSync(plumber, readFileSync(plumber, 'utf8').replace('template: flow-plumbers', 'template: flow-plumber').replace('"Power Flushing":', '"Power Flushes":'));
      const tpl = join(dir, 'site-templates', 'sparks-electrical.yaml');
      writeFileSync(tpl, readFileSync(tpl, 'utf8').replace('- type: stats', '- type: statistics').replace('more: { page: gallery,', 'more: { page: galery,'));
    });
    const found = await problems(root);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^config\/trades\/plumber\.yaml:\d+:\d+ {2}website\.template: no site template is called "flow-plumber"\. Did you mean "flow-plumbers"\?$/),
        expect.stringMatching(/^config\/trades\/plumber\.yaml:\d+:\d+ {2}website\.serviceCopy\.Power Flushes: "Power Flushes" is not one of this trade's services\. Did you mean "Power Flushing"\?$/),
        expect.stringMatching(/^config\/site-templates\/sparks-electrical\.yaml:\d+:\d+ {2}pages\[0\]\.sections\[1\]\.type: /),
        expect.stringMatching(/^config\/site-templates\/sparks-electrical\.yaml:\d+:\d+ {2}pages\[0\]\.sections\[4\]\.more\.page: no page of this template is called "galery"\. Did you mean "gallery"\?$/),
      ]),
    );
  }, 120_000);

  it('reports a preview hook no form sends and a quote form that does not exist', async () => {
    const root = copyConfig((dir) => {
      const site = join(dir, 'site.yaml');
      writeFileSync(site, readFileSync(site, 'utf8').replace(/^ {4}hook: main$/m, '    hook: mian').replace(/^ {4}form: contact$/m, '    form: contcat'));
    });
    expect(await problems(root)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^config\/site\.yaml:\d+:\d+ {2}previewSites\.startsFrom\.hook: no form's submit plan sends the hook "mian", so no submission would get a preview\. Did you mean "main"\?$/),
        expect.stringMatching(/^config\/site\.yaml:\d+:\d+ {2}previewSites\.quoteRequests\.form: no form is called "contcat"\. Did you mean "contact"\?$/),
      ]),
    );
  }, 120_000);

  it('takes a new template from one new file, emitted for the site generator', async () => {
    const root = copyConfig((dir) => {
      const text = readFileSync(join(dir, 'site-templates', 'flow-plumbers.yaml'), 'utf8').replace('id: flow-plumbers', 'id: tidy-roofs').replace('name: Flow Plumbers', 'name: Tidy Roofs');
      writeFileSync(join(dir, 'site-templates', 'tidy-roofs.yaml'), text);
      const roofer = join(dir, 'trades', 'roofer.yaml');
      writeFileSync(roofer, readFileSync(roofer, 'utf8').replace('template: sparks-electrical', 'template: tidy-roofs'));
    });
    expect(await problems(root)).toEqual([]);
    const emitted = JSON.parse(readFileSync(join(root, 'generated', 'sites.json'), 'utf8'));
    expect(emitted.templates['tidy-roofs'].name).toBe('Tidy Roofs');
    expect(emitted.trades.roofer.website).toMatchObject({ template: 'tidy-roofs', schemaType: 'RoofingContractor' });
  }, 120_000);
});
