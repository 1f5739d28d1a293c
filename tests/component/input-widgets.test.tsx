import { describe, expect, it, vi } from 'vitest';
import { mountStep } from './support/mount';
import { page } from './support/page';
import { axeViolations, back, continueStep, fitsWidth, goToStep, realErrors, REQUEST_DATA, stepNumber, typeAndLeave } from './support/form';

/**
 * The input widgets of the request form (text boxes that tidy what is typed, checklists, service areas, business
 * hours, the e-mail prefix and the WhatsApp number), each on its own step of the real form, mounted alone.
 */

const STEPS = { 3: 'accreditations', 4: 'content', 5: 'communication', 7: 'area-hours', 10: 'domain' } as const;

/** The request form mounted on step `step` (3 unless said), steps 1 and 2 answered (and the address, for step 10). */
async function startForm(step: keyof typeof STEPS = 3, width = 1280) {
  const address = { street: '1 High Street', town: 'Leeds', county: 'West Yorkshire', postcode: 'LS1 1AA' };
  const mounted = await mountStep(STEPS[step], { data: { ...REQUEST_DATA, ...(step === 10 && { businessAddress: address }) }, width });
  return { page, errors: mounted.errors, close: async () => mounted.unmount() };
}

describe('normalising text boxes', () => {
  it('tidies phone, Instagram, postcode, company number and domain as typed or on leaving the box, and keeps the values', async () => {
    // Step 2 typed as a person does (the phone without its leading 0), then left and come back to.
    const mounted = await mountStep('business', { data: { tradeType: 'electrician' } });
    const { errors } = mounted;
    const close = async () => mounted.unmount();
    await typeAndLeave(page.getByLabel('First name'), 'Sam');
    await typeAndLeave(page.getByLabel('Company name'), 'Smith Electrical');
    await typeAndLeave(page.getByLabel('Company email'), 'sam@example.com');
    await typeAndLeave(page.getByLabel('Phone number'), '7700900123');
    await continueStep(page);
    await back(page);
    expect(await page.getByLabel('Phone number').inputValue()).toBe('07700900123');
    expect(await page.getByLabel('Phone number').getAttribute('type')).toBe('tel');
    expect(await page.getByLabel('Phone number').getAttribute('autocomplete')).toBe('tel');
    expect(await page.getByLabel('Phone number').getAttribute('inputmode')).toBe('tel');
    // The boxes still watch for the browser's autofill (the label moves out of the way), with keyframes from the page's
    // baseline (served, then taken over by the app): not a style sheet added per box, which made every step change slow.
    expect(await page.getByLabel('Phone number').evaluate((el) => getComputedStyle(el).animationName)).toBe('mui-auto-fill-cancel');
    expect(await page.locator('input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=file])').count()).toBeGreaterThan(3);
    const autofillKeyframes = () => page.evaluate(() => [...document.styleSheets].flatMap((s) => [...s.cssRules]).filter((r) => r instanceof CSSKeyframesRule && r.name === 'mui-auto-fill').length);
    expect(await autofillKeyframes()).toBeLessThanOrEqual(2);

    await goToStep(page, 4);
    const instagram = page.getByLabel('Instagram handle');
    await instagram.focus();
    await instagram.pressSequentially('@smith_electrical');
    expect(await instagram.inputValue()).toBe('smith_electrical');

    await goToStep(page, 9);
    await typeAndLeave(page.getByLabel('Street address'), '1 High Street');
    await typeAndLeave(page.getByLabel('Town'), 'Leeds');
    await typeAndLeave(page.getByLabel('County'), 'West Yorkshire');
    const postcode = page.getByLabel('Post code');
    await typeAndLeave(postcode, 'sw1a 1ai');
    expect(await postcode.inputValue()).toBe('sw1a 1ai'); // invalid: left as typed
    await typeAndLeave(postcode, 'sw1a1aa');
    expect(await postcode.inputValue()).toBe('SW1A 1AA');
    const company = page.getByLabel('Company registration number (optional)');
    await typeAndLeave(company, 'sc 123 456');
    expect(await company.inputValue()).toBe('SC123456');
    await continueStep(page);

    await page.getByLabel('I already own a domain name').check();
    const domain = page.getByLabel('Your domain name');
    await typeAndLeave(domain, 'https://example.co.uk');
    expect(await domain.inputValue()).toBe('www.example.co.uk');

    // The tidied values are in the form data: they come back after leaving the steps.
    await back(page);
    expect(await page.getByLabel('Post code').inputValue()).toBe('SW1A 1AA');
    expect(await page.getByLabel('Company registration number (optional)').inputValue()).toBe('SC123456');
    await continueStep(page);
    expect(await page.getByLabel('Your domain name').inputValue()).toBe('www.example.co.uk');
    for (let i = 0; i < 6; i += 1) await back(page);
    expect(await stepNumber(page)).toBe(4);
    expect(await page.getByLabel('Instagram handle').inputValue()).toBe('smith_electrical');
    expect(realErrors(errors)).toEqual([]);
    await close();
  });

  it('leaves an emptied optional box out of the data instead of failing its pattern', async () => {
    const { page, close } = await startForm(4);
    const instagram = page.getByLabel('Instagram handle');
    await typeAndLeave(instagram, '@');
    expect(await instagram.inputValue()).toBe('');
    await continueStep(page);
    expect(await stepNumber(page)).toBe(5);
    await close();
  });
});

describe('checklist of the trade', () => {
  it('selects all, clears all and ticks one by keyboard, with a count, and keeps the ticks', async () => {
    const { page, errors, close } = await startForm();
    const group = page.getByRole('group', { name: 'Your accreditations' });
    const boxes = group.getByRole('checkbox');
    expect(await boxes.count()).toBe(18);
    expect(await group.getByText('0 of 18 selected').count()).toBe(1);
    // The boxes are plain elements styled by their grid, not five MUI components each with its own styles.
    expect(await group.locator('label:has(input[type=checkbox])[class*="css-"], label:has(input[type=checkbox]) [class*="css-"]').count()).toBe(0);

    await group.getByRole('button', { name: 'Select all' }).focus();
    await page.keyboard.press('Enter');
    await vi.waitFor(async () => expect(await group.getByText('18 of 18 selected').count()).toBe(1));
    for (const box of await boxes.all()) expect(await box.isChecked()).toBe(true);

    await page.keyboard.press('Tab'); // to Clear all
    await page.keyboard.press('Enter');
    await vi.waitFor(async () => expect(await group.getByText('0 of 18 selected').count()).toBe(1));

    await page.keyboard.press('Tab'); // to the first checkbox
    await page.keyboard.press('Space');
    await vi.waitFor(async () => expect(await group.getByText('1 of 18 selected').count()).toBe(1));
    expect(await group.getByRole('checkbox', { name: 'NICEIC Approved Contractor' }).isChecked()).toBe(true);

    await continueStep(page);
    await back(page);
    expect(await page.getByRole('group', { name: 'Your accreditations' }).getByRole('checkbox', { name: 'NICEIC Approved Contractor' }).isChecked()).toBe(true);
    expect(await page.getByText('1 of 18 selected').count()).toBe(1);

    // The services list of step 6 arrives all ticked for the trade.
    await goToStep(page, 6);
    expect(await page.getByRole('group', { name: 'Services you offer' }).getByText('11 of 11 selected').count()).toBe(1);
    expect(realErrors(errors)).toEqual([]);
    await close();
  });

  it('draws one column at 375 px with 44 px rows and no sideways scrolling', async () => {
    const { page, close } = await startForm(3, 375);
    const boxes = page.getByRole('group', { name: 'Your accreditations' }).locator('label');
    const first = await boxes.nth(0).boundingBox();
    const second = await boxes.nth(1).boundingBox();
    expect(second!.y).toBeGreaterThan(first!.y);
    expect(Math.round(second!.x)).toBe(Math.round(first!.x));
    expect(first!.height).toBeGreaterThanOrEqual(44);
    expect(await fitsWidth(page)).toBe(true);
    await close();
  });
});

describe('online profiles checkboxes', () => {
  it('is a labelled group ticked by keyboard whose ticks are kept', async () => {
    const { page, close } = await startForm(4);
    const group = page.getByRole('group', { name: 'Where can we find you online?' });
    expect(await group.getByRole('checkbox').count()).toBe(5);
    await group.getByRole('checkbox', { name: 'Facebook' }).focus();
    await page.keyboard.press('Space');
    await group.getByRole('checkbox', { name: 'Yell' }).focus();
    await page.keyboard.press('Space');
    await continueStep(page);
    await back(page);
    const again = page.getByRole('group', { name: 'Where can we find you online?' });
    expect(await again.getByRole('checkbox', { name: 'Facebook' }).isChecked()).toBe(true);
    expect(await again.getByRole('checkbox', { name: 'Yell' }).isChecked()).toBe(true);
    expect(await again.getByRole('checkbox', { name: 'TrustATrade' }).isChecked()).toBe(false);
    await close();
  });
});

describe('service areas', () => {
  it('adds areas with Enter, ignores empty and repeated ones, marks the main area, makes another main and removes, by keyboard', async () => {
    const { page, errors, close } = await startForm(7);
    const group = page.getByRole('group', { name: 'Areas you cover' });
    const input = group.getByLabel('Town or area');
    const items = group.getByRole('listitem');
    await input.focus();
    for (const area of ['Leeds', '  York ', '   ']) {
      await page.keyboard.type(area);
      await page.keyboard.press('Enter');
    }
    expect(await stepNumber(page)).toBe(7); // Enter adds the area, it does not send the step
    await vi.waitFor(async () => expect(await items.count()).toBe(2));
    expect(await input.inputValue()).toBe('');

    // An area already listed, in any case, is refused with a message and left in the box to correct.
    await page.keyboard.type('leeds');
    await page.keyboard.press('Enter');
    await vi.waitFor(async () => expect(await group.getByText('Leeds is already on the list.').count()).toBeGreaterThan(0));
    expect(await input.inputValue()).toBe('leeds');
    expect(await items.count()).toBe(2);

    // The add button adds too.
    await input.fill('Harrogate');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await vi.waitFor(async () => expect(await items.count()).toBe(3));
    expect((await items.allInnerTexts()).map((t) => t.split('\n')[0])).toEqual(['Leeds', 'York', 'Harrogate']);
    expect(await items.nth(0).getByText('Main area', { exact: true }).count()).toBe(1);
    expect(await items.nth(1).getByText('Main area', { exact: true }).count()).toBe(0);
    expect(await page.getByRole('status').filter({ hasText: 'Harrogate added.' }).count()).toBe(1);

    await group.getByRole('button', { name: 'Make main area: York' }).focus();
    await page.keyboard.press('Enter');
    await vi.waitFor(async () => expect((await items.allInnerTexts()).map((t) => t.split('\n')[0])).toEqual(['York', 'Leeds', 'Harrogate']));
    expect(await items.nth(0).getByText('Main area', { exact: true }).count()).toBe(1);
    expect(await page.getByRole('status').filter({ hasText: 'York is now the main area.' }).count()).toBe(1);

    await group.getByRole('button', { name: 'Remove Leeds' }).focus();
    await page.keyboard.press('Enter');
    await vi.waitFor(async () => expect(await items.count()).toBe(2));
    expect(await page.getByRole('status').filter({ hasText: 'Leeds removed.' }).count()).toBe(1);
    // The focus stays in the list, on the next remove button.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Remove Harrogate');

    await continueStep(page);
    await back(page);
    const kept = page.getByRole('group', { name: 'Areas you cover' }).getByRole('listitem');
    expect((await kept.allInnerTexts()).map((t) => t.split('\n')[0])).toEqual(['York', 'Harrogate']);
    expect(realErrors(errors)).toEqual([]);
    await close();
  });

  it('fits 375 px with 44 px buttons', async () => {
    const { page, close } = await startForm(7, 375);
    const input = page.getByLabel('Town or area');
    await input.focus();
    for (const area of ['Kingston upon Hull', 'Middlesbrough']) {
      await page.keyboard.type(area);
      await page.keyboard.press('Enter');
    }
    const remove = await page.getByRole('button', { name: 'Remove Middlesbrough' }).boundingBox();
    const promote = await page.getByRole('button', { name: 'Make main area: Middlesbrough' }).boundingBox();
    expect(remove!.height).toBeGreaterThanOrEqual(44);
    expect(remove!.width).toBeGreaterThanOrEqual(44);
    expect(promote!.height).toBeGreaterThanOrEqual(44);
    expect(await fitsWidth(page)).toBe(true);
    await close();
  });
});

describe('business hours', () => {
  it('starts Monday to Friday 09:00-17:00 with the weekend closed, copies Monday to all, opens a closed day and warns of a closing time before the opening time', async () => {
    const { page, errors, close } = await startForm(7);
    const group = page.getByRole('group', { name: 'Business hours' });
    const opening = (day: string) => group.getByLabel(`${day} opening time`);
    const closing = (day: string) => group.getByLabel(`${day} closing time`);
    const open = (day: string) => group.getByRole('switch', { name: `${day}: Open` }).or(group.getByRole('checkbox', { name: `${day}: Open` }));

    // The rows are plain elements styled by their list, not MUI components each with its own styles: drawing seven
    // days of switches and time boxes as components was half the cost of showing the step.
    expect(await group.locator('li[data-day]').count()).toBe(7);
    expect(await group.locator('li[data-day] [class*="css-"]').count()).toBe(0);
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
      expect(await open(day).isChecked()).toBe(true);
      expect(await opening(day).inputValue()).toBe('09:00');
      expect(await closing(day).inputValue()).toBe('17:00');
      expect(await opening(day).isDisabled()).toBe(false);
    }
    for (const day of ['Saturday', 'Sunday']) {
      expect(await open(day).isChecked()).toBe(false);
      expect(await opening(day).isDisabled()).toBe(true);
      expect(await closing(day).isDisabled()).toBe(true);
    }

    await opening('Monday').fill('08:30');
    await closing('Monday').fill('16:00');
    await group.getByRole('button', { name: 'Copy to all' }).focus();
    await page.keyboard.press('Enter');
    await vi.waitFor(async () => expect(await opening('Sunday').inputValue()).toBe('08:30'));
    for (const day of ['Tuesday', 'Friday', 'Saturday', 'Sunday']) {
      expect(await opening(day).inputValue()).toBe('08:30');
      expect(await closing(day).inputValue()).toBe('16:00');
    }
    expect(await open('Saturday').isChecked()).toBe(false); // copying times does not open closed days

    await open('Saturday').focus();
    await page.keyboard.press('Space');
    await vi.waitFor(async () => expect(await opening('Saturday').isDisabled()).toBe(false));
    expect(await open('Saturday').isChecked()).toBe(true);

    await group.getByText('The closing time is before the opening time.').count().then((n) => expect(n).toBe(0));
    await closing('Tuesday').fill('07:00');
    await vi.waitFor(async () => expect(await group.getByText('The closing time is before the opening time.').count()).toBe(1));
    expect(await closing('Tuesday').getAttribute('aria-describedby')).toContain('warning');
    // Continue refuses such hours, with the field's message, until they are put right.
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByText('On each open day, the closing time must be after the opening time.').first().waitFor();
    expect(await page.getByText('Service Area and Business Hours').count()).toBeGreaterThan(0);
    await closing('Tuesday').fill('17:30');

    await continueStep(page);
    await back(page);
    const again = page.getByRole('group', { name: 'Business hours' });
    expect(await again.getByLabel('Saturday opening time').inputValue()).toBe('08:30');
    expect(await again.getByLabel('Saturday opening time').isDisabled()).toBe(false);
    expect(await again.getByLabel('Tuesday closing time').inputValue()).toBe('17:30');
    expect(await again.getByLabel('Sunday opening time').isDisabled()).toBe(true);
    expect(realErrors(errors)).toEqual([]);
    await close();
  });

  it('shows one card per day at 375 px without sideways scrolling', async () => {
    const { page, close } = await startForm(7, 375);
    const monday = await page.getByLabel('Monday opening time').boundingBox();
    const mondayClose = await page.getByLabel('Monday closing time').boundingBox();
    const tuesday = await page.getByLabel('Tuesday opening time').boundingBox();
    expect(mondayClose!.y).toBeCloseTo(monday!.y, 0);
    expect(tuesday!.y).toBeGreaterThan(monday!.y + 60);
    expect(await fitsWidth(page)).toBe(true);
    await close();
  });
});

describe('business e-mail prefix', () => {
  it('defaults to info, offers the first name and something else, shows the address it gives and keeps the choice', async () => {
    const { page, errors, close } = await startForm(10);
    await page.getByLabel('I already own a domain name').check();
    await typeAndLeave(page.getByLabel('Your domain name'), 'smith-electrical.co.uk');
    for (let i = 0; i < 5; i += 1) await back(page);
    expect(await stepNumber(page)).toBe(5);

    await page.getByRole('radio', { name: 'Yes, set one up for me' }).focus();
    await page.keyboard.press('Space');
    const group = page.getByRole('group', { name: 'Your new email address' });
    await group.waitFor();
    const example = group.getByRole('status');
    await vi.waitFor(async () => expect(await example.textContent()).toBe('Your new address: info@smith-electrical.co.uk'));
    expect(await group.getByRole('radio', { name: 'info@yourdomain' }).isChecked()).toBe(true);

    await group.getByRole('radio', { name: 'hello', exact: true }).focus();
    await page.keyboard.press('Space');
    await vi.waitFor(async () => expect(await example.textContent()).toBe('Your new address: hello@smith-electrical.co.uk'));

    await group.getByRole('radio', { name: 'sam@yourdomain' }).focus();
    await page.keyboard.press('Space');
    await vi.waitFor(async () => expect(await example.textContent()).toBe('Your new address: sam@smith-electrical.co.uk'));

    await group.getByRole('radio', { name: 'Something else' }).focus();
    await page.keyboard.press('Space');
    const custom = page.getByLabel('Email address prefix');
    await custom.waitFor();
    await typeAndLeave(custom, 'bookings');
    await vi.waitFor(async () => expect(await example.textContent()).toBe('Your new address: bookings@smith-electrical.co.uk'));

    await continueStep(page);
    await back(page);
    const again = page.getByRole('group', { name: 'Your new email address' });
    expect(await again.getByRole('radio', { name: 'Something else' }).isChecked()).toBe(true);
    expect(await page.getByLabel('Email address prefix').inputValue()).toBe('bookings');

    await again.getByRole('radio', { name: 'info@yourdomain' }).focus();
    await page.keyboard.press('Space');
    await vi.waitFor(async () => expect(await again.getByRole('status').textContent()).toBe('Your new address: info@smith-electrical.co.uk'));
    expect(await page.getByLabel('Email address prefix').count()).toBe(0);
    expect(realErrors(errors)).toEqual([]);
    await close();
  });
});

describe('WhatsApp number', () => {
  it('copies the business phone when ticked, is read-only while ticked, clears when unticked and keeps a different number', async () => {
    const { page, errors, close } = await startForm(5);
    const number = page.getByLabel('WhatsApp number (optional)');
    const same = page.getByRole('checkbox', { name: 'Use same number as business phone' });
    expect(await same.isChecked()).toBe(false);

    await same.focus();
    await page.keyboard.press('Space');
    await vi.waitFor(async () => expect(await number.inputValue()).toBe('07700900123'));
    expect(await same.isChecked()).toBe(true);
    expect(await number.getAttribute('readonly')).not.toBeNull();

    await page.keyboard.press('Space');
    await vi.waitFor(async () => expect(await number.inputValue()).toBe(''));
    expect(await same.isChecked()).toBe(false);
    expect(await number.getAttribute('readonly')).toBeNull();

    // Typing the phone number ticks the box; another number does not, and is tidied on leaving the box.
    await typeAndLeave(number, '07700 900123');
    expect(await same.isChecked()).toBe(true);
    await page.keyboard.press('Space'); // the focus is on the box after Tab
    await vi.waitFor(async () => expect(await number.inputValue()).toBe(''));
    await typeAndLeave(number, '7700 900456');
    expect(await number.inputValue()).toBe('07700900456');
    expect(await same.isChecked()).toBe(false);

    // Ticked, then the business phone changes: the box is no longer ticked and the number is kept.
    await same.focus();
    await page.keyboard.press('Space');
    await vi.waitFor(async () => expect(await number.inputValue()).toBe('07700900123'));
    for (let i = 0; i < 3; i += 1) await back(page);
    await typeAndLeave(page.getByLabel('Phone number'), '07700900999');
    await goToStep(page, 5);
    expect(await page.getByLabel('WhatsApp number (optional)').inputValue()).toBe('07700900123');
    expect(await page.getByRole('checkbox', { name: 'Use same number as business phone' }).isChecked()).toBe(false);
    expect(await page.getByLabel('WhatsApp number (optional)').getAttribute('readonly')).toBeNull();
    expect(realErrors(errors)).toEqual([]);
    await close();
  });
});

describe('accessibility of the input widgets (axe)', () => {
  it('finds no violations in the steps with checklists, areas, hours, e-mail prefix and WhatsApp at 375 px', async () => {
    const { page, close } = await startForm(3, 375);
    const problems: string[] = [];
    const check = async (label: string) => {
      const violations = await axeViolations();
      problems.push(...violations.map((v) => `${label} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`));
    };
    await page.getByRole('button', { name: 'Select all' }).click();
    await check('step 3');
    await goToStep(page, 4);
    await check('step 4');
    await goToStep(page, 5);
    await page.getByRole('radio', { name: 'Yes, set one up for me' }).check();
    await page.getByRole('checkbox', { name: 'Use same number as business phone' }).check();
    await page.getByRole('group', { name: 'Your new email address' }).waitFor();
    await check('step 5');
    await goToStep(page, 7);
    const input = page.getByLabel('Town or area');
    await input.fill('Leeds');
    await input.press('Enter');
    await input.fill('York');
    await input.press('Enter');
    await page.getByLabel('Monday closing time').fill('08:00');
    await check('step 7');
    expect(problems).toEqual([]);
    await close();
  });
});
