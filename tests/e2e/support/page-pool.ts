import type { Browser, BrowserContext, BrowserContextOptions, CDPSession, Disposable, Page } from 'playwright-core';
import { SITE_HOST } from './site';

/**
 * Browser contexts that the tests of a worker's files take turns in (the worker's connection outlives each file, see
 * harness.ts), each test finding the one page emptied: no cookies,
 * no storage (local, session, IndexedDB, caches), none of the last test's routes, init scripts, bindings or event
 * handlers, and the viewport it asked for. What stays is what no test can see: the renderer process, with the
 * scripts it has already compiled, and the HTTP cache (a route turns it off, as in any context). Opening /request
 * in a fresh context cost 650 ms of processor time here, in an emptied page 300 ms: most of a fresh context's cost
 * is a new renderer compiling the app's scripts again.
 *
 * A context is used again only when it is known to be clean. Other pages the test opened in it (a second tab, axe's
 * blank page) are closed. It is really closed instead, and the next test gets a fresh one, when its test did
 * anything an emptying cannot undo: a clock, offline mode, extra headers, permissions, a geolocation, credentials,
 * emulated media, other timeouts, a HAR or WebSocket route, or pages on more than one origin (their session
 * storage is out of reach), or when its page closed or crashed.
 * `E2E_FRESH_CONTEXTS=1` gives every test a fresh context, to tell whether a failure comes from an earlier test.
 */

/** Context options a reused context can be matched on (the viewport is set per test); any other option means a fresh context. */
const MATCHED = new Set(['viewport', 'reducedMotion', 'colorScheme', 'forcedColors', 'isMobile', 'hasTouch', 'deviceScaleFactor', 'locale', 'timezoneId', 'userAgent', 'javaScriptEnabled', 'permissions']);
/** The viewport Playwright gives a context that names none. */
const DEFAULT_VIEWPORT = { width: 1280, height: 720 };
/** Methods whose effect an emptying cannot undo: calling one retires the context after its test. */
const CONTEXT_DIRTYING = ['newCDPSession', 'setOffline', 'setExtraHTTPHeaders', 'grantPermissions', 'setGeolocation', 'setHTTPCredentials', 'setDefaultTimeout', 'setDefaultNavigationTimeout', 'routeFromHAR', 'routeWebSocket', 'clearPermissions'];
const PAGE_DIRTYING = ['setExtraHTTPHeaders', 'emulateMedia', 'setDefaultTimeout', 'setDefaultNavigationTimeout', 'routeFromHAR', 'routeWebSocket', 'close'];
const CLOCK_DIRTYING = ['install', 'setFixedTime', 'setSystemTime', 'pauseAt', 'runFor', 'fastForward', 'resume'];
/** Methods whose effect is handed back as a Disposable, undone when the test ends. */
const DISPOSABLE = ['addInitScript', 'exposeBinding', 'exposeFunction'];
/** Answered by the test server without a page or scripts (an unknown API address), on the origin being emptied. */
const RESET_PATH = '/api/test-page-reset';

interface Pooled {
  key: string;
  context: BrowserContext;
  page?: Page;
  cdp?: CDPSession;
  inUse: boolean;
  /** The page has been handed out in this test (a second `newPage()` makes a page of its own). */
  pageGiven: boolean;
  dirty: boolean;
  closed: boolean;
  origins: Set<string>;
  /** The origin whose storage was emptied when the last test ended, where the page waits. */
  emptied?: string;
  disposables: Disposable[];
  /** Event handlers present before any test: the ones added after are the test's own and go when it ends. */
  baseline: Map<Page | BrowserContext, Map<string | symbol, unknown[]>>;
  realClose: () => Promise<void>;
  /** The context's own `newCDPSession` (a test's call of it retires the context). */
  openCdp: (page: Page) => Promise<CDPSession>;
  /** When a test last took it (a count): the idle contexts kept between files are the most recently used. */
  lastUsed: number;
}

const pools = new WeakMap<Browser, Pooled[]>();
/** Idle contexts a connection keeps from one test file to the next (each holds a renderer's memory). */
const KEPT_BETWEEN_FILES = 4;
let uses = 0;

/** The key a context's options are matched on, or undefined when they hold an option that is not matched. */
function keyOf(options: BrowserContextOptions): string | undefined {
  if (Object.keys(options).some((k) => !MATCHED.has(k)) || options.viewport === null) return undefined;
  const { viewport: _viewport, ...rest } = options;
  return JSON.stringify(Object.entries(rest).sort(([a], [b]) => a.localeCompare(b)));
}

/** Replaces each named method of `target` by one that calls it and then `after` with its result. */
function watch(target: object, names: string[], after: (result: unknown) => void): void {
  const t = target as Record<string, unknown>;
  for (const name of names) {
    const original = t[name];
    if (typeof original !== 'function') continue;
    t[name] = async (...args: unknown[]) => {
      const result: unknown = await (original as (...a: unknown[]) => Promise<unknown>).apply(target, args);
      after(result);
      return result;
    };
  }
}

/** The event emitter under a page or context (Playwright's own, as Node's): what its types leave out. */
interface Emitter {
  eventNames(): (string | symbol)[];
  rawListeners(name: string | symbol): unknown[];
  removeListener(name: string | symbol, listener: unknown): void;
}

function snapshot(target: Page | BrowserContext): Map<string | symbol, unknown[]> {
  const emitter = target as unknown as Emitter;
  return new Map(emitter.eventNames().map((name) => [name, emitter.rawListeners(name)]));
}

/** Removes the handlers added since the baseline. */
function dropNewListeners(target: Page | BrowserContext, baseline: Map<string | symbol, unknown[]> | undefined): void {
  const emitter = target as unknown as Emitter;
  for (const name of emitter.eventNames()) {
    const kept = baseline?.get(name) ?? [];
    for (const listener of emitter.rawListeners(name)) {
      if (!kept.includes(listener)) emitter.removeListener(name, listener);
    }
  }
}

function noteOrigin(p: Pooled, url: string): void {
  if (/^https?:/.test(url)) p.origins.add(new URL(url).origin);
}

function track(p: Pooled, page: Page): void {
  watch(page, PAGE_DIRTYING, () => (p.dirty = true));
  watch(page, DISPOSABLE, (d) => p.disposables.push(d as Disposable));
  if (page.clock !== p.context.clock) watch(page.clock, CLOCK_DIRTYING, () => (p.dirty = true));
  page.on('framenavigated', (frame) => noteOrigin(p, frame.url()));
  page.on('crash', () => (p.dirty = true));
  p.baseline.set(page, snapshot(page));
  p.baseline.set(p.context, snapshot(p.context));
}

/**
 * Whether `origin` is served by the run's shared site, which outlives every file (or there is none, and the file's
 * own site outlives its browser). A page left on a file's other server would hold it open past the file's end.
 */
async function onSharedSite(origin: string): Promise<boolean> {
  // Loaded here: the scripts and the vitest config that import ./browser for its Chromium settings run outside a test.
  const shared = (await import('vitest')).inject('e2eSite');
  return !shared || new URL(origin).port === String(shared.port);
}

/**
 * Empties the storage of `origin` (the page is on it): session storage of this tab, then local storage, IndexedDB,
 * caches and cookies. Done when the test ends, and again when the next one starts, for a write the test's
 * documents began as they closed (a draft saved on `pagehide`) and the storage finished only after the first.
 */
async function emptyStorage(p: Pooled, origin: string): Promise<void> {
  await p.page!.evaluate(() => sessionStorage.clear());
  p.cdp ??= await p.openCdp(p.page!);
  await p.cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
}

/**
 * Empties the page for the next test, or closes the context for good when that cannot be done cleanly. Handlers,
 * routes and init scripts go first, so nothing of the test sees the emptying; the page then leaves the test's
 * document for a bare answer of the same origin (the document's own leaving, such as a draft saved on `pagehide`,
 * happens before the storage is emptied, and the same origin keeps the same renderer).
 */
async function release(p: Pooled): Promise<void> {
  if (!p.inUse || p.closed) return;
  const { page, context } = p;
  const origin = [...p.origins][0];
  const reusable = !p.dirty && page && !page.isClosed() && p.origins.size <= 1 && (!origin || (await onSharedSite(origin)));
  try {
    if (!reusable) throw new Error('not reusable');
    for (const extra of context.pages()) if (extra !== page) await extra.close();
    dropNewListeners(page, p.baseline.get(page));
    dropNewListeners(context, p.baseline.get(context));
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    for (const d of p.disposables.splice(0)) await d.dispose();
    if (origin) {
      await page.goto(`${origin}${RESET_PATH}`, { waitUntil: 'load' });
      if (new URL(page.url()).origin !== origin) throw new Error('the reset answer moved to another origin');
      await emptyStorage(p, origin);
    }
    await context.clearCookies();
    p.origins.clear();
    p.emptied = origin;
    if (p.dirty) throw new Error('made unusable while emptied');
    p.pageGiven = false;
    p.inUse = false;
  } catch {
    p.closed = true;
    await p.realClose().catch(() => undefined);
  }
}

/**
 * A browser context with `options`, from `create` or a clean one of the same options that an earlier test of the
 * same browser connection (of this file or an earlier one in the worker) has finished with (see the file's
 * comment). Its `newPage()` answers the emptied page first; its `close()` empties it for the next test (or closes
 * it for good).
 */
export async function pooledContext(browser: Browser, options: BrowserContextOptions, create: () => Promise<BrowserContext>): Promise<BrowserContext> {
  const key = keyOf(options);
  if (key === undefined || process.env.E2E_FRESH_CONTEXTS) return create();
  const pool = pools.get(browser) ?? [];
  pools.set(browser, pool);
  // A page waiting on the site's own address (`site.url`, where nearly every test goes) first: one left on another
  // host (forms.localhost, embed.localhost: each a site of its own, in a renderer of its own) would start a new
  // renderer for the test's first page, which compiles the app's scripts again.
  const candidates = pool.filter((p) => !p.inUse && !p.closed && p.key === key);
  const idle = candidates.find((p) => !p.emptied || new URL(p.emptied).hostname === SITE_HOST) ?? candidates[0];
  if (idle) {
    idle.inUse = true;
    idle.lastUsed = ++uses;
    try {
      if (idle.emptied) await emptyStorage(idle, idle.emptied);
      await idle.context.clearCookies();
      await idle.page?.setViewportSize(options.viewport ?? DEFAULT_VIEWPORT);
      return idle.context;
    } catch {
      idle.closed = true;
      await idle.realClose().catch(() => undefined);
    }
  }
  const context = await create();
  const p: Pooled = {
    key, context, inUse: true, pageGiven: false, dirty: false, closed: false, origins: new Set(), disposables: [], baseline: new Map(),
    realClose: context.close.bind(context), openCdp: context.newCDPSession.bind(context), lastUsed: ++uses,
  };
  pool.push(p);
  watch(context, CONTEXT_DIRTYING, () => (p.dirty = true));
  watch(context, DISPOSABLE, (d) => p.disposables.push(d as Disposable));
  watch(context.clock, CLOCK_DIRTYING, () => (p.dirty = true));
  context.on('close', () => {
    p.closed = true;
    if (pool.includes(p)) pool.splice(pool.indexOf(p), 1);
  });
  const newPage = context.newPage.bind(context);
  context.newPage = async () => {
    if (p.pageGiven || p.closed) {
      // A page of its own (a second tab, axe's blank page): closed when the test ends, its origins emptied.
      const extra = await newPage();
      extra.on('framenavigated', (frame) => noteOrigin(p, frame.url()));
      return extra;
    }
    p.pageGiven = true;
    if (!p.page) {
      p.page = await newPage();
      track(p, p.page);
    }
    return p.page;
  };
  context.close = () => release(p);
  return context;
}

/**
 * Ends a test file on a connection that outlives it (see harness.ts): every context of `browser` still open from
 * its tests (one a failed test never closed, or one made fresh outside the pool) is closed for good, and of the
 * emptied ones the most recently used few are kept for the next file's tests. Nothing of a finished file is then
 * left but clean pages waiting on the shared site.
 */
export async function retireContextsInUse(browser: Browser): Promise<void> {
  const pool = pools.get(browser) ?? [];
  const kept = pool
    .filter((p) => !p.inUse && !p.closed)
    .sort((a, b) => b.lastUsed - a.lastUsed)
    .slice(0, KEPT_BETWEEN_FILES)
    .map((p) => p.context);
  for (const p of pool.filter((e) => !kept.includes(e.context))) p.closed = true;
  await Promise.all(
    browser.contexts().map(async (context) => {
      if (kept.includes(context)) return;
      const entry = pool.find((p) => p.context === context);
      await (entry ? entry.realClose() : context.close()).catch(() => undefined);
    }),
  );
}
