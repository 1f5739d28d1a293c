import { chromium, type Browser, type ConsoleMessage, type Page } from 'playwright-core';

/** Flags for Debian's Chromium in CI containers: no sandbox, no GPU, no background traffic. */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Debian's Chromium; the `CHROMIUM_PATH` environment variable overrides it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Launches a Chromium of the caller's own (the browser tests share the run's one: see `useSiteAndBrowser`). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** A page in a fresh context with the given viewport, recording console errors, warnings and page errors. */
export async function openPage(browser: Browser, width = 1280, height = 800): Promise<{ page: Page; errors: string[]; warnings: string[]; close(): Promise<void> }> {
  const context = await browser.newContext({ viewport: { width, height } });
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
