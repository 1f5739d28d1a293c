import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser';
import { startSite, type SiteAddress } from './site';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The WebSocket endpoint of the run's Chromium (see {@link setup}). */
    e2eBrowserEndpoint: string;
    /** The run's shared site. */
    e2eSite: SiteAddress;
  }
}

/**
 * Starts one Chromium and one built-site server for the whole browser test run, instead of one of each per
 * test file: launching them was a large part of every file's time. Test files reach them through
 * `useSiteAndBrowser()`, one connection per worker; each test still gets a context with no cookies or storage
 * (a fresh one or an emptied one, see page-pool.ts), so nothing carries over.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const browser = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const site = await startSite().catch(async (error: unknown) => {
    await browser.close();
    throw error;
  });
  project.provide('e2eBrowserEndpoint', browser.wsEndpoint());
  project.provide('e2eSite', { port: site.port, dataDir: site.dataDir });
  return async () => {
    await browser.close();
    await site.stop();
  };
}
