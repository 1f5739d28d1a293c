import type { Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { form } from '../../src/generated/forms/request';
import { trades } from '../../src/generated/config';
import { newContext, startForm } from './support/browser';
import { useSiteAndBrowser } from './support/harness';
import { documentsOf, openWithRuntimeHeld } from './support/network';
import { continueStep, pngImage, submitFromLastStep, waitForDraft, waitForStep } from './support/request-form';
import { TEST_ADMIN_TOKEN } from './support/site';

/**
 * A submit made before the form runtime is live goes to the server, as a plain HTML form, and the page the server
 * answers with carries on with script: the answers, the files and the step are kept across the handover, reloads,
 * history and a second tab, and the submission is sent once. The runtime's entry is held by a route so the window
 * before it is live is as wide as on a slow phone.
 */
const harness = useSiteAndBrowser();

const TOTAL = form.steps.length;
const TRADE = (form.query?.trade?.lockable ?? [])[0];

/** True while the page's form is still the prerendered one (its runtime not live). */
const notLive = async (page: Page) => (await page.locator('[data-form-ready]').count()) === 0;

describe('a submit before the form runtime is live', () => {
  it('/request: steps posted before the runtime are drawn by the server, the runtime carries on from there, and Submit sends once', async () => {
    const ref = `SB-${Date.now().toString(36).toUpperCase()}`;
    const context = await newContext(harness.browser, { viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const documents = documentsOf(page);
      const held = await openWithRuntimeHeld(page, `${harness.site.url}/request?customerNumber=${ref}`);

      // Step 1: the trade ticked and Continue tapped before the runtime: the server draws step 2.
      await page.getByRole('radio', { name: trades[TRADE].label }).check();
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await page.getByText(`Step 2 of ${TOTAL}`).waitFor();
      expect(documents.filter((d) => d.startsWith('POST'))).toEqual(['POST /api/forms/request/submissions']);
      // The page's own address is back in the address bar once its first script has run.
      await page.waitForURL((url) => url.pathname === '/request');
      // The new step's heading has the focus, as after a Continue of the live form.
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(form.steps[1].title);

      // Step 2: typed and a logo chosen, still before the runtime: posted with the step, the logo received.
      expect(await notLive(page)).toBe(true);
      await page.getByLabel('First name').fill('Ada');
      await page.getByLabel('Company name').fill('Before Script Ltd');
      await page.getByLabel('Company email').fill('ada@before.example.co.uk');
      await page.getByLabel('Phone number').fill('07700 900456');
      await page.locator('input[type=file][name="logo"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: pngImage([200, 30, 30], 16) });
      expect(await notLive(page)).toBe(true);
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await page.getByText(`Step 3 of ${TOTAL}`).waitFor();
      expect(documents.filter((d) => d.startsWith('POST'))).toHaveLength(2);

      // Step 3: the runtime arrives, takes the page from the server's state, and carries on with script.
      held.release();
      await waitForStep(page, 3);
      const accreditation = trades[TRADE].accreditations[0];
      await page.getByRole('checkbox', { name: accreditation, exact: true }).check();
      const posted = documents.length;
      await continueStep(page);
      expect(documents).toHaveLength(posted);
      await waitForDraft(page, 'Before Script Ltd', accreditation);

      // Reloaded three times: step 4, with what the server and the script each took.
      for (let i = 0; i < 3; i += 1) {
        await page.reload({ waitUntil: 'load' });
        await waitForStep(page, 4);
      }
      expect(new URL(page.url()).pathname).toBe('/request');
      // Back and forward through the steps drawn by script.
      await page.goBack();
      await waitForStep(page, 3);
      expect(await page.getByRole('checkbox', { name: accreditation, exact: true }).isChecked()).toBe(true);
      await page.goForward();
      await waitForStep(page, 4);

      // A second tab opens the same draft.
      const second = await context.newPage();
      await second.goto(`${harness.site.url}/request?customerNumber=${ref}`, { waitUntil: 'load' });
      await waitForStep(second, 4);
      await second.close();

      // The answers posted before the runtime are still there (step 2), and the rest is filled with script. Back from
      // step 3 is the page the server drew step 2 on (the history's entry before the runtime's first), opened again.
      await page.getByRole('button', { name: 'Back', exact: true }).click();
      await waitForStep(page, 3);
      await page.getByRole('button', { name: 'Back', exact: true }).click();
      await waitForStep(page, 2);
      expect(documents.at(-1)).toBe(`GET /request?customerNumber=${ref}&_step=2`);
      expect(await page.getByLabel('Company name').inputValue()).toBe('Before Script Ltd');
      // The logo posted before the runtime is the server's: shown as received (once the step's picker has come),
      // never asked for again.
      await page.getByText('logo.png').first().waitFor();
      expect(await page.locator('[data-missing-file]').count()).toBe(0);
      // Its thumbnail shows the picture the server keeps, as this device has none of its bytes.
      const thumbnail = page.getByRole('img', { name: /logo\.png/ });
      await vi.waitFor(async () => expect(await thumbnail.evaluateAll((images) => images.map((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0))).toEqual([true]), { timeout: 10_000 });
      for (let step = 2; step < 7; step += 1) await continueStep(page);
      const area = page.getByRole('textbox', { name: /area/i }).first();
      await area.fill('Leeds');
      await area.press('Enter');
      await continueStep(page);
      await continueStep(page);
      await page.getByLabel('Street address').fill('1 High Street');
      await page.getByLabel('Town').fill('Leeds');
      await page.getByLabel('County').fill('West Yorkshire');
      await page.getByLabel('Post code').fill('LS1 1AA');
      await page.getByLabel('Post code').blur();
      await continueStep(page);
      await page.getByRole('checkbox', { name: /I agree to the/ }).check();
      await submitFromLastStep(page, form.buttons.submit);
      await page.getByText('Thank you, Ada!').waitFor({ timeout: 30_000 });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }

    // One submission, naming the logo posted before the runtime, stored for this customer.
    const customer = (await (await fetch(`${harness.site.url}/api/customers/${ref}`, { headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` } })).json()) as { submissions: unknown[]; files: { key: string; state: string }[] };
    expect(customer.submissions).toHaveLength(1);
    const calls = (await harness.site.submissions()).filter((c) => c.customerRef === ref);
    const main = calls.find((c) => c.hook === form.submit!.send!.hook)!;
    expect(main.payload).toMatchObject({ businessBasics: { companyName: 'Before Script Ltd', firstName: 'Ada' } });
    expect(String(main.payload.logoUrl)).toMatch(new RegExp(`^${ref}/logo/`));
    expect(customer.files.find((f) => f.key === main.payload.logoUrl)?.state).toBe('stored');
  }, 240_000);

  it('/contact: a wrong e-mail sent before the runtime comes back with the summary and "Error: " in the title, kept once the page is live', async () => {
    const { page: contactPage } = (await import('../../src/generated/pages/contact')) as { page: { title: string } };
    const context = await newContext(harness.browser, { viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const held = await openWithRuntimeHeld(page, `${harness.site.url}/contact`);
      await page.getByRole('textbox', { name: /^Name/ }).fill('Sam Smith');
      await page.getByRole('textbox', { name: /^Email/ }).fill('not-an-email');
      await page.getByRole('textbox', { name: /^Subject/ }).fill('New website');
      await page.getByRole('textbox', { name: /^Message/ }).fill('Please call me about a website.');
      await page.getByRole('button', { name: /^Send/ }).click();
      await page.locator('[data-error-summary]').waitFor();
      expect(await page.title()).toBe(`Error: ${contactPage.title}`);
      // The runtime takes the page over: the problems and the title stay until the customer sends again.
      held.release();
      await startForm(page);
      expect(await page.locator('[data-error-summary]').count()).toBe(1);
      expect(await page.title()).toBe(`Error: ${contactPage.title}`);
      expect(await page.getByRole('textbox', { name: /^Subject/ }).inputValue()).toBe('New website');
      await page.getByRole('textbox', { name: /^Email/ }).fill('sam@example.co.uk');
      await page.getByRole('button', { name: /^Send/ }).click();
      await page.getByText('Message sent!').first().waitFor();
      await expect.poll(() => page.title()).toBe(contactPage.title);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
