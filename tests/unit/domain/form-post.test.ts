import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { answersFromFormFields, type PostSchema } from '@/domain/form-post';

const schema: PostSchema = {
  type: 'object',
  definitions: { storedFile: { type: 'object', properties: { key: { type: 'string' }, name: { type: 'string' } } } },
  properties: {
    name: { type: 'string' },
    contact: { type: 'object', properties: { email: { type: 'string' }, phone: { type: 'string' } } },
    services: { type: 'array', items: { type: 'string' } },
    termsAgreed: { type: 'boolean', const: true },
    hasDomain: { type: 'boolean' },
    years: { type: 'integer' },
    rating: { type: 'number' },
    plan: { type: 'string', enum: ['basic', 'pro'] },
    logo: { anyOf: [{ $ref: '#/definitions/storedFile' }, { type: 'null' }] },
    accreditations: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' }, year: { type: 'integer' } } } },
    query: { type: 'object', additionalProperties: { type: 'string' } },
  },
};

const decode = (entries: [string, unknown][]) => answersFromFormFields(schema, entries);

describe('answersFromFormFields', () => {
  it('reads dotted names into nested answers, texts as typed', () => {
    expect(decode([['name', ' Sam Smith '], ['contact.email', 'sam@example.co.uk'], ['plan', 'pro']])).toEqual({
      name: ' Sam Smith ',
      contact: { email: 'sam@example.co.uk' },
      plan: 'pro',
    });
  });

  it('reads a text box\'s line breaks as the enhanced form sends them (LF), whatever the browser posted (CR LF)', () => {
    expect(decode([['name', 'Line 1\r\nLine 2\rLine 3\nLine 4']])).toEqual({ name: 'Line 1\nLine 2\nLine 3\nLine 4' });
  });

  it('turns the boolean texts into booleans and leaves other text for the validator to refuse', () => {
    expect(decode([['termsAgreed', 'true'], ['hasDomain', 'false']])).toEqual({ termsAgreed: true, hasDomain: false });
    expect(decode([['hasDomain', 'on']])).toEqual({ hasDomain: true });
    expect(decode([['hasDomain', 'yes']])).toEqual({ hasDomain: 'yes' });
  });

  it('parses numbers where the schema wants one, keeps text that is none', () => {
    expect(decode([['years', '12'], ['rating', ' 4.5 ']])).toEqual({ years: 12, rating: 4.5 });
    expect(decode([['years', '1.5'], ['rating', 'many']])).toEqual({ years: '1.5', rating: 'many' });
    expect(decode([['years', ' ']])).toEqual({ years: ' ' });
  });

  it('collects a repeated name into a list, in order', () => {
    expect(decode([['services', 'Rewires'], ['name', 'Sam'], ['services', 'Lighting']])).toEqual({ name: 'Sam', services: ['Rewires', 'Lighting'] });
    expect(decode([['services', '']])).toEqual({ services: [] });
  });

  it('fills lists of objects by index, without gaps', () => {
    expect(decode([['accreditations.3.name', 'NICEIC'], ['accreditations.3.year', '2019'], ['accreditations.1.name', 'Part P']])).toEqual({
      accreditations: [{ name: 'Part P' }, { name: 'NICEIC', year: 2019 }],
    });
  });

  it('leaves an empty box out but keeps the object it sits in', () => {
    expect(decode([['name', ''], ['contact.email', ''], ['contact.phone', '']])).toEqual({ contact: {} });
  });

  it('follows $ref and unions to the object they describe', () => {
    expect(decode([['logo.key', 'abc'], ['logo.name', 'logo.png']])).toEqual({ logo: { key: 'abc', name: 'logo.png' } });
  });

  it('ignores names the schema has no place for and the form’s own _ names', () => {
    expect(decode([['_step', '0'], ['_attempt', 'abc12345'], ['_intent', 'submit'], ['unknown', 'x'], ['name.first', 'x'], ['contact.fax', '1'], ['', 'x']])).toEqual({});
  });

  it('never sets __proto__, constructor or prototype', () => {
    const answers = decode([['__proto__.polluted', 'yes'], ['constructor.prototype.polluted', 'yes'], ['query.__proto__', 'x'], ['query.constructor', 'x'], ['query.source', 'mail']]);
    expect(answers).toEqual({ query: { source: 'mail' } });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(answers)).toBe(Object.prototype);
  });

  it('does not take an inherited member for an answer already there', () => {
    expect(decode([['query.toString', 'a'], ['query.hasOwnProperty', 'b']])).toEqual({ query: { toString: 'a', hasOwnProperty: 'b' } });
  });

  it('refuses huge indexes and deep names rather than allocating for them', () => {
    expect(decode([['accreditations.100000.name', 'x']])).toEqual({});
    expect(decode([[Array.from({ length: 40 }, () => 'a').join('.'), 'x']])).toEqual({});
  });

  it('reads only text values (files travel apart)', () => {
    expect(decode([['name', { size: 3 }], ['plan', 'basic']])).toEqual({ plan: 'basic' });
  });

  it('gives the answers a real form’s validators pass (the contact form)', () => {
    const contact = JSON.parse(readFileSync('schemas/forms/contact.schema.json', 'utf8')) as PostSchema;
    const posted = new URLSearchParams('_attempt=k1234567&name=Sam&email=sam%40example.co.uk&subject=Hello+there&message=A+message+long+enough&_intent=submit');
    expect(answersFromFormFields(contact, posted)).toEqual({ name: 'Sam', email: 'sam@example.co.uk', subject: 'Hello there', message: 'A message long enough' });
  });
});
