import { format } from 'node:util';
import { describe, expect, it, vi } from 'vitest';
import { trades } from '../../src/generated/config';
import { openPage, startForm } from './support/browser';
import { CHECK_PAGE, changeFromCheckPage, returnToCheckPage, waitForCheckPage } from './support/check-page';
import { answeredDraft, seedDraft, type DraftData } from './support/drafts';
import { useSiteAndBrowser } from './support/harness';
import { continueStep, submitFromLastStep, expectToast, fillFromStep, fillFromStep2, pngImage, toastTexts, waitForDraft, waitForStep, type RequestAnswers } from './support/request-form';

const harness = useSiteAndBrowser();

/**
 * `npm run inbox -- <args>` on the SQLite store in `dataDir`, run in this process: what it prints (log and error)
 * and its exit code, which must be 0.
 */
async function inboxCommand(dataDir: string, args: string[]): Promise<{ stdout: string }> {
  const [{ run }, { openStore }] = await Promise.all([import('../../scripts/inbox'), import('../../src/server/storage/open-store')]);
  const store = await openStore({ dataDir });
  const out: string[] = [];
  const print = (...parts: unknown[]) => void out.push(`${format(...parts)}\n`);
  const log = vi.spyOn(console, 'log').mockImplementation(print);
  const error = vi.spyOn(console, 'error').mockImplementation(print);
  try {
    expect(await run(store, args, {}), out.join('')).toBe(0);
    return { stdout: out.join('') };
  } finally {
    log.mockRestore();
    error.mockRestore();
    await store.close();
  }
}

/** The colours the spec gives each trade's default scheme (part 1 §3 and §9). */
const DEFAULT_COLOURS: Record<string, [string, string]> = {
  electrician: ['#00235A', '#FFA419'],
  plumber: ['#03045E', '#669BBC'],
  roofer: ['#495057', '#FF7D00'],
  builder: ['#36454F', '#A7C957'],
};

const answers = (trade: string): RequestAnswers => ({
  firstName: 'Sam',
  companyName: `Sam's ${trade} Ltd`,
  email: `sam.${trade}@example.co.uk`,
  phone: '7700 900123',
  area: 'Leeds',
  street: '1 High Street',
  town: 'Leeds',
  county: 'West Yorkshire',
  postcode: 'ls11aa',
});

/** Opens /request (with a saved draft on `draft.step` when given) and waits for the live form on its first step. */
async function openRequest(query = '', width = 1280, host = 'localhost', draft?: { step: number; data: DraftData }) {
  const opened = await openPage(harness.browser, width, 900);
  if (draft) await seedDraft(opened.page.context(), 'request', draft.step, draft.data);
  const cspViolations: string[] = [];
  opened.page.on('console', (m) => {
    if (/Content Security Policy|unsafe-eval/i.test(m.text())) cspViolations.push(m.text());
  });
  await opened.page.goto(harness.site.urlFor(host, `/request${query}`), { waitUntil: 'load' });
  // The first step is prerendered; the link's trade and reference apply once the form is live.
  await startForm(opened.page);
  if (draft?.step === CHECK_PAGE) await waitForCheckPage(opened.page);
  else await waitForStep(opened.page, draft?.step ?? 1);
  return { ...opened, cspViolations };
}

async function mainSubmissions(companyName: string) {
  return (await harness.site.submissions()).filter(
    (s) => s.hook === 'main' && (s.payload.businessBasics as { companyName?: string } | undefined)?.companyName === companyName,
  );
}

/** Checks the main hook the server stored for `a` against what spec part 1 §9 says the request form sends. */
async function expectSpecPayload(trade: string, a: RequestAnswers) {
  const [main, ...more] = await mainSubmissions(a.companyName);
  expect(more, 'one main hook for the submission').toHaveLength(0);
  const p = main.payload;
  expect(p.businessBasics).toEqual({ firstName: 'Sam', companyName: a.companyName, email: a.email, phone: '07700900123' });
  expect(p.businessName).toBe(a.companyName);
  expect(p.tradeType).toBe(trade);
  expect(p.selectedTrade).toBe(trade);
  // Services pre-selected on entering step 6: the trade's whole list.
  expect(p.selectedServices).toEqual(trades[trade].services);
  // Colours processed at submission: the trade's default scheme; the stray keys are gone.
  expect([p.customPrimaryColor, p.customSecondaryColor]).toEqual(DEFAULT_COLOURS[trade]);
  expect(p.useCustomColors).toBe(false);
  expect(p).not.toHaveProperty('primaryColor');
  expect(p).not.toHaveProperty('secondaryColor');
  expect(p.instagramHandle).toBe('samworks');
  expect(p.whatsAppNumber).toBe('07700900456');
  expect(p.serviceLocations).toEqual(['Leeds']);
  expect(p.businessAddress).toMatchObject({ street: '1 High Street', town: 'Leeds', county: 'West Yorkshire', postcode: 'LS1 1AA', registrationNumber: 'SC123456' });
  expect(p.hasDomain).toBe(true);
  expect(p.domainName).toBe('www.samworks.co.uk');
  expect(p.termsAgreed).toBe(true);
  expect(p.businessHours).toHaveLength(7);
  expect(p.formattedBusinessHours).toContain('Monday: 09:00 - 17:00');
  expect(p.formattedBusinessHours).toContain('Sunday: Closed');
  expect(Date.parse(String(p.timestamp))).not.toBeNaN();
  expect(String(p.source)).toContain('/request');
  expect(p).not.toHaveProperty('logo');
  expect(p).not.toHaveProperty('gallery');
}

/** The answers the trade tests give from step 2 on, with every optional field of the steps after it. */
const fullAnswers = (trade: string): RequestAnswers => ({ ...answers(trade), whatsApp: '07700 900456', instagram: '@samworks', registration: 'SC123456', domain: 'https://samworks.co.uk' });

describe('the request form, completed for each trade', () => {
  it("builder, on a 375 px screen by keyboard: every step, Continue moves the focus to the new step heading, then the server receives the spec's payload", async () => {
    // The one walk through all ten steps as a customer makes it: the trade chosen on the form, Continue and Submit
    // pressed with Enter, on a phone-sized screen.
    const { page, close, errors, cspViolations } = await openRequest('', 375);
    await page.getByText('Builder', { exact: true }).click();
    expect(await page.getByRole('radio', { name: trades.builder.label }).isChecked(), 'the trade clicked is chosen').toBe(true);
    await page.getByRole('button', { name: 'Continue', exact: true }).focus();
    await page.keyboard.press('Enter');
    await waitForStep(page, 2, true);
    expect(await page.evaluate(() => document.activeElement?.tagName), 'the new step heading has the focus').toBe('H2');
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'nothing wider than the 375 px screen').toBeLessThanOrEqual(375);
    const a = fullAnswers('builder');
    await fillFromStep2(page, a);
    await submitFromLastStep(page, 'Submit Request', 'enter');
    await page.getByRole('heading', { name: 'Thank you, Sam!' }).waitFor({ timeout: 15_000 });
    await expectSpecPayload('builder', a);
    expect(cspViolations).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  for (const trade of ['electrician', 'plumber', 'roofer']) {
    it(`${trade}, from the link: steps 5 to 10 after a draft saved on step 5, then the server receives the spec's payload`, async () => {
      // Steps 1 to 4 are walked by the builder test above (and the link's trade on step 1 by the link tests below):
      // this customer answered them and comes back to step 5; entering step 6 ticks this trade's services.
      const a = fullAnswers(trade);
      const draft = {
        tradeType: trade,
        useCustomColors: false,
        selectedColorScheme: trades[trade].defaultScheme,
        extractColorsFromLogo: false,
        businessBasics: { ...STEP_2, companyName: a.companyName, email: a.email },
        businessName: a.companyName,
        instagramHandle: 'samworks',
      };
      const { page, close, errors, cspViolations } = await openRequest(`?trade=${trade}`, 1280, 'localhost', { step: 5, data: draft });
      await fillFromStep(page, 5, a);
      await submitFromLastStep(page, 'Submit Request');
      await page.getByRole('heading', { name: 'Thank you, Sam!' }).waitFor({ timeout: 15_000 });
      await expectSpecPayload(trade, a);
      expect(cspViolations).toEqual([]);
      expect(errors).toEqual([]);
      await close();
    });
  }
});

describe('files: background uploads after steps 2 and 4, nothing uploaded twice', () => {
  it('uploads logo and photos once, sends the logo, gallery and main hooks in order with their URLs', async () => {
    // Leaving step 2 and step 4 is what starts their background uploads: the customer comes back to "Check your
    // answers" with every step answered and adds the logo and the photos through the Change buttons of steps 2 and 4
    // (walking every step is the builder test's; the trade tests walk steps 5 to 10).
    const basics = { firstName: 'Sam', companyName: 'Files Test Ltd', email: 'sam.files@example.co.uk', phone: '07700900123' };
    const draft = { step: CHECK_PAGE, data: answeredDraft({ trade: 'electrician', basics, agreed: true }) };
    const { page, close } = await openRequest('?customerNumber=CUST-77', 1280, 'localhost', draft);
    const a = { logo: pngImage([200, 30, 30]), gallery: [pngImage([10, 200, 10]), pngImage([10, 10, 200])] };
    await changeFromCheckPage(page, 'Business Information', 2);
    await page.locator('input[type="file"]').first().setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: a.logo });
    await page.getByRole('img', { name: /logo\.png/i }).first().waitFor();
    await returnToCheckPage(page);
    await changeFromCheckPage(page, 'Content Sources', 4);
    await page.locator('input[type="file"]').first().setInputFiles(a.gallery.map((buffer, i) => ({ name: `work-${i + 1}.png`, mimeType: 'image/png', buffer })));
    await page.getByText(/2 photos chosen/).first().waitFor();
    await returnToCheckPage(page);
    await submitFromLastStep(page, 'Submit Request');
    await page.getByRole('heading', { name: 'Thank you, Sam!' }).waitFor({ timeout: 15_000 });
    await page.getByText('Your reference number: CUST-77').waitFor();

    const all = (await harness.site.submissions()).filter((s) => s.payload.customerNumber === 'CUST-77').reverse();
    expect(all.map((s) => s.hook)).toEqual(['logo', 'gallery', 'main']);
    const [logo, gallery, main] = all.map((s) => s.payload);
    expect(logo).toMatchObject({ businessName: 'Files Test Ltd', customerNumber: 'CUST-77', selectedTrade: 'electrician' });
    expect(String(logo.logoUrl)).toContain('CUST-77');
    expect(String(logo.logoGetUrl)).toMatch(/^http/);
    expect(gallery.galleryUrls as string[]).toHaveLength(2);
    expect(gallery.galleryGetUrls as string[]).toHaveLength(2);
    expect(main).toMatchObject({ logoUrl: logo.logoUrl, galleryUrls: gallery.galleryUrls });
    // Each file stored once, though the logo was uploaded in the background after step 2.
    const res = await fetch(`${harness.site.url}/api/hook-calls?limit=1000`, { headers: { authorization: `Bearer ${(await import('./support/site')).TEST_ADMIN_TOKEN}` } });
    const files = ((await res.json()) as { files: { key: string }[] }).files.filter((f) => f.key.includes('CUST-77'));
    expect(files).toHaveLength(3);
    // The uploaded logo can be fetched back through its signed URL.
    const bytes = Buffer.from(await (await fetch(String(logo.logoGetUrl).replace(/^http:\/\/[^/]+/, harness.site.url))).arrayBuffer());
    expect(bytes.equals(a.logo)).toBe(true);
    await close();
  });
});

describe('the background upload line', () => {
  it('keeps its space when the uploads end, so Continue does not move at the end of a short page', async () => {
    const { page, close } = await openRequest('?customerNumber=CUST-78', 390);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/upload', async (route) => {
      await held;
      await route.continue();
    });
    await continueStep(page);
    const a = answers('electrician');
    await page.getByLabel('First name').fill(a.firstName);
    await page.getByLabel('Company name').fill(a.companyName);
    await page.getByLabel('Company email').fill(a.email);
    await page.getByLabel('Phone number').fill(a.phone);
    await page.locator('input[type="file"]').first().setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: pngImage([200, 30, 30]) });
    await page.getByRole('img', { name: /logo\.png/i }).first().waitFor();
    await continueStep(page);
    await page.getByText(/^Uploading 1 of 1/).waitFor();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const button = page.getByRole('button', { name: 'Continue', exact: true });
    const before = await button.boundingBox();
    release();
    await page.getByText(/^Uploading 1 of 1/).waitFor({ state: 'detached' });
    expect(await button.boundingBox()).toEqual(before);
    await continueStep(page);
    await close();
  });
});

// The rules of one step at a time (what Continue refuses on steps 2, 5 and 9, its messages and toasts, the labels and
// autocomplete tokens of step 2): tests/component/request-step-rules.test.tsx, each step of the real form mounted alone.

/** The answers of step 2, as the form keeps them. */
const STEP_2 = { firstName: 'Sam', companyName: 'Sam Ltd', email: 'sam@example.co.uk', phone: '07700900123' };

describe('the link: trade and customerNumber (spec part 1 §2, §6)', () => {
  it('electrician, plumber and roofer lock the trade; anything else falls back to electrician, unlocked', async () => {
    // A locking link and one the form falls back from, for what the form shows; the choice for the other links
    // (upper case, markup, a very long value, none) is judged with the same rules in tests/unit/domain/trade-link-values.test.ts.
    for (const [query, trade, locked] of [
      ['?trade=roofer', 'Roofer', true],
      ['?trade=builder', 'Electrician', false],
    ] as const) {
      const { page, close } = await openRequest(query);
      expect(await page.getByRole('radio', { name: trade }).isChecked(), query).toBe(true);
      expect(await page.getByRole('radio', { name: 'Builder' }).isDisabled(), query).toBe(locked);
      await close();
    }
  });

  it('a customer number from the link is shown read-only, and hidden on forms. hosts but still sent', async () => {
    const { page, close } = await openRequest('?customerNumber=CUST-42');
    const field = page.getByLabel('Customer reference');
    expect(await field.inputValue()).toBe('CUST-42');
    expect(await field.getAttribute('readonly')).not.toBeNull();
    await close();

    const forms = await openRequest('?customerNumber=CUST-43', 1280, 'forms.localhost');
    expect(await forms.page.getByLabel('Customer reference').count()).toBe(0);
    await forms.close();
    // Sent from the same link by a customer who answered every step (the steps are walked by the trade tests).
    const basics = { firstName: 'Sam', companyName: 'Forms Host Ltd', email: 'sam.forms@example.co.uk', phone: '07700900123' };
    const sender = await openRequest('?customerNumber=CUST-43', 1280, 'forms.localhost', { step: CHECK_PAGE, data: answeredDraft({ trade: 'electrician', basics, agreed: true }) });
    await submitFromLastStep(sender.page, 'Submit Request');
    await sender.page.getByRole('heading', { name: 'Thank you, Sam!' }).waitFor({ timeout: 15_000 });
    const [main] = await mainSubmissions('Forms Host Ltd');
    expect(main.payload.customerNumber, 'the hidden reference is still sent').toBe('CUST-43');
    await sender.close();
  });
});

describe('transitions, drafts and submission safety', () => {
  // Changing the trade (what it clears, and step 1 again): tests/component/request-step-rules.test.tsx, the form mounted on step 1.
  it('answers, the step and a chosen logo survive a reload', async () => {
    const { page, close } = await openRequest();
    await continueStep(page);
    await page.getByLabel('First name').fill('Robin');
    await page.getByLabel('Company name').fill('Reload Roofing');
    await page.getByLabel('Company email').fill('robin@example.co.uk');
    await page.getByLabel('Phone number').fill('07700 900123');
    await page.locator('input[type="file"]').first().setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: pngImage() });
    await page.getByText('logo.png').first().waitFor();
    await continueStep(page);
    // The draft is saved 300 ms after the last change; it counts steps from 0, so step 3 is "step":2.
    await waitForDraft(page, '"step":2', 'Reload Roofing', 'logo.png');
    await page.reload({ waitUntil: 'load' });
    await waitForStep(page, 3);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await waitForStep(page, 2);
    expect(await page.getByLabel('First name').inputValue()).toBe('Robin');
    expect(await page.getByLabel('Company name').inputValue()).toBe('Reload Roofing');
    await page.getByText('logo.png').first().waitFor();
    await close();
  });

  it('a failed submission keeps every answer, shows the §8 toast, and a retry goes through once', async () => {
    // Sending is what this is about: the customer comes back to the last step with every answer given.
    const basics = { firstName: 'Sam', companyName: 'Retry Ltd', email: 'sam.retry@example.co.uk', phone: '07700900123' };
    const { page, close } = await openRequest('', 1280, 'localhost', { step: 10, data: answeredDraft({ trade: 'electrician', basics, agreed: true }) });
    await page.route('**/api/forms/*/submissions', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"down"}' }));
    await submitFromLastStep(page, 'Submit Request');
    await expectToast(page, 'Error', 'There was a problem submitting your information. Please try again.');
    // The check page stays, with every answer.
    expect(await page.locator('[data-check-answers]').innerText()).toContain('Retry Ltd');
    await page.unroute('**/api/forms/*/submissions');
    // A double click sends once: every request it started has been answered before the count.
    const sent: string[] = [];
    const answered: string[] = [];
    page.on('request', (r) => { if (r.url().includes('/submissions')) sent.push(r.url()); });
    page.on('requestfinished', (r) => { if (r.url().includes('/submissions')) answered.push(r.url()); });
    page.on('requestfailed', (r) => { if (r.url().includes('/submissions')) answered.push(r.url()); });
    await submitFromLastStep(page, 'Submit Request', 'dblclick');
    await page.getByRole('heading', { name: 'Thank you, Sam!' }).waitFor({ timeout: 15_000 });
    await vi.waitFor(() => expect(answered).toHaveLength(sent.length));
    expect(sent).toHaveLength(1);
    expect(await mainSubmissions('Retry Ltd')).toHaveLength(1);
    await close();
  });

  it('a failed logo upload aborts the submission with the Upload Error toast and the reason', async () => {
    // A customer who answered every step adds a logo on step 2 from "Check your answers" (the steps are walked by
    // the trade tests); the logo's upload when step 2 is left and again at Submit both fail.
    const basics = { firstName: 'Sam', companyName: 'Upload Fail Ltd', email: 'sam.upload@example.co.uk', phone: '07700900123' };
    const { page, close } = await openRequest('', 1280, 'localhost', { step: CHECK_PAGE, data: answeredDraft({ trade: 'electrician', basics, agreed: true }) });
    await page.route('**/api/upload', (route) => route.fulfill({ status: 503, body: '' }));
    await changeFromCheckPage(page, 'Business Information', 2);
    await page.locator('input[type="file"]').first().setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: pngImage() });
    await page.getByRole('img', { name: /logo\.png/i }).first().waitFor();
    await returnToCheckPage(page);
    await submitFromLastStep(page, 'Submit Request');
    await expectToast(page, 'Upload Error', 'There was a problem uploading your images. Please try again.');
    await page.getByText(/Failed to upload logo: Failed to get presigned URL: Service Unavailable/).waitFor();
    expect(await mainSubmissions('Upload Fail Ltd')).toHaveLength(0);
    expect(await toastTexts(page)).not.toContain('Thank you');
    await close();
  });
});

describe('people: keyboard, phone screens, operators', () => {
  it('a submission made in the browser is listed by npm run inbox, its files under the one reference the server gave', async () => {
    // A customer who answered every step adds the logo and a photo from "Check your answers" (the steps and their
    // background uploads are walked by the tests above).
    const basics = { firstName: 'Sam', companyName: 'Inbox Check Ltd', email: 'sam.inbox@example.co.uk', phone: '07700900123' };
    const { page, close } = await openRequest('', 1280, 'localhost', { step: CHECK_PAGE, data: answeredDraft({ trade: 'electrician', basics, agreed: true }) });
    await changeFromCheckPage(page, 'Business Information', 2);
    await page.locator('input[type="file"]').first().setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: pngImage([9, 99, 199]) });
    await page.getByRole('img', { name: /logo\.png/i }).first().waitFor();
    await returnToCheckPage(page);
    await changeFromCheckPage(page, 'Content Sources', 4);
    await page.locator('input[type="file"]').first().setInputFiles([{ name: 'work-1.png', mimeType: 'image/png', buffer: pngImage([1, 2, 3]) }]);
    await page.getByText(/1 photo chosen/).first().waitFor();
    await returnToCheckPage(page);
    await submitFromLastStep(page, 'Submit Request');
    await page.getByRole('heading', { name: 'Thank you, Sam!' }).waitFor({ timeout: 15_000 });
    await close();
    // The commands run in this process on the site's store, through the function scripts/inbox.ts runs them with (the
    // command as its own process is tests/server/process.test.ts's): two Nodes started with tsx cost about 2 s of
    // processor time. The site is shared with the other browser test files: list past its default 20 newest.
    const inbox = (...args: string[]) => inboxCommand(harness.site.dataDir, args);
    const { stdout } = await inbox('list', '--limit', '1000');
    // Without a customer number, the one reference the server gave names the customer, the logo and the photo.
    const line = stdout.split('\n').find((l) => l.includes('Inbox Check Ltd'));
    expect(line).toMatch(/submitted/);
    const reference = line?.match(/TS-[2-9A-Z]{3}-[2-9A-Z]{3}/)?.[0];
    expect(reference).toBeDefined();
    const shown = (await inbox('show', reference!)).stdout;
    expect(shown).toMatch(/businessBasics\.companyName\s+Inbox Check Ltd/);
    expect(shown).toMatch(new RegExp(`${reference}\\s+logo\\s+${reference}/logo/`));
    expect(shown).toMatch(new RegExp(`${reference}\\s+gallery\\s+${reference}/gallery/`));
    expect(shown).toMatch(/main\s+TS-\S+\s+(held|pending|delivered)/);
  });
});
