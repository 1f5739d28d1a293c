import { afterAll, beforeAll, inject } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { siteAt, startSite, type TestSite } from './site';

export interface SiteHarness {
  site: TestSite;
  browser: Browser;
}

/**
 * The built site and Chromium for the calling test file, filled in before its first test runs.
 *
 * Under the project's vitest config both are the run's shared ones (started once by the e2e global setup):
 * `browser` is this file's own connection to that Chromium, closed after the file (closing every context it
 * opened), and `site.stop()` leaves the shared server running for the other files. A test file that needs a
 * server with other settings starts its own with `startSite({ env })`. Run without the global setup, the file
 * starts a site and a Chromium of its own, as before.
 */
export function useSiteAndBrowser(): SiteHarness {
  const harness = {} as SiteHarness;
  let ownSite: TestSite | undefined;
  beforeAll(async () => {
    const endpoint = inject('e2eBrowserEndpoint');
    const shared = inject('e2eSite');
    if (endpoint && shared) {
      harness.site = siteAt(shared, async () => {});
      harness.browser = await chromium.connect(endpoint);
    } else {
      ownSite = await startSite();
      harness.site = ownSite;
      harness.browser = await launchBrowser();
    }
  });
  afterAll(async () => {
    await harness.browser?.close();
    await ownSite?.stop();
  });
  return harness;
}
