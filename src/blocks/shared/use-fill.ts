import { useSyncExternalStore } from 'react';
import { site } from '@/generated/config';
import { interpolate } from '@/domain/text-template';
import { useQuery } from './use-query';

/** Longest query parameter value put into page text; longer values are cut. */
export const MAX_PARAM_TEXT = 200;

const subscribe = () => () => {};

/** False while prerendering and hydrating, true afterwards (so the first render matches the HTML). */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false);
}

/**
 * The address of the embed site for a site address: the host with its forms., embed. or www. prefix
 * replaced by the embed prefix of site.yaml.
 *
 * @example embedOriginOf('https://tradesites.co.uk') // 'https://embed.tradesites.co.uk'
 * @example embedOriginOf('http://forms.localhost:8080') // 'http://embed.localhost:8080'
 */
export function embedOriginOf(origin: string): string {
  if (!origin) return '';
  const url = new URL(origin);
  const prefixes = [site.hosts.formsPrefix, site.hosts.embedPrefix, 'www.'].map((p) => p.toLowerCase());
  let host = url.host.toLowerCase();
  const prefix = prefixes.find((p) => p && host.startsWith(p));
  if (prefix) host = host.slice(prefix.length);
  return `${url.protocol}//${site.hosts.embedPrefix}${host}`;
}

/**
 * A function filling `{name}` placeholders in block text when the page is shown: query parameters of
 * the address (cut to {@link MAX_PARAM_TEXT} characters), then, taking precedence, `{origin}` (this
 * site's address: site.yaml hosts.mainUrl when prerendering, the browser's address after hydration),
 * `{embedOrigin}` and `{email}` (the example mailbox of site.yaml mail.exampleAddress).
 * Server names ({ns1}, {imapHost}, ...) are filled by the config build already.
 */
export function useFill(): (text: string) => string {
  const query = useQuery();
  const hydrated = useHydrated();
  const origin = hydrated ? window.location.origin : (site.hosts.mainUrl ?? '');
  const values: Record<string, string> = {};
  for (const [key, value] of query.entries()) values[key] = value.slice(0, MAX_PARAM_TEXT);
  Object.assign(values, {
    origin,
    embedOrigin: embedOriginOf(origin),
    email: site.mail?.exampleAddress ?? 'your e-mail address',
  });
  return (text: string) => interpolate(text, values);
}
