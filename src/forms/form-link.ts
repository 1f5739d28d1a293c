/**
 * What a form's link sets when the form opens: the choice the served page was painted with and the customer
 * reference's mode on this host (what the link puts into the answers is `src/domain/link-answers.ts`, shared with the
 * intake server).
 */
import type { FormConfig } from '@/generated/config-types';
import { site } from '@/generated/config';
import { linkForVariant, linkVariantKey, type LinkVariants } from '@/domain/link-variant';
import { SERVED_QUERY_ATTRIBUTE } from '@/domain/form-state';
import type { CustomerNumberMode } from './runtime';

/** How the customer reference shows on this host: hidden on the hosts `site.yaml` lists, read-only when the link gave it. */
export function customerNumberMode(fromLink: boolean): CustomerNumberMode {
  const host = typeof window === 'undefined' ? '' : window.location.hostname.toLowerCase();
  const hidden = (site.customerNumber?.hiddenOnHosts ?? []).some((prefix: string) => host.startsWith(prefix.toLowerCase()));
  if (hidden) return 'hidden';
  return fromLink ? 'read-only' : 'editable';
}

const NO_LINK = new URLSearchParams();

/**
 * The link as the page was painted before the scripts ran: the build prerenders a form page once per choice its
 * link can make (see `src/domain/link-variant.ts`) and the server names the one it served (`<html data-link>`), so
 * the first render (prerender and hydration) draws the same choice and reference, and nothing changes when the
 * form goes live. A page the server drew for its address (`data-served-query`: the answer to a step posted before the
 * form was live, a sent view) read its link as the server's render does, so it hydrates with it too; without that,
 * the form drawn anew as it went live replaced every box of the step, and a key pressed in that moment was lost. A
 * page served without either mark (or for another link) hydrates without the link.
 */
export function servedLink(params: URLSearchParams, variants: LinkVariants): URLSearchParams {
  if (typeof document === 'undefined') return linkForVariant(params, variants);
  if (document.documentElement.hasAttribute(SERVED_QUERY_ATTRIBUTE)) return linkForVariant(params, variants);
  const served = document.documentElement.getAttribute('data-link');
  return served !== null && served === linkVariantKey(params, variants) ? linkForVariant(params, variants) : NO_LINK;
}

/**
 * The parameters of its address a form reads when it opens, from its declarations: the link rules of its `query:`
 * (`trade`, `customerNumber`, `template`) and the parameters its widgets draw from (`options.params` of a choice
 * offered by the link, `options.param` of a link shown). A page's first script starts the form's runtime at once only
 * for one of these the served page did not apply already: any other parameter (`utm_source`, a campaign's own) waits
 * for the first interaction like a page without a query.
 *
 * @example linkParamsOf(requestForm) // ['trade', 'customerNumber', 'template']
 */
export function linkParamsOf(form: FormConfig): string[] {
  const names = new Set<string>(Object.keys(form.query ?? {}));
  for (const field of form.steps.flatMap((step) => step.fields)) {
    const options = (field.options ?? {}) as { params?: unknown; param?: unknown };
    if (Array.isArray(options.params)) for (const name of options.params) if (typeof name === 'string') names.add(name);
    if (typeof options.param === 'string') names.add(options.param);
  }
  return [...names];
}

/**
 * The link's parameters from which a widget of `form` asks the intake server for something to draw (`options.previewParam`:
 * the preview address whose page names the feedback's sections take). No page the server draws can show what they
 * fetch, so a page's first script starts the form's runtime at once for a link carrying one, before the customer's
 * first tap, rather than change the words under it.
 *
 * @example fetchedParamsOf(feedbackForm) // ['websiteUrl']
 */
export function fetchedParamsOf(form: FormConfig): string[] {
  const names = new Set<string>();
  for (const field of form.steps.flatMap((step) => step.fields)) {
    const options = (field.options ?? {}) as { previewParam?: unknown };
    if (typeof options.previewParam === 'string') names.add(options.previewParam);
  }
  return [...names];
}
