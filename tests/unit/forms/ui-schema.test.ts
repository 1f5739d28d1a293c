import { describe, expect, it } from 'vitest';
import type { FormField, FormStep } from '@/generated/config-types';
import { form } from '@/generated/forms/request';
import { isFieldShown, stepUiSchema } from '@/forms/ui-schema';

/** The uiSchema builder (src/forms/ui-schema.ts), on the request form's real steps and on small made-up ones. */

const stepOf = (id: string) => form.steps.find((s) => s.id === id)!;
const field = (f: Partial<FormField> & { field: string }) => f as FormField;

describe('isFieldShown', () => {
  it('shows a field without a rule, and by equals (an unset box counting as false) or by a value being there', () => {
    expect(isFieldShown(field({ field: 'a' }), {})).toBe(true);
    const whenOff = field({ field: 'a', showWhen: { field: 'b', equals: false } });
    expect(isFieldShown(whenOff, {})).toBe(true);
    expect(isFieldShown(whenOff, { b: false })).toBe(true);
    expect(isFieldShown(whenOff, { b: true })).toBe(false);
    const whenYes = field({ field: 'a', showWhen: { field: 'n.kind', equals: 'yes' } });
    expect(isFieldShown(whenYes, { n: { kind: 'yes' } })).toBe(true);
    expect(isFieldShown(whenYes, { n: { kind: 'no' } })).toBe(false);
    expect(isFieldShown(whenYes, {})).toBe(false);
    const whenAny = field({ field: 'a', showWhen: { field: 'b' } });
    for (const empty of [undefined, null, false, '', []]) expect(isFieldShown(whenAny, { b: empty })).toBe(false);
    for (const value of [true, 'x', 0, ['y']]) expect(isFieldShown(whenAny, { b: value })).toBe(true);
  });
});

describe('stepUiSchema', () => {
  it('orders the fields of a step as the YAML lists them, nested objects too, drawn without their own heading', () => {
    const ui = stepUiSchema(stepOf('business'), {}, new Set());
    expect(ui['ui:order']).toEqual(['businessBasics', 'logo', '*']);
    expect(ui.businessBasics['ui:order']).toEqual(['firstName', 'companyName', 'email', 'phone', '*']);
    expect(ui.businessBasics['ui:label']).toBe(false);
    expect(ui['ui:submitButtonOptions']).toEqual({ norender: true });
  });

  it('gives each field its widget, label, help, placeholder, autocomplete, input mode and messages from the YAML', () => {
    const ui = stepUiSchema(stepOf('business'), {}, new Set());
    const phone = ui.businessBasics.phone;
    expect(phone['ui:widget']).toBe('uk-phone');
    expect(phone['ui:title']).toBe('Phone number');
    expect(phone['ui:placeholder']).toBe('07700 900123');
    expect(phone['ui:autocomplete']).toBe('tel');
    expect(phone['ui:options']).toMatchObject({ label: 'Phone number', inputMode: 'tel', autocomplete: 'tel', messages: { required: 'Phone number is required' } });
    const logo = ui.logo;
    expect(logo['ui:help']).toBe('PNG or JPG, up to 40MB. We make it smaller on your device before sending it.');
    // The widget's own options from the YAML are passed on.
    expect(logo['ui:options']).toMatchObject({ fileType: 'logo', extractColours: 'extractColorsFromLogo' });
    // A field without a widget keeps rjsf's default one.
    expect(ui.businessBasics.firstName['ui:widget']).toBeUndefined();
  });

  it('draws a name registered as an rjsf field as a field, not a widget', () => {
    const ui = stepUiSchema(stepOf('business'), {}, new Set(['uk-phone']));
    expect(ui.businessBasics.phone['ui:field']).toBe('uk-phone');
    expect(ui.businessBasics.phone['ui:widget']).toBeUndefined();
  });

  it('gives a field hidden by showWhen the hidden widget, and its own widget once shown', () => {
    const step = stepOf('domain');
    expect(stepUiSchema(step, { hasDomain: false }, new Set()).domainName['ui:widget']).toBe('hidden');
    expect(stepUiSchema(step, { hasDomain: true }, new Set()).domainName['ui:widget']).not.toBe('hidden');
  });

  it("uses the chosen trade's label and help (byTrade), and the field's own for other trades", () => {
    const step = {
      id: 's',
      title: 'S',
      fields: [field({ field: 'gallery', label: 'Photos', help: 'Any photos', byTrade: { roofer: { label: 'Roofs you fitted' } } })],
    } as unknown as FormStep;
    const roofer = stepUiSchema(step, {}, new Set(), 'roofer');
    expect(roofer.gallery['ui:title']).toBe('Roofs you fitted');
    expect(roofer.gallery['ui:help']).toBe('Any photos');
    expect(stepUiSchema(step, {}, new Set(), 'plumber').gallery['ui:title']).toBe('Photos');
  });

  it('merges two entries of one field (a field listed twice for its messages)', () => {
    const step = {
      id: 's',
      title: 'S',
      fields: [field({ field: 'a.b', widget: 'w', label: 'B' }), field({ field: 'a.b', messages: { format: 'Bad' } })],
    } as unknown as FormStep;
    const ui = stepUiSchema(step, {}, new Set());
    expect(ui.a.b['ui:widget']).toBe('w');
    expect(ui.a.b['ui:title']).toBe('B');
    expect(ui.a['ui:order']).toEqual(['b', '*']);
  });
});
