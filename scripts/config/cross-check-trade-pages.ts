import type { PageConfig, TradeConfig } from '../../src/generated/config-types';
import type { CrossCheck } from './cross-check';
import type { ConfigProblem } from './problems';
import { validatorFor } from './schema-check';
import { orderedTrades, resolveFormTrades } from './trade-forms';
import { expandTradeCards, expandTradeLinks, tradeLandingPage, type TradeLandingTemplate } from './trade-pages';
import type { TradeTextProblem } from './trade-text';
import { formatPath, positionOf, splitPointer } from './yaml-source';

/**
 * What the trade files fill in: the landing template (config/trade-landing.yaml) for every trade with a
 * landing page, checked again as a page; the cards of `forEachTrade` and the trade links; the forms' `perTrade` texts. Each
 * problem points at the template and names the trade it was filled for.
 */
export const tradeTemplates: CrossCheck = (loaded, config) => {
  const out: ConfigProblem[] = [];
  const ordered = orderedTrades(loaded.raw.trades as Record<string, TradeConfig>);
  const report = (sourceKey: string, problems: TradeTextProblem[], trade?: string) => {
    const source = loaded.sourceOf(sourceKey);
    for (const p of problems) {
      const pos = source ? positionOf(source, p.path) : { line: 1, column: 1 };
      out.push({ file: source?.file ?? sourceKey, ...pos, kind: 'reference', where: formatPath(p.path), message: trade ? `${p.message} (filled for ${trade})` : p.message, fix: p.fix });
    }
  };
  const template = loaded.raw.tradeLanding as TradeLandingTemplate | undefined;
  const withPages = ordered.filter((t) => t.landingPage);
  if (!template && withPages.length) {
    const source = loaded.sourceOf(`trades/${withPages[0].id}`);
    out.push({ file: source?.file ?? 'config/trades', line: 1, column: 1, kind: 'missing-file', where: '', message: `config/trade-landing.yaml is missing, and ${withPages[0].id} has landingPage: true`, fix: 'Create config/trade-landing.yaml (the landing page template of every trade) or set landingPage: false.' });
  }
  const validatePage = validatorFor(loaded.ajv, 'page');
  for (const trade of template ? withPages : []) {
    const { page, problems } = tradeLandingPage(template!, trade);
    report('tradeLanding', problems, trade.id);
    if (problems.length || validatePage(page)) continue;
    report('tradeLanding', (validatePage.errors ?? []).slice(0, 5).map((e) => ({ path: ['page', ...splitPointer(e.instancePath)], message: `the filled page ${e.message ?? 'is not valid'}`, fix: 'Compare with the same block in a page of config/pages/.' })), trade.id);
  }
  for (const [id, page] of Object.entries(loaded.raw.pages as Record<string, PageConfig>)) {
    page.blocks.forEach((block, i) => {
      if (block.type === 'cards') report(`pages/${id}`, expandTradeCards(block, ordered).problems.map((p) => ({ ...p, path: ['blocks', i, ...p.path] })));
      if (block.type === 'trade-links') report(`pages/${id}`, expandTradeLinks(block, ordered).problems.map((p) => ({ ...p, path: ['blocks', i, ...p.path] })));
    });
  }
  for (const [id, form] of Object.entries(loaded.raw.forms as Record<string, Record<string, unknown>>)) report(`forms/${id}`, resolveFormTrades(id, form, ordered).problems);
  void config;
  return out;
};
