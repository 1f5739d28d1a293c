import { describe, expect, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import { site, trades } from '../../src/generated/config';
import { gotoLive, nextFrame, openPage, startForm } from './support/browser';
import { useSiteAndBrowser } from './support/harness';
import { SITE_HOST } from './support/site';
import { holdRequests } from './support/network';
import { CHECK_PAGE, changeFromCheckPage, returnToCheckPage, waitForCheckPage } from './support/check-page';
import { answeredDraft, seedDraft, type DraftData } from './support/drafts';
import { continueStep, expectToast, pngImage, toastTexts, waitForStep, type RequestAnswers, submitFromLastStep } from './support/request-form';

/**
 * The home/form page and the two partner pages (spec part 2 §2, §4, §7 calls 1 to 4, §8): the business form
 * with the logo and gallery uploaded in the background, against the real intake server.
 */
const harness = useSiteAndBrowser();

const answers = (companyName: string, extra: Partial<RequestAnswers> = {}): RequestAnswers => ({
  firstName: 'Alex',
  companyName,
  email: 'alex@example.co.uk',
  phone: '07700 900123',
  area: 'Leeds',
  street: '1 High Street',
  town: 'Leeds',
  county: 'West Yorkshire',
  postcode: 'LS1 1AA',
  ...extra,
});

/**
 * Opens a page of the site and waits for step 1 of the form, or with `draft` for "Check your answers" of a customer
 * who answered every step of the business form and left there; records the upload requests it makes.
 */
async function open(path: string, opts: { host?: string; width?: number; userAgent?: string; draft?: DraftData } = {}) {
  const opened = opts.userAgent ? await openPage(harness.browser, 390, 844) : await openPage(harness.browser, opts.width ?? 1280, 900);
  // A phone's browser as the page reads it (the form tells a phone by navigator.userAgent): set by a script in this
  // test's page rather than by a context of its own for that user agent, whose new renderer compiled the app's
  // scripts again.
  if (opts.userAgent) await opened.page.addInitScript((agent) => Object.defineProperty(Navigator.prototype, 'userAgent', { get: () => agent }), opts.userAgent);
  const uploads: string[] = [];
  opened.page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/upload') uploads.push(String((r.postDataJSON() as { fileName?: string }).fileName));
  });
  if (opts.draft) await seedDraft(opened.page.context(), 'business', CHECK_PAGE, opts.draft);
  await opened.page.goto(harness.site.urlFor(opts.host ?? 'localhost', path), { waitUntil: 'load' });
  // The first step is prerendered; the link's trade and reference apply once the form is live.
  await startForm(opened.page);
  if (opts.draft) await waitForCheckPage(opened.page);
  else await waitForStep(opened.page, 1);
  return { ...opened, uploads };
}

/** The hooks stored for a customer reference, oldest first. */
async function hooksOf(customerNumber: string) {
  return (await harness.site.submissions()).filter((s) => s.payload.customerNumber === customerNumber).reverse();
}

/**
 * Every answer of the business form, agreed, as a customer leaves them on "Check your answers": the steps are walked
 * by the first test; the failure tests reach the step they are about (2 or 4) through its Change button.
 */
const answeredBusiness = (a: RequestAnswers, trade = 'electrician') =>
  answeredDraft({ trade, basics: { firstName: a.firstName, companyName: a.companyName, email: a.email, phone: '07700900123' }, agreed: true });

/** Adds the logo on step 2, opened from "Check your answers", and returns there: leaving step 2 uploads it. */
async function addLogoFromCheckPage(page: Page, logo: Buffer) {
  await changeFromCheckPage(page, 'Business Information', 2);
  await page.locator('input[type="file"]').first().setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
  await page.getByText('logo.png').first().waitFor();
  await returnToCheckPage(page);
}

/** Fills step 2 (with an optional logo) without continuing. */
async function fillBasics(page: Page, a: RequestAnswers) {
  await page.getByLabel('First name').fill(a.firstName);
  await page.getByLabel('Company name').fill(a.companyName);
  await page.getByLabel('Company email').fill(a.email);
  await page.getByLabel('Phone number').fill(a.phone);
  await page.getByLabel('Phone number').blur();
  if (a.logo) {
    await page.locator('input[type="file"]').first().setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: a.logo });
    await page.getByText('logo.png').first().waitFor();
  }
}


describe('the home/form page: background uploads and their hooks, then the main hook (spec part 2 §4, §7)', () => {
  it('sends basics, logo, gallery and main in order; progress while uploading; nothing uploaded twice', async () => {
    const ref = 'HOME-1';
    const { page, close, errors, uploads } = await open(`/form?customerNumber=${ref}&trade=Plumber`);
    expect(await page.getByRole('heading', { name: 'Get Your Free Website Preview' }).count()).toBe(1);
    expect(await page.locator('#how-it-works li').count()).toBe(4);
    // A valid trade in any letter case is chosen and locked.
    expect(await page.getByRole('radio', { name: 'Plumber' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Builder' }).isDisabled()).toBe(true);
    await continueStep(page);
    const a = answers('Home Flow Ltd', { logo: pngImage([200, 30, 30]) });
    await fillBasics(page, a);
    const logoUpload = await holdRequests(page, '**/api/upload');
    await continueStep(page);
    // Leaving step 2: the progress line while the logo uploads, then the toast.
    await page.getByText(/^Uploading 1 of 1 \(0%\)$/).waitFor({ timeout: 5000 });
    logoUpload.release();
    await expectToast(page, 'Logo Uploaded', 'Your logo has been uploaded successfully!');
    await vi.waitFor(async () => expect((await hooksOf(ref)).map((s) => s.hook)).toEqual(['business-basics', 'logo']), { timeout: 5000 });
    expect(await page.getByText(/^Uploading \d of \d/).count()).toBe(0);

    // Step 3: an accreditation with its certificate image, uploaded only at submit.
    const accreditation = trades.plumber.accreditations[0];
    await page.getByRole('checkbox', { name: accreditation, exact: true }).check();
    await page.locator('input[type="file"]').first().setInputFiles({ name: 'cert.png', mimeType: 'image/png', buffer: pngImage([90, 90, 9]) });
    await page.getByText('cert.png').first().waitFor();
    await continueStep(page); // 3 -> 4
    await page.locator('input[type="file"]').first().setInputFiles([1, 2].map((i) => ({ name: `work-${i}.png`, mimeType: 'image/png', buffer: pngImage([10, 20 * i, 10]) })));
    await page.getByText(/2 photos chosen/).waitFor();
    await page.getByRole('checkbox', { name: /Use stock images/ }).check();
    // Each gallery upload is held until the test has seen the progress line's stage for it.
    await page.unroute('**/api/upload');
    const gates: Array<() => void> = [];
    await page.route('**/api/upload', async (route) => {
      await new Promise<void>((resolve) => gates.push(resolve));
      await route.continue().catch(() => undefined);
    });
    await continueStep(page);
    await page.getByText(/^Uploading 1 of 2 \(0%\)$/).waitFor({ timeout: 5000 });
    await vi.waitFor(() => expect(gates.length).toBeGreaterThanOrEqual(1));
    gates[0]();
    await page.getByText(/^Uploading 2 of 2 \(50%\)$/).waitFor({ timeout: 5000 });
    await vi.waitFor(() => expect(gates.length).toBe(2));
    gates[1]();
    await expectToast(page, 'Gallery Uploaded', 'Successfully uploaded 2 of 2 images.');
    await vi.waitFor(async () => expect((await hooksOf(ref)).map((s) => s.hook)).toEqual(['business-basics', 'logo', 'gallery']), { timeout: 5000 });
    await page.unroute('**/api/upload');

    // The rest of the form, then Submit: nothing is uploaded again.
    await continueStep(page); // 5 -> 6
    await continueStep(page); // 6 -> 7
    const area = page.getByRole('textbox', { name: /area/i }).first();
    await area.fill('Leeds');
    await area.press('Enter');
    await continueStep(page);
    await continueStep(page);
    await page.getByLabel('Street address').fill('1 High Street');
    await page.getByLabel('Town').fill('Leeds');
    await page.getByLabel('County').fill('West Yorkshire');
    await page.getByLabel('Post code').fill('ls11aa');
    await continueStep(page);
    await page.getByRole('checkbox', { name: 'I already own a domain name' }).check();
    await page.getByLabel('Your domain name').fill('https://www.homeflow.co.uk');
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await submitFromLastStep(page, 'Submit');
    await page.getByRole('heading', { name: 'Thank You For Your Submission!' }).waitFor({ timeout: 15_000 });
    await expectToast(page, 'Success', 'Your information has been submitted successfully!');
    expect(await page.locator('[role="status"] ol li').count()).toBe(4);
    expect(uploads).toEqual(['logo.png', 'work-1.png', 'work-2.png', 'cert.png']);

    const stored = await hooksOf(ref);
    expect(stored.map((s) => s.hook)).toEqual(['business-basics', 'logo', 'gallery', 'main']);
    const [basics, logo, gallery, main] = stored.map((s) => s.payload);
    // Call 4: firstName, companyName, email, phone, customerNumber, selectedTrade, timestamp, source.
    expect(Object.keys(basics).sort()).toEqual(['companyName', 'customerNumber', 'email', 'firstName', 'phone', 'selectedTrade', 'source', 'timestamp']);
    expect(basics).toMatchObject({ firstName: 'Alex', companyName: 'Home Flow Ltd', email: 'alex@example.co.uk', phone: '07700900123', customerNumber: ref, selectedTrade: 'plumber' });
    expect(String(basics.source)).toContain('/form');
    expect(Date.parse(String(basics.timestamp))).not.toBeNaN();
    // Call 2: logoUrl, logoGetUrl, businessName, phone, customerNumber, selectedTrade, timestamp, source.
    expect(Object.keys(logo).sort()).toEqual(['businessName', 'customerNumber', 'logoGetUrl', 'logoUrl', 'phone', 'selectedTrade', 'source', 'timestamp']);
    expect(logo).toMatchObject({ businessName: 'Home Flow Ltd', phone: '07700900123', customerNumber: ref, selectedTrade: 'plumber' });
    expect(String(logo.logoUrl)).toContain(ref);
    expect(String(logo.logoGetUrl)).toMatch(/^http/);
    // Call 3: galleryUrls, galleryGetUrls (JSON lists), businessName, phone, customerNumber, selectedTrade, timestamp, source.
    expect(Object.keys(gallery).sort()).toEqual(['businessName', 'customerNumber', 'galleryGetUrls', 'galleryUrls', 'phone', 'selectedTrade', 'source', 'timestamp']);
    expect(gallery.galleryUrls as string[]).toHaveLength(2);
    expect(gallery.galleryGetUrls as string[]).toHaveLength(2);
    // Call 1: the business fields without files and colour-scheme settings, plus the derived fields.
    expect(main.businessBasics).toEqual({ firstName: 'Alex', companyName: 'Home Flow Ltd', email: 'alex@example.co.uk', phone: '07700900123' });
    expect(main).toMatchObject({
      customerNumber: ref,
      selectedTrade: 'plumber',
      tradeType: 'plumber',
      businessName: 'Home Flow Ltd',
      customPrimaryColor: '#03045E',
      customSecondaryColor: '#669BBC',
      useStockImages: true,
      domainName: 'www.homeflow.co.uk',
      logoUploadedSeparately: 'true',
      galleryUploadedSeparately: 'true',
      selectedAccreditations: [accreditation],
      serviceLocations: ['Leeds'],
      selectedServices: trades.plumber.services,
    });
    const [cert] = main.accreditationUrls as { name: string; imageUrl: string }[];
    expect(cert.name).toBe(accreditation);
    expect(cert.imageUrl).toContain(ref);
    expect(main.accreditationGetUrls).toEqual([{ name: accreditation, getUrl: expect.stringMatching(/^http/) }]);
    expect(main.businessHours as unknown[]).toHaveLength(7);
    expect(main.formattedBusinessHours).toBe(
      'Monday: 09:00 - 17:00, Tuesday: 09:00 - 17:00, Wednesday: 09:00 - 17:00, Thursday: 09:00 - 17:00, Friday: 09:00 - 17:00, Saturday: Closed, Sunday: Closed',
    );
    expect(String(main.source)).toContain('/form');
    for (const left of ['logo', 'gallery', 'accreditationImages', 'selectedColorScheme', 'useCustomColors', 'primaryColor', 'secondaryColor', 'phone']) expect(main, left).not.toHaveProperty(left);
    // No empty values are sent.
    for (const [k, v] of Object.entries(main)) expect(v === '' || v === null, k).toBe(false);
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    await close();
  });
});

describe('failures at each point (spec part 2 §4, §8)', () => {
  it('a failed background gallery upload is toasted; Submit uploads only what is missing', async () => {
    const ref = 'HOME-2';
    const { page, close, uploads } = await open(`/form?customerNumber=${ref}`, { draft: answeredBusiness(answers('Missing Ltd')) });
    await addLogoFromCheckPage(page, pngImage([1, 2, 3]));
    await expectToast(page, 'Logo Uploaded', 'Your logo has been uploaded successfully!');
    await changeFromCheckPage(page, 'Content Sources', 4);
    await page.locator('input[type="file"]').first().setInputFiles([{ name: 'late.png', mimeType: 'image/png', buffer: pngImage([9, 9, 9]) }]);
    await page.getByText(/1 photo chosen/).waitFor();
    await page.route('**/api/upload', (route) => route.abort('connectionfailed'));
    await returnToCheckPage(page);
    await expectToast(page, 'Gallery Upload Failed', 'There was a problem uploading your gallery images. You can try again later.');
    await page.unroute('**/api/upload');
    expect((await hooksOf(ref)).map((s) => s.hook)).toEqual(['business-basics', 'logo']);
    await submitFromLastStep(page, 'Submit');
    await page.getByRole('heading', { name: 'Thank You For Your Submission!' }).waitFor({ timeout: 15_000 });
    // The logo was not uploaded again; the gallery image was, at submit, and announced before the main hook.
    expect(uploads).toEqual(['logo.png', 'late.png', 'late.png']);
    const stored = await hooksOf(ref);
    expect(stored.map((s) => s.hook)).toEqual(['business-basics', 'logo', 'gallery', 'main']);
    expect(stored[3].payload).toMatchObject({ logoUploadedSeparately: 'true', useStockImages: false });
    await close();
  });

  it('failed basics and logo hooks are only logged; the logo is announced again at submit', async () => {
    const ref = 'HOME-3';
    const { page, close } = await open(`/form?customerNumber=${ref}`, { draft: answeredBusiness(answers('Hooks Down Ltd')) });
    await changeFromCheckPage(page, 'Business Information', 2);
    await page.locator('input[type="file"]').first().setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: pngImage([4, 5, 6]) });
    await page.getByText('logo.png').first().waitFor();
    const failedHooks: string[] = [];
    page.on('requestfailed', (r) => { if (r.url().includes('/events')) failedHooks.push(new URL(r.url()).pathname); });
    await page.route('**/api/forms/*/events', (route) => route.abort('connectionfailed'));
    await returnToCheckPage(page);
    // The upload worked, so the customer is told so; the hook failures are not shown.
    await expectToast(page, 'Logo Uploaded', 'Your logo has been uploaded successfully!');
    // Both hooks have failed and the page has had a frame to react to it.
    // Leaving step 2 (business basics and the logo's announcement, one step event) was told to the server, and failed.
    await vi.waitFor(() => expect(failedHooks).toEqual(['/api/forms/business/events']), { timeout: 15_000 });
    await nextFrame(page);
    expect(await toastTexts(page)).not.toContain('Error');
    expect(await hooksOf(ref)).toEqual([]);
    await page.unroute('**/api/forms/*/events');
    await submitFromLastStep(page, 'Submit');
    await page.getByRole('heading', { name: 'Thank You For Your Submission!' }).waitFor({ timeout: 15_000 });
    const stored = await hooksOf(ref);
    expect(stored.map((s) => s.hook)).toEqual(['logo', 'main']);
    expect(stored[1].payload.logoUploadedSeparately).toBe('true');
    await close();
  });

  it('a logo that cannot be uploaded aborts the submission with the upload error, in the mobile wording on a phone', async () => {
    for (const [userAgent, text] of [
      [undefined, 'There was a problem uploading your images. Please try again.'],
      ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1', 'There was a problem uploading your images from your mobile device. Please try again or use our desktop site.'],
    ] as const) {
      const ref = userAgent ? 'HOME-4M' : 'HOME-4';
      const { page, close } = await open(`/form?customerNumber=${ref}`, { userAgent, draft: answeredBusiness(answers('No Logo Ltd')) });
      await page.route('**/api/upload', (route) => route.abort('connectionfailed'));
      await addLogoFromCheckPage(page, pngImage([7, 7, 7]));
      await expectToast(page, 'Logo Upload Failed', 'There was a problem uploading your logo. You can try again later.');
      await submitFromLastStep(page, 'Submit');
      await expectToast(page, 'Upload Error', text);
      expect(await page.getByRole('heading', { name: /Thank You/ }).count()).toBe(0);
      expect((await hooksOf(ref)).map((s) => s.hook)).toEqual(['business-basics']);
      await close();
    }
  });

  it('a failed main hook shows the Error toast and no thank-you panel; a retry goes through once', async () => {
    const ref = 'HOME-5';
    const { page, close } = await open(`/form?customerNumber=${ref}`, { draft: answeredBusiness(answers('Main Down Ltd')) });
    // Step 2 looked over once more: leaving it sends the business basics.
    await changeFromCheckPage(page, 'Business Information', 2);
    await returnToCheckPage(page);
    await page.route('**/api/forms/*/submissions', (route) => route.abort('connectionfailed'));
    await submitFromLastStep(page, 'Submit');
    await expectToast(page, 'Error', 'There was a problem submitting your information. Please try again.');
    expect(await page.getByRole('heading', { name: /Thank You/ }).count()).toBe(0);
    await page.unroute('**/api/forms/*/submissions');
    await submitFromLastStep(page, 'Submit');
    await page.getByRole('heading', { name: 'Thank You For Your Submission!' }).waitFor({ timeout: 15_000 });
    expect((await hooksOf(ref)).map((s) => s.hook)).toEqual(['business-basics', 'main']);
    await close();
  });
});

describe('routes, branding and the trade link (spec part 2 §2, §5, §9)', () => {
  const partner = site.brandings!.partner;

  it('forms hosts show the form at / and /home; /form everywhere; the main / stays the marketing home', async () => {
    // The form's page as served and live, its form not started: which page a host and path give is the point here,
    // and starting each form (its runtime fetched and run, step 1 drawn again) cost five times the page.
    // A host's pages are loaded one after another in one page, as a visitor going from page to page: each host is
    // a site of its own, whose first page starts a renderer that compiles the app's scripts (a page per address
    // started two renderers more). The site's own host comes last, so the page is left where the next test goes.
    // Each host: the paths that show the form, then those that do not (the main / is the marketing home).
    const hosts = [['forms.localhost', ['/', '/home', '/form'], []], ['embed.localhost', ['/form'], []], [SITE_HOST, ['/form'], ['/']]] as const;
    for (const [host, formPaths, otherPaths] of hosts) {
      const { page, close } = await openPage(harness.browser, 1280, 900);
      for (const path of formPaths) {
        await gotoLive(page, harness.site.urlFor(host, path));
        expect(await page.getByRole('heading', { name: 'Get Your Free Website Preview' }).count(), `${host}${path}`).toBe(1);
      }
      for (const path of otherPaths) {
        await gotoLive(page, harness.site.urlFor(host, path));
        expect(await page.getByRole('button', { name: 'Continue', exact: true }).count(), `${host}${path}`).toBe(0);
      }
      await close();
    }
  });

  it('the home page locks electrician, plumber, roofer and builder in any case; anything else is electrician, unlocked', async () => {
    // A locking link and one the form falls back from, for what the form shows; the choice for ?trade=roofer and no
    // link is judged with the same rules in tests/unit/domain/trade-link-values.test.ts.
    for (const [query, label, locked] of [['?trade=BUILDER', 'Builder', true], ['?trade=carpenter', 'Electrician', false]] as const) {
      const { page, close } = await open(`/form${query}`);
      expect(await page.getByRole('radio', { name: label }).isChecked(), query).toBe(true);
      expect(await page.getByRole('radio', { name: label === 'Builder' ? 'Plumber' : 'Builder' }).isDisabled(), query).toBe(locked);
      await close();
    }
  });

  it('both partner pages wear the partner header and #7FA14C; the agent version also locks builder', async () => {
    for (const [path, builderLocks] of [['/partner-marketplace', false], ['/partner-marketplace-agent', true]] as const) {
      for (const host of ['localhost', 'forms.localhost']) {
        const { page, close } = await open(`${path}?trade=Builder`, { host });
        const header = page.locator('header[data-branding="partner"]');
        expect(await header.innerText()).toContain(partner.name);
        expect(await header.innerText()).toContain(partner.headerText);
        expect(await header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(127, 161, 76)');
        const bar = page.locator('.MuiLinearProgress-bar').first();
        expect(await bar.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(127, 161, 76)');
        expect(await page.getByRole('radio', { name: builderLocks ? 'Builder' : 'Electrician' }).isChecked(), path).toBe(true);
        expect(await page.getByRole('radio', { name: 'Roofer' }).isDisabled(), path).toBe(builderLocks);
        expect(await page.getByRole('link', { name: 'Terms and Conditions' }).first().getAttribute('target')).toBe('_blank');
        await close();
      }
      const { page, close } = await open(`${path}?trade=ROOFER`);
      expect(await page.getByRole('radio', { name: 'Roofer' }).isChecked()).toBe(true);
      expect(await page.getByRole('radio', { name: 'Plumber' }).isDisabled()).toBe(true);
      await close();
    }
    // The home form's bar keeps the site's own #3172B2.
    const { page, close } = await open('/form');
    expect(await page.locator('.MuiLinearProgress-bar').first().evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(49, 114, 178)');
    await close();
  });

  it('a partner submission ends with the five next steps', async () => {
    const ref = 'RP-1';
    const { page, close } = await open(`/partner-marketplace-agent?customerNumber=${ref}&trade=roofer`, { draft: answeredBusiness(answers('Partner Roofing Ltd'), 'roofer') });
    // Step 2 looked over once more: leaving it sends the business basics.
    await changeFromCheckPage(page, 'Business Information', 2);
    await returnToCheckPage(page);
    await submitFromLastStep(page, 'Submit');
    await page.getByRole('heading', { name: 'Thank You For Your Submission' }).waitFor({ timeout: 15_000 });
    expect(await page.locator('[role="status"] ol li').count()).toBe(5);
    expect(await page.locator('[role="status"] ol').innerText()).toContain('within a few minutes');
    const stored = await hooksOf(ref);
    expect(stored.map((s) => s.hook)).toEqual(['business-basics', 'main']);
    expect(stored[1].payload).toMatchObject({ selectedTrade: 'roofer', customPrimaryColor: '#495057', customSecondaryColor: '#FF7D00' });
    expect(String(stored[1].payload.source)).toContain('/partner-marketplace-agent');
    await close();
  });
});
