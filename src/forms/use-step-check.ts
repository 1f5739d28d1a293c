/**
 * The current step's checks: its uiSchema (rebuilt only when a field is shown or hidden), the messages in the
 * spec's words from its precompiled validator, live from the first Continue on, and the check Continue and
 * Submit run (messages, the step's toast, the focus on the first problem).
 */
import { useCallback, useEffect, useMemo, useRef, type Dispatch, type RefObject } from 'react';
import type { CustomValidator, FormValidation, RJSFSchema, RJSFValidationError, ValidatorType } from '@rjsf/utils';
import type { FormConfig } from '@/generated/config-types';
import { stepErrorMapper, toastFor, withServedMessages } from './errors';
import type { FormStateError } from '@/domain/form-state';
import type { FormData, FormRuntime } from './runtime';
import { isFieldShown, stepUiSchema } from './ui-schema';
import { shownFields, withObjects, withoutEmptyText } from './wizard-data';
import type { WizardEvent, WizardState } from './wizard-state';
import { FIELD_NAMES } from './widgets/registry';
import { answered, FIELD_CHECKS } from '@/domain/field-checks';
import { getPath, tradeOf } from './runtime';

/** The error handler of a field path, made where rjsf made none (a field with no answer yet). */
function errorsAt(errors: FormValidation, path: string): FormValidation {
  let node = errors as unknown as Record<string, unknown>;
  for (const key of path.split('.')) {
    if (!node[key]) {
      const made: { __errors: string[]; addError(message: string): void } = { __errors: [], addError: (message) => made.__errors.push(message) };
      node[key] = made;
    }
    node = node[key] as Record<string, unknown>;
  }
  return node as unknown as FormValidation;
}

interface StepCheckOptions {
  /** Closes a toast by its key (a step's toast once its problems are fixed). */
  dismiss(key: string | number): void;
  form: FormConfig;
  state: WizardState;
  stepSchemas: RJSFSchema[];
  stepValidators: ValidatorType[];
  dataRef: RefObject<FormData>;
  stepBox: RefObject<HTMLDivElement | null>;
  notify: FormRuntime['notify'];
  dispatch: Dispatch<WizardEvent>;
  /** The problems of the page the server drew after a post, with the step and answers it drew them on. */
  served?: { errors: readonly FormStateError[]; step: number; data: FormData };
}

/** The uiSchema, error mapper and shown messages of the current step, and its check. */
export function useStepCheck({ form, state, stepSchemas, stepValidators, dataRef, stepBox, notify, dismiss, dispatch, served }: StepCheckOptions) {
  const { stepIndex, data } = state;
  const step = form.steps[stepIndex];
  const current = () => dataRef.current ?? {};
  // The uiSchema changes only when a field is shown or hidden, not on every key press, so rjsf keeps its work.
  const visibility = step.fields.map((f) => (isFieldShown(f, data) ? '1' : '0')).join('');
  const trade = tradeOf(form, data);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const uiSchema = useMemo(() => stepUiSchema(step, current(), FIELD_NAMES, trade), [step, visibility, trade]);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const transformErrors = useMemo(() => stepErrorMapper(step, current, (f) => shownFields(form, stepIndex, current())(f)), [step, form, stepIndex]);

  /** The widgets' own rules (field-checks.ts) on the step's shown fields, with the fields' messages. */
  const extraChecks = useMemo<CustomValidator>(
    () => (values, errors) => {
      for (const field of step.fields) {
        const rule = field.widget ? FIELD_CHECKS[field.widget] : undefined;
        if (!rule || !isFieldShown(field, values as FormData) || !rule.fails(getPath(values as FormData, field.field))) continue;
        errorsAt(errors, field.field).addError(((field.messages ?? {}) as Record<string, string>)[rule.rule] ?? rule.rule);
      }
      // One of several fields must be answered (`atLeastOne`): the message goes under the first.
      const oneOf = step.atLeastOne;
      if (oneOf && !oneOf.fields.some((f) => answered(getPath(values as FormData, f)))) {
        errorsAt(errors, oneOf.fields[0]).addError(oneOf.message);
      }
      return errors;
    },
    [step],
  );
  /** The current step's problems, in the spec's words, from its precompiled validator and the widgets' rules. */
  const check = useCallback(
    (values: FormData) => stepValidators[stepIndex].validateFormData(withObjects(withoutEmptyText(values), stepSchemas[stepIndex]), stepSchemas[stepIndex], extraChecks, transformErrors, uiSchema),
    [stepValidators, stepSchemas, stepIndex, extraChecks, transformErrors, uiSchema],
  );
  // From the first Continue on, the step's messages follow every change (and clear as problems are fixed); the server's
  // stand beside their fields on the step it drew until their answers change.
  const shownErrors = useMemo(() => {
    const checked = state.liveSteps.has(stepIndex) ? check(data).errorSchema : undefined;
    return served && served.step === stepIndex ? withServedMessages(checked, served.errors, served.data, data) : checked;
  }, [state.liveSteps, stepIndex, check, data, served]);

  // The step's toast goes with the problems it names: once they are fixed (or the step is left), it is closed.
  const shownToast = useRef<{ key: string | number; step: number; title: string } | undefined>(undefined);
  useEffect(() => {
    const shown = shownToast.current;
    if (!shown) return;
    const still = shown.step === stepIndex && toastFor(step, check(data).errors as RJSFValidationError[])?.title === shown.title;
    if (still) return;
    dismiss(shown.key);
    shownToast.current = undefined;
  }, [data, stepIndex, step, check, dismiss]);

  /** Checks the step: on a problem, draws the messages, shows the step's toast and focuses the first problem (unless the customer has gone elsewhere). */
  const validateStep = (): boolean => {
    const { errors } = check(current());
    dispatch({ type: 'checked' });
    if (errors.length === 0) return true;
    const toast = toastFor(step, errors as RJSFValidationError[]);
    if (shownToast.current) dismiss(shownToast.current.key);
    shownToast.current = undefined;
    const key = toast ? notify(toast.description, 'error', toast.title) : undefined;
    if (toast && key !== undefined) shownToast.current = { key, step: stepIndex, title: toast.title };
    // A moment later, once the messages are drawn; a customer who has gone to a box meanwhile keeps it (the focus
    // moved between a box's focus and its text put the text in the wrong box).
    const from = document.activeElement;
    window.setTimeout(() => {
      const now = document.activeElement;
      if (now && now !== from && now !== document.body) return;
      const first = stepBox.current?.querySelector<HTMLElement>('[aria-invalid="true"], .Mui-error input, .Mui-error textarea, .Mui-error button');
      first?.focus();
    }, 60);
    return false;
  };

  return { uiSchema, transformErrors, shownErrors, validateStep };
}
