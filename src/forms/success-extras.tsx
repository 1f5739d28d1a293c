import { useEffect, useMemo } from 'react';
import { Alert, Typography } from '@mui/material';
import type { FormConfig } from '@/generated/config-types';
import { site } from '@/generated/config';
import { safeHttpUrl } from '@/domain/safe-url';
import { getPath, type FormData } from './runtime';
import { usePageSearch } from './page-context';

/** The top-level text, number and true/false answers, for `{name}` placeholders in toasts and the success view. */
export function answerValues(data: FormData): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(data)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') out[key] = value;
  }
  return out;
}

/** Whether the Submit button may be pressed: the field named by `buttons.submitRequires` (if any) has a value. */
export function submitAllowed(form: Pick<FormConfig, 'buttons'>, data: FormData): boolean {
  const field = form.buttons.submitRequires;
  if (!field) return true;
  const value = getPath(data, field);
  return value !== undefined && value !== null && value !== false && !(typeof value === 'string' && value.trim() === '');
}

type RedirectRule = NonNullable<NonNullable<FormConfig['success']>['redirect']>;

/** The hosts a redirect may go to: the list, the site.yaml list named by `site:<path>`, or any (undefined). */
export function redirectHosts(rule: Pick<RedirectRule, 'allowedHosts'>, siteConfig: unknown = site): readonly string[] | undefined {
  const hosts = rule.allowedHosts;
  if (hosts === undefined) return undefined;
  if (Array.isArray(hosts)) return hosts;
  const listed = getPath(siteConfig, hosts.slice('site:'.length));
  // A missing or malformed list allows nothing rather than everything.
  return Array.isArray(listed) ? listed.filter((h): h is string => typeof h === 'string') : [];
}

/**
 * Where a success redirect goes: `{ url }` when the link's parameter (or, without one, the `fallback` address of
 * site.yaml) is a safe address, `{ refused: true }` when it holds anything else, `{}` when there is none. With
 * `referenceParam` the customer's reference is added to the address (`?client_reference_id=TS-7KM-4QX`).
 */
export function redirectTarget(rule: RedirectRule, query: URLSearchParams, siteConfig: unknown = site, reference?: string): { url?: string; refused?: boolean } {
  const given = query.get(rule.param);
  const fromSite = rule.fallback ? getPath(siteConfig, rule.fallback.slice('site:'.length)) : undefined;
  const raw = given !== null && given.trim() !== '' ? given : typeof fromSite === 'string' ? fromSite : '';
  if (raw.trim() === '') return {};
  const url = safeHttpUrl(raw, { httpsOnly: rule.httpsOnly === true, allowedHosts: redirectHosts(rule, siteConfig) });
  if (!url) return { refused: true };
  if (!rule.referenceParam || !reference) return { url };
  const withReference = new URL(url);
  withReference.searchParams.set(rule.referenceParam, reference);
  return { url: withReference.href };
}

/**
 * The redirect of a success view (`success.redirect`): after `delayMs`, goes on to the checked address from the
 * link (or site.yaml), carrying the customer's reference when the rule asks; an unsafe address is refused with the `refused` message and the page stays.
 */
export function SuccessRedirect({ rule, reference }: { rule: RedirectRule; reference?: string }) {
  const search = usePageSearch();
  const target = useMemo(() => redirectTarget(rule, new URLSearchParams(search), site, reference), [rule, search, reference]);
  useEffect(() => {
    if (!target.url) return undefined;
    const url = target.url;
    const timer = window.setTimeout(() => window.location.assign(url), rule.delayMs ?? 1500);
    return () => window.clearTimeout(timer);
  }, [target.url, rule.delayMs]);
  if (target.refused) {
    return (
      <Alert severity="warning" sx={{ mt: 3, textAlign: 'left' }} data-redirect="refused">
        {rule.refused}
      </Alert>
    );
  }
  if (!target.url) return null;
  return (
    <Typography sx={{ mt: 3 }} data-redirect="pending" data-redirect-to={target.url} data-redirect-delay={rule.delayMs ?? 1500}>
      {rule.redirecting ?? site.words.forms.redirecting}
    </Typography>
  );
}
