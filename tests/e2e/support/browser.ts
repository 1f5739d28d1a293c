import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type ConsoleMessage, type LaunchOptions, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import { pooledContext } from './page-pool.ts';

/** Launches a Chromium of the caller's own with the tests' flags (a browser test worker keeps one: see `useSiteAndBrowser`). */
export function launchBrowser(options: LaunchOptions = {}): Promise<Browser> {
  return chromium.launch({ ...options, executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/**
 * What every test's browser context starts with: a device that asks for less motion. The app then draws its
 * transitions and ripples in 0.01 ms through CSS alone (src/app/theme.ts), while every transition's JavaScript
 * (timeouts, enter and exit callbacks, focus moves) runs as for anyone else, so the tests cover the same code
 * and Chromium composites far fewer frames: 11% less processor time measured on the form tests. The motion a
 * customer sees by default is checked in tests/e2e/accessibility.test.ts.
 */
const CONTEXT_DEFAULTS = { reducedMotion: 'reduce' } as const satisfies BrowserContextOptions;

/**
 * A browser context with the tests' defaults and `options` over them, that starts with no cookies or storage: a
 * fresh one, or one an earlier test of the file has finished with (closed), emptied, whose page (its first
 * `newPage()`) has the scripts compiled already (see page-pool.ts: half the processor time of a fresh context).
 * Close it when the test ends, as any context.
 */
export function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const all = { ...CONTEXT_DEFAULTS, ...options };
  return pooledContext(browser, all, () => browser.newContext(all));
}

/** A page in a fresh context with the given viewport, recording console errors, warnings and page errors. */
export async function openPage(browser: Browser, width = 1280, height = 800): Promise<{ page: Page; errors: string[]; warnings: string[]; close(): Promise<void> }> {
  const context = await newContext(browser, { viewport: { width, height } });
  const page = await context.newPage();
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on('console', (msg: ConsoleMessage) => {
    if (msg.type() === 'error') errors.push(msg.text());
    if (msg.type() === 'warning') warnings.push(msg.text());
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return { page, errors, warnings, close: () => context.close() };
}

/**
 * Resolves once the page has drawn a frame after everything it has been told so far: React has committed the
 * effects of the last input or scroll. For checks that something did NOT change, in place of a fixed sleep.
 */
export async function nextFrame(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/**
 * Opens `url` and waits until the page is hydrated and live (see {@link waitForHydration}): the page a person can
 * use, and any hydration mismatch reported by then. Answers the navigation's response.
 */
export async function gotoLive(page: Page, url: string) {
  const response = await page.goto(url, { waitUntil: 'load' });
  await waitForHydration(page);
  return response;
}

/**
 * Waits until the page is live: its behaviour installed (`<html data-live>`, set by every page's first
 * script) and a form whose runtime has started live with its draft and the link's parameters applied (no
 * `data-form-pending`: the served HTML form, not yet enhanced). Then one more frame, for the render that follows
 * hydration (query-parameter text such as a reference number). An idle network alone does not say the scripts have
 * run on a busy machine.
 */
export async function waitForHydration(page: Page, timeout = 20_000): Promise<void> {
  // A form page's runtime loads on the first interaction with the form, or at once when the page needs it (a saved
  // draft, a link parameter): once it has started (`data-form-runtime`), wait until the form is live.
  await page.waitForFunction(
    () => {
      // A document just committed by a navigation has no root element until its first bytes are parsed.
      const root = document.documentElement?.dataset;
      if (root?.live !== 'true' || document.querySelector('[inert]') || root.formRuntime === 'loading') return false;
      return !root.formRuntime || !document.querySelector('[data-form-pending]');
    },
    undefined,
    { timeout },
  );
  await nextFrame(page);
}

/**
 * Waits until the page's first script is live (`data-live` on the root): its form can be typed into and posted, and
 * what is typed is noted, whether or not the form runtime has started.
 */
export async function waitForPageScript(page: Page, timeout = 30_000): Promise<void> {
  await page.waitForFunction(() => document.documentElement?.dataset.live === 'true', undefined, { timeout });
}

/**
 * Starts the page's form as a customer's press inside it does (a pointerdown on the form's box, where nothing reacts,
 * which moves neither the focus nor where Tab starts from), unless its runtime has already started (a saved draft, a
 * link parameter), and waits until the form is live (`data-form-ready`). A form page fetches its runtime on the
 * first interaction with the form.
 */
export async function startForm(page: Page, timeout = 40_000): Promise<void> {
  // Already live (every call after the first on a page): one look instead of three waits. Right after a tap that
  // navigates, the new document may not have its root element yet.
  if (await page.evaluate(() => document.documentElement?.dataset.live === 'true' && Boolean(document.querySelector('[data-form-ready]')))) return;
  await waitForPageScript(page, timeout);
  const started = await page.evaluate(() => Boolean(document.documentElement.dataset.formRuntime));
  if (!started) await page.locator('[data-form]').first().dispatchEvent('pointerdown', { bubbles: true }, { timeout });
  await page.locator('[data-form-ready]').first().waitFor({ timeout });
}
