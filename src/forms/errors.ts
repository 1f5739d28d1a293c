import type { RJSFValidationError } from '@rjsf/utils';
import type { FormStep } from '@/generated/config-types';
import { FORMAT_REFINEMENTS, problemMessage } from '@/domain/answer-errors';
import { site } from '@/generated/config';
import { getPath, type FormData } from './runtime';

/** The field path of an rjsf error (`.businessBasics.email` or `['businessBasics']['email']` → `businessBasics.email`). */
export function errorField(error: RJSFValidationError): string {
  const property = (error.property ?? '').replace(/\['([^']*)'\]/g, '.$1').replace(/\[(\d+)\]/g, '.$1');
  const base = property.replace(/^\./, '');
  const missing = error.name === 'required' ? (error.params as { missingProperty?: string })?.missingProperty : undefined;
  // rjsf already appends the missing property to `property` for required errors; keep it once.
  if (missing && !base.split('.').includes(missing)) return base ? `${base}.${missing}` : missing;
  return base;
}

/** The rule an error stands for, after refinement by its value. */
export function errorRule(error: RJSFValidationError, data: FormData): string {
  const keyword = error.name ?? '';
  if (keyword === 'format') {
    const format = String((error.params as { format?: string })?.format ?? '');
    return FORMAT_REFINEMENTS[format]?.(getPath(data, errorField(error))) ?? 'format';
  }
  return keyword;
}

/** Messages per field and rule, from a step's YAML. */
function messagesOf(step: FormStep): Map<string, Record<string, string>> {
  return new Map(step.fields.map((f) => [f.field, (f.messages ?? {}) as Record<string, string>]));
}


/**
 * The error mapper of one step for rjsf's `transformErrors`: every message in the spec's words from the YAML,
 * errors on fields the step does not show (or hides by `showWhen`) dropped, one message per field.
 */
export function stepErrorMapper(step: FormStep, getData: () => FormData, isShown: (field: string) => boolean) {
  const messages = messagesOf(step);
  return (errors: RJSFValidationError[]): RJSFValidationError[] => {
    const data = getData();
    const seen = new Set<string>();
    const out: RJSFValidationError[] = [];
    for (const error of errors) {
      const field = errorField(error);
      if (!isShown(field) || seen.has(field)) continue;
      const rule = errorRule(error, data);
      const message = problemMessage(messages.get(field) ?? {}, rule, error.name ?? '', (error.params ?? {}) as Record<string, unknown>, site.words.forms.messages, error.message);
      seen.add(field);
      out.push({ ...error, name: rule, message, stack: `${field}: ${message}` });
    }
    return out;
  };
}

/** The notification for a failed Continue: the first `invalidToasts` entry matching one of the problems. */
export function toastFor(step: FormStep, errors: readonly RJSFValidationError[]): { title: string; description: string } | undefined {
  for (const toast of step.invalidToasts ?? []) {
    const hit = errors.some((e) => (!toast.keyword || e.name === toast.keyword) && (!toast.field || errorField(e) === toast.field));
    if (hit) return { title: toast.title, description: toast.description };
  }
  return undefined;
}
