import { describe, expect, it } from 'vitest';
import { useSiteAndBrowser } from './support/harness';
import { newContext, startForm } from './support/browser';
import { seedDraft } from './support/drafts';
import { holdRequests } from './support/network';
import { waitForStep } from './support/request-form';

/**
 * A text box hands the form its value just after the frame that shows the key (src/forms/typed-text.ts): a reload
 * straight after the last key, three times in a row, still brings every key back.
 */
const harness = useSiteAndBrowser();

describe('a reload right after typing', () => {
  it('keeps the last key typed, three reloads in a row', async () => {
    const context = await newContext(harness.browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await seedDraft(context, 'request', 2, { tradeType: 'plumber', businessBasics: { firstName: 'Ke' } });
    const page = await context.newPage();
    await page.goto(`${harness.site.url}/request`, { waitUntil: 'load' });
    await startForm(page, 30_000);
    await waitForStep(page, 2);
    let typed = 'Ke';
    for (const key of ['l', 'l', 'y']) {
      const box = page.getByLabel('First name');
      await box.focus();
      await box.press('End');
      // The key and the reload with no pause between them: nothing waits for the form to draw the key.
      await page.keyboard.press(key);
      typed += key;
      await page.reload({ waitUntil: 'load' });
      await startForm(page, 30_000);
      await waitForStep(page, 2);
      expect(await page.getByLabel('First name').inputValue()).toBe(typed);
    }
    await context.close();
  });

  it('keeps what was typed before the page\'s first script came, through the form going live and a reload', async () => {
    const context = await newContext(harness.browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    // The page is drawn and typed into while its first script is still on its way (a slow phone's link).
    const script = await holdRequests(page, '**/assets/page-*.js');
    // (A page's module script holds back DOMContentLoaded, not the page's first paint.)
    await page.goto(`${harness.site.url}/contact`, { waitUntil: 'commit' });
    await page.getByLabel('Name').fill('Early Bird');
    await page.getByLabel('Message').fill('Typed before the script.');
    expect(await page.evaluate(() => document.documentElement.dataset.live)).toBeUndefined();
    script.release();
    // The script finds what was typed, starts the form for it, and gives it to the live form, which keeps it.
    await page.locator('[data-form-ready]').first().waitFor({ state: 'attached', timeout: 30_000 });
    await expect.poll(() => page.getByLabel('Name').inputValue()).toBe('Early Bird');
    await page.getByLabel('Email').fill('early@example.co.uk');
    await page.getByLabel('Email').blur();
    await page.reload({ waitUntil: 'load' });
    await startForm(page, 30_000);
    expect(await page.getByLabel('Name').inputValue()).toBe('Early Bird');
    expect(await page.getByLabel('Message').inputValue()).toBe('Typed before the script.');
    await context.close();
  });

  it('raises a box\'s label over what it holds before the form is live: typed and left, and put back after a reload', async () => {
    const context = await newContext(harness.browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    // The form runtime on its way all along (a slow phone's link): the page's first script runs, the runtime never comes.
    const runtime = await holdRequests(page, '**/assets/index-*.js');
    /** True when the box's label sits above the box (raised, scaled), not over its text. */
    const raised = (label: string) =>
      page.evaluate((text) => {
        const labelElement = [...document.querySelectorAll('label')].find((l) => l.textContent?.replace('*', '').trim() === text)!;
        return new DOMMatrix(getComputedStyle(labelElement).transform).a < 1;
      }, label);
    await page.goto(`${harness.site.url}/contact`, { waitUntil: 'load' });
    await page.getByLabel('Name').fill('Left Behind');
    await page.getByLabel('Email').focus();
    expect(await page.evaluate(() => document.documentElement.dataset.formRuntime)).toBe('loading');
    expect(await raised('Name')).toBe(true);
    expect(await raised('Subject')).toBe(false);
    await page.reload({ waitUntil: 'load' });
    await expect.poll(() => page.getByLabel('Name').inputValue()).toBe('Left Behind');
    expect(await raised('Name')).toBe(true);
    expect(await raised('Subject')).toBe(false);
    expect(runtime.held()).toBeGreaterThan(0);
    runtime.release();
    await context.close();
  });
});
