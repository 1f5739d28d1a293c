import { describe, expect, it, vi } from 'vitest';
import { answeredDraft } from '../e2e/support/drafts';
import { trades } from '@/generated/config';
import type { FormData } from '@/forms/runtime';
import { mountStep } from './support/mount';
import { page, type Locator, type Page } from './support/page';
import { back, continueStep, nextFrame, stepNumber } from './support/form';
import { expectToast, toastTexts } from '../support/toasts';

/**
 * The request form's rules for one step at a time (spec part 1 §5): what Continue refuses on steps 2, 5 and 9, the
 * messages and toasts it shows, what the boxes tidy, and the labels and autocomplete tokens of step 2. Each is that
 * step of the real form mounted alone with the earlier answers given; the whole-page journeys that reach these steps
 * are tests/e2e/request-form.test.ts's. Then rules a person expects of steps 2 and 7 on a phone-sized window (opening
 * hours in order, UK numbers written with "(0)"), whose toasts on a phone page stay in tests/e2e/form-rules.test.ts,
 * and what changing the trade on step 1 clears.
 */

/** The answers of step 2, as the form keeps them. */
const STEP_2 = { firstName: 'Sam', companyName: 'Sam Ltd', email: 'sam@example.co.uk', phone: '07700900123' };

/** The request form mounted on step `stepId` with `data` answered, as the page tests open it. */
async function openRequest(stepId: string, data: FormData) {
  const mounted = await mountStep(stepId, { data });
  return { page, close: async () => mounted.unmount() };
}

/** A roofer's answers of step 2, for the rules a person expects. */
const BASICS = { firstName: 'Kit', companyName: 'Rules Roofing', email: 'kit@example.co.uk', phone: '07700900321' };

/** The request form on a phone-sized window, mounted on step `stepId` with a roofer's step 2 answered. */
async function withDraftAt(stepId: string) {
  const mounted = await mountStep(stepId, { data: { tradeType: 'roofer', businessBasics: BASICS }, width: 390, height: 844 });
  return { close: async () => mounted.unmount() };
}

const hoursRow = (page: Page, day: string) => page.locator(`[data-day="${day}"]`);
/** The text a person sees in the one element `locator` finds. */
const innerText = async (locator: Locator) => (await locator.allInnerTexts()).join('\n');

describe('validation messages and toasts (spec part 1 §5)', () => {
  it('step 2: required fields, e-mail and phone, with the focus on the first problem', async () => {
    const { page, close } = await openRequest('business', { tradeType: 'electrician' });
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expectToast(page, 'Required Fields Missing', 'Please fill in all required fields before continuing.');
    for (const m of ['First name is required', 'Company name is required', 'Email address is required', 'Phone number is required']) await page.getByText(m).waitFor();
    await vi.waitFor(async () => expect(await page.evaluate(() => (document.activeElement as HTMLInputElement)?.id)).toMatch(/firstName/));
    expect(await stepNumber(page)).toBe(2);

    await page.getByLabel('First name').fill('Sam');
    await page.getByLabel('Company name').fill('Sam Ltd');
    await page.getByLabel('Company email').fill('not-an-email');
    await page.getByLabel('Phone number').fill('+44');
    // Messages follow the changes once a Continue has failed.
    await page.getByText('First name is required').waitFor({ state: 'detached' });
    await page.getByText('Please enter a valid email address').waitFor();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    // A phone of only +44 counts as missing.
    await expectToast(page, 'Required Fields Missing', 'Please fill in all required fields before continuing.');
    await page.getByText('Phone number is required').waitFor();

    await page.getByLabel('Phone number').fill('07700 900123');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expectToast(page, 'Invalid Email', 'Please enter a valid email address.');

    await page.getByLabel('Company email').fill('sam@example.co.uk');
    await page.getByLabel('Phone number').fill('12345');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expectToast(page, 'Invalid Phone Number', 'Please enter a valid UK mobile number.');
    await page.getByText('Please enter a valid UK phone number (e.g., 07700 900123 or +44 7700 900123)').waitFor();

    // A number typed without 0 or +44 gets a 0 when the field is left.
    await page.getByLabel('Phone number').fill('1132 496000');
    await page.getByLabel('Phone number').blur();
    expect(await page.getByLabel('Phone number').inputValue()).toBe('01132496000');
    await continueStep(page);
    await close();
  });

  it('step 5: WhatsApp must be a UK mobile', async () => {
    // Steps 1 to 4 answered, as a customer who comes back to step 5 has them.
    const { page, close } = await openRequest('communication', { tradeType: 'electrician', businessBasics: STEP_2 });
    const field = page.getByLabel(/WhatsApp number/);
    await field.fill('12345');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByText('Please enter a valid UK phone number', { exact: true }).waitFor();
    await field.fill('0113 249 6000');
    await page.getByText('WhatsApp requires a mobile number (starting with 07 or +447)', { exact: true }).waitFor();
    expect(await stepNumber(page)).toBe(5);
    await field.fill('+447700900123');
    await continueStep(page);
    await close();
  });

  it('step 5: a new e-mail address of "Something else" needs its prefix, not only spaces', async () => {
    const { page, close } = await openRequest('communication', { tradeType: 'electrician', businessBasics: STEP_2, businessEmailOption: 'yes' });
    await page.getByRole('radio', { name: 'Something else' }).click();
    const prefix = page.getByLabel('Email address prefix');
    // The box starts with the ready-made prefix chosen before (info); emptied, the address would start with the @.
    await prefix.fill('');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByText('Please enter a valid email address', { exact: true }).waitFor();
    expect(await stepNumber(page)).toBe(5);
    await vi.waitFor(async () => expect(await page.evaluate(() => document.activeElement?.id)).toBe('request_businessEmailPrefix'));
    // Only spaces are tidied away as they are typed: still no prefix.
    await prefix.fill('   ');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByText('Please enter a valid email address', { exact: true }).waitFor();
    expect(await stepNumber(page)).toBe(5);
    await prefix.fill('Office Team');
    await page.getByText('Please enter a valid email address', { exact: true }).waitFor({ state: 'detached' });
    await continueStep(page);
    await close();
  });

  it('step 9: address, postcode and registration number', async () => {
    const { businessAddress: _none, ...answered } = answeredDraft({ trade: 'electrician', basics: STEP_2 });
    const { page, close } = await openRequest('address', answered);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expectToast(page, 'Required Fields Missing', 'Please fill in all address fields before continuing.');
    for (const m of ['Street address is required', 'Town is required', 'County is required', 'Post code is required']) await page.getByText(m).waitFor();

    await page.getByLabel('Street address').fill('1 High Street');
    await page.getByLabel('Town').fill('Leeds');
    await page.getByLabel('County').fill('West Yorkshire');
    await page.getByLabel('Post code').fill('LS1');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expectToast(page, 'Invalid Postcode', 'Please enter a valid UK postcode.');
    await page.getByText('Please enter a valid UK postcode (e.g., SW1A 1AA)').waitFor();

    await page.getByLabel('Post code').fill('sw1a1aa');
    await page.getByLabel('Post code').blur();
    expect(await page.getByLabel('Post code').inputValue()).toBe('SW1A 1AA');
    await page.getByLabel(/Company registration number/).fill('1234');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByText('Please enter a valid 8-digit company registration number').first().waitFor();
    expect(await stepNumber(page)).toBe(9);
    for (const good of ['12 34 56 78', 'NI012345', 'OC301234']) {
      await page.getByLabel(/Company registration number/).fill(good);
      await vi.waitFor(async () => expect(await page.getByText('Please enter a valid 8-digit company registration number', { exact: true }).count()).toBe(0));
    }
    await continueStep(page);
    // Continue to the check page (and its Submit) stays disabled until the terms are agreed.
    expect(await page.getByRole('button', { name: 'Continue', exact: true }).isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    expect(await page.getByRole('button', { name: 'Continue', exact: true }).isDisabled()).toBe(false);
    expect(await page.getByRole('link', { name: /Terms and Conditions/ }).getAttribute('href')).toBe('/terms');
    expect(await page.getByRole('link', { name: /Privacy Policy/ }).getAttribute('href')).toBe('/privacy');
    await close();
  });
});

describe('people: keyboard, phone screens, operators', () => {
  it('every field has a visible label and the contact fields their autocomplete tokens', async () => {
    const { page, close } = await openRequest('business', { tradeType: 'electrician' });
    const tokens = await page.evaluate(() =>
      Object.fromEntries([...document.querySelectorAll<HTMLInputElement>('[data-step] input:not([type=file]):not([type=hidden])')].map((i) => [i.labels?.[0]?.textContent?.replace('*', '').trim() ?? '(none)', i.autocomplete])),
    );
    expect(tokens).toMatchObject({ 'First name': 'given-name', 'Company name': 'organization', 'Company email': 'email', 'Phone number': 'tel' });
    expect(Object.keys(tokens)).not.toContain('(none)');
    await close();
  });
});

describe('rules a person expects', () => {
  it('refuses opening hours that close before they open, with a message and a toast that both go once fixed', async () => {
    const context = await withDraftAt('area-hours');
    await page.getByLabel('Wednesday opening time').fill('18:00');
    await page.getByLabel('Wednesday closing time').fill('08:00');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await vi.waitFor(async () => expect(await toastTexts(page)).toContain('Check Your Opening Hours'), { timeout: 5000, interval: 100 });
    const fieldMessage = page.locator('[data-step]').getByText('On each open day, the closing time must be after the opening time.');
    await expect.poll(() => fieldMessage.count()).toBeGreaterThan(0);
    expect(await innerText(hoursRow(page, 'Wednesday'))).toContain('The closing time is before the opening time.');
    await nextFrame();
    expect(await page.getByText('Step 7 of 10').count()).toBe(1);

    await page.getByLabel('Wednesday closing time').fill('20:00');
    await vi.waitFor(async () => expect(await toastTexts(page)).not.toContain('Check Your Opening Hours'), { timeout: 5000, interval: 100 });
    expect(await fieldMessage.count()).toBe(0);
    await continueStep(page);
    await context.close();
  });

  it('accepts "+44 (0)113 496 0123", dots and brackets as UK numbers', async () => {
    const context = await withDraftAt('business');
    for (const written of ['+44 (0)113 496 0123', '0113.496.0123', '(0113) 496 0123']) {
      await page.getByLabel('Phone number').fill(written);
      await page.getByLabel('Phone number').blur();
      await continueStep(page);
      await back(page);
    }
    expect(await page.getByLabel('Phone number').inputValue()).toMatch(/^(?:0113|\+44\s?113)/);
    await context.close();
  });
});

describe('transitions, drafts and submission safety', () => {
  it('changing the trade clears the trade answers and the address and returns to step 1', async () => {
    // An electrician who answered every step (an accreditation, the services entering step 6 ticked, an address)
    // and went back to step 1, mounted there.
    const answered = { ...answeredDraft({ trade: 'electrician', basics: STEP_2 }), selectedAccreditations: [trades.electrician.accreditations[0]] };
    const { page, close } = await openRequest('start', answered);
    await page.getByText('Roofer', { exact: true }).click();
    await page.getByRole('dialog', { name: 'Change trade?' }).getByRole('button', { name: 'Change trade' }).click();
    await vi.waitFor(async () => expect(await stepNumber(page)).toBe(1));
    expect(await page.getByRole('radio', { name: 'Roofer' }).isChecked()).toBe(true);
    // Choosing a scheme turns custom colours off; the roofer's default is offered.
    expect(await page.getByRole('radio', { name: 'Grey & Orange' }).isChecked()).toBe(true);
    await continueStep(page);
    expect(await page.getByLabel('Company name').inputValue(), 'the answers that are not the trade\'s are kept').toBe('Sam Ltd');
    await continueStep(page);
    expect(await page.getByRole('checkbox', { name: trades.roofer.accreditations[0], exact: true }).isChecked()).toBe(false);
    for (let i = 0; i < 3; i += 1) await continueStep(page);
    await vi.waitFor(async () => expect(await stepNumber(page)).toBe(6));
    // Entering step 6 again selects the roofer's whole list.
    expect(await page.getByRole('checkbox', { checked: true }).count()).toBeGreaterThanOrEqual(trades.roofer.services.length);
    expect(await page.getByText(`${trades.roofer.services.length} of ${trades.roofer.services.length} selected`).count()).toBe(1);
    for (let i = 0; i < 3; i += 1) await continueStep(page);
    expect(await page.getByLabel('Street address').inputValue()).toBe('');
    await close();
  });
});
