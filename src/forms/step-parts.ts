/**
 * The rjsf parts of each step that depend on the answers only through which fields are shown and the trade: its
 * uiSchema and its error mapper, kept per step, so a step drawn ahead (step-slots.tsx) and the same step once shown
 * get the very same objects and rjsf has nothing to draw again.
 */
import { useMemo, type RefObject } from 'react';
import type { RJSFValidationError, UiSchema } from '@rjsf/utils';
import type { FormConfig } from '@/generated/config-types';
import { stepErrorMapper } from './errors';
import { tradeOf, type FormData } from './runtime';
import { isFieldShown, stepUiSchema } from './ui-schema';
import { shownFields } from './wizard-data';
import { FIELD_NAMES } from './widgets/registry';

/** A step's uiSchema and error mapper. */
export interface StepParts {
  uiSchema: UiSchema;
  transformErrors: (errors: RJSFValidationError[]) => RJSFValidationError[];
}

/**
 * Answers `partsFor(step, data)`: the step's parts for these answers, the same objects as long as the same fields
 * are shown and the trade is the same (the error mapper reads the latest answers from `dataRef` when it runs).
 */
export function useStepParts(form: FormConfig, dataRef: RefObject<FormData>): (index: number, data: FormData) => StepParts {
  return useMemo(() => {
    const kept = new Map<number, { key: string; parts: StepParts }>();
    const current = () => dataRef.current ?? {};
    return (index: number, data: FormData) => {
      const step = form.steps[index];
      const trade = tradeOf(form, data);
      const key = `${step.fields.map((f) => (isFieldShown(f, data) ? '1' : '0')).join('')} ${trade}`;
      const had = kept.get(index);
      if (had?.key === key) return had.parts;
      const parts: StepParts = {
        uiSchema: stepUiSchema(step, data, FIELD_NAMES, trade),
        transformErrors: had?.parts.transformErrors ?? stepErrorMapper(step, current, (f) => shownFields(form, index, current())(f)),
      };
      kept.set(index, { key, parts });
      return parts;
    };
  }, [form, dataRef]);
}
