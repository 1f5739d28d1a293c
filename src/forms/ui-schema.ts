import type { UiSchema } from '@rjsf/utils';
import type { FormField, FormStep } from '@/generated/config-types';
import { shownFor } from '@/domain/field-checks';
import { getPath, setPath, type FormData } from './runtime';

/** True when a field's `showWhen` holds for the data (no `showWhen`: always). */
export function isFieldShown(field: FormField, data: FormData): boolean {
  return shownFor(field.showWhen, data);
}

/**
 * The rjsf uiSchema of one step: field order (nested objects too), each field's widget (or field, for names
 * registered as rjsf fields), its label, help, placeholder, autocomplete, input mode, messages and widget options.
 * Fields hidden by `showWhen` get the hidden widget, so their values stay in the data but are not drawn.
 */
export function stepUiSchema(step: FormStep, data: FormData, fieldNames: ReadonlySet<string>, trade = ''): UiSchema {
  let ui: FormData = { 'ui:submitButtonOptions': { norender: true } };
  const order = new Map<string, string[]>();
  for (let field of step.fields) {
    const segments = field.field.split('.');
    for (let i = 0; i < segments.length; i += 1) {
      const parent = segments.slice(0, i).join('.');
      const list = order.get(parent) ?? [];
      if (!list.includes(segments[i])) list.push(segments[i]);
      order.set(parent, list);
    }
    const shown = isFieldShown(field, data);
    // Texts for the chosen trade (`byTrade`), e.g. the media page's gallery picker.
    const forTrade = field.byTrade?.[trade];
    if (forTrade) field = { ...field, label: forTrade.label ?? field.label, help: forTrade.help ?? field.help };
    const options: FormData = {
      ...((field.options as FormData | undefined) ?? {}),
      label: field.label,
      help: field.help,
      helpWithoutScript: field.helpWithoutScript,
      placeholder: field.placeholder,
      autocomplete: field.autocomplete,
      inputMode: field.inputMode,
      messages: field.messages,
    };
    const entry: FormData = { 'ui:options': options };
    if (field.label) entry['ui:title'] = field.label;
    if (field.help) entry['ui:help'] = field.help;
    if (field.placeholder) entry['ui:placeholder'] = field.placeholder;
    if (field.autocomplete) entry['ui:autocomplete'] = field.autocomplete;
    if (!shown) entry['ui:widget'] = 'hidden';
    else if (field.widget && fieldNames.has(field.widget)) entry['ui:field'] = field.widget;
    else if (field.widget) entry['ui:widget'] = field.widget;
    ui = setPath(ui, field.field, { ...((getPath(ui, field.field) as FormData) ?? {}), ...entry });
  }
  for (const [parent, names] of order) {
    const withOrder = { 'ui:order': [...names, '*'] };
    ui = parent ? setPath(ui, parent, { ...((getPath(ui, parent) as FormData) ?? {}), ...withOrder }) : { ...ui, ...withOrder };
  }
  // Nested objects (businessBasics, businessAddress ...) are drawn without their own heading: the step has one.
  for (const parent of order.keys()) {
    if (parent && !parent.includes('.')) ui = setPath(ui, parent, { ...((getPath(ui, parent) as FormData) ?? {}), 'ui:label': false });
  }
  return ui as UiSchema;
}
