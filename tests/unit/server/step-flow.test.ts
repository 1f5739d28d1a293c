import { describe, expect, it } from 'vitest';
import { trades } from '@/generated/config';
import { form, schema } from '@/generated/forms/request';
import { afterBack, afterContinue, newlyShown, readIntent, withPostedStep, type FlowSchema } from '@/server/submissions/step-flow';

/** How a step of the request form posted without JavaScript changes the answers, and where it leads. */
const ctx = { trades };
const flow = schema as FlowSchema;
const stepOf = (id: string) => form.steps.findIndex((s) => s.id === id);
const [first, second] = form.trades ?? [];

describe('readIntent', () => {
  it('reads each button and takes anything else as Continue', () => {
    expect(readIntent('back', 10)).toEqual({ kind: 'back' });
    expect(readIntent('submit', 10)).toEqual({ kind: 'submit' });
    expect(readIntent('stay', 10)).toEqual({ kind: 'stay' });
    expect(readIntent('edit:3', 10)).toEqual({ kind: 'edit', step: 3 });
    expect(readIntent('edit:10', 10)).toEqual({ kind: 'next' });
    expect(readIntent(undefined, 10)).toEqual({ kind: 'next' });
    expect(readIntent('edit:-1', 10)).toEqual({ kind: 'next' });
  });
});

describe('withPostedStep', () => {
  it("replaces the step's own answers with what was posted and keeps every other step's", () => {
    const before = { tradeType: first, businessBasics: { firstName: 'Jo', companyName: 'Old Co' }, additionalServices: 'Kept' };
    const posted = { businessBasics: { firstName: 'Sam' }, additionalServices: 'Not on this step' };
    const after = withPostedStep(form, flow, stepOf('business'), before, posted, ctx);
    expect(after.businessBasics).toEqual({ firstName: 'Sam' });
    expect(after.additionalServices).toBe('Kept');
    expect(after.tradeType).toBe(first);
  });

  it('mirrors the company name as the browser does, on its first answer too', () => {
    const after = withPostedStep(form, flow, stepOf('business'), { tradeType: first }, { businessBasics: { companyName: 'Spark Ltd' } }, ctx);
    expect(after.businessName).toBe('Spark Ltd');
  });

  it('takes an unticked box as false where the browser holds false (a default, or unticked again), and a day switched off in the opening hours too', () => {
    const hours = [{ day: 'Monday', openTime: '09:00', closeTime: '17:00' }];
    const after = withPostedStep(form, flow, stepOf('area-hours'), {}, { businessHours: hours }, ctx);
    expect(after.businessHours).toEqual([{ day: 'Monday', open: false, openTime: '09:00', closeTime: '17:00' }]);
    const address = withPostedStep(form, flow, stepOf('address'), { businessAddress: { hideAddress: true } }, { businessAddress: { street: '1 Road' } }, ctx);
    expect(address.businessAddress).toEqual({ street: '1 Road', hideAddress: false });
    // The terms have no default: never ticked, they stay unanswered (the form's own message says so).
    const terms = withPostedStep(form, flow, stepOf('domain'), {}, {}, ctx);
    expect(terms.termsAgreed).toBeUndefined();
    expect(withPostedStep(form, flow, stepOf('domain'), { termsAgreed: true }, {}, ctx).termsAgreed).toBe(false);
  });

  it('tidies typed text as the browser does on leaving the box, and makes no empty group of boxes left empty', () => {
    const after = withPostedStep(form, flow, stepOf('business'), {}, { businessBasics: { phone: '7700 900123' } }, ctx);
    expect((after.businessBasics as { phone: string }).phone).toBe('07700900123');
    expect(withPostedStep(form, flow, stepOf('stats'), {}, { businessStats: {} }, ctx)).not.toHaveProperty('businessStats');
    expect(withPostedStep(form, flow, stepOf('stats'), { businessStats: { experience: '5' } }, { businessStats: {} }, ctx).businessStats).toEqual({});
  });

  it("keeps the colours the customer chose over the scheme's action, and clears the old trade's answers on a new trade", () => {
    const custom = withPostedStep(form, flow, stepOf('start'), {}, { tradeType: first, selectedColorScheme: trades[first].defaultScheme, useCustomColors: true }, ctx);
    expect(custom.useCustomColors).toBe(true);
    const before = { tradeType: first, selectedServices: ['Something'], selectedColorScheme: trades[first].defaultScheme, useCustomColors: false };
    const changed = withPostedStep(form, flow, stepOf('start'), before, { tradeType: second, selectedColorScheme: trades[first].defaultScheme, useCustomColors: false }, ctx);
    expect(changed.selectedServices ?? []).toEqual([]);
    expect(changed.selectedColorScheme).toBe(trades[second].defaultScheme);
  });

  it('keeps the files received: they are never posted as text', () => {
    const logo = { id: 'k1', name: 'logo.png', type: 'image/png', size: 68 };
    const after = withPostedStep(form, flow, stepOf('business'), { logo }, { businessBasics: { firstName: 'Jo' } }, ctx);
    expect(after.logo).toEqual(logo);
  });
});

describe('newlyShown', () => {
  it('names a field the post reveals that holds nothing yet, so the step is drawn again with it', () => {
    const step = stepOf('domain');
    expect(newlyShown(form, step, { hasDomain: false }, { hasDomain: true })).toEqual(['domainName']);
    expect(newlyShown(form, step, { hasDomain: true }, { hasDomain: true })).toEqual([]);
    expect(newlyShown(form, step, { hasDomain: false }, { hasDomain: true, domainName: 'a.co.uk' })).toEqual([]);
  });
});

describe('afterContinue and afterBack', () => {
  const last = form.steps.length - 1;
  it('goes step by step, to the check page after the last step or straight back to it after a Change', () => {
    expect(afterContinue(form, { step: 0, returning: false })).toEqual({ step: 1, returning: false });
    expect(afterContinue(form, { step: last, returning: false })).toEqual({ step: form.steps.length, returning: false });
    expect(afterContinue(form, { step: 2, returning: true })).toEqual({ step: form.steps.length, returning: false });
    expect(afterContinue({ ...form, check: undefined }, { step: last, returning: false })).toBeUndefined();
  });
  it('goes back one step, from the check page to the last step, never before the first', () => {
    expect(afterBack(form, { step: form.steps.length, returning: false }).step).toBe(last);
    expect(afterBack(form, { step: 3, returning: true }).step).toBe(2);
    expect(afterBack(form, { step: 0, returning: false }).step).toBe(0);
  });
});
