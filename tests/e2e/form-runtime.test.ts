import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newContext, nextFrame, startForm, waitForHydration } from './support/browser';
import { answeredDraft, seedDraft } from './support/drafts';
import { form } from '../../src/generated/forms/request';
import { trades } from '../../src/generated/config';
import { useSiteAndBrowser } from './support/harness';
import { documentsOf, holdRequests, openWithRuntimeHeld, RUNTIME_ENTRY } from './support/network';

/**
 * A form page's first script is the shared page script: the form runtime (React, the renderer, the form's module)
 * is fetched on the first interaction with the form, and nothing done before it arrives is lost.
 */
const harness = useSiteAndBrowser();

/** A trade a link may choose, other than the form's own first choice. */
const TRADE = (form.query?.trade?.lockable ?? [])[0];

async function open(path: string, width = 1280, init?: (context: Awaited<ReturnType<typeof newContext>>) => Promise<void>) {
  const context = await newContext(harness.browser, { viewport: { width, height: 900 } });
  if (init) await init(context);
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${harness.site.url}${path}`, { waitUntil: 'load' });
  await waitForHydration(page);
  return { context, page, scripts, errors };
}

/** The scripts of the form runtime the page script does not share: the app's entry, the renderer and the form's module. */
async function runtimeOnly(page: Page, loaded: string[]): Promise<string[]> {
  const named = await page.evaluate(() => JSON.parse(document.getElementById('app-modules')?.textContent ?? '[]') as string[]);
  return named.filter((file) => !loaded.includes(file));
}

describe('the form runtime loads on the first interaction with the form', () => {
  it('/contact loads only the page script until the form is touched; the menu works before it', async () => {
    const { context, page, scripts, errors } = await open('/contact', 375);
    await nextFrame(page);
    await nextFrame(page);
    const runtime = await runtimeOnly(page, scripts);
    expect(runtime.length).toBeGreaterThan(2);
    expect(runtime.some((file) => file.includes('form-renderer'))).toBe(true);
    expect(await page.locator('[data-form-ready]').count()).toBe(0);
    // The page's own behaviour is there from the first script: the menu opens and closes.
    const menu = page.locator('[data-menu-toggle]');
    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(scripts.filter((file) => runtime.includes(file))).toEqual([]);
    // The first scripts carry none of the app's config: the trades (and routes) come with the runtime.
    for (const file of scripts) {
      const body = await (await fetch(`${harness.site.url}${file}`)).text();
      expect(Object.values(trades).filter((trade) => body.includes(JSON.stringify(trade.label).slice(1, -1)))).toEqual([]);
    }
    // A focus in the form fetches it.
    await page.getByRole('textbox', { name: /^Name/ }).focus();
    await page.locator('[data-form-ready]').waitFor();
    expect(scripts).toEqual(expect.arrayContaining(runtime));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps what is typed before the runtime, with the focused field and its caret', async () => {
    const { context, page, errors } = await open('/contact');
    const held = await holdRequests(page, RUNTIME_ENTRY);
    const name = page.getByRole('textbox', { name: /^Name/ });
    await page.getByRole('textbox', { name: /^Subject/ }).fill('A new website');
    await name.click();
    await page.keyboard.type('Ada lace');
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowLeft');
    expect(held.held()).toBe(1);
    held.release();
    await page.locator('[data-form-ready]').waitFor();
    await page.keyboard.type('Love');
    expect(await name.inputValue()).toBe('Ada Lovelace');
    expect(await page.getByRole('textbox', { name: /^Subject/ }).inputValue()).toBe('A new website');
    // The form's own answers hold them: Send finds only the fields left empty.
    await page.getByRole('button', { name: /^Send/ }).click();
    await expect.poll(() => page.locator('[aria-invalid="true"]').evaluateAll((els) => els.map((el) => el.id))).toEqual(['contact_email', 'contact_message']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a tap on Send before the runtime posts the form to the server, which answers with the sent view; the runtime is not waited for', async () => {
    const { context, page, errors } = await open('/contact');
    const held = await holdRequests(page, RUNTIME_ENTRY);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    await page.getByRole('textbox', { name: /^Name/ }).fill('Grace Hopper');
    await page.getByRole('textbox', { name: /^Email/ }).fill('grace.runtime@example.co.uk');
    await page.getByRole('textbox', { name: /^Subject/ }).fill('Before the runtime');
    await page.getByRole('textbox', { name: /^Message/ }).fill('Sent with a tap made before the form was live.');
    await page.getByRole('button', { name: /^Send/ }).click();
    await page.locator('[data-sent-notice]').waitFor();
    expect(documents.slice(0, 2)).toEqual(['POST /api/forms/contact/submissions', 'GET /contact']);
    expect(new URL(page.url()).pathname).toBe('/contact');
    held.release();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/request: a trade ticked and Continue tapped before the runtime post the step; the server draws step 2 and the runtime carries on', async () => {
    const { context, page, errors } = await open('/request');
    const held = await holdRequests(page, RUNTIME_ENTRY);
    await page.locator('label:has(#request_tradeType-1)').click();
    expect(await page.locator('#request_tradeType-1').isChecked()).toBe(true);
    await page.getByRole('button', { name: /^Continue/ }).click();
    await page.getByText('Step 2 of 10').waitFor();
    expect(await page.locator('[data-form-ready]').count()).toBe(0);
    held.release();
    await startForm(page);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.getByText('Step 1 of 10').waitFor();
    expect(await page.locator('label[data-checked] .choice-name').first().textContent()).toBe('Plumber');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/request with a saved draft of every step: Continue tapped before the runtime waits for it, and no later answer is lost', async () => {
    const context = await newContext(harness.browser, { viewport: { width: 390, height: 844 } });
    try {
      const basics = { firstName: 'Sam', companyName: 'Kept Draft Ltd', email: 'sam@kept-draft.example.co.uk', phone: '01134960000' };
      await seedDraft(context, 'request', 1, answeredDraft({ trade: TRADE, basics }));
      const page = await context.newPage();
      const documents = documentsOf(page);
      const held = await openWithRuntimeHeld(page, `${harness.site.url}/request`);
      // The page drawn by the server shows the first step's defaults, not the draft: posting them would replace it.
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      held.release();
      await page.getByText('Step 2 of 10').waitFor();
      await page.locator('[data-form-ready]').waitFor({ state: 'attached' });
      expect(documents).toEqual(['GET /request']);
      expect(await page.getByLabel('First name').inputValue()).toBe('Sam');
      const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('tradesites:draft:request') ?? '{}') as { data?: Record<string, unknown> });
      expect(saved.data).toMatchObject({ tradeType: TRADE, businessBasics: basics, serviceLocations: ['Leeds'], businessAddress: { town: 'Leeds' } });
    } finally {
      await context.close();
    }
  });

  it('a page with a saved draft starts its runtime at once and shows the draft with no interaction', async () => {
    const { context, page, errors } = await open('/contact', 1280, (c) => seedDraft(c, 'contact', 1, { name: 'Saved Name' }));
    await page.locator('[data-form-ready]').waitFor();
    expect(await page.getByRole('textbox', { name: /^Name/ }).inputValue()).toBe('Saved Name');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('startForm, the tests\' way in, starts a fresh form with a press on it', async () => {
    const { context, page } = await open('/unsubscribe');
    expect(await page.locator('[data-form-ready]').count()).toBe(0);
    await startForm(page);
    expect(await page.locator('[data-form-ready]').count()).toBe(1);
    await context.close();
  });
});
