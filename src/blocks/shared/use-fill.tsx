import { useSyncExternalStore, type ReactNode } from 'react';
import { fillTemplate, fillValues, PRERENDER_ORIGIN, usesAddress } from './fill-values';
import { interpolate } from '@/domain/text-template';
import { useQuery, useServedQuery } from './use-query';

export { embedOriginOf, MAX_PARAM_TEXT } from './fill-values';

const subscribe = () => () => {};

/** False while prerendering and hydrating, true afterwards (so the first render matches the HTML). */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false);
}

/**
 * A function filling `{name}` placeholders in block text (see `fillValues`). A text that depends on the
 * address comes back as `<span data-fill="template">`, which the server fills in the HTML it serves (query
 * parameters) and the content pages' script fills in the browser (the page's address as well).
 *
 * While hydrating, each text is drawn as the served HTML has it: `{origin}` as site.yaml hosts.mainUrl (the
 * server leaves those) and query parameters as served; after hydration, from the browser's own address.
 */
export function useFill(): (text: string) => ReactNode {
  const query = useQuery();
  const served = useServedQuery();
  const hydrated = useHydrated();
  const values = fillValues(query, hydrated ? window.location.origin : PRERENDER_ORIGIN);
  const servedValues = hydrated ? values : fillValues(served, PRERENDER_ORIGIN);
  return (text: string) => {
    const template = fillTemplate(text);
    if (template === null) return interpolate(text, values);
    return <span data-fill={template}>{interpolate(text, usesAddress(text) ? values : servedValues)}</span>;
  };
}

/** Like {@link useFill}, for text that must stay a string (labels, keys): filled, but never again in the browser. */
export function useFillText(): (text: string) => string {
  const query = useQuery();
  const hydrated = useHydrated();
  const values = fillValues(query, hydrated ? window.location.origin : PRERENDER_ORIGIN);
  return (text: string) => interpolate(text, values);
}
