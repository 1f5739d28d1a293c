import { describe, expect, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import { gotoLive, openPage } from './support/browser';
import { useSiteAndBrowser } from './support/harness';

const harness = useSiteAndBrowser();

/**
 * How the bar looks: its white and its shadow are drawn by layers behind it (`::before`, `::after`) that fade in by
 * their opacity, so each counts once fully shown.
 */
function navStyle(page: Page) {
  return page.locator('header').first().evaluate((el) => {
    const style = getComputedStyle(el);
    const white = getComputedStyle(el, '::before');
    const shadow = getComputedStyle(el, '::after');
    return {
      background: white.opacity === '1' ? white.backgroundColor : style.backgroundColor,
      shadow: shadow.opacity === '1' ? shadow.boxShadow : style.boxShadow,
      position: style.position,
    };
  });
}

/** Scrolls to `y` and waits until the page has handled the scroll event and drawn the result. */
async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => new Promise<void>((resolve) => {
    if (window.scrollY === top) return resolve();
    window.addEventListener('scroll', () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), { once: true });
    window.scrollTo(0, top);
  }), y);
}

/** The bar's behaviour on scrolling: fixed and transparent at the top, white with a shadow after 200 px. */
async function checkScrolling(page: Page, errors: string[]) {
  const top = await navStyle(page);
  expect(top.position).toBe('fixed');
  expect(top.background).toBe('rgba(0, 0, 0, 0)');
  expect(top.shadow).toBe('none');
  await scrollTo(page, 10);
  expect((await navStyle(page)).background).toBe('rgba(0, 0, 0, 0)');
  await scrollTo(page, 200);
  // The bar may fade to white: wait for where it ends.
  await vi.waitFor(async () => expect((await navStyle(page)).background).toBe('rgba(255, 255, 255, 0.95)'), { timeout: 5000, interval: 50 });
  const scrolled = await navStyle(page);
  expect(scrolled.background).toBe('rgba(255, 255, 255, 0.95)');
  expect(scrolled.shadow).not.toBe('none');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(errors).toEqual([]);
}

// Each width is checked on one load of the home page.
describe('navigation bar, footer and notifications', () => {
  it('1280 px: the bar is fixed and transparent at the top, then white with a shadow after scrolling (and on a page reloaded scrolled down); links inline with no menu button; the footer shows the current year and opens legal links in a new tab; Alt+T focuses the Notifications region', async () => {
    const { page, errors, close } = await openPage(harness.browser, 1280, 700);
    await gotoLive(page, `${harness.site.url}/`);
    await checkScrolling(page, errors);

    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'Templates', exact: true }).isVisible()).toBe(true);
    expect(await nav.getByRole('link', { name: 'Get Started' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);

    const footer = page.locator('footer');
    expect(await footer.innerText()).toContain(`© ${new Date().getFullYear()} TradeSites. All rights reserved.`);
    const terms = footer.getByRole('link', { name: 'Terms', exact: true });
    expect(await terms.getAttribute('target')).toBe('_blank');
    expect(await terms.getAttribute('rel')).toContain('noopener');

    await page.keyboard.press('Alt+t');
    const label = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    expect(label).toBe('Notifications');

    // A page opened already scrolled down (a reload keeps the place) shows the white bar from its first frames.
    await scrollTo(page, 400);
    await page.reload();
    await vi.waitFor(async () => expect(await page.evaluate(() => window.scrollY)).toBe(400));
    await vi.waitFor(async () => expect((await navStyle(page)).background).toBe('rgba(255, 255, 255, 0.95)'), { timeout: 5000, interval: 50 });
    await close();
  });

  it('375 px: the bar is fixed and transparent at the top, then white with a shadow after scrolling; the menu opens and closes, and choosing an item closes it', async () => {
    const { page, errors, close } = await openPage(harness.browser, 375, 700);
    await gotoLive(page, `${harness.site.url}/`);
    await checkScrolling(page, errors);

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
    expect(await menu.isHidden()).toBe(true);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#mobile-menu').getByRole('link', { name: 'Pricing', exact: true }).click();
    await page.waitForURL(`${harness.site.url}/pricing`);
    expect(await page.locator('#mobile-menu').isHidden()).toBe(true);
    expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
    await page.getByRole('button', { name: 'Open menu' }).click();
    expect(await page.locator('#mobile-menu').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await page.locator('#mobile-menu').isHidden()).toBe(true);
    expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
    await close();
  });
});
