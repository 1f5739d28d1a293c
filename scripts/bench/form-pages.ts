/**
 * Every form page, as a phone opens it (docs/bench.md):
 *
 * - the JavaScript it fetches before the first interaction: a real Chromium loads the page, waits for it to be idle
 *   and then `watchMs` more without touching it; every script fetched by then is weighed (gzip -9 of its body),
 *   whatever the build's manifest says;
 * - the time from its first paint to a usable form at a phone's CPU and link: from the first paint on, the form's
 *   first button (Continue, or Send on a one-step form) is tapped every `tapIntervalMs` until a tap takes effect:
 *   the step changes, a field is marked invalid, or the form is posted and the answer page painted. The figure is
 *   the time from the first paint to that effect on screen, so a form that merely looks ready does not count.
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { pageLoaders, site } from '@/generated/config';
import type { FormConfig, PageConfig } from '@/generated/config-types';
import { formLoaders } from '@/generated/config';
import type { Budgets } from './budgets';
import { BENCH_CHROMIUM, LAUNCH_ARGS } from './request-form';
import { median } from './stats';

/** A form page: its route and what its form's first button says. */
export interface FormPage {
  route: string;
  page: string;
  form: string;
  steps: number;
  /** Continue on a multi-step form, the submit button's words on a one-step form. */
  firstButton: string;
}

/** Figures of one form page. */
export interface FormPageFigures extends FormPage {
  firstJsGzipBytes: number;
  firstJsFiles: number;
  /** Median ms from first paint to the first tap that took effect; NaN when no tap did. */
  usableMs: number;
  usableRuns: number[];
  note?: string;
}

/** The form page of each route: the page's form block, its form's step count and first button. */
export async function formPages(routes: { path: string; page: string }[]): Promise<FormPage[]> {
  const out: FormPage[] = [];
  for (const route of routes) {
    const { page } = await (pageLoaders as Record<string, () => Promise<{ page: PageConfig }>>)[route.page]();
    const block = page.blocks.find((b) => b.type === 'form') as { form: string } | undefined;
    if (!block) continue;
    const { form } = await (formLoaders as Record<string, () => Promise<{ form: FormConfig }>>)[block.form]();
    const steps = form.steps.length;
    const firstButton = steps > 1 ? (form.buttons.continue ?? site.words.forms.continue) : form.buttons.submit;
    out.push({ route: route.path, page: route.page, form: block.form, steps, firstButton });
  }
  return out;
}

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

async function firstJavaScript(browser: Browser, url: string, watchMs: number): Promise<{ bytes: number; files: number }> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const sizes = new Map<string, Promise<number>>();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script' || sizes.has(response.url())) return;
      sizes.set(response.url(), response.body().then((body) => gzipSync(body, { level: 9 }).length, () => 0));
    });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    // The window in which a customer reads before touching anything: what is fetched in it counts.
    await page.waitForTimeout(watchMs);
    return { bytes: (await Promise.all(sizes.values())).reduce((a, b) => a + b, 0), files: sizes.size };
  } finally {
    await context.close();
  }
}

/**
 * Installed before the page's scripts: keeps each change of what a tap can change (the step heading and the count
 * of fields marked invalid) with its time, so an effect is dated when it was drawn, not when the bench looked.
 */
const STATE_INIT_SCRIPT = `(() => {
  const read = () => {
    const headings = [...document.querySelectorAll('main h1, main h2, main h3')].map((h) => h.textContent).join('/');
    return headings + '|' + document.querySelectorAll('[aria-invalid="true"]').length;
  };
  const states = (window.__benchStates = []);
  const note = () => {
    const state = read();
    if (!states.length || states[states.length - 1].state !== state) states.push({ state, t: performance.now() });
  };
  new MutationObserver(note).observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['aria-invalid'] });
})()`;

/** In the page: the first paint (epoch ms), this document's start, the time now and the state changes so far. */
const STATE_SCRIPT = `(() => {
  const paint = performance.getEntriesByName('first-contentful-paint')[0];
  return { paintAt: paint ? performance.timeOrigin + paint.startTime : null, doc: performance.timeOrigin, now: performance.now(), states: window.__benchStates || [] };
})()`;

type PageState = { paintAt: number | null; doc: number; now: number; states: { state: string; t: number }[] };

const stateAt = (s: PageState, t: number) => [...s.states].reverse().find((x) => x.t <= t)?.state ?? '';

/** In the page: the centre of the button or submit input whose words are __LABEL__, scrolled into view as a customer would, or null. */
const BUTTON_SCRIPT = `(() => {
  const label = __LABEL__;
  const b = [...document.querySelectorAll('main button, main input[type=submit], main input[type=button]')].find((el) => ((el.tagName === 'INPUT' ? el.value : el.textContent) || '').trim() === label);
  if (!b) return null;
  let r = b.getBoundingClientRect();
  if (r.top < 0 || r.bottom > innerHeight) {
    b.scrollIntoView({ block: 'center' });
    r = b.getBoundingClientRect();
  }
  if (!r.width) return null;
  return { x: r.left + r.width / 2, y: r.top + r.height / 2, disabled: b.disabled || b.getAttribute('aria-disabled') === 'true' };
})()`;

async function usableAfterPaint(browser: Browser, url: string, label: string, g: Budgets['formPages']): Promise<{ ms: number; note?: string }> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: g.latencyMs, downloadThroughput: (g.downloadKbps * 1000) / 8, uploadThroughput: (g.uploadKbps * 1000) / 8 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: g.cpuSlowdown });
    await context.addInitScript(STATE_INIT_SCRIPT);
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    const stop = Date.now() + 30_000;
    // The first tap: the page's document, its first paint, the time of the tap and the state then.
    let first: { paintAt: number; doc: number; t: number; state: string } | null = null;
    while (Date.now() < stop) {
      const now = (await page.evaluate(STATE_SCRIPT).catch(() => null)) as PageState | null;
      if (now?.paintAt && first) {
        if (now.doc !== first.doc) return { ms: now.paintAt - first.paintAt, note: 'posted without JavaScript' };
        const effect = now.states.find((x) => x.t > first!.t && x.state !== first!.state);
        if (effect) return { ms: now.doc + effect.t - first.paintAt };
      }
      const button = now?.paintAt ? ((await page.evaluate(BUTTON_SCRIPT.replace('__LABEL__', JSON.stringify(label))).catch(() => null)) as { x: number; y: number; disabled: boolean } | null) : null;
      if (button?.disabled && first === null) return { ms: Number.NaN, note: `${label} starts disabled (it waits for an answer): not measured` };
      if (now?.paintAt && button && !first) first = { paintAt: now.paintAt, doc: now.doc, t: now.now, state: stateAt(now, now.now) };
      if (button) await page.mouse.click(button.x, button.y).catch(() => undefined);
      await page.waitForTimeout(g.tapIntervalMs);
    }
    return { ms: Number.NaN, note: `no tap on ${label} took effect within 30 s of the first paint` };
  } finally {
    await context.close();
  }
}

/** Measures every form page; `log` prints each row as it comes. */
export async function runFormPagesBench(baseUrl: string, pages: FormPage[], g: Budgets['formPages'], runs: number, log: (line: string) => void): Promise<FormPageFigures[]> {
  const browser = await chromium.launch({ executablePath: BENCH_CHROMIUM, args: LAUNCH_ARGS });
  const out: FormPageFigures[] = [];
  try {
    for (const p of pages) {
      const js = await firstJavaScript(browser, `${baseUrl}${p.route}`, g.watchMs);
      const tries: { ms: number; note?: string }[] = [];
      for (let i = 0; i < runs; i += 1) {
        const t = await usableAfterPaint(browser, `${baseUrl}${p.route}`, p.firstButton, g);
        tries.push(t);
        if (Number.isNaN(t.ms) && t.note?.includes('disabled')) break;
      }
      const row: FormPageFigures = { ...p, firstJsGzipBytes: js.bytes, firstJsFiles: js.files, usableRuns: tries.map((t) => t.ms), usableMs: median(tries.map((t) => t.ms)), note: tries.find((t) => t.note)?.note };
      log(formatFormPageRow(row));
      out.push(row);
    }
  } finally {
    await browser.close();
  }
  return out;
}

/** One line of the form pages' table. */
export function formatFormPageRow(r: FormPageFigures): string {
  const usable = Number.isNaN(r.usableMs) ? '     —' : `${(r.usableMs / 1000).toFixed(2)} s`.padStart(6);
  const runs = r.usableRuns.map((ms) => (Number.isNaN(ms) ? '—' : (ms / 1000).toFixed(2))).join(', ');
  return `  ${r.route.padEnd(28)} ${String(r.steps).padStart(2)} step${r.steps > 1 ? 's' : ' '}  first JS ${(r.firstJsGzipBytes / 1024).toFixed(1).padStart(6)} kB (${r.firstJsFiles} files)  usable after ${usable} (${runs})${r.note ? `  ${r.note}` : ''}`;
}
