import { afterAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { openPage } from './support/browser';
import { useSiteAndBrowser } from './support/harness';

const harness = useSiteAndBrowser();
/** Pages that hold a form, whose drafts would carry over from one page to the next in a shared context. */
const FORM_PAGES = ['/unsubscribe', '/contact', '/domain-selection-rp', '/form', '/partner-marketplace', '/builder', '/media-form'];

describe('accessibility (axe)', () => {
  // The pages without a form share one browser context, as a visitor going from page to page does: the site's
  // scripts are fetched and compiled once, not once a page. A form page saves a draft, so each of those has a fresh one.
  let shared: Awaited<ReturnType<typeof openPage>> | undefined;
  const pageFor = async (path: string) => {
    if (FORM_PAGES.some((p) => path.startsWith(p))) return openPage(harness.browser, 375, 800);
    shared ??= await openPage(harness.browser, 375, 800);
    return { ...shared, close: async () => {} };
  };
  afterAll(async () => shared?.close());

  for (const path of [
    // /templates at 375 px (with its pictures loaded) is checked in journey-layout.test.ts, which loads it there.
    '/', '/trades', '/pricing', '/electrician', '/terms', '/no-such-page',
    '/domain-instructions?registrar=godaddy&domain=example.co.uk&customerNumber=TS-1&domainRegistrarLogin=javascript%3Aalert(1)',
    '/domain-instructions-rp', '/business-email-instructions', '/embed-instructions',
    // The domain selection and feedback pages are checked in small-forms.test.ts (options chosen, sections open,
    // the refused redirect); the partner form once here stands for both partner routes.
    '/unsubscribe', '/contact', '/domain-selection-rp',
    '/form', '/partner-marketplace', '/builder', '/media-form?customerNumber=A-1',
  ]) {
    it(`${path} has no axe violations at 375 px`, async () => {
      const { page, close } = await pageFor(path);
      await page.goto(`${harness.site.url}${path}`, { waitUntil: 'load' });
      // Form pages show a loading state until the form has loaded: check the form itself.
      await page.waitForFunction(() => !document.querySelector('[aria-label="Loading the form"]'), undefined, { timeout: 20_000 });
      expect(await axeViolations(page)).toEqual([]);
      await close();
    });
  }
  it('a device set to reduce motion gets no transitions or animations (WCAG 2.3.3); others keep them', async () => {
    const { page, close } = await openPage(harness.browser, 375, 800);
    // A device with no preference (the tests' contexts otherwise ask for less motion).
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto(`${harness.site.url}/contact`, { waitUntil: 'load' });
    const button = page.getByRole('button', { name: 'Send Message', exact: true });
    // The longest transition of the button, in seconds ("0.25s, 0.2s" or "0.01ms").
    const seconds = () =>
      button.evaluate((el) => {
        const parts = getComputedStyle(el).transitionDuration.split(',').map((d) => d.trim());
        return Math.max(...parts.map((d) => (d.endsWith('ms') ? parseFloat(d) / 1000 : parseFloat(d))));
      });
    expect(await seconds()).toBeGreaterThan(0.05);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await seconds()).toBeLessThan(0.001);
    await close();
  });
});
