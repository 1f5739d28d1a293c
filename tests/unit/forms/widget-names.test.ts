import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formFields, formWidgets } from '../../../src/forms/widgets/registry';

/** Widgets of the rjsf MUI theme that the YAML may name without a widget of our own. */
const THEME_WIDGETS = ['hidden', 'select'];

describe('widget names', () => {
  it('the names the form YAML may use are exactly the registered widgets and fields', () => {
    const parts = JSON.parse(readFileSync(new URL('../../../schemas/config/form-parts.schema.json', import.meta.url), 'utf8'));
    const allowed: string[] = parts.definitions.FormField.properties.widget.enum;
    const registered = [...Object.keys(formWidgets), ...Object.keys(formFields), ...THEME_WIDGETS];
    expect([...allowed].sort()).toEqual([...new Set(registered)].sort());
  });
});
