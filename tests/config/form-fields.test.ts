import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildConfig } from '../../scripts/config/build-config';
import { schemaFieldPaths } from '../../scripts/config/cross-check';
import { ConfigError, type ConfigProblem } from '../../scripts/config/problems';

/**
 * A form config must name a data schema of schemas/forms/, and every field it mentions (step fields,
 * showWhen, invalid-toast fields, action fields and targets) must be a property path of that schema.
 * The `form-fields` fixture breaks each of these once; `form-valid` is the same config done right.
 */
const here = fileURLToPath(new URL('.', import.meta.url));

async function failureOf(fixture: string): Promise<ConfigError> {
  try {
    await buildConfig(join(here, fixture), { emit: false });
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`the ${fixture} fixture built without problems`);
}

/** The data schemas of the project (the fixtures link to the real schemas/ folder). */
const DATA_SCHEMAS = readdirSync(join(here, '../../schemas/forms'))
  .filter((f) => f.endsWith('.schema.json'))
  .map((f) => f.replace(/\.schema\.json$/, ''))
  .sort()
  .join(', ');

const textAt = (fixture: string, p: ConfigProblem) => readFileSync(join(here, fixture, p.file), 'utf8').split('\n')[p.line - 1].slice(p.column - 1);

describe('form fields against the data schema', () => {
  it('a form whose fields all exist builds', async () => {
    const config = await buildConfig(join(here, 'form-valid'), { emit: false });
    expect(Object.keys(config.forms)).toEqual(['request']);
  });

  it('reports a missing data schema and every unknown field path with its position and the likely fix', async () => {
    const error = await failureOf('form-fields');
    expect(error.message).toBe(
      [
        'The config has 8 problems.',
        '',
        'Broken references:',
        `  config/forms/partner.yaml:2:9  schema: no data schema is called "partner". Create schemas/forms/partner.schema.json or use one of: ${DATA_SCHEMAS}.`,
        '  config/forms/request.yaml:6:19  buttons.submitRequires: schemas/forms/request.schema.json has no field "termsAgred". Did you mean "termsAgreed"?',
        '  config/forms/request.yaml:15:16  steps[0].fields[1].field: schemas/forms/request.schema.json has no field "businessBasics.emial". Did you mean "businessBasics.email"?',
        '  config/forms/request.yaml:19:21  steps[0].fields[2].onChange[0].target: schemas/forms/request.schema.json has no field "businessTitle". Did you mean "businessName"?',
        '  config/forms/request.yaml:21:28  steps[0].fields[3].showWhen.field: schemas/forms/request.schema.json has no field "hasDomainName". Did you mean "hasDomain"?',
        '  config/forms/request.yaml:23:16  steps[0].invalidToasts[0].field: schemas/forms/request.schema.json has no field "businessAddress.postCode". Did you mean "businessAddress.postcode"?',
        '  config/forms/request.yaml:28:24  steps[0].onLeave[0].fields[1]: schemas/forms/request.schema.json has no field "photos". Use a field of schemas/forms/request.schema.json, such as logo, gallery, hasDomain.',
        '  config/forms/request.yaml:30:22  steps[0].atLeastOne.fields[1]: schemas/forms/request.schema.json has no field "galery". Did you mean "gallery"?',
      ].join('\n'),
    );
    // The fixture asks few of the request schema's fields: that is a warning, listed apart (not in the message).
    expect(error.problems.filter((p) => p.severity !== 'warning').map((p) => textAt('form-fields', p))).toEqual([
      'partner',
      'termsAgred',
      'businessBasics.emial',
      'businessTitle',
      'hasDomainName, equals: true }',
      'businessAddress.postCode',
      'galery]',
      'photos]',
    ]);
  });

  it('field paths follow nested properties and local $ref', () => {
    const schema = {
      definitions: { file: { type: 'object', properties: { name: { type: 'string' } } } },
      properties: { logo: { $ref: '#/definitions/file' }, address: { type: 'object', properties: { postcode: { type: 'string' } } } },
    };
    expect(schemaFieldPaths(schema)).toEqual(['logo', 'logo.name', 'address', 'address.postcode']);
  });
});
