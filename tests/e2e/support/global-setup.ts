import type { TestProject } from 'vitest/node';
import { startSite, type SiteAddress } from './site';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's shared site. */
    e2eSite: SiteAddress;
  }
}

/**
 * Starts one built-site server for the whole browser test run, instead of one per test file: starting it was a large
 * part of every file's time. Test files reach it through `useSiteAndBrowser()`, which gives each worker a Chromium of
 * its own (see harness.ts); each test still gets a context with no cookies or storage (a fresh one or an emptied one,
 * see page-pool.ts), so nothing carries over.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const site = await startSite();
  project.provide('e2eSite', { port: site.port, dataDir: site.dataDir });
  return () => site.stop();
}
