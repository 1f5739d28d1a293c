import { describe, expect, it } from 'vitest';
import { linkChoice } from '@/domain/link-answers';
import { form as business } from '@/generated/forms/business';
import { form as request } from '@/generated/forms/request';

/**
 * The trade a form's link chooses, and whether it locks it, for links the browser tests gave the page one load
 * each, judged with the forms' own rules (config/forms/request.yaml and business.yaml) by the function the form
 * applies them with. The browser tests keep a locking and a falling-back link a page (tests/e2e/request-form.test.ts,
 * partner-form.test.ts) for what the form shows: the trade's card chosen and the others disabled, or not.
 */
const chosen = (rules: typeof request.query, query: string) => linkChoice(rules, new URLSearchParams(query)).trade;

describe('/request?trade=', () => {
  const cases: [query: string, trade: string, locked: boolean][] = [
    ['?trade=PLUMBER', 'plumber', true],
    ['?trade=electrician', 'electrician', true],
    ['?trade=%3Cscript%3Ealert(1)%3C%2Fscript%3E', 'electrician', false],
    [`?trade=${'x'.repeat(5000)}`, 'electrician', false],
    ['', 'electrician', false],
  ];
  for (const [query, trade, locked] of cases) {
    it(`${query.slice(0, 40) || 'no link'}: ${trade}, ${locked ? 'locked' : 'unlocked'}`, () => {
      expect(chosen(request.query, query)).toEqual({ trade, locked });
    });
  }
});

describe('/form?trade= (the business form)', () => {
  for (const [query, trade, locked] of [['?trade=roofer', 'roofer', true], ['', 'electrician', false]] as const) {
    it(`${query || 'no link'}: ${trade}, ${locked ? 'locked' : 'unlocked'}`, () => {
      expect(chosen(business.query, query)).toEqual({ trade, locked });
    });
  }
});
