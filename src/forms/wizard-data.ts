/**
 * Pure transforms of the wizard's answers: what a step checks, what is left out as hidden or empty, and the
 * answers handed to the send plan.
 */
import type { RJSFSchema } from '@rjsf/utils';
import type { FormConfig } from '@/generated/config-types';
import type { FormData } from './runtime';
import { isFieldShown } from './ui-schema';

/** Fields a step shows, as dotted paths, and whether a path lies within one of them. */
export function shownFields(form: FormConfig, stepIndex: number, data: FormData): (path: string) => boolean {
  const fields = form.steps[stepIndex].fields.filter((f) => isFieldShown(f, data)).map((f) => f.field);
  return (path) => fields.some((f) => path === f || path.startsWith(`${f}.`));
}

/** A copy without empty or blank text values (at any depth outside lists): an empty answer is no answer. */
export function withoutEmptyText(data: FormData): FormData {
  const out: FormData = {};
  for (const [key, value] of Object.entries(data)) {
    if (typeof value === 'string' && value.trim() === '') continue;
    out[key] = value && typeof value === 'object' && !Array.isArray(value) ? withoutEmptyText(value as FormData) : value;
  }
  return out;
}

/**
 * A copy with an empty object for each object property of the schema the data lacks, so that a missing nested
 * answer is reported on its own field ("First name is required") rather than on the group.
 */
export function withObjects(data: FormData, schema: RJSFSchema): FormData {
  const out: FormData = { ...data };
  for (const [key, prop] of Object.entries(schema.properties ?? {})) {
    if (typeof prop === 'object' && prop.type === 'object' && prop.properties && out[key] === undefined) out[key] = {};
  }
  return out;
}

/**
 * Removes the values of fields hidden by `showWhen` (e.g. the domain name when no domain is owned), except
 * those marked `keepWhenHidden` (a value another widget sets, such as the ready-made e-mail prefix).
 */
export function withoutHiddenFields(form: FormConfig, data: FormData): FormData {
  const out: FormData = { ...data };
  for (const step of form.steps) {
    for (const field of step.fields) {
      if (field.keepWhenHidden || !field.showWhen || field.field.includes('.')) continue;
      if (!isFieldShown(field, data)) delete out[field.field];
    }
  }
  return out;
}

/** The answers a submission sends: hidden and empty ones left out. */
export function answersToSend(form: FormConfig, data: FormData): FormData {
  return withoutEmptyText(withoutHiddenFields(form, data));
}

/** Whether Back/Continue leave the step forwards or backwards, and the step reached (clamped to the form). */
export function clampStep(form: FormConfig, index: number): number {
  return Math.min(Math.max(index, 0), form.steps.length - 1);
}
