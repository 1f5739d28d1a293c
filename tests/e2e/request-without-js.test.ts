import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { form } from '../../src/generated/forms/request';
import { trades } from '../../src/generated/config';
import { newContext, openPage } from './support/browser';
import { useSiteAndBrowser } from './support/harness';
import { fillFromStep2, pngImage, submitFromLastStep, waitForStep, type RequestAnswers } from './support/request-form';
import { TEST_ADMIN_TOKEN, type StoredSubmission } from './support/site';

/**
 * /request with JavaScript disabled in the browser: every step is a plain HTML form the server answers, the answers
 * carried by its draft. The customer walks from step 1 to the confirmation with a logo and two photos, a wrong
 * postcode gets the spec's message with every answer kept, Back keeps what was typed and shows the files received as
 * their pictures, and the team receives the same payloads as from the same answers sent with JavaScript, from one
 * stored submission.
 */
const harness = useSiteAndBrowser();

/** A trade a link may lock on the request form, and another one (from the trade files, no trade named here). */
const LOCKABLE = form.query?.trade?.lockable ?? [];
const TRADE = LOCKABLE[0];
const TOTAL = form.steps.length;

const ANSWERS = (company: string): RequestAnswers => ({
  firstName: 'Robin',
  companyName: company,
  email: 'robin@nojs.example.co.uk',
  phone: '07700 900123',
  logo: pngImage([200, 30, 30], 16),
  gallery: [pngImage([10, 20, 200]), pngImage([20, 20, 200])],
  accreditation: trades[TRADE].accreditations[0],
  instagram: 'nojsworks',
  area: 'Leeds',
  street: '1 High Street',
  town: 'Leeds',
  county: 'West Yorkshire',
  postcode: 'LS1 1AA',
  hideAddress: true,
});

/** Presses a button of the step and waits for the page the server answers with. */
async function press(page: Page, name: string | RegExp, then: string | RegExp): Promise<void> {
  await page.getByRole('button', { name, exact: typeof name === 'string' }).click();
  try {
    await page.getByText(then).first().waitFor({ timeout: 20_000 });
  } catch (error) {
    // What the server answered instead, in the error: the page's address and its words.
    const text = (await page.locator('body').innerText().catch(() => '')).replace(/\s+/g, ' ').slice(0, 1500);
    throw new Error(`"${String(then)}" did not come after ${String(name)}: ${page.url()} shows ${text}`, { cause: error });
  }
}

/** Continue on step `from`, arriving on step `from + 1`. */
const next = (page: Page, from: number) => press(page, 'Continue', `Step ${from + 1} of ${TOTAL}`);

/**
 * Whether each received file's thumbnail shows its picture, by the image's name (its alt): the page's images loaded,
 * each drawn from the file the server keeps (false for an image without a picture; none drawn: not in the list).
 */
async function thumbnailsShown(page: Page, name: RegExp): Promise<boolean[]> {
  await page.waitForLoadState('load');
  return page.getByRole('img', { name }).evaluateAll((images) => images.map((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0));
}

/** The hook calls stored for a customer reference, by hook. */
async function callsOf(ref: string): Promise<Map<string, StoredSubmission>> {
  const calls = (await harness.site.submissions()).filter((c) => c.customerRef === ref);
  return new Map(calls.map((c) => [c.hook, c]));
}

/** A payload without what differs between any two submissions: the time, the reference, the file keys and links, the preview's address. */
function comparable(payload: Record<string, unknown>): Record<string, unknown> {
  const { timestamp: _t, customerNumber: _c, logoUrl: _l, logoGetUrl: _g, galleryUrls: _u, galleryGetUrls: _v, previewUrl: _p, ...rest } = payload;
  return rest;
}

describe('/request without JavaScript', () => {
  it('walks from step 1 to the confirmation with a logo and photos, keeps the answers on a wrong postcode and on Back, and sends what the enhanced form sends', async () => {
    const ref = `NJ-${Date.now().toString(36).toUpperCase()}`;
    const a = ANSWERS('No Script Electrics');
    const context = await newContext(harness.browser, { javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${harness.site.url}/request?trade=${TRADE}&customerNumber=${ref}`);
      await page.getByText(`Step 1 of ${TOTAL}`).waitFor();
      // The link's trade is locked and its reference read-only, without any script.
      expect(await page.getByRole('radio', { name: trades[TRADE].label }).isChecked()).toBe(true);
      expect(await page.getByLabel('Customer reference').inputValue()).toBe(ref);
      await next(page, 1);

      await page.getByLabel('First name').fill(a.firstName);
      await page.getByLabel('Company name').fill(a.companyName);
      await page.getByLabel('Company email').fill(a.email);
      await page.getByLabel('Phone number').fill(a.phone);
      const logo = page.locator('input[type=file][name="logo"]');
      expect(await logo.isVisible()).toBe(true);
      // Its help says what holds without script (no file made smaller here, 5MB at most), not the usual help.
      const logoField = form.steps.flatMap((s) => s.fields).find((f) => f.field === 'logo')!;
      expect(await page.getByText(logoField.helpWithoutScript!).isVisible()).toBe(true);
      expect(await page.getByText(logoField.help!).isVisible()).toBe(false);
      // A file that is no image is refused by its bytes, beside its field, with the step's answers kept.
      await logo.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') });
      await press(page, 'Continue', /logo\.png is not a .* image/);
      expect(await page.getByLabel('Company name').inputValue()).toBe(a.companyName);
      await page.locator('input[type=file][name="logo"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: a.logo! });
      await next(page, 2);
      // Back on the step, the logo the server received shows as its thumbnail (not an empty square), and stays received.
      await press(page, 'Back', `Step 2 of ${TOTAL}`);
      expect(await thumbnailsShown(page, /logo\.png/)).toEqual([true]);
      await next(page, 2);

      await page.getByRole('checkbox', { name: a.accreditation!, exact: true }).check();
      await next(page, 3);
      // Two photos in one plain file input; the step drawn again shows them as received.
      await page.locator('input[type=file][name="gallery"]').setInputFiles(a.gallery!.map((buffer, i) => ({ name: `work-${i + 1}.png`, mimeType: 'image/png', buffer })));
      await page.getByLabel('Instagram handle').fill(a.instagram!);
      await next(page, 4);
      await press(page, 'Back', `Step 4 of ${TOTAL}`);
      expect(await page.getByText('work-2.png').count()).toBeGreaterThan(0);
      expect(await thumbnailsShown(page, /^work-\d\.png$/)).toEqual([true, true]);
      await next(page, 4);
      await next(page, 5);
      // Entering the services step ticks the trade's services, as with script.
      expect(await page.getByRole('checkbox', { name: trades[TRADE].services[0], exact: true }).isChecked()).toBe(true);
      await next(page, 6);
      // Add area and an area's × post the step to be drawn again, with the area added or removed.
      await page.getByLabel('Town or area').fill('Wrongtown');
      await press(page, 'Add area', 'Wrongtown');
      await page.getByLabel('Town or area').fill(a.area);
      await press(page, 'Add area', a.area);
      await press(page, 'Remove Wrongtown', `Step 7 of ${TOTAL}`);
      expect(await page.getByRole('button', { name: 'Remove Wrongtown' }).count()).toBe(0);
      await next(page, 7);
      await next(page, 8);

      await page.getByLabel('Street address').fill(a.street);
      await page.getByLabel('Town').fill(a.town);
      await page.getByLabel('County').fill(a.county);
      await page.getByLabel('Post code').fill('XYZ 123');
      await page.getByRole('checkbox', { name: 'Hide my address on the website' }).check();
      await press(page, 'Continue', 'Please enter a valid UK postcode (e.g., SW1A 1AA)');
      expect(await page.getByText(`Step 9 of ${TOTAL}`).isVisible()).toBe(true);
      expect(await page.getByLabel('Street address').inputValue()).toBe(a.street);
      expect(await page.getByLabel('Post code').inputValue()).toBe('XYZ 123');
      expect(await page.getByRole('checkbox', { name: 'Hide my address on the website' }).isChecked()).toBe(true);

      // Back keeps what was typed on the step left, and the step before it.
      await press(page, 'Back', `Step 8 of ${TOTAL}`);
      await press(page, 'Back', `Step 7 of ${TOTAL}`);
      expect(await page.getByText(a.area, { exact: true }).isVisible()).toBe(true);
      await next(page, 7);
      await next(page, 8);
      expect(await page.getByLabel('Street address').inputValue()).toBe(a.street);
      await page.getByLabel('Post code').fill(a.postcode);
      await next(page, 9);

      await page.getByRole('checkbox', { name: /I agree to the/ }).check();
      await press(page, 'Continue', form.check!.title);
      expect(await page.getByText(a.companyName).first().isVisible()).toBe(true);
      await press(page, form.buttons.submit, `Thank you, ${a.firstName}!`);
      expect(await page.getByText(ref).first().isVisible()).toBe(true);
      // The preview built from the submission: its link shows on the confirmation, which asks again by itself while
      // the build goes on.
      const link = page.locator('[data-preview-link]');
      await link.waitFor({ timeout: 30_000 });
      expect(new URL((await link.getAttribute('href'))!).pathname).toMatch(/^\/sites\/[\w-]{24}\/$/);
      expect(await page.locator('[data-preview-state="building"]').count()).toBe(0);
      // A reload of the confirmation sends nothing again.
      await page.reload();
      await page.getByText(`Thank you, ${a.firstName}!`).waitFor();
    } finally {
      await context.close();
    }

    // The same answers sent with JavaScript.
    const jsRef = `${ref}-JS`;
    const { page, close } = await openPage(harness.browser);
    try {
      await page.goto(`${harness.site.url}/request?trade=${TRADE}&customerNumber=${jsRef}`);
      await waitForStep(page, 1);
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await fillFromStep2(page, a);
      await submitFromLastStep(page, form.buttons.submit);
      await page.getByText(`Thank you, ${a.firstName}!`).waitFor({ timeout: 30_000 });
    } finally {
      await close();
    }

    const withoutScript = await callsOf(ref);
    const withScript = await callsOf(jsRef);
    expect([...withoutScript.keys()].sort()).toEqual([...withScript.keys()].sort());
    for (const [hook, call] of withScript) {
      expect(comparable(withoutScript.get(hook)!.payload), hook).toEqual(comparable(call.payload));
    }
    const main = withoutScript.get(form.submit!.send!.hook)!;
    expect(main.payload.customerNumber).toBe(ref);
    expect(String(main.payload.logoUrl)).toMatch(new RegExp(`^${ref}/logo/`));
    expect(main.payload.galleryUrls).toHaveLength(2);
    // One stored submission, with the logo it names stored for this customer.
    const customer = (await (await fetch(`${harness.site.url}/api/customers/${ref}`, { headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` } })).json()) as { submissions: unknown[]; files: { key: string; state: string }[] };
    expect(customer.submissions).toHaveLength(1);
    expect(customer.files.find((f) => f.key === main.payload.logoUrl)?.state).toBe('stored');
  }, 180_000);
});
