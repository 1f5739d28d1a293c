import { memo, useCallback, useMemo, useReducer, useRef, useState } from 'react';
import { Alert, Box, Paper } from '@mui/material';
import { applyChangeActions, applyEnterActions, type ActionContext } from './actions';
import { FormDataContext, tradeOf, useSteadyRuntime, type FormData } from './runtime';
import type { WizardProps } from './wizard-props';
import { submitAllowed } from './success-extras';
import { useStepCheck } from './use-step-check';
import { useSubmission } from './use-submission';
import { clampStep } from './wizard-data';
import { ScrollToTop, StepButtons, SubmitStatus, UploadLine } from './wizard-progress';
import { useFormToasts } from './use-form-toasts';
import { DEFAULT_STATE, NO_BUTTONS, StepForm, StepHead, type FormProps } from './wizard-step';
import { initialWizardState, servedWizardState, wizardReducer } from './wizard-state';
import { formFields, formTemplates, formWidgets } from './widgets/registry';
import { useDraft } from './use-draft';
import { useStepHistory } from './use-step-history';
import { useSentEntry } from './use-sent-entry';
import { CheckAnswers } from './check-answers';
import { clearSent, sentMark } from './sent-history';
import { htmlFormProps } from './html-form';
import { ErrorSummary, SentNotice } from './error-summary';
import { handTypedText, LiveChecks } from './typed-text';
import { AfterList, StepEntryProvider, useStepEntry } from './draw-later';
import { useStepWidgets } from './step-widgets';
import { useStepFocus } from './use-step-focus';

const MemoStepButtons = memo(StepButtons);

/**
 * The multi-step form: progress bar, one rjsf form per step, Back / Continue / Submit, the step's named
 * actions, toasts for failed steps, a draft saved on every change, and the submission (use-submission.ts).
 */
export function Wizard(props: WizardProps) {
  const { form, formId, services } = props;
  const { notify, dismiss: closeSnackbar } = useFormToasts();
  // A draft saved on the check page (step = the number of steps) opens on it again.
  // A confirmation kept in this history entry (a reload of it, or Back or Forward to it) opens as it was shown.
  const [state, dispatch] = useReducer(wizardReducer, undefined, () => {
    const sent = (props.live ?? true) ? sentMark(formId) : undefined;
    const opening = sent?.step ?? props.initialStep;
    const initial = initialWizardState(sent?.data ?? props.initialData, clampStep(form, opening), Boolean(form.check) && opening >= form.steps.length);
    if (sent) return { ...initial, phase: 'done' as const, reference: sent.reference, preview: sent.preview };
    return servedWizardState(initial, props.served, form.success?.mode === 'reset');
  });
  // The server's problems (or its sent notice) stay at the top until the form is checked again here.
  const [served, setServed] = useState(props.served);
  // The step and answers the server drew its problems on: each stands beside its field while that answer is unchanged.
  const [drawn] = useState(() => ({ step: state.stepIndex, data: state.data }));
  const servedProblems = useMemo(() => (served?.errors.length ? { errors: served.errors, ...drawn } : undefined), [served, drawn]);
  const sentNotice = served?.sent && form.success?.mode === 'reset' ? form.messages.submitted : undefined;
  const { data, stepIndex, phase, reviewing } = state;
  /** Where the customer is: a step, or the check page after the last step. */
  const position = reviewing ? form.steps.length : stepIndex;
  const dataRef = useRef(data);
  dataRef.current = data;
  // The step a save names: the check page counts as the step after the last.
  const stepRef = useRef(stepIndex);
  stepRef.current = state.reviewing ? form.steps.length : stepIndex;
  const heading = useRef<HTMLHeadingElement>(null);
  const stepBox = useRef<HTMLDivElement>(null);
  const step = form.steps[stepIndex];
  const actionCtx: ActionContext = useMemo(() => ({ trades: props.allTrades }), [props.allTrades]);

  /** Back to an empty form on its first step (after a submission, when the form offers another one). */
  const restart = () => {
    clearSent(formId);
    sending.resetLedger();
    const fresh = props.freshData ?? props.initialData;
    dataRef.current = fresh;
    dispatch({ type: 'restarted', data: fresh });
    steps.replaced(0);
  };
  const sending = useSubmission({ formId, form, services, initialLedger: props.initialLedger, notify, dispatch, dataRef, stepRef, restart });
  useDraft({ drafts: services.drafts, data, notify, restored: props.draftRestored ?? false, messages: form.messages });

  const change = (next: FormData) => {
    const outcome = applyChangeActions(form, dataRef.current, next, actionCtx);
    const toStep = outcome.toStep !== undefined ? outcome.toStep - 1 : undefined;
    dataRef.current = outcome.data;
    dispatch({ type: 'changed', data: outcome.data, toStep });
    sending.save(outcome.data, toStep ?? stepIndex);
    // A change that moves the form (a new trade returns to step 1) is where this entry now stands.
    if (toStep !== undefined && toStep !== stepIndex) steps.replaced(toStep);
  };

  const parts = { formId, form, trades: props.trades, trade: props.allTrades[tradeOf(form, data)], tradeLocked: props.tradeLocked, customerNumberMode: props.customerNumberMode, colourSchemes: props.colourSchemes, files: services.files, notify };
  const runtime = useSteadyRuntime(parts, dataRef, change);

  useStepFocus(heading, state.moved, stepIndex, reviewing, phase === 'done');

  const entry = useStepEntry(position, state.moved);
  useStepWidgets(form, props.live ?? true, position);

  const { uiSchema, transformErrors, shownErrors, validateStep } = useStepCheck({ form, state, stepSchemas: props.stepSchemas, stepValidators: props.stepValidators, dataRef, stepBox, notify, dismiss: closeSnackbar, dispatch, served: servedProblems });

  const goTo = (index: number) => {
    const next = index > stepIndex ? applyEnterActions(form.steps[index].onEnter, dataRef.current, actionCtx) : dataRef.current;
    dataRef.current = next;
    stepRef.current = index;
    dispatch({ type: 'moved', data: next, stepIndex: index });
    sending.save(next, index);
  };

  // Each step is an entry in the browser history: its Back and Forward move between steps (use-step-history.ts); a
  // form whose success view is the preview marks it as one more entry (use-sent-entry.ts).
  const previewMode = form.success?.mode === 'preview';
  const sentAt = form.steps.length + 1;
  const steps = useStepHistory({ formId, stepIndex: phase === 'done' && previewMode ? sentAt : position, live: props.live ?? true, moveTo: (to) => handlers.moveTo(to) });
  const sent = useSentEntry({ enabled: previewMode, formId, form, state, live: props.live ?? true, position, sentAt, steps, dispatch });

  /** The check page ("check your answers"), after the last step or a Change. */
  const review = () => {
    stepRef.current = form.steps.length;
    dispatch({ type: 'review' });
    sending.save(dataRef.current, form.steps.length);
  };

  const onContinue = () => {
    setServed(undefined);
    if (!validateStep()) return;
    const leaving = stepIndex;
    if (form.check && (stepIndex === form.steps.length - 1 || state.returning)) {
      review();
      steps.entered(form.steps.length);
      if (leaving < form.steps.length - 1) sending.leaveStep(leaving);
      return;
    }
    goTo(stepIndex + 1);
    steps.entered(stepIndex + 1);
    sending.leaveStep(leaving);
  };

  const back = () => {
    if (steps.back()) return;
    const to = reviewing ? stepIndex : stepIndex - 1;
    goTo(to);
    steps.replaced(to);
  };

  /** A Change on the check page: that step, then Continue returns to the check page. */
  const changeStep = (index: number) => {
    dataRef.current = data;
    stepRef.current = index;
    dispatch({ type: 'moved', data, stepIndex: index, returning: true });
    sending.save(data, index);
    steps.entered(index);
  };

  /** A step the browser's Back or Forward went to (a sent form's entries: use-sent-entry.ts). */
  const moveTo = (to: number) => {
    if (sent.moved(to, dataRef.current) || to < 0 || to > form.steps.length) return;
    if (to === form.steps.length) {
      if (form.check) review();
      return;
    }
    goTo(to);
  };

  const onSubmit = () => {
    setServed(undefined);
    if (phase === 'submitting' || !validateStep()) return;
    sending.submit();
  };

  // This render's handlers, called through steady functions, so the rjsf form, the step's heading and its buttons
  // are not drawn again on every key press.
  const latest = useRef({ change, onContinue, onSubmit, back, moveTo });
  latest.current = { change, onContinue, onSubmit, back, moveTo };
  const reported = useRef<unknown>(undefined);
  const onFormChange = useCallback<NonNullable<FormProps['onChange']>>((event) => {
    reported.current = event.formData;
    latest.current.change(event.formData as FormData);
  }, []);
  // Steady handlers that each first hand over what was just typed (typed-text.ts), so the step is checked, moved and
  // saved with every key.
  const handlers = useMemo(() => {
    const afterTyped =
      <A extends unknown[]>(run: (...args: A) => void) =>
      (...args: A) => {
        handTypedText();
        run(...args);
      };
    return {
      onBack: afterTyped(() => latest.current.back()),
      onContinue: afterTyped(() => latest.current.onContinue()),
      onSubmit: afterTyped(() => latest.current.onSubmit()),
      onFormSubmit: afterTyped(() => (stepRef.current === form.steps.length - 1 ? latest.current.onSubmit() : latest.current.onContinue())),
      moveTo: afterTyped((to: number) => latest.current.moveTo(to)),
    };
  }, [form]);
  const { onBack, onContinue: onContinueClick, onSubmit: onSubmitClick, onFormSubmit } = handlers;

  if (phase === 'done') return <ScrollToTop>{props.renderSuccess(data, restart, sent.backToForm, state.preview, state.reference)}</ScrollToTop>;

  const isLast = stepIndex === form.steps.length - 1;
  const htmlForm = htmlFormProps(formId);
  const busy = phase === 'submitting';
  const background = state.background;
  // Under the step or the check page: why the last Submit failed, and the progress of the one under way.
  const outcome = (
    <>
      {state.failure && (
        <Alert severity="error" sx={{ mt: 2 }} role="alert">
          {state.failure}
        </Alert>
      )}
      {busy && <SubmitStatus form={form} progress={state.progress} />}
    </>
  );

  if (reviewing) {
    return (
      <CheckAnswers
        heading={heading}
        form={form}
        data={data}
        words={{ trades: props.allTrades, schemes: props.colourSchemes }}
        skip={(f) => props.customerNumberMode === 'hidden' && f.widget === 'customer-reference'}
        onChange={changeStep}
        // Served, and while hydrating, the page is a plain form too: Change and Submit post it (`_intent`).
        post={props.live === false ? htmlFormProps(formId) : undefined}
        buttons={
          <>
            {outcome}
            <MemoStepButtons form={form} formId={formId} live={props.live ?? true} first={false} last busy={busy} canSubmit={submitAllowed(form, data)} onBack={onBack} onContinue={onContinueClick} onSubmit={onSubmitClick} />
          </>
        }
      />
    );
  }

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, borderRadius: 3 }} aria-busy={busy}>
      <ErrorSummary form={form} formId={formId} errors={served?.errors ?? []} />
      {sentNotice && <SentNotice notice={sentNotice} data={served?.sent?.data ?? {}} />}
      <StepHead form={form} stepIndex={stepIndex} heading={heading} />

      <StepEntryProvider value={entry}>
        <Box ref={stepBox} sx={{ mt: 3 }} data-step={step.id}>
          <FormDataContext.Provider value={data}>
            <LiveChecks.Provider value={state.liveSteps.has(stepIndex)}>
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
                {...htmlForm}
                onChange={onFormChange}
                onSubmit={onFormSubmit}
              >
                {NO_BUTTONS}
              </StepForm>
            </LiveChecks.Provider>
          </FormDataContext.Provider>
        </Box>

        {/* Below the step's fields: drawn with a long list's later items (draw-later.tsx). */}
        <AfterList keep>
          {outcome}

          <MemoStepButtons
            form={form}
            formId={formId}
            live={props.live ?? true}
            first={stepIndex === 0}
            last={isLast && form.check ? 'before-check' : isLast}
            busy={busy}
            canSubmit={submitAllowed(form, data)}
            onBack={onBack}
            onContinue={onContinueClick}
            onSubmit={onSubmitClick}
          />
          {/* Below the buttons, so it never moves Continue under the customer's finger: once shown, its space stays after the uploads end. */}
          {!busy && background && <UploadLine form={form} progress={background} />}
        </AfterList>
      </StepEntryProvider>
    </Paper>
  );
}
