import type { BrowserContext } from 'playwright-core';
import { trades } from '../../../src/generated/config';

/** The answers a customer gave, as a form's draft holds them (the form's own field names). */
export type DraftData = Record<string, unknown>;

/**
 * Gives the pages of `context` a saved draft of form `formId` on step `step` (counted from 1, as "Step N of M")
 * with `data`: what a customer who filled in the earlier steps and left finds on coming back. A test about a later
 * step starts there instead of walking the steps before it, which other tests walk. The draft is written where the
 * form reads it first (the synchronous copy in `localStorage`, see src/services/draft-mirror.ts), once per tab
 * before its first page, so a reload in the test shows what the form saved since, not the seed again.
 *
 * @example await seedDraft(context, 'request', 9, { tradeType: 'roofer', businessBasics: { firstName: 'Kit' } });
 */
export async function seedDraft(context: BrowserContext, formId: string, step: number, data: DraftData): Promise<void> {
  const draft = JSON.stringify({ version: 1, savedAt: Date.now(), step: step - 1, data, ledger: { uploads: {} } });
  await context.addInitScript(
    ({ key, text }) => {
      const mark = `seeded:${key}`;
      if (sessionStorage.getItem(mark)) return;
      localStorage.setItem(key, text);
      sessionStorage.setItem(mark, '1');
    },
    { key: `tradesites:draft:${formId}`, text: draft },
  );
}

/** The opening hours the request and business forms start with (Monday to Friday, 9 to 5). */
export const WEEKDAY_HOURS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((day, i) => ({
  day,
  open: i < 5,
  openTime: '09:00',
  closeTime: '17:00',
}));

/**
 * Every answer of the request or business form up to its last step, as a customer leaves them after filling each
 * step with the usual answers: `basics` on step 2, the trade's own colour scheme and services (as the form chooses
 * them), Leeds as the area, weekday hours, `address` (a Leeds one by default) and the terms agreed when `agreed`.
 */
export function answeredDraft(opts: {
  trade: string;
  basics: { firstName: string; companyName: string; email: string; phone: string };
  address?: { street: string; town: string; county: string; postcode: string };
  agreed?: boolean;
}): DraftData {
  const trade = trades[opts.trade];
  return {
    tradeType: opts.trade,
    useCustomColors: false,
    selectedColorScheme: trade.defaultScheme,
    extractColorsFromLogo: false,
    businessBasics: opts.basics,
    businessName: opts.basics.companyName,
    selectedServices: trade.services,
    serviceLocations: ['Leeds'],
    businessHours: WEEKDAY_HOURS,
    businessAddress: { ...(opts.address ?? { street: '1 High Street', town: 'Leeds', county: 'West Yorkshire', postcode: 'LS1 1AA' }), hideAddress: false },
    hasDomain: false,
    ...(opts.agreed ? { termsAgreed: true } : {}),
  };
}
