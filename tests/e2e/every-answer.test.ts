import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../scripts/config/load-config';
import { trades } from '../../src/generated/config';
import { openPage, startForm } from './support/browser';
import { useSiteAndBrowser } from './support/harness';
import { changeFromCheckPage, returnToCheckPage } from './support/check-page';
import { continueStep, pngImage, submitFromLastStep, waitForStep } from './support/request-form';
import { TEST_ADMIN_TOKEN } from './support/site';

/**
 * Every answer reaches the team. The request and business forms are filled completely (every field of their
 * data schema, the custom colours, the hidden address, WhatsApp's "same number", certificate images), and on
 * the request form every way of starting the new e-mail address is sent in turn (info, contact, enquiries, a
 * custom prefix typed in capitals, then hello; the business form sends the first name). The one-call forms
 * (contact, feedback, unsubscribe, domain selection) and the media form are filled completely too. Each is
 * submitted to the real intake server and what was stored is compared with what was answered, in every hook
 * its YAML plan sends the answer to. The field list comes from the schema: a field added to a schema that is
 * neither sent nor listed in the form's `submit.notSent` with a reason fails here.
 */
const harness = useSiteAndBrowser();

/** A field the chosen answers hide (e.g. the scheme when custom colours are chosen): it must not be sent. */
const NOT_ASKED = Symbol('not asked');

type Payload = Record<string, unknown>;
type Plan = {
  reference?: string;
  notSent?: Record<string, string>;
  files?: { announce?: { hook: string; payload?: Payload } }[];
  send?: { hook: string; answers?: boolean; payload?: Payload };
};
/** Each form as the build reads it: a form that `extends` another is merged with it. */
const forms = loadConfig(process.cwd()).raw.forms as Record<string, { submit: Plan; schema: string }>;
const planOf = (form: string): Plan => forms[form].submit;
const schemaFields = (schema: string): string[] => Object.keys(JSON.parse(readFileSync(`schemas/forms/${schema}.schema.json`, 'utf8')).properties);

/** Every hook a plan calls (announcements and the final send). */
const destinationsOf = (form: string): string[] => {
  const plan = planOf(form);
  return [...(plan.send ? [plan.send.hook] : []), ...(plan.files ?? []).flatMap((f) => (f.announce ? [f.announce.hook] : []))];
};
const planSchema = (form: string): string => forms[form].schema;

/** Where an answer arrives: each hook of the plan (final send or announcement) and the name it has there. */
function destinations(plan: Plan, field: string): { hook: string; name: string }[] {
  const calls = [...(plan.send ? [plan.send] : []), ...(plan.files ?? []).flatMap((f) => (f.announce ? [f.announce] : []))];
  const found: { hook: string; name: string }[] = [];
  for (const call of calls) {
    for (const [name, spec] of Object.entries(call.payload ?? {})) {
      const sources = Array.isArray(spec) ? spec : [spec];
      if (sources[0] === `field:${field}` || (spec === 'reference' && plan.reference === `field:${field}`)) found.push({ hook: call.hook, name });
    }
  }
  if (!found.length && 'answers' in (plan.send ?? {}) && plan.send?.answers) found.push({ hook: plan.send.hook, name: field });
  return found;
}

/**
 * The check of point 2 for one stored submission: every field of the form's data schema arrived, under the name
 * its plan gives it, in every hook that carries it, with the value answered; or is listed under `submit.notSent`.
 */
function expectEveryAnswer(form: string, schema: string, hooks: { hook: string; payload: Payload }[], expected: Record<string, unknown>) {
  const plan = planOf(form);
  for (const field of schemaFields(schema)) {
    const reason = plan.notSent?.[field];
    if (reason) {
      expect(reason.length, field).toBeGreaterThan(10);
      continue;
    }
    const places = destinations(plan, field);
    expect(places.length, `${form}: ${field} is neither sent nor listed under submit.notSent`).toBeGreaterThan(0);
    expect(field in expected, `${form}: ${field} was not answered by this test`).toBe(true);
    for (const { hook, name } of places) {
      const stored = hooks.find((h) => h.hook === hook)?.payload;
      expect(stored, `${form}: nothing was stored for the ${hook} hook`).toBeDefined();
      if (expected[field] === NOT_ASKED) {
        expect(stored, `${form}: ${field} was hidden but sent`).not.toHaveProperty(name);
        continue;
      }
      expect(stored, `${form}: ${field} did not arrive at ${hook}`).toHaveProperty(name);
      expect(stored![name], `${form}: ${field} at ${hook}`).toEqual(expected[field]);
    }
  }
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


/**
 * The other ways of starting the new address, each chosen on step 5 and sent: the main hook's body is caught at
 * the browser's edge (and answered with a failure, so the form stays on "Check your answers" with every answer
 * kept), then the customer changes step 5 from there to the next one. The last choice, hello, is then sent to the
 * server.
 */
const OTHER_PREFIXES: { label: string; choose(page: Page): Promise<void>; kind: string; prefix: string }[] = [
  ...['info', 'contact', 'enquiries'].map((p) => ({ label: p, kind: 'common', prefix: p, choose: (page: Page) => page.getByRole('radio', { name: p, exact: true }).check() })),
  {
    label: 'custom, typed in capitals',
    kind: 'custom',
    prefix: 'office.team',
    choose: async (page: Page) => {
      await page.getByRole('radio', { name: 'Something else' }).check();
      await page.getByRole('textbox', { name: /^Email address prefix/ }).fill('Office.Team');
    },
  },
  { label: 'hello again', kind: 'common', prefix: 'hello', choose: async (page: Page) => {
    await page.getByRole('radio', { name: 'info@yourdomain', exact: true }).check();
    await page.getByRole('radio', { name: 'hello', exact: true }).check();
  } },
];

/** From step 10, all answered: each of {@link OTHER_PREFIXES} chosen on step 5 through its Change button and sent. */
async function everyPrefixIsSent(page: Page) {
  await returnToCheckPage(page);
  for (const option of OTHER_PREFIXES) {
    await changeFromCheckPage(page, 'Communication Setup', 5);
    await option.choose(page);
    await returnToCheckPage(page);
    if (option === OTHER_PREFIXES.at(-1)) return;
    // The server stores the submission (and makes its main payload); the page is told it failed, so it stays.
    const stored = new Promise<string>((resolve) => {
      void page.route('**/api/forms/*/submissions', async (route) => {
        const answer = await route.fetch();
        resolve(((await answer.json()) as { id: string }).id);
        await route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"held by the test"}' });
      });
    });
    await submitFromLastStep(page, 'Submit Request');
    const id = await stored;
    await page.unroute('**/api/forms/*/submissions');
    const made = await (await fetch(`${harness.site.url}/api/submissions/${id}`, { headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` } })).json();
    const sent = (made.calls as { hook: string; payload: Record<string, unknown> }[]).find((c) => c.hook === 'main')!.payload;
    expect({ kind: sent.businessEmailPrefixKind, prefix: sent.businessEmailPrefix }, option.label).toEqual({ kind: option.kind, prefix: option.prefix });
    // The failure keeps the customer on the check page with the Submit button back; Back returns to the step shown
    // before it (step 5, just changed), and the browser's Forward to the check page.
    await page.getByRole('button', { name: /^Submit/ }).and(page.locator(':enabled')).waitFor();
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await waitForStep(page, 5);
    await page.goForward();
    await page.locator('[data-check-answers]').waitFor();
  }
}


const PREVIEW = 'https://full.preview.tradesites.co.uk/site/7'; // a host of previewHosts in config/site.yaml
const COMMENTS: [string, string][] = [
  ['generalComments', 'General comments'], ['homePageComments', 'Home page'], ['servicesComments', 'Services'],
  ['aboutComments', 'About'], ['testimonialsComments', 'Testimonials'], ['contactComments', 'Contact'],
  ['footerComments', 'Footer'], ['navigationComments', 'Navigation'], ['projectsComments', 'Projects'],
];

/** The one-call forms and the media form: each filled completely, sent, and found in the store by `mark`. */
const OTHER_FORMS: {
  form: string;
  path: string;
  fill(page: Page): Promise<void>;
  submit: string;
  /** A stored answer that tells this submission from the others. */
  mark: [string, unknown];
  answers: Record<string, unknown>;
  /** What the page does after the form was sent, waited for before the next form's page is opened. */
  after?(page: Page): Promise<void>;
}[] = [
  {
    form: 'contact',
    path: '/contact',
    fill: async (page) => {
      await page.getByRole('textbox', { name: /^Name/ }).fill('Robin Full');
      await page.getByRole('textbox', { name: /^Email/ }).fill('robin.contact@fullanswers.co.uk');
      await page.getByRole('textbox', { name: /^Subject/ }).fill('Every answer');
      await page.getByRole('textbox', { name: /^Message/ }).fill('Please call me about a website for my firm.');
    },
    submit: 'Send Message',
    mark: ['Email', 'robin.contact@fullanswers.co.uk'],
    answers: { name: 'Robin Full', email: 'robin.contact@fullanswers.co.uk', subject: 'Every answer', message: 'Please call me about a website for my firm.' },
  },
  {
    form: 'feedback',
    path: `/comments-form?websiteUrl=${encodeURIComponent(PREVIEW)}&customerNumber=FULL-FB-1`,
    fill: async (page) => {
      for (const [field, label] of COMMENTS) {
        await page.getByRole('button', { name: label, exact: true }).click();
        await page.getByRole('textbox', { name: label, exact: true }).fill(`All about ${field}`);
      }
    },
    submit: 'Submit Comments',
    mark: ['customerNumber', 'FULL-FB-1'],
    answers: { websiteUrl: PREVIEW, ...Object.fromEntries(COMMENTS.map(([field]) => [field, `All about ${field}`])) },
  },
  {
    form: 'unsubscribe',
    path: '/unsubscribe',
    fill: (page) => page.getByRole('textbox', { name: /^Email/ }).fill('robin.leaving@fullanswers.co.uk'),
    submit: 'Unsubscribe',
    mark: ['Email', 'robin.leaving@fullanswers.co.uk'],
    answers: { email: 'robin.leaving@fullanswers.co.uk' },
  },
  {
    form: 'domain-selection',
    path: '/domain-selection?domain1=fullanswers.co.uk&domain2=full-answers.com&customerNumber=FULL-DOM-1&lead_id=lead-full',
    fill: (page) => page.locator('label', { hasText: 'full-answers.com' }).click(),
    submit: 'Confirm Selection',
    mark: ['customerNumber', 'FULL-DOM-1'],
    answers: { selectedDomain: 'full-answers.com' },
    // The thank-you goes on to the payment page 1.5 s later: on a busy machine that navigation came while the next
    // form's page was loading and aborted it, so the page is left only once it has gone there (answered by the test).
    after: (page) => page.waitForURL((url) => url.hostname === 'buy.stripe.com', { timeout: 15_000 }),
  },
  {
    form: 'media',
    path: '/media-form?customerNumber=FULL-MEDIA-1&trade=roofer',
    fill: async (page) => {
      await page.locator('input[type="file"]').first().setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: pngImage([200, 0, 0]) });
      await page.getByText('logo.png').first().waitFor();
      await page.locator('input[type="file"]').nth(1).setInputFiles({ name: 'roof.png', mimeType: 'image/png', buffer: pngImage([0, 80, 0]) });
      await page.getByText(/1 photo chosen/).waitFor();
    },
    submit: 'Submit',
    mark: ['customerNumber', 'FULL-MEDIA-1'],
    answers: { customerNumber: 'FULL-MEDIA-1', tradeType: 'roofer' },
  },
];

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
      if (form === 'request') await everyPrefixIsSent(page);
      await submitFromLastStep(page, form === 'request' ? 'Submit Request' : 'Submit');
      await page.getByRole('heading', { level: 2 }).filter({ hasText: /Thank/ }).waitFor({ timeout: 20_000 });

      const stored = (await harness.site.submissions()).filter((s) => s.payload.customerNumber === choices.reference);
      const main = stored.find((s) => s.hook === 'main')!.payload;
      expectEveryAnswer(form, form, stored, answered(choices));
      // The files arrive as their uploads, under the submission's reference.
      const links = stored.flatMap((s) => [s.payload.logoUrl, ...((s.payload.galleryUrls as string[]) ?? [])]).filter(Boolean);
      expect(links.length).toBeGreaterThanOrEqual(3);
      for (const link of links) expect(String(link)).toContain(choices.reference);
      expect(main.accreditationUrls).toEqual([{ name: ELECTRICIAN.accreditations[0], imageUrl: expect.stringContaining(choices.reference) }]);
      await close();
    });
  }
  it('the one-call forms and the media form: every field of each schema arrives under its name, or is listed as not sent', async () => {
    const { page, close } = await openPage(harness.browser, 1280, 900);
    await page.route('https://buy.stripe.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Stripe</title>' }));
    for (const f of OTHER_FORMS) {
      await page.goto(`${harness.site.url}${f.path}`, { waitUntil: 'load' });
      await startForm(page);
      await f.fill(page);
      await page.getByRole('button', { name: f.submit, exact: true }).click();
      const [key, value] = f.mark;
      const stored = await vi.waitFor(
        async () => {
          const found = (await harness.site.submissions()).filter((s) => s.payload[key] === value);
          const hooks = new Set(destinationsOf(f.form));
          expect(found.filter((s) => hooks.has(s.hook)).length, f.form).toBe(hooks.size);
          return found;
        },
        { timeout: 20_000, interval: 200 },
      );
      expectEveryAnswer(f.form, planSchema(f.form), stored, f.answers);
      await f.after?.(page);
    }
    await close();
  });
});
