/**
 * A saved draft made fit for its form before the form shows it: the draft lives in the browser's storage, where
 * other code or a person may have changed it, so its answers are fitted to the form's schema
 * (`src/domain/schema-fit.ts`) and its step must be one the form has.
 */
import type { FormConfig } from '@/generated/config-types';
import { fitToSchema, type FitSchema } from '@/domain/schema-fit';
import type { SavedDraft } from './form-services';

/**
 * The draft with only the answers that fit `schema`, on its step when the form has that step (the check page, after
 * the last step, counts on a form with `check:`), else on the first step.
 *
 * @example fitDraft({ step: 999, data: { tradeType: 5, businessName: 'Kit Electrics' } }, schema, form) // { step: 0, data: { businessName: 'Kit Electrics' } }
 */
export function fitDraft(draft: SavedDraft | undefined, schema: object, form: Pick<FormConfig, 'steps' | 'check'>): SavedDraft | undefined {
  if (!draft) return undefined;
  const last = form.check ? form.steps.length : form.steps.length - 1;
  const step = Number.isInteger(draft.step) && draft.step >= 0 && draft.step <= last ? draft.step : 0;
  return { ...draft, step, data: fitToSchema(draft.data, schema as FitSchema) };
}
