import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { CROSS_CHECKS } from './cross-check';
import { SEND_PLAN_CHECKS } from './send-plan-check';
import { emitSiteBuilderData, SITE_TEMPLATE_CHECKS } from './site-templates-check';
import { RAW_CHECKS } from './cross-check-trades';
import { writeEnumsFile } from './enums';
import { emitConfig } from './emit';
import { formDataTypes, schemaTypes } from './gen-types';
import { loadConfig, type LoadResult } from './load-config';
import { normaliseConfig, type NormalisedConfig } from './normalise';
import { ConfigError, type ConfigProblem } from './problems';
import { emitValidators, formModuleCode, formSchemas, readDataSchema, type FormShape } from './validators';

/**
 * The one way config enters the app: load and validate every YAML file, cross-check references,
 * normalise, and (unless `emit` is false) write the typed modules. Throws a `ConfigError` listing
 * every problem at once.
 */
export async function buildConfig(root: string, opts: { emit?: boolean; outDir?: string } = {}): Promise<NormalisedConfig> {
  const loaded = loadConfig(root);
  // Unknown ids are listed with the schema problems and every other problem, in the same run.
  const early = RAW_CHECKS.flatMap((check) => check(loaded));
  const problems = [...loaded.problems, ...early, ...crossCheckProblems(loaded, root)];
  if (problems.length) throw new ConfigError(problems);
  const config = normaliseConfig(loaded.raw);
  if (opts.emit !== false) {
    const types = await schemaTypes(join(root, 'schemas', 'config'), 'Config');
    const outDir = opts.outDir ?? join(root, 'src', 'generated');
    const formParts = Object.fromEntries(
      Object.entries(config.forms as Record<string, FormShape>).map(([id, form]) => {
        const schemas = formSchemas(id, form, readDataSchema(root, form.schema)!);
        return [id, formModuleCode(schemas, emitValidators(id, schemas, outDir, join(import.meta.dirname, '..', '..', 'src', 'domain')))];
      }),
    );
    emitConfig(config, outDir, types, formParts);
    emitSiteBuilderData(loaded, config, outDir);
    writeFileSync(join(outDir, 'form-types.ts'), await formDataTypes(join(root, 'schemas', 'forms')));
  }
  return config;
}

/**
 * The cross-file checks, run even when some files have problems of their own, so that one run lists
 * every problem. A check that cannot run on a broken file (say, one that cannot be read) is left for
 * the next run; a reference already reported at the same spot is not repeated.
 */
function crossCheckProblems(loaded: LoadResult, root: string): ConfigProblem[] {
  let config: NormalisedConfig;
  try {
    config = normaliseConfig(loaded.raw);
  } catch (error) {
    if (!loaded.problems.length) throw error;
    return [];
  }
  const seen = new Set(loaded.problems.map((p) => `${p.file}:${p.line}:${p.column}`));
  return [...CROSS_CHECKS, ...SEND_PLAN_CHECKS, ...SITE_TEMPLATE_CHECKS].flatMap((check) => {
    try {
      return check(loaded, config, root);
    } catch (error) {
      if (!loaded.problems.length) throw error;
      return [];
    }
  }).filter((p) => !seen.has(`${p.file}:${p.line}:${p.column}`));
}

/** Types only: written first so the scripts and tests type-check even when the config itself is broken. */
export async function buildTypes(root: string, outDir = join(root, 'src', 'generated')): Promise<void> {
  const { mkdirSync, writeFileSync } = await import('node:fs');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'config-types.ts'), await schemaTypes(join(root, 'schemas', 'config'), 'Config'));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = process.cwd();
  try {
    // The ids editors are offered (schemas/config/generated-enums.schema.json), even when the config has problems.
    writeEnumsFile(root, loadConfig(root).raw);
    await buildTypes(root);
    const config = await buildConfig(root);
    console.log(`Config is valid: ${Object.keys(config.pages).length} pages, ${config.routes.length} routes, ${Object.keys(config.trades).length} trades.`);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
