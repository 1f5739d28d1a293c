import { hostAllowedBy, resolveHostList, type HostList } from '../../src/domain/query-link';
import { safeHttpUrl } from '../../src/domain/safe-url';
import type { CrossCheck } from './cross-check';
import type { LoadResult } from './load-config';
import type { ConfigProblem } from './problems';
import { formatPath, positionOf, type Segment } from './yaml-source';

/**
 * A page that turns a query parameter into a link or a redirect must name the hosts it may lead to, so that a
 * crafted address of the service's own page can never send a customer to a look-alike site (the one rule in
 * `src/domain/query-link.ts` then links only those hosts). Checked here:
 * - a form field with the `query-link` widget names `options.allowedHosts` (a list, or `site:<path>` of a list
 *   in site.yaml);
 * - a success redirect taken from the address (`success.redirect`, in a form or a page's form block) names
 *   `allowedHosts`, and its `fallback` (an address of site.yaml, e.g. the payment link) is one it allows;
 * - every registrar shown by a `registrar-steps` block (which links `?domainRegistrarLogin=`) names `loginHosts`,
 *   and its own `loginUrl` and `domainUrlTemplate` are on them.
 */

/** A problem at `path` of a loaded file (as cross-check's referenceProblem; kept here so the modules do not import each other). */
function referenceProblem(loaded: LoadResult, sourceKey: string, path: Segment[], message: string, fix: string): ConfigProblem {
  const source = loaded.sourceOf(sourceKey);
  const pos = source ? positionOf(source, path) : { line: 1, column: 1 };
  return { file: source?.file ?? sourceKey, ...pos, kind: 'reference', where: formatPath(path), message, fix };
}

type RawField = { field?: string; widget?: string; options?: { param?: unknown; allowedHosts?: unknown } };
type RawRedirect = { param?: string; allowedHosts?: unknown; httpsOnly?: boolean; fallback?: string };
type RawForm = { steps?: { fields?: RawField[] }[]; success?: { redirect?: RawRedirect } };
type RawBlock = { type?: string; form?: string; source?: string; loginParam?: string; success?: { redirect?: RawRedirect } };
type RawRegistrar = { id?: string; loginUrl?: string; domainUrlTemplate?: string; loginHosts?: string[] };

/** The pages that show each form, for messages ("on /comments-form"). */
function pagesShowing(pages: Record<string, { blocks?: RawBlock[] } | undefined>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [id, page] of Object.entries(pages)) {
    for (const block of page?.blocks ?? []) {
      if (block.type === 'form' && block.form) out.set(block.form, [...(out.get(block.form) ?? []), id]);
    }
  }
  return out;
}

/** Why a host list names nothing usable, or undefined when it names at least one host. */
function emptyHostList(hosts: unknown, site: unknown): string | undefined {
  if (hosts === undefined) return 'without naming its allowed hosts';
  if (typeof hosts === 'string' && hosts.startsWith('site:') && resolveHostList(hosts as HostList, site).length === 0) {
    return `with allowedHosts: ${hosts}, but config/site.yaml has no list of hosts at ${hosts.slice('site:'.length)}`;
  }
  if (Array.isArray(hosts) && resolveHostList(hosts, site).length === 0) return 'with an empty list of allowed hosts';
  if (typeof hosts !== 'string' && !Array.isArray(hosts)) return 'with allowedHosts that is neither a list of hosts nor site:<name>';
  return undefined;
}

export const queryLinkHosts: CrossCheck = (loaded, _config) => {
  const out: ConfigProblem[] = [];
  const site = loaded.raw.site;
  const pages = loaded.raw.pages as Record<string, { blocks?: RawBlock[] } | undefined>;
  const shownOn = pagesShowing(pages);
  const where = (form: string) => {
    const ids = shownOn.get(form);
    return ids?.length ? ` (on the page${ids.length > 1 ? 's' : ''} ${ids.join(', ')})` : '';
  };

  const redirect = (rule: RawRedirect | undefined, sourceKey: string, path: Segment[], context: string) => {
    if (!rule) return;
    const why = emptyHostList(rule.allowedHosts, site);
    if (!why) {
      fallback(rule, sourceKey, path);
      return;
    }
    out.push(referenceProblem(loaded, sourceKey, rule.allowedHosts === undefined ? path : [...path, 'allowedHosts'], `the form redirects to ?${rule.param ?? '…'}=${context} ${why}`, 'Add allowedHosts: with the hosts it may go to (a list, or site:<name> of a list in config/site.yaml, e.g. site:stripeHosts).'));
  };

  /** The fallback address must be in site.yaml and pass the same rules as the link's own (scheme and host). */
  const fallback = (rule: RawRedirect, sourceKey: string, path: Segment[]) => {
    if (typeof rule.fallback !== 'string') return;
    const at = rule.fallback.slice('site:'.length);
    const value = at.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), site);
    const hosts = resolveHostList(rule.allowedHosts as HostList, site);
    if (typeof value !== 'string') {
      out.push(referenceProblem(loaded, sourceKey, [...path, 'fallback'], `the form redirects to ${rule.fallback} when the link has no ?${rule.param ?? '…'}=, but config/site.yaml has no address at ${at}`, `Add ${at} to config/site.yaml, or name another address there.`));
    } else if (!safeHttpUrl(value, { httpsOnly: rule.httpsOnly === true, allowedHosts: hosts })) {
      out.push(referenceProblem(loaded, 'site', at.split('.'), `${at} is "${value}", which the redirect of ${sourceKey.replace('/', ' ')} would refuse: it must be ${rule.httpsOnly ? 'an https' : 'an http(s)'} address on one of ${hosts.join(', ')}`, `Write the address of the payment page itself (e.g. https://buy.stripe.com/...), or add its host to the allowed hosts.`));
    }
  };

  for (const [id, form] of Object.entries(loaded.raw.forms as Record<string, RawForm | undefined>)) {
    if (!form) continue;
    (form.steps ?? []).forEach((step, i) =>
      (step.fields ?? []).forEach((field, j) => {
        if (field.widget !== 'query-link') return;
        const why = emptyHostList(field.options?.allowedHosts, site);
        if (!why) return;
        const path: Segment[] = ['steps', i, 'fields', j, ...(field.options ? ['options' as const] : ['widget' as const])];
        const param = typeof field.options?.param === 'string' ? field.options.param : field.field ?? '…';
        out.push(referenceProblem(loaded, `forms/${id}`, path, `the query-link links ?${param}=${where(id)} ${why}`, 'Add allowedHosts: under options with the hosts it may link to (a list, or site:<name> of a list in config/site.yaml, e.g. site:previewHosts); any other address is then shown as plain text.'));
      }),
    );
    redirect(form.success?.redirect, `forms/${id}`, ['success', 'redirect'], where(id));
  }

  const registrarsSource = loaded.raw.registrars as { registrars?: RawRegistrar[] } | undefined;
  const checked = new Set<string>();
  for (const [pageId, page] of Object.entries(pages)) {
    (page?.blocks ?? []).forEach((block, i) => {
      if (block.type === 'form') redirect(block.success?.redirect, `pages/${pageId}`, ['blocks', i, 'success', 'redirect'], ` (in the form block of ${pageId})`);
      if (block.type !== 'registrar-steps' || block.source !== 'registrars' || checked.has('registrars')) return;
      checked.add('registrars');
      const param = block.loginParam ?? 'domainRegistrarLogin';
      (registrarsSource?.registrars ?? []).forEach((registrar, k) => {
        const hosts = registrar.loginHosts ?? [];
        if (!hosts.length) {
          out.push(referenceProblem(loaded, 'registrars', ['registrars', k], `the registrar "${registrar.id}" names no loginHosts, but the page ${pageId} links ?${param}= for it`, `Add loginHosts: with the hosts its sign-in pages are on (e.g. [.${registrar.id}.com]); any other login address is then shown as plain text.`));
          return;
        }
        for (const key of ['loginUrl', 'domainUrlTemplate'] as const) {
          const address = registrar[key];
          if (address && !hostAllowedBy(address.replace('{domain}', 'example.co.uk'), hosts)) {
            out.push(referenceProblem(loaded, 'registrars', ['registrars', k, key], `the ${key} of "${registrar.id}" is not on its loginHosts (${hosts.join(', ')})`, `Add its host to loginHosts, or correct the address.`));
          }
        }
      });
    });
  }
  return out;
};
