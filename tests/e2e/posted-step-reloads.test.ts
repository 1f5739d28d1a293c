import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { form } from '../../src/generated/forms/request';
import { trades } from '../../src/generated/config';
import { newContext, startForm, waitForPageScript } from './support/browser';
import { useSiteAndBrowser } from './support/harness';
import { documentsOf, openWithRuntimeHeld } from './support/network';
import { waitForStep } from './support/request-form';

/**
 * A step posted to the server (a Continue tapped before the form runtime is live, or without script) and what
 * follows: the server answers with the next step's own address (Post/Redirect/Get), so a reload, Back and Forward
 * are GETs that find the server's draft and never post again; what is typed on that step before the runtime is
 * live is kept by the page's first script across reloads, and handed to the runtime when it comes.
 */
const harness = useSiteAndBrowser();

const TOTAL = form.steps.length;
const TRADE = (form.query?.trade?.lockable ?? [])[0];

/** Waits until the page shows "Step n of N" (drawn by the server or the form: the runtime need not be live). */
const shows = (page: Page, n: number) => page.getByText(`Step ${n} of ${TOTAL}`).first().waitFor({ timeout: 30_000 });

/** The names of the browser's cookies naming a server draft. */
const draftCookies = async (context: BrowserContext) => (await context.cookies()).map((c) => c.name).filter((name) => name.startsWith('ts-server-draft-'));

/** Ticks the trade on step 1 and presses Continue, posting the step (the runtime is not live). */
async function postFirstStep(page: Page): Promise<void> {
  await page.getByRole('radio', { name: trades[TRADE].label }).check();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await shows(page, 2);
}

describe('a reload after a step posted to the server', () => {
  it('keeps what was typed on the step before the runtime, three reloads in a row, with Back and Forward as GETs', async () => {
    const context = await newContext(harness.browser, { viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const documents = documentsOf(page);
      const held = await openWithRuntimeHeld(page, `${harness.site.url}/request`);
      await postFirstStep(page);
      // The page's first script posted the step: the server answers with the step at once (no redirect), and the page
      // puts the step's own address back as its first script runs (which may be just after the step shows), so a reload
      // is a GET of it, never the post again.
      expect(documents).toEqual(['GET /request', 'POST /api/forms/request/submissions']);
      await expect.poll(() => new URL(page.url()).search).toBe('?_step=2');

      // Typed before the runtime is live (held), then reloaded at once, three times: the step and every key come back.
      await page.getByLabel('First name').fill('Ada');
      await page.getByLabel('Company name').fill('Kept Ltd');
      for (let i = 0; i < 3; i += 1) {
        await page.reload({ waitUntil: 'load' });
        await shows(page, 2);
        await waitForPageScript(page);
        expect(await page.getByLabel('First name').inputValue()).toBe('Ada');
        expect(await page.getByLabel('Company name').inputValue()).toBe('Kept Ltd');
      }
      expect(documents.filter((d) => d.startsWith('POST'))).toHaveLength(1);
      expect(documents.slice(2)).toEqual(['GET /request?_step=2', 'GET /request?_step=2', 'GET /request?_step=2']);
      expect(await page.locator('[data-form-ready]').count()).toBe(0);

      // Back: the first step with its answer; Forward: the second with what was typed. Both are GETs.
      await page.goBack({ waitUntil: 'load' });
      await shows(page, 1);
      expect(await page.getByRole('radio', { name: trades[TRADE].label }).isChecked()).toBe(true);
      await page.goForward({ waitUntil: 'load' });
      await shows(page, 2);
      await waitForPageScript(page);
      expect(await page.getByLabel('First name').inputValue()).toBe('Ada');
      expect(documents.filter((d) => d.startsWith('POST'))).toHaveLength(1);

      // The runtime comes: it takes the step and what was typed, keeps them itself, and the server's cookie goes.
      held.release();
      await startForm(page);
      await page.getByLabel('Company name').fill('Kept Ltd 2');
      await expect.poll(() => draftCookies(context)).toEqual([]);
      await page.reload({ waitUntil: 'load' });
      await waitForStep(page, 2);
      expect(await page.getByLabel('First name').inputValue()).toBe('Ada');
      expect(await page.getByLabel('Company name').inputValue()).toBe('Kept Ltd 2');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('/contact: a name and a message typed before the runtime come back after reloads, and not once they are sent', async () => {
    const context = await newContext(harness.browser, { viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      await openWithRuntimeHeld(page, `${harness.site.url}/contact`);
      const name = page.getByRole('textbox', { name: /^Name/ });
      const message = page.getByRole('textbox', { name: /^Message/ });
      await name.fill('Sam Smith');
      await message.fill('Line one\nLine two');
      for (let i = 0; i < 2; i += 1) {
        await page.reload({ waitUntil: 'load' });
        await waitForPageScript(page);
        expect(await name.inputValue()).toBe('Sam Smith');
        expect(await message.inputValue()).toBe('Line one\nLine two');
      }
      await page.getByRole('textbox', { name: /^Email/ }).fill('sam@example.co.uk');
      await page.getByRole('textbox', { name: /^Subject/ }).fill('A website');
      await page.getByRole('button', { name: /^Send/ }).click();
      await page.waitForURL((url) => url.searchParams.has('_sent'));
      await waitForPageScript(page);
      await page.reload({ waitUntil: 'load' });
      await waitForPageScript(page);
      expect(await message.inputValue()).toBe('');
    } finally {
      await context.close();
    }
  });

  it('without JavaScript: a reload, Back and Forward after a posted step show the same step with its answers', async () => {
    const context = await newContext(harness.browser, { javaScriptEnabled: false, viewport: { width: 1024, height: 900 } });
    const other = await newContext(harness.browser, { javaScriptEnabled: false, viewport: { width: 1024, height: 900 } });
    try {
      const page = await context.newPage();
      const documents = documentsOf(page);
      await page.goto(`${harness.site.url}/request`, { waitUntil: 'load' });
      await postFirstStep(page);
      await page.getByLabel('First name').fill('Robin');
      await page.getByLabel('Company name').fill('No Script Ltd');
      await page.getByLabel('Company email').fill('robin@noscript.example.co.uk');
      await page.getByLabel('Phone number').fill('07700 900123');
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await shows(page, 3);
      expect(new URL(page.url()).search).toBe('?_step=3');
      for (let i = 0; i < 3; i += 1) {
        await page.reload({ waitUntil: 'load' });
        await shows(page, 3);
      }
      await page.goBack({ waitUntil: 'load' });
      await shows(page, 2);
      expect(await page.getByLabel('Company name').inputValue()).toBe('No Script Ltd');
      await page.goForward({ waitUntil: 'load' });
      await shows(page, 3);
      expect(documents.filter((d) => d.startsWith('POST'))).toHaveLength(2);

      // Another browser at the same address has a draft of its own: nothing of this one.
      const stranger = await other.newPage();
      await stranger.goto(`${harness.site.url}/request?_step=2`, { waitUntil: 'load' });
      await shows(stranger, 1);
      expect(await stranger.locator('input[name="_draft"], #form-state').count()).toBe(0);
    } finally {
      await other.close();
      await context.close();
    }
  }, 120_000);
});
