import { compile } from 'json-schema-to-typescript';
import { basename } from 'node:path';
import { readSchemas } from './schema-check';

type Json = Record<string, unknown>;

/**
 * TypeScript types for every schema in a folder, in one module. Schemas refer to each other by relative
 * `$ref`; these are rewritten to local definitions named after each schema's `title`, so the generator
 * never has to fetch anything and each type is declared once.
 * @example await schemaTypes('schemas/config', 'Config') // "export interface SiteConfig { ... }"
 */
export async function schemaTypes(schemaDir: string, bannerName: string, opts: { withDefinitions?: boolean } = {}): Promise<string> {
  const byId = new Map<string, Json>();
  for (const { id, schema } of readSchemas(schemaDir)) byId.set(id, schema);
  const definitions: Record<string, Json> = {};

  const resolve = (ref: string, baseId: string): { target: Json; targetId: string } => {
    const url = new URL(ref, baseId);
    const fragment = url.hash;
    url.hash = '';
    const id = url.href;
    const root = byId.get(id);
    if (!root) throw new Error(`${baseId}: $ref ${ref} points to no known schema`);
    const target = fragment
      ? (fragment.slice(2).split('/').reduce<unknown>((node, seg) => (node as Json)[seg], root) as Json)
      : root;
    return { target, targetId: id };
  };

  const rewrite = (node: unknown, baseId: string): unknown => {
    if (Array.isArray(node)) return node.map((n) => rewrite(n, baseId));
    if (!node || typeof node !== 'object') return node;
    const obj = node as Json;
    // The generated enums are for editors; the types keep plain strings (see `tsType`).
    if (typeof obj.$ref === 'string' && obj.$ref.includes('generated-enums.schema.json')) return {};
    if (typeof obj.$ref === 'string') {
      const { target, targetId } = resolve(obj.$ref, baseId);
      if (typeof target.title === 'string') {
        if (!definitions[target.title]) {
          definitions[target.title] = {};
          definitions[target.title] = rewrite(target, targetId) as Json;
        }
        return { $ref: `#/definitions/${target.title}` };
      }
      return rewrite(target, targetId);
    }
    if (obj.if && obj.else) return rewrite(foldElse(obj), baseId);
    const out: Json = {};
    for (const [key, value] of Object.entries(obj)) {
      if (key === '$id' || key === '$schema' || key === 'x-fix' || key === 'discriminator') continue;
      // Conditional refinements (a widget's own options) are checked by the build; the types keep the general shape.
      if (key === 'allOf' && Array.isArray(value) && value.every((v) => v && typeof v === 'object' && 'if' in v)) continue;
      out[key] = key === 'definitions' ? undefined : rewrite(value, baseId);
    }
    return out;
  };

  for (const [id, schema] of byId) {
    // Schemas with `definitions` are libraries of parts, except where they describe data themselves (form schemas).
    if (typeof schema.title !== 'string' || (schema.definitions && !opts.withDefinitions)) continue;
    definitions[schema.title] = rewrite(schema, id) as Json;
  }
  const bundle = { title: `${bannerName}Schemas`, type: 'object', additionalProperties: false, properties: {}, definitions };
  return compile(bundle as never, `${bannerName}Schemas`, {
    bannerComment: `/* Generated from ${schemaDir}/ by scripts/config. Do not edit: change the schemas and rebuild. */`,
    unreachableDefinitions: true,
    additionalProperties: false,
    strictIndexSignatures: false,
    // Not run through Prettier: nobody edits these files (src/generated/ is neither committed nor linted) and the
    // editor shows the types, not the text. Formatting took about a second of each config build, CI's and the tests'.
    format: false,
    ignoreMinAndMaxItems: true,
  });
}

/**
 * A form schema states what a complete file requires under `else` (a form that `extends` another states only
 * its differences). The types describe the built config, which is always complete and has no `extends`:
 * `else` is folded in (its `required` lists joined with the others) and `if`, `then` and `extends` dropped.
 */
function foldElse(schema: Json): Json {
  const merge = (a: unknown, b: unknown): unknown => {
    if (Array.isArray(a) && Array.isArray(b)) return [...new Set([...a, ...b])];
    if (a && b && typeof a === 'object' && typeof b === 'object') {
      const out: Json = { ...(a as Json) };
      for (const [k, v] of Object.entries(b as Json)) out[k] = k in out ? merge(out[k], v) : v;
      return out;
    }
    return b ?? a;
  };
  const { if: _if, then: _then, else: otherwise, ...rest } = schema;
  const folded = merge(rest, otherwise) as Json;
  const properties = { ...(folded.properties as Json) };
  delete properties.extends;
  return { ...folded, properties };
}

/**
 * Types of the form data (schemas/forms/*.schema.json), each named after its schema's title, plus an alias
 * per file: `request.schema.json` titled "Website request" gives `WebsiteRequest` and `RequestFormData`.
 */
export async function formDataTypes(schemaDir: string): Promise<string> {
  const types = await schemaTypes(schemaDir, 'FormData', { withDefinitions: true });
  const pascal = (s: string) => s.split(/[^A-Za-z0-9]+/).filter(Boolean).map((w) => w[0].toUpperCase() + w.slice(1)).join('');
  const aliases = readSchemas(schemaDir)
    .filter(({ schema }) => typeof schema.title === 'string')
    .map(({ path, schema }) => {
      const name = basename(path).replace(/\.schema\.json$/, '');
      return `/** The answers of the forms whose config says \`schema: ${name}\`. */\nexport type ${pascal(name)}FormData = ${pascal(String(schema.title))};\n`;
    });
  return `${types}\n${aliases.join('\n')}`;
}
