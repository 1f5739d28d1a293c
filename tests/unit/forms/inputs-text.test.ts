import { describe, expect, it } from 'vitest';
import { storedText, stripLeadingAt, TEXT_KINDS } from '@/forms/widgets/inputs/text-normalisers';
import { inputWidgets } from '@/forms/widgets/inputs';
import { formWidgets } from '@/forms/widgets/registry';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

/** The request form's steps as written in config/forms/request.yaml. */
function requestFormSteps(): { fields: { widget?: string }[] }[] {
  return parse(readFileSync(new URL('../../../config/forms/request.yaml', import.meta.url), 'utf8')).steps;
}

describe('text kinds: tidying as typed and on leaving the field', () => {
  it('gives a UK phone number typed without 0 or +44 its leading 0 on blur, and keeps +44 numbers', () => {
    expect(storedText('uk-phone', '7700900123', 'blur')).toBe('07700900123');
    expect(storedText('uk-phone', '07700 900-123', 'blur')).toBe('07700900123');
    expect(storedText('uk-phone', '+44 7700 900123', 'blur')).toBe('+447700900123');
    // Not while typing: the customer may still be typing the 0.
    expect(storedText('uk-phone', '7700', 'type')).toBe('7700');
    expect(TEXT_KINDS['uk-phone'].type).toBe('tel');
  });

  it('formats a valid postcode on blur and leaves an invalid one as typed', () => {
    expect(storedText('uk-postcode', 'sw1a1aa', 'blur')).toBe('SW1A 1AA');
    expect(storedText('uk-postcode', ' m1   1ae ', 'blur')).toBe('M1 1AE');
    expect(storedText('uk-postcode', 'sw1a 1ai', 'blur')).toBe('sw1a 1ai');
    expect(storedText('uk-postcode', 'not a postcode', 'blur')).toBe('not a postcode');
  });

  it('cleans a domain name on blur: no http(s)://, www. in front', () => {
    expect(storedText('domain-name', 'https://example.co.uk', 'blur')).toBe('www.example.co.uk');
    expect(storedText('domain-name', 'http://www.Example.com/', 'blur')).toBe('www.example.com');
    expect(storedText('domain-name', 'example.com', 'blur')).toBe('www.example.com');
  });

  it('removes spaces from a company number and uppercases it on blur', () => {
    expect(storedText('company-number', 'sc 123 456', 'blur')).toBe('SC123456');
    expect(storedText('company-number', '0123 4567', 'blur')).toBe('01234567');
    expect(storedText('company-number', 'oc123456', 'blur')).toBe('OC123456');
  });

  it('drops a leading @ of an Instagram handle as it is typed', () => {
    expect(storedText('instagram', '@smith_electrical', 'type')).toBe('smith_electrical');
    expect(storedText('instagram', '@@smith', 'type')).toBe('smith');
    expect(storedText('instagram', 'smith@home', 'type')).toBe('smith@home');
    expect(stripLeadingAt('  @smith')).toBe('smith');
    expect(storedText('instagram', '@', 'type')).toBeUndefined();
  });

  it('stores an empty box as undefined, so optional empty fields are left out of the data', () => {
    for (const kind of Object.keys(TEXT_KINDS) as (keyof typeof TEXT_KINDS)[]) {
      expect(storedText(kind, '', 'type')).toBeUndefined();
      expect(storedText(kind, '', 'blur')).toBeUndefined();
    }
    expect(storedText('uk-phone', ' - ', 'blur')).toBeUndefined();
    expect(storedText('domain-name', '  ', 'blur')).toBeUndefined();
  });

  it('keeps a plain text value exactly as typed', () => {
    expect(storedText('text', '  Smith & Sons  ', 'blur')).toBe('  Smith & Sons  ');
  });
});

describe('the input widgets registry', () => {
  it('registers a component for every input widget named in the request form, and the form registry includes them', () => {
    const names = new Set(requestFormSteps().flatMap((s) => s.fields.map((f) => f.widget)).filter((w): w is string => !!w));
    const mine = ['text', 'textarea', 'uk-phone', 'uk-postcode', 'domain-name', 'company-number', 'instagram', 'checklist', 'checkboxes', 'locations', 'business-hours', 'email-prefix', 'whatsapp'];
    for (const name of mine) {
      expect(names.has(name), `${name} is used by config/forms/request.yaml`).toBe(true);
      expect(typeof inputWidgets[name as keyof typeof inputWidgets], name).toBe('function');
      expect(formWidgets[name]).toBe(inputWidgets[name as keyof typeof inputWidgets]);
    }
  });
});
