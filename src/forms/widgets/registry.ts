import type { RegistryFieldsType, RegistryWidgetsType } from '@rjsf/utils';
import { choiceWidgets } from './choice';
import { fileFields, fileWidgets } from './files';
import { inputWidgets } from './inputs';
import { queryWidgets } from './query';
import { collapsibleWidgets } from './collapsible';

/**
 * Every widget a form's YAML may name in `widget:`, on top of the rjsf MUI theme's own (text, textarea, checkbox,
 * checkboxes, radio, select, hidden ...). Names in `formFields` are rjsf fields (they draw an object value).
 */
export const formWidgets: RegistryWidgetsType = { ...inputWidgets, ...choiceWidgets, ...fileWidgets, ...queryWidgets, ...collapsibleWidgets };
export const formFields: RegistryFieldsType = { ...fileFields };

/** The names drawn as rjsf fields rather than widgets. */
export const FIELD_NAMES: ReadonlySet<string> = new Set(Object.keys(formFields));
