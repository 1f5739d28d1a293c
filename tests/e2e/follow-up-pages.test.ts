import { describe, expect, it } from 'vitest';
import { gotoLive, openPage } from './support/browser';
import { useSiteAndBrowser } from './support/harness';

const harness = useSiteAndBrowser();

/** Opens a path on the main site and returns the text of its main area. */
async function mainText(path: string, host?: string) {
  const { page, errors, close } = await openPage(harness.browser);
  const url = host ? harness.site.urlFor(host, path) : `${harness.site.url}${path}`;
  const response = await gotoLive(page, url);
  const text = await page.locator('main').innerText();
  const h1 = await page.getByRole('heading', { level: 1 }).textContent();
  await close();
  return { status: response?.status(), text, h1, errors };
}

describe('thank-you page', () => {
  it('shows the request received text and the reference number when given', async () => {
    const r = await mainText('/thank-you?customerNumber=TS-1042');
    expect(r.status).toBe(200);
    expect(r.h1).toBe('Thank You!');
    expect(r.text).toContain('Your website request has been received');
    expect(r.text).toContain('payment link');
    expect(r.text).toContain('Your reference number: TS-1042');
    expect(r.errors).toEqual([]);
  });

  it('hides the reference number without customerNumber', async () => {
    const r = await mainText('/thank-you');
    expect(r.h1).toBe('Thank You!');
    expect(r.text).not.toContain('Your reference number');
    expect(r.errors).toEqual([]);
  });
});

describe('payment successful pages', () => {
  it('variant A (/payment) lists the next steps and the reference number', async () => {
    const r = await mainText('/payment?customerNumber=TS-7');
    expect(r.status).toBe(200);
    expect(r.h1).toBe('Payment Successful!');
    expect(r.text).toContain('Your reference number: TS-7');
    expect(r.text).toContain('What happens next?');
    expect(r.text).toContain('live within 24-48 hours');
    expect(r.text).toContain('notify you as soon as your website is live');
    expect(r.text).not.toContain('login details');
    expect(r.text).toContain('contact our support team');
    expect(r.errors).toEqual([]);
  });

  it('variant B (/payment-with-business-email) promises the business email login details', async () => {
    const r = await mainText('/payment-with-business-email');
    expect(r.h1).toBe('Payment Successful!');
    expect(r.text).not.toContain('Your reference number');
    expect(r.text).toContain('login details for your business email');
    expect(r.text).not.toContain('notify you as soon as your website is live');
    expect(r.errors).toEqual([]);
  });
});

describe('follow-up pages on a forms. host', () => {
  for (const [path, h1] of [
    ['/thank-you', 'Thank You!'],
    ['/payment', 'Payment Successful!'],
    ['/payment-with-business-email', 'Payment Successful!'],
  ] as const) {
    it(`serves ${path}`, async () => {
      const r = await mainText(path, 'forms.localhost');
      expect(r.status).toBe(200);
      expect(r.h1).toBe(h1);
    });
  }
});

describe('payment failure page', () => {
  it('lists the causes, says no charges were made and shows the support address', async () => {
    const r = await mainText('/payment-failure', 'forms.localhost');
    expect(r.status).toBe(200);
    for (const cause of ['Insufficient funds', 'Card declined by the bank', 'Payment timeout', 'Connection issues']) expect(r.text).toContain(cause);
    expect(r.text).toContain('No charges were made');
    expect(r.text).toMatch(/support team at \S+@\S+/);
    expect(r.errors).toEqual([]);
  });

  it('Try Again shows the Redirecting notice and goes to / after about a second', async () => {
    const { page, errors, close } = await openPage(harness.browser);
    await gotoLive(page, `${harness.site.url}/payment-failure`);
    const started = Date.now();
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.getByText('Redirecting: Taking you back to the form to try again.').waitFor({ timeout: 2000 });
    expect(new URL(page.url()).pathname).toBe('/payment-failure');
    await page.waitForURL((u) => u.pathname === '/', { timeout: 5000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(errors).toEqual([]);
    await close();
  });

  it('Close tells the visitor to close the tab when the browser keeps it open', async () => {
    const { page, close } = await openPage(harness.browser);
    await gotoLive(page, `${harness.site.url}/payment-failure`);
    expect(await page.getByText('You can close it yourself now').count()).toBe(0);
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByText('Your browser kept this tab open. You can close it yourself now.').waitFor({ timeout: 3000 });
    await close();
  });
});
