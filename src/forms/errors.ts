import type { ErrorSchema, RJSFValidationError } from '@rjsf/utils';
import type { FormStep } from '@/generated/config-types';
import type { FormStateError } from '@/domain/form-state';
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

/** The error schema with `messages` as the only messages of the field at `keys` (the nodes on the way copied). */
function withMessagesAt(schema: Record<string, unknown>, [key, ...rest]: string[], messages: string[]): Record<string, unknown> {
  const node = (schema[key] ?? {}) as Record<string, unknown>;
  return { ...schema, [key]: rest.length ? withMessagesAt(node, rest, messages) : { ...node, __errors: messages } };
}

/**
 * The messages beside a step's fields: its own checks (`checked`, rjsf's error schema), and the messages of the page the
 * server drew after a post (`served`, listed in its error summary) beside their fields while those answers are still
 * the ones it drew (`drawn`). They say what no check in the browser can (a file it refused, an answer changed in
 * another tab) and stand in place of the checks' own there, as GOV.UK's pattern has the summary's message beside its
 * field; once a field's answer changes, its own checks speak again.
 *
 * @example withServedMessages(undefined, [{ path: 'logo', message: 'fake.png is not a PNG, JPG, GIF or WebP image.' }], drawn, drawn)
 * // { logo: { __errors: ['fake.png is not a PNG, JPG, GIF or WebP image.'] } }
 */
export function withServedMessages(checked: ErrorSchema | undefined, served: readonly FormStateError[], drawn: FormData, data: FormData): ErrorSchema | undefined {
  const standing = new Map<string, string[]>();
  for (const { path, message } of served) {
    if (!path || JSON.stringify(getPath(data, path)) !== JSON.stringify(getPath(drawn, path))) continue;
    standing.set(path, [...(standing.get(path) ?? []), message]);
  }
  if (!standing.size) return checked;
  let out = (checked ?? {}) as Record<string, unknown>;
  for (const [path, messages] of standing) out = withMessagesAt(out, path.split('.'), messages);
  return out as ErrorSchema;
}
