/**
 * The first script of every page. The HTML is the prerendered React page, complete, so it paints without any
 * of this: once parsed to its end (index.html), whether this script has arrived and run by then or not.
 *
 * - Every page gets its behaviour from here: this fills in what the address changes (reference numbers, the
 *   registrar's steps, this site's own address) and adds the menu, FAQ, tabs, copy buttons and notices.
 * - A page with a form lists its form runtime (the React app's modules, the app's entry first) in
 *   `<script type="application/json" id="app-modules" data-start="interaction">`. It is fetched on the first
 *   interaction with the form (see form-start.ts), or once the page has painted when the page needs it at once
 *   (a saved draft to restore, a link parameter the served page did not apply); the app then hydrates the page.
 *   Until then the prerendered form takes what is typed, and taps on its buttons are made again once it is live.
 */
import { fillFromAddress } from '@/blocks/behaviour/fill';
import { fitAll } from '@/blocks/behaviour/fit';
import { fixedHeaderBottom } from '@/forms/scroll-below-header';
import { installPageBehaviour } from './behaviour';
import { domToaster } from './behaviour/toasts';
import { keepToastsOffButtons } from './toast-placement';
import { needsRuntimeAtOnce } from './form-page-state';
import { startFormOnInteraction } from './form-start';
import { restoreServedAddress } from './served-address';

/**
 * Runs `start` once the page has painted: just after its first paint, or in the next task when it has painted already
 * (or is in a hidden tab, which does not paint). Waiting for a later frame would only start the form later.
 */
function afterPaint(start: () => void): void {
  if (document.visibilityState === 'hidden' || performance.getEntriesByName('first-paint').length > 0) setTimeout(start, 0);
  else requestAnimationFrame(() => setTimeout(start, 0));
}

/** The app's modules named by the page: same-origin paths only. */
function appModules(): string[] | null {
  const list = document.getElementById('app-modules');
  if (!list) return null;
  try {
    const files = JSON.parse(list.textContent ?? '') as unknown;
    return Array.isArray(files) ? files.filter((f): f is string => typeof f === 'string' && /^\/(?!\/)[\w./-]+\.js$/.test(f)) : [];
  } catch {
    return [];
  }
}

/** Fetches and starts the form runtime; rejects when it cannot be fetched (the form then works as a plain one). */
async function startApp([entry, ...imports]: string[]): Promise<void> {
  if (!entry) throw new Error('This page names no app module in #app-modules; its form cannot start.');
  // Notices drawn before the app are the page's own; the app hydrates the notification region as the server drew it.
  document.querySelector('[data-notifications]')?.replaceChildren();
  for (const file of imports) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = file;
    link.crossOrigin = '';
    document.head.append(link);
  }
  try {
    await import(/* @vite-ignore */ entry);
  } catch (error) {
    console.error('The page could not start its form:', error);
    throw error;
  }
}

/**
 * Runs each of `parts` in a task of its own, one after another: the page's main thread can draw a frame or take a tap
 * between two (a long task holds both back, and on a phone this script's parts at once were one).
 */
function inTurn(parts: (() => void)[]): void {
  const [part, ...rest] = parts;
  if (!part) return;
  setTimeout(() => {
    part();
    inTurn(rest);
  }, 0);
}

// What must be in place before anything else: the page's own address (a page answering a form post shows it before
// anything reads it), what the address fills in, and the forms' first listeners, which take what is typed and tapped
// from now on. The rest comes in the next tasks.
restoreServedAddress();
fillFromAddress(document, window.location);
const app = appModules();
const start = app ? startFormOnInteraction(document, () => startApp(app)) : null;
const region = document.querySelector<HTMLElement>('[data-notifications]') ?? document.body;
inTurn([
  // First whether the form runtime is needed at once (a saved draft to restore): its fetch starts no later than before.
  () => {
    if (start && needsRuntimeAtOnce(document, window.location.search)) afterPaint(start);
  },
  () => {
    fitAll(document);
    keepToastsOffButtons(region, fixedHeaderBottom);
  },
  () => installPageBehaviour({ toast: domToaster(region), navigate: (to) => window.location.assign(to) }),
]);
