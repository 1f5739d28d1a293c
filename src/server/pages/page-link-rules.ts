/**
 * The link rules (`query:`) a page sets for the form it shows, where its form block replaces the form's own (the
 * partner pages lock other trades than the form does): the server starts a form posted without JavaScript from them,
 * as the page's form in the browser does (`src/domain/link-answers.ts`).
 */
import type { LinkRules } from '../../domain/link-answers';
import { pageLoaders } from '../../generated/config';
import type { FormBlock, PageConfig } from '../../generated/config-types';

/**
 * The link rules the page `page` sets for its form `form`, or undefined where it keeps the form's own (or is unknown).
 * A page's blocks are one flat list (`schemas/config/page.schema.json`), as the route manifest reads them.
 *
 * @example await pageLinkRules('partner-form', 'business') // { trade: { field: 'tradeType', fallback: '<a trade id>', lockable: [...] }, customerNumber: true }
 */
export async function pageLinkRules(page: string, form: string): Promise<LinkRules | undefined> {
  const load = (pageLoaders as Record<string, (() => Promise<{ page: PageConfig }>) | undefined>)[page];
  if (!load) return undefined;
  const block = (await load()).page.blocks.find((b): b is FormBlock => b.type === 'form' && b.form === form);
  return block?.query ?? undefined;
}
