import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIELD_NAMES, formWidgets } from '../../../src/forms/widgets/registry';
import { FORM_WIDGET_NAMES } from '../../../src/forms/widgets/widget-names';

/** Widgets of the rjsf MUI theme that the YAML may name without a widget of our own. */
const THEME_WIDGETS = ['hidden', 'select'];

describe('widget names', () => {
  it('the names the form YAML may use are exactly the registered widgets and fields', () => {
    const enums = JSON.parse(readFileSync(new URL('../../../schemas/config/generated-enums.schema.json', import.meta.url), 'utf8'));
    const allowed: string[] = enums.definitions.widgetName.enum;
    expect([...allowed].sort()).toEqual([...FORM_WIDGET_NAMES].sort());
    // rjsf's own SchemaField, replaced by a memoised one, is not a name the YAML uses.
    const registered = [...Object.keys(formWidgets), ...FIELD_NAMES, ...THEME_WIDGETS];
    expect([...allowed].sort()).toEqual([...new Set(registered)].sort());
  });
});
