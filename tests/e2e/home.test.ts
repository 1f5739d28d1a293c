import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { gotoLive, openPage, startForm } from './support/browser';
import { useSiteAndBrowser } from './support/harness';

const harness = useSiteAndBrowser();

describe('home page', () => {
  it('has its content in the HTML before any script runs', async () => {
    const response = await fetch(`${harness.site.url}/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain('Trade websites without the hassle</h1>');
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toContain('data-emotion="css');
  });

  // One load of the home page: its content without React, then ordinary links; then the React app of a form page
  // taking a nav link to a content page without a reload, where that page's behaviour works as well.
  it('shows the headline, the three steps, the stats band and figures without loading React; a form page\'s client router shows content pages that still work', async () => {
    const { page, errors, close } = await openPage(harness.browser, 1280, 700);
    await gotoLive(page, `${harness.site.url}/`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Trade websites without the hassle');
    const steps = await page.locator('ol > li').allInnerTexts();
    expect(steps.slice(0, 3).map((s) => s.split('\n')[0])).toEqual(['01', '02', '03']);
    expect(steps[0]).toContain('Fill Our Simple Form');
    await expect(page.getByRole('heading', { name: 'Transforming Trades with Technology' }).count()).resolves.toBe(1);
    for (const figure of ['1,200+', '98%', '48hrs', '24/7']) {
      await expect(page.getByText(figure, { exact: true }).count()).resolves.toBeGreaterThan(0);
    }
    expect(await page.title()).not.toBe('');
    const hydrated = () => page.locator('main').evaluate((main) => Object.keys(main).some((k) => k.startsWith('__reactFiber$')));
    expect(await hydrated()).toBe(false);
    expect(errors).toEqual([]);

    // A footer link from the bottom of the page opens the next page at its top.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForFunction(() => window.scrollY > 0);
    await page.locator('footer').getByRole('link', { name: 'FAQ', exact: true }).click();
    await page.waitForURL(`${harness.site.url}/faq`);
    await page.waitForFunction(() => window.scrollY === 0, undefined, { timeout: 5000 });
    expect(errors).toEqual([]);

    // The request form's React app (fetched once the customer starts with the form) follows a nav link to a content
    // page without a reload; its FAQ still opens.
    await gotoLive(page, `${harness.site.url}/request`);
    await startForm(page);
    expect(await hydrated()).toBe(true);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing', exact: true }).click();
    await page.waitForURL(`${harness.site.url}/pricing`);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    const question = page.locator('main h2 > button[aria-expanded], main h3 > button[aria-expanded]').first();
    await question.click();
    expect(await question.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator(`[id="${await question.getAttribute('aria-controls')}"]`).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  // The trade files decide which trades have a page; the home page links each of them, as plain links.
  it('links the page of every trade with landingPage: true, in the served HTML, and no trade without one', async () => {
    const dir = fileURLToPath(new URL('../../config/trades/', import.meta.url));
    const trades = readdirSync(dir).map((f) => parse(readFileSync(`${dir}${f}`, 'utf8')) as { id: string; plural: string; order: number; landingPage?: boolean });
    const withPages = trades.filter((t) => t.landingPage).sort((a, b) => a.order - b.order);
    expect(withPages.length).toBeGreaterThan(1);
    expect(trades.some((t) => !t.landingPage)).toBe(true);
    const html = await (await fetch(`${harness.site.url}/`)).text();
    const served = html.slice(html.indexOf('data-trade-links'));
    for (const trade of withPages) expect(served).toContain(`href="/${trade.id}"`);
    const { page, errors, close } = await openPage(harness.browser, 390, 800);
    await gotoLive(page, `${harness.site.url}/`);
    const block = page.locator('[data-trade-links]');
    const hrefs = await block.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(withPages.map((t) => `/${t.id}`));
    expect(await block.getByRole('link').allInnerTexts()).toEqual(withPages.map((t) => t.plural));
    for (const trade of trades.filter((t) => !t.landingPage)) expect(hrefs).not.toContain(`/${trade.id}`);
    await block.getByRole('link', { name: withPages[withPages.length - 1].plural, exact: true }).click();
    await page.waitForURL(`${harness.site.url}/${withPages[withPages.length - 1].id}`);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });
});
