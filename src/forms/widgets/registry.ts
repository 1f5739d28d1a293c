import type { RegistryFieldsType, RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import { choiceWidgets } from './choice';
import { fileFields, fileWidgets } from './files';
import { inputWidgets } from './inputs';
import { queryWidgets } from './query';
import { collapsibleWidgets } from './collapsible';
import { MemoSchemaField } from './memo-schema-field';
import { MemoObjectFieldTemplate } from './memo-object-template';
import { FieldHelp } from './field-layout';
import { PlainBaseInput } from './inputs/base-input';
import { isLazyPart } from './lazy-part';

/**
 * Every widget a form's YAML may name in `widget:`, on top of the rjsf MUI theme's own (text, textarea, checkbox,
 * checkboxes, radio, select, hidden ...). Names in `formFields` are rjsf fields (they draw an object value).
 */
export const formWidgets: RegistryWidgetsType = { ...inputWidgets, ...choiceWidgets, ...fileWidgets, ...queryWidgets, ...collapsibleWidgets };
/** The rjsf fields YAML may name, and rjsf's SchemaField drawn only when its props change (`MemoSchemaField`). */
export const formFields: RegistryFieldsType = { ...fileFields, SchemaField: MemoSchemaField };

/** The names drawn as rjsf fields rather than widgets. */
export const FIELD_NAMES: ReadonlySet<string> = new Set(Object.keys(fileFields));

/**
 * Templates that replace the MUI theme's: object rows kept while their fields are (`MemoObjectFieldTemplate`), and
 * the grid, rows and help lines drawn as plain elements styled once (field-layout.tsx), and rjsf's own text inputs
 * (e-mail, URL, number) in the plain text box (inputs/base-input.tsx).
 */
export const formTemplates: Partial<TemplatesType> = { ObjectFieldTemplate: MemoObjectFieldTemplate, FieldHelpTemplate: FieldHelp, BaseInputTemplate: PlainBaseInput };

/**
 * Fetches the code of the widgets and fields named (those fetched on their own, see lazy-part.tsx), so the steps
 * that use them draw at once: the step a form opens on before it is prerendered or hydrated, every step's once the
 * form is live and the browser idle.
 *
 * @example await loadWidgets(form.steps[0].fields.map((f) => f.widget))
 */
export async function loadWidgets(names: Iterable<string | undefined>): Promise<void> {
  const parts = [...new Set(names)].map((name) => (name ? (formWidgets[name] ?? formFields[name]) : undefined)).flatMap((part) => (isLazyPart(part) ? [part] : []));
  await Promise.all(parts.map((part) => part.load()));
}
