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
  other: string;
}

/**
 * The general message of a rule (the domain reads no config: the browser and the server pass site.yaml's words).
 * @example generalMessage({ required: 'This field is required', ... }, 'required') // 'This field is required'
 */
export function generalMessage(words: GeneralMessages, rule: string): string | undefined {
  const byRule: Record<string, string> = { required: words.required, format: words.format, pattern: words.format, notPhone: words.notPhone, const: words.tick };
  return byRule[rule];
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
    const own = messages.get(field) ?? {};
    // A box that must be ticked says the same whether it came unticked or not at all.
    const missingTick = rule === 'required' ? own.const : undefined;
    out[field] = own[rule] ?? own[error.keyword] ?? missingTick ?? generalMessage(general, rule) ?? error.message ?? general.other;
  }
  return out;
}
