import type { ColourSchemesConfig, TradeConfig } from '../../src/generated/config-types';
import { fillTradeTemplate, tradeWords, type TradeTextProblem } from './trade-text';
import type { Segment } from './yaml-source';

type Json = Record<string, unknown>;
type TradeQuery = { lockable?: string[]; notLockable?: string[]; fallback?: string };

/** The trades in list order: `order` (default 100), then label. */
export function orderedTrades(trades: Record<string, TradeConfig>): TradeConfig[] {
  return Object.values(trades).sort((a, b) => (a.order ?? 100) - (b.order ?? 100) || a.label.localeCompare(b.label));
}

/** The trades a form offers (their files name it under `forms:`), in order, and those a link may lock there. */
export function tradesOfForm(ordered: readonly TradeConfig[], formId: string): { offered: string[]; lockable: string[] } {
  const offered = ordered.filter((t) => t.forms && Object.hasOwn(t.forms, formId));
  return { offered: offered.map((t) => t.id), lockable: offered.filter((t) => t.forms?.[formId]?.lockable).map((t) => t.id) };
}

/** A form's or page's `query` with `trade.lockable` worked out from the trade files, less `notLockable`. */
export function resolveQuery(query: Json | undefined, lockable: readonly string[]): Json | undefined {
  const trade = query?.trade as TradeQuery | undefined;
  if (!query || !trade) return query;
  const not = new Set(trade.notLockable ?? []);
  return { ...query, trade: { ...trade, lockable: lockable.filter((id) => !not.has(id)) } };
}

/**
 * The texts of a field's `perTrade`, written out for every offered trade into `byTrade` (a trade's own
 * `byTrade` entry wins). Fields without `perTrade` are returned as they are.
 */
export function expandPerTrade(field: Json, trades: readonly TradeConfig[], path: Segment[]): { field: Json; problems: TradeTextProblem[] } {
  const perTrade = field.perTrade as Json | undefined;
  if (!perTrade) return { field, problems: [] };
  const problems: TradeTextProblem[] = [];
  const byTrade: Record<string, Json> = {};
  for (const trade of trades) {
    const filled = fillTradeTemplate(perTrade, tradeWords(trade), [...path, 'perTrade']);
    problems.push(...filled.problems);
    byTrade[trade.id] = { ...filled.value, ...(((field.byTrade as Json | undefined)?.[trade.id] as Json | undefined) ?? {}) };
  }
  const { perTrade: _template, ...rest } = field;
  return { field: { ...rest, byTrade: { ...((field.byTrade as Json | undefined) ?? {}), ...byTrade } }, problems };
}

/**
 * A form as the app uses it: `trades` and `query.trade.lockable` from the trade files, and each field's
 * `perTrade` texts written out per trade.
 */
export function resolveFormTrades(formId: string, form: Json, ordered: readonly TradeConfig[]): { form: Json; problems: TradeTextProblem[] } {
  const { offered, lockable } = tradesOfForm(ordered, formId);
  const offeredTrades = ordered.filter((t) => offered.includes(t.id));
  const problems: TradeTextProblem[] = [];
  const steps = ((form.steps as Json[] | undefined) ?? []).map((step, i) => ({
    ...step,
    fields: ((step.fields as Json[] | undefined) ?? []).map((field, j) => {
      const expanded = expandPerTrade(field, offeredTrades, ['steps', i, 'fields', j]);
      problems.push(...expanded.problems);
      return expanded.field;
    }),
  }));
  const query = resolveQuery(form.query as Json | undefined, lockable);
  return { form: { ...form, trades: offered, ...(query ? { query } : {}), ...(form.steps ? { steps } : {}) }, problems };
}

/** The colour schemes with each trade's `colourOverrides` added to the scheme's `tradeOverrides`. */
export function schemesWithTradeOverrides(schemes: ColourSchemesConfig, trades: readonly TradeConfig[]): ColourSchemesConfig {
  return {
    ...schemes,
    schemes: schemes.schemes.map((scheme) => {
      const overrides = { ...(scheme.tradeOverrides ?? {}) };
      for (const trade of trades) {
        const own = trade.colourOverrides?.[scheme.id];
        if (own) overrides[trade.id] = own;
      }
      return Object.keys(overrides).length ? { ...scheme, tradeOverrides: overrides } : scheme;
    }),
  };
}
