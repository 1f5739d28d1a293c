import type { PageConfig, TradeConfig } from '../../src/generated/config-types';
import { fillTradeTemplate, tradeWords, type TradeTextProblem } from './trade-text';

/** config/trade-landing.yaml: the landing page every trade with `landingPage: true` gets. */
export interface TradeLandingTemplate {
  page: Record<string, unknown>;
}

/**
 * The landing page of a trade: the template of config/trade-landing.yaml filled with the trade's words and
 * lists. This is what makes adding a trade a one-file change: the page, its route and its card follow.
 * @example tradeLandingPage(template, tiler).page.title // 'Websites for Tilers | Done for You'
 */
export function tradeLandingPage(template: TradeLandingTemplate, trade: TradeConfig): { page: PageConfig; problems: TradeTextProblem[] } {
  const { value, problems } = fillTradeTemplate(template.page, tradeWords(trade), ['page']);
  return { page: value as unknown as PageConfig, problems };
}

/** The trades with a landing page and a card on Choose Your Trade, in their order. */
export function tradesWithCards(trades: readonly TradeConfig[]): TradeConfig[] {
  return trades.filter((t) => t.landingPage && t.landing.card !== false);
}

type CardsBlock = Extract<PageConfig['blocks'][number], { type: 'cards' }>;

/**
 * A cards block with `forEachTrade`: its items, then one card per trade with a landing page, each filled
 * from the block's card template. Returns the block without `forEachTrade`, ready to draw.
 */
export function expandTradeCards(block: CardsBlock, ordered: readonly TradeConfig[]): { block: CardsBlock; problems: TradeTextProblem[] } {
  const template = block.forEachTrade;
  if (!template) return { block, problems: [] };
  const problems: TradeTextProblem[] = [];
  const cards = tradesWithCards(ordered).map((trade) => {
    const filled = fillTradeTemplate(template, tradeWords(trade), ['forEachTrade']);
    problems.push(...filled.problems);
    return filled.value;
  });
  const { forEachTrade: _template, ...rest } = block;
  return { block: { ...rest, items: [...(block.items ?? []), ...cards] }, problems };
}

type TradeLinksBlock = Extract<PageConfig['blocks'][number], { type: 'trade-links' }>;

/**
 * A trade-links block: one link per trade with a landing page (card or not), in the trades' order, to the
 * page the build makes for it, so a trade file with `landingPage: true` is linked with no other edit.
 */
export function expandTradeLinks(block: TradeLinksBlock, ordered: readonly TradeConfig[]): { block: TradeLinksBlock; problems: TradeTextProblem[] } {
  const problems: TradeTextProblem[] = [];
  const links = ordered
    .filter((trade) => trade.landingPage)
    .map((trade) => {
      const filled = fillTradeTemplate(block.forEachTrade, tradeWords(trade), ['forEachTrade']);
      problems.push(...filled.problems);
      return { ...filled.value, href: `/${trade.id}` };
    });
  return { block: { ...block, links }, problems };
}
