/**
 * Answers read back from a place the form does not control (a saved draft in the browser's storage, which other
 * code or a person may have changed) are fitted to the form's JSON Schema before the form uses them: what has the
 * wrong type, is not one of the allowed values, or is not a field of the schema is dropped, field by field, and the
 * rest is kept. Whether a kept answer is valid (a half-typed e-mail address, a text over its length) is left to the
 * form's own checks, which tell the customer: a draft holds answers in progress.
 */

/** The parts of a JSON Schema (draft 7) that say what shape a value has. */
export interface FitSchema {
  type?: string | string[];
  properties?: Record<string, FitSchema | boolean>;
  additionalProperties?: FitSchema | boolean;
  items?: FitSchema | boolean | (FitSchema | boolean)[];
  enum?: unknown[];
  const?: unknown;
  $ref?: string;
  anyOf?: (FitSchema | boolean)[];
  oneOf?: (FitSchema | boolean)[];
  definitions?: Record<string, FitSchema | boolean>;
  $defs?: Record<string, FitSchema | boolean>;
}

/** Names that would reach an object's prototype if used as keys: never kept, whatever the schema says. */
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Nesting deeper than this is dropped (no form's answers come close). */
const MAX_DEPTH = 32;

const DROP = Symbol('drop');
type Fitted = unknown | typeof DROP;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function hasType(value: unknown, type: string): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return Number.isInteger(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'null':
      return value === null;
    case 'array':
      return Array.isArray(value);
    case 'object':
      return isObject(value);
    default:
      return false;
  }
}

/** The schema a local `$ref` (`#/definitions/storedFile`) points at, or undefined. */
function resolve(ref: string, root: FitSchema): FitSchema | boolean | undefined {
  if (!ref.startsWith('#')) return undefined;
  let node: unknown = root;
  for (const part of ref.slice(1).split('/').filter(Boolean)) {
    const key = decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isObject(node) || UNSAFE_KEYS.has(key) || !Object.hasOwn(node, key)) return undefined;
    node = node[key];
  }
  return typeof node === 'boolean' || isObject(node) ? (node as FitSchema | boolean) : undefined;
}

/** True for a primitive equal to one of `values` (the enums and consts of form schemas are primitives). */
function among(value: unknown, values: unknown[]): boolean {
  return values.some((allowed) => allowed === value);
}

/** A value the schema says nothing more about, as a copy without the keys that reach a prototype, at any depth. */
function clean(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  return JSON.parse(JSON.stringify(value), (key, inner: unknown) => (UNSAFE_KEYS.has(key) ? undefined : inner));
}

function fit(value: unknown, schema: FitSchema | boolean | undefined, root: FitSchema, depth: number): Fitted {
  if (schema === undefined || schema === false || depth > MAX_DEPTH) return DROP;
  if (schema === true) return clean(value);
  if (schema.$ref !== undefined) return fit(value, resolve(schema.$ref, root), root, depth + 1);
  for (const choices of [schema.anyOf, schema.oneOf]) {
    if (!choices) continue;
    const first = choices.map((choice) => fit(value, choice, root, depth + 1)).find((fitted) => fitted !== DROP);
    return first === undefined ? DROP : first;
  }
  if (schema.type !== undefined && !(Array.isArray(schema.type) ? schema.type : [schema.type]).some((type) => hasType(value, type))) return DROP;
  if (schema.enum && !among(value, schema.enum)) return DROP;
  if (Object.hasOwn(schema, 'const') && !among(value, [schema.const])) return DROP;
  if (Array.isArray(value)) {
    if (schema.items === undefined) return clean(value);
    const out: unknown[] = [];
    value.forEach((item, index) => {
      const itemSchema = Array.isArray(schema.items) ? schema.items[index] : schema.items;
      const fitted = fit(item, itemSchema, root, depth + 1);
      if (fitted !== DROP) out.push(fitted);
    });
    return out;
  }
  if (isObject(value) && (schema.properties || schema.additionalProperties !== undefined)) {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value)) {
      if (UNSAFE_KEYS.has(key)) continue;
      const own = schema.properties && Object.hasOwn(schema.properties, key) ? schema.properties[key] : schema.additionalProperties;
      const fitted = fit(value[key], own, root, depth + 1);
      if (fitted !== DROP) out[key] = fitted;
    }
    return out;
  }
  return clean(value);
}

/**
 * The answers in `data` that fit the form's schema: every field of the wrong type, outside its allowed values, or
 * unknown to the schema is left out (an object or list keeps the parts that fit), and keys such as `__proto__` never
 * come through. Not an object at all: `{}`.
 *
 * @example fitToSchema({ age: 'x', name: 'Kit', __proto__: {} }, { type: 'object', properties: { age: { type: 'integer' }, name: { type: 'string' } } }) // { name: 'Kit' }
 */
export function fitToSchema(data: unknown, schema: FitSchema): Record<string, unknown> {
  const fitted = fit(data, schema, schema, 0);
  return isObject(fitted) ? fitted : {};
}

/** True when the schema of an object says which keys it has and takes no others (the forms' answers do). */
function closedObject(schema: FitSchema): boolean {
  return Boolean(schema.properties) && (schema.additionalProperties === undefined || schema.additionalProperties === false) && !schema.anyOf && !schema.oneOf;
}

function unknownIn(value: unknown, schema: FitSchema | boolean | undefined, root: FitSchema, at: string, depth: number, out: string[]): void {
  if (typeof schema !== 'object' || depth > MAX_DEPTH) return;
  if (schema.$ref !== undefined) return unknownIn(value, resolve(schema.$ref, root), root, at, depth + 1, out);
  const path = (key: string | number) => (at ? `${at}.${key}` : String(key));
  if (Array.isArray(value)) {
    if (schema.items === undefined) return;
    value.forEach((item, index) => unknownIn(item, Array.isArray(schema.items) ? schema.items[index] : schema.items, root, path(index), depth + 1, out));
    return;
  }
  if (!isObject(value)) return;
  for (const key of Object.keys(value)) {
    const own = schema.properties && Object.hasOwn(schema.properties, key) ? schema.properties[key] : undefined;
    if (own === undefined && closedObject(schema)) out.push(path(key));
    else unknownIn(value[key], own ?? schema.additionalProperties, root, path(key), depth + 1, out);
  }
}

/**
 * The answers in `data` that the form's schema does not have, as dotted paths: a key of an object whose schema lists
 * its properties and allows no others by `additionalProperties` (the forms' schemas leave it out and mean no
 * others), at any depth. A hand-made request is refused for them instead of having them stored and relayed.
 *
 * @example unknownAnswers({ name: 'Kit', evil: 1, address: { town: 'Leeds', x: 2 } }, schema) // ['evil', 'address.x']
 */
export function unknownAnswers(data: unknown, schema: FitSchema): string[] {
  const out: string[] = [];
  unknownIn(data, schema, schema, '', 0, out);
  return out;
}
