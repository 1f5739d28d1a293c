import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { trades } from '../../src/generated/config';
import { openPage } from './support/browser';
import { useSiteAndBrowser } from './support/harness';
import { continueStep, pngImage, waitForStep } from './support/request-form';

/**
 * Every answer reaches the team: the request and business forms are filled completely (every field of their
 * data schema, the custom colours, the hidden address, WhatsApp's "same number", certificate images, a
 * ready-made and a first-name e-mail prefix), submitted to the real intake server, and the stored main hook
 * is compared with what was answered. The field list comes from the schema: a field added to a schema that is
 * neither sent nor listed in the form's `submit.notSent` with a reason fails here.
 */
const harness = useSiteAndBrowser();

type Plan = { reference?: string; notSent?: Record<string, string>; send: { answers?: boolean; payload?: Record<string, unknown> } };
const planOf = (form: string): Plan => (parse(readFileSync(`config/forms/${form}.yaml`, 'utf8')) as { submit: Plan }).submit;
const schemaFields = (schema: string): string[] => Object.keys(JSON.parse(readFileSync(`schemas/forms/${schema}.schema.json`, 'utf8')).properties);

/** The payload field an answer arrives under: its own name, a `field:` mapping of the plan, or the reference. */
function sentAs(plan: Plan, field: string): string | undefined {
  for (const [name, spec] of Object.entries(plan.send.payload ?? {})) {
    const sources = Array.isArray(spec) ? spec : [spec];
    if (sources[0] === `field:${field}` || (spec === 'reference' && plan.reference === field)) return name;
  }
  return plan.send.answers ? field : undefined;
}

const ELECTRICIAN = trades.electrician;

interface Choices {
  reference: string;
  company: string;
  customColours: boolean;
  prefix: 'hello' | 'first-name';
}

/** Answers every field of the 10 steps of the request or business form. */
async function fillEverything(page: Page, c: Choices) {
  await page.getByLabel('Customer reference').fill(c.reference);
  if (c.customColours) {
    await page.getByText('Custom colours', { exact: true }).click();
    await page.getByRole('textbox', { name: 'Primary colour', exact: true }).fill('#112233');
    await page.getByRole('textbox', { name: 'Secondary colour', exact: true }).fill('#445566');
  }
  await page.getByRole('checkbox', { name: 'Use the colours of my logo instead' }).check();
  await continueStep(page);
  await waitForStep(page, 2);
  await page.getByLabel('First name').fill('Robin');
  await page.getByLabel('Company name').fill(c.company);
  await page.getByLabel('Company email').fill('robin@fullanswers.co.uk');
  await page.getByLabel('Phone number').fill('07700 900123');
  await page.getByRole('group', { name: 'Your logo' }).locator('input[type=file]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: pngImage([200, 30, 30]) });
  await page.getByRole('img', { name: /logo\.png/i }).first().waitFor({ timeout: 5000 }).catch(() => undefined);
  await continueStep(page);
  // 3 Accreditations, with a certificate image
  const accreditation = ELECTRICIAN.accreditations[0];
  await page.getByRole('checkbox', { name: accreditation, exact: true }).check();
  const images = page.getByRole('group', { name: 'Certificate images (optional)' });
  await images.getByRole('button', { name: `Add certificate image for ${accreditation}` }).waitFor();
  await images.locator('input[type=file]').first().setInputFiles({ name: 'cert.png', mimeType: 'image/png', buffer: pngImage([0, 90, 0]) });
  await images.getByRole('img', { name: `Certificate image for ${accreditation}` }).waitFor();
  await page.getByLabel('Other accreditations').fill('Part P registered');
  await continueStep(page);
  // 4 Content sources
  await page.locator('[data-step] input[type=file]').first().setInputFiles([1, 2].map((i) => ({ name: `work-${i}.png`, mimeType: 'image/png', buffer: pngImage([10 * i, 20, 200]) })));
  await page.getByText(/2 photos chosen/).first().waitFor();
  const stock = page.getByRole('checkbox', { name: 'Use stock images where I have too few photos' });
  if (await stock.count()) await stock.check();
  await page.getByRole('checkbox', { name: 'Facebook' }).check();
  await page.getByRole('checkbox', { name: 'Yell' }).check();
  await page.getByLabel('Other profiles').fill('https://reviews.example.co.uk/full-answers');
  await page.getByLabel('Instagram handle').fill('fullanswers');
  await continueStep(page);
  // 5 Communication: a business e-mail with the chosen prefix, WhatsApp on the same number
  await page.getByRole('radio', { name: 'Yes, set one up for me' }).check();
  if (c.prefix === 'hello') await page.getByRole('radio', { name: 'hello', exact: true }).check();
  else await page.getByRole('radio', { name: /^robin@/ }).check();
  await page.getByRole('checkbox', { name: 'Use same number as business phone' }).check();
  await continueStep(page);
  // 6 Services (pre-selected) and more
  await page.getByLabel('Additional services').fill('Solar panels');
  await page.getByLabel('Minimum call out charge').fill('£60');
  await continueStep(page);
  // 7 Areas and hours
  const area = page.getByRole('textbox', { name: /area/i }).first();
  for (const town of ['Leeds', 'Bradford']) {
    await area.fill(town);
    await area.press('Enter');
  }
  await continueStep(page);
  // 8 Stats
  await page.getByLabel('Years of experience').fill('15');
  await page.getByLabel('Happy customers').fill('500+');
  await page.getByLabel('Projects completed').fill('1,000+');
  await page.getByLabel('Emergency jobs').fill('24/7 call-outs');
  await continueStep(page);
  // 9 Address, hidden on the site
  await page.getByLabel('Street address').fill('1 High Street');
  await page.getByLabel('Town').fill('Leeds');
  await page.getByLabel('County').fill('West Yorkshire');
  await page.getByLabel('Post code').fill('ls11aa');
  await page.getByLabel(/Company registration number/).fill('SC123456');
  await page.getByRole('checkbox', { name: 'Hide my address on the website' }).check();
  await continueStep(page);
  // 10 Domain and terms
  await page.getByRole('checkbox', { name: 'I already own a domain name' }).check();
  await page.getByLabel('Your domain name').fill('https://www.fullanswers.co.uk');
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
}

/** A field the chosen answers hide (e.g. the scheme when custom colours are chosen): it must not be sent. */
const NOT_ASKED = Symbol('not asked');

/** What was answered, field by field (colours and the scheme are checked by rule, not value). */
function answered(c: Choices): Record<string, unknown> {
  return {
    customerNumber: c.reference,
    tradeType: 'electrician',
    extractColorsFromLogo: true,
    businessBasics: { firstName: 'Robin', companyName: c.company, email: 'robin@fullanswers.co.uk', phone: expect.stringMatching(/^07700 ?900 ?123$/) },
    businessName: c.company,
    useStockImages: true,
    selectedAccreditations: [ELECTRICIAN.accreditations[0]],
    additionalAccreditation: 'Part P registered',
    onlineProfiles: ['Facebook', 'Yell'],
    additionalProfiles: 'https://reviews.example.co.uk/full-answers',
    instagramHandle: 'fullanswers',
    businessEmailOption: 'yes',
    businessEmailPrefixKind: c.prefix === 'hello' ? 'common' : 'first-name',
    businessEmailPrefix: c.prefix === 'hello' ? 'hello' : 'robin',
    whatsAppNumber: expect.stringMatching(/^07700 ?900 ?123$/),
    selectedServices: ELECTRICIAN.services,
    additionalServices: 'Solar panels',
    minimumCallOut: '£60',
    serviceLocations: ['Leeds', 'Bradford'],
    businessHours: expect.arrayContaining([expect.objectContaining({ day: 'Monday' })]),
    businessStats: { experience: '15', happyCustomers: '500+', projectsCompleted: '1,000+', emergencyJobs: '24/7 call-outs' },
    businessAddress: { street: '1 High Street', town: 'Leeds', county: 'West Yorkshire', postcode: 'LS1 1AA', registrationNumber: 'SC123456', hideAddress: true },
    hasDomain: true,
    domainName: 'www.fullanswers.co.uk',
    termsAgreed: true,
    useCustomColors: c.customColours,
    customPrimaryColor: expect.stringMatching(/^#[0-9A-Fa-f]{6}$/),
    customSecondaryColor: expect.stringMatching(/^#[0-9A-Fa-f]{6}$/),
    // With custom colours the scheme is not asked, and not sent.
    selectedColorScheme: c.customColours ? NOT_ASKED : expect.any(String),
  };
}

describe('every answer reaches the team', () => {
  for (const [form, path, choices] of [
    ['request', '/request', { reference: 'FULL-REQ-1', company: 'Full Answers Ltd', customColours: true, prefix: 'hello' }],
    ['business', '/form', { reference: 'FULL-BIZ-1', company: 'Full Business Ltd', customColours: false, prefix: 'first-name' }],
  ] as const) {
    it(`${form}: every field of the schema arrives under its name, or is listed as not sent with a reason`, async () => {
      const { page, close } = await openPage(harness.browser, 1280, 900);
      await page.goto(`${harness.site.url}${path}`, { waitUntil: 'load' });
      await waitForStep(page, 1);
      await fillEverything(page, choices);
      await page.getByRole('button', { name: /^Submit/ }).click();
      await page.getByRole('heading', { level: 2 }).filter({ hasText: /Thank/ }).waitFor({ timeout: 20_000 });

      const stored = (await harness.site.submissions()).filter((s) => s.payload.customerNumber === choices.reference);
      const main = stored.find((s) => s.hook === 'main')!.payload;
      const plan = planOf(form);
      const expected = answered(choices);
      for (const field of schemaFields(form)) {
        const reason = plan.notSent?.[field];
        if (reason) {
          expect(reason.length, field).toBeGreaterThan(10);
          continue;
        }
        const name = sentAs(plan, field);
        expect(name, `${field} is neither sent nor listed under submit.notSent`).toBeDefined();
        if (expected[field] === NOT_ASKED) {
          expect(main, `${field} was hidden but sent`).not.toHaveProperty(name!);
          continue;
        }
        expect(main, `${field} did not arrive`).toHaveProperty(name!);
        expect(field in expected, `${field} was not answered by this test`).toBe(true);
        expect(main[name!], field).toEqual(expected[field]);
      }
      // The files arrive as their uploads, under the submission's reference.
      const links = stored.flatMap((s) => [s.payload.logoUrl, ...((s.payload.galleryUrls as string[]) ?? [])]).filter(Boolean);
      expect(links.length).toBeGreaterThanOrEqual(3);
      for (const link of links) expect(String(link)).toContain(choices.reference);
      expect(main.accreditationUrls).toEqual([{ name: ELECTRICIAN.accreditations[0], imageUrl: expect.stringContaining(choices.reference) }]);
      await close();
    });
  }
});
