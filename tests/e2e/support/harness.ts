import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startSite } from './site';

export interface SiteHarness {
  site: Awaited<ReturnType<typeof startSite>>;
  browser: Browser;
}

/**
 * Starts the built site and Chromium once for the calling test file and stops both after it.
 * The returned object is filled in before the first test runs.
 */
export function useSiteAndBrowser(): SiteHarness {
  const harness = {} as SiteHarness;
  beforeAll(async () => {
    harness.site = await startSite();
    harness.browser = await launchBrowser();
  });
  afterAll(async () => {
    await harness.browser?.close();
    await harness.site?.stop();
  });
  return harness;
}
