import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NormalisedConfig } from './normalise';

/** Extra imports and exports of a form module (its schemas and precompiled validators, see validators.ts). */
export interface FormModuleParts {
  imports: string;
  body: string;
}

const BANNER = '/* Generated from config/ by scripts/config. Do not edit: change the YAML and rebuild. */\n';

/**
 * Writes the normalised config as typed modules in `src/generated/`: one small module the whole app
 * imports (site, routes, schemes, trades), one module per page and per form loaded only where used, one module
 * per top-level part of site.yaml (`site/<part>.ts`, which `site` is made of), and `site.json` for the server.
 * `tsc --noEmit` then checks every value against the schema types.
 *
 * The parts are for the page's first script: a module both it and the app import goes into a chunk both load, so
 * importing `site` there made every page fetch and run the app's whole config (routes, trades and site.yaml, 53 kB
 * of the first script's 61) before its first tap. It imports the parts it reads instead.
 */
export function emitConfig(config: NormalisedConfig, outDir: string, types: string, formParts: Record<string, FormModuleParts> = {}): void {
  rmSync(join(outDir, 'pages'), { recursive: true, force: true });
  rmSync(join(outDir, 'forms'), { recursive: true, force: true });
  rmSync(join(outDir, 'site'), { recursive: true, force: true });
  mkdirSync(join(outDir, 'pages'), { recursive: true });
  mkdirSync(join(outDir, 'forms'), { recursive: true });
  mkdirSync(join(outDir, 'site'), { recursive: true });
  writeFileSync(join(outDir, 'config-types.ts'), types);
  writeFileSync(join(outDir, 'site.json'), `${JSON.stringify(config.site, null, 2)}\n`);

  for (const [id, page] of Object.entries(config.pages)) {
    const data = pageData(page.blocks, config.data);
    writeFileSync(
      join(outDir, 'pages', `${id}.ts`),
      `${BANNER}import type { PageConfig } from '../config-types';\n\n` +
        `/** The page as the build resolved it: its title is always set (from its hero headline when not given). */\nexport const page: PageConfig & { title: string } = ${json(page)};\n\n` +
        `/** Data from other config files that this page's blocks draw on. */\nexport const data: Record<string, unknown> = ${json(data)};\n`,
    );
  }
  for (const [id, form] of Object.entries(config.forms)) {
    const parts = formParts[id];
    writeFileSync(
      join(outDir, 'forms', `${id}.ts`),
      `${BANNER}import type { FormConfig } from '../config-types';\n${parts?.imports ?? ''}\n` +
        `export const form: FormConfig = ${json(form)};\n${parts ? `\n${parts.body}` : ''}`,
    );
  }

  // Named by their keys, which the site schema fixes (identifiers, no others allowed).
  const parts = Object.keys(config.site);
  for (const [key, value] of Object.entries(config.site)) {
    writeFileSync(
      join(outDir, 'site', `${key}.ts`),
      `${BANNER}import type { SiteConfig } from '../config-types';\n\n` +
        `/** site.yaml's \`${key}\`, alone (see scripts/config/emit.ts). */\nexport const part: SiteConfig[${JSON.stringify(key)}] = ${json(value)};\n`,
    );
  }

  const loaders = (dir: string, ids: string[]) =>
    `{\n${ids.map((id) => `  ${JSON.stringify(id)}: () => import('./${dir}/${id}'),`).join('\n')}\n}`;
  writeFileSync(
    join(outDir, 'config.ts'),
    `${BANNER}import type { ColourSchemesConfig, SiteConfig, TradeConfig } from './config-types';\n` +
      parts.map((key, i) => `import { part as site${i} } from './site/${key}';\n`).join('') +
      '\n' +
      `export type HostKind = 'main' | 'forms' | 'embed';\n` +
      `export interface ResolvedRoute {\n  path: string;\n  page: string;\n  hosts: HostKind[];\n  branding?: string;\n}\n\n` +
      `export const site: SiteConfig = {\n${parts.map((key, i) => `  ${JSON.stringify(key)}: site${i},`).join('\n')}\n};\n\n` +
      `export const routes: ResolvedRoute[] = ${json(config.routes)};\n\n` +
      `export const colourSchemes: ColourSchemesConfig = ${json(config.colourSchemes)};\n\n` +
      `/** A trade as the app uses it: its file, and the address of its landing page when it has one. */\n` +
      `export type ResolvedTrade = TradeConfig & { landingPath?: string };\n\n` +
      `/** Every trade, in list order (\`order\`, then label). */\n` +
      `export const trades: Record<string, ResolvedTrade> = ${json(config.trades)};\n\n` +
      `/** Each page's module, loaded when its route is visited. */\nexport const pageLoaders = ${loaders('pages', Object.keys(config.pages))};\n\n` +
      `/** Each form's module, loaded by the form block. */\nexport const formLoaders = ${loaders('forms', Object.keys(config.forms))};\n`,
  );
}

/** The data files a page's blocks refer to, so the page module carries them and nothing else. */
function pageData(blocks: { type: string; document?: string; source?: string }[], all: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const block of blocks) {
    const key = block.type === 'legal-sections' ? `legal/${block.document}` : block.source;
    if (key && all[key] !== undefined) out[key] = all[key];
  }
  return out;
}

function json(value: unknown): string {
  return JSON.stringify(value, null, 2);
}
