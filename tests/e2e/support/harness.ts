import { afterAll, beforeAll, inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { retireContextsInUse } from './page-pool';
import { siteAt, startSite, type TestSite } from './site';

export interface SiteHarness {
  site: TestSite;
  browser: Browser;
}

/** Where a worker keeps its Chromium between files (module state may be loaded again per file). */
const WORKER_BROWSER = Symbol.for('tradesites.e2e.workerBrowser');
/** Set once the worker's SIGTERM handler is installed (see {@link workerBrowser}). */
const EXITS_ON_SIGTERM = Symbol.for('tradesites.e2e.exitsOnSigterm');

/**
 * This worker's own Chromium, launched by its first browser test file and kept for the files after it: the emptied
 * pages of the earlier files (see page-pool.ts), whose renderers have the app's scripts compiled, are then found by
 * the next file's tests too. A Chromium that has gone away is launched again.
 *
 * Each worker drives its Chromium itself (Playwright's server half in the worker, over a pipe) rather than all
 * workers connecting to one Chromium launched by the run (`launchServer`): there every protocol message went as JSON
 * through the vitest main process both ways. The whole browser project took that process 17.9 CPU-s instead of 43.2,
 * and all processes 309 instead of 336; the three browsers' processes together cost no more than the one did.
 *
 * When vitest stops the worker (SIGTERM, then SIGKILL half a second later), the worker exits at once, and
 * Playwright's exit handler kills its Chromium and removes its profile folder; Playwright's own SIGTERM handler
 * would close Chromium gracefully and not exit, so the SIGKILL could leave the profile folder behind.
 */
function workerBrowser(): Promise<Browser> {
  const store = globalThis as unknown as Record<symbol, Promise<Browser> | boolean | undefined>;
  const held = store[WORKER_BROWSER] as Promise<Browser> | undefined;
  if (held) return held.then((browser) => (browser.isConnected() ? browser : relaunch()));
  return relaunch();
  function relaunch(): Promise<Browser> {
    if (!store[EXITS_ON_SIGTERM]) {
      store[EXITS_ON_SIGTERM] = true;
      process.once('SIGTERM', () => process.exit(143));
    }
    const browser = launchBrowser({ handleSIGTERM: false });
    store[WORKER_BROWSER] = browser;
    browser.catch(() => (store[WORKER_BROWSER] = undefined));
    return browser;
  }
}

/**
 * The built site and Chromium for the calling test file, filled in before its first test runs.
 *
 * Under the project's vitest config the site is the run's shared one (started once by the e2e global setup) and
 * `browser` is this worker's own Chromium, kept from file to file (see {@link workerBrowser}); when the file ends, every context its tests left open is closed for good, so nothing a test left behind reaches
 * the next file, and `site.stop()` leaves the shared server running for the other files. A test file that needs a
 * server with other settings starts its own with `startSite({ env })`. Run without the global setup, the file
 * starts a site and a Chromium of its own, as before.
 */
export function useSiteAndBrowser(): SiteHarness {
  const harness = {} as SiteHarness;
  let ownSite: TestSite | undefined;
  let ownBrowser = false;
  beforeAll(async () => {
    const shared = inject('e2eSite');
    if (shared) {
      harness.site = siteAt(shared, async () => {});
      harness.browser = await workerBrowser();
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
