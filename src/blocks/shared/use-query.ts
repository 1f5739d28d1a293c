import { useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router-dom';

const subscribe = () => () => {};

/**
 * The page's query parameters, empty during prerendering and hydration (the prerendered HTML has none),
 * then the real ones. This keeps hydration free of mismatches on pages that read the address.
 */
export function useQuery(): URLSearchParams {
  const [params] = useSearchParams();
  const hydrated = useSyncExternalStore(subscribe, () => true, () => false);
  return hydrated ? params : new URLSearchParams();
}
