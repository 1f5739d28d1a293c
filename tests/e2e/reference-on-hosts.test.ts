import { describe, expect, it } from 'vitest';
import { openPage, startForm } from './support/browser';
import { useSiteAndBrowser } from './support/harness';

/**
 * The customer reference on the forms host (`customerNumber.hiddenOnHosts` in config/site.yaml): a host rule, so
 * tested on the whole page served at that host. The reference field itself is tested as a component
 * (tests/component/choice-widgets.test.tsx).
 */

const harness = useSiteAndBrowser();

async function openRequest(query: string, host: string) {
  const opened = await openPage(harness.browser, 1280, 900);
  await opened.page.goto(harness.site.urlFor(host, `/request${query}`), { waitUntil: 'load' });
  // The first step is prerendered; the link's reference applies once the form is live.
  await startForm(opened.page);
  await opened.page.getByRole('heading', { name: "Let's Get Started" }).waitFor();
  return opened;
}

describe('customer reference', () => {
  it('is hidden on the forms host, keeping the value', async () => {
    const { page, close } = await openRequest('?customerNumber=CUST-2', 'forms.localhost');
    expect(await page.getByRole('textbox', { name: 'Customer reference' }).count()).toBe(0);
    expect(await page.getByText('Customer reference').count()).toBe(0);
    expect(await page.getByText('If we gave you a reference number', { exact: false }).isVisible()).toBe(false);
    expect(await page.locator('input[type="hidden"][data-mode="hidden"]').inputValue()).toBe('CUST-2');
    await close();
  });
});
