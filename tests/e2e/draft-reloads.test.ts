import { describe, expect, it, vi } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { useSiteAndBrowser } from './support/harness';
import { newContext, nextFrame, startForm } from './support/browser';
import { continueStep, toastTexts, waitForStep } from './support/request-form';

/**
 * Drafts that cannot be overwritten (README "Forms"): on a phone-sized page, reloading again and again, or
 * opening the same link in a second tab, keeps the step and every answer, on screen and in the saved draft.
 */
const harness = useSiteAndBrowser();
const { site } = (await import('../../src/generated/config')) as typeof import('../../src/generated/config');

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** The saved draft of a form as it is in `localStorage` (the synchronous copy a reload reads). */
async function savedDraft(page: Page, formId: string): Promise<{ step: number; data: Record<string, unknown> } | null> {
  return page.evaluate((key) => {
    const text = window.localStorage.getItem(key);
    return text ? (JSON.parse(text) as { step: number; data: Record<string, unknown> }) : null;
  }, `tradesites:draft:${formId}`);
}

/** Reloads with no pause and waits for the live form. */
async function reloadNow(page: Page): Promise<void> {
  await page.reload({ waitUntil: 'load' });
  await startForm(page, 30_000);
}

/** Opens `path` in a new tab of `context` and waits for the live form. */
async function openTab(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${harness.site.url}${path}`, { waitUntil: 'load' });
  await startForm(page, 30_000);
  return page;
}

/** Fills step 2 (business information) of the request and home forms. */
async function fillStep2(page: Page, company: string) {
  await page.getByLabel('First name').fill('Kit');
  await page.getByLabel('Company name').fill(company);
  await page.getByLabel('Company email').fill('kit@example.co.uk');
  await page.getByLabel('Phone number').fill('07700 900321');
  await page.getByLabel('Phone number').blur();
}

/** Checks the screen and the saved draft: step `n` shown and saved, with the trade and company name. */
async function expectKept(page: Page, formId: string, n: number, trade: string, company: string) {
  await waitForStep(page, n);
  await vi.waitFor(async () => {
    const draft = await savedDraft(page, formId);
    expect(draft?.step).toBe(n - 1);
    expect(draft?.data.tradeType).toBe(trade);
    expect((draft?.data.businessBasics as Record<string, unknown> | undefined)?.companyName).toBe(company);
  }, { timeout: 5000, interval: 100 });
  // The draft stays as it is once the form is live: nothing written on opening replaces it.
  await nextFrame(page);
  const draft = await savedDraft(page, formId);
  expect(draft?.step).toBe(n - 1);
  expect(draft?.data.tradeType).toBe(trade);
}

async function backToStep2(page: Page, from: number, company: string) {
  for (let step = from; step > 2; step -= 1) {
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await waitForStep(page, step - 1);
  }
  expect(await page.getByLabel('Company name').inputValue()).toBe(company);
}

describe('drafts over repeated reloads and a second tab, on a phone', () => {
  it('/request?trade=roofer at step 4: three reloads in a row and the same link in a second tab keep the step and every answer', async () => {
    const context = await newContext(harness.browser, PHONE);
    const page = await openTab(context, '/request?trade=roofer');
    await continueStep(page);
    await fillStep2(page, 'Three Reloads Roofing');
    await continueStep(page);
    await continueStep(page);
    await expectKept(page, 'request', 4, 'roofer', 'Three Reloads Roofing');
    for (let i = 0; i < 3; i += 1) {
      await reloadNow(page);
      await expectKept(page, 'request', 4, 'roofer', 'Three Reloads Roofing');
    }
    const second = await openTab(context, '/request?trade=roofer');
    await expectKept(second, 'request', 4, 'roofer', 'Three Reloads Roofing');
    await second.close();
    await reloadNow(page);
    await expectKept(page, 'request', 4, 'roofer', 'Three Reloads Roofing');
    await backToStep2(page, 4, 'Three Reloads Roofing');
    await context.close();
  });

  it('/form at step 3: three reloads in a row and a second tab keep the step and every answer', async () => {
    const context = await newContext(harness.browser, PHONE);
    const page = await openTab(context, '/form?trade=plumber');
    await continueStep(page);
    await fillStep2(page, 'Three Reloads Plumbing');
    await continueStep(page);
    await expectKept(page, 'business', 3, 'plumber', 'Three Reloads Plumbing');
    for (let i = 0; i < 3; i += 1) {
      await reloadNow(page);
      await expectKept(page, 'business', 3, 'plumber', 'Three Reloads Plumbing');
    }
    const second = await openTab(context, '/form?trade=plumber');
    await expectKept(second, 'business', 3, 'plumber', 'Three Reloads Plumbing');
    await second.close();
    await reloadNow(page);
    await expectKept(page, 'business', 3, 'plumber', 'Three Reloads Plumbing');
    await backToStep2(page, 3, 'Three Reloads Plumbing');
    await context.close();
  });

  it('two tabs of one form never wipe each other: the newer edit wins and the other tab shows it and says so', async () => {
    const context = await newContext(harness.browser, PHONE);
    const a = await openTab(context, '/request?trade=builder');
    await continueStep(a);
    await fillStep2(a, 'Tab A Building');
    const b = await openTab(context, '/request?trade=builder');
    await waitForStep(b, 2);
    expect(await b.getByLabel('Company name').inputValue()).toBe('Tab A Building');

    await b.getByLabel('Company name').fill('Tab B Building');
    await vi.waitFor(async () => expect(await a.getByLabel('Company name').inputValue()).toBe('Tab B Building'), { timeout: 10_000, interval: 100 });
    await vi.waitFor(async () => expect(await toastTexts(a)).toContain(site.drafts!.otherTab!.title), { timeout: 5000, interval: 100 });

    // Tab A goes on from tab B's answers: its next edit keeps them.
    await a.getByLabel('First name').fill('Sam');
    await vi.waitFor(async () => expect(await b.getByLabel('First name').inputValue()).toBe('Sam'), { timeout: 10_000, interval: 100 });
    expect(await b.getByLabel('Company name').inputValue()).toBe('Tab B Building');
    await reloadNow(b);
    await waitForStep(b, 2);
    expect(await b.getByLabel('First name').inputValue()).toBe('Sam');
    expect(await b.getByLabel('Company name').inputValue()).toBe('Tab B Building');
    await context.close();
  });

  it('at 4x CPU and 1.6 Mbit/s, a reload at step 4 never paints "Step 1 of 10": it shows the restoring note, then step 4', async () => {
    const context = await newContext(harness.browser, PHONE);
    // Before every frame the page paints, the progress lines and restoring notes that are visible are written down.
    await context.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { paintedProgress: seen });
      const look = () => {
        for (const el of document.querySelectorAll('p, [data-restoring]')) {
          const text = el.textContent ?? '';
          if ((/^Step \d+ of \d+$/.test(text) || el.hasAttribute('data-restoring')) && (el as HTMLElement).checkVisibility()) {
            const shown = el.hasAttribute('data-restoring') ? 'restoring' : text;
            if (seen.at(-1) !== shown) seen.push(shown);
          }
        }
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    const page = await openTab(context, '/request?trade=roofer');
    await continueStep(page);
    await fillStep2(page, 'Slow Phone Roofing');
    await continueStep(page);
    await continueStep(page);
    await waitForStep(page, 4);

    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
    for (let i = 0; i < 2; i += 1) {
      await page.reload({ waitUntil: 'commit' });
      await startForm(page, 60_000);
      await waitForStep(page, 4);
      const painted = await page.evaluate(() => (window as unknown as { paintedProgress: string[] }).paintedProgress);
      expect(painted).toContain('restoring');
      expect(painted.filter((text) => text.startsWith('Step '))).toEqual(['Step 4 of 10']);
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await context.close();
  });
});
