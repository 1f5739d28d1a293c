import { describe, expect, it } from 'vitest';
import { mountFormBlock, mountStep } from './support/mount';
import { page, type Page } from './support/page';
import { axeViolations, backTo as back, continueTo as next, REQUEST_DATA } from './support/form';

/**
 * The choice widgets of the request form (trade, colours, reference, terms, radio), each on its step of the real
 * form, mounted alone; where a link sets the answer (`?trade=`, `?customerNumber=`), the form block as a page draws
 * it at that address. The reference hidden on the forms host is a host rule, tested on the whole page.
 */

const ADDRESS = { street: '1 High Street', town: 'Leeds', county: 'West Yorkshire', postcode: 'LS1 1AA' };

/** The request form on its first step; with a link's query, the form block at /request<query>. */
async function openRequest(query = '', options: { width?: number } = {}) {
  const mounted = query ? await mountFormBlock('request', query, options) : await mountStep('start', { data: { tradeType: 'electrician' }, width: options.width });
  await page.getByRole('heading', { name: "Let's Get Started" }).waitFor();
  return { page, errors: mounted.errors, close: async () => mounted.unmount() };
}

/** The request form on a later step, steps 1 and 2 answered (and the address, for the last step). */
async function openStep(step: 'communication' | 'domain') {
  const mounted = await mountStep(step, { data: { ...REQUEST_DATA, businessAddress: ADDRESS } });
  return { page, errors: mounted.errors, close: async () => mounted.unmount() };
}

const stepHeading = (page: Page) => page.getByRole('heading', { level: 2 }).first();

/** Fills step 2 and moves on to step 3. */
async function passBusinessStep(page: Page) {
  await next(page, 'Business Information');
  await page.getByLabel('First name').fill('Sam');
  await page.getByLabel('Company name').fill('Spark & Co');
  await page.getByLabel('Company email').fill('sam@spark.co.uk');
  await page.getByLabel('Phone number').fill('07700 900123');
  await next(page, 'Accreditations');
}

const STEP_TITLES = [
  "Let's Get Started",
  'Business Information',
  'Accreditations',
  'Content Sources',
  'Communication Setup',
  'Your Services',
  'Service Area and Business Hours',
  'Business Stats',
  'Business Address and Registration',
  'Domain Setup',
];

describe('trade buttons', () => {
  it('are radio buttons in a labelled group, chosen with the arrow keys', async () => {
    const { page, errors, close } = await openRequest();
    const group = page.getByRole('radiogroup', { name: /Your trade/ });
    await expect(group.getByRole('radio').count()).resolves.toBe(4);
    const electrician = page.getByRole('radio', { name: 'Electrician' });
    expect(await electrician.isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Blue & Yellow' }).isChecked()).toBe(true);

    await page.getByLabel('Customer reference').focus();
    await page.keyboard.press('Tab');
    expect(await electrician.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    const roofer = page.getByRole('radio', { name: 'Roofer' });
    expect(await roofer.isChecked()).toBe(true);
    expect(await roofer.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await electrician.isChecked()).toBe(false);
    // With no scheme picked by the customer, the roofer's default scheme follows the trade.
    expect(await page.getByRole('radio', { name: 'Grey & Orange' }).isChecked()).toBe(true);

    await page.keyboard.press('ArrowLeft');
    expect(await page.getByRole('radio', { name: 'Plumber' }).isChecked()).toBe(true);
    await passBusinessStep(page);
    await back(page, 'Business Information');
    await back(page, "Let's Get Started");
    expect(await page.getByRole('radio', { name: 'Plumber' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Navy & Blue' }).isChecked()).toBe(true);
    expect(errors.filter((e) => !e.includes('Hydration'))).toEqual([]);
    await close();
  });

  it('are locked, with the reason, when the link chose the trade', async () => {
    const { page, close } = await openRequest('?trade=plumber');
    const radios = page.getByRole('radiogroup', { name: /Your trade/ }).getByRole('radio');
    await expect(radios.count()).resolves.toBe(4);
    for (const radio of await radios.all()) expect(await radio.isDisabled()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Plumber' }).isChecked()).toBe(true);
    await page.getByText('Your trade was chosen for you by the link you followed.').waitFor();
    const describedBy = await page.getByRole('radiogroup', { name: /Your trade/ }).getAttribute('aria-describedby');
    const note = await page.evaluate((ids) => ids!.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' '), describedBy ?? '');
    expect(note).toContain('Your trade was chosen for you by the link you followed.');
    await page.getByText('Builder', { exact: true }).click({ force: true });
    expect(await page.getByRole('radio', { name: 'Plumber' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Navy & Blue' }).isChecked()).toBe(true);
    await close();
  });

  it('ask before clearing the services, accreditations and address of the old trade', async () => {
    const { page, close } = await openRequest();
    await passBusinessStep(page);
    await next(page, 'Content Sources');
    await next(page, 'Communication Setup');
    await next(page, 'Your Services');
    expect(await page.getByRole('checkbox', { checked: true }).count()).toBeGreaterThan(0);
    for (const title of STEP_TITLES.slice(0, 5).reverse()) await back(page, title);

    await page.getByText('Builder', { exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Change trade?' });
    await dialog.waitFor();
    await dialog.getByText('Your chosen services, accreditations and address will be cleared.').waitFor();
    expect(await page.locator('input[type="radio"][value="electrician"]').isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Keep Electrician' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByRole('radio', { name: 'Electrician' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Electrician' }).evaluate((el) => el === document.activeElement)).toBe(true);

    // Escape keeps the trade too.
    await page.keyboard.press('ArrowRight');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByRole('radio', { name: 'Electrician' }).isChecked()).toBe(true);

    await page.getByText('Builder', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Change trade' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByRole('radio', { name: 'Builder' }).isChecked()).toBe(true);
    expect(await stepHeading(page).textContent()).toBe("Let's Get Started");
    // The answers of the old trade are gone, so the next change needs no confirmation.
    await page.getByText('Roofer', { exact: true }).click();
    expect(await page.getByRole('radio', { name: 'Roofer' }).isChecked()).toBe(true);
    expect(await dialog.count()).toBe(0);
    await close();
  });
});

describe('colour choices', () => {
  it('offer schemes or custom colours; choosing a scheme keeps pre-designed colours on', async () => {
    const { page, close } = await openRequest();
    const custom = page.getByRole('radio', { name: 'Custom colours' });
    const schemes = page.getByRole('radio', { name: 'Pre-designed colour schemes' });
    expect(await schemes.isChecked()).toBe(true);
    await page.getByText('Custom colours', { exact: true }).click();
    expect(await custom.isChecked()).toBe(true);
    await page.getByRole('textbox', { name: 'Primary colour', exact: true }).waitFor();
    expect(await page.getByRole('radiogroup', { name: /Choose a colour scheme/ }).count()).toBe(0);

    await schemes.focus();
    await page.keyboard.press('Space');
    expect(await schemes.isChecked()).toBe(true);
    const group = page.getByRole('radiogroup', { name: /Choose a colour scheme/ });
    await group.waitFor();
    await expect(group.getByRole('radio').count()).resolves.toBe(6);
    expect(await page.getByRole('textbox', { name: 'Primary colour', exact: true }).count()).toBe(0);

    // Keyboard: arrows move through the schemes.
    await page.getByRole('radio', { name: 'Blue & Yellow' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('radio', { name: 'Black & Red' }).isChecked()).toBe(true);
    await page.getByText('Purple & Gold', { exact: true }).click();
    expect(await page.getByRole('radio', { name: 'Purple & Gold' }).isChecked()).toBe(true);
    expect(await schemes.isChecked()).toBe(true);

    // The choice survives leaving the step and coming back, and a trade change keeps a chosen scheme.
    await page.getByText('Plumber', { exact: true }).click();
    await next(page, 'Business Information');
    await back(page, "Let's Get Started");
    expect(await page.getByRole('radio', { name: 'Purple & Gold' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Pre-designed colour schemes' }).isChecked()).toBe(true);
    await close();
  });

  it('show the builder Charcoal / Green in its own colours, with design previews', async () => {
    const { page, close } = await openRequest();
    expect(await page.getByRole('radio', { name: 'Green', exact: true }).count()).toBe(1);
    await page.getByText('Builder', { exact: true }).click();
    const charcoal = page.getByRole('radio', { name: 'Charcoal / Green' });
    await charcoal.waitFor({ state: 'attached' });
    expect(await charcoal.isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Green', exact: true }).count()).toBe(0);
    const card = page.locator('label', { has: charcoal });
    expect(await card.locator('[data-colour]').evaluateAll((els) => els.map((el) => el.getAttribute('data-colour')))).toEqual(['#36454F', '#A7C957']);
    // One live preview, of the chosen scheme, under the compact choices.
    const preview = page.locator('[data-preview="green"] [role="img"]');
    await preview.waitFor();
    expect(await preview.getAttribute('aria-label')).toBe('Preview of the Charcoal / Green design for builders');
    const box = await preview.boundingBox();
    const groupBox = await page.getByRole('radiogroup', { name: /Choose a colour scheme/ }).boundingBox();
    expect(box && groupBox && box.width > 100 && box.width <= groupBox.width && box.y > groupBox.y + groupBox.height - 1).toBe(true);
    await close();
  });

  it('keep the colour text and the picker in sync', async () => {
    const { page, close } = await openRequest();
    await page.getByText('Custom colours', { exact: true }).click();
    const text = page.getByRole('textbox', { name: 'Primary colour', exact: true });
    const picker = page.getByLabel('Primary colour picker');
    await text.waitFor();
    expect(await text.inputValue()).toBe('#2897cf');
    expect(await picker.inputValue()).toBe('#2897cf');

    await text.fill('#A7C957');
    expect(await picker.inputValue()).toBe('#a7c957');
    expect(await text.inputValue()).toBe('#A7C957');

    await picker.fill('#123456');
    expect(await text.inputValue()).toBe('#123456');

    await text.fill(' #ABCDEF ');
    await page.keyboard.press('Tab');
    expect(await text.inputValue()).toBe('#ABCDEF');
    expect(await picker.inputValue()).toBe('#abcdef');

    await text.fill('#12');
    expect(await picker.inputValue()).toBe('#abcdef');
    // A wrong colour keeps the customer on the step with the message under the field.
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Please enter a colour in the form #RRGGBB').first().waitFor();
    expect(await stepHeading(page).textContent()).toBe("Let's Get Started");
    await page.getByText('Used for the header and headings. Write it as #RRGGBB.').waitFor();
    expect(await text.getAttribute('aria-invalid')).toBe('true');
    await close();
  });

  it('draws the logo colours checkbox with its label and help', async () => {
    const { page, close } = await openRequest();
    const box = page.getByRole('checkbox', { name: 'Use the colours of my logo instead' });
    await box.waitFor();
    const describedBy = (await box.getAttribute('aria-describedby')) ?? '';
    const help = await page.evaluate((ids) => ids!.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' '), describedBy);
    expect(help).toContain('We pick the main colours from the logo you upload in the next step.');
    await close();
  });
});

describe('customer reference', () => {
  it('is an ordinary field without a link', async () => {
    const { page, close } = await openRequest();
    const field = page.getByRole('textbox', { name: 'Customer reference' });
    await field.fill('REF-9');
    expect(await field.inputValue()).toBe('REF-9');
    await page.getByText('If we gave you a reference number, enter it here.', { exact: false }).waitFor();
    await close();
  });

  it('is read-only when the link brought it', async () => {
    const { page, close } = await openRequest('?customerNumber=CUST-1');
    const field = page.getByRole('textbox', { name: 'Customer reference' });
    expect(await field.inputValue()).toBe('CUST-1');
    expect(await field.getAttribute('readonly')).not.toBeNull();
    expect(await field.getAttribute('aria-readonly')).toBe('true');
    expect(await field.isEditable()).toBe(false);
    await page.getByText('This reference came with your link.').waitFor();
    expect(await page.getByText('If we gave you a reference number', { exact: false }).isVisible()).toBe(false);
    await field.focus();
    await page.keyboard.type('X');
    expect(await field.inputValue()).toBe('CUST-1');
    await close();
  });
});

describe('business email radio and terms', () => {
  it('labels the email options and links the terms and privacy pages in a new tab', async () => {
    const first = await openStep('communication');
    const group = page.getByRole('radiogroup', { name: 'Would you like a business email address?' });
    await group.waitFor();
    const labels = await group.getByRole('radio').evaluateAll((els) => els.map((el) => el.closest('label')?.textContent));
    expect(labels).toEqual(['Yes, set one up for me', 'No, thank you', 'I already have one']);
    await page.getByRole('radio', { name: 'I already have one' }).check();
    await page.keyboard.press('ArrowUp');
    expect(await page.getByRole('radio', { name: 'No, thank you' }).isChecked()).toBe(true);
    await next(page, 'Your Services');
    await back(page, 'Communication Setup');
    expect(await page.getByRole('radio', { name: 'No, thank you' }).isChecked()).toBe(true);

    await first.close();

    // The last step, its address answered.
    const { close } = await openStep('domain');

    const terms = page.getByRole('link', { name: 'Terms and Conditions (opens in a new tab)' });
    const privacy = page.getByRole('link', { name: 'Privacy Policy (opens in a new tab)' });
    for (const [link, href] of [[terms, '/terms'], [privacy, '/privacy']] as const) {
      expect(await link.getAttribute('href')).toBe(href);
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    const box = page.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ });
    // Continue to the check page is held until the terms are agreed.
    const submit = page.getByRole('button', { name: 'Continue', exact: true });
    expect(await submit.isDisabled()).toBe(true);

    // Following a link opens the page in a new tab and does not tick the box.
    const tab = await terms.clickForNewTab();
    expect(new URL(tab).pathname).toBe('/terms');
    expect(await box.isChecked()).toBe(false);

    await box.focus();
    await page.keyboard.press('Space');
    expect(await box.isChecked()).toBe(true);
    expect(await submit.isDisabled()).toBe(false);
    await close();
  });
});

describe('at 375 px', () => {
  it('shows the colour option texts and fits the width', async () => {
    const { page, close } = await openRequest('', { width: 375 });
    await page.getByRole('radio', { name: 'Pre-designed colour schemes' }).waitFor({ state: 'attached' });
    await page.getByRole('radio', { name: 'Custom colours' }).waitFor({ state: 'attached' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const heights = await page.locator('label:has(input[type="radio"])').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height));
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(44);
    await close();
  });
});

describe('accessibility of the first step (axe)', () => {
  for (const [query, width, custom] of [
    ['', 1280, false],
    ['?trade=plumber&customerNumber=CUST-1', 375, false],
    ['', 375, true],
  ] as const) {
    it(`has no violations: ${query || 'no link'} at ${width} px${custom ? ' with custom colours' : ''}`, async () => {
      const { page, close } = await openRequest(query, { width });
      if (custom) {
        await page.getByText('Custom colours', { exact: true }).click();
        await page.getByLabel('Primary colour picker').waitFor();
      }
      const violations = await axeViolations();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      await close();
    });
  }
});
