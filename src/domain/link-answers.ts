/**
 * What a form's link (`?trade=`, `?customerNumber=`, `?template=`, read by the form's `query:` rules, or by the page's
 * own where its form block sets them) puts into its answers when the form opens. The one mechanism for the form in
 * the browser (`src/forms/form-renderer.tsx`) and for the intake server, which starts a form posted without
 * JavaScript from it, so a page whose form has no field for the link's reference (the media page) still sends it and
 * a page that changes the link's rules (the partner pages) starts the same on both sides.
 */
import type { FormConfig } from '../generated/config-types';
import { changeTrade, type ActionContext } from './form-actions';
import { linkText } from './link-variant';
import { getPath, setPath } from './send-plan';
import { resolveTradeParam } from './trade-param';

/** A form's link rules (`query:`), as a form or a page's form block sets them. */
export type LinkRules = FormConfig['query'];

/** What a link chooses by a form's rules: its trade (locked or the fallback) and the customer reference it carries. */
export interface LinkChoice {
  trade?: { trade: string; locked: boolean };
  /** The link's customer reference, or '' when the rules take none or the link has none. */
  reference: string;
}

/** The templates of site.yaml a `?template=` link may name: each one's trade and colour scheme. */
export type LinkTemplates = Record<string, { trade: string; scheme: string }> | undefined;

/**
 * The form with the link rules of the page showing it: a page's form block may replace the form's own (`query:`).
 *
 * @example withPageRules(business, { trade: { field: 'tradeType', fallback: '<a trade id>', lockable: ['<another>'] } })
 */
export function withPageRules<T extends Pick<FormConfig, 'query'>>(form: T, rules: LinkRules | undefined): T {
  return rules ? { ...form, query: rules } : form;
}

/**
 * What the link chooses by the rules: a trade the rules let it lock, else their fallback (unlocked); its reference.
 *
 * @example linkChoice({ customerNumber: true }, new URLSearchParams('customerNumber=TS-7KM-4QX')) // { reference: 'TS-7KM-4QX' }
 */
export function linkChoice(rules: LinkRules | undefined, link: URLSearchParams): LinkChoice {
  const trade = rules?.trade ? resolveTradeParam(link.get('trade'), rules.trade.lockable ?? [], rules.trade.fallback) : undefined;
  return { ...(trade ? { trade } : {}), reference: rules?.customerNumber ? linkText(link.get('customerNumber')) : '' };
}

/**
 * Whether answers kept from an earlier page (a form's server draft) belong to a page whose link is `link`: a link that
 * names a customer reference goes on only with answers of that customer (`customerNumber`, where the link put it), and
 * a link that locks a trade only with that trade. So a draft started from one customer's link never takes a post from a
 * page of another customer's link, whose files, hook calls and journey would otherwise go under the first customer. A
 * link choosing neither (the form's own address) goes on with any answers.
 *
 * @example linkHolds(media, { tradeType: 'trade-a', customerNumber: 'TS-AAA-111' }, new URLSearchParams('customerNumber=TS-BBB-222')) // false
 * @example linkHolds(media, { tradeType: 'trade-a', customerNumber: 'TS-AAA-111' }, new URLSearchParams('')) // true
 */
export function linkHolds(form: Pick<FormConfig, 'query'>, answers: Record<string, unknown>, link: URLSearchParams): boolean {
  const choice = linkChoice(form.query, link);
  if (choice.reference && answers.customerNumber !== choice.reference) return false;
  const field = form.query?.trade?.field;
  return !(choice.trade?.locked && field && getPath(answers, field) !== choice.trade.trade);
}

/**
 * `?template=<id>` of site.yaml `templates`: the template's trade (unless the link locked one) and colour scheme are
 * chosen in the fields the rules' `template` names, so "Use This Template" starts there. An unknown id changes nothing.
 */
function withTemplate(form: Pick<FormConfig, 'query' | 'steps'>, data: Record<string, unknown>, id: string | null, tradeLocked: boolean, ctx: ActionContext & { templates?: LinkTemplates }): Record<string, unknown> {
  const rule = form.query?.template;
  const template = rule && id ? ctx.templates?.[id.trim().toLowerCase()] : undefined;
  if (!rule || !template || !ctx.trades[template.trade]) return data;
  let out = data;
  if (!tradeLocked && out[rule.tradeField] !== template.trade) out = changeTrade(form as FormConfig, out, rule.tradeField, template.trade, ctx);
  if (tradeLocked && out[rule.tradeField] !== template.trade) return out;
  return { ...out, [rule.schemeField]: template.scheme, ...(rule.customColoursField ? { [rule.customColoursField]: false } : {}) };
}

/**
 * The answers `data` with the link's choices: a trade the link may lock replaces the answer (running the trade
 * field's change action, as a customer's choice would), any other link leaves a trade already chosen and else sets
 * the form's fallback; a template link chooses its trade and colours; the link's customer reference goes into
 * `customerNumber`. Give the form with its page's rules ({@link withPageRules}) where the page sets its own.
 *
 * @example withLinkAnswers(form, {}, new URLSearchParams('customerNumber=TS-7KM-4QX'), { trades }) // { tradeType: <the form's fallback trade>, customerNumber: 'TS-7KM-4QX' }
 */
export function withLinkAnswers(form: Pick<FormConfig, 'query' | 'steps'>, data: Record<string, unknown>, link: URLSearchParams, ctx: ActionContext & { templates?: LinkTemplates }): Record<string, unknown> {
  const choice = linkChoice(form.query, link);
  let out = data;
  const field = form.query?.trade?.field;
  if (choice.trade && field) {
    if (choice.trade.locked) out = changeTrade(form as FormConfig, out, field, choice.trade.trade, ctx);
    else if (!getPath(out, field)) out = setPath(out, field, choice.trade.trade);
  }
  out = withTemplate(form, out, link.get('template'), choice.trade?.locked ?? false, ctx);
  return choice.reference ? { ...out, customerNumber: choice.reference } : out;
}
