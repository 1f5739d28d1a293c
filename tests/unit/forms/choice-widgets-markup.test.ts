import { readFileSync } from 'node:fs';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { colourSchemes } from '@/generated/config';
import { parse } from 'yaml';
import type { WidgetProps } from '@rjsf/utils';
import { FormDataContext, type FormData, type FormRuntime } from '@/forms/runtime';
import { choiceWidgets } from '@/forms/widgets/choice';

/** The widgets drawn to HTML as the server would, with a runtime and props as the wizard gives them. */

/** The schemes as the app gets them: config/colour-schemes.yaml with the trades' own colourOverrides. */
const SCHEMES = colourSchemes.schemes as { schemes: FormRuntime['colourSchemes'] }['schemes'];
const REQUEST = parse(readFileSync('config/forms/request.yaml', 'utf8')) as {
  steps: { fields: { field: string; widget?: string; label?: string; options?: Record<string, unknown> }[] }[];
};
const TRADES = ['electrician', 'plumber', 'roofer', 'builder'].map(
  (id) => parse(readFileSync(`config/trades/${id}.yaml`, 'utf8')) as FormRuntime['trades'][number],
);

function fieldConfig(name: string) {
  const field = REQUEST.steps.flatMap((s) => s.fields).find((f) => f.field === name);
  if (!field) throw new Error(`no field ${name}`);
  return field;
}

/** A widget's runtime, and the whole form data the wizard would provide beside it. */
type TestRuntime = FormRuntime & { data: FormData };

function runtime(patch: Partial<TestRuntime> = {}): TestRuntime {
  const data = patch.data ?? { tradeType: 'electrician' };
  return {
    formId: 'request',
    form: {} as FormRuntime['form'],
    data,
    getData: () => data,
    setFields: () => {},
    trades: TRADES,
    trade: TRADES[0],
    tradeLocked: false,
    customerNumberMode: 'editable',
    colourSchemes: SCHEMES,
    files: {} as FormRuntime['files'],
    notify: () => {},
    ...patch,
  };
}

function draw(name: string, field: string, value: unknown, rt: TestRuntime, extra: Partial<WidgetProps> = {}): string {
  const config = fieldConfig(field);
  expect(config.widget).toBe(name);
  const Widget = choiceWidgets[name] as ComponentType<WidgetProps>;
  const props = {
    id: `request_${field}`,
    name: field,
    value,
    label: config.label ?? '',
    options: { ...(config.options ?? {}), label: config.label },
    schema: {},
    uiSchema: {},
    required: false,
    disabled: false,
    readonly: false,
    autofocus: false,
    rawErrors: [],
    onChange: () => {},
    onBlur: () => {},
    onFocus: () => {},
    registry: { formContext: rt },
    ...extra,
  } as unknown as WidgetProps;
  // Widgets read the page address (a link's trade); the forms always run inside the router.
  return renderToStaticMarkup(createElement(MemoryRouter, { initialEntries: ['/request?trade=roofer'] }, createElement(FormDataContext.Provider, { value: rt.data }, createElement(Widget, props))));
}

/** The attributes of the first tag matching a pattern. */
function tag(html: string, pattern: RegExp): string {
  const match = html.match(pattern);
  if (!match) throw new Error(`no tag ${pattern} in ${html.slice(0, 400)}`);
  return match[0];
}

describe('every choice widget named in request.yaml is registered', () => {
  it('has a widget for each name of this area', () => {
    const names = new Set(REQUEST.steps.flatMap((s) => s.fields).map((f) => f.widget));
    for (const name of ['trade-buttons', 'colour-mode', 'colour-schemes', 'colour', 'customer-reference', 'terms', 'radio', 'checkbox']) {
      expect(names.has(name), name).toBe(true);
      expect(typeof choiceWidgets[name], name).toBe('function');
    }
  });
});

describe('trade-buttons', () => {
  it('draws one radio per trade in a labelled radio group, the chosen one checked', () => {
    const html = draw('trade-buttons', 'tradeType', 'plumber', runtime());
    expect(tag(html, /<fieldset[^>]*>/)).toContain('role="radiogroup"');
    expect(html).toContain('Your trade');
    for (const trade of TRADES) expect(html).toContain(`>${trade.label}<`);
    const radios = html.match(/<input[^>]*type="radio"[^>]*>/g) ?? [];
    expect(radios).toHaveLength(4);
    expect(radios.filter((r) => r.includes('checked'))).toEqual([expect.stringContaining('value="plumber"')]);
    expect(radios.some((r) => r.includes('disabled'))).toBe(false);
    expect(html).not.toContain('chosen for you by the link');
  });

  it('disables every trade and says why when the link locked the trade', () => {
    const html = draw('trade-buttons', 'tradeType', 'roofer', runtime({ tradeLocked: true, trade: TRADES[2] }));
    const radios = html.match(/<input[^>]*type="radio"[^>]*>/g) ?? [];
    expect(radios.every((r) => r.includes('disabled'))).toBe(true);
    expect(html).toContain('Your trade was chosen for you by the link you followed.');
    expect(html).toContain('Not your trade? Choose another');
    expect(tag(html, /<fieldset[^>]*>/)).toContain('aria-describedby="request_tradeType__note');
  });
});

describe('colour-mode', () => {
  it('offers the two colour choices with the spec texts', () => {
    const html = draw('colour-mode', 'useCustomColors', false, runtime());
    expect(html).toContain('Pre-designed colour schemes');
    expect(html).toContain('Custom colours');
    expect(tag(html, /<input[^>]*checked[^>]*>/)).toContain('value="false"');
  });
});

describe('colour-schemes', () => {
  it('shows the builder Charcoal / Green and names each card by its scheme', () => {
    const html = draw('colour-schemes', 'selectedColorScheme', 'green', runtime({ trade: TRADES[3], data: { tradeType: 'builder' } }));
    expect(html).toContain('Charcoal / Green');
    expect(html).not.toContain('>Green<');
    expect(html).toContain('data-colour="#36454F"');
    expect(html).toContain('data-colour="#A7C957"');
    const checked = tag(html, /<input[^>]*checked[^>]*>/);
    expect(checked).toContain('value="green"');
    // Each card keeps a place for its design preview, drawn just after the step is painted (the browser test
    // tests/e2e/choice-widgets.test.ts checks the drawn previews and their names).
    expect(html).toContain('data-preview="green"');
    const labelledBy = checked.match(/aria-labelledby="([^"]+)"/)?.[1];
    expect(html).toContain(`id="${labelledBy}"`);
  });

  it("shows the trade's default scheme as chosen when none is chosen", () => {
    const html = draw('colour-schemes', 'selectedColorScheme', undefined, runtime({ trade: TRADES[1], data: { tradeType: 'plumber' } }));
    expect(tag(html, /<input[^>]*checked[^>]*>/)).toContain('value="blue-blue"');
    expect(html).toContain('>Green<');
  });
});

describe('colour', () => {
  it('draws the text as typed and a picker named after the label, in lower case', () => {
    const html = draw('colour', 'customPrimaryColor', '#A7C957', runtime());
    expect(tag(html, /<input[^>]*id="request_customPrimaryColor"[^>]*>/)).toContain('value="#A7C957"');
    const picker = tag(html, /<input[^>]*type="color"[^>]*>/);
    expect(picker).toContain('aria-label="Primary colour picker"');
    expect(picker).toContain('value="#a7c957"');
  });
});

describe('customer-reference', () => {
  it('is a normal text field when editable', () => {
    const html = draw('customer-reference', 'customerNumber', '', runtime());
    const input = tag(html, /<input[^>]*id="request_customerNumber"[^>]*>/);
    expect(input).not.toContain('readonly');
    expect(html).toContain('Customer reference');
  });

  it('is read-only with a note when the reference came with the link', () => {
    const html = draw('customer-reference', 'customerNumber', 'CUST-1', runtime({ customerNumberMode: 'read-only' }));
    const input = tag(html, /<input[^>]*id="request_customerNumber"[^>]*>/);
    expect(input).toContain('readonly');
    expect(input).toContain('aria-readonly="true"');
    expect(input).toContain('value="CUST-1"');
    expect(html).toContain('This reference came with your link.');
  });

  it('draws nothing visible when hidden, keeping the value', () => {
    const html = draw('customer-reference', 'customerNumber', 'CUST-2', runtime({ customerNumberMode: 'hidden' }));
    expect(html).not.toContain('Customer reference');
    expect(tag(html, /<input[^>]*>/)).toContain('type="hidden"');
  });
});

describe('terms', () => {
  it('links the terms and privacy pages in a new tab, saying so', () => {
    const html = draw('terms', 'termsAgreed', false, runtime());
    const links = html.match(/<a [^>]*>.*?<\/a>/g) ?? [];
    expect(links).toHaveLength(2);
    expect(links[0]).toContain('href="/terms"');
    expect(links[1]).toContain('href="/privacy"');
    for (const link of links) {
      expect(link).toContain('target="_blank"');
      expect(link).toContain('rel="noopener noreferrer"');
      expect(link).toContain('(opens in a new tab)');
    }
    expect(html.replace(/<style[^>]*>.*?<\/style>/g, '').replace(/<[^>]+>/g, '')).toContain('I agree to the Terms and Conditions (opens in a new tab) and the Privacy Policy');
  });

  it('draws no link for a target off this site', () => {
    const html = draw('terms', 'termsAgreed', true, runtime(), {
      options: { before: 'I agree to the', termsLabel: 'Terms', termsHref: '//evil.example/terms', between: 'and the', privacyLabel: 'Privacy', privacyHref: 'https://evil.example' },
    } as Partial<WidgetProps>);
    expect(html).not.toContain('<a ');
    expect(html).toContain('Terms');
    expect(tag(html, /<input[^>]*type="checkbox"[^>]*>/)).toContain('checked');
  });
});

describe('radio', () => {
  it('labels the options of the enum from options.labels', () => {
    const enumOptions = ['yes', 'no', 'already'].map((v) => ({ value: v, label: v }));
    const config = fieldConfig('businessEmailOption');
    const html = draw('radio', 'businessEmailOption', 'already', runtime(), {
      options: { ...config.options, enumOptions },
    } as Partial<WidgetProps>);
    expect(html).toContain('Would you like a business email address?');
    expect(html).toContain('Yes, set one up for me');
    expect(html).toContain('No, thank you');
    expect(html).toContain('I already have one');
    expect((html.match(/type="radio"/g) ?? []).length).toBe(3);
    // The chosen option posts its own value without script.
    expect(tag(html, /<input[^>]*checked[^>]*>/)).toContain('value="already"');
  });
});

describe('checkbox', () => {
  it('shows the YAML label and links the help and error to the box itself', () => {
    const html = draw('checkbox', 'extractColorsFromLogo', true, runtime(), { rawErrors: ['Wrong'] } as Partial<WidgetProps>);
    expect(html).toContain('Use the colours of my logo instead');
    const input = tag(html, /<input[^>]*type="checkbox"[^>]*>/);
    expect(input).toContain('aria-describedby="request_extractColorsFromLogo__error request_extractColorsFromLogo__description request_extractColorsFromLogo__help"');
    expect(input).toContain('aria-invalid="true"');
    expect(input).toContain('checked');
  });
});
