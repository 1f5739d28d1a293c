import { describe, expect, it } from 'vitest';
import { trades } from '../../src/generated/config';
import { openPage, startForm } from './support/browser';
import { CHECK_PAGE, changeFromCheckPage, returnToCheckPage, waitForCheckPage } from './support/check-page';
import { answeredDraft, seedDraft, type DraftData } from './support/drafts';
import { useSiteAndBrowser } from './support/harness';
import { holdRequests, paintWhileInFlight, keepPreviewBuilding } from './support/network';
import { continueStep, fillFromStep2, pngImage, waitForStep, submitFromLastStep } from './support/request-form';

/**
 * The builder page (spec part 2 §2 "Builder/preview page", §4 "Builder page"): the business form, the
 * "Uploading Your Images" state, then the Website Preview of the customer's own answers.
 */
const harness = useSiteAndBrowser();

/** Opens /builder on step 1, or with `draft` on "Check your answers" of a customer who answered every step. */
async function openBuilder(query: string, draft?: DraftData) {
  const opened = await openPage(harness.browser, 1280, 900);
  if (draft) await seedDraft(opened.page.context(), 'business', CHECK_PAGE, draft);
  await opened.page.goto(`${harness.site.url}/builder${query}`, { waitUntil: 'load' });
  if (draft) await waitForCheckPage(opened.page);
  else await waitForStep(opened.page, 1);
  return opened;
}

describe('the builder page', () => {
  it('links back to / and to the embed instructions, with the four-step What Happens Next list', async () => {
    const { page, close } = await openBuilder('');
    expect(await page.getByRole('heading', { name: 'Get Your Free Website Preview' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    expect(await page.getByRole('link', { name: 'Embed this form' }).getAttribute('href')).toBe('/embed-instructions');
    expect(await page.getByRole('heading', { name: 'What Happens Next' }).count()).toBe(1);
    expect(await page.locator('#what-happens-next li').count()).toBe(4);
    // The form's bar wears the site's own colour, #3172B2.
    expect(await page.locator('.MuiLinearProgress-bar').first().evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(49, 114, 178)');
    await page.getByRole('link', { name: 'Embed this form' }).click();
    await page.getByRole('heading', { name: 'Embed the Request Form' }).waitFor();
    expect(await page.getByText('<iframe', { exact: false }).count()).toBeGreaterThan(0);
    await close();
  });

  it('previews the customer\'s own site after Submit; Back to Form keeps the answers; Approve & Pay and Request Changes lead on', async () => {
    const ref = 'BUILD-1';
    const { page, close, errors } = await openBuilder(`?customerNumber=${ref}&trade=roofer`);
    await continueStep(page);
    await fillFromStep2(page, {
      firstName: 'Jo',
      companyName: 'Skyline Roofing',
      email: 'jo@skyline.co.uk',
      phone: '07700 900321',
      area: 'Harrogate',
      street: '2 Low Lane',
      town: 'Harrogate',
      county: 'North Yorkshire',
      postcode: 'HG1 1AA',
      logo: pngImage([250, 10, 10], 16),
    });
    // The moment before the server's preview site is built: the drawn preview of the answers.
    await keepPreviewBuilding(page);
    // A slow main hook: the form stays busy until it is accepted.
    await paintWhileInFlight(page, '**/api/forms/*/submissions');
    await submitFromLastStep(page, 'Submit');
    await page.getByRole('heading', { name: 'Your Website Preview' }).waitFor({ timeout: 15_000 });
    const frame = page.locator('[data-preview-of="roofer"]');
    const text = await frame.innerText();
    expect(text).toContain('Skyline Roofing');
    expect(text).toContain('Harrogate');
    expect(text).not.toContain('Your Business Name');
    // The chosen logo, shown from this device.
    await frame.locator('img[src^="blob:"]').first().waitFor({ timeout: 5000 });
    // The roofer's default colours (#495057 and #FF7D00) colour the previewed site.
    const colours = await frame.evaluate((el) => [...el.querySelectorAll('*')].map((n) => getComputedStyle(n).backgroundColor));
    expect(colours).toContain('rgb(73, 80, 87)');
    // Tabs and arrows cycle home, services, contact.
    await page.getByRole('tab', { name: 'Services' }).click();
    expect(await frame.innerText()).toContain(trades.roofer.services[0]);
    await page.getByRole('button', { name: 'Next page' }).click();
    expect(await page.getByRole('tab', { name: 'Contact' }).getAttribute('aria-selected')).toBe('true');
    const contact = await frame.innerText();
    expect(contact).toContain('09:00');
    expect(contact).toMatch(/07700\s?900321/);
    await page.getByRole('button', { name: 'Next page' }).click();
    expect(await page.getByRole('tab', { name: 'Home' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('button', { name: 'Previous page' }).click();
    expect(await page.getByRole('tab', { name: 'Contact' }).getAttribute('aria-selected')).toBe('true');

    // A reload shows the same preview: the confirmation is kept with its history entry.
    await page.reload({ waitUntil: 'load' });
    await startForm(page);
    await page.getByRole('heading', { name: 'Your Website Preview' }).waitFor({ timeout: 15_000 });
    expect(await page.locator('[data-preview-of="roofer"]').innerText()).toContain('Skyline Roofing');

    const stored = (await harness.site.submissions()).filter((s) => s.payload.customerNumber === ref).reverse();
    expect(stored.map((s) => s.hook)).toEqual(['business-basics', 'logo', 'main']);
    expect(stored[2].payload).toMatchObject({ businessName: 'Skyline Roofing', selectedTrade: 'roofer', logoUploadedSeparately: 'true' });

    // Back to Form: the check page, with every answer kept; its Back shows the last step.
    await page.getByRole('button', { name: 'Back to Form' }).click();
    await page.locator('[data-check-answers]').waitFor();
    expect(await page.locator('[data-check-step="business"]').innerText()).toContain('Skyline Roofing');
    // The button is gone with the preview: the focus goes to the check page's heading, as after any step change.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Check your answers');
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await waitForStep(page, 10);
    expect(await page.getByRole('checkbox', { name: /I agree to the/ }).isChecked()).toBe(true);
    // Step 2 still has what was typed there (reached through its Change; the steps' Back is the step history tests').
    await returnToCheckPage(page);
    await changeFromCheckPage(page, 'Business Information', 2);
    expect(await page.getByLabel('Company name').inputValue()).toBe('Skyline Roofing');
    await returnToCheckPage(page);
    await submitFromLastStep(page, 'Submit');
    await page.getByRole('heading', { name: 'Your Website Preview' }).waitFor({ timeout: 15_000 });

    await page.getByRole('button', { name: 'Approve & Pay' }).click();
    await page.waitForURL((url) => url.pathname === '/domain-selection');
    expect(new URL(page.url()).searchParams.get('customerNumber')).toBe(ref);
    await page.goBack();
    await close();
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  });

  it('shows "Uploading Your Images" while the images upload at submit; Request Changes leads to the feedback form', async () => {
    const ref = 'BUILD-2';
    // The steps are walked by the test above: this customer answered every one and adds the logo on step 2 from
    // "Check your answers". Its background upload, when step 2 is left, fails, so Submit uploads the logo itself.
    const { page, close } = await openBuilder(`?customerNumber=${ref}`, answeredDraft({
      trade: 'electrician',
      basics: { firstName: 'Pat', companyName: 'Bright Sparks', email: 'pat@sparks.co.uk', phone: '07700900111' },
      address: { street: '3 Mill Road', town: 'York', county: 'North Yorkshire', postcode: 'YO1 7AA' },
      agreed: true,
    }));
    await page.route('**/api/upload', (route) => route.abort('connectionfailed'));
    await changeFromCheckPage(page, 'Business Information', 2);
    await page.locator('input[type="file"]').first().setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: pngImage([0, 0, 250]) });
    await page.getByRole('img', { name: /logo\.png/i }).first().waitFor();
    await returnToCheckPage(page);
    await page.getByText('Logo Upload Failed').first().waitFor();
    await page.unroute('**/api/upload');
    const upload = await holdRequests(page, '**/api/upload');
    await submitFromLastStep(page, 'Submit');
    await page.getByText('Uploading Your Images').waitFor({ timeout: 5000 });
    await page.getByText(/^Uploading 1 of 1 \(0%\)$/).waitFor({ timeout: 5000 });
    upload.release();
    await page.getByRole('heading', { name: 'Your Website Preview' }).waitFor({ timeout: 15_000 });
    // Once built, the frame shows the generated site itself, with the logo uploaded by Submit.
    const generated = page.frameLocator('[data-generated-site]');
    await generated.locator('h1').waitFor({ timeout: 30_000 });
    expect(await generated.locator('h1').textContent()).toBe('Bright Sparks');
    await generated.locator('img.logo').waitFor({ timeout: 5000 });
    expect(await page.getByText('Your preview is ready').count()).toBe(1);
    const previewUrl = await page.locator('[data-preview-link]').getAttribute('href');
    await page.getByRole('button', { name: 'Request Changes' }).click();
    await page.waitForURL((url) => url.pathname === '/comments-form');
    const feedback = new URL(page.url()).searchParams;
    expect(feedback.get('customerNumber')).toBe(ref);
    // The feedback form is for that preview, with the generated site's pages.
    expect(feedback.get('websiteUrl')).toBe(previewUrl);
    expect(feedback.get('sections')).toBe('index,services,about,gallery,contact');
    // Its sections are the site's pages in the template's words: no Testimonials, Projects named "Our work".
    await startForm(page);
    await page.getByRole('button', { name: 'Our work', exact: true }).waitFor({ timeout: 10_000 });
    expect(await page.locator('[data-collapsible] > button').allTextContents()).toEqual(['General comments', 'Home', 'Services', 'About', 'Contact', 'Footer', 'Navigation', 'Our work']);
    await close();
  });
});
