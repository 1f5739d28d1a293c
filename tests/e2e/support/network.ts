import type { Page } from 'playwright-core';
import { waitForPageScript } from './browser';

/**
 * Holds the page's requests to `pattern` until `release()`: the test sees the page while they are in flight
 * (a progress line, a busy button), then lets them through. Requests made after the release pass at once.
 * In place of a fixed delay on the route, which is either too short on a busy machine or wasted time.
 */
export async function holdRequests(page: Page, pattern: string): Promise<{ release(): void; held(): number }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route(pattern, async (route) => {
    held += 1;
    await released;
    await route.continue().catch(() => undefined);
  });
  return { release, held: () => held };
}

/**
 * Lets each request to `pattern` through only once the page has drawn two frames while it was in flight, so
 * every state the page shows while waiting for it (each stage of a progress bar) is painted and can be seen.
 */
export async function paintWhileInFlight(page: Page, pattern: string): Promise<void> {
  await page.route(pattern, async (route) => {
    await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())))).catch(() => undefined);
    await route.continue().catch(() => undefined);
  });
}

/**
 * Answers every preview status check with "still building", so the page keeps the preview it draws from the answers
 * (what a test of that drawing reads) instead of swapping in the server's generated site when it is ready.
 */
export async function keepPreviewBuilding(page: Page): Promise<void> {
  await page.route('**/api/previews/**', (route) => route.fulfill({ json: { state: 'building', pages: [] } }));
}

/** The runtime's entry (the form's React app, named in the page's `#app-modules`), for holding it with {@link holdRequests}. */
export const RUNTIME_ENTRY = '**/assets/index-*.js';

/**
 * The documents the page loads from now on (method, path and query, e.g. `POST /api/forms/request/submissions`,
 * `GET /request?_step=2`), to tell a post to the server from a GET and from a step drawn by script.
 */
export function documentsOf(page: Page): string[] {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() !== 'document' || request.frame() !== page.mainFrame()) return;
    const url = new URL(request.url());
    documents.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return documents;
}

/**
 * Opens `url` with the form runtime's entry held (see {@link holdRequests}), so the page stays the prerendered form
 * with only its first script live, as on a slow phone before the runtime arrives; returns the hold, to release it.
 */
export async function openWithRuntimeHeld(page: Page, url: string): Promise<{ release(): void; held(): number }> {
  const held = await holdRequests(page, RUNTIME_ENTRY);
  await page.goto(url, { waitUntil: 'load' });
  await waitForPageScript(page);
  return held;
}
