import { useSyncExternalStore, type ReactNode } from 'react';
import { fillsInBrowser, fillValues, PRERENDER_ORIGIN } from './fill-values';
import { interpolate } from '@/domain/text-template';
import { useQuery } from './use-query';

export { embedOriginOf, MAX_PARAM_TEXT } from './fill-values';

const subscribe = () => () => {};

/** False while prerendering and hydrating, true afterwards (so the first render matches the HTML). */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false);
}

/**
 * A function filling `{name}` placeholders in block text (see `fillValues`): `{origin}` is site.yaml
 * hosts.mainUrl when prerendering and the browser's address after hydration; query parameters are empty
 * until hydrated. A text that depends on the address comes back as `<span data-fill="template">`, so a
 * page that is not hydrated (the content pages' script) fills it again from the same template.
 */
export function useFill(): (text: string) => ReactNode {
  const query = useQuery();
  const hydrated = useHydrated();
  const values = fillValues(query, hydrated ? window.location.origin : PRERENDER_ORIGIN);
  return (text: string) => (fillsInBrowser(text) ? <span data-fill={text}>{interpolate(text, values)}</span> : interpolate(text, values));
}

/** Like {@link useFill}, for text that must stay a string (labels, keys): filled, but never again in the browser. */
export function useFillText(): (text: string) => string {
  const query = useQuery();
  const hydrated = useHydrated();
  const values = fillValues(query, hydrated ? window.location.origin : PRERENDER_ORIGIN);
  return (text: string) => interpolate(text, values);
}
