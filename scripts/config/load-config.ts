import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import type Ajv from 'ajv';
import { CONFIG_KINDS, type ConfigKind } from './kinds';
import type { ConfigProblem } from './problems';
import { placeholderProblems } from './placeholder-check';
import { placeholderScopes } from './placeholders';
import { checkAgainstSchema, createConfigAjv, validatorFor } from './schema-check';
import { parseYamlSource, type YamlSource } from './yaml-source';
import { modelineWarning } from './warnings';

/** The raw config as written, one entry per kind; folder kinds are keyed by file name. */
export type RawConfig = Record<ConfigKind['key'], unknown> & {
  trades: Record<string, unknown>;
  pages: Record<string, unknown>;
  forms: Record<string, unknown>;
  legal: Record<string, unknown>;
};

/** Where each loaded file came from, so later checks can point at the exact node. */
export type Sources = Map<string, YamlSource>;

export interface LoadResult {
  raw: RawConfig;
  sources: Sources;
  /** Source of a single-file kind (`site`) or of a folder entry (`trades/tiler`). */
  sourceOf(key: string): YamlSource | undefined;
  problems: ConfigProblem[];
  /** The schema checker, for checks that validate what the build makes (e.g. a trade's filled landing page). */
  ajv: Ajv;
}

/**
 * Reads every YAML file in `configDir`, parses it with positions and validates it against its schema in
 * `schemaDir`, then checks every `{placeholder}` in its copy. Collects every problem in every file; never stops at the first.
 */
export function loadConfig(root: string, configDir = join(root, 'config'), schemaDir = join(root, 'schemas', 'config')): LoadResult {
  const ajv = createConfigAjv(schemaDir);
  const problems: ConfigProblem[] = [];
  const sources: Sources = new Map();
  const raw = { trades: {}, pages: {}, forms: {}, legal: {} } as unknown as RawConfig;
  const rel = (p: string) => relative(root, p).replace(/\\/g, '/');
  const known = new Set<string>();
  const scopes = new Map<string, Map<string, Set<string>>>();

  const read = (path: string, kind: ConfigKind, sourceKey: string): unknown => {
    known.add(path);
    const text = readFileSync(path, 'utf8');
    const { source, problems: syntax } = parseYamlSource(rel(path), text);
    sources.set(sourceKey, source);
    problems.push(...syntax, ...modelineWarning(rel(path), text, path, join(schemaDir, `${kind.schema}.schema.json`)));
    if (syntax.length) return undefined;
    const validate = validatorFor(ajv, kind.schema);
    problems.push(...checkAgainstSchema(source, validate));
    scopes.set(sourceKey, placeholderScopes(validate, source.data));
    return source.data;
  };

  for (const kind of CONFIG_KINDS) {
    if (kind.file) {
      const path = join(configDir, kind.file);
      if (existsSync(path)) (raw as Record<string, unknown>)[kind.key] = read(path, kind, kind.key);
      else if (kind.required) problems.push(missing(rel(path), `the file ${kind.file} is missing`, `Create ${rel(path)}; it is required.`));
      continue;
    }
    const dir = join(configDir, kind.dir!);
    if (!existsSync(dir)) {
      if (kind.required) problems.push(missing(rel(dir), `the folder ${kind.dir}/ is missing`, `Create ${rel(dir)}/ with at least one .yaml file.`));
      continue;
    }
    known.add(dir);
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (!name.endsWith('.yaml')) continue;
      const id = basename(name, '.yaml');
      (raw[kind.key as 'trades'] as Record<string, unknown>)[id] = read(path, kind, `${kind.dir}/${id}`);
    }
  }
  problems.push(...strayFiles(configDir, known, rel));
  problems.push(...placeholderProblems(raw, sources, scopes, root));
  return { raw, sources, problems, ajv, sourceOf: (key) => sources.get(key) };
}

function missing(file: string, message: string, fix: string): ConfigProblem {
  return { file, line: 1, column: 1, kind: 'missing-file', where: '', message, fix };
}

/** Files in `config/` that no kind reads: almost always a misspelt name or a wrong extension. */
function strayFiles(configDir: string, known: Set<string>, rel: (p: string) => string): ConfigProblem[] {
  const out: ConfigProblem[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (known.has(path) && statSync(path).isFile()) continue;
      if (statSync(path).isDirectory()) {
        if (known.has(path)) {
          for (const f of readdirSync(path)) if (!f.endsWith('.yaml')) out.push(stray(rel(join(path, f)), 'only .yaml files are read here'));
        } else out.push(stray(rel(path), 'this folder is not read by the build'));
      } else if (!name.startsWith('.') && name !== 'README.md') out.push(stray(rel(path), 'this file is not read by the build'));
    }
  };
  walk(configDir);
  return out;
}

function stray(file: string, message: string): ConfigProblem {
  const files = CONFIG_KINDS.map((k) => (k.file ? k.file : `${k.dir}/*.yaml`)).join(', ');
  return { file, line: 1, column: 1, kind: 'missing-file', where: '', message, fix: `Config files are: ${files}. Rename or move it.` };
}
