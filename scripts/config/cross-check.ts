import { FORM_ACTIONS, type ActionDeclaration } from '../../src/forms/action-registry';
import { fieldOptions as optionFields, type OptionsDeclaration } from '../../src/domain/plan-options';
import { SEND_TRANSFORMS } from '../../src/domain/send-transforms';
import { profilePaths, type ProfileFields } from '../../src/domain/business-profile';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { closest, distance } from 'fastest-levenshtein';
import type { PageConfig, SiteConfig, TradeConfig } from '../../src/generated/config-types';
import type { LoadResult } from './load-config';
import { defaultTitle, type NormalisedConfig } from './normalise';
import type { ConfigProblem } from './problems';
import { queryLinkHosts } from './query-link-hosts';
import { positionOf, formatPath, type Segment } from './yaml-source';
import { tradeTemplates } from './cross-check-trade-pages';
import { closeMatch } from './cross-check-trades';

/** `Did you mean careers?` when one of `known` is close to `value`, else `otherwise`. */
const orElse = (value: string, known: readonly string[], otherwise: string): string => {
  const guess = closeMatch(value, known);
  return guess ? `Did you mean ${guess}?` : otherwise;
};

/** A cross-file check: gets the loaded files (for positions), the normalised config and the project root. */
export type CrossCheck = (loaded: LoadResult, config: NormalisedConfig, root: string) => ConfigProblem[];

/** A problem at `path` of the file loaded under `sourceKey` (e.g. `trades/tiler`). */
export function referenceProblem(loaded: LoadResult, sourceKey: string, path: Segment[], message: string, fix: string): ConfigProblem {
  const source = loaded.sourceOf(sourceKey);
  const pos = source ? positionOf(source, path) : { line: 1, column: 1 };
  return { file: source?.file ?? sourceKey, ...pos, kind: 'reference', where: formatPath(path), message, fix };
}

/** A trade's file name is its id (the ids themselves are checked by cross-check-trades.ts). */
const tradeFileNames: CrossCheck = (loaded) => {
  const out: ConfigProblem[] = [];
  for (const [file, trade] of Object.entries(loaded.raw.trades as Record<string, TradeConfig>)) {
    if (trade.id !== file) {
      out.push(referenceProblem(loaded, `trades/${file}`, ['id'], `the id "${trade.id}" differs from the file name "${file}"`, `Rename the file to ${trade.id}.yaml or set id: ${file}.`));
    }
  }
  return out;
};

const routePages: CrossCheck = (loaded, config) => {
  const out: ConfigProblem[] = [];
  const raw = (loaded.raw.routes as { routes: { path: string; page: string }[] }).routes;
  const seen = new Map<string, number>();
  raw.forEach((route, i) => {
    const branding = (route as { branding?: string }).branding;
    const brandings = Object.keys((config.site as SiteConfig).brandings ?? {});
    if (branding && !brandings.includes(branding)) {
      out.push(referenceProblem(loaded, 'routes', ['routes', i, 'branding'], `no branding is called "${branding}"`, orElse(branding, brandings, `Add it under brandings: in config/site.yaml or use one of: ${brandings.join(', ') || '(none yet)'}.`)));
    }
    // A page whose file cannot be read is reported as such, not as missing.
    if (!(route.page in config.pages)) {
      // The list offers the page files; the trades' landing pages have routes of their own.
      const files = Object.keys(loaded.raw.pages).sort();
      out.push(referenceProblem(loaded, 'routes', ['routes', i, 'page'], `no page is called "${route.page}"`, orElse(route.page, files, `Create config/pages/${route.page}.yaml or use one of: ${files.join(', ')}.`)));
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
  for (const [id, page] of Object.entries(loaded.raw.pages as Record<string, PageConfig | undefined>)) {
    if (page && !page.title && !defaultTitle(page)) {
      out.push(referenceProblem(loaded, `pages/${id}`, [], 'the page has no title and no hero headline to take it from', 'Add title: with the browser tab title, or a hero block with a headline.'));
    }
    (page?.blocks ?? []).forEach((block, i) => {
      if (block.type === 'legal-sections' && !config.data[`legal/${block.document}`]) {
        out.push(referenceProblem(loaded, `pages/${id}`, ['blocks', i, 'document'], `no legal document is called "${block.document}"`, orElse(block.document, Object.keys(loaded.raw.legal), `Create config/legal/${block.document}.yaml or use one of: ${Object.keys(loaded.raw.legal).join(', ')}.`)));
      }
      if (block.type === 'form' && !config.forms[block.form]) {
        out.push(referenceProblem(loaded, `pages/${id}`, ['blocks', i, 'form'], `no form is called "${block.form}"`, orElse(block.form, Object.keys(config.forms), `Create config/forms/${block.form}.yaml or use one of: ${Object.keys(config.forms).join(', ') || '(none yet)'}.`)));
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
      // Links with a trade's placeholders ({id}) are checked once filled, below.
      if (typeof obj.href === 'string' && obj.href.startsWith('/') && !obj.href.includes('{')) {
        const target = obj.href.split(/[?#]/)[0] || '/';
        if (!paths.has(target)) {
          out.push(referenceProblem(loaded, sourceKey, [...path, 'href'], `the link to ${obj.href} leads to no page`, orElse(target, [...paths], `Add a route for ${target} in config/routes.yaml or change the link.`)));
        }
      }
      for (const [k, v] of Object.entries(obj)) if (k !== 'href') visit(v, sourceKey, [...path, k]);
    }
  };
  visit(loaded.raw.site as SiteConfig, 'site', []);
  for (const [id, page] of Object.entries(loaded.raw.pages)) visit(page, `pages/${id}`, []);
  for (const [id, trade] of Object.entries(loaded.raw.trades)) visit(trade, `trades/${id}`, []);
  for (const trade of Object.values(config.trades)) {
    const page = trade.landingPage ? config.pages[`trade-${trade.id}`] : undefined;
    if (page) visit(page, 'tradeLanding', ['page']);
  }
  for (const [id, page] of Object.entries(config.pages)) {
    page.blocks.forEach((block, i) => {
      if (block.type === 'cards' && (loaded.raw.pages[id] as PageConfig | undefined)?.blocks[i]?.type === 'cards') visit(block.items, `pages/${id}`, ['blocks', i, 'forEachTrade']);
    });
  }
  return out;
};

type FormAction = { action?: string } & Record<string, unknown>;
type RawForm = {
  schema: string;
  query?: { trade?: { field?: string } };
  steps: {
    fields: { field: string; widget?: string; showWhen?: { field: string }; onChange?: FormAction[]; options?: Record<string, unknown> }[];
    invalidToasts?: { field?: string }[];
    atLeastOne?: { fields?: string[] } | null;
    onEnter?: FormAction[];
    onLeave?: FormAction[];
  }[];
  buttons?: { submitRequires?: string } | null;
  submit?: { transforms?: ({ name?: string } & Record<string, unknown>)[] };
  profile?: ProfileFields;
};

/** Every field path of a data schema (`businessBasics`, `businessBasics.email`, ...), following local `$ref`s. */
export function schemaFieldPaths(schema: Record<string, unknown>): string[] {
  const out: string[] = [];
  const deref = (node: unknown, depth = 0): Record<string, unknown> => {
    const obj = (node ?? {}) as Record<string, unknown>;
    if (typeof obj.$ref === 'string' && obj.$ref.startsWith('#/') && depth < 20) {
      const target = obj.$ref.slice(2).split('/').reduce<unknown>((n, seg) => (n as Record<string, unknown> | undefined)?.[seg.replace(/~1/g, '/').replace(/~0/g, '~')], schema);
      return deref(target, depth + 1);
    }
    return obj;
  };
  const walk = (node: unknown, prefix: string, depth: number) => {
    const obj = deref(node);
    const branches = [obj, ...(['allOf', 'anyOf', 'oneOf'] as const).flatMap((k) => (Array.isArray(obj[k]) ? (obj[k] as unknown[]).map((b) => deref(b)) : []))];
    for (const branch of branches) {
      for (const [name, child] of Object.entries((branch.properties ?? {}) as Record<string, unknown>)) {
        const path = prefix ? `${prefix}.${name}` : name;
        if (out.includes(path)) continue;
        out.push(path);
        if (depth < 10) walk(child, path, depth + 1);
      }
    }
  };
  walk(schema, '', 0);
  return out;
}

type PreviewBlock = { type?: string; form?: string; success?: { preview?: { domains?: { name?: string[]; area?: string; owns?: string; ownDomain?: string } } } };

/** Checks that a value names a field of the form's data schema, reporting it in `key` with a "Did you mean". */
function fieldCheck(loaded: LoadResult, root: string, schema: string, key: string, out: ConfigProblem[]) {
  const file = `schemas/forms/${schema}.schema.json`;
  const paths = schemaFieldPaths(JSON.parse(readFileSync(join(root, file), 'utf8')) as Record<string, unknown>);
  return (value: string | undefined, path: Segment[]) => {
    if (value === undefined || paths.includes(value)) return;
    const guess = closest(value, paths);
    const nearest = paths.filter((p) => p.split('.').length === value.split('.').length).sort((a, b) => distance(value, a) - distance(value, b)).slice(0, 3);
    const fix = guess && distance(value, guess) <= Math.max(2, Math.floor(value.length / 3)) ? `Did you mean "${guess}"?` : `Use a field of ${file}, such as ${nearest.join(', ')}.`;
    out.push(referenceProblem(loaded, key, path, `${file} has no field "${value}"`, fix));
  };
}

/**
 * A form's `schema` names a file in schemas/forms/, and every field it mentions is a property of that schema: step
 * fields, `showWhen`, invalid-toast fields, every action option naming a field, `query.trade.field`, a step's `atLeastOne`,
 * `buttons.submitRequires`, the answers of its `profile:` and its send plan's transforms, and the answers a page's
 * preview makes domain names from.
 */
const formFields: CrossCheck = (loaded, _config, root) => {
  const out: ConfigProblem[] = [];
  const widgetFields = widgetFieldOptions(root);
  const available = existsSync(join(root, 'schemas', 'forms'))
    ? readdirSync(join(root, 'schemas', 'forms')).filter((f) => f.endsWith('.schema.json')).map((f) => f.replace(/\.schema\.json$/, '')).sort()
    : [];
  for (const [id, form] of Object.entries(loaded.raw.forms as Record<string, RawForm>)) {
    if (!form) continue;
    const key = `forms/${id}`;
    if (!available.includes(form.schema)) {
      out.push(referenceProblem(loaded, key, ['schema'], `no data schema is called "${form.schema}"`, orElse(form.schema, available, `Create schemas/forms/${form.schema}.schema.json or use one of: ${available.join(', ') || '(none yet)'}.`)));
      continue;
    }
    const check = fieldCheck(loaded, root, form.schema, key, out);
    // The answers the page's preview makes domain names from (success.preview.domains of its form blocks).
    for (const [pageId, page] of Object.entries(loaded.raw.pages as Record<string, { blocks?: PreviewBlock[] } | undefined>)) {
      (page?.blocks ?? []).forEach((block, b) => {
        const domains = block.type === 'form' && block.form === id ? block.success?.preview?.domains : undefined;
        if (!domains) return;
        const onPage = fieldCheck(loaded, root, form.schema, `pages/${pageId}`, out);
        const at = ['blocks', b, 'success', 'preview', 'domains'];
        (domains.name ?? []).forEach((f, n) => onPage(f, [...at, 'name', n]));
        for (const name of ['area', 'owns', 'ownDomain'] as const) onPage(domains[name], [...at, name]);
      });
    }
    // Every option an action's table entry marks as naming a field (x-field) is a field of the data schema.
    const actions = (list: FormAction[] | undefined, path: Segment[]) =>
      (list ?? []).forEach((action, k) => {
        for (const [name, value] of fieldOptions(action)) {
          if (typeof value === 'string') check(value, [...path, k, name]);
          else value.forEach((f, m) => check(f, [...path, k, name, m]));
        }
      });
    check(form.query?.trade?.field, ['query', 'trade', 'field']);
    check(form.buttons?.submitRequires ?? undefined, ['buttons', 'submitRequires']);
    (form.steps ?? []).forEach((step, i) => {
      (step.fields ?? []).forEach((field, j) => {
        check(field.field, ['steps', i, 'fields', j, 'field']);
        check(field.showWhen?.field, ['steps', i, 'fields', j, 'showWhen', 'field']);
        // Every widget option naming an answer (marked x-field in the widget's options schema).
        for (const name of widgetFields.get(String(field.widget)) ?? []) {
          const value = field.options?.[name];
          if (typeof value === 'string') check(value, ['steps', i, 'fields', j, 'options', name]);
        }
        actions(field.onChange, ['steps', i, 'fields', j, 'onChange']);
      });
      (step.invalidToasts ?? []).forEach((toast, k) => check(toast.field, ['steps', i, 'invalidToasts', k, 'field']));
      (step.atLeastOne?.fields ?? []).forEach((f, k) => check(f, ['steps', i, 'atLeastOne', 'fields', k]));
      actions(step.onEnter, ['steps', i, 'onEnter']);
      actions(step.onLeave, ['steps', i, 'onLeave']);
    });
    // Every answer the profile names (what the previews and the generated website draw from).
    for (const { at, path } of profilePaths(form.profile ?? {})) check(path, ['profile', ...at.map((p) => (/^\d+$/.test(p) ? Number(p) : p))]);
    // Every answer a transform of the send plan reads or writes.
    (form.submit?.transforms ?? []).forEach((entry, k) => {
      const declared = (SEND_TRANSFORMS as Record<string, { options: OptionsDeclaration }>)[String(entry?.name)];
      for (const [name, value] of optionFields(declared?.options, entry ?? {})) {
        if (typeof value === 'string') check(value, ['submit', 'transforms', k, name]);
        else value.forEach((f, m) => check(f, ['submit', 'transforms', k, name, m]));
      }
    });
  }
  return out;
};

type WidgetBranch = { if?: { properties?: { widget?: { const?: string } } }; then?: { properties?: { options?: { properties?: Record<string, { 'x-field'?: boolean }> } } } };

/** The options of each widget that name an answer (`x-field` in schemas/config/form-parts.schema.json), by widget. */
function widgetFieldOptions(root: string): Map<string, string[]> {
  const file = join(root, 'schemas', 'config', 'form-parts.schema.json');
  if (!existsSync(file)) return new Map();
  const parts = JSON.parse(readFileSync(file, 'utf8')) as { definitions?: { FormField?: { allOf?: WidgetBranch[] } } };
  return new Map(
    (parts.definitions?.FormField?.allOf ?? []).map((b) => [
      String(b.if?.properties?.widget?.const),
      Object.entries(b.then?.properties?.options?.properties ?? {}).filter(([, spec]) => spec['x-field']).map(([name]) => name),
    ]),
  );
}

/** The options of an action that name fields, by the table of src/forms/action-registry.ts (`x-field`). */
export function fieldOptions(action: { action?: string } & Record<string, unknown>): Array<[string, string | string[]]> {
  return optionFields((FORM_ACTIONS as Record<string, ActionDeclaration>)[String(action.action)]?.options, action);
}

export const CROSS_CHECKS: CrossCheck[] = [tradeFileNames, tradeTemplates, routePages, pageData, formFields, internalLinks, queryLinkHosts];
