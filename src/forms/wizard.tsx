import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import Form from '@rjsf/mui';
import type { RJSFSchema, RJSFValidationError, ValidatorType } from '@rjsf/utils';
import { useSnackbar } from 'notistack';
import type { FormConfig, TradeConfig } from '@/generated/config-types';
import type { SendLedger } from '@/services/send-types';
import { applyChangeActions, applyEnterActions, type ActionContext } from './actions';
import { scrollBelowHeader } from './scroll-below-header';
import { stepErrorMapper, toastFor } from './errors';
import type { FormServices } from './form-services';
import type { CustomerNumberMode, FormData, FormRuntime } from './runtime';
import { isFieldShown, stepUiSchema } from './ui-schema';
import { submitAllowed } from './success-extras';
import { useSubmission } from './use-submission';
import { clampStep, shownFields, withObjects, withoutEmptyText } from './wizard-data';
import { StepProgress, SubmitStatus, ToastText, UploadLine } from './wizard-progress';
import { initialWizardState, wizardReducer } from './wizard-state';
import { formFields, formWidgets, FIELD_NAMES } from './widgets/registry';
import { useDraft } from './use-draft';

export interface WizardProps {
  formId: string;
  form: FormConfig;
  /** One schema and one precompiled validator per step. */
  stepSchemas: RJSFSchema[];
  stepValidators: ValidatorType[];
  /** The answers to start from (defaults, the saved draft and the link's parameters already applied). */
  initialData: FormData;
  initialStep: number;
  /** What the form session has sent so far (from the draft). */
  initialLedger: SendLedger | undefined;
  /** The answers of an empty form (the link's parameters only): what "start again" returns to. */
  freshData?: FormData;
  /** True when the answers come from a saved draft. */
  draftRestored?: boolean;
  trades: TradeConfig[];
  allTrades: Record<string, TradeConfig>;
  tradeLocked: boolean;
  customerNumberMode: CustomerNumberMode;
  colourSchemes: FormRuntime['colourSchemes'];
  services: FormServices;
  /** What replaces the form after a successful submission; `again` returns to an empty form. */
  renderSuccess(data: FormData, again: () => void, back: () => void): React.ReactNode;
}

/**
 * The multi-step form: progress bar, one rjsf form per step, Back / Continue / Submit, the step's named
 * actions, toasts for failed steps, a draft saved on every change, and the submission (use-submission.ts).
 */
export function Wizard(props: WizardProps) {
  const { form, formId, services } = props;
  const { enqueueSnackbar } = useSnackbar();
  const [state, dispatch] = useReducer(wizardReducer, undefined, () => initialWizardState(props.initialData, clampStep(form, props.initialStep)));
  const { data, stepIndex, phase } = state;
  const dataRef = useRef(data);
  dataRef.current = data;
  const stepRef = useRef(stepIndex);
  stepRef.current = stepIndex;
  const heading = useRef<HTMLHeadingElement>(null);
  const stepBox = useRef<HTMLDivElement>(null);
  const total = form.steps.length;
  const step = form.steps[stepIndex];
  const actionCtx: ActionContext = useMemo(() => ({ trades: props.allTrades }), [props.allTrades]);

  const notify = useCallback<FormRuntime['notify']>(
    (message, variant = 'info', title) => enqueueSnackbar(title ? <ToastText title={title} description={message} /> : message, { variant }),
    [enqueueSnackbar],
  );
  /** Back to an empty form on its first step (after a submission, when the form offers another one). */
  const restart = () => {
    sending.resetLedger();
    const fresh = props.freshData ?? props.initialData;
    dataRef.current = fresh;
    dispatch({ type: 'restarted', data: fresh });
  };
  const sending = useSubmission({ formId, form, services, initialLedger: props.initialLedger, notify, dispatch, dataRef, stepRef, restart });
  useDraft({ drafts: services.drafts, data, notify, restored: props.draftRestored ?? false, messages: form.messages });

  const change = (next: FormData) => {
    const outcome = applyChangeActions(form, dataRef.current, next, actionCtx);
    const toStep = outcome.toStep !== undefined ? outcome.toStep - 1 : undefined;
    dataRef.current = outcome.data;
    dispatch({ type: 'changed', data: outcome.data, toStep });
    sending.save(outcome.data, toStep ?? stepIndex);
  };

  const runtime: FormRuntime = {
    formId,
    form,
    data,
    setFields: (patch) => change({ ...dataRef.current, ...patch }),
    trades: props.trades,
    trade: props.allTrades[String(data.tradeType ?? '')],
    tradeLocked: props.tradeLocked,
    customerNumberMode: props.customerNumberMode,
    colourSchemes: props.colourSchemes,
    files: services.files,
    notify,
  };

  // After Continue or Back, the new step's heading takes the focus, so screen readers announce it.
  useEffect(() => {
    if (!state.moved) return;
    heading.current?.focus({ preventScroll: true });
    // The step's progress line (its card's first child) and heading, both below the fixed header.
    scrollBelowHeader(heading.current?.parentElement?.firstElementChild ?? heading.current);
    // Only a change of step moves the focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stepIndex]);

  // The uiSchema changes only when a field is shown or hidden, not on every key press, so rjsf keeps its work.
  const visibility = step.fields.map((f) => (isFieldShown(f, data) ? '1' : '0')).join('');
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const uiSchema = useMemo(() => stepUiSchema(step, dataRef.current, FIELD_NAMES), [step, visibility]);
  const transformErrors = useMemo(() => stepErrorMapper(step, () => dataRef.current, (f) => shownFields(form, stepIndex, dataRef.current)(f)), [step, form, stepIndex]);

  /** The current step's problems, in the spec's words, from its precompiled validator. */
  const check = useCallback(
    (values: FormData) => props.stepValidators[stepIndex].validateFormData(withObjects(withoutEmptyText(values), props.stepSchemas[stepIndex]), props.stepSchemas[stepIndex], undefined, transformErrors, uiSchema),
    [props.stepValidators, props.stepSchemas, stepIndex, transformErrors, uiSchema],
  );
  // From the first Continue on, the step's messages follow every change (and clear as problems are fixed).
  const shownErrors = useMemo(() => (state.liveSteps.has(stepIndex) ? check(data).errorSchema : undefined), [state.liveSteps, stepIndex, check, data]);

  /** Checks the current step: on a problem, draws the messages, shows the step's toast and focuses the first problem. */
  const validateStep = (): boolean => {
    const { errors } = check(dataRef.current);
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

  const goTo = (index: number) => {
    const next = index > stepIndex ? applyEnterActions(form.steps[index].onEnter, dataRef.current, actionCtx) : dataRef.current;
    dataRef.current = next;
    stepRef.current = index;
    dispatch({ type: 'moved', data: next, stepIndex: index });
    sending.save(next, index);
  };

  const onContinue = () => {
    if (!validateStep()) return;
    const leaving = stepIndex;
    goTo(stepIndex + 1);
    sending.leaveStep(leaving);
  };

  const onSubmit = () => {
    if (phase === 'submitting' || !validateStep()) return;
    sending.submit();
  };

  if (phase === 'done') return <ScrollToTop>{props.renderSuccess(data, restart, () => dispatch({ type: 'editing' }))}</ScrollToTop>;

  const single = total === 1;
  const isLast = stepIndex === total - 1;
  const busy = phase === 'submitting';
  const background = state.background;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, borderRadius: 3 }} aria-busy={busy}>
      {!single && <StepProgress form={form} stepIndex={stepIndex} />}
      <Typography ref={heading} tabIndex={-1} variant="h2" component="h2" sx={{ fontSize: { xs: '1.5rem', sm: '1.85rem' }, fontWeight: 700, outline: 'none', scrollMarginTop: 88 }}>
        {step.title}
      </Typography>
      {step.description && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {step.description}
        </Typography>
      )}

      <Box ref={stepBox} sx={{ mt: 3 }} data-step={step.id}>
        <Form
          key={step.id}
          schema={props.stepSchemas[stepIndex]}
          uiSchema={uiSchema}
          formData={data}
          validator={props.stepValidators[stepIndex]}
          widgets={formWidgets}
          fields={formFields}
          formContext={runtime}
          transformErrors={transformErrors}
          extraErrors={shownErrors}
          showErrorList={false}
          noValidate
          noHtml5Validate
          // A `const: true` field (the terms) must start unticked: the customer agrees, rjsf does not.
          experimental_defaultFormStateBehavior={{ constAsDefaults: 'never' }}
          disabled={busy}
          idPrefix={`${formId}`}
          onChange={(event) => change(event.formData as FormData)}
          onSubmit={() => (isLast ? onSubmit() : onContinue())}
        >
          <></>
        </Form>
      </Box>

      {state.failure && (
        <Alert severity="error" sx={{ mt: 2 }} role="alert">
          {state.failure}
        </Alert>
      )}

      {!busy && background && background.total > 0 && <UploadLine form={form} progress={background} />}
      {busy && <SubmitStatus form={form} progress={state.progress} />}

      <Stack direction="row" spacing={2} sx={{ mt: 4, justifyContent: single ? 'flex-end' : 'space-between' }}>
        {!single && (
          <Button variant="outlined" size="large" disabled={stepIndex === 0 || busy} onClick={() => goTo(stepIndex - 1)} sx={{ minHeight: 48 }}>
            {form.buttons.back ?? 'Back'}
          </Button>
        )}
        {isLast ? (
          <Button
            variant="contained"
            size="large"
            disabled={!submitAllowed(form, data) || busy}
            onClick={onSubmit}
            sx={{ minHeight: 48 }}
            startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          >
            {busy ? form.buttons.submitting ?? 'Submitting...' : form.buttons.submit}
          </Button>
        ) : (
          <Button variant="contained" size="large" onClick={onContinue} sx={{ minHeight: 48 }}>
            {form.buttons.continue ?? 'Continue'}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/** Brings the success view (or the preview) into view when it replaces the form. */
function ScrollToTop({ children }: { children: React.ReactNode }) {
  const start = useRef<HTMLDivElement>(null);
  // The success view or preview replaces the form: its heading comes into view, below any fixed header.
  useEffect(() => {
    scrollBelowHeader(start.current);
  }, []);
  return <div ref={start}>{children}</div>;
}
