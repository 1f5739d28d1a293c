import AxeBuilder from '@axe-core/playwright';
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

describe('accessibility (axe)', () => {
  for (const path of ['/', '/trades', '/templates', '/pricing', '/electrician', '/terms', '/no-such-page']) {
    it(`${path} has no axe violations at 375 px`, async () => {
      const { page, close } = await openPage(browser, 375, 800);
      await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle' });
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      await close();
    });
  }
});
