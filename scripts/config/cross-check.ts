import type { ColourSchemesConfig, PageConfig, SiteConfig, TradeConfig } from '../../src/generated/config-types';
import type { LoadResult } from './load-config';
import type { NormalisedConfig } from './normalise';
import type { ConfigProblem } from './problems';
import { positionOf, formatPath, type Segment } from './yaml-source';

/** A cross-file check: gets the loaded files (for positions) and the normalised config. */
export type CrossCheck = (loaded: LoadResult, config: NormalisedConfig) => ConfigProblem[];

/** A problem at `path` of the file loaded under `sourceKey` (e.g. `trades/plumber`). */
export function referenceProblem(loaded: LoadResult, sourceKey: string, path: Segment[], message: string, fix: string): ConfigProblem {
  const source = loaded.sourceOf(sourceKey);
  const pos = source ? positionOf(source, path) : { line: 1, column: 1 };
  return { file: source?.file ?? sourceKey, ...pos, kind: 'reference', where: formatPath(path), message, fix };
}

const tradeSchemes: CrossCheck = (loaded, config) => {
  const schemes = (config.colourSchemes as ColourSchemesConfig).schemes.map((s) => s.id);
  const out: ConfigProblem[] = [];
  for (const [file, trade] of Object.entries(config.trades as Record<string, TradeConfig>)) {
    if (trade.id !== file) {
      out.push(referenceProblem(loaded, `trades/${file}`, ['id'], `the id "${trade.id}" differs from the file name "${file}"`, `Rename the file to ${trade.id}.yaml or set id: ${file}.`));
    }
    if (!schemes.includes(trade.defaultScheme)) {
      out.push(referenceProblem(loaded, `trades/${file}`, ['defaultScheme'], `no colour scheme is called "${trade.defaultScheme}"`, `Use one of the ids in config/colour-schemes.yaml: ${schemes.join(', ')}.`));
    }
  }
  (config.colourSchemes as ColourSchemesConfig).schemes.forEach((scheme, i) => {
    for (const tradeId of Object.keys(scheme.tradeOverrides ?? {})) {
      if (!config.trades[tradeId]) {
        out.push(referenceProblem(loaded, 'colourSchemes', ['schemes', i, 'tradeOverrides', tradeId], `no trade is called "${tradeId}"`, `Use a file name from config/trades/: ${Object.keys(config.trades).join(', ')}.`));
      }
    }
  });
  return out;
};

const routePages: CrossCheck = (loaded, config) => {
  const out: ConfigProblem[] = [];
  const raw = (loaded.raw.routes as { routes: { path: string; page: string }[] }).routes;
  const seen = new Map<string, number>();
  raw.forEach((route, i) => {
    if (!config.pages[route.page]) {
      out.push(referenceProblem(loaded, 'routes', ['routes', i, 'page'], `no page is called "${route.page}"`, `Create config/pages/${route.page}.yaml or use one of: ${Object.keys(config.pages).sort().join(', ')}.`));
    }
  });
  for (const route of config.routes) {
    for (const host of route.hosts) {
      const key = `${host} ${route.path}`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
      if (seen.get(key) === 2) {
        const index = raw.findIndex((r) => r.path === route.path);
        out.push(referenceProblem(loaded, 'routes', ['routes', Math.max(index, 0), 'path'], `the path ${route.path} is given twice for ${host} hosts`, 'Keep one route per path and host.'));
      }
    }
  }
  return out;
};

const pageData: CrossCheck = (loaded, config) => {
  const out: ConfigProblem[] = [];
  for (const [id, page] of Object.entries(loaded.raw.pages as Record<string, PageConfig>)) {
    page.blocks.forEach((block, i) => {
      if (block.type === 'legal-sections' && !config.data[`legal/${block.document}`]) {
        out.push(referenceProblem(loaded, `pages/${id}`, ['blocks', i, 'document'], `no legal document is called "${block.document}"`, `Create config/legal/${block.document}.yaml or use one of: ${Object.keys(loaded.raw.legal).join(', ')}.`));
      }
      if (block.type === 'form' && !config.forms[block.form]) {
        out.push(referenceProblem(loaded, `pages/${id}`, ['blocks', i, 'form'], `no form is called "${block.form}"`, `Create config/forms/${block.form}.yaml or use one of: ${Object.keys(config.forms).join(', ') || '(none yet)'}.`));
      }
    });
  }
  return out;
};

/** Internal links must lead to a route; otherwise visitors meet a not-found page. */
const internalLinks: CrossCheck = (loaded, config) => {
  const paths = new Set(config.routes.map((r) => r.path));
  const out: ConfigProblem[] = [];
  const visit = (value: unknown, sourceKey: string, path: Segment[]) => {
    if (Array.isArray(value)) value.forEach((v, i) => visit(v, sourceKey, [...path, i]));
    else if (value && typeof value === 'object') {
      const obj = value as Record<string, unknown>;
      if (typeof obj.href === 'string' && obj.href.startsWith('/')) {
        const target = obj.href.split(/[?#]/)[0] || '/';
        if (!paths.has(target)) {
          out.push(referenceProblem(loaded, sourceKey, [...path, 'href'], `the link to ${obj.href} leads to no page`, `Add a route for ${target} in config/routes.yaml or change the link.`));
        }
      }
      for (const [k, v] of Object.entries(obj)) if (k !== 'href') visit(v, sourceKey, [...path, k]);
    }
  };
  visit(loaded.raw.site as SiteConfig, 'site', []);
  for (const [id, page] of Object.entries(loaded.raw.pages)) visit(page, `pages/${id}`, []);
  for (const [id, trade] of Object.entries(loaded.raw.trades)) visit(trade, `trades/${id}`, []);
  return out;
};

export const CROSS_CHECKS: CrossCheck[] = [tradeSchemes, routePages, pageData];

/** Checks whose findings are warnings while pages of later features are still being added. */
export const LINK_CHECKS: CrossCheck[] = [internalLinks];
