import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { ENUMS_FILE, enumsFileText } from '../../scripts/config/enums';
import { loadConfig } from '../../scripts/config/load-config';
import { readSchemas } from '../../scripts/config/schema-check';

/**
 * The ids editors are offered (trade, colour scheme, registrar, page, form, trade icon, widget) are
 * generated from the config by `npm run config` into a committed file the other schemas refer to.
 */
const repo = fileURLToPath(new URL('../..', import.meta.url));

/** The schemas exactly as an editor reads them, enums included. */
function editorAjv(): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: false, allowUnionTypes: true });
  addFormats(ajv);
  for (const { id, schema } of readSchemas(join(repo, 'schemas', 'config'))) ajv.addSchema(schema, id);
  return ajv;
}

const trade = () => parse(readFileSync(join(repo, 'config', 'trades', 'plumber.yaml'), 'utf8')) as Record<string, unknown>;

describe('generated enums', () => {
  it('the committed file is what the build generates from the config', { timeout: 30_000 }, () => {
    expect(readFileSync(join(repo, ENUMS_FILE), 'utf8')).toBe(enumsFileText(loadConfig(repo).raw));
  });

  it('lists the ids of the config files', () => {
    const enums = JSON.parse(readFileSync(join(repo, ENUMS_FILE), 'utf8')).definitions;
    expect(enums.tradeId.enum).toEqual(expect.arrayContaining(['plumber', 'carpenter']));
    expect(enums.colourSchemeId.enum).toContain('blue-yellow');
    expect(enums.pageId.enum).toContain('choose-trade');
    expect(enums.formId.enum).toEqual(expect.arrayContaining(['request', 'business', 'media']));
    expect(enums.registrarId.enum.length).toBeGreaterThan(0);
    expect(enums.widgetName.enum).toContain('trade-buttons');
    expect(enums.tradeIcon.enum).toContain('plumbing');
  });

  it('an editor accepts the real trade file and flags an unknown scheme, icon or form', () => {
    const validate = editorAjv().getSchema('https://tradesites.local/schemas/config/trade.schema.json')!;
    expect(validate(trade())).toBe(true);
    expect(validate({ ...trade(), defaultScheme: 'blue-bleu' })).toBe(false);
    expect(validate.errors?.some((e) => e.instancePath === '/defaultScheme' && e.keyword === 'enum')).toBe(true);
    expect(validate({ ...trade(), icon: 'plumbin' })).toBe(false);
    expect(validate({ ...trade(), forms: { requets: { lockable: true } } })).toBe(false);
  });

  it('an editor flags an unknown trade in a form and an unknown page in a route', () => {
    const ajv = editorAjv();
    const form = parse(readFileSync(join(repo, 'config', 'forms', 'media.yaml'), 'utf8')) as { query: { trade: { fallback: string } } };
    const validateForm = ajv.getSchema('https://tradesites.local/schemas/config/form.schema.json')!;
    expect(validateForm(form)).toBe(true);
    form.query.trade.fallback = 'electricain';
    expect(validateForm(form)).toBe(false);
    const validateRoutes = ajv.getSchema('https://tradesites.local/schemas/config/routes.schema.json')!;
    expect(validateRoutes({ routes: [{ path: '/x', page: 'hmoe' }] })).toBe(false);
  });
});
