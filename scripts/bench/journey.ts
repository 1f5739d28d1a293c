/**
 * The journey the bench walks through a multi-step form, ours and its SurveyJS peer alike: from step 1 on to the
 * step holding the typed field, the keys typed there, on to the last step and back to the first. Each Continue and
 * Back is one step change measured; the journey's JavaScript is every script fetched on the way. The answers are a
 * customer's usual ones, given to both forms before the page loads (ours as a saved draft, the peer as its data),
 * so every Continue is accepted.
 */
import { getPath } from '@/domain/send-plan';
import { peerName } from './peer/survey-json';

/** One thing the customer does: a tap on a step button, or keys typed into the field of the bench. */
export type JourneyAction = { kind: 'continue' } | { kind: 'back' } | { kind: 'type'; label: string; text: string };

/** The part of a form's config the journey reads. */
export interface JourneyForm {
  steps: { id: string; fields: { field: string; label?: string; widget?: string }[] }[];
}

/** The words a customer types, repeated to the length wanted. */
const WORDS = 'Samantha Jones of Harrogate and Ripon ';

/** `keys` characters to type (letters and spaces, no trailing space). */
export function typedText(keys: number): string {
  let text = '';
  while (text.length < keys) text += WORDS;
  return `${text.slice(0, keys - 1)}s`;
}

/**
 * The actions of one walk through `form`: Continue up to the step whose field is labelled `label`, `keys` keys
 * typed there, Continue to the last step, then Back to the first. Throws when no step has that field, so a renamed
 * label stops the bench with a clear message instead of measuring nothing.
 */
export function journeyActions(form: JourneyForm, label: string, keys: number): JourneyAction[] {
  const at = form.steps.findIndex((step) => step.fields.some((f) => (f.label ?? f.field) === label));
  if (at < 0) throw new Error(`No step of the form has a field labelled "${label}" (budgets.json requestForm.field).`);
  const last = form.steps.length - 1;
  return [
    ...Array.from({ length: at }, () => ({ kind: 'continue' as const })),
    { kind: 'type' as const, label, text: typedText(keys) },
    ...Array.from({ length: last - at }, () => ({ kind: 'continue' as const })),
    ...Array.from({ length: last }, () => ({ kind: 'back' as const })),
  ];
}

/**
 * The peer's data for the same answers: each field of the form's steps under its SurveyJS name (dots become
 * underscores, see survey-json.ts), only those answered.
 */
export function peerAnswers(form: JourneyForm, answers: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const step of form.steps) {
    for (const { field, widget } of step.fields) {
      const value = getPath(answers, field);
      if (value !== undefined) out[peerName(field)] = widget === 'business-hours' ? peerHours(value) : value;
    }
  }
  return out;
}

/** Opening hours as ours keeps them (a row per day) in the peer's matrix form (a column value per day). */
function peerHours(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  return Object.fromEntries(value.map((row: { day: string; open?: boolean; openTime?: string; closeTime?: string }) => [row.day, { open: row.open, openTime: row.openTime, closeTime: row.closeTime }]));
}
