import { pageLoaders } from '@/generated/config';
import type { PageConfig } from '@/generated/config-types';

/** A page module written by the config build. */
export interface PageModule {
  /** The title is always set by the build (a page without one takes its hero headline). */
  page: PageConfig & { title: string };
  data: Record<string, unknown>;
}

/** A promise that React's `use()` can read synchronously once settled. */
type TrackedPromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

const cache = new Map<string, TrackedPromise<PageModule>>();

/** The page id shown when no route matches. */
export const NOT_FOUND_PAGE = 'not-found';

/**
 * Loads a page module once and remembers it. The promise carries `status` and `value`, so a page that was
 * loaded before hydration renders synchronously and matches the prerendered HTML.
 */
export function loadPage(id: string): TrackedPromise<PageModule> {
  const cached = cache.get(id);
  if (cached) return cached;
  const loader = (pageLoaders as Record<string, (() => Promise<PageModule>) | undefined>)[id];
  const promise: TrackedPromise<PageModule> = loader
    ? loader()
    : Promise.reject(new Error(`No page is called "${id}". Add config/pages/${id}.yaml and run npm run config.`));
  promise.status = 'pending';
  promise.then(
    (value) => Object.assign(promise, { status: 'fulfilled', value }),
    (reason) => Object.assign(promise, { status: 'rejected', reason }),
  );
  cache.set(id, promise);
  return promise;
}
