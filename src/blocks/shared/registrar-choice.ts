import type { RegistrarsConfig } from '@/generated/config-types';
import { cleanPartnerDomain, isDomainName } from '@/domain/domain-name';
import { queryLinkView } from '@/domain/query-link';
import { decodeParam } from '@/domain/safe-url';

/** What the block shows for a page address: which registrar, the domain and the login link or text. */
export interface RegistrarChoice {
  /** The registrar's id, or null for the general steps. */
  id: string | null;
  name: string;
  steps: string[];
  /** The customer's domain when the address gives a valid one. */
  domain: string | null;
  /** Where the login button goes, if anywhere. */
  loginHref: string | null;
  /** A login value that is not an address on the registrar's login hosts, shown as plain text. */
  loginText: string | null;
}

/**
 * Picks the steps and login link for a registrar, a domain and a login value taken from the address.
 * The registrar is matched lowercased; any other gets the general steps. The login value is URL-decoded
 * (kept raw when that fails) and becomes the link only when it is an http(s) address on one of that registrar's
 * `loginHosts` (the one query-link rule of `@/domain/query-link`); anything else is shown as plain text and the
 * registrar's own domain page (with a valid domain) or sign-in page is used.
 *
 * @example chooseRegistrar(data, 'GoDaddy', 'example.co.uk', null).loginHref // 'https://dcc.godaddy.com/manage/example.co.uk/dns'
 */
export function chooseRegistrar(data: RegistrarsConfig, registrarParam: string | null, domainParam: string | null, loginParam: string | null): RegistrarChoice {
  const wanted = (registrarParam ?? '').trim().toLowerCase();
  const registrar = wanted ? data.registrars.find((r) => r.id === wanted) : undefined;
  const cleaned = cleanPartnerDomain(domainParam ?? '');
  const domain = isDomainName(cleaned) ? cleaned : null;
  const login = queryLinkView(decodeParam(loginParam), { allowedHosts: registrar?.loginHosts ?? [] });
  let loginHref = login.kind === 'link' ? login.href : null;
  if (!loginHref && registrar) {
    loginHref = registrar.domainUrlTemplate && domain ? registrar.domainUrlTemplate.replace('{domain}', encodeURIComponent(domain)) : registrar.loginUrl;
  }
  const loginText = login.kind === 'text' ? login.text : null;
  return {
    id: registrar?.id ?? null,
    name: registrar?.name ?? data.general.name,
    steps: registrar?.steps ?? data.general.steps,
    domain,
    loginHref,
    loginText,
  };
}
