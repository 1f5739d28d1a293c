import type { ReactNode } from 'react';
import { fillTemplate, fillValues, PRERENDER_ORIGIN, usesAddress } from './fill-values';
import { interpolate } from '@/domain/text-template';
import { useHydrated, useQuery, useServedQuery } from './use-query';

export { embedOriginOf, MAX_PARAM_TEXT } from './fill-values';

/**
 * A function filling `{name}` placeholders in block text (see `fillValues`). A text that depends on the
 * address comes back as `<span data-fill="template">`, which the server fills in the HTML it serves (query
 * parameters) and the content pages' script fills in the browser (the page's address as well).
 *
 * While hydrating, each text is drawn as the served HTML has it: `{origin}` as site.yaml hosts.mainUrl (the
 * server leaves those) and query parameters as served; after hydration, from the browser's own address.
 */
export function useFill(): (text: string) => ReactNode {
  const served = useServedQuery();
  const hydrated = useHydrated();
  const values = useFillValues();
  const servedValues = hydrated ? values : fillValues(served, PRERENDER_ORIGIN);
  return (text: string) => {
    const template = fillTemplate(text);
    if (template === null) return interpolate(text, values);
    return <span data-fill={template}>{interpolate(text, usesAddress(text) ? values : servedValues)}</span>;
  };
}

/** Like {@link useFill}, for text that must stay a string (labels, keys): filled, but never again in the browser. */
export function useFillText(): (text: string) => string {
  const values = useFillValues();
  return (text: string) => interpolate(text, values);
}

/** The values of `fillValues` for this render: the query and address once hydrated, none and hosts.mainUrl before. */
function useFillValues(): Record<string, string> {
  const query = useQuery();
  return fillValues(query, useHydrated() ? window.location.origin : PRERENDER_ORIGIN);
}
