/**
 * The link rules (`query:`) a page sets for the form it shows, where its form block replaces the form's own (the
 * partner pages lock other trades than the form does): the server starts a form posted without JavaScript from them,
 * as the page's form in the browser does (`src/domain/link-answers.ts`).
 */
import type { LinkRules } from '../../domain/link-answers';
import { pageLoaders } from '../../generated/config';

/** A page's config as far as its form blocks go. */
interface PageWithBlocks {
  page: { blocks?: unknown[] };
}

/** The form blocks anywhere in a page's blocks (a form inside a section's blocks too). */
function formBlocks(node: unknown): { form: string; query?: LinkRules }[] {
  if (Array.isArray(node)) return node.flatMap(formBlocks);
  if (!node || typeof node !== 'object') return [];
  const block = node as { type?: unknown; form?: unknown; blocks?: unknown };
  const own = block.type === 'form' && typeof block.form === 'string' ? [block as { form: string; query?: LinkRules }] : [];
  return [...own, ...formBlocks(block.blocks)];
}

/**
 * The link rules the page `page` sets for its form `form`, or undefined where it keeps the form's own (or is unknown).
 *
 * @example await pageLinkRules('partner-form', 'business') // { trade: { field: 'tradeType', fallback: '<a trade id>', lockable: [...] }, customerNumber: true }
 */
export async function pageLinkRules(page: string, form: string): Promise<LinkRules | undefined> {
  const load = (pageLoaders as Record<string, (() => Promise<PageWithBlocks>) | undefined>)[page];
  if (!load) return undefined;
  return formBlocks((await load()).page.blocks).find((block) => block.form === form)?.query ?? undefined;
}
