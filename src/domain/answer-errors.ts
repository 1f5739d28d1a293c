/**
 * The messages of a form's problems, one rule for the browser and the intake server: an ajv error becomes the
 * field it is about and the rule it breaks, and the message is the field's own from the form's YAML
 * (`messages: { required: ..., format: ... }`), else a general one.
 */
import { isPhoneMissing, isUkPhone } from './uk-phone';

/** General messages, where a field's YAML has none for the rule. */
export const GENERIC_MESSAGES: Record<string, string> = {
  required: 'This field is required',
  format: 'Please check the format of this answer',
  pattern: 'Please check the format of this answer',
  notPhone: 'Please enter a valid UK phone number',
  const: 'Please tick this box to continue',
};

/**
 * Format problems that mean something more precise for a given value. `uk-phone` with only "+44" typed counts as
 * missing (spec part 1 §5); `uk-mobile` with a value that is not a UK number at all gets the general phone message.
 * The answer is the rule whose message is used (`required`, `notPhone`, or the format itself).
 */
export const FORMAT_REFINEMENTS: Record<string, (value: unknown) => string | undefined> = {
  'uk-phone': (value) => (isPhoneMissing(value as string) ? 'required' : undefined),
  'uk-mobile': (value) => (typeof value === 'string' && !isUkPhone(value) ? 'notPhone' : undefined),
};

/** The part of an ajv error this reads. */
export interface AjvLikeError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

/** The dotted field of an ajv error (`/businessBasics/email` → `businessBasics.email`; a missing property named). */
export function ajvErrorField(error: AjvLikeError): string {
  const parts = error.instancePath.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required' && typeof error.params.missingProperty === 'string') parts.push(error.params.missingProperty);
  return parts.join('.');
}

/**
 * One message per field for the problems ajv found, in the form's own words.
 * @example answerErrors(errors, messages, answers) // { termsAgreed: 'Please tick this box to continue', 'businessAddress.postcode': 'Please enter a valid UK postcode (e.g., SW1A 1AA)' }
 */
export function answerErrors(
  errors: readonly AjvLikeError[],
  messages: ReadonlyMap<string, Readonly<Record<string, string>>>,
  data: unknown,
  valueAt: (data: unknown, path: string) => unknown,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const error of errors) {
    // `if`/`then` and `anyOf` wrappers repeat what their inner errors say.
    if (['if', 'anyOf', 'oneOf', 'allOf'].includes(error.keyword)) continue;
    const field = ajvErrorField(error) || '(answers)';
    if (Object.hasOwn(out, field)) continue;
    let rule = error.keyword;
    if (rule === 'format') rule = FORMAT_REFINEMENTS[String(error.params.format)]?.(valueAt(data, field)) ?? 'format';
    const own = messages.get(field) ?? {};
    // A box that must be ticked says the same whether it came unticked or not at all.
    const missingTick = rule === 'required' ? own.const : undefined;
    out[field] = own[rule] ?? own[error.keyword] ?? missingTick ?? GENERIC_MESSAGES[rule] ?? error.message ?? 'This answer is not valid';
  }
  return out;
}
