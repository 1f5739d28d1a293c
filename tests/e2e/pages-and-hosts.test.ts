import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser';
import { startSite } from './support/site';

let browser: Browser;
let site: Awaited<ReturnType<typeof startSite>>;

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

describe('legal pages', () => {
  for (const [path, title] of [
    ['/terms', 'Terms and Conditions'],
    ['/privacy', 'Privacy Policy'],
  ] as const) {
    it(`${path} shows ${title}, its date and its sections`, async () => {
      const { page, errors, close } = await openPage(browser);
      const response = await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(200);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
      expect(await page.getByText('Last updated 15 August 2023').count()).toBe(1);
      expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(3);
      expect(await page.title()).toContain(title);
      expect(errors).toEqual([]);
      await close();
    });
  }
});

describe('not-found page', () => {
  it('answers an unknown path with 404 and the not-found page', async () => {
    const { page, errors, warnings, close } = await openPage(browser);
    const response = await page.goto(`${site.url}/no-such-page`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(404);
    const text = await page.locator('main').innerText();
    expect(text).toContain('404');
    expect(text).toContain('Oops! Page not found');
    const home = page.getByRole('link', { name: 'Return to Home' });
    expect(await home.getAttribute('href')).toBe('/');
    expect(warnings.some((w) => w.includes('/no-such-page'))).toBe(true);
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
    await close();
  });
});

describe('host rules', () => {
  it('a forms. host does not serve marketing pages', async () => {
    const { page, close } = await openPage(browser);
    const response = await page.goto(site.urlFor('forms.localhost', '/pricing'), { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(404);
    expect(await page.locator('main').innerText()).toContain('Oops! Page not found');
    await close();
  });

  it('a forms. host still serves the legal pages', async () => {
    const { page, close } = await openPage(browser);
    const response = await page.goto(site.urlFor('forms.localhost', '/terms'), { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Terms and Conditions');
    await close();
  });

  it('an embed. host sends unknown paths to /', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(site.urlFor('embed.localhost', '/nope'), { waitUntil: 'networkidle' });
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Trade websites without the hassle');
    await close();
  });
});
