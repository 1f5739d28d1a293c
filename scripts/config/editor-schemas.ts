import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The schemas an editor checks a form that `extends` another with (its first line names
 * schemas/editor/form-extension/form.schema.json): the form schemas with nothing required and every value
 * allowed to be `null` (which removes the other form's value), since such a file states only its differences.
 * Keys, types, enums and descriptions stay, so a misspelt key or a wrong value is still underlined. The build
 * checks the merged form against the real schemas. Written by `npm run config`; a test keeps them current.
 */
export const EXTENSION_DIR = join('schemas', 'editor', 'form-extension');

/** The form schema and the parts it refers to; any other schema it names is the real one. */
const FAMILY = ['form.schema.json', 'form-parts.schema.json', 'send-plan.schema.json'];

type Json = Record<string, unknown>;

function relax(node: unknown, top = true): unknown {
  if (Array.isArray(node)) return node.map((n) => relax(n, false));
  if (!node || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node as Json)) {
    if (key === 'required' || key === 'minItems' || key === 'if' || key === 'then' || key === 'else') continue;
    if (key === '$ref' && typeof value === 'string') {
      const file = value.split('#')[0];
      out.$ref = file && !FAMILY.includes(file) ? `../../config/${value}` : value;
    } else if (key === 'properties' && value && typeof value === 'object') {
      out.properties = Object.fromEntries(
        Object.entries(value as Json).map(([name, schema]) => {
          const relaxed = relax(schema, false) as Json;
          const description = relaxed.description;
          return [name, { anyOf: [relaxed, { type: 'null', description: 'null: leave out the value of the form this one extends.' }], ...(description ? { description } : {}) }];
        }),
      );
    } else if (key === 'additionalProperties' && value && typeof value === 'object') {
      out.additionalProperties = { anyOf: [relax(value, false), { type: 'null', description: 'null: leave out the value of the form this one extends.' }] };
    } else out[key] = relax(value, false);
  }
  if (top && typeof out.description === 'string') out.description = `${out.description} (As written in a form that extends another: only the differences.)`;
  return out;
}

/** The text of each editor schema, by file name, from the current config schemas. */
export function editorSchemaTexts(root: string): Record<string, string> {
  return Object.fromEntries(
    FAMILY.map((file) => {
      const schema = JSON.parse(readFileSync(join(root, 'schemas', 'config', file), 'utf8')) as Json;
      return [file, `${JSON.stringify(relax(schema), null, 2)}\n`];
    }),
  );
}

/** Writes the editor schemas where their text changed. */
export function writeEditorSchemas(root: string): void {
  const dir = join(root, EXTENSION_DIR);
  mkdirSync(dir, { recursive: true });
  for (const [file, text] of Object.entries(editorSchemaTexts(root))) {
    const path = join(dir, file);
    if (!existsSync(path) || readFileSync(path, 'utf8') !== text) writeFileSync(path, text);
  }
}
