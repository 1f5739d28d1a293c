import { memo, useCallback, useEffect, useMemo, useReducer, useRef, type ComponentProps, type RefObject } from 'react';
import { Alert, Box, Paper, Typography } from '@mui/material';
import Form from '@rjsf/mui';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { useSnackbar } from 'notistack';
import type { FormConfig, TradeConfig } from '@/generated/config-types';
import type { SendLedger } from '@/services/send-types';
import { applyChangeActions, applyEnterActions, type ActionContext } from './actions';
import { scrollBelowHeader } from './scroll-below-header';
import type { FormServices } from './form-services';
import { FormDataContext, useSteadyRuntime, type CustomerNumberMode, type FormData, type FormRuntime } from './runtime';
import { submitAllowed } from './success-extras';
import { useStepCheck } from './use-step-check';
import { useSubmission } from './use-submission';
import { clampStep } from './wizard-data';
import { ScrollToTop, StepButtons, StepProgress, SubmitStatus, ToastText, UploadLine } from './wizard-progress';
import { initialWizardState, wizardReducer } from './wizard-state';
import { formFields, formTemplates, formWidgets } from './widgets/registry';
import { useDraft } from './use-draft';

const MemoStepButtons = memo(StepButtons);

/** The progress line, the step's title (which takes the focus on a step change) and its description. */
const StepHead = memo(function StepHead({ form, stepIndex, heading }: { form: FormConfig; stepIndex: number; heading: RefObject<HTMLHeadingElement | null> }) {
  const step = form.steps[stepIndex];
  return (
    <>
      {form.steps.length > 1 && <StepProgress form={form} stepIndex={stepIndex} />}
      <Typography ref={heading} tabIndex={-1} variant="h2" component="h2" sx={{ fontSize: { xs: '1.5rem', sm: '1.85rem' }, fontWeight: 700, outline: 'none', scrollMarginTop: 88 }}>
        {step.title}
      </Typography>
      {step.description && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {step.description}
        </Typography>
      )}
    </>
  );
});

type FormProps = ComponentProps<typeof Form>;

/** A `const: true` field (the terms) must start unticked: the customer agrees, rjsf does not. */
const DEFAULT_STATE: FormProps['experimental_defaultFormStateBehavior'] = { constAsDefaults: 'never' };
/** The wizard draws its own buttons. */
const NO_BUTTONS = <></>;

/**
 * The rjsf form, drawn again only when a prop changes, the answers included, unless they are the very answers it
 * just reported (`echoOf`): rjsf has drawn those already, so a key press draws the step's fields once, not twice.
 * Its handlers are steady (they call the wizard's latest through a ref).
 */
const StepForm = memo(
  function StepForm({ echoOf, ...props }: FormProps & { echoOf: RefObject<unknown> }) {
    return <Form {...props} />;
  },
  (before, after) => {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)]) as Set<keyof typeof after>) {
      if (before[key] === after[key]) continue;
      if (key === 'formData' && after.formData === after.echoOf.current) continue;
      return false;
    }
    return true;
  },
);

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
  renderSuccess(data: FormData, again: () => void, back: () => void, preview?: { url: string; status: string }): React.ReactNode;
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

  const parts = { formId, form, trades: props.trades, trade: props.allTrades[String(data.tradeType ?? '')], tradeLocked: props.tradeLocked, customerNumberMode: props.customerNumberMode, colourSchemes: props.colourSchemes, files: services.files, notify };
  const runtime = useSteadyRuntime(parts, dataRef, change);

  // After Continue or Back, the new step's heading takes the focus, so screen readers announce it.
  useEffect(() => {
    if (!state.moved) return;
    heading.current?.focus({ preventScroll: true });
    // The step's progress line (its card's first child) and heading, both below the fixed header.
    scrollBelowHeader(heading.current?.parentElement?.firstElementChild ?? heading.current);
    // Only a change of step moves the focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stepIndex]);

  const { uiSchema, transformErrors, shownErrors, validateStep } = useStepCheck({ form, state, stepSchemas: props.stepSchemas, stepValidators: props.stepValidators, dataRef, stepBox, notify, dispatch });

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

  // This render's handlers, called through steady functions, so the rjsf form, the step's heading and its buttons
  // are not drawn again on every key press.
  const latest = useRef({ change, onContinue, onSubmit, back: () => goTo(stepIndex - 1) });
  latest.current = { change, onContinue, onSubmit, back: () => goTo(stepIndex - 1) };
  const reported = useRef<unknown>(undefined);
  const onFormChange = useCallback<NonNullable<FormProps['onChange']>>((event) => {
    reported.current = event.formData;
    latest.current.change(event.formData as FormData);
  }, []);
  const onBack = useCallback(() => latest.current.back(), []);
  const onContinueClick = useCallback(() => latest.current.onContinue(), []);
  const onSubmitClick = useCallback(() => latest.current.onSubmit(), []);
  const onFormSubmit = useCallback(() => (stepRef.current === form.steps.length - 1 ? latest.current.onSubmit() : latest.current.onContinue()), [form]);

  if (phase === 'done') return <ScrollToTop>{props.renderSuccess(data, restart, () => dispatch({ type: 'editing' }), state.preview)}</ScrollToTop>;

  const isLast = stepIndex === form.steps.length - 1;
  const busy = phase === 'submitting';
  const background = state.background;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, borderRadius: 3 }} aria-busy={busy}>
      <StepHead form={form} stepIndex={stepIndex} heading={heading} />

      <Box ref={stepBox} sx={{ mt: 3 }} data-step={step.id}>
        <FormDataContext.Provider value={data}>
          <StepForm
            key={step.id}
            echoOf={reported}
            schema={props.stepSchemas[stepIndex]}
            uiSchema={uiSchema}
            formData={data}
            validator={props.stepValidators[stepIndex]}
            widgets={formWidgets}
            fields={formFields}
            templates={formTemplates}
            formContext={runtime}
            transformErrors={transformErrors}
            extraErrors={shownErrors}
            showErrorList={false}
            noValidate
            noHtml5Validate
            experimental_defaultFormStateBehavior={DEFAULT_STATE}
            disabled={busy}
            idPrefix={`${formId}`}
            onChange={onFormChange}
            onSubmit={onFormSubmit}
          >
            {NO_BUTTONS}
          </StepForm>
        </FormDataContext.Provider>
      </Box>

      {state.failure && (
        <Alert severity="error" sx={{ mt: 2 }} role="alert">
          {state.failure}
        </Alert>
      )}

      {busy && <SubmitStatus form={form} progress={state.progress} />}

      <MemoStepButtons
        form={form}
        first={stepIndex === 0}
        last={isLast}
        busy={busy}
        canSubmit={submitAllowed(form, data)}
        onBack={onBack}
        onContinue={onContinueClick}
        onSubmit={onSubmitClick}
      />
      {/* Below the buttons, so it never moves Continue under the customer's finger: once shown, its space stays after the uploads end. */}
      {!busy && background && <UploadLine form={form} progress={background} />}
    </Paper>
  );
}
