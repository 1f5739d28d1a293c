/**
 * The current step's checks: its uiSchema (rebuilt only when a field is shown or hidden), the messages in the
 * spec's words from its precompiled validator, live from the first Continue on, and the check Continue and
 * Submit run (messages, the step's toast, the focus on the first problem).
 */
import { useCallback, useMemo, type Dispatch, type RefObject } from 'react';
import type { RJSFSchema, RJSFValidationError, ValidatorType } from '@rjsf/utils';
import type { FormConfig } from '@/generated/config-types';
import { stepErrorMapper, toastFor } from './errors';
import type { FormData, FormRuntime } from './runtime';
import { isFieldShown, stepUiSchema } from './ui-schema';
import { shownFields, withObjects, withoutEmptyText } from './wizard-data';
import type { WizardEvent, WizardState } from './wizard-state';
import { FIELD_NAMES } from './widgets/registry';

interface StepCheckOptions {
  form: FormConfig;
  state: WizardState;
  stepSchemas: RJSFSchema[];
  stepValidators: ValidatorType[];
  dataRef: RefObject<FormData>;
  stepBox: RefObject<HTMLDivElement | null>;
  notify: FormRuntime['notify'];
  dispatch: Dispatch<WizardEvent>;
}

/** The uiSchema, error mapper and shown messages of the current step, and its check. */
export function useStepCheck({ form, state, stepSchemas, stepValidators, dataRef, stepBox, notify, dispatch }: StepCheckOptions) {
  const { stepIndex, data } = state;
  const step = form.steps[stepIndex];
  const current = () => dataRef.current ?? {};
  // The uiSchema changes only when a field is shown or hidden, not on every key press, so rjsf keeps its work.
  const visibility = step.fields.map((f) => (isFieldShown(f, data) ? '1' : '0')).join('');
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const uiSchema = useMemo(() => stepUiSchema(step, current(), FIELD_NAMES), [step, visibility]);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const transformErrors = useMemo(() => stepErrorMapper(step, current, (f) => shownFields(form, stepIndex, current())(f)), [step, form, stepIndex]);

  /** The current step's problems, in the spec's words, from its precompiled validator. */
  const check = useCallback(
    (values: FormData) => stepValidators[stepIndex].validateFormData(withObjects(withoutEmptyText(values), stepSchemas[stepIndex]), stepSchemas[stepIndex], undefined, transformErrors, uiSchema),
    [stepValidators, stepSchemas, stepIndex, transformErrors, uiSchema],
  );
  // From the first Continue on, the step's messages follow every change (and clear as problems are fixed).
  const shownErrors = useMemo(() => (state.liveSteps.has(stepIndex) ? check(data).errorSchema : undefined), [state.liveSteps, stepIndex, check, data]);

  /** Checks the step: on a problem, draws the messages, shows the step's toast and focuses the first problem. */
  const validateStep = (): boolean => {
    const { errors } = check(current());
    dispatch({ type: 'checked' });
    if (errors.length === 0) return true;
    const toast = toastFor(step, errors as RJSFValidationError[]);
    if (toast) notify(toast.description, 'error', toast.title);
    window.setTimeout(() => {
      const first = stepBox.current?.querySelector<HTMLElement>('[aria-invalid="true"], .Mui-error input, .Mui-error textarea, .Mui-error button');
      first?.focus();
    }, 60);
    return false;
  };

  return { uiSchema, transformErrors, shownErrors, validateStep };
}
