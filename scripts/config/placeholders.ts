import type Ajv from 'ajv';
import type { ValidateFunction } from 'ajv';
import { closest, distance } from 'fastest-levenshtein';
import type { ConfigProblem } from './problems';
import { formatPath, stringNodeAt, type Segment, type YamlSource } from './yaml-source';

/**
 * Which `{name}` placeholders each piece of copy may use. The names filled by the build (contact details,
 * server names and the shared figures of site.yaml `shared:`) are known everywhere; the names a block or
 * widget fills when the page is shown are listed in the schemas with `x-placeholders` on the node that
 * fills them, and apply to every text below that node.
 */
export const PLACEHOLDER_KEYWORD = 'x-placeholders';

/** A placeholder as written in copy: `{email}`, `{price.monthly}`. */
const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z0-9_]+)*)\}/g;

let collecting: Map<string, Set<string>> | undefined;

/** Registers `x-placeholders` so that validating a file also records which names each node may use. */
export function addPlaceholderKeyword(ajv: Ajv): void {
  ajv.addKeyword({
    keyword: PLACEHOLDER_KEYWORD,
    schemaType: 'array',
    validate: (names: string[], _data: unknown, _parent: unknown, cxt?: { instancePath: string }) => {
      if (collecting && cxt) {
        const set = collecting.get(cxt.instancePath) ?? new Set<string>();
        for (const n of names) set.add(n);
        collecting.set(cxt.instancePath, set);
      }
      return true;
    },
  });
}

/** Validates `data` and returns the schema's `x-placeholders` names by the JSON pointer of their node. */
export function placeholderScopes(validate: ValidateFunction, data: unknown): Map<string, Set<string>> {
  collecting = new Map();
  try {
    validate(data);
    return collecting;
  } finally {
    collecting = undefined;
  }
}

/**
 * The shared figures of site.yaml as placeholder names and values, nested keys joined with dots.
 * @example sharedValues({ price: { monthly: '£25' } }) // { 'price.monthly': '£25' }
 */
export function sharedValues(shared: unknown, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  if (!shared || typeof shared !== 'object' || Array.isArray(shared)) return out;
  for (const [key, value] of Object.entries(shared as Record<string, unknown>)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') Object.assign(out, sharedValues(value, name));
    else if (value !== null && value !== undefined) out[name] = String(value);
  }
  return out;
}

/** Every name of the placeholders used in a text, in order. */
export function placeholderNames(text: string): { name: string; index: number }[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => ({ name: m[1], index: m.index ?? 0 }));
}

/**
 * Checks every text of a file: each `{name}` must be one of `known`, or one that an enclosing node
 * lists in `scopes`. An unknown one is reported at its own line and column, with the nearest known name.
 */
export function checkPlaceholders(source: YamlSource, known: ReadonlySet<string>, scopes: Map<string, Set<string>>): ConfigProblem[] {
  const out: ConfigProblem[] = [];
  const visit = (value: unknown, path: Segment[], allowed: Set<string>) => {
    const pointer = path.length ? `/${path.map((s) => String(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}` : '';
    const here = scopes.get(pointer);
    const names = here ? new Set([...allowed, ...here]) : allowed;
    if (typeof value === 'string') {
      for (const { name, index } of placeholderNames(value)) {
        if (!names.has(name)) out.push(unknownPlaceholder(source, path, value, name, index, names));
      }
    } else if (Array.isArray(value)) value.forEach((v, i) => visit(v, [...path, i], names));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) visit(v, [...path, k], names);
  };
  visit(source.data, [], new Set(known));
  return out;
}

/** Up to six known names, nearest first, as `{a}, {b}`. */
function suggestions(name: string, list: string[]): string {
  const nearest = [...list].sort((a, b) => distance(name, a) - distance(name, b) || a.localeCompare(b)).slice(0, 6);
  return nearest.map((n) => `{${n}}`).join(', ') || '(none here)';
}

function unknownPlaceholder(source: YamlSource, path: Segment[], value: string, name: string, index: number, names: Set<string>): ConfigProblem {
  const list = [...names].sort();
  const guess = list.length ? closest(name, list) : undefined;
  const near = guess && (guess.toLowerCase() === name.toLowerCase() || distance(name, guess) <= Math.max(2, Math.floor(name.length / 3)));
  const pos = stringNodeAt(source, path, `{${name}}`, value, index);
  return {
    file: source.file,
    ...pos,
    kind: 'bad-value',
    where: formatPath(path),
    message: `unknown placeholder {${name}}: it would show as an empty gap`,
    fix: near
      ? `Did you mean {${guess}}?`
      : `Placeholders this text may use include ${suggestions(name, list)}; add a shared figure under shared: in config/site.yaml.`,
  };
}
