import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AjvModule, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { UK_FORMATS } from '../../domain/ajv-formats';
import { HOOK_NAMES, type HookName } from '../../domain/hook-names';
import { BODY_POLICY, checkTree, jsonDepth, printable, tooDeep } from './body-policy';

// ajv and ajv-formats are CommonJS; under ESM their constructor sits on `default`.
const Ajv = ((AjvModule as unknown as { default?: typeof AjvModule }).default ?? AjvModule) as typeof AjvModule;
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as typeof addFormatsModule;

/** Where the hook payload schemas live. */
export const HOOK_SCHEMA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../schemas/hooks');

/** Per-format messages, in the spec's words where it gives them (part 1 §5, part 2 §5). */
const FORMAT_MESSAGES: Record<string, string> = {
  email: 'Please enter a valid email address',
  'uk-phone': 'Please enter a valid UK phone number',
  'uk-mobile': 'WhatsApp requires a mobile number (starting with 07 or +447)',
  'uk-postcode': 'Please enter a valid UK postcode (e.g., SW1A 1AA)',
  'company-number': 'Please enter a valid 8-digit company registration number',
  'hex-colour': 'Please enter a colour in the form #RRGGBB',
  'domain-name': 'Please enter a valid domain name, such as example.co.uk',
  'date-time': 'must be a date and time such as 2026-03-14T10:15:00Z',
  uri: 'must be a full web address starting with http:// or https://',
};

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  boolean: 'true or false',
  array: 'a list (JSON text in a form field)',
  object: 'an object (JSON text in a form field)',
  number: 'a number',
  integer: 'a whole number',
  null: 'empty',
};

/** The outcome of checking one hook payload. */
export type HookCheck =
  | { ok: true; data: Record<string, unknown> }
  | { ok: false; fields: Record<string, string> };

interface PropertySchema {
  type?: string | string[];
  title?: string;
}
interface HookSchema {
  properties: Record<string, PropertySchema>;
  additionalProperties?: boolean;
}

/** Removes empty strings and nulls from objects, not lists (the browser never sends them; spec part 2 §5). */
function dropEmpty(value: unknown): unknown {
  if (Array.isArray(value)) return value;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== null && !(typeof v === 'string' && v.trim() === ''))
        .map(([k, v]) => [k, dropEmpty(v)]),
    );
  }
  return value;
}

function wantsStructure(schema: PropertySchema | undefined): boolean {
  const types = ([] as string[]).concat(schema?.type ?? []);
  return types.includes('array') || types.includes('object');
}

function fieldName(error: ErrorObject): string {
  const base = error.instancePath.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  const params = error.params as { missingProperty?: string; additionalProperty?: string };
  if (params.missingProperty) base.push(params.missingProperty);
  if (params.additionalProperty) base.push(params.additionalProperty);
  return base.join('.') || '(body)';
}

function message(error: ErrorObject, name: string): string {
  const own = (error.parentSchema ?? {}) as PropertySchema & { properties?: Record<string, PropertySchema> };
  const label = own.title ?? name;
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required': {
      const missing = String(p.missingProperty);
      return `${own.properties?.[missing]?.title ?? missing} is required`;
    }
    case 'format':
      return FORMAT_MESSAGES[String(p.format)] ?? `${label} is not in the expected form`;
    case 'minLength':
      return `${label} must be at least ${p.limit} characters`;
    case 'maxLength':
      return `${label} must be at most ${p.limit} characters`;
    case 'minItems':
      return `${label} must have at least ${p.limit} item${p.limit === 1 ? '' : 's'}`;
    case 'maxItems':
      return `${label} must have at most ${p.limit} items`;
    case 'enum':
      return `${label} must be one of: ${(p.allowedValues as unknown[]).join(', ')}`;
    case 'type':
      return `${label} must be ${String(p.type).split(',').map((t) => TYPE_WORDS[t] ?? t).join(' or ')}`;
    case 'additionalProperties':
      return `${String(p.additionalProperty)} is not a field this hook accepts`;
    case 'pattern':
      return `${label} is not in the expected form`;
    default:
      return `${label} ${error.message ?? 'is not valid'}`;
  }
}

/**
 * Compiles the ten hook schemas once and checks payloads against them: empty values are dropped, fields the
 * schema declares as lists or objects are parsed from JSON text (multipart forms carry only strings), form
 * strings "true"/"false" become booleans, and every problem is reported by field in plain words. JSON text
 * nested too deep or holding a reserved name throws the body policy's 400 RequestError (the whole call
 * is refused).
 * @example const check = createHookValidator(); check('contact', { Name: 'J' }) // { ok: false, fields: { Name: ..., Email: ... } }
 */
export function createHookValidator(schemaDir = HOOK_SCHEMA_DIR): (hook: HookName, raw: Record<string, unknown>) => HookCheck {
  const ajv = new Ajv({ allErrors: true, coerceTypes: true, verbose: true, strict: true, strictTypes: false, allowUnionTypes: true });
  addFormats(ajv, ['email', 'date-time', 'uri']);
  for (const [name, test] of Object.entries(UK_FORMATS)) ajv.addFormat(name, { type: 'string', validate: test as (s: string) => boolean });
  const compiled = new Map<HookName, { schema: HookSchema; validate: ValidateFunction }>();
  for (const name of HOOK_NAMES) {
    const schema = JSON.parse(readFileSync(path.join(schemaDir, `${name}.schema.json`), 'utf8')) as HookSchema;
    compiled.set(name, { schema, validate: ajv.compile(schema) });
  }

  return (hook, raw) => {
    const { schema, validate } = compiled.get(hook)!;
    const fields: Record<string, string> = {};
    const data = dropEmpty(raw) as Record<string, unknown>;
    if (Object.keys(data).length > 300) return { ok: false, fields: { '(body)': 'Too many fields (at most 300)' } };
    for (const [key, value] of Object.entries(data)) {
      const prop = schema.properties[key];
      if (typeof value !== 'string' || !wantsStructure(prop)) continue;
      // The body policy holds inside JSON text too: nesting is measured before parsing, names checked after.
      if (jsonDepth(value) > BODY_POLICY.maxDepth) throw tooDeep(`The field "${printable(key)}"`);
      let parsed: unknown;
      try {
        parsed = JSON.parse(value);
      } catch {
        fields[key] = `${prop.title ?? key} must be JSON text (a list or an object)`;
        continue;
      }
      checkTree(parsed);
      data[key] = parsed;
    }
    if (!validate(data)) {
      for (const error of validate.errors ?? []) {
        const name = fieldName(error);
        fields[name] ??= message(error, name);
      }
    }
    return Object.keys(fields).length ? { ok: false, fields } : { ok: true, data };
  };
}
