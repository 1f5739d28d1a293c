import { describe, expect, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { newContext, nextFrame, startForm, waitForHydration } from './support/browser';
import { useSiteAndBrowser } from './support/harness';
import { TEST_ADMIN_TOKEN } from './support/site';

/** The small forms of spec part 2: unsubscribe, contact, domain selection and feedback (§2, §5, §7 calls 7-10, §8). */
const harness = useSiteAndBrowser();
const { site } = (await import('../../src/generated/config')) as typeof import('../../src/generated/config');
const PARTNER_GREEN = 'rgb(127, 161, 76)'; // #7FA14C
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** A page in a fresh context (fresh drafts), recording console errors; the form drawn once hydrated, and started. */
async function open(path: string, opts: { width?: number; waitFor?: string; clock?: boolean } = {}) {
  const context = await newContext(harness.browser, { viewport: { width: opts.width ?? 1280, height: 900 } });
  const page = await context.newPage();
  // A page that must show it does NOT go on gets a controllable clock (see pastRedirectDelay).
  if (opts.clock) await page.clock.install();
  const errors: string[] = [];
  page.on('console', (msg) => { if (msg.type() === 'error' && !/Failed to load resource/.test(msg.text())) errors.push(msg.text()); });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  const response = await page.goto(`${harness.site.url}${path}`, { waitUntil: 'load' });
  if (opts.waitFor) await page.locator(opts.waitFor).first().waitFor({ timeout: 20_000 });
  // Query-filled text (the reference, the preview link) appears once the form is live.
  if (response?.ok()) await waitForHydration(page);
  // These tests are about the live form: a submit before its runtime is live would post the page to the server.
  if (response?.ok() && (await page.locator('[data-form]').count())) await startForm(page);
  return { page, context, errors, status: response?.status(), close: () => context.close() };
}

/**
 * Moves the page's clock past the 1.5 s a permitted redirect waits, firing every timer due by then, and lets a
 * navigation those timers started reach the browser: the page is then where it will stay.
 */
async function pastRedirectDelay(page: Page) {
  await page.clock.fastForward(1800);
  await nextFrame(page);
}

const toasts = async (page: Page) => (await page.locator('.notistack-SnackbarContainer').allInnerTexts()).join('\n');

async function expectToast(page: Page, ...parts: string[]) {
  await vi.waitFor(async () => {
    const text = await toasts(page);
    for (const part of parts) expect(text).toContain(part);
  }, { timeout: 15_000, interval: 100 });
}

/**
 * The payload the intake server stored for a hook from one request this test sent (matched on its timestamp:
 * the site is shared with the other browser test files, so the store holds their submissions too).
 */
async function stored(hook: string, sent: Record<string, unknown>): Promise<Record<string, unknown>> {
  const stamp = sent.timestamp ?? sent.Timestamp;
  expect(stamp).toBeTypeOf('string');
  let found: { payload: Record<string, unknown> }[] = [];
  await vi.waitFor(async () => {
    found = (await harness.site.submissions()).filter((s) => s.hook === hook && (s.payload.timestamp ?? s.payload.Timestamp) === stamp);
    expect(found.length).toBe(1);
  }, { timeout: 15_000, interval: 200 });
  return found[0].payload;
}

/** The payload of `hook` that the next submission the page sends made on the server (its plan expanded there). */
const nextHookBody = (page: Page, hook: string) =>
  page
    .waitForResponse((r) => r.url().includes('/submissions') && r.request().method() === 'POST' && r.ok())
    .then(async (r) => {
      const { id } = (await r.json()) as { id: string };
      const answer = await fetch(`${harness.site.url}/api/submissions/${id}`, { headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` } });
      const { calls } = (await answer.json()) as { calls: { hook: string; payload: Record<string, unknown> }[] };
      return calls.find((c) => c.hook === hook)!.payload;
    });

/** Records the submissions a page sends to a one-step form (named as its hook), to show that a refused form sent nothing. */
function hookRequests(page: Page, form: string): string[] {
  const sent: string[] = [];
  page.on('request', (r) => { if (r.url().includes(`/api/forms/${form}/submissions`)) sent.push(r.postData() ?? ''); });
  return sent;
}

/** Submissions stored for a hook whose payload has `field` equal to `value`. */
const submissionsWith = async (hook: string, field: string, value: string) =>
  (await harness.site.submissions()).filter((s) => s.hook === hook && s.payload[field] === value).length;
const button = (page: Page, name: string | RegExp) => page.getByRole('button', { name, exact: typeof name === 'string' });
const emailBox = (page: Page) => page.getByRole('textbox', { name: /^Email/ });

describe('/unsubscribe (call 7)', () => {
  it('refuses an invalid address, then unsubscribes and replaces the form', async () => {
    const { page, errors, status, close } = await open('/unsubscribe?ignored=1', { waitFor: 'input[type="email"], input[name*="email"]' });
    expect(status).toBe(200);
    const unsubscribeRequests = hookRequests(page, 'unsubscribe');
    await emailBox(page).fill('not-an-email');
    await button(page, 'Unsubscribe').click();
    await expectToast(page, 'Invalid email', 'Please enter a valid email address');
    expect(await page.locator('main').innerText()).toContain('Please enter a valid email address');
    expect(unsubscribeRequests).toEqual([]);
    expect(await submissionsWith('unsubscribe', 'Email', 'not-an-email')).toBe(0);

    await emailBox(page).fill('jo@example.co.uk');
    // Hold the hook answer so the busy label can be seen.
    let release!: () => void;
    const held = new Promise<void>((r) => { release = r; });
    await page.route('**/api/forms/unsubscribe/submissions', async (route) => { await held; await route.continue(); });
    const sent = page.waitForRequest('**/api/forms/unsubscribe/submissions');
    const made = nextHookBody(page, 'unsubscribe');
    await button(page, 'Unsubscribe').click();
    const request = JSON.parse((await sent).postData() ?? '{}') as Record<string, unknown>;
    const busy = button(page, /Processing\.\.\./);
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    release();
    // The toast first: it leaves after five seconds, and on a busy machine the checks below once took longer.
    await expectToast(page, 'Unsubscribe request submitted', 'You have been unsubscribed from our mailing list');
    await page.getByText('You have been successfully unsubscribed.').waitFor();
    expect(await page.locator('main').innerText()).toContain('You will no longer receive marketing emails from us.');
    expect(await emailBox(page).count()).toBe(0);

    // The browser sends the answers; the intake server makes the spec's payload, empty values left out.
    expect(request.answers).toEqual({ email: 'jo@example.co.uk' });
    const body = await made;
    const payload = await stored('unsubscribe', body);
    expect(Object.keys(payload).sort()).toEqual(['Email', 'Source', 'Timestamp']);
    expect(payload.Timestamp).toBe(body.Timestamp);
    expect(payload.Email).toBe('jo@example.co.uk');
    expect(payload.Source).toBe(`${harness.site.url}/unsubscribe`);
    expect(payload.Timestamp).toMatch(ISO);
    expect(errors).toEqual([]);
    await close();
  });

  it('a failing hook gives the Error toast and keeps the form', async () => {
    const { page, close } = await open('/unsubscribe', { waitFor: 'input' });
    await page.route('**/api/forms/unsubscribe/submissions', (route) => route.abort('connectionrefused'));
    await emailBox(page).fill('sam@example.co.uk');
    await button(page, 'Unsubscribe').click();
    await expectToast(page, 'Error', 'Failed to process your request. Please try again later.');
    expect(await page.getByText('You have been successfully unsubscribed.').count()).toBe(0);
    expect(await emailBox(page).inputValue()).toBe('sam@example.co.uk');
    await close();
  });
});

describe('/contact (call 8)', () => {
  it('shows the contact details above the form and validates on submit, then on every change', async () => {
    const { page, errors, status, close } = await open('/contact', { waitFor: 'textarea:not([aria-hidden])' });
    expect(status).toBe(200);
    const contactRequests = hookRequests(page, 'contact');
    const main = page.locator('main');
    expect(await main.innerText()).toContain(site.contact.email);
    expect(await main.innerText()).toContain(site.contact.phone);
    // Nothing is shown before the first Send Message.
    expect(await main.innerText()).not.toContain('must be at least');
    await button(page, 'Send Message').click();
    for (const m of ['Name must be at least 2 characters', 'Please enter a valid email address', 'Subject must be at least 5 characters', 'Message must be at least 10 characters']) {
      await page.getByText(m).first().waitFor();
    }
    const name = page.getByRole('textbox', { name: /^Name/ });
    await name.fill('J');
    await nextFrame(page);
    expect(await main.innerText()).toContain('Name must be at least 2 characters');
    await name.fill('Jo');
    await vi.waitFor(async () => expect(await main.innerText()).not.toContain('Name must be at least 2 characters'), { timeout: 5000 });
    await emailBox(page).fill('jo@');
    await nextFrame(page);
    expect(await main.innerText()).toContain('Please enter a valid email address');
    await emailBox(page).fill('jo@example.co.uk');
    await page.getByRole('textbox', { name: /^Subject/ }).fill('Help');
    await nextFrame(page);
    expect(await main.innerText()).toContain('Subject must be at least 5 characters');
    await page.getByRole('textbox', { name: /^Subject/ }).fill('Help me');
    await page.getByRole('textbox', { name: /^Message/ }).fill('Too short');
    await nextFrame(page);
    expect(await main.innerText()).toContain('Message must be at least 10 characters');
    await page.getByRole('textbox', { name: /^Message/ }).fill('Please call me about a website.');
    await vi.waitFor(async () => expect(await main.innerText()).not.toContain('must be at least'), { timeout: 5000 });
    expect(contactRequests).toEqual([]);
    expect(await submissionsWith('contact', 'Email', 'jo@example.co.uk')).toBe(0);

    let release!: () => void;
    const held = new Promise<void>((r) => { release = r; });
    await page.route('**/api/forms/contact/submissions', async (route) => { await held; await route.continue(); });
    const sent = nextHookBody(page, 'contact');
    await button(page, 'Send Message').click();
    await button(page, /Sending\.\.\./).waitFor();
    release();
    await expectToast(page, 'Message sent!', "Thank you for contacting us. We'll get back to you shortly.");
    // The form is emptied and stays, with no messages.
    await vi.waitFor(async () => expect(await name.inputValue()).toBe(''), { timeout: 5000 });
    expect(await page.getByRole('textbox', { name: /^Message/ }).inputValue()).toBe('');
    expect(await main.innerText()).not.toContain('must be at least');

    const payload = await stored('contact', await sent);
    expect(Object.keys(payload).sort()).toEqual(['Email', 'Message', 'Name', 'Source', 'Subject', 'Timestamp', 'ToEmail']);
    expect(payload).toMatchObject({
      Name: 'Jo', Email: 'jo@example.co.uk', Subject: 'Help me', Message: 'Please call me about a website.',
      ToEmail: site.contact.toEmail, Source: `${harness.site.url}/contact`,
    });
    expect(payload.Timestamp).toMatch(ISO);
    expect(errors).toEqual([]);
    await close();
  });

  it('a failing hook gives the failure toast and keeps the message', async () => {
    const { page, close } = await open('/contact', { waitFor: 'textarea:not([aria-hidden])' });
    await page.route('**/api/forms/contact/submissions', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"down"}' }));
    await page.getByRole('textbox', { name: /^Name/ }).fill('Sam');
    await emailBox(page).fill('sam@example.co.uk');
    await page.getByRole('textbox', { name: /^Subject/ }).fill('A question');
    await page.getByRole('textbox', { name: /^Message/ }).fill('Is there a discount for plumbers?');
    await button(page, 'Send Message').click();
    await expectToast(page, 'Error', 'Failed to send your message. Please try again later.');
    expect(await page.getByRole('textbox', { name: /^Message/ }).inputValue()).toBe('Is there a discount for plumbers?');
    await close();
  });
});

const domainLink = (extra: Record<string, string> = {}) => {
  const q = new URLSearchParams({
    domain1: 'sparkbright.co.uk',
    domain2: 'javascript:alert(1)',
    domain3: '<script>alert(1)</script>',
    domain4: `${'a'.repeat(300)}.co.uk`,
    domain5: 'SparkBright.co.uk',
    domain6: 'spark-bright.com',
    customerNumber: 'TS-1042',
    lead_id: 'lead-77',
    ...extra,
  });
  return q.toString();
};

/** Chooses a domain on an opened domain page and confirms it. */
async function chooseAndConfirm(page: Page, domain: string) {
  await page.locator('label', { hasText: domain }).click();
  await button(page, 'Confirm Selection').click();
}

describe('/domain-selection (call 9)', () => {
  it('offers only the safe options, keeps Confirm disabled until one is chosen, and sends the choice', async () => {
    const { page, errors, status, close } = await open(`/domain-selection?${domainLink()}`, { waitFor: 'label:has(input[type="radio"])', clock: true });
    expect(status).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Choose Your Domain Name');
    const main = page.locator('main');
    expect(await main.innerText()).toContain('Your reference number: TS-1042');
    expect(await main.innerText()).toMatch(/payment page/);
    expect(await main.innerText()).toContain('it can take 24-48 hours for it to work everywhere');
    const radios = page.getByRole('radio');
    expect(await radios.evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value))).toEqual(['sparkbright.co.uk', 'spark-bright.com']);
    expect(await main.innerHTML()).not.toContain('<script>alert');
    expect(await main.innerText()).not.toContain('javascript:');
    expect(await main.innerText()).not.toContain('aaaaaaaaaa');

    const confirm = button(page, 'Confirm Selection');
    expect(await confirm.isDisabled()).toBe(true);
    await page.locator('label', { hasText: 'sparkbright.co.uk' }).click();
    expect(await page.getByRole('radio', { name: 'sparkbright.co.uk' }).isChecked()).toBe(true);
    expect(await confirm.isEnabled()).toBe(true);
    // The choice can be changed, by keyboard too.
    await page.getByRole('radio', { name: 'sparkbright.co.uk' }).focus();
    await page.keyboard.press('ArrowDown');
    expect(await page.getByRole('radio', { name: 'spark-bright.com' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'sparkbright.co.uk' }).isChecked()).toBe(false);

    let release!: () => void;
    const held = new Promise<void>((r) => { release = r; });
    await page.route('**/api/forms/domain-selection/submissions', async (route) => { await held; await route.continue(); });
    const sent = nextHookBody(page, 'domain-selection');
    await confirm.click();
    const busy = button(page, /Submitting\.\.\./);
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    // The page's time stands still from here: the thank-you goes on to the payment page 1.5 s after it shows, which
    // on a busy machine came before this test had looked at the thank-you; now it comes when the test moves time on.
    // Stopped 10 s ahead of the page's time, as that time runs on while the test asks for it: timers due by then run at
    // once, and the send's 30 s time limit is not one of them.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 10_000));
    release();
    await expectToast(page, 'Thank you!', "You've selected spark-bright.com as your domain name.");
    const payload = await stored('domain-selection', await sent);
    expect(Object.keys(payload).sort()).toEqual(['customerNumber', 'leadId', 'selectedDomain', 'source', 'timestamp']);
    expect(payload).toMatchObject({ selectedDomain: 'spark-bright.com', customerNumber: 'TS-1042', leadId: 'lead-77', source: `${harness.site.url}/domain-selection` });
    expect(payload.timestamp).toMatch(ISO);
    // No stripe_link: the payment link of site.yaml, given the customer's reference.
    const paying: string[] = [];
    await page.context().route('https://buy.stripe.com/**', (route) => {
      paying.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Stripe</title><p>Pay</p>' });
    });
    await page.locator('[data-redirect="pending"]').waitFor();
    await page.clock.fastForward(1800);
    await page.waitForURL((url) => url.hostname === 'buy.stripe.com', { timeout: 15_000 });
    expect(paying).toEqual(['https://buy.stripe.com/tradesites-website?client_reference_id=TS-1042']);
    expect(errors).toEqual([]);
    await close();
  });

  it('says so when the link offers no usable option', async () => {
    const { page, close } = await open('/domain-selection?domain1=javascript:alert(1)&domain2=', { waitFor: '[data-empty-choices]' });
    expect(await page.locator('main').innerText()).toContain('No domain options were provided. Please contact support for assistance.');
    expect(await page.getByRole('radio').count()).toBe(0);
    expect(await button(page, 'Confirm Selection').isDisabled()).toBe(true);
    expect(await page.locator('main').innerText()).not.toContain('Your reference number');
    await close();
  });

  it('goes on to an https stripe_link on a listed host, given the reference', async () => {
    const stripe = 'https://checkout.stripe.com/c/pay/cs_test_123';
    const { page, close } = await open(`/domain-selection?${domainLink({ stripe_link: stripe })}`, { waitFor: 'label:has(input[type="radio"])', clock: true });
    const reached: string[] = [];
    await page.context().route('https://checkout.stripe.com/**', (route) => {
      reached.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Stripe</title><p>Pay</p>' });
    });
    // Time stands still until the thank-you has been seen, as in the test above: it goes on 1.5 s after it shows.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 10_000));
    await chooseAndConfirm(page, 'sparkbright.co.uk');
    await page.locator('[data-redirect="pending"]').waitFor();
    await page.clock.fastForward(1800);
    await page.waitForURL((url) => url.href.startsWith('https://checkout.stripe.com/'), { timeout: 15_000 });
    expect(reached).toEqual([`${stripe}?client_reference_id=TS-1042`]);
    await close();
  });

  // Two refused links for what the page does with one (the refusal, no redirect, no request, no dialog); the rule's
  // answer for the look-alike and other hosts is judged with the same config in tests/unit/domain/hostile-link-values.test.ts.
  for (const bad of ['http://checkout.stripe.com/c/pay/x', 'javascript:alert(1)']) {
    it(`refuses stripe_link=${bad} with a message and no redirect`, async () => {
      const { page, close } = await open(`/domain-selection?${domainLink({ stripe_link: bad })}`, { waitFor: 'label:has(input[type="radio"])', clock: true });
      const requests: string[] = [];
      page.on('request', (r) => { if (!r.url().startsWith(harness.site.url)) requests.push(r.url()); });
      const dialogs: string[] = [];
      page.on('dialog', (d) => { dialogs.push(d.message()); void d.dismiss(); });
      await chooseAndConfirm(page, 'sparkbright.co.uk');
      await page.locator('[data-redirect="refused"]').waitFor({ timeout: 15_000 });
      expect(await page.locator('[data-redirect="refused"]').innerText()).toContain('could not be opened');
      if (bad.startsWith('http:')) {
        // The refusal view is the same for every value: checked with axe once.
        expect(await axeViolations(page, 'main')).toEqual([]);
      }
      await pastRedirectDelay(page);
      expect(page.url().startsWith(`${harness.site.url}/domain-selection`)).toBe(true);
      expect(requests).toEqual([]);
      expect(dialogs).toEqual([]);
      await close();
    });
  }

  it('a failing hook gives the Error toast and does not go on', async () => {
    const { page, close } = await open(`/domain-selection?${domainLink({ stripe_link: 'https://checkout.stripe.com/c/pay/x' })}`, { waitFor: 'label:has(input[type="radio"])', clock: true });
    await page.route('**/api/forms/domain-selection/submissions', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"down"}' }));
    await chooseAndConfirm(page, 'sparkbright.co.uk');
    await expectToast(page, 'Error', 'There was a problem submitting your selection. Please try again.');
    await pastRedirectDelay(page);
    expect(new URL(page.url()).pathname).toBe('/domain-selection');
    expect(await button(page, 'Confirm Selection').isEnabled()).toBe(true);
    await close();
  });

  it('-rp shows the same page with the partner branding', async () => {
    const { page, status, close } = await open(`/domain-selection-rp?${domainLink()}`, { width: 375, waitFor: 'label:has(input[type="radio"])' });
    expect(status).toBe(200);
    const header = page.locator('header[data-branding="partner"]');
    expect(await header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(PARTNER_GREEN);
    expect(await header.innerText()).toContain(site.brandings?.partner.headerText);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Choose Your Domain Name');
    expect(await page.getByRole('radio').count()).toBe(2);
    const plain = await open(`/domain-selection?${domainLink()}`, { waitFor: 'label:has(input[type="radio"])' });
    expect(await plain.page.locator('[data-branding]').count()).toBe(0);
    await plain.close();
    await close();
  });
});

const COMMENT_SECTIONS: [field: string, label: string][] = [
  ['generalComments', 'General comments'], ['homePageComments', 'Home page'], ['servicesComments', 'Services'],
  ['aboutComments', 'About'], ['testimonialsComments', 'Testimonials'], ['contactComments', 'Contact'],
  ['footerComments', 'Footer'], ['navigationComments', 'Navigation'], ['projectsComments', 'Projects'],
];

describe('/comments-form (call 10)', () => {
  it('shows the preview link and reference, toggles each section by keyboard, sends all nine comments, and starts again', async () => {
    const preview = 'https://jo.preview.tradesites.co.uk/site/42'; // a host of previewHosts in config/site.yaml
    const { page, errors, status, close } = await open(`/comments-form?websiteUrl=${encodeURIComponent(preview)}&customerNumber=TS-9`, { waitFor: '[data-collapsible]' });
    expect(status).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Website Feedback Form');
    expect(await page.locator('main').innerText()).toContain('Your reference number: TS-9');
    expect(await page.getByRole('link', { name: preview }).getAttribute('href')).toBe(preview);

    for (const [field, label] of COMMENT_SECTIONS) {
      const toggle = page.getByRole('button', { name: label, exact: true });
      expect(await toggle.getAttribute('aria-expanded'), label).toBe('false');
      expect(await page.getByRole('textbox', { name: label, exact: true }).count()).toBe(0);
      await toggle.focus();
      await page.keyboard.press(field === 'homePageComments' ? 'Space' : 'Enter');
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      const box = page.getByRole('textbox', { name: label, exact: true });
      await box.waitFor();
      expect(await toggle.getAttribute('aria-controls')).toBe(await page.getByRole('region', { name: label, exact: true }).getAttribute('id'));
      await box.fill(`Comment on ${field}`);
    }
    // Every section open: still no axe violations.
    expect(await axeViolations(page, 'main')).toEqual([]);
    // And closes again.
    const general = page.getByRole('button', { name: 'General comments', exact: true });
    await general.focus();
    await page.keyboard.press('Enter');
    expect(await general.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Enter');
    expect(await page.getByRole('textbox', { name: 'General comments', exact: true }).inputValue()).toBe('Comment on generalComments');

    let release!: () => void;
    const held = new Promise<void>((r) => { release = r; });
    await page.route('**/api/forms/feedback/submissions', async (route) => { await held; await route.continue(); });
    const sent = nextHookBody(page, 'feedback');
    await button(page, 'Submit Comments').click();
    await button(page, /Submitting\.\.\./).waitFor();
    release();
    await page.getByRole('heading', { name: 'Thank You for Your Feedback' }).waitFor();
    await expectToast(page, 'Comments submitted successfully');

    const payload = await stored('feedback', await sent);
    expect(Object.keys(payload).sort()).toEqual([...COMMENT_SECTIONS.map(([f]) => f), 'customerNumber', 'source', 'timestamp', 'websiteUrl'].sort());
    for (const [field] of COMMENT_SECTIONS) expect(payload[field]).toBe(`Comment on ${field}`);
    expect(payload).toMatchObject({ websiteUrl: preview, customerNumber: 'TS-9', source: `${harness.site.url}/comments-form` });
    expect(payload.timestamp).toMatch(ISO);

    await button(page, 'Submit Another Comment').click();
    const again = page.getByRole('button', { name: 'General comments', exact: true });
    await again.waitFor();
    expect(await again.getAttribute('aria-expanded')).toBe('false');
    await again.click();
    expect(await page.getByRole('textbox', { name: 'General comments', exact: true }).inputValue()).toBe('');
    expect(errors).toEqual([]);
    await close();
  });

  // Two hostile addresses for what the page does with one (plain text, no link, nothing sent); the widget's view of
  // four more (another scheme, a long one, other and look-alike hosts) is judged with the same config in
  // tests/unit/domain/hostile-link-values.test.ts.
  for (const bad of ['javascript:alert(1)', '//evil.example/x']) {
    it(`never links websiteUrl=${bad.slice(0, 40)}, showing it as plain text`, async () => {
      const { page, close } = await open(`/comments-form?websiteUrl=${encodeURIComponent(bad)}`, { waitFor: '[data-collapsible]' });
      const hrefs = await page.locator('main a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      for (const href of hrefs) expect(href.startsWith('/') || href.startsWith('mailto:') || href.startsWith('https://www.')).toBe(true);
      expect(await page.locator('[data-query-link]').count()).toBe(0);
      expect(await page.locator('[data-query-text="websiteUrl"]').innerText()).toContain(bad.slice(0, 200));
      const sent = nextHookBody(page, 'feedback');
      await button(page, 'Submit Comments').click();
      await page.getByRole('heading', { name: 'Thank You for Your Feedback' }).waitFor();
      const payload = await stored('feedback', await sent);
      expect(payload.websiteUrl).toBeUndefined();
      await close();
    });
  }

  it('a failing hook gives the Error toast and keeps the comments', async () => {
    const { page, close } = await open('/comments-form', { waitFor: '[data-collapsible]' });
    await page.route('**/api/forms/feedback/submissions', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Footer', exact: true }).click();
    await page.getByRole('textbox', { name: 'Footer', exact: true }).fill('Add our VAT number.');
    await button(page, 'Submit Comments').click();
    await expectToast(page, 'Error', 'There was a problem submitting your comments. Please try again.');
    expect(await page.getByRole('heading', { name: 'Thank You for Your Feedback' }).count()).toBe(0);
    expect(await page.getByRole('textbox', { name: 'Footer', exact: true }).inputValue()).toBe('Add our VAT number.');
    await close();
  });

  it('-rp shows the partner branding; the routes are served on forms hosts too', async () => {
    const { page, status, close } = await open('/comments-form-rp?customerNumber=TS-9', { waitFor: '[data-collapsible]' });
    expect(status).toBe(200);
    expect(await page.locator('header[data-branding="partner"]').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(PARTNER_GREEN);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Website Feedback Form');
    await close();
    // The forms host's pages one after another in one page, their forms not started, as a visitor going from page to
    // page: the host is a site of its own, whose first page starts a renderer that compiles the app's scripts (a
    // context per page started six).
    const onForms = await newContext(harness.browser, { viewport: { width: 1280, height: 900 } });
    const formsPage = await onForms.newPage();
    for (const path of ['/unsubscribe', '/contact', '/domain-selection', '/domain-selection-rp', '/comments-form', '/comments-form-rp']) {
      const response = await formsPage.goto(harness.site.urlFor('forms.localhost', path), { waitUntil: 'load' });
      expect(response?.status(), path).toBe(200);
      await waitForHydration(formsPage);
      expect(await formsPage.locator('main').innerText(), path).not.toContain('Page not found');
    }
    await onForms.close();
  });
});
