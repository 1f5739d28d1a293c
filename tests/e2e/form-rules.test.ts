import { describe, expect, it, vi } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { useSiteAndBrowser } from './support/harness';
import { gotoLive, newContext, nextFrame, startForm } from './support/browser';
import { continueStep, toastTexts, waitForStep } from './support/request-form';

/**
 * Rules a person expects (README "Forms"), on a phone-sized page: toasts that go with what they say, "Welcome back"
 * only with answers, and no empty media upload (opening hours in order and UK numbers written with "(0)", rules of
 * one step: tests/component/request-step-rules.test.tsx).
 */
const harness = useSiteAndBrowser();
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

const BASICS = { firstName: 'Kit', companyName: 'Rules Roofing', email: 'kit@example.co.uk', phone: '07700900321' };

/** A context whose request form has a saved draft at step `step` (counted from 1) with step 2 answered. */
async function withDraftAt(step: number): Promise<BrowserContext> {
  const context = await newContext(harness.browser, PHONE);
  await context.addInitScript(({ draft }) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('tradesites:draft:request', draft);
      sessionStorage.setItem('seeded', '1');
    }
  }, { draft: JSON.stringify({ version: 1, savedAt: Date.now(), step: step - 1, data: { tradeType: 'roofer', businessBasics: BASICS } }) });
  return context;
}

describe('rules a person expects', () => {
  // Opening hours in order and UK numbers written with "(0)" are rules of one step: tests/component/request-step-rules.test.tsx.
  it('on a phone, the toast about a wrong phone number leaves its message readable', async () => {
    const context = await withDraftAt(2);
    const page = await context.newPage();
    await gotoLive(page, `${harness.site.url}/request?trade=roofer`);
    await waitForStep(page, 2);
    await page.getByLabel('Phone number').fill('12345');
    await page.getByLabel('Phone number').blur();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await vi.waitFor(async () => expect(await toastTexts(page)).toContain('Invalid Phone Number'), { timeout: 5000, interval: 100 });
    const message = page.locator('.MuiFormHelperText-root.Mui-error').first();
    await message.waitFor();
    await vi.waitFor(async () => {
      const toast = await page.locator('.notistack-SnackbarContainer').boundingBox();
      const field = await message.boundingBox();
      const input = await page.getByLabel('Phone number').boundingBox();
      for (const box of [field, input]) {
        expect(box && toast && box.y < toast.y + toast.height && box.y + box.height > toast.y).toBe(false);
      }
    }, { timeout: 5000, interval: 100 });
    // Scrolled so the field and its message sit at the bottom, where the toast would be: the toast moves above them.
    await page.evaluate(() => {
      const box = document.querySelector('.MuiFormHelperText-root.Mui-error')!.getBoundingClientRect();
      window.scrollBy(0, box.bottom - window.innerHeight + 24);
    });
    await vi.waitFor(async () => {
      const toast = await page.locator('.notistack-SnackbarContainer > *').first().boundingBox();
      for (const box of [await message.boundingBox(), await page.getByLabel('Phone number').boundingBox()]) {
        expect(box!.y + box!.height).toBeGreaterThan(700);
        expect(box && toast && box.y < toast.y + toast.height && box.y + box.height > toast.y).toBe(false);
      }
    }, { timeout: 5000, interval: 100 });
    // One toast at a time on a phone.
    expect(await page.locator('.notistack-SnackbarContainer > *').count()).toBe(1);
    await context.close();
  });

  it('says "Welcome back" only when answers were restored', async () => {
    const context = await newContext(harness.browser, PHONE);
    const page = await context.newPage();
    await gotoLive(page, `${harness.site.url}/request?trade=roofer`);
    await page.reload({ waitUntil: 'load' });
    await waitForStep(page, 1);
    await nextFrame(page);
    expect(await toastTexts(page)).not.toContain('Welcome back');
    await continueStep(page);
    await page.getByLabel('First name').fill('Kit');
    await page.reload({ waitUntil: 'load' });
    await waitForStep(page, 2);
    await vi.waitFor(async () => expect(await toastTexts(page)).toContain('Welcome back'), { timeout: 5000, interval: 100 });
    await context.close();
  });

  it('a success toast stays on its page', async () => {
    const context = await newContext(harness.browser, PHONE);
    const page = await context.newPage();
    await gotoLive(page, `${harness.site.url}/contact`);
    // The toast is the live form's: a Send made before the runtime has arrived is posted to the server, which answers
    // with the sent page instead.
    await startForm(page);
    await page.getByRole('textbox', { name: /^Name/ }).fill('Ada Lovelace');
    await page.getByRole('textbox', { name: /^Email/ }).fill('ada@example.co.uk');
    await page.getByRole('textbox', { name: /^Subject/ }).fill('Toasts');
    await page.getByRole('textbox', { name: /^Message/ }).fill('Does the toast follow me?');
    await page.getByRole('button', { name: 'Send Message', exact: true }).click();
    await vi.waitFor(async () => expect(await toastTexts(page)).toContain('Message sent!'), { timeout: 10_000, interval: 100 });
    await page.evaluate(() => {
      window.history.pushState({}, '', '/pricing');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await vi.waitFor(async () => expect(await toastTexts(page)).not.toContain('Message sent!'), { timeout: 5000, interval: 100 });
    await context.close();
  });

  it('/media-form refuses Submit with nothing chosen, with a message, and sends nothing', async () => {
    const context = await newContext(harness.browser, PHONE);
    const page = await context.newPage();
    let sent = 0;
    await page.route('**/api/**', (route) => {
      sent += 1;
      return route.continue();
    });
    await gotoLive(page, `${harness.site.url}/media-form?customerNumber=TS-4242`);
    await startForm(page);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await vi.waitFor(async () => expect(await toastTexts(page)).toContain('Nothing to upload yet'), { timeout: 5000, interval: 100 });
    await expect.poll(() => page.getByText('Choose your logo or at least one photo to upload.').count()).toBeGreaterThan(0);
    expect(await page.getByText('Thank You!').count()).toBe(0);
    expect(sent).toBe(0);
    await context.close();
  });
});
