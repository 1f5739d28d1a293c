import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { checkConfig } from '../../scripts/config/check-config';

/** A widget's options are declared per widget in the form schema: a misspelt option is an error, not a silent default. */
const repo = fileURLToPath(new URL('../..', import.meta.url));
const root = mkdtempSync(join(tmpdir(), 'widget-options-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('widget options', () => {
  it('a misspelt option of a widget is reported at its line with the option it likely meant', async () => {
    cpSync(join(repo, 'config'), join(root, 'config'), { recursive: true });
    symlinkSync(join(repo, 'schemas'), join(root, 'schemas'));
    const file = join(root, 'config/forms/request.yaml');
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, text.replace('          extractColours: true', '          extractColors: true'));
    const line = text.split('          extractColours: true')[0].split('\n').length;
    const run = await checkConfig(root);
    expect(run.report).toMatch(new RegExp(`config/forms/request\\.yaml:${line}:11  steps\\[\\d+\\]\\.fields\\[\\d+\\]\\.options\\.extractColors: unknown key "extractColors"\\. Did you mean "extractColours"\\?`));
  });
});
