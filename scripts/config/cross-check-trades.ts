import { closest, distance } from 'fastest-levenshtein';
import type { LoadResult } from './load-config';
import type { ConfigProblem } from './problems';
import { positionOf, formatPath, type Segment } from './yaml-source';

/**
 * Every trade id, colour-scheme id and form id the config names, checked against what exists.
 * Reads the raw files defensively, so it runs in the same pass as the schema checks and an unknown id is
 * listed with every other problem, at its file:line:column, with "Did you mean …?".
 */
export type RawCheck = (loaded: LoadResult) => ConfigProblem[];

type Json = Record<string, unknown>;
const obj = (v: unknown): Json | undefined => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : undefined);
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/**
 * The known value a misspelling most likely meant, when one is close enough to be worth suggesting
 * (at most a third of the letters differ, or two).
 * @example closeMatch('carreers', ['about', 'careers']) // 'careers'
 */
export function closeMatch(value: string, known: readonly string[]): string | undefined {
  const guess = known.length ? closest(value, [...known]) : undefined;
  return guess && distance(value, guess) <= Math.max(2, Math.floor(value.length / 3)) ? guess : undefined;
}

/** "Did you mean …?" for a close match, else the list to choose from. */
export function suggestion(value: string, known: readonly string[], where: string): string {
  const guess = closeMatch(value, known);
  if (guess) return `Did you mean "${guess}"?`;
  return known.length ? `Use one of ${where}: ${[...known].sort().join(', ')}.` : `Add it to ${where} first.`;
}

/** Reports `value` at `path` (or at the key `key` of the map at `path`) when it is not one of `known`. */
function idProblem(loaded: LoadResult, sourceKey: string, path: Segment[], value: unknown, known: readonly string[], what: string, where: string, key?: string): ConfigProblem[] {
  if (typeof value !== 'string' || known.includes(value)) return [];
  const source = loaded.sourceOf(sourceKey);
  const pos = source ? positionOf(source, path, key) : { line: 1, column: 1 };
  const at = key === undefined ? path : [...path, key];
  return [{ file: source?.file ?? sourceKey, ...pos, kind: 'reference', where: formatPath(at), message: `no ${what} is called "${value}"`, fix: suggestion(value, known, where) }];
}

function moved(loaded: LoadResult, sourceKey: string, path: Segment[], message: string, fix: string): ConfigProblem {
  const source = loaded.sourceOf(sourceKey);
  const pos = source ? positionOf(source, path.slice(0, -1), String(path[path.length - 1])) : { line: 1, column: 1 };
  return { file: source?.file ?? sourceKey, ...pos, kind: 'reference', where: formatPath(path), message, fix };
}

const TRADES = 'config/trades/';

/** The trade's `query.trade` of a form or a page's form block: fallback and notLockable are trades; lockable moved. */
function queryProblems(loaded: LoadResult, sourceKey: string, path: Segment[], query: unknown, trades: string[], offered: string[] | undefined, formId: string): ConfigProblem[] {
  const trade = obj(obj(query)?.trade);
  if (!trade) return [];
  const out: ConfigProblem[] = [];
  const at = [...path, 'trade'];
  if (trade.lockable !== undefined) {
    out.push(moved(loaded, sourceKey, [...at, 'lockable'], 'which trades a link may lock is set in the trade files now', `Remove lockable; in config/trades/<trade>.yaml write forms: ${formId}: { lockable: true } (or list a trade this page must not lock under notLockable).`));
  }
  out.push(...idProblem(loaded, sourceKey, [...at, 'fallback'], trade.fallback, trades, 'trade', TRADES));
  if (offered && typeof trade.fallback === 'string' && trades.includes(trade.fallback) && !offered.includes(trade.fallback)) {
    const source = loaded.sourceOf(sourceKey);
    const pos = source ? positionOf(source, [...at, 'fallback']) : { line: 1, column: 1 };
    out.push({ file: source?.file ?? sourceKey, ...pos, kind: 'reference', where: formatPath([...at, 'fallback']), message: `the ${formId} form does not offer the trade "${trade.fallback}"`, fix: `Add ${formId} under forms: in config/trades/${trade.fallback}.yaml, or use one of: ${offered.join(', ') || '(no trade offers this form yet)'}.` });
  }
  arr(trade.notLockable).forEach((id, i) => out.push(...idProblem(loaded, sourceKey, [...at, 'notLockable', i], id, trades, 'trade', TRADES)));
  return out;
}

/** Links with ?trade=<id> (site, pages, trade files, the landing template) must name a trade. */
function linkProblems(loaded: LoadResult, sourceKey: string, value: unknown, trades: string[], path: Segment[] = []): ConfigProblem[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => linkProblems(loaded, sourceKey, v, trades, [...path, i]));
  const o = obj(value);
  if (!o) return [];
  const out: ConfigProblem[] = [];
  if (typeof o.href === 'string' && o.href.startsWith('/')) {
    const m = /[?&]trade=([^&#]*)/.exec(o.href);
    if (m && !m[1].includes('{')) out.push(...idProblem(loaded, sourceKey, [...path, 'href'], decodeURIComponent(m[1]).toLowerCase(), trades, 'trade', TRADES));
  }
  for (const [k, v] of Object.entries(o)) if (k !== 'href') out.push(...linkProblems(loaded, sourceKey, v, trades, [...path, k]));
  return out;
}

const TEMPLATES = 'templates: in config/site.yaml';

/**
 * The templates of site.yaml (a trade and a colour scheme each), and every page's card `template:` and
 * `?template=` link naming one: an unknown id would draw no picture and start the form with nothing chosen.
 */
function templateProblems(loaded: LoadResult, trades: string[], schemes: string[]): ConfigProblem[] {
  const templates = obj(obj(loaded.raw.site)?.templates) ?? {};
  const ids = Object.keys(templates);
  const out: ConfigProblem[] = [];
  for (const [id, value] of Object.entries(templates)) {
    const t = obj(value);
    out.push(...idProblem(loaded, 'site', ['templates', id, 'trade'], t?.trade, trades, 'trade', TRADES));
    out.push(...idProblem(loaded, 'site', ['templates', id, 'scheme'], t?.scheme, schemes, 'colour scheme', 'config/colour-schemes.yaml'));
  }
  const walk = (sourceKey: string, value: unknown, path: Segment[]): void => {
    if (Array.isArray(value)) return value.forEach((v, i) => walk(sourceKey, v, [...path, i]));
    const o = obj(value);
    if (!o) return;
    if (typeof o.template === 'string') out.push(...idProblem(loaded, sourceKey, [...path, 'template'], o.template, ids, 'template', TEMPLATES));
    if (typeof o.href === 'string' && o.href.startsWith('/')) {
      const m = /[?&]template=([^&#]*)/.exec(o.href);
      if (m && !m[1].includes('{')) out.push(...idProblem(loaded, sourceKey, [...path, 'href'], decodeURIComponent(m[1]), ids, 'template', TEMPLATES));
    }
    for (const [k, v] of Object.entries(o)) if (k !== 'template' && k !== 'href') walk(sourceKey, v, [...path, k]);
  };
  for (const [id, value] of Object.entries(loaded.raw.pages ?? {})) walk(`pages/${id}`, value, []);
  return out;
}

const tradeIds: RawCheck = (loaded) => {
  const raw = loaded.raw;
  const trades = Object.keys(raw.trades ?? {});
  const forms = Object.keys(raw.forms ?? {});
  const schemes = arr(obj(raw.colourSchemes)?.schemes).map((s) => obj(s)?.id).filter((id): id is string => typeof id === 'string');
  const out: ConfigProblem[] = [];
  const offeredBy = (formId: string) => trades.filter((t) => obj(obj(raw.trades[t])?.forms)?.[formId] !== undefined);

  for (const [file, value] of Object.entries(raw.trades ?? {})) {
    const trade = obj(value);
    if (!trade) continue;
    const key = `trades/${file}`;
    out.push(...idProblem(loaded, key, ['defaultScheme'], trade.defaultScheme, schemes, 'colour scheme', 'config/colour-schemes.yaml'));
    for (const id of Object.keys(obj(trade.colourOverrides) ?? {})) out.push(...idProblem(loaded, key, ['colourOverrides'], id, schemes, 'colour scheme', 'config/colour-schemes.yaml', id));
    for (const id of Object.keys(obj(trade.forms) ?? {})) out.push(...idProblem(loaded, key, ['forms'], id, forms, 'form', 'config/forms/', id));
    out.push(...linkProblems(loaded, key, trade, trades));
  }
  arr(obj(raw.colourSchemes)?.schemes).forEach((scheme, i) => {
    for (const id of Object.keys(obj(obj(scheme)?.tradeOverrides) ?? {})) out.push(...idProblem(loaded, 'colourSchemes', ['schemes', i, 'tradeOverrides'], id, trades, 'trade', TRADES, id));
  });
  for (const [id, value] of Object.entries(raw.forms ?? {})) {
    const form = obj(value);
    if (!form) continue;
    const key = `forms/${id}`;
    if (form.trades !== undefined) out.push(moved(loaded, key, ['trades'], 'the trades a form offers are set in the trade files now', `Remove trades; in config/trades/<trade>.yaml write forms: ${id}: { lockable: true } (or false).`));
    out.push(...queryProblems(loaded, key, ['query'], form.query, trades, offeredBy(id), id));
    arr(form.steps).forEach((step, i) =>
      arr(obj(step)?.fields).forEach((field, j) => {
        for (const t of Object.keys(obj(obj(field)?.byTrade) ?? {})) out.push(...idProblem(loaded, key, ['steps', i, 'fields', j, 'byTrade'], t, trades, 'trade', TRADES, t));
      }),
    );
  }
  for (const [id, value] of Object.entries(raw.pages ?? {})) {
    const key = `pages/${id}`;
    arr(obj(value)?.blocks).forEach((b, i) => {
      const block = obj(b);
      if (block?.type === 'form' && typeof block.form === 'string') out.push(...queryProblems(loaded, key, ['blocks', i, 'query'], block.query, trades, forms.includes(block.form) ? offeredBy(block.form) : undefined, block.form));
    });
    out.push(...linkProblems(loaded, key, value, trades));
  }
  out.push(...linkProblems(loaded, 'site', raw.site, trades));
  out.push(...templateProblems(loaded, trades, schemes));
  if (raw.tradeLanding) out.push(...linkProblems(loaded, 'tradeLanding', raw.tradeLanding, trades));
  return out;
};

/** The checks that read the raw files and run with the schema checks, one module each. */
export const RAW_CHECKS: RawCheck[] = [tradeIds];
