import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConfig } from '../../scripts/config/build-config';
import { ConfigError } from '../../scripts/config/problems';

/**
 * Every trade id named anywhere in the config is checked: a misspelt one is reported with its
 * file:line:column and "Did you mean …?", in the same run as every other problem.
 */
const repo = fileURLToPath(new URL('../..', import.meta.url));
let root: string;
let message = '';

function edit(file: string, change: (text: string) => string): void {
  const path = join(root, 'config', file);
  const before = readFileSync(path, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`the edit of ${file} changed nothing`);
  writeFileSync(path, after);
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'trade-ids-'));
  cpSync(join(repo, 'config'), join(root, 'config'), { recursive: true });
  symlinkSync(join(repo, 'schemas'), join(root, 'schemas'));
  edit('forms/request.yaml', (t) => t.replace('    fallback: electrician', '    fallback: electricain'));
  edit('pages/partner-form.yaml', (t) => t.replace('notLockable: [builder]', 'notLockable: [buildr]'));
  edit('forms/media.yaml', (t) => t.replace('        perTrade:', '        byTrade:\n          plumbr: { label: Photos }\n        perTrade:'));
  edit('trades/builder.yaml', (t) => t.replace('  green:\n    name: Charcoal', '  gren:\n    name: Charcoal').replace('  business: { lockable: true }', '  busines: { lockable: true }'));
  edit('site.yaml', (t) => t.replace('/request?trade=electrician', '/request?trade=electricain'));
  edit('trades/plumber.yaml', (t) => t.replace('defaultScheme: blue-blue', 'defaultScheme: blue-bleu'));
  edit('site.yaml', (t) => t.replace('  flow-plumbers:\n    trade: plumber\n    scheme: blue-blue', '  flow-plumbers:\n    trade: plumbr\n    scheme: blue-bleu'));
  edit('pages/templates.yaml', (t) => t.replace('template: sparks-electrical', 'template: sparks-electric').replace('?template=flow-plumbers', '?template=flow-plumber'));
  // A schema problem in the same run.
  edit('trades/roofer.yaml', (t) => t.replace('landingPage: false', 'landingPage: maybe'));
  try {
    await buildConfig(root, { emit: false });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    message = error.message;
  }
}, 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

const line = (file: string, text: string) => {
  const lines = readFileSync(join(root, 'config', file), 'utf8').split('\n');
  return lines.findIndex((l) => l.includes(text)) + 1;
};

describe('trade ids in the config', () => {
  it('reports the schema problem and every unknown id in one run', () => {
    expect(message).toMatch(/^The config has 12 problems\./);
    expect(message).toContain(`config/trades/roofer.yaml:${line('trades/roofer.yaml', 'landingPage:')}:14  landingPage: must be true or false.`);
  });

  it('a form fallback, a page exception, a byTrade key: file, line, column and the likely trade', () => {
    expect(message).toContain(`config/forms/request.yaml:${line('forms/request.yaml', 'fallback:')}:15  query.trade.fallback: no trade is called "electricain". Did you mean "electrician"?`);
    expect(message).toContain(`config/pages/partner-form.yaml:${line('pages/partner-form.yaml', 'notLockable:')}:23  blocks[1].query.trade.notLockable[0]: no trade is called "buildr". Did you mean "builder"?`);
    expect(message).toContain(`config/forms/media.yaml:${line('forms/media.yaml', 'plumbr:')}:11  steps[0].fields[1].byTrade.plumbr: no trade is called "plumbr". Did you mean "plumber"?`);
  });

  it('a link, a colour scheme and a form named by a trade file', () => {
    expect(message).toMatch(/config\/site\.yaml:\d+:\d+ {2}[^\n]*href: no trade is called "electricain"\. Did you mean "electrician"\?/);
    expect(message).toContain(`config/trades/builder.yaml:${line('trades/builder.yaml', 'gren:')}:3  colourOverrides.gren: no colour scheme is called "gren". Did you mean "green"?`);
    expect(message).toContain(`config/trades/builder.yaml:${line('trades/builder.yaml', 'busines:')}:3  forms.busines: no form is called "busines". Did you mean "business"?`);
    expect(message).toContain(`config/trades/plumber.yaml:${line('trades/plumber.yaml', 'defaultScheme:')}:16  defaultScheme: no colour scheme is called "blue-bleu". Did you mean "blue-blue"?`);
  });

  it('a template of /templates: its trade and scheme, and the cards and links naming it', () => {
    expect(message).toContain(`config/site.yaml:${line('site.yaml', 'trade: plumbr')}:12  templates.flow-plumbers.trade: no trade is called "plumbr". Did you mean "plumber"?`);
    expect(message).toContain(`config/site.yaml:${line('site.yaml', 'scheme: blue-bleu')}:13  templates.flow-plumbers.scheme: no colour scheme is called "blue-bleu". Did you mean "blue-blue"?`);
    expect(message).toContain(`config/pages/templates.yaml:${line('pages/templates.yaml', 'template: sparks-electric')}:19  blocks[1].items[0].template: no template is called "sparks-electric". Did you mean "sparks-electrical"?`);
    expect(message).toMatch(/config\/pages\/templates\.yaml:\d+:\d+ {2}blocks\[1\]\.items\[1\]\.links\[0\]\.href: no template is called "flow-plumber"\. Did you mean "flow-plumbers"\?/);
  });
});
