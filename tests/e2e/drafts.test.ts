import { describe, expect, it, vi } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { useSiteAndBrowser } from './support/harness';
import { newContext, nextFrame, startForm } from './support/browser';
import { answeredDraft, seedDraft, type DraftData } from './support/drafts';
import { continueStep, fillFromStep, stepNumber, submitFromLastStep, toastTexts, waitForFormDraft, waitForStep } from './support/request-form';

/**
 * Drafts that lose nothing (README "Forms"): every form keeps its answers and step over a reload with no pause
 * at all, a closed tab and a failed submission; a successful one clears them.
 */
const harness = useSiteAndBrowser();
const { site } = (await import('../../src/generated/config')) as typeof import('../../src/generated/config');

/** Waits for a toast holding every text. */
async function expectToast(page: Page, ...parts: string[]) {
  await vi.waitFor(async () => {
    const text = await toastTexts(page);
    for (const part of parts) expect(text).toContain(part);
  }, { timeout: 10_000, interval: 100 });
}

const CONTACT_READY = 'textarea:not([aria-hidden])';
const box = (page: Page, name: RegExp | string) => page.getByRole('textbox', typeof name === 'string' ? { name, exact: true } : { name });

/** A fresh browser context (empty storage, or `draft` saved on its step) and a page in it at `path`, waiting for `ready`. */
async function openIn(path: string, ready: string, init?: () => void, draft?: { step: number; data: DraftData }) {
  const context = await newContext(harness.browser, { viewport: { width: 1280, height: 900 } });
  if (init) await context.addInitScript(init);
  if (draft) await seedDraft(context, 'request', draft.step, draft.data);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${harness.site.url}${path}`, { waitUntil: 'load' });
  await page.locator(ready).first().waitFor({ timeout: 20_000 });
  await startForm(page, 20_000);
  return { context, page, errors };
}

/** Reloads at once, with no wait for anything to settle, and waits for the form to be drawn again. */
async function reloadNow(page: Page, ready: string) {
  await page.reload({ waitUntil: 'load' });
  await page.locator(ready).first().waitFor({ timeout: 20_000 });
  await startForm(page, 20_000);
}

/** Closes the tab and opens the same address in a new one, as a customer coming back later. */
async function reopen(context: BrowserContext, page: Page, ready: string): Promise<Page> {
  const url = page.url();
  await page.close();
  const next = await context.newPage();
  await next.goto(url, { waitUntil: 'load' });
  await next.locator(ready).first().waitFor({ timeout: 20_000 });
  await startForm(next, 20_000);
  return next;
}

async function fillContact(page: Page, message: string) {
  await box(page, /^Name/).fill('Ada Lovelace');
  await box(page, /^Email/).fill('ada@example.co.uk');
  await box(page, /^Subject/).fill('A website for my business');
  await box(page, /^Message/).fill(message);
}

async function expectContact(page: Page, message: string) {
  await vi.waitFor(async () => expect(await box(page, /^Message/).inputValue()).toBe(message), { timeout: 5000 });
  expect(await box(page, /^Name/).inputValue()).toBe('Ada Lovelace');
  expect(await box(page, /^Email/).inputValue()).toBe('ada@example.co.uk');
  expect(await box(page, /^Subject/).inputValue()).toBe('A website for my business');
}

describe('/contact (one step)', () => {
  it('keeps every answer over a reload right after typing, a closed tab and a failed send; a sent message clears them', async () => {
    const { context, page, errors } = await openIn('/contact', CONTACT_READY);
    await fillContact(page, 'Please call me on Monday.');
    await reloadNow(page, CONTACT_READY);
    await expectContact(page, 'Please call me on Monday.');

    // One more key press, then the tab is closed at once.
    await box(page, /^Message/).press('End');
    await box(page, /^Message/).press('!');
    let tab = await reopen(context, page, CONTACT_READY);
    await expectContact(tab, 'Please call me on Monday.!');

    await tab.route('**/api/forms/contact/submissions', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"down"}' }));
    await tab.getByRole('button', { name: 'Send Message', exact: true }).click();
    await expectToast(tab, 'Error', 'Failed to send your message. Please try again later.');
    await reloadNow(tab, CONTACT_READY);
    await expectContact(tab, 'Please call me on Monday.!');

    await tab.unroute('**/api/forms/contact/submissions');
    await tab.getByRole('button', { name: 'Send Message', exact: true }).click();
    await expectToast(tab, 'Message sent!', "Thank you for contacting us. We'll get back to you shortly.");
    await vi.waitFor(async () => expect(await box(tab, /^Name/).inputValue()).toBe(''), { timeout: 5000 });
    tab = await reopen(context, tab, CONTACT_READY);
    expect(await box(tab, /^Message/).inputValue()).toBe('');
    expect(await box(tab, /^Name/).inputValue()).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the answers when the customer follows a link away and comes back in the same visit', async () => {
    const { context, page } = await openIn('/contact', CONTACT_READY);
    await fillContact(page, 'Back again.');
    await page.getByRole('navigation').getByRole('link', { name: 'Pricing' }).first().click();
    await page.waitForURL('**/pricing');
    await page.goBack();
    await page.locator(CONTACT_READY).first().waitFor({ timeout: 20_000 });
    await expectContact(page, 'Back again.');
    await context.close();
  });
});

describe('/comments-form (one step, sections)', () => {
  const READY = '[data-collapsible]';
  it('keeps the comments over a reload right after typing and after a failed send, with their sections open', async () => {
    const { context, page } = await openIn('/comments-form?customerNumber=TS-7', READY);
    await page.getByRole('button', { name: 'Footer', exact: true }).click();
    await box(page, 'Footer').fill('Add our VAT number.');
    await reloadNow(page, READY);
    await vi.waitFor(async () => expect(await box(page, 'Footer').inputValue()).toBe('Add our VAT number.'), { timeout: 5000 });

    await page.route('**/api/forms/feedback/submissions', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Services', exact: true }).click();
    await box(page, 'Services').fill('List boiler servicing first.');
    await page.getByRole('button', { name: 'Submit Comments', exact: true }).click();
    await expectToast(page, 'Error', 'There was a problem submitting your comments. Please try again.');
    await reloadNow(page, READY);
    await vi.waitFor(async () => expect(await box(page, 'Services').inputValue()).toBe('List boiler servicing first.'), { timeout: 5000 });
    expect(await box(page, 'Footer').inputValue()).toBe('Add our VAT number.');
    await context.close();
  });
});

describe('/request (ten steps)', () => {
  const READY = 'text=/^Step \\d+ of \\d+$/';
  it('keeps the answers and the step over a reload right after typing and right after Continue', async () => {
    const { context, page } = await openIn('/request?trade=plumber', READY);
    await continueStep(page);
    await page.getByLabel('First name').fill('Robin');
    await page.getByLabel('Company name').fill('Quick Reload Plumbing');
    await reloadNow(page, READY);
    expect(await stepNumber(page)).toBe(2);
    expect(await page.getByLabel('First name').inputValue()).toBe('Robin');
    expect(await page.getByLabel('Company name').inputValue()).toBe('Quick Reload Plumbing');

    await page.getByLabel('Company email').fill('robin@example.co.uk');
    await page.getByLabel('Phone number').fill('07700 900123');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await waitForStep(page, 3);
    await reloadNow(page, READY);
    await waitForStep(page, 3);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await waitForStep(page, 2);
    expect(await page.getByLabel('Company email').inputValue()).toBe('robin@example.co.uk');
    expect(await page.getByLabel('Company name').inputValue()).toBe('Quick Reload Plumbing');

    // Closing the tab right after Continue keeps the new step too.
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await waitForStep(page, 3);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await waitForStep(page, 4);
    const tab = await reopen(context, page, READY);
    await waitForStep(tab, 4);
    await context.close();
  });

  it('keeps every answer and the last step over a reload after a failed submission', async () => {
    // Steps 1 to 8 are walked by the request form's tests: Kit answered them and comes back to step 9, then types
    // the address and agrees the terms, which the reload must keep (they are not in the saved draft Kit came back to).
    const { businessAddress: _typedBelow, ...answered } = answeredDraft({ trade: 'roofer', basics: { firstName: 'Kit', companyName: 'Failed Send Roofing', email: 'kit@example.co.uk', phone: '07700900321' } });
    const { context, page } = await openIn('/request?trade=roofer', READY, undefined, { step: 9, data: { ...answered, serviceLocations: ['York'] } });
    await fillFromStep(page, 9, {
      firstName: 'Kit', companyName: 'Failed Send Roofing', email: 'kit@example.co.uk', phone: '07700 900321',
      area: 'York', street: '2 Low Street', town: 'York', county: 'North Yorkshire', postcode: 'YO1 7HH',
    });
    await page.route('**/api/forms/*/submissions', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"down"}' }));
    await submitFromLastStep(page, 'Submit Request');
    await expectToast(page, 'Error', 'There was a problem submitting your information. Please try again.');
    // The reload shows the check page again, every answer on it; Back goes to step 10, terms still agreed.
    await page.reload({ waitUntil: 'load' });
    await page.locator('[data-check-answers]').waitFor({ timeout: 20_000 });
    expect(await page.locator('[data-check-answers]').innerText()).toContain('Failed Send Roofing');
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await waitForStep(page, 10);
    expect(await page.getByRole('checkbox', { name: /I agree to the/ }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await waitForStep(page, 9);
    expect(await page.getByLabel('Street address').inputValue()).toBe('2 Low Street');
    await context.close();
  });
});

describe('when this device cannot keep anything', () => {
  it('says so once, and the form still works', async () => {
    const blockStorage = () => {
      Object.defineProperty(window, 'localStorage', { get: () => { throw new DOMException('Storage is disabled.', 'SecurityError'); } });
      Object.defineProperty(window, 'indexedDB', { get: () => undefined });
    };
    const { context, page, errors } = await openIn('/contact', CONTACT_READY, blockStorage);
    await box(page, /^Name/).fill('Ada Lovelace');
    const text = site.drafts!.notKept!;
    await expectToast(page, text.title, text.description);
    await box(page, /^Name/).fill('Ada L');
    await nextFrame(page);
    expect((await toastTexts(page)).split(text.title).length - 1).toBe(1);
    await fillContact(page, 'Sent without any storage.');
    await page.getByRole('button', { name: 'Send Message', exact: true }).click();
    await expectToast(page, 'Message sent!');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('with only Web Storage refused (full), answers still reach IndexedDB and come back, with no warning', async () => {
    const fullStorage = () => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    };
    const { context, page, errors } = await openIn('/contact', CONTACT_READY, fullStorage);
    await fillContact(page, 'Kept in IndexedDB.');
    await waitForFormDraft(page, 'contact', 'Kept in IndexedDB.');
    await reloadNow(page, CONTACT_READY);
    await expectContact(page, 'Kept in IndexedDB.');
    expect(await toastTexts(page)).not.toContain(site.drafts!.notKept!.title);
    expect(errors).toEqual([]);
    await context.close();
  });
});
