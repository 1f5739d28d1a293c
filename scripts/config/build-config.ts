import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CROSS_CHECKS } from './cross-check';
import { SEND_PLAN_CHECKS } from './send-plan-check';
import { emitSiteBuilderData, SITE_TEMPLATE_CHECKS } from './site-templates-check';
import { RAW_CHECKS } from './cross-check-trades';
import { writeEnumsFile } from './enums';
import { writeEditorSchemas } from './editor-schemas';
import { loadConfig, type LoadResult } from './load-config';
import { normaliseConfig, type NormalisedConfig } from './normalise';
import { ConfigError, formatProblems, isError, type ConfigProblem } from './problems';
import { WARNING_CHECKS } from './warnings';
import type { FormShape } from './validators';
import { listFields, pageRulesOf, withListEnums, type ListForm } from './answer-lists';
import { startedDirectly } from '../started-directly';

/**
 * The one way config enters the app: load and validate every YAML file, cross-check references,
 * normalise, and (unless `emit` is false) write the typed modules. Throws a `ConfigError` listing
 * every problem at once; warnings alone are handed to `onWarnings` (printed by default) and the build goes on.
 */
export async function buildConfig(
  root: string,
  opts: { emit?: boolean; outDir?: string; onWarnings?: (warnings: ConfigProblem[]) => void; writeEnums?: boolean } = {},
): Promise<NormalisedConfig> {
  const loaded = loadConfig(root);
  // The ids editors are offered (schemas/config/generated-enums.schema.json), even when the config has problems.
  if (opts.writeEnums) {
    writeEnumsFile(root, loaded.raw);
    writeEditorSchemas(root);
  }
  // Unknown ids are listed with the schema problems and every other problem, in the same run.
  const early = RAW_CHECKS.flatMap((check) => check(loaded));
  const problems = loaded.relocate([...loaded.problems, ...early, ...crossCheckProblems(loaded, root), ...WARNING_CHECKS.flatMap((check) => check(loaded, root))]);
  if (problems.some(isError)) throw new ConfigError(problems);
  if (problems.length) (opts.onWarnings ?? ((list) => console.warn(formatProblems(list))))(problems);
  const config = normaliseConfig(loaded.raw);
  if (opts.emit !== false) {
    // Loaded only to write the modules: a check alone (check-config.ts) starts without them.
    const [{ emitConfig }, { formDataTypes, schemaTypes }, { emitValidators, formModuleCode, formSchemas, readDataSchema }] = await Promise.all([
      import('./emit'),
      import('./gen-types'),
      import('./validators'),
    ]);
    const types = await schemaTypes(join(root, 'schemas', 'config'), 'Config');
    const outDir = opts.outDir ?? join(root, 'src', 'generated');
    // The answers whose values are a list of the config (the form's trades, the colour schemes) take only those.
    const lists = { colourSchemes: config.colourSchemes.schemes.map((scheme) => scheme.id) };
    const formParts = Object.fromEntries(
      Object.entries(config.forms as Record<string, FormShape & ListForm & { trades?: string[] }>).map(([id, form]) => {
        const data = withListEnums(readDataSchema(root, form.schema)!, listFields(form, pageRulesOf(config.pages, id)), { ...lists, trades: form.trades ?? [] });
        const schemas = formSchemas(id, form, data);
        return [id, formModuleCode(schemas, emitValidators(id, schemas, outDir, join(import.meta.dirname, '..', '..', 'src', 'domain')))];
      }),
    );
    emitConfig(config, outDir, types, formParts);
    emitSiteBuilderData(loaded, config, outDir);
    writeFileSync(join(outDir, 'form-types.ts'), await formDataTypes(join(root, 'schemas', 'forms')));
  }
  return config;
}

/** What a reference to each folder kind is called in the checks' messages ("no page is called …"). */
const REFERENCE_WORDS: Record<string, string> = { pages: 'page', forms: 'form', trades: 'trade', legal: 'legal document' };

/**
 * The cross-file checks, run even when some files have problems of their own, so that one run lists
 * every problem. A file that cannot be read is left out (a reference to it is not reported as missing, it
 * is reported as unreadable); a check that cannot run on a broken file is left for the next run; a
 * reference already reported at the same spot is not repeated.
 */
function crossCheckProblems(loaded: LoadResult, root: string): ConfigProblem[] {
  const unreadable: { kind: string; id: string }[] = [];
  const raw = { ...loaded.raw } as Record<string, unknown>;
  for (const kind of Object.keys(REFERENCE_WORDS)) {
    const entries = { ...(raw[kind] as Record<string, unknown>) };
    for (const [id, value] of Object.entries(entries)) {
      if (value === undefined) {
        unreadable.push({ kind, id });
        delete entries[id];
      }
    }
    raw[kind] = entries;
  }
  const lenient: LoadResult = { ...loaded, raw: raw as LoadResult['raw'] };
  let config: NormalisedConfig;
  try {
    config = normaliseConfig(lenient.raw);
  } catch (error) {
    if (!loaded.problems.length) throw error;
    return [];
  }
  const seen = new Set(loaded.problems.map((p) => `${p.file}:${p.line}:${p.column}`));
  const unreadableFiles = new Set(loaded.problems.filter((p) => p.kind === 'syntax').map((p) => p.file));
  const missingOnlyUnreadable = (p: ConfigProblem) => unreadable.some(({ kind, id }) => p.message === `no ${REFERENCE_WORDS[kind]} is called "${id}"`);
  return [...CROSS_CHECKS, ...SEND_PLAN_CHECKS, ...SITE_TEMPLATE_CHECKS].flatMap((check) => {
    try {
      return check(lenient, config, root);
    } catch (error) {
      if (!loaded.problems.length) throw error;
      return [];
    }
  }).filter((p) => !seen.has(`${p.file}:${p.line}:${p.column}`) && !unreadableFiles.has(p.file) && !missingOnlyUnreadable(p));
}

/** Types only: written first so the scripts and tests type-check even when the config itself is broken. */
export async function buildTypes(root: string, outDir = join(root, 'src', 'generated')): Promise<void> {
  const { mkdirSync, writeFileSync } = await import('node:fs');
  const { schemaTypes } = await import('./gen-types');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'config-types.ts'), await schemaTypes(join(root, 'schemas', 'config'), 'Config'));
}

if (startedDirectly(import.meta.url)) {
  const root = process.cwd();
  try {
    await buildTypes(root);
    const config = await buildConfig(root, { writeEnums: true });
    console.log(`Config is valid: ${Object.keys(config.pages).length} pages, ${config.routes.length} routes, ${Object.keys(config.trades).length} trades.`);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.report);
      process.exit(1);
    }
    throw error;
  }
}
