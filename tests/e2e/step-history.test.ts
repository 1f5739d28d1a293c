import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSiteAndBrowser } from './support/harness';
import { gotoLive, newContext } from './support/browser';
import { openWithRuntimeHeld } from './support/network';
import { continueStep, waitForStep } from './support/request-form';

/** Back is Back (README "Forms"): each step is an entry in the browser history, on a phone-sized page. */
const harness = useSiteAndBrowser();
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

async function fillStep2(page: Page) {
  await page.getByLabel('First name').fill('Jo');
  await page.getByLabel('Company name').fill('History Roofing');
  await page.getByLabel('Company email').fill('jo@example.co.uk');
  await page.getByLabel('Phone number').fill('07700 900456');
  await page.getByLabel('Phone number').blur();
}

describe("the browser's Back and Forward on a form", () => {
  it('Back on step 3 shows step 2, Forward step 3 again, and Back on step 1 leaves the form', async () => {
    const context = await newContext(harness.browser, PHONE);
    const page = await context.newPage();
    await gotoLive(page, `${harness.site.url}/pricing`);
    await gotoLive(page, `${harness.site.url}/request?trade=roofer`);
    // Each entry is added once its step is on screen, not in the tap before the step is drawn.
    await page.evaluate(`(() => {
      const push = history.pushState.bind(history);
      window.__headingsAtPush = [];
      history.pushState = (...args) => {
        window.__headingsAtPush.push(document.querySelector('main h2')?.textContent);
        return push(...args);
      };
    })()`);
    await continueStep(page);
    await fillStep2(page);
    await continueStep(page);
    await waitForStep(page, 3);
    await expect.poll(() => page.evaluate('window.__headingsAtPush')).toEqual(['Business Information', 'Accreditations']);

    await page.goBack();
    await waitForStep(page, 2);
    expect(await page.getByLabel('Company name').inputValue()).toBe('History Roofing');
    await page.goForward();
    await waitForStep(page, 3);

    // After a reload the entries are still there.
    await page.reload({ waitUntil: 'load' });
    await waitForStep(page, 3);
    await page.goBack();
    await waitForStep(page, 2);
    // The form's own Back and the browser's agree.
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await waitForStep(page, 1);
    expect(new URL(page.url()).pathname).toBe('/request');
    await page.goBack();
    await page.waitForURL('**/pricing');
    await context.close();
  });

  it('a new tab opening a saved draft on step 3 goes back through steps 2 and 1 before it leaves', async () => {
    const context = await newContext(harness.browser, PHONE);
    const page = await context.newPage();
    await gotoLive(page, `${harness.site.url}/request?trade=roofer`);
    await continueStep(page);
    await fillStep2(page);
    await continueStep(page);
    const tab = await context.newPage();
    await gotoLive(tab, `${harness.site.url}/pricing`);
    await gotoLive(tab, `${harness.site.url}/request?trade=roofer`);
    await waitForStep(tab, 3);
    await tab.goBack();
    await waitForStep(tab, 2);
    await tab.goBack();
    await waitForStep(tab, 1);
    await tab.goBack();
    await tab.waitForURL('**/pricing');
    await context.close();
  });

  it('after a step posted before the runtime, Back and Forward show each step once, the posting page on its own step', async () => {
    const context = await newContext(harness.browser, PHONE);
    // Every text box the page loses: the step the server drew is the one the live form goes on with, box for box.
    await context.addInitScript(() => {
      const lost: string[] = ((window as unknown as { lostBoxes: string[] }).lostBoxes = []);
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.removedNodes) if (node instanceof Element) lost.push(...[...node.querySelectorAll('input[type="text"], input[type="email"], input[type="tel"]')].map((input) => input.id));
        }
      }).observe(document, { subtree: true, childList: true });
    });
    const page = await context.newPage();
    await gotoLive(page, `${harness.site.url}/pricing`);
    // Continue on step 1 before the runtime has come: the page posts the step and the server answers with step 2.
    const held = await openWithRuntimeHeld(page, `${harness.site.url}/request?trade=roofer`);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByText('Step 2 of').first().waitFor();
    held.release();
    // Typed as the form goes live (docs/contributing.md, "A field typed in the moment a server-drawn step goes live").
    await fillStep2(page);
    await page.locator('[data-form-ready]').waitFor();
    expect(await page.evaluate(() => (window as unknown as { lostBoxes: string[] }).lostBoxes)).toEqual([]);
    await continueStep(page);

    // Back: step 2 (the live form's entry), step 1 (the page that posted it, though the draft has reached step 3),
    // then the page before the form; Forward walks the same entries back to step 3.
    await page.goBack();
    await waitForStep(page, 2);
    expect(await page.getByLabel('Company name').inputValue()).toBe('History Roofing');
    await page.goBack();
    await waitForStep(page, 1);
    await page.goBack();
    await page.waitForURL('**/pricing');
    await page.goForward();
    await waitForStep(page, 1);
    await page.goForward();
    await waitForStep(page, 2);
    expect(await page.getByLabel('Company name').inputValue()).toBe('History Roofing');
    await page.goForward();
    await waitForStep(page, 3);
    await context.close();
  });
});
