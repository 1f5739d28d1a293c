/**
 * Checks a JSON Schema cannot say, by widget: a rule name (its message is the field's `messages.<rule>` in the
 * form's YAML) and when a value breaks it. The step's check adds them to the schema's own problems, so Continue
 * refuses them with the same messages, toasts and focus.
 */
import { daysClosingBeforeOpening } from '@/domain/business-hours';

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
