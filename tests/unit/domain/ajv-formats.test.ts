import { describe, expect, it } from 'vitest';
import Ajv from 'ajv';
import { UK_FORMATS } from '@/domain/ajv-formats';

describe('UK_FORMATS', () => {
  it('names the six custom formats', () => {
    expect(Object.keys(UK_FORMATS).sort()).toEqual(
      ['company-number', 'domain-name', 'hex-colour', 'uk-mobile', 'uk-phone', 'uk-postcode'].sort(),
    );
  });

  it('validates real data through ajv once registered', () => {
    const ajv = new Ajv({ allErrors: true });
    for (const [name, validate] of Object.entries(UK_FORMATS)) ajv.addFormat(name, validate);
    const validate = ajv.compile({
      type: 'object',
      properties: {
        phone: { type: 'string', format: 'uk-phone' },
        whatsApp: { type: 'string', format: 'uk-mobile' },
        postcode: { type: 'string', format: 'uk-postcode' },
        registrationNumber: { type: 'string', format: 'company-number' },
        colour: { type: 'string', format: 'hex-colour' },
        domain: { type: 'string', format: 'domain-name' },
      },
    });

    expect(
      validate({
        phone: '020 7946 0958',
        whatsApp: '+447700900123',
        postcode: 'sw1a 1aa',
        registrationNumber: 'SC123456',
        colour: '#2897cf',
        domain: 'example.co.uk',
      }),
    ).toBe(true);

    expect(
      validate({
        phone: '12345',
        whatsApp: '02079460958',
        postcode: 'nope',
        registrationNumber: '1234567',
        colour: 'blue',
        domain: 'https://example.com',
      }),
    ).toBe(false);
    expect(validate.errors?.map((e) => e.instancePath).sort()).toEqual(
      ['/colour', '/domain', '/phone', '/postcode', '/registrationNumber', '/whatsApp'].sort(),
    );
  });
});
