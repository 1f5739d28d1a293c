import { FORM_ACTIONS } from '../../src/forms/action-registry';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { closest, distance } from 'fastest-levenshtein';
import { addPlaceholderKeyword } from './placeholders';
import { TRADE_ICON_NAMES } from '../../src/domain/trade-icons';
import { FORM_WIDGET_NAMES } from '../../src/forms/widgets/widget-names';
import type { ConfigProblem } from './problems';
import { formatPath, positionOf, splitPointer, type Segment, type YamlSource } from './yaml-source';

export const SCHEMA_BASE = 'https://tradesites.local/schemas/config/';

/** One schema file: where it is, the id it is known by, and its JSON. */
export interface SchemaFile {
  path: string;
  id: string;
  schema: Record<string, unknown>;
}

/**
 * Every `*.schema.json` below a folder, read as JSON, with the id each is known by. The config schemas
 * carry no `$id`: their relative `$ref`s then resolve against the file itself, which editors can read
 * (a `$id` on a made-up host sends an editor's language server to fetch it). Internally each is known as
 * `SCHEMA_BASE` + its path below `schemas/config/`; a schema that states a `$id` keeps it.
 */
export function readSchemas(dir: string, root = dir): SchemaFile[] {
  const out: SchemaFile[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...readSchemas(full, root));
    else if (entry.name.endsWith('.schema.json')) {
      const schema = JSON.parse(readFileSync(full, 'utf8')) as Record<string, unknown>;
      const id = typeof schema.$id === 'string' ? schema.$id : SCHEMA_BASE + relative(root, full).replace(/\\/g, '/');
      out.push({ path: full, id, schema });
    }
  }
  return out;
}

/** The ajv instances made so far, by the schemas they hold (their ids and contents). */
const ajvBySchemas = new Map<string, Ajv>();

/**
 * An ajv instance holding every config schema, with all errors collected and `type`-tagged unions
 * checked through the discriminator so a bad block reports its own errors, not every branch's.
 *
 * The same schemas give the same instance, with the validators it has compiled already: compiling them is most of
 * a config check's time, and a process that checks again (the `--watch` loop, the config tests) then only reads the
 * schema files. A schema file that changed gives a new instance.
 */
export function createConfigAjv(schemaDir: string): Ajv {
  const schemas = readSchemas(schemaDir);
  const key = JSON.stringify(schemas.map(({ id, schema }) => [id, schema]));
  const known = ajvBySchemas.get(key);
  if (known) return known;
  const ajv = compileConfigAjv(schemas);
  ajvBySchemas.set(key, ajv);
  return ajv;
}

function compileConfigAjv(schemas: ReturnType<typeof readSchemas>): Ajv {
  const ajv = new Ajv({ allErrors: true, verbose: true, discriminator: true, strict: true, allowUnionTypes: true });
  addFormats(ajv);
  ajv.addKeyword({ keyword: 'x-fix', schemaType: 'string' });
  // What an editor's language server shows instead of its own message (the check words its own, plus x-fix).
  ajv.addKeyword({ keyword: 'errorMessage', schemaType: 'string' });
  addPlaceholderKeyword(ajv);
  ajv.addKeyword({ keyword: 'tsType', schemaType: 'string' });
  // A widget option naming an answer of the form: checked against the form's data schema by the cross-check.
  ajv.addKeyword({ keyword: 'x-field', schemaType: 'boolean' });
  let enums = false;
  for (const { path, id, schema } of schemas) {
    if (schema.$id !== undefined) throw new Error(`${path}: a config schema has no $id (editors resolve its $refs against the file)`);
    if (id === ENUMS_ID) enums = true;
    ajv.addSchema(id === ENUMS_ID ? openEnums(schema) : schema, id);
  }
  if (!enums) ajv.addSchema(openEnums({ definitions: {} }), ENUMS_ID);
  return ajv;
}

/** The generated enums of ids (enums.ts), written for editors. */
export const ENUMS_ID = `${SCHEMA_BASE}generated-enums.schema.json`;

/**
 * The enums file with every list opened up: the build checks ids itself, against the config being built
 * (which may name a trade the committed file does not list yet), with positions and "Did you mean …?".
 */
function openEnums(schema: Record<string, unknown>): Record<string, unknown> {
  const names = ['tradeId', 'colourSchemeId', 'registrarId', 'pageId', 'formId', ...Object.keys((schema.definitions ?? {}) as object)];
  // The code's own lists do not depend on the config: checked here, with "Did you mean …?".
  const fixed = { tradeIcon: { enum: [...TRADE_ICON_NAMES] }, widgetName: { enum: [...FORM_WIDGET_NAMES] }, formAction: { enum: Object.keys(FORM_ACTIONS) } };
  return { definitions: { ...Object.fromEntries(names.map((n) => [n, {}])), ...fixed } };
}

export function validatorFor(ajv: Ajv, schemaName: string): ValidateFunction {
  const validate = ajv.getSchema(`${SCHEMA_BASE}${schemaName}.schema.json`);
  if (!validate) throw new Error(`No schema named schemas/config/${schemaName}.schema.json`);
  return validate;
}

/** Validates one parsed file and turns each ajv error into a problem at the exact node. */
export function checkAgainstSchema(source: YamlSource, validate: ValidateFunction): ConfigProblem[] {
  if (validate(source.data)) return [];
  const errors = pruneNoise(validate.errors ?? []);
  return errors.map((error) => toProblem(source, error));
}

/** Drops the summary errors of `oneOf`/`anyOf`/`if` when a more precise error exists at or below the same place. */
function pruneNoise(errors: ErrorObject[]): ErrorObject[] {
  const summary = new Set(['oneOf', 'anyOf', 'if', 'not']);
  return errors.filter(
    (e) => !summary.has(e.keyword) || !errors.some((o) => o !== e && !summary.has(o.keyword) && o.instancePath.startsWith(e.instancePath)),
  );
}

function toProblem(source: YamlSource, error: ErrorObject): ConfigProblem {
  const path = splitPointer(error.instancePath);
  const base = { file: source.file, where: formatPath(path) };
  const hint = (error.parentSchema as Record<string, unknown> | undefined)?.['x-fix'] as string | undefined;
  const at = (p: Segment[], key?: string) => positionOf(source, p, key);
  const comment = error.keyword === 'type' ? commentedValue(source, path) : undefined;
  if (comment) {
    const key = String(path[path.length - 1]);
    return {
      ...base,
      ...at(path),
      kind: 'bad-value',
      message: `is empty: YAML reads everything after a # that follows a space as a comment, so ${comment} is not the value`,
      fix: `Put the value in quotes: ${key}: "${comment}".`,
    };
  }

  switch (error.keyword) {
    case 'additionalProperties': {
      const key = String(error.params.additionalProperty);
      const allowed = Object.keys(((error.parentSchema as { properties?: object })?.properties ?? {}) as object);
      const guess = allowed.length ? closest(key, allowed) : undefined;
      return {
        ...base,
        ...at(path, key),
        where: formatPath([...path, key]),
        kind: 'unknown-key',
        message: `unknown key "${key}"`,
        fix: guess && similar(key, guess) ? `Did you mean "${guess}"?` : `Remove it, or use one of: ${allowed.join(', ')}.`,
      };
    }
    case 'required': {
      const key = String(error.params.missingProperty);
      return { ...base, ...at(path), kind: 'bad-value', message: `"${key}" is missing`, fix: hint ?? `Add "${key}:" here.` };
    }
    case 'type':
      return { ...base, ...at(path), kind: 'bad-value', message: `must be ${article(String(error.params.type))}`, fix: hint ?? typeFix(String(error.params.type)) };
    case 'enum': {
      const allowed = (error.params.allowedValues as unknown[]).map(String);
      const value = String(valueAt(source.data, path));
      const guess = closest(value, allowed);
      return {
        ...base,
        ...at(path),
        kind: 'bad-value',
        message: `"${value}" is not allowed; use one of: ${allowed.join(', ')}`,
        fix: similar(value, guess) ? `Did you mean "${guess}"?` : hint,
      };
    }
    case 'discriminator': {
      const tag = String(error.params.tag);
      const value = valueAt(source.data, [...path, tag]);
      const choices = discriminatorChoices(error);
      const guess = choices.length && typeof value === 'string' ? closest(value, choices) : undefined;
      return {
        ...base,
        ...at([...path, tag]),
        where: formatPath([...path, tag]),
        kind: 'bad-value',
        message: value === undefined ? `"${tag}" is missing` : `unknown ${tag} "${String(value)}"`,
        fix: guess && similar(String(value), guess) ? `Did you mean "${guess}"?` : `Use one of: ${choices.join(', ')}.`,
      };
    }
    case 'pattern':
      return { ...base, ...at(path), kind: 'bad-value', message: `"${String(valueAt(source.data, path))}" is not in the expected form`, fix: hint ?? `It must match ${String(error.params.pattern)}.` };
    default:
      return { ...base, ...at(path), kind: 'bad-value', message: error.message ?? 'is not valid', fix: hint };
  }
}

/**
 * For an empty value whose line reads `key: #00235A`, the text YAML took for a comment (`#00235A`):
 * an unquoted colour, the commonest way to lose one.
 */
function commentedValue(source: YamlSource, path: Segment[]): string | undefined {
  const key = path[path.length - 1];
  if (typeof key !== 'string' || valueAt(source.data, path) !== null) return undefined;
  const { line } = positionOf(source, path.slice(0, -1), key);
  const text = source.text.split('\n')[line - 1] ?? '';
  const match = new RegExp(`^\\s*(?:-\\s+)?${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*:\\s+(#\\S*)`).exec(text);
  return match?.[1];
}

function discriminatorChoices(error: ErrorObject): string[] {
  const oneOf = ((error.parentSchema as { oneOf?: { $ref?: string; properties?: { type?: { const?: string } } }[] })?.oneOf ?? []);
  return oneOf.map((s) => s.properties?.type?.const ?? s.$ref?.replace(/^.*\//, '').replace('.schema.json', '') ?? '').filter(Boolean);
}

/** Close enough to be a likely typo: same letters in another case, or a small edit distance. */
function similar(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase() || distance(a, b) <= Math.max(2, Math.floor(Math.max(a.length, b.length) / 3));
}

function article(type: string): string {
  const names: Record<string, string> = { string: 'text (a string)', number: 'a number', integer: 'a whole number', boolean: 'true or false', array: 'a list', object: 'a map of keys and values' };
  return names[type] ?? type;
}

function typeFix(type: string): string {
  const fixes: Record<string, string> = {
    string: 'Write it as text; put it in quotes if it looks like a number, a date or true/false.',
    array: 'Write it as a list, one item per line starting with "- ".',
    object: 'Write it as indented "key: value" lines.',
    boolean: 'Write true or false.',
  };
  return fixes[type] ?? '';
}

function valueAt(data: unknown, path: readonly Segment[]): unknown {
  return path.reduce<unknown>((v, seg) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[seg as string] : undefined), data);
}
