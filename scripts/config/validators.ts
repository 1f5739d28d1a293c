import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { _ } from 'ajv';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/lib/compileSchemaValidatorsCode.js';
import { UK_FORMATS } from '../../src/domain/ajv-formats';

type Json = Record<string, unknown>;

const BANNER = '/* Generated from schemas/forms/ and config/forms/ by scripts/config. Do not edit: change those and rebuild. */\n';

/** The identifier the generated validators use for the custom format checks of src/domain/ajv-formats.ts. */
const FORMATS_NAME = 'UK_FORMATS';

/** The part of a form config the validators need. */
export interface FormShape {
  schema: string;
  steps: { id: string; fields: { field: string }[] }[];
}

/** One form's schemas: the full data schema and one schema per step, in step order. */
export interface FormSchemas {
  full: Json;
  steps: { id: string; schema: Json }[];
}

/** `https://tradesites.local/schemas/forms/request.schema.json` → `https://tradesites.local/schemas/forms/request/step-start.schema.json` */
export function stepSchemaId(fullId: string, formId: string, stepId: string): string {
  return new URL(`${formId}/step-${stepId}.schema.json`, fullId).href;
}

/** The data schema a form config names (schemas/forms/<schema>.schema.json), or undefined when there is none. */
export function readDataSchema(root: string, name: string): Json | undefined {
  const path = join(root, 'schemas', 'forms', `${name}.schema.json`);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Json) : undefined;
}

/**
 * The top-level answers a root condition of the data schema (an item of its `allOf`: `if` / `then` / `else`)
 * asks for or describes in its `then` and `else`: the answers whose step the condition belongs to.
 */
function conditionAnswers(condition: Json): string[] {
  const branches = [condition.then, condition.else].filter((b): b is Json => Boolean(b) && typeof b === 'object');
  return branches.flatMap((b) => [...((b.required ?? []) as string[]), ...Object.keys((b.properties ?? {}) as Json)]);
}

/**
 * The schema of each step: the data schema's `definitions`, its `properties` restricted to the top-level
 * properties the step's fields name (`businessBasics.email` names `businessBasics`), `required` = the root
 * `required` among those, the root's conditions (`allOf` items such as "if this answer is yes, that one is
 * required") whose `then` / `else` are only about those properties, and an `$id` of its own. A condition's `if`
 * may read any answer: a step validates the whole form data, which holds the other steps' answers too (so the
 * root's `additionalProperties` is left out).
 */
export function formSchemas(formId: string, form: FormShape, full: Json): FormSchemas {
  const properties = (full.properties ?? {}) as Record<string, unknown>;
  const required = (full.required ?? []) as string[];
  const conditions = (full.allOf ?? []) as Json[];
  const steps = form.steps.map((step) => {
    const names = [...new Set(step.fields.map((f) => f.field.split('.')[0]))].filter((n) => n in properties);
    const own = conditions.filter((c) => {
      const answers = conditionAnswers(c);
      return answers.length > 0 && answers.every((a) => names.includes(a));
    });
    const schema: Json = {
      ...(full.$schema ? { $schema: full.$schema } : {}),
      $id: stepSchemaId(String(full.$id), formId, step.id),
      type: 'object',
      ...(full.definitions ? { definitions: full.definitions } : {}),
      properties: Object.fromEntries(names.map((n) => [n, properties[n]])),
      required: required.filter((r) => names.includes(r)),
      ...(own.length ? { allOf: own } : {}),
    };
    return { id: step.id, schema };
  });
  return { full, steps };
}

/**
 * Precompiled validators of `schema` as an ES module for the browser: no `new Function`, no `eval`, no
 * `require`. The custom formats call the functions of src/domain/ajv-formats.ts (imported from
 * `formatsImport`); ajv's own runtime helpers are imported from `ajv/dist/runtime/*`. The module's default
 * export (also `validateFns`) is the record `createPrecompiledValidator(validateFns, schema)` takes.
 */
export function validatorModule(schema: Json, formatsImport: string): string {
  const code = compileSchemaValidatorsCode(schema as never, {
    customFormats: UK_FORMATS as never,
    ajvOptionsOverrides: { code: { formats: _`UK_FORMATS` } } as never,
  });
  const imports: string[] = [];
  const exported: [string, string][] = [];
  let body = code
    .replace(/^"use strict";/, '')
    .replace(/const (\w+) = require\("(ajv\/dist\/runtime\/[\w-]+)"\)\.default;/g, (_all, name: string, path: string) => {
      imports.push(`import * as ${name}Module from '${path}.js';`);
      // Node gives a CommonJS module's exports as the default import; bundlers give its `default` export.
      return `const ${name} = runtimeDefault(${name}Module);`;
    })
    .replace(/exports(\["[^"\\]*"\]|\.\w+) = (\w+);/g, (_all, key: string, name: string) => {
      exported.push([key.startsWith('.') ? key.slice(1) : JSON.parse(key.slice(1, -1)), name]);
      return '';
    });
  if (/\brequire\(|new Function|\beval\(|\bexports\b|module\.exports/.test(body)) {
    throw new Error(`the validators of ${String(schema.$id)} still contain CommonJS or compiled code after conversion`);
  }
  const unknown = [...body.matchAll(new RegExp(`${FORMATS_NAME}\\["([^"]+)"\\]`, 'g'))].map((m) => m[1]).filter((f) => !(f in UK_FORMATS));
  if (unknown.length) {
    throw new Error(`${String(schema.$id)} uses the format(s) ${[...new Set(unknown)].join(', ')}, which precompiled validators do not support; use a custom format of src/domain/ajv-formats.ts`);
  }
  const usesFormats = body.includes(FORMATS_NAME);
  if (imports.length) {
    body += `\nfunction runtimeDefault(mod) {\n  const value = mod.default;\n  return value && typeof value === 'object' && 'default' in value ? value.default : value;\n}\n`;
  }
  const record = exported.map(([key, name]) => `  ${JSON.stringify(key)}: ${name},`).join('\n');
  return (
    BANNER +
    (usesFormats ? `import { ${FORMATS_NAME} } from '${formatsImport}';\n` : '') +
    imports.join('\n') +
    (imports.length ? '\n' : '') +
    `${body}\n\n/** The validate functions by schema id (or rjsf schema hash), for createPrecompiledValidator. */\n` +
    `export const validateFns = {\n${record}\n};\nexport default validateFns;\n`
  );
}

const DTS =
  BANNER +
  "import type { ValidatorFunctions } from '@rjsf/validator-ajv8';\n\n" +
  'export declare const validateFns: ValidatorFunctions;\nexport default validateFns;\n';

/** What the form module imports: each step's validator module and the full one, relative to src/generated/forms/. */
export interface EmittedValidators {
  full: string;
  steps: string[];
}

/**
 * Writes `src/generated/validators/<form>/full.js` and `step-<id>.js` (each with a `.d.ts`) and returns
 * their import paths as seen from `src/generated/forms/<form>.ts`.
 */
export function emitValidators(formId: string, schemas: FormSchemas, outDir: string, domainDir: string): EmittedValidators {
  const dir = join(outDir, 'validators', formId);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  let formatsImport = relative(dir, join(domainDir, 'ajv-formats')).replace(/\\/g, '/');
  if (!formatsImport.startsWith('.')) formatsImport = `./${formatsImport}`;
  const write = (name: string, schema: Json) => {
    writeFileSync(join(dir, `${name}.js`), validatorModule(schema, formatsImport));
    writeFileSync(join(dir, `${name}.d.ts`), DTS);
    return `../validators/${formId}/${name}.js`;
  };
  return { full: write('full', schemas.full), steps: schemas.steps.map((s) => write(`step-${s.id}`, s.schema)) };
}

/** The TypeScript of a form module's schema and validator exports (appended to `export const form = ...`). */
export function formModuleCode(schemas: FormSchemas, files: EmittedValidators): { imports: string; body: string } {
  const imports =
    "import type { RJSFSchema } from '@rjsf/utils';\n" +
    "import type { ValidatorFunctions } from '@rjsf/validator-ajv8';\n" +
    `import fullValidatorFns from '${files.full}';\n` +
    files.steps.map((path, i) => `import step${i}ValidatorFns from '${path}';`).join('\n') +
    '\n';
  const body =
    `/** The form's data schema (schemas/forms/). */\nexport const schema: RJSFSchema = ${JSON.stringify(schemas.full, null, 2)};\n\n` +
    `/** The schema of each step, in step order: only the properties the step's fields name. */\n` +
    `export const stepSchemas: RJSFSchema[] = ${JSON.stringify(schemas.steps.map((s) => s.schema), null, 2)};\n\n` +
    `/** Precompiled validators of each step, in step order: createPrecompiledValidator(stepValidators[i], stepSchemas[i]). */\n` +
    `export const stepValidators: ValidatorFunctions[] = [${files.steps.map((_p, i) => `step${i}ValidatorFns`).join(', ')}];\n\n` +
    `/** Precompiled validators of the whole data schema: createPrecompiledValidator(fullValidator, schema). */\n` +
    `export const fullValidator: ValidatorFunctions = fullValidatorFns;\n`;
  return { imports, body };
}
