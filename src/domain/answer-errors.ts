/**
 * The messages of a form's problems, one rule for the browser and the intake server: an ajv error becomes the
 * field it is about and the rule it breaks, and the message is the field's own from the form's YAML
 * (`messages: { required: ..., format: ... }`), else a general one.
 */
import { isPhoneMissing, isUkPhone } from './uk-phone';

/** The general messages of site.yaml `words.forms.messages`, used where a field's YAML has none for the rule. */
export interface GeneralMessages {
  required: string;
  format: string;
  notPhone: string;
  tick: string;
  /** `{limit}`: the most characters the field takes. */
  tooLong: string;
  /** `{limit}`: the fewest characters the field needs. */
  tooShort: string;
  other: string;
}

/**
 * The general message of a rule (the domain reads no config: the browser and the server pass site.yaml's words), with
 * the rule's limit in it where it has one (`maxLength`, `minLength`: ajv's and rjsf's `params.limit`).
 * @example generalMessage({ required: 'This field is required', ... }, 'required') // 'This field is required'
 * @example generalMessage({ tooLong: 'Please use {limit} characters or fewer', ... }, 'maxLength', { limit: 200 }) // 'Please use 200 characters or fewer'
 */
export function generalMessage(words: GeneralMessages, rule: string, params: Readonly<Record<string, unknown>> = {}): string | undefined {
  const limit = typeof params.limit === 'number' ? String(params.limit) : undefined;
  const withLimit = (text: string) => (limit === undefined ? undefined : text.replaceAll('{limit}', limit));
  const byRule: Record<string, string | undefined> = {
    required: words.required,
    format: words.format,
    pattern: words.format,
    notPhone: words.notPhone,
    const: words.tick,
    maxLength: withLimit(words.tooLong),
    minLength: withLimit(words.tooShort),
    // A value outside the form's list (a trade it does not offer): no choice of the form's gives it.
    enum: words.other,
  };
  return byRule[rule];
}

/**
 * The message of one problem, the same in the browser and on the server: the field's own for the rule (or for the
 * keyword the rule refines), a box that must be ticked saying the same whether it came unticked or not at all, else
 * the general one, else the validator's.
 */
export function problemMessage(own: Readonly<Record<string, string>>, rule: string, keyword: string, params: Readonly<Record<string, unknown>>, general: GeneralMessages, fallback?: string): string {
  const missingTick = rule === 'required' ? own.const : undefined;
  return own[rule] ?? own[keyword] ?? missingTick ?? generalMessage(general, rule, params) ?? fallback ?? general.other;
}

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
 * @example answerErrors(errors, messages, answers, getPath, site.words.forms.messages) // { termsAgreed: 'Please tick this box to continue', 'businessAddress.postcode': 'Please enter a valid UK postcode (e.g., SW1A 1AA)' }
 */
export function answerErrors(
  errors: readonly AjvLikeError[],
  messages: ReadonlyMap<string, Readonly<Record<string, string>>>,
  data: unknown,
  valueAt: (data: unknown, path: string) => unknown,
  general: GeneralMessages,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const error of errors) {
    // `if`/`then` and `anyOf` wrappers repeat what their inner errors say.
    if (['if', 'anyOf', 'oneOf', 'allOf'].includes(error.keyword)) continue;
    const field = ajvErrorField(error) || '(answers)';
    if (Object.hasOwn(out, field)) continue;
    let rule = error.keyword;
    if (rule === 'format') rule = FORMAT_REFINEMENTS[String(error.params.format)]?.(valueAt(data, field)) ?? 'format';
    out[field] = problemMessage(messages.get(field) ?? {}, rule, error.keyword, error.params, general, error.message);
  }
  return out;
}
