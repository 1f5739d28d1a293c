import { afterAll, beforeAll, inject } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { retireContextsInUse } from './page-pool';
import { siteAt, startSite, type TestSite } from './site';

export interface SiteHarness {
  site: TestSite;
  browser: Browser;
}

/** Where a worker keeps its connection to the run's Chromium between files (module state may be loaded again per file). */
const CONNECTION = Symbol.for('tradesites.e2e.browserConnection');
type Held = { endpoint: string; browser: Promise<Browser> };

/**
 * This worker's connection to the run's shared Chromium, opened by its first browser test file and kept for the
 * files after it: the emptied pages of the earlier files (see page-pool.ts), whose renderers have the app's scripts
 * compiled, are then found by the next file's tests too, instead of each file starting from fresh contexts. A
 * connection that has dropped is opened again.
 */
function workerConnection(endpoint: string): Promise<Browser> {
  const store = globalThis as unknown as Record<symbol, Held | undefined>;
  const held = store[CONNECTION];
  if (held && held.endpoint === endpoint) {
    return held.browser.then((browser) => (browser.isConnected() ? browser : reconnect()));
  }
  return reconnect();
  function reconnect(): Promise<Browser> {
    const browser = chromium.connect(endpoint);
    store[CONNECTION] = { endpoint, browser };
    browser.catch(() => (store[CONNECTION] = undefined));
    return browser;
  }
}

/**
 * The built site and Chromium for the calling test file, filled in before its first test runs.
 *
 * Under the project's vitest config both are the run's shared ones (started once by the e2e global setup):
 * `browser` is this worker's connection to that Chromium, kept from file to file (see {@link workerConnection});
 * when the file ends, every context its tests left open is closed for good, so nothing a test left behind reaches
 * the next file, and `site.stop()` leaves the shared server running for the other files. A test file that needs a
 * server with other settings starts its own with `startSite({ env })`. Run without the global setup, the file
 * starts a site and a Chromium of its own, as before.
 */
export function useSiteAndBrowser(): SiteHarness {
  const harness = {} as SiteHarness;
  let ownSite: TestSite | undefined;
  let ownBrowser = false;
  beforeAll(async () => {
    const endpoint = inject('e2eBrowserEndpoint');
    const shared = inject('e2eSite');
    if (endpoint && shared) {
      harness.site = siteAt(shared, async () => {});
      harness.browser = await workerConnection(endpoint);
    } else {
      ownSite = await startSite();
      harness.site = ownSite;
      harness.browser = await launchBrowser();
      ownBrowser = true;
    }
  });
  afterAll(async () => {
    if (ownBrowser) await harness.browser?.close();
    else if (harness.browser) await retireContextsInUse(harness.browser);
    await ownSite?.stop();
  });
  return harness;
}
