import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fitToSchema, unknownAnswers, type FitSchema } from '../../../src/domain/schema-fit';
import { fitDraft } from '../../../src/forms/draft-fit';

const request = JSON.parse(readFileSync('schemas/forms/request.schema.json', 'utf8')) as FitSchema;

describe('answers fitted to the form schema', () => {
  it('keeps what fits, field by field, and drops wrong types, unknown fields and values outside an enum', () => {
    const data = JSON.parse(`{"tradeType":5,"businessName":"Kit Electrics","useCustomColors":"yes","unknown":1,
      "businessBasics":{"firstName":"Kit","companyName":["x"],"email":"kit@exa"},
      "serviceLocations":[1,"Leeds",null],"onlineProfiles":["Yell","MySpace"],
      "businessHours":[{"day":"Monday","open":true,"openTime":"08:00","closeTime":"17:00"},{"day":"Funday","open":"no"}],
      "logo":{"id":"abc","name":"logo.png","type":"image/png","size":"big"},"termsAgreed":false}`);
    expect(fitToSchema(data, request)).toEqual({
      businessName: 'Kit Electrics',
      // A half-typed e-mail address is an answer in progress: kept, the form's own check tells the customer.
      businessBasics: { firstName: 'Kit', email: 'kit@exa' },
      serviceLocations: ['Leeds'],
      onlineProfiles: ['Yell'],
      // A day that is no day and an "open" that is no yes or no: the entry stays, empty, for the customer to fill.
      businessHours: [{ day: 'Monday', open: true, openTime: '08:00', closeTime: '17:00' }, {}],
      logo: { id: 'abc', name: 'logo.png', type: 'image/png' },
    });
  });

  it('never lets __proto__, constructor or prototype through, at any depth', () => {
    const data = JSON.parse('{"__proto__":{"polluted":true},"businessBasics":{"constructor":{"prototype":{"polluted":true}},"firstName":"Jo"}}');
    const fitted = fitToSchema(data, request);
    expect(fitted).toEqual({ businessBasics: { firstName: 'Jo' } });
    expect(Object.getPrototypeOf(fitted)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const loose = fitToSchema(JSON.parse('{"a":{"__proto__":{"x":1},"b":2}}'), { type: 'object', additionalProperties: true });
    expect(loose).toEqual({ a: { b: 2 } });
    expect(Object.hasOwn(loose.a as object, '__proto__')).toBe(false);
  });

  it('turns anything but an object into no answers', () => {
    expect(fitToSchema('x', request)).toEqual({});
    expect(fitToSchema([1], request)).toEqual({});
    expect(fitToSchema(null, request)).toEqual({});
  });

  it('opens a draft on a step the form has', () => {
    const form = { steps: [{}, {}, {}] as never, check: undefined };
    expect(fitDraft({ step: 999, data: {} }, request, form)?.step).toBe(0);
    expect(fitDraft({ step: 2, data: {} }, request, form)?.step).toBe(2);
    expect(fitDraft({ step: 3, data: {} }, request, form)?.step).toBe(0);
    // With a check page, the step after the last is that page.
    expect(fitDraft({ step: 3, data: {} }, request, { ...form, check: {} as never })?.step).toBe(3);
    expect(fitDraft(undefined, request, form)).toBeUndefined();
  });
});

describe('answers the form does not have', () => {
  it('names each by its dotted path, at any depth, through lists and shared definitions', () => {
    const data = JSON.parse(`{"tradeType":"plumber","evil":1,"__proto__":{"x":1},
      "businessBasics":{"firstName":"Kit","extra":"y"},
      "businessHours":[{"day":"Monday","open":true},{"day":"Tuesday","late":true}],
      "logo":{"id":"abc","name":"logo.png","type":"image/png","size":1,"path":"/etc/passwd"},
      "accreditationImages":[{"name":"Gas Safe","file":{"id":"a","name":"a.png","type":"image/png","size":1,"x":0}}]}`);
    expect(unknownAnswers(data, request)).toEqual(['evil', '__proto__', 'businessBasics.extra', 'businessHours.1.late', 'logo.path', 'accreditationImages.0.file.x']);
  });

  it('names none in answers the form has, whatever their values (the validators judge those)', () => {
    expect(unknownAnswers({ tradeType: 5, businessBasics: { firstName: ['x'] }, serviceLocations: ['Leeds', 2] }, request)).toEqual([]);
    expect(unknownAnswers('not an object', request)).toEqual([]);
  });

  it('leaves keys an object takes by additionalProperties', () => {
    const schema: FitSchema = { type: 'object', properties: { tags: { type: 'object', additionalProperties: { type: 'string' } } } };
    expect(unknownAnswers({ tags: { any: 'x', other: 'y' } }, schema)).toEqual([]);
  });
});
