import { describe, expect, it } from 'vitest';
import { form } from '../../../src/generated/forms/request';
import { applyTransforms } from '../../../src/domain/send-transforms';
import { colourSchemes, trades } from '../../../src/generated/config';
import { answersToSend } from '../../../src/forms/wizard-data';

/**
 * The e-mail prefix the customer picks reaches the main hook as businessEmailPrefix (spec part 1 §4): each
 * ready-made one, the first name lowercased, or the custom text lowercased. The value the prefix widget keeps
 * while the custom box is hidden is sent; without a business e-mail there is no prefix.
 */
const send = (data: Record<string, unknown>) => applyTransforms(form.submit?.transforms, answersToSend(form, data), { schemes: colourSchemes.schemes, trades });
const base = { businessBasics: { firstName: 'Robin Hood' }, businessEmailOption: 'yes' };

describe('the e-mail prefix sent', () => {
  it.each(['info', 'hello', 'contact', 'enquiries'])('the ready-made %s', (prefix) => {
    expect(send({ ...base, businessEmailPrefixKind: 'common', businessEmailPrefix: prefix }).businessEmailPrefix).toBe(prefix);
  });

  it('the first name, lowercased and without spaces, even when it changed after the choice', () => {
    expect(send({ ...base, businessEmailPrefixKind: 'first-name', businessEmailPrefix: 'sam' }).businessEmailPrefix).toBe('robinhood');
  });

  it('the custom text, lowercased', () => {
    expect(send({ ...base, businessEmailPrefixKind: 'custom', businessEmailPrefix: 'Bookings' }).businessEmailPrefix).toBe('bookings');
  });

  it('none without a business e-mail', () => {
    const sent = send({ ...base, businessEmailOption: 'no', businessEmailPrefixKind: 'common', businessEmailPrefix: 'hello' });
    expect(sent).not.toHaveProperty('businessEmailPrefix');
    expect(sent).not.toHaveProperty('businessEmailPrefixKind');
  });
});
