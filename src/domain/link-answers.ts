/**
 * What a form's link (`?trade=`, `?customerNumber=`, read by the form's `query:` rules) puts into its answers when the
 * form opens. The intake server starts a form posted without JavaScript from it, as the browser's form starts from
 * the link, so a page whose form has no field for the link's reference (the media page) still sends it.
 */
import type { FormConfig } from '../generated/config-types';
import { changeTrade, type ActionContext } from './form-actions';
import { linkText } from './link-variant';
import { getPath, setPath } from './send-plan';
import { resolveTradeParam } from './trade-param';

/**
 * The answers `data` with the link's choices: a trade the link may lock replaces the answer (running the trade
 * field's change action, as a customer's choice would), any other link leaves a trade already chosen and else sets
 * the form's fallback; the link's customer reference goes into `customerNumber`.
 *
 * @example withLinkAnswers(form, {}, new URLSearchParams('customerNumber=TS-7KM-4QX'), { trades }) // { tradeType: <the form's fallback trade>, customerNumber: 'TS-7KM-4QX' }
 */
export function withLinkAnswers(form: Pick<FormConfig, 'query' | 'steps'>, data: Record<string, unknown>, link: URLSearchParams, ctx: ActionContext): Record<string, unknown> {
  const rules = form.query;
  let out = data;
  const field = rules?.trade?.field;
  if (rules?.trade && field) {
    const trade = resolveTradeParam(link.get('trade'), rules.trade.lockable ?? [], rules.trade.fallback);
    if (trade.locked) out = changeTrade(form as FormConfig, out, field, trade.trade, ctx);
    else if (!getPath(out, field)) out = setPath(out, field, trade.trade);
  }
  const reference = rules?.customerNumber ? linkText(link.get('customerNumber')) : '';
  return reference ? { ...out, customerNumber: reference } : out;
}
