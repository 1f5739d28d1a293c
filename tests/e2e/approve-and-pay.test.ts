import { describe, expect, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, startForm } from './support/browser';
import { useSiteAndBrowser } from './support/harness';
import { keepPreviewBuilding } from './support/network';
import { CHECK_PAGE, waitForCheckPage } from './support/check-page';
import { answeredDraft, seedDraft, type DraftData } from './support/drafts';
import { submitFromLastStep } from './support/request-form';
import { TEST_ADMIN_TOKEN } from './support/site';

/**
 * From the builder's preview to payment (issue 22.3): Approve & Pay opens the domain choice with names made from the
 * business name and main area, carrying the customer's reference; the choice opens the payment link of site.yaml
 * with the reference as ?client_reference_id=; a customer who owns a domain gets the nameserver instructions. Back
 * from the preview and Forward again show the same preview without a second submission.
 */
const harness = useSiteAndBrowser();

/**
 * Every answer of the business form as Jo leaves them on "Check your answers" (the steps are walked by the builder
 * tests): Skyline Roofing Ltd, roofer or the form's first trade, working in Harrogate, with `extra` over them.
 */
const answers = (trade: string, extra: DraftData = {}): DraftData => ({
  ...answeredDraft({
    trade,
    basics: { firstName: 'Jo', companyName: 'Skyline Roofing Ltd', email: 'jo@skyline.co.uk', phone: '07700900321' },
    address: { street: '2 Low Lane', town: 'Harrogate', county: 'North Yorkshire', postcode: 'HG1 1AA' },
    agreed: true,
  }),
  serviceLocations: ['Harrogate'],
  ...extra,
});

/** One customer as the admin API shows them: submissions and journey. */
async function customer(ref: string): Promise<{ submissions: { form: string }[]; journey: { event: string }[] }> {
  const res = await fetch(`${harness.site.url}/api/customers/${encodeURIComponent(ref)}`, { headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` } });
  expect(res.status).toBe(200);
  return (await res.json()) as { submissions: { form: string }[]; journey: { event: string }[] };
}

/** Sends the business form of /builder from "Check your answers" with `draft`, and waits for the preview. */
async function submitBuilder(page: Page, query: string, draft: DraftData) {
  await seedDraft(page.context(), 'business', CHECK_PAGE, draft);
  await page.goto(`${harness.site.url}/builder${query}`, { waitUntil: 'load' });
  await waitForCheckPage(page);
  await keepPreviewBuilding(page);
  await submitFromLastStep(page, 'Submit');
  await page.getByRole('heading', { name: 'Your Website Preview' }).waitFor({ timeout: 15_000 });
}

describe('Approve & Pay', () => {
  it('keeps the preview over Back and Forward, offers domain names, and opens the payment link with the reference', async () => {
    const ref = 'PAY-1';
    const { page, close, errors } = await openPage(harness.browser, 1280, 900);
    // The payment page of site.yaml (a Stripe Payment Link), answered here instead of by Stripe.
    const paid: string[] = [];
    await page.route('https://buy.stripe.com/**', (route) => {
      paid.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Pay</title><h1>Payment</h1>' });
    });
    // The history's entry as the preview first shows (a Back tapped at that moment goes back from it).
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (![...document.querySelectorAll('h1, h2, h3')].some((h) => h.textContent === 'Your Website Preview')) return;
        observer.disconnect();
        (window as unknown as { shownOn: unknown }).shownOn = (history.state as { usr?: { formStep?: unknown } } | null)?.usr?.formStep ?? null;
      }).observe(document, { childList: true, subtree: true });
    });
    await submitBuilder(page, `?customerNumber=${ref}&trade=roofer`, answers('roofer'));
    expect((await customer(ref)).submissions).toHaveLength(1);
    // The preview has its entry from the moment it shows: the same entry as once everything has settled.
    const settled = await page.evaluate(() => (history.state as { usr?: { formStep?: unknown } } | null)?.usr?.formStep);
    expect(await page.evaluate(() => (window as unknown as { shownOn: unknown }).shownOn)).toEqual(settled);

    // Back: the form's check page with the answers; Forward: the same preview, nothing sent again.
    await page.goBack();
    await page.locator('[data-check-answers]').waitFor();
    expect(await page.locator('[data-check-step="business"]').innerText()).toContain('Skyline Roofing');
    await page.goForward();
    await page.getByRole('heading', { name: 'Your Website Preview' }).waitFor({ timeout: 5000 });
    expect(await page.locator('[data-preview-of="roofer"]').innerText()).toContain('Skyline Roofing');
    // Back to Form is the same Back, and Forward again the same preview.
    await page.getByRole('button', { name: 'Back to Form' }).click();
    await page.locator('[data-check-answers]').waitFor();
    await page.goForward();
    await page.getByRole('heading', { name: 'Your Website Preview' }).waitFor({ timeout: 5000 });
    // A reload of the preview shows the preview, and Back from there the form.
    await page.reload();
    await page.getByRole('heading', { name: 'Your Website Preview' }).waitFor({ timeout: 5000 });
    expect((await customer(ref)).submissions).toHaveLength(1);

    await page.getByRole('button', { name: 'Approve & Pay' }).click();
    await page.waitForURL((url) => url.pathname === '/domain-selection');
    const link = new URL(page.url()).searchParams;
    expect(link.get('customerNumber')).toBe(ref);
    expect([1, 2, 3, 4, 5, 6].map((i) => link.get(`domain${i}`))).toEqual([
      'skylineroofing.co.uk', 'skylineroofing.com', 'skylineroofingharrogate.co.uk', 'skylineroofingharrogate.com',
      'skylineroofing-harrogate.co.uk', 'skylineroofing-harrogate.com',
    ]);
    await page.getByText('Your reference number: PAY-1').waitFor();
    await startForm(page);
    await page.locator('label', { hasText: 'skylineroofingharrogate.co.uk' }).click();
    await page.getByRole('button', { name: 'Confirm Selection' }).click();
    await page.waitForURL((url) => url.hostname === 'buy.stripe.com', { timeout: 10_000 });
    const payment = new URL(page.url());
    expect(payment.origin + payment.pathname).toBe('https://buy.stripe.com/tradesites-website');
    expect(payment.searchParams.get('client_reference_id')).toBe(ref);
    expect(paid).toHaveLength(1);

    // The journey: submitted, approved, domain chosen; still one submission of the business form.
    await vi.waitFor(async () => expect((await customer(ref)).journey.map((e) => e.event)).toEqual(['submitted', 'approved', 'domain-chosen']), { timeout: 5000 });
    expect((await customer(ref)).submissions.map((s) => s.form)).toEqual(['domain-selection', 'business']);
    const chosen = (await harness.site.submissions()).find((s) => s.hook === 'domain-selection' && s.payload.customerNumber === ref);
    expect(chosen?.payload.selectedDomain).toBe('skylineroofingharrogate.co.uk');
    await close();
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  });

  it('takes a customer who owns a domain to the nameserver instructions, with the reference the server gave', async () => {
    const { page, close } = await openPage(harness.browser, 1280, 900);
    await submitBuilder(page, '', answers('electrician', { hasDomain: true, domainName: 'www.skyline-roofing.co.uk' }));
    await page.getByRole('button', { name: 'Approve & Pay' }).click();
    await page.waitForURL((url) => url.pathname === '/domain-instructions');
    const link = new URL(page.url()).searchParams;
    expect(link.get('domain')).toBe('skyline-roofing.co.uk');
    const ref = link.get('customerNumber') ?? '';
    expect(ref).toMatch(/^TS-[A-Z0-9]{3}-?[A-Z0-9]{3}$/);
    await page.getByRole('heading', { name: 'Nameserver Setup Instructions' }).waitFor();
    await vi.waitFor(async () => expect((await customer(ref)).journey.map((e) => e.event)).toEqual(['submitted', 'approved']), { timeout: 5000 });
    await close();
  });
});
