/**
 * A form posted without JavaScript arrives as name/value pairs (`multipart/form-data` or urlencoded), each name
 * the dotted path of its answer from the form data's root (`businessBasics.firstName`, `contact.email`). This turns
 * those pairs back into the answers object the form's validators check, guided by the form's JSON Schema, the same
 * shape the enhanced form holds in the browser: texts as typed, `"true"` a boolean, numbers as numbers, a choice
 * list collected from its repeated name, an empty box left out.
 *
 * Pure (no I/O, no DOM): the server decodes posts with it, and the browser can read a form's typed values before
 * its runtime has loaded.
 */

/** The part of a JSON Schema the decoder reads. */
export interface PostSchema {
  type?: string | string[];
  properties?: Record<string, PostSchema>;
  additionalProperties?: boolean | PostSchema;
  items?: PostSchema | PostSchema[];
  enum?: unknown[];
  const?: unknown;
  $ref?: string;
  anyOf?: PostSchema[];
  oneOf?: PostSchema[];
  allOf?: PostSchema[];
  definitions?: Record<string, PostSchema>;
  $defs?: Record<string, PostSchema>;
}

/** Names that would reach an object's prototype if set: never set, whatever the schema says. */
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);
/** The most items an answer list may hold by index (a posted `gallery.99999` is refused, not allocated). */
const MAX_INDEX = 999;
/** The longest dotted name read (deeper ones are no answer of any form). */
const MAX_DEPTH = 12;

type Kind = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';

/** The schema `#/definitions/x` (or `#/$defs/x`) names, within the root schema. */
function resolveRef(root: PostSchema, ref: string): PostSchema | undefined {
  const match = /^#\/(definitions|\$defs)\/([^/]+)$/.exec(ref);
  if (!match) return undefined;
  const table = match[1] === 'definitions' ? root.definitions : root.$defs;
  return table && Object.hasOwn(table, match[2]) ? table[match[2]] : undefined;
}

/** A schema with its `$ref` followed, and a union narrowed to its first branch that is not `null`. */
function settle(root: PostSchema, schema: PostSchema | undefined, depth = 0): PostSchema | undefined {
  if (!schema || depth > 8) return schema;
  if (schema.$ref) return settle(root, resolveRef(root, schema.$ref), depth + 1);
  const branches = schema.anyOf ?? schema.oneOf;
  if (!schema.type && branches?.length) {
    const settled = branches.map((b) => settle(root, b, depth + 1)).filter((b): b is PostSchema => Boolean(b));
    return settled.find((b) => kindsOf(b).some((k) => k !== 'null')) ?? settled[0];
  }
  if (!schema.type && schema.allOf?.length) {
    const parts = schema.allOf.map((b) => settle(root, b, depth + 1)).filter((b): b is PostSchema => Boolean(b));
    return Object.assign({}, ...parts, schema, { allOf: undefined }) as PostSchema;
  }
  return schema;
}

/** The types a schema allows, read from `type`, else guessed from its `properties`, `items`, `enum` or `const`. */
function kindsOf(schema: PostSchema): Kind[] {
  if (Array.isArray(schema.type)) return schema.type as Kind[];
  if (typeof schema.type === 'string') return [schema.type as Kind];
  if (schema.properties) return ['object'];
  if (schema.items) return ['array'];
  const sample = schema.const !== undefined ? schema.const : schema.enum?.find((v) => v !== null);
  if (typeof sample === 'boolean') return ['boolean'];
  if (typeof sample === 'number') return ['number'];
  if (typeof sample === 'string') return ['string'];
  return [];
}

/** The schema of one step down a dotted path: a property of an object, or an item of a list by its index. */
function childOf(root: PostSchema, schema: PostSchema, segment: string): PostSchema | undefined {
  const kinds = kindsOf(schema);
  if (kinds.includes('array') && /^\d+$/.test(segment)) {
    const items = schema.items;
    return settle(root, Array.isArray(items) ? items[Number(segment)] : items);
  }
  if (kinds.includes('object') || schema.properties) {
    if (schema.properties && Object.hasOwn(schema.properties, segment)) return settle(root, schema.properties[segment]);
    return typeof schema.additionalProperties === 'object' ? settle(root, schema.additionalProperties) : undefined;
  }
  return undefined;
}

/**
 * One posted text as its schema's type: `undefined` for an empty box (left out, as the browser leaves it out), a
 * boolean for `true`/`on`/`false`, a number where the schema wants one and the text is one. Any other text stays
 * text, so the validator answers it with the form's own message ("must be a number" in the form's words).
 */
function coerce(schema: PostSchema, posted: string): unknown {
  if (posted === '') return undefined;
  // A browser posts a text box's line breaks as CR LF (HTML's form encoding); the enhanced form sends what the box
  // holds, LF: the same answer either way.
  const text = posted.replace(/\r\n?/g, '\n');
  const kinds = kindsOf(schema);
  if (kinds.includes('string')) return text;
  if (kinds.includes('boolean')) {
    if (text === 'true' || text === 'on') return true;
    if (text === 'false') return false;
  }
  if (kinds.includes('number') || kinds.includes('integer')) {
    const trimmed = text.trim();
    const number = trimmed === '' ? NaN : Number(trimmed);
    if (Number.isFinite(number) && (kinds.includes('number') || Number.isInteger(number))) return number;
  }
  return text;
}

type Container = Record<string, unknown> | unknown[];

/** The object or list at `key` of `parent`, made when missing (an object for a name, a list for an index). */
function containerAt(parent: Container, key: string, list: boolean): Container | undefined {
  const current = Object.hasOwn(parent, key) ? (parent as Record<string, unknown>)[key] : undefined;
  if (current !== undefined) return typeof current === 'object' && current !== null ? (current as Container) : undefined;
  const made: Container = list ? [] : {};
  if (Array.isArray(parent)) parent[Number(key)] = made;
  else parent[key] = made;
  return made;
}

/** Lists filled by index (`accreditationImages.2.name`) without their gaps, in their posted order. */
function compact(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((item) => item !== undefined).map(compact);
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) (value as Record<string, unknown>)[key] = compact(inner);
  }
  return value;
}

/**
 * The answers a posted form holds, ready for the form's own validators.
 *
 * - Each name is the answer's dotted path; a name the schema has no place for, a name starting with `_` (the
 *   form's own fields: `_step`, `_draft`, `_attempt`, `_intent`) and any path through `__proto__`,
 *   `constructor` or `prototype` is ignored.
 * - Values are coerced by the schema (see `coerce`); an empty text is left out, but the object it sits in is kept,
 *   as the browser keeps it. A list of choices collects every value posted under its name, in order.
 * - Only text values are read: files travel apart (the caller stores them and adds their keys).
 *
 * @example
 * answersFromFormFields(schema, [['contact.email', 'a@b.co.uk'], ['services', 'Rewires'], ['services', 'Lighting'], ['termsAgreed', 'true']])
 * // { contact: { email: 'a@b.co.uk' }, services: ['Rewires', 'Lighting'], termsAgreed: true }
 */
export function answersFromFormFields(schema: PostSchema, entries: Iterable<readonly [string, unknown]>): Record<string, unknown> {
  const root = settle(schema, schema) ?? {};
  const answers: Record<string, unknown> = {};
  for (const [name, value] of entries) {
    if (typeof value !== 'string' || typeof name !== 'string' || name === '' || name.startsWith('_')) continue;
    const path = name.split('.');
    if (path.length > MAX_DEPTH || path.some((segment) => segment === '' || FORBIDDEN.has(segment))) continue;
    if (path.some((segment) => /^\d+$/.test(segment) && Number(segment) > MAX_INDEX)) continue;
    // The schema of each step of the path; a name with no place in the schema is no answer.
    const schemas: PostSchema[] = [];
    let node: PostSchema | undefined = root;
    for (const segment of path) {
      node = node && childOf(root, node, segment);
      if (!node) break;
      schemas.push(node);
    }
    if (!node) continue;
    let parent: Container | undefined = answers;
    for (let i = 0; i < path.length - 1 && parent; i++) parent = containerAt(parent, path[i], kindsOf(schemas[i]).includes('array') && !kindsOf(schemas[i]).includes('object'));
    if (!parent) continue;
    const key = path[path.length - 1];
    const kinds = kindsOf(node);
    if (kinds.includes('array') && !Array.isArray(node.items)) {
      // A list of choices: one value per ticked box, all under the same name.
      const item = coerce(settle(root, node.items as PostSchema | undefined) ?? {}, value);
      const list = containerAt(parent, key, true);
      if (Array.isArray(list) && item !== undefined) list.push(item);
      continue;
    }
    const coerced = coerce(node, value);
    if (coerced === undefined) continue;
    if (Array.isArray(parent)) parent[Number(key)] = coerced;
    else parent[key] = coerced;
  }
  return compact(answers) as Record<string, unknown>;
}
