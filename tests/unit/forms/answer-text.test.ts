import { describe, expect, it } from 'vitest';
import { form } from '@/generated/forms/request';
import { colourSchemes, trades } from '@/generated/config';
import { answerText, type AnswerWords } from '@/forms/answer-text';

/** An answer as the check page and the confirmation read it (src/forms/answer-text.ts), with the request form's own fields. */
const words: AnswerWords = { yes: 'Yes', no: 'No', empty: 'Not given', trades, schemes: colourSchemes.schemes };
const field = (name: string) => form.steps.flatMap((s) => s.fields).find((f) => f.field === name)!;
const labels = (name: string) => field(name).options as Record<string, unknown>;

describe('answerText', () => {
  it('reads a choice as the words it was offered with, not its stored value', () => {
    const option = field('businessEmailOption');
    for (const [value, label] of Object.entries(labels('businessEmailOption').labels as Record<string, string>)) {
      expect(answerText(value, option, words)).toBe(label);
    }
    expect(answerText(undefined, option, words)).toBe('Not given');
  });

  it('reads the colour choice as the kind of colours chosen, not Yes or No', () => {
    const mode = field('useCustomColors');
    expect(answerText(false, mode, words)).toBe(labels('useCustomColors').schemesLabel);
    expect(answerText(true, mode, words)).toBe(labels('useCustomColors').customLabel);
  });

  it('reads the e-mail prefix as the address it makes at the customer\'s domain', () => {
    const prefix = field('businessEmailPrefixKind');
    const { prefixField, domainField } = labels('businessEmailPrefixKind') as { prefixField: string; domainField: string };
    expect(answerText('custom', prefix, words, { [prefixField]: 'bookings', [domainField]: 'www.sparks.co.uk' })).toBe('bookings@sparks.co.uk');
    expect(answerText('custom', prefix, words, {})).toBe('Not given');
  });

  it('keeps Yes and No for a plain box, a trade by its name and a list joined', () => {
    expect(answerText(true, {}, words)).toBe('Yes');
    expect(answerText('roofer', { widget: 'trade-buttons' }, words)).toBe(trades.roofer.label);
    expect(answerText(['Leeds', '', 'York'], {}, words)).toBe('Leeds, York');
  });
});
