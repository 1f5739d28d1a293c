import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { buildConfig } from '../../scripts/config/build-config';
import { formSchemas } from '../../scripts/config/validators';

/**
 * The `form-valid` fixture (three steps on the real request data schema) is built into a scratch folder, and
 * the emitted ES modules are imported and run exactly as the form renderer runs them.
 */
const here = fileURLToPath(new URL('.', import.meta.url));
const repo = join(here, '..', '..');
// Inside the project, so the modules resolve `ajv/dist/runtime/*` from its node_modules; tsconfig skips fixture-*.
const outDir = mkdtempSync(join(here, 'fixture-generated-'));

interface FormModule {
  form: { steps: { id: string }[] };
  schema: RJSFSchema;
  stepSchemas: RJSFSchema[];
  stepValidators: ValidatorFunctions[];
  fullValidator: ValidatorFunctions;
}
let mod: FormModule;

beforeAll(async () => {
  await buildConfig(join(here, 'form-valid'), { outDir });
  mod = (await import(/* @vite-ignore */ pathToFileURL(join(outDir, 'forms', 'request.ts')).href)) as FormModule;
});
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

type Checked = { validator: ReturnType<typeof createPrecompiledValidator>; schema: RJSFSchema };
const validator = (step: number): Checked => ({ validator: createPrecompiledValidator(mod.stepValidators[step] as never, mod.stepSchemas[step]), schema: mod.stepSchemas[step] });
const full = (): Checked => ({ validator: createPrecompiledValidator(mod.fullValidator as never, mod.schema), schema: mod.schema });
/** Each problem as "property keyword", e.g. ".businessBasics.phone format", as the form renderer would see them. */
const problems = ({ validator: v, schema }: Checked, data: unknown) =>
  v.validateFormData(data as never, schema).errors.map((e) => `${e.property} ${e.name}`).sort();

const business = { firstName: 'Sam', companyName: 'Sam Sparks Ltd', email: 'sam@samsparks.co.uk', phone: '07700 900123' };
const address = { street: '1 High Street', town: 'Leeds', county: 'West Yorkshire', postcode: 'LS1 4DY' };

describe('emitted form module', () => {
  it('exports the data schema, one schema and one validator module per step in step order, and the full validator', () => {
    expect(Object.keys(mod).sort()).toEqual(['form', 'fullValidator', 'schema', 'stepSchemas', 'stepValidators']);
    expect(mod.schema.$id).toBe('https://tradesites.local/schemas/forms/request.schema.json');
    expect(mod.stepSchemas.map((s) => s.$id)).toEqual([
      'https://tradesites.local/schemas/forms/request/step-business.schema.json',
      'https://tradesites.local/schemas/forms/request/step-communication.schema.json',
      'https://tradesites.local/schemas/forms/request/step-address.schema.json',
    ]);
    expect(mod.stepSchemas.map((s) => Object.keys(s.properties!))).toEqual([
      ['businessBasics', 'logo'],
      ['whatsAppNumber', 'hasDomain', 'domainName'],
      ['businessAddress', 'termsAgreed'],
    ]);
    expect(mod.stepSchemas.map((s) => s.required)).toEqual([['businessBasics'], [], ['businessAddress', 'termsAgreed']]);
    expect(mod.stepSchemas[0].definitions).toEqual(mod.schema.definitions);
    expect(mod.stepSchemas.every((s) => s.type === 'object' && s.additionalProperties === undefined)).toBe(true);
    expect(Object.keys(mod.stepValidators[1])).toEqual([mod.stepSchemas[1].$id]);
    // The schema's own validator first, then one for each condition's `if` (rjsf asks them while drawing the form).
    expect(Object.keys(mod.fullValidator)[0]).toBe(mod.schema.$id);
    expect(Object.keys(mod.fullValidator)).toHaveLength(1 + ((mod.schema.allOf ?? []) as unknown[]).length);
  });

  it('gives a step the data schema\'s conditions about its own answers, whatever answers their `if` reads', () => {
    const condition = { if: { required: ['kind'], properties: { kind: { const: 'custom' } } }, then: { required: ['prefix'] } };
    const data = { $id: 'https://tradesites.local/schemas/forms/f.schema.json', type: 'object', properties: { kind: { type: 'string' }, prefix: { type: 'string' }, phone: { type: 'string' } }, allOf: [condition] };
    const shape = { schema: 'f', steps: [{ id: 'one', fields: [{ field: 'kind' }] }, { id: 'two', fields: [{ field: 'prefix' }] }, { id: 'three', fields: [{ field: 'phone' }] }] };
    expect(formSchemas('f', shape, data).steps.map((s) => s.schema.allOf)).toEqual([undefined, [condition], undefined]);
  });

  it('a step accepts good data, including the answers of other steps', () => {
    expect(problems(validator(0), { businessBasics: business, whatsAppNumber: '07700 900123', tradeType: 'electrician' })).toEqual([]);
    expect(problems(validator(2), { businessAddress: { ...address, registrationNumber: 'SC123456' }, termsAgreed: true })).toEqual([]);
  });

  it('reports a bad UK phone number and a bad email address with their property paths', () => {
    expect(problems(validator(0), { businessBasics: { ...business, phone: '12345', email: 'sam@samsparks' } })).toEqual([
      '.businessBasics.email format',
      '.businessBasics.phone format',
    ]);
    expect(problems(validator(0), { businessBasics: { ...business, phone: '+44 7700 900123' } })).toEqual([]);
  });

  it('reports missing nested required fields by their property path', () => {
    const { firstName: _f, email: _e, ...rest } = business;
    expect(problems(validator(0), { businessBasics: rest })).toEqual(['.businessBasics.email required', '.businessBasics.firstName required']);
    // rjsf writes a missing top-level property without the leading dot.
    expect(problems(validator(0), {})).toEqual(['businessBasics required']);
  });

  it('checks postcode and company number with the shared format functions', () => {
    const v = validator(2);
    const with_ = (extra: Record<string, string>) => problems(v, { businessAddress: { ...address, ...extra }, termsAgreed: true });
    expect(with_({ postcode: 'sw1a1aa', registrationNumber: '01234567' })).toEqual([]);
    expect(with_({ postcode: 'ABC 123' })).toEqual(['.businessAddress.postcode format']);
    expect(with_({ registrationNumber: 'SC123456' })).toEqual([]);
    expect(with_({ registrationNumber: '1234' })).toEqual(['.businessAddress.registrationNumber format']);
  });

  it('checks the WhatsApp number as a UK mobile and the domain name', () => {
    expect(problems(validator(1), { whatsAppNumber: '07700900123', domainName: 'samsparks.co.uk' })).toEqual([]);
    expect(problems(validator(1), { whatsAppNumber: '0113 496 0000', domainName: 'not a domain' })).toEqual([
      '.domainName format',
      '.whatsAppNumber format',
    ]);
  });

  it('the full validator checks every step at once, following $ref to shared definitions', () => {
    expect(problems(full(), { tradeType: 'electrician', businessBasics: business, businessAddress: address, termsAgreed: true })).toEqual([]);
    expect(
      problems(full(), { tradeType: 'electrician', businessBasics: business, businessAddress: address, termsAgreed: false, logo: { id: 'x', name: 'logo.png', type: 'image/png', size: 0 } }),
    ).toEqual(['.logo.size minimum', '.termsAgreed const']);
  });

  it('the validator modules are plain ES modules with no compiled or CommonJS code', () => {
    const dir = join(outDir, 'validators', 'request');
    const files = readdirSync(dir).filter((f) => f.endsWith('.js')).sort();
    expect(files).toEqual(['full.js', 'step-address.js', 'step-business.js', 'step-communication.js']);
    for (const file of files) {
      const code = readFileSync(join(dir, file), 'utf8');
      expect(code, file).not.toMatch(/\brequire\(|new Function|\beval\(|module\.exports|\bexports\[/);
      expect(code, file).toMatch(/^export default validateFns;$/m);
      expect(code, file).toContain("import { UK_FORMATS } from '");
    }
    expect(readFileSync(join(dir, 'full.js'), 'utf8')).toContain("from 'ajv/dist/runtime/ucs2length.js'");
  });

  it('writes the form data types with an alias per data schema', () => {
    const types = readFileSync(join(outDir, 'form-types.ts'), 'utf8');
    expect(types).toContain('export interface WebsiteRequest {');
    expect(types).toContain('export type RequestFormData = WebsiteRequest;');
  });
});

/** The modules `npm run config` wrote for the real config/forms/ (present after `npm run check` or a build). */
const realDir = join(repo, 'src', 'generated', 'validators');
describe.skipIf(!existsSync(realDir))('generated validators of config/forms/', () => {
  it('contain no require, new Function or eval', () => {
    const files = readdirSync(realDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(readFileSync(join(realDir, file), 'utf8'), file).not.toMatch(/\brequire\(|new Function|\beval\(/);
  });
});
