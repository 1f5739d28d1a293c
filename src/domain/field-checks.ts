/**
 * Rules a JSON Schema cannot say, shared by the browser and the intake server, so both refuse the same answers with
 * the same words: a widget's own rule (its message is the field's `messages.<rule>` in the form's YAML) and a step's
 * `atLeastOne` (one of several fields must be answered). The browser's step check adds them to the schema's own
 * problems (src/forms/use-step-check.ts); the server checks a whole submission with {@link ruleProblems}.
 */
import { daysClosingBeforeOpening } from './business-hours';
import { getPath } from './send-plan';

/** One widget's extra rule. */
export interface FieldCheck {
  rule: string;
  fails(value: unknown): boolean;
}

/** The extra rules, by widget name. */
export const FIELD_CHECKS: Readonly<Record<string, FieldCheck>> = {
  // Opening hours: on every open day the closing time comes after the opening time.
  'business-hours': { rule: 'closingTime', fails: (value) => daysClosingBeforeOpening(value).length > 0 },
};

/** True for an answer: a chosen file (an object with something in it), a non-empty list, text or a number. */
export function answered(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'string') return value.trim() !== '';
  if (value && typeof value === 'object') return Object.values(value).some(answered);
  return value !== undefined && value !== null && value !== false;
}

/** A field's `showWhen` in the form's YAML. */
export interface ShowWhen {
  field: string;
  equals?: unknown;
}

/**
 * True when a field's `showWhen` holds for the answers (no `showWhen`: always). An unset boolean counts as false,
 * so `equals: false` holds before the customer has touched it.
 */
export function shownFor(rule: ShowWhen | null | undefined, data: unknown): boolean {
  if (!rule) return true;
  const value = getPath(data, rule.field);
  if (rule.equals !== undefined) return value === rule.equals || (rule.equals === false && value === undefined);
  return value !== undefined && value !== null && value !== false && value !== '' && !(Array.isArray(value) && value.length === 0);
}

/** The parts of a form's steps these rules read. */
export interface RuleStep {
  fields: { field: string; widget?: string; showWhen?: ShowWhen | null; messages?: unknown }[];
  atLeastOne?: { fields: string[]; message: string } | null;
}

/**
 * The answers' problems under these rules, by field path, in the form's words: each shown field whose widget's rule
 * it breaks, and the first field of each step's `atLeastOne` none of whose fields is answered.
 *
 * @example ruleProblems(form.steps, { businessHours: [{ day: 'Wednesday', open: true, openTime: '18:00', closeTime: '08:00' }] })
 * // { businessHours: 'On each open day, the closing time must be after the opening time.' }
 */
export function ruleProblems(steps: readonly RuleStep[], data: unknown): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const step of steps) {
    for (const field of step.fields) {
      const check = field.widget ? FIELD_CHECKS[field.widget] : undefined;
      if (!check || !shownFor(field.showWhen, data) || !check.fails(getPath(data, field.field))) continue;
      problems[field.field] ??= ((field.messages ?? {}) as Record<string, string>)[check.rule] ?? check.rule;
    }
    const oneOf = step.atLeastOne;
    if (oneOf?.fields.length && !oneOf.fields.some((f) => answered(getPath(data, f)))) problems[oneOf.fields[0]] ??= oneOf.message;
  }
  return problems;
}
