import { afterAll, describe, expect, it } from 'vitest';
import { form, schema } from '../../src/generated/forms/request';
import { trades } from '../../src/generated/config';
import { answersFromFormFields, type PostSchema } from '../../src/domain/form-post';
import { getPath } from '../../src/domain/send-plan';
import { SitePages } from '../../src/server/pages/site-pages';
import { withPostedStep, type FlowSchema } from '../../src/server/submissions/step-flow';
import { newContext } from './support/browser';
import { useSiteAndBrowser } from './support/harness';
import { DIST_CLIENT } from './support/site';
import { WEEKDAY_HOURS } from './support/drafts';

/**
 * Every field of every step of the request form round-trips without JavaScript: each step is drawn by the server's
 * render with every answer given (the widgets as served), the browser's own form encoding reads the controls
 * (`new FormData(form)`: the names, values and ticked boxes a post would carry), and the server's decoder and step
 * rules turn them back into the same answers. A widget whose control has no name, the wrong value or a state drawn
 * only by script loses its answer here.
 */
const harness = useSiteAndBrowser();
const pages = new SitePages(DIST_CLIENT);
afterAll(() => pages.close());

const trade = (form.query?.trade?.lockable ?? [])[0];
const { accreditations, services } = trades[trade];

/** An answer for every field, each widget with something to carry (a closed day, a custom prefix, two areas ...). */
const ANSWERS: Record<string, unknown> = {
  customerNumber: 'RT-4242',
  tradeType: trade,
  useCustomColors: true,
  selectedColorScheme: trades[trade].defaultScheme,
  customPrimaryColor: '#112233',
  customSecondaryColor: '#445566',
  extractColorsFromLogo: true,
  businessBasics: { firstName: 'Robin', companyName: 'Round Trip Ltd', email: 'robin@roundtrip.co.uk', phone: '07700900123' },
  businessName: 'Round Trip Ltd',
  selectedAccreditations: accreditations.slice(0, 2),
  additionalAccreditation: 'Part P',
  onlineProfiles: ['Facebook', 'Yell'],
  additionalProfiles: 'https://reviews.example.co.uk/rt',
  instagramHandle: 'roundtrip',
  businessEmailOption: 'yes',
  businessEmailPrefixKind: 'custom',
  businessEmailPrefix: 'office',
  whatsAppNumber: '07700900456',
  selectedServices: services.slice(1, 3),
  additionalServices: 'Solar panels',
  minimumCallOut: '£60',
  serviceLocations: ['Leeds', 'Bradford'],
  businessHours: WEEKDAY_HOURS.map((d, i) => (i === 1 ? { ...d, openTime: '08:30', closeTime: '16:45' } : d)),
  businessStats: { experience: '15', happyCustomers: '500+', projectsCompleted: '1,000+', emergencyJobs: '24/7' },
  businessAddress: { street: '1 High Street', town: 'Leeds', county: 'West Yorkshire', postcode: 'LS1 1AA', registrationNumber: 'SC123456', hideAddress: true },
  hasDomain: true,
  domainName: 'www.roundtrip.co.uk',
  termsAgreed: true,
};

/** The answers without the fields of one step: what comes back for them must come from the post alone. */
function withoutStep(step: number): Record<string, unknown> {
  let rest = structuredClone(ANSWERS);
  for (const field of form.steps[step].fields) {
    const path = field.field.split('.');
    const parent = path.slice(0, -1).reduce<Record<string, unknown> | undefined>((node, key) => node?.[key] as Record<string, unknown> | undefined, rest);
    if (parent) delete parent[path[path.length - 1]];
  }
  rest = JSON.parse(JSON.stringify(rest)) as Record<string, unknown>;
  return rest;
}

describe('every step of /request posted without JavaScript', () => {
  it('carries every answer of every step back to the server', async () => {
    const context = await newContext(harness.browser);
    try {
      const page = await context.newPage();
      for (const [index, step] of form.steps.entries()) {
        const { html } = await pages.render('/request', 'main', { form: 'request', answers: ANSWERS, view: 'step', step: index, errors: [], attempt: 'round-trip-1' });
        // The page as served, without its scripts: what a browser with JavaScript off has.
        await page.setContent(html.replace(/<script\b[\s\S]*?<\/script>/g, ''));
        const entries = await page.evaluate(() => {
          const element = document.querySelector<HTMLFormElement>('form[method="post"]');
          return element ? [...new FormData(element)].filter((e): e is [string, string] => typeof e[1] === 'string') : [];
        });
        expect(entries.length, step.id).toBeGreaterThan(0);
        const posted = answersFromFormFields(schema as PostSchema, entries);
        const back = withPostedStep(form, schema as FlowSchema, index, withoutStep(index), posted, { trades });
        for (const field of step.fields) {
          if (['image-file', 'image-files', 'accreditation-images'].includes(field.widget ?? '')) continue;
          expect(getPath(back, field.field), `${step.id}: ${field.field}`).toEqual(getPath(ANSWERS, field.field));
        }
      }
    } finally {
      await context.close();
    }
  }, 120_000);
});
