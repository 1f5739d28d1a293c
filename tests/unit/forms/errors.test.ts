import { describe, expect, it } from 'vitest';
import { ErrorSchemaBuilder, type RJSFValidationError } from '@rjsf/utils';
import type { FormStep } from '@/generated/config-types';
import { form } from '@/generated/forms/request';
import { errorField, errorRule, stepErrorMapper, toastFor, withServedMessages } from '@/forms/errors';

/** The error mapping (src/forms/errors.ts): rjsf's errors in the spec's words, per the request form's YAML. */

const stepOf = (id: string) => form.steps.find((s) => s.id === id)!;
const err = (e: Partial<RJSFValidationError>) => ({ stack: '', ...e }) as RJSFValidationError;
const required = (property: string, missing: string) => err({ name: 'required', property, params: { missingProperty: missing }, message: "must have required property 'x'" });
const format = (property: string, fmt: string) => err({ name: 'format', property, params: { format: fmt }, message: `must match format "${fmt}"` });

describe('errorField', () => {
  it('reads dotted and bracketed paths, with the missing property of a required error once', () => {
    expect(errorField(err({ property: '.businessBasics.email' }))).toBe('businessBasics.email');
    expect(errorField(err({ property: "['businessBasics']['email']" }))).toBe('businessBasics.email');
    expect(errorField(err({ property: '.gallery[2]' }))).toBe('gallery.2');
    expect(errorField(required('.businessBasics.phone', 'phone'))).toBe('businessBasics.phone');
    expect(errorField(required('.businessBasics', 'phone'))).toBe('businessBasics.phone');
    expect(errorField(required('', 'termsAgreed'))).toBe('termsAgreed');
  });
});

describe('errorRule', () => {
  it('counts a UK phone with only +44 as missing, and a WhatsApp answer that is no UK number as not a phone', () => {
    expect(errorRule(format('.businessBasics.phone', 'uk-phone'), { businessBasics: { phone: '+44 ' } })).toBe('required');
    expect(errorRule(format('.businessBasics.phone', 'uk-phone'), { businessBasics: { phone: '0770' } })).toBe('format');
    expect(errorRule(format('.whatsAppNumber', 'uk-mobile'), { whatsAppNumber: 'hello' })).toBe('notPhone');
    // A landline is a UK number but no mobile: the format message (WhatsApp needs a mobile).
    expect(errorRule(format('.whatsAppNumber', 'uk-mobile'), { whatsAppNumber: '01132 496000' })).toBe('format');
    expect(errorRule(required('', 'tradeType'), {})).toBe('required');
  });
});

describe('stepErrorMapper', () => {
  it("answers the YAML's message per field and rule, one per field, dropping fields hidden or not on the step", () => {
    const data = { businessBasics: { phone: '+44' } };
    const map = stepErrorMapper(stepOf('business'), () => data, (f) => f !== 'logo');
    const out = map([
      required('.businessBasics.firstName', 'firstName'),
      format('.businessBasics.email', 'email'),
      err({ name: 'pattern', property: '.businessBasics.email', message: 'must match pattern' }),
      format('.businessBasics.phone', 'uk-phone'),
      err({ name: 'type', property: '.logo', message: 'must be object' }),
    ]);
    expect(out.map((e) => [errorField(e), e.name, e.message])).toEqual([
      ['businessBasics.firstName', 'required', 'First name is required'],
      ['businessBasics.email', 'format', 'Please enter a valid email address'],
      ['businessBasics.phone', 'required', 'Phone number is required'],
    ]);
    expect(out[0].stack).toBe('businessBasics.firstName: First name is required');
  });

  it("falls back to the general words, then to rjsf's message, for rules the YAML does not word", () => {
    const step = { id: 's', title: 'S', fields: [{ field: 'a' }, { field: 'b' }, { field: 'c' }] } as unknown as FormStep;
    const map = stepErrorMapper(step, () => ({ b: 'x' }), () => true);
    const out = map([required('', 'a'), format('.b', 'uk-mobile'), err({ name: 'maxLength', property: '.c', params: { limit: 3 }, message: 'must NOT have more than 3 characters' })]);
    expect(out.map((e) => e.message)).toEqual(['This field is required', 'Please enter a valid UK phone number', 'Please use 3 characters or fewer']);
    expect(map([err({ name: 'minLength', property: '.a', params: { limit: 2 }, message: 'must NOT have fewer than 2 characters' })])[0].message).toBe('Please use at least 2 characters');
    // A length rule without its limit is not worded with a gap: rjsf's message.
    expect(map([err({ name: 'maxLength', property: '.a', message: 'must NOT have more than 3 characters' })])[0].message).toBe('must NOT have more than 3 characters');
    expect(map([err({ name: 'odd', property: '.a' })])[0].message).toBe('This answer is not valid');
  });

  it('words a box that must be ticked the same whether it came unticked or not at all, as the server does', () => {
    const terms = form.steps.find((s) => s.fields.some((f) => f.field === 'termsAgreed'))!;
    const own = terms.fields.find((f) => f.field === 'termsAgreed')!.messages as Record<string, string>;
    const map = stepErrorMapper(terms, () => ({}), () => true);
    expect(map([required('', 'termsAgreed')])[0].message).toBe(own.const);
    expect(map([err({ name: 'const', property: '.termsAgreed' })])[0].message).toBe(own.const);
  });
});

describe('toastFor', () => {
  it('answers the first invalidToasts entry matching a problem by rule or field, or nothing', () => {
    const step = stepOf('business');
    expect(toastFor(step, [err({ name: 'format', property: '.businessBasics.phone' })])).toEqual({ title: 'Invalid Phone Number', description: 'Please enter a valid UK mobile number.' });
    // Required comes first in the YAML, so a missing field wins over a bad e-mail.
    expect(toastFor(step, [err({ name: 'format', property: '.businessBasics.email' }), required('.businessBasics.firstName', 'firstName')])?.title).toBe('Required Fields Missing');
    expect(toastFor(step, [err({ name: 'format', property: '.logo' })])).toBeUndefined();
    expect(toastFor(stepOf('stats'), [required('', 'x')])).toBeUndefined();
  });
});

describe('withServedMessages', () => {
  const drawn = { businessBasics: { firstName: 'Jo', email: 'jo@' }, gallery: [{ id: 'a1', name: 'job.png', type: 'image/png', size: 70 }] };
  const refused = { path: 'logo', message: 'fake.png is not a PNG, JPG, GIF or WebP image.' };
  const changed = { path: 'businessBasics.firstName', message: 'This answer was changed in another tab or window.' };

  it('puts each message of the page the server drew beside its field, in place of the step’s own there, keeping the rest', () => {
    const checked = new ErrorSchemaBuilder().addErrors('Choose your logo or at least one photo to upload.', 'logo').addErrors('Please enter a valid e-mail address', 'businessBasics.email').ErrorSchema;
    expect(withServedMessages(checked, [refused, changed], drawn, drawn)).toEqual({
      logo: { __errors: [refused.message] },
      businessBasics: { email: { __errors: ['Please enter a valid e-mail address'] }, firstName: { __errors: [changed.message] } },
    });
    // The checks' own schema is not changed, and with nothing served it is given back as it is.
    expect(checked.logo?.__errors).toEqual(['Choose your logo or at least one photo to upload.']);
    expect(withServedMessages(checked, [], drawn, drawn)).toBe(checked);
    expect(withServedMessages(undefined, [refused], drawn, drawn)).toEqual({ logo: { __errors: [refused.message] } });
  });

  it('lets the step’s own checks speak again for a field whose answer changed since', () => {
    const now = { ...drawn, businessBasics: { ...drawn.businessBasics, firstName: 'Joanna' }, logo: { id: 'b2', name: 'logo.png', type: 'image/png', size: 90 } };
    expect(withServedMessages(undefined, [refused, changed], drawn, now)).toBeUndefined();
    expect(withServedMessages(undefined, [refused, changed], drawn, { ...drawn, logo: now.logo })).toEqual({ businessBasics: { firstName: { __errors: [changed.message] } } });
  });
});
