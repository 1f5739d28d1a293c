import { useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router-dom';

const subscribe = () => () => {};
const EMPTY = new URLSearchParams();

/** False while prerendering and hydrating, true afterwards (so the first render matches the HTML). */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false);
}

/**
 * The page's query parameters, empty during prerendering and hydration (the prerendered HTML has none),
 * then the real ones. This keeps hydration free of mismatches on pages that read the address.
 */
export function useQuery(): URLSearchParams {
  const [params] = useSearchParams();
  return useHydrated() ? params : EMPTY;
}

/** True in a browser whose page the server filled from its address (`<html data-query-filled>`). */
function servedFilled(): boolean {
  return typeof document !== 'undefined' && document.documentElement.hasAttribute('data-query-filled');
}

/**
 * The query parameters for what the server fills into the HTML it serves (`[data-fill]` text without
 * `{origin}`, `[data-show-when]` blocks): the real ones already while hydrating such a page, so React's first
 * render matches it; otherwise as {@link useQuery}.
 */
export function useServedQuery(): URLSearchParams {
  const [params] = useSearchParams();
  const ready = useSyncExternalStore(subscribe, () => true, () => servedFilled());
  return ready ? params : EMPTY;
}
