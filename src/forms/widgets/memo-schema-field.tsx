import { memo } from 'react';
import { getDefaultRegistry } from '@rjsf/core';
import { deepEquals, type FieldProps } from '@rjsf/utils';

const { SchemaField } = getDefaultRegistry().fields;

/**
 * Whether a field would draw the same: its answer, schema, uiSchema, messages, ids and settings are equal and
 * the registry (with the wizard's runtime) is the same one. rjsf gives every field new handlers on each render;
 * they only carry the field's path to the form, so they do not count. Widgets that read other answers take
 * them from the form's data context, which draws them again whenever the answers change.
 */
export function sameFieldProps(before: FieldProps, after: FieldProps): boolean {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]) as Set<keyof FieldProps>;
  for (const key of keys) {
    const a: unknown = before[key];
    const b: unknown = after[key];
    if (a === b || (typeof a === 'function' && typeof b === 'function')) continue;
    if (key !== 'registry' && a && b && typeof a === 'object' && typeof b === 'object' && deepEquals(a, b)) continue;
    return false;
  }
  return true;
}

/**
 * rjsf's SchemaField, drawn again only when its own props change: a key press draws the field typed into (and
 * the objects around it), not every field of the step.
 */
export const MemoSchemaField = memo(SchemaField, sameFieldProps);
