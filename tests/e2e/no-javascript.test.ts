import { describe, expect, it, vi } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { newContext, waitForHydration } from './support/browser';
import { seedDraft } from './support/drafts';
import { useSiteAndBrowser } from './support/harness';
import { callsOf, storedPayload } from './support/form-posts';

/**
 * The one-step forms with JavaScript switched off in the browser (docs/architecture.md, "Without JavaScript"): each
 * is a plain HTML form posted to the intake server, which answers with the page drawn again (the spec's messages
 * beside the fields and in the error summary, what was typed kept) or, once stored, a redirect to the page's sent
 * view. The hook payloads are those the enhanced forms make (tests/e2e/small-forms.test.ts).
 */
const harness = useSiteAndBrowser();
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const PREVIEW = 'https://preview.tradesites.co.uk/sites/nojs-7';

/** A page in a fresh context without JavaScript. */
async function openWithoutScript(path: string): Promise<{ page: Page; context: BrowserContext }> {
  const context = await newContext(harness.browser, { javaScriptEnabled: false, viewport: { width: 1024, height: 900 } });
  const page = await context.newPage();
  const response = await page.goto(`${harness.site.url}${path}`, { waitUntil: 'load' });
  expect(response?.status()).toBe(200);
  return { page, context };
}

/** Presses the form's submit button and waits for the page the server answers with. */
async function send(page: Page, button: string): Promise<number | undefined> {
  const [response] = await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.getByRole('button', { name: button, exact: true }).click()]);
  return response?.status();
}

/** The attempt key the page's form posts (a hidden field the server added). */
const attemptOf = (page: Page) => page.locator('input[name="_attempt"]').first().getAttribute('value');

/** The error summary's heading, its links (text and target) and whether it has the focus. */
async function summaryOf(page: Page) {
  const summary = page.locator('[data-error-summary]');
  return {
    heading: await summary.getByRole('heading').innerText(),
    links: await summary.getByRole('link').evaluateAll((links) => links.map((a) => [a.textContent, a.getAttribute('href')])),
    focused: await summary.evaluate((el) => el === document.activeElement),
  };
}

describe('one-step forms without JavaScript', () => {
  it('/contact: a wrong e-mail is named beside the field and in the summary, what was typed is kept; a right one is sent once', async () => {
    const { page, context } = await openWithoutScript('/contact');
    await page.getByLabel('Name').fill('Sam Smith');
    await page.getByLabel('Email').fill('sam@');
    await page.getByLabel('Subject').fill('New website');
    await page.getByLabel('Message').fill('Please call me about a website.');
    expect(await send(page, 'Send Message')).toBe(400);

    expect(await summaryOf(page)).toEqual({ heading: 'There is a problem', links: [['Please enter a valid email address', '#contact_email']], focused: true });
    const { page: contactPage } = (await import('../../src/generated/pages/contact')) as { page: { title: string } };
    expect(await page.title()).toBe(`Error: ${contactPage.title}`);
    const email = page.getByLabel('Email');
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#contact_email').evaluate((input) => input.closest('.MuiFormControl-root')?.parentElement?.textContent)).toContain('Please enter a valid email address');
    expect(await page.getByLabel('Name').inputValue()).toBe('Sam Smith');
    expect(await email.inputValue()).toBe('sam@');
    expect(await page.getByLabel('Message').inputValue()).toBe('Please call me about a website.');
    // The summary's link leads to the field.
    await page.getByRole('link', { name: 'Please enter a valid email address' }).click();
    expect(new URL(page.url()).hash).toBe('#contact_email');
    // The address bar shows the post's address: opened as a page (Enter there), it is the form's page, not the API's JSON.
    expect(new URL(page.url()).pathname).toBe('/api/forms/contact/submissions');
    const reopened = await context.newPage();
    await reopened.goto(page.url().split('#')[0], { waitUntil: 'load' });
    expect(new URL(reopened.url()).pathname).toBe('/contact');
    expect(await reopened.getByLabel('Email').count()).toBe(1);
    await reopened.close();

    await email.fill('sam@example.co.uk');
    const attempt = (await attemptOf(page))!;
    expect(await send(page, 'Send Message')).toBe(200);
    const sent = new URL(page.url());
    expect(sent.pathname).toBe('/contact');
    expect(sent.searchParams.get('_sent')).toBe(attempt);
    expect(await page.locator('[data-sent-notice]').innerText()).toContain("Message sent!\nThank you for contacting us. We'll get back to you shortly.");
    expect(await page.getByLabel('Name').inputValue()).toBe('');

    const payload = await storedPayload(harness.site, attempt, 'contact');
    expect(Object.keys(payload).sort()).toEqual(['Email', 'Message', 'Name', 'Source', 'Subject', 'Timestamp', 'ToEmail']);
    expect(payload).toMatchObject({ Name: 'Sam Smith', Email: 'sam@example.co.uk', Subject: 'New website', Message: 'Please call me about a website.', Source: `${harness.site.url}/contact` });
    expect(payload.Timestamp).toMatch(ISO);
    // A reload of the sent view shows it again and sends nothing.
    await page.reload({ waitUntil: 'load' });
    expect(await page.locator('[data-sent-notice]').count()).toBe(1);
    expect((await callsOf(harness.site, attempt)).length).toBe(1);
    await context.close();
  });

  it('/unsubscribe: the spec message for a wrong e-mail, the success text for a right one, the link kept', async () => {
    const { page, context } = await openWithoutScript('/unsubscribe?customerNumber=NOJS-U1');
    await page.getByLabel('Email').fill('jo at example');
    expect(await send(page, 'Unsubscribe')).toBe(400);
    expect((await summaryOf(page)).links).toEqual([['Please enter a valid email address', '#unsubscribe_email']]);
    expect(await page.getByLabel('Email').inputValue()).toBe('jo at example');

    await page.getByLabel('Email').fill('jo@example.co.uk');
    const attempt = (await attemptOf(page))!;
    await send(page, 'Unsubscribe');
    expect(new URL(page.url()).searchParams.get('customerNumber')).toBe('NOJS-U1');
    const main = await page.locator('main').innerText();
    expect(main).toContain('You have been successfully unsubscribed.');
    expect(main).toContain('You will no longer receive marketing emails from us.');
    const payload = await storedPayload(harness.site, attempt, 'unsubscribe');
    expect(Object.keys(payload).sort()).toEqual(['Email', 'Source', 'Timestamp']);
    expect(payload).toMatchObject({ Email: 'jo@example.co.uk', Source: `${harness.site.url}/unsubscribe` });
    await context.close();
  });

  it('/domain-selection: the link’s domains as radios, the spec message without a choice, then on to the checked payment link', async () => {
    const query = 'domain1=sparkbright.co.uk&domain2=spark-bright.com&customerNumber=NOJS-D1&lead_id=lead-nojs';
    const { page, context } = await openWithoutScript(`/domain-selection?${query}`);
    const paying: string[] = [];
    await context.route('https://buy.stripe.com/**', (route) => {
      paying.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Stripe</title><p>Pay</p>' });
    });
    expect(await page.getByRole('radio').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value))).toEqual(['sparkbright.co.uk', 'spark-bright.com']);
    expect(await send(page, 'Confirm Selection')).toBe(400);
    // The problem of a choice links to its first option, as GOV.UK's summary does, not to the group around them.
    expect((await summaryOf(page)).links).toEqual([['Please select a domain name first', '#domain-selection_selectedDomain-0']]);
    expect(await page.locator('#domain-selection_selectedDomain-0').getAttribute('value')).toBe('sparkbright.co.uk');
    // The link's choices are still offered on the page the server drew again.
    // A tap on the card (its label) chooses it, as with JavaScript.
    await page.locator('label', { hasText: 'spark-bright.com' }).click();
    expect(await page.getByRole('radio', { name: 'spark-bright.com' }).isChecked()).toBe(true);
    const attempt = (await attemptOf(page))!;
    await send(page, 'Confirm Selection');
    expect(new URL(page.url()).searchParams.get('lead_id')).toBe('lead-nojs');
    expect(await page.locator('main').innerText()).toContain("You've selected spark-bright.com as your domain name.");
    const payload = await storedPayload(harness.site, attempt, 'domain-selection');
    expect(Object.keys(payload).sort()).toEqual(['customerNumber', 'leadId', 'selectedDomain', 'source', 'timestamp']);
    expect(payload).toMatchObject({ selectedDomain: 'spark-bright.com', customerNumber: 'NOJS-D1', leadId: 'lead-nojs', source: `${harness.site.url}/domain-selection` });
    // As with JavaScript, the sent view goes on to the payment link of site.yaml, given the customer's reference.
    await page.waitForURL((url) => url.hostname === 'buy.stripe.com', { timeout: 15_000 });
    expect(paying).toEqual(['https://buy.stripe.com/tradesites-website?client_reference_id=NOJS-D1']);
    await context.close();
  });

  it('/domain-selection: a payment link to another host is refused, never followed', async () => {
    const { page, context } = await openWithoutScript('/domain-selection?domain1=sparkbright.co.uk&customerNumber=NOJS-D2&stripe_link=https://evil.example/pay');
    await page.locator('label', { hasText: 'sparkbright.co.uk' }).click();
    await send(page, 'Confirm Selection');
    expect(await page.locator('[data-redirect="refused"]').innerText()).toContain('could not be opened here');
    expect(await page.locator('meta[http-equiv="refresh"]').count()).toBe(0);
    await context.close();
  });

  it('/comments-form: every section can be written in, the checked preview address is sent, and another comment starts empty', async () => {
    const { page, context } = await openWithoutScript(`/comments-form?websiteUrl=${encodeURIComponent(PREVIEW)}&customerNumber=NOJS-F1`);
    const general = page.getByRole('textbox', { name: 'General comments', exact: true });
    await general.fill('Brighter colours, please.');
    await page.getByRole('textbox', { name: 'Footer', exact: true }).fill('Add our phone number.');
    const attempt = (await attemptOf(page))!;
    await send(page, 'Submit Comments');
    expect(await page.locator('main').innerText()).toContain('Thank You for Your Feedback');
    const payload = await storedPayload(harness.site, attempt, 'feedback');
    expect(payload).toMatchObject({ generalComments: 'Brighter colours, please.', footerComments: 'Add our phone number.', websiteUrl: PREVIEW, customerNumber: 'NOJS-F1', source: `${harness.site.url}/comments-form` });
    expect(payload.timestamp).toMatch(ISO);
    await page.getByRole('link', { name: 'Submit Another Comment' }).click();
    await page.waitForLoadState('load');
    expect(new URL(page.url()).searchParams.has('_sent')).toBe(false);
    expect(await page.getByRole('textbox', { name: 'General comments', exact: true }).inputValue()).toBe('');
    await context.close();
  });
});

describe('the same pages with JavaScript', () => {
  /**
   * A page whose scripts are held back until `post` has pressed the button: the plain HTML form posts, as it does when
   * a customer is quicker than the page's script; the page the server answers with runs its script.
   */
  async function postBeforeScript(path: string, fill: (page: Page) => Promise<void>, button: string, context: BrowserContext) {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (msg) => { if (msg.type() === 'error' && !/Failed to load resource/.test(msg.text())) errors.push(msg.text()); });
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    const held = (route: { abort(): Promise<void> }) => route.abort();
    await page.route('**/assets/**/*.js', held);
    await page.goto(`${harness.site.url}${path}`, { waitUntil: 'load' });
    await fill(page);
    await page.unroute('**/assets/**/*.js', held);
    const status = await send(page, button);
    await waitForHydration(page);
    return { page, errors, status };
  }

  it('a page drawn after a refused post hydrates from its state at the page’s own address, never from the local draft', async () => {
    const context = await newContext(harness.browser);
    await seedDraft(context, 'contact', 1, { name: 'From the draft', email: 'draft@example.co.uk', subject: 'Draft subject' });
    const { page, errors, status } = await postBeforeScript('/contact?from=mail', async (p) => {
      await p.getByLabel('Name').fill('Posted Name');
      await p.getByLabel('Email').fill('posted@');
    }, 'Send Message', context);
    expect(status).toBe(400);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/contact?from=mail');
    expect(await page.getByLabel('Name').inputValue()).toBe('Posted Name');
    expect(await page.getByLabel('Email').inputValue()).toBe('posted@');
    expect(await page.getByLabel('Subject').inputValue()).toBe('');
    expect((await summaryOf(page)).links.map(([text]) => text)).toEqual(['Please enter a valid email address', 'Subject must be at least 5 characters', 'Message must be at least 10 characters']);
    // The page with its error summary and messages passes axe's checks.
    expect(await axeViolations(page)).toEqual([]);
    // Live now: the messages beside the fields follow what is typed, as after a Send here.
    expect(await page.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('Email').fill('posted@example.co.uk');
    await vi.waitFor(async () => expect(await page.getByLabel('Email').getAttribute('aria-invalid')).not.toBe('true'), { timeout: 5000 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the sent view after the redirect is the enhanced one, and a reload sends nothing again', async () => {
    const context = await newContext(harness.browser);
    const { page, errors, status } = await postBeforeScript('/unsubscribe', async (p) => {
      await p.getByLabel('Email').fill('reload@example.co.uk');
    }, 'Unsubscribe', context);
    expect(status).toBe(200);
    const attempt = new URL(page.url()).searchParams.get('_sent')!;
    expect(await page.locator('[data-confirmation]').innerText()).toContain('You have been successfully unsubscribed.');
    await storedPayload(harness.site, attempt, 'unsubscribe');
    await page.reload({ waitUntil: 'load' });
    await waitForHydration(page);
    expect(await page.locator('[data-confirmation]').innerText()).toContain('You will no longer receive marketing emails from us.');
    expect((await callsOf(harness.site, attempt)).length).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
