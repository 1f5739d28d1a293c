import { describe, expect, it } from 'vitest';
import { useSiteAndBrowser } from './support/harness';
import { gotoLive, newContext } from './support/browser';
import { answeredDraft, seedDraft } from './support/drafts';
import { continueStep, fillFromStep2, waitForStep } from './support/request-form';

/**
 * "Check your answers" (README "Forms"), on a phone-sized page: every answer by step with Change buttons that
 * return to the step and back, then Submit; the confirmation shows the reference, what was sent and what next.
 */
const harness = useSiteAndBrowser();
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

describe('check your answers before Submit', () => {
  it('lists the company name and postcode with Change buttons that work, then sends and confirms with the reference', async () => {
    // The steps are walked by the request form's tests: here the customer comes back to the last step, all answered.
    const context = await newContext(harness.browser, PHONE);
    await seedDraft(context, 'request', 10, answeredDraft({
      trade: 'plumber',
      basics: { firstName: 'Ash', companyName: 'Check Plumbing', email: 'ash@example.co.uk', phone: '01134960123' },
      address: { street: '3 High Street', town: 'Leeds', county: 'West Yorkshire', postcode: 'LS1 4AP' },
      agreed: true,
    }));
    const page = await context.newPage();
    await gotoLive(page, `${harness.site.url}/request?trade=plumber&customerNumber=TS-2101`);
    await waitForStep(page, 10);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    const check = page.locator('[data-check-answers]');
    await check.waitFor();
    expect(await check.getByRole('heading', { name: 'Check your answers' }).count()).toBe(1);
    const business = check.locator('[data-check-step="business"]');
    expect(await business.innerText()).toContain('Check Plumbing');
    expect(await business.innerText()).toContain('113 496 0123');
    expect(await check.locator('[data-check-step="address"]').innerText()).toContain('LS1 4AP');
    expect(await check.locator('[data-check-step="start"]').innerText()).toContain('Plumber');

    // Change returns to the step; Continue there comes straight back.
    await check.getByRole('button', { name: 'Change your answers to Business Information' }).click();
    await waitForStep(page, 2);
    await page.getByLabel('Company name').fill('Checked Plumbing');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await check.waitFor();
    expect(await check.locator('[data-check-step="business"]').innerText()).toContain('Checked Plumbing');

    // The browser's Back from the check page shows the step it came from; Forward the check page again.
    await page.goBack();
    await waitForStep(page, 2);
    await page.goForward();
    await check.waitFor();

    // A reload keeps the check page.
    await page.reload({ waitUntil: 'load' });
    await check.waitFor({ timeout: 30_000 });

    await check.getByRole('button', { name: 'Submit Request', exact: true }).click();
    const confirmation = page.locator('[data-confirmation]');
    await confirmation.waitFor({ timeout: 20_000 });
    expect(await confirmation.locator('[data-reference]').innerText()).toContain('TS-2101');
    const sent = await confirmation.locator('[data-sent-answers]').innerText();
    expect(sent).toContain('Checked Plumbing');
    expect(sent).toContain('LS1 4AP');
    expect(await confirmation.getByRole('heading', { name: 'What happens next' }).count()).toBe(1);
    expect(await confirmation.getByRole('button', { name: /^Change/ }).count()).toBe(0);
    await context.close();
  });

  it('a new customer without a reference is shown the reference the submission was sent under', async () => {
    const context = await newContext(harness.browser, PHONE);
    await seedDraft(context, 'request', 10, answeredDraft({
      trade: 'roofer',
      basics: { firstName: 'Bo', companyName: 'New Roofing', email: 'bo@example.co.uk', phone: '07700900777' },
      address: { street: '4 Low Street', town: 'York', county: 'North Yorkshire', postcode: 'YO1 7HH' },
      agreed: true,
    }));
    const page = await context.newPage();
    await gotoLive(page, `${harness.site.url}/request?trade=roofer`);
    await waitForStep(page, 10);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.locator('[data-check-answers]').getByRole('button', { name: 'Submit Request', exact: true }).click();
    const reference = page.locator('[data-confirmation] [data-reference]');
    await reference.waitFor({ timeout: 20_000 });
    const shown = (await reference.innerText()).trim();
    expect(shown).toMatch(/^Your reference number: \S+$/);
    // Reloaded three times, untouched: the confirmation comes back by itself, and the first frame the page paints
    // shows "Restoring your answers…", never the empty first step: recorded in the first frame's animation callback,
    // which runs once the page is parsed (its first paint waits for that). On the first reload the page's first
    // script (a module, run after parsing) is held until then, as on a phone whose processor is slow, so only what
    // runs before the first paint (the inline mark of sent-entry-script.ts) can show it.
    await context.addInitScript(() =>
      requestAnimationFrame(() => {
        const restoring = document.querySelector('[data-restoring]');
        document.documentElement.dataset.restoringShown = String(Boolean(restoring && getComputedStyle(restoring).display !== 'none'));
        document.documentElement.dataset.stepShown = String(Boolean(document.querySelector('[data-step]')?.getClientRects().length));
      }),
    );
    const firstFrame = () => page.evaluate(() => [document.documentElement.dataset.restoringShown, document.documentElement.dataset.stepShown]);
    for (let i = 0; i < 3; i += 1) {
      if (i === 0) {
        let release = () => {};
        const released = new Promise<void>((resolve) => (release = resolve));
        await page.route(/\/assets\/page-[\w-]+\.js$/, async (route) => {
          await released;
          await route.continue();
        });
        await page.reload({ waitUntil: 'commit' });
        await page.waitForFunction(() => document.documentElement.dataset.restoringShown !== undefined);
        expect(await firstFrame()).toEqual(['true', 'false']);
        release();
        await page.unrouteAll({ behavior: 'wait' });
      } else {
        await page.reload({ waitUntil: 'load' });
        expect(await firstFrame()).toEqual(['true', 'false']);
      }
      await reference.waitFor({ timeout: 20_000 });
      expect((await reference.innerText()).trim()).toBe(shown);
    }
    await context.close();
  });

  it('/form (the business form) has it too: kept over three reloads and in a second tab, with Change links, then sends', async () => {
    const context = await newContext(harness.browser, PHONE);
    const page = await context.newPage();
    await gotoLive(page, `${harness.site.url}/form?trade=plumber&customerNumber=TS-2102`);
    await continueStep(page);
    await fillFromStep2(page, {
      firstName: 'Cy', companyName: 'Form Check Plumbing', email: 'cy@example.co.uk', phone: '07700 900778',
      area: 'Hull', street: '5 Dock Street', town: 'Hull', county: 'East Yorkshire', postcode: 'HU1 1AA',
    });
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    const check = page.locator('[data-check-answers]');
    await check.waitFor();
    expect(await check.locator('[data-check-step="business"]').innerText()).toContain('Form Check Plumbing');
    expect(await check.locator('[data-check-step="address"]').innerText()).toContain('HU1 1AA');
    for (let i = 0; i < 3; i += 1) {
      await page.reload({ waitUntil: 'load' });
      await check.waitFor({ timeout: 30_000 });
      expect(await check.locator('[data-check-step="address"]').innerText()).toContain('HU1 1AA');
    }
    const second = await context.newPage();
    await gotoLive(second, `${harness.site.url}/form?trade=plumber&customerNumber=TS-2102`);
    await second.locator('[data-check-answers]').waitFor({ timeout: 30_000 });
    expect(await second.locator('[data-check-step="business"]').innerText()).toContain('Form Check Plumbing');
    await second.close();

    await check.getByRole('button', { name: 'Change your answers to Business Address and Registration' }).click();
    await waitForStep(page, 9);
    await page.getByLabel('Post code').fill('HU2 8AA');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await check.waitFor();
    expect(await check.locator('[data-check-step="address"]').innerText()).toContain('HU2 8AA');
    await check.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByRole('heading', { name: /Thank You/ }).first().waitFor({ timeout: 20_000 });
    await context.close();
  });
});
