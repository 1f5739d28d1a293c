import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage } from './support/browser';
import { useSiteAndBrowser } from './support/harness';

const harness = useSiteAndBrowser();

function navStyle(page: Page) {
  return page.locator('header').first().evaluate((el) => {
    const style = getComputedStyle(el);
    return { background: style.backgroundColor, shadow: style.boxShadow, position: style.position };
  });
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.waitForTimeout(400);
}

describe('navigation bar', () => {
  for (const width of [1280, 375]) {
    it(`is fixed and transparent at the top, then white with a shadow after scrolling (${width} px)`, async () => {
      const { page, errors, close } = await openPage(harness.browser, width, 700);
      await page.goto(`${harness.site.url}/`, { waitUntil: 'networkidle' });
      const top = await navStyle(page);
      expect(top.position).toBe('fixed');
      expect(top.background).toBe('rgba(0, 0, 0, 0)');
      expect(top.shadow).toBe('none');
      await scrollTo(page, 10);
      expect((await navStyle(page)).background).toBe('rgba(0, 0, 0, 0)');
      await scrollTo(page, 200);
      const scrolled = await navStyle(page);
      expect(scrolled.background).toBe('rgba(255, 255, 255, 0.95)');
      expect(scrolled.shadow).not.toBe('none');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(errors).toEqual([]);
      await close();
    });
  }

  it('shows the links inline at 1280 px with no menu button', async () => {
    const { page, close } = await openPage(harness.browser, 1280);
    await page.goto(`${harness.site.url}/`, { waitUntil: 'networkidle' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'Templates', exact: true }).isVisible()).toBe(true);
    expect(await nav.getByRole('link', { name: 'Get Started' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);
    await close();
  });

  it('opens and closes the menu at 375 px, and choosing an item closes it', async () => {
    const { page, close } = await openPage(harness.browser, 375, 700);
    await page.goto(`${harness.site.url}/`, { waitUntil: 'networkidle' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'Templates', exact: true }).isVisible()).toBe(false);
    const button = page.getByRole('button', { name: 'Open menu' });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await button.click();
    const close1 = page.getByRole('button', { name: 'Close menu' });
    expect(await close1.getAttribute('aria-expanded')).toBe('true');
    const menu = page.locator('#mobile-menu');
    expect(await menu.getByRole('link', { name: 'Templates', exact: true }).isVisible()).toBe(true);
    await close1.click();
    expect(await menu.count()).toBe(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#mobile-menu').getByRole('link', { name: 'Pricing', exact: true }).click();
    await page.waitForURL(`${harness.site.url}/pricing`);
    expect(await page.locator('#mobile-menu').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
    await page.getByRole('button', { name: 'Open menu' }).click();
    expect(await page.locator('#mobile-menu').count()).toBe(1);
    await page.keyboard.press('Escape');
    expect(await page.locator('#mobile-menu').count()).toBe(0);
    await close();
  });
});

describe('footer', () => {
  it('shows the current year and opens legal links in a new tab', async () => {
    const { page, close } = await openPage(harness.browser);
    await page.goto(`${harness.site.url}/`, { waitUntil: 'networkidle' });
    const footer = page.locator('footer');
    expect(await footer.innerText()).toContain(`© ${new Date().getFullYear()} TradeSites. All rights reserved.`);
    const terms = footer.getByRole('link', { name: 'Terms', exact: true });
    expect(await terms.getAttribute('target')).toBe('_blank');
    expect(await terms.getAttribute('rel')).toContain('noopener');
    await close();
  });
});

describe('notifications', () => {
  it('has a region labelled Notifications that Alt+T focuses', async () => {
    const { page, close } = await openPage(harness.browser);
    await page.goto(`${harness.site.url}/`, { waitUntil: 'networkidle' });
    await page.keyboard.press('Alt+t');
    const label = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    expect(label).toBe('Notifications');
    await close();
  });
});
