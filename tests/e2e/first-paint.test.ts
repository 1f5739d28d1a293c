import { describe, expect, it } from 'vitest';
import { gotoLive, nextFrame, openPage } from './support/browser';
import { useSiteAndBrowser } from './support/harness';

const harness = useSiteAndBrowser();

/** Records every layout shift of the page from its first paint. */
const RECORD_SHIFTS = () => {
  const shifts: number[] = [];
  (window as unknown as { shifts: number[] }).shifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) shifts.push(entry.value);
  }).observe({ type: 'layout-shift', buffered: true });
};

describe('the site icon', () => {
  // A page's icon is fetched and decoded in the page's own renderer, on its main thread: an SVG icon builds a whole
  // SVG document there (13 to 45 ms in traces of /contact), a PNG decodes in a fraction of a millisecond.
  it('is linked by every page as the PNG the build drew, and served as one', async () => {
    for (const path of ['/', '/contact', '/request']) {
      const html = await (await fetch(`${harness.site.url}${path}`)).text();
      expect(html.match(/<link rel="icon"[^>]*>/g)).toEqual(['<link rel="icon" type="image/png" sizes="64x64" href="/favicon.png" />']);
    }
    const icon = await fetch(`${harness.site.url}/favicon.png`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await icon.arrayBuffer());
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([64, 64]);
  });
});

// The page is drawn whole: its first paint waits until the HTML is parsed to its end (index.html's `rel="expect"`), so
// the customer's first look is the whole form laid out once, not the page's top with the rest parsed, styled and laid
// out after it while a tap waits. Proven on a link slow enough that the HTML arrives in pieces over a second or more.
describe('the first paint of a page', () => {
  for (const path of ['/contact', '/request', '/']) {
    it(`${path}: comes after the end of the page was parsed, on a slow link`, async () => {
      const { page, errors, close } = await openPage(harness.browser, 390, 844);
      await page.addInitScript(() => {
        const seen: Record<string, number> = {};
        (window as unknown as { parsed: Record<string, number> }).parsed = seen;
        new MutationObserver(() => {
          for (const selector of ['main', 'footer', '#page-end']) if (!(selector in seen) && document.querySelector(selector)) seen[selector] = performance.now();
        }).observe(document, { childList: true, subtree: true });
      });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      // About 8 kB a second: a page of 6 to 11 kB gzip arrives over one to two seconds, in many pieces.
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 40, downloadThroughput: 8000, uploadThroughput: 8000 });
      await page.goto(`${harness.site.url}${path}`, { waitUntil: 'load', timeout: 60_000 });
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
      const { parsed, paint } = await page.evaluate(() => ({
        parsed: (window as unknown as { parsed: Record<string, number> }).parsed,
        paint: performance.getEntriesByName('first-contentful-paint')[0].startTime,
      }));
      expect(Object.keys(parsed).sort()).toEqual(['#page-end', 'footer', 'main']);
      for (const at of Object.values(parsed)) expect(at).toBeLessThanOrEqual(paint);
      expect(errors).toEqual([]);
      await close();
    });
  }
});

// A customer's link to a form page: what the address adds is in the HTML as served, so nothing moves when the form starts.
describe('customer links paint their final layout first', () => {
  const cases: [path: string, served: string][] = [
    ['/domain-selection?customerNumber=TS-1042', 'Your reference number: TS-1042'],
    ['/comments-form?customerNumber=TS-1042', 'Your reference number: TS-1042'],
    ['/media-form', 'data-missing="customerNumber"'],
  ];
  for (const [path, served] of cases) {
    it(`${path}: served with its words, then live with no layout shift and no hydration error`, async () => {
      const html = await (await fetch(`${harness.site.url}${path}`)).text();
      expect(html).toContain(served);
      const { page, errors, close } = await openPage(harness.browser, 412, 823);
      await page.addInitScript(RECORD_SHIFTS);
      await gotoLive(page, `${harness.site.url}${path}`);
      // Whatever the page still loads (fonts, images) has arrived and been drawn.
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await nextFrame(page);
      expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
      expect(errors).toEqual([]);
      await close();
    });
  }

  it('the media page without a reference shows its notice before any script runs', async () => {
    const { page, close } = await openPage(harness.browser, 412, 823);
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto(`${harness.site.url}/media-form`, { waitUntil: 'load' });
    expect(await page.getByText('Please use the link we sent you').isVisible()).toBe(true);
    await page.goto(`${harness.site.url}/media-form?customerNumber=TS-1042`, { waitUntil: 'load' });
    expect(await page.getByText('Please use the link we sent you').isVisible()).toBe(false);
    await close();
  });
});
