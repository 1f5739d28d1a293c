import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Box, Button, CircularProgress, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import Form from '@rjsf/mui';
import type { RJSFSchema, RJSFValidationError, ValidatorType } from '@rjsf/utils';
import { useSnackbar } from 'notistack';
import type { FormConfig, TradeConfig } from '@/generated/config-types';
import { interpolate } from '@/domain/text-template';
import { scrollBelowHeader } from './scroll-below-header';
import { applyChangeActions, applyEnterActions, filesToUploadOnLeave, type ActionContext } from './actions';
import { stepErrorMapper, toastFor } from './errors';
import type { FormServices, SubmitProgress, UploadLedger } from './form-services';
import type { CustomerNumberMode, FormData, FormRuntime } from './runtime';
import { isFieldShown, stepUiSchema } from './ui-schema';
import { answerValues, submitAllowed } from './success-extras';
import { formFields, formWidgets, FIELD_NAMES } from './widgets/registry';

export interface WizardProps {
  formId: string;
  form: FormConfig;
  /** One schema and one precompiled validator per step. */
  stepSchemas: RJSFSchema[];
  stepValidators: ValidatorType[];
  /** The answers to start from (defaults, the saved draft and the link's parameters already applied). */
  initialData: FormData;
  initialStep: number;
  initialLedger: UploadLedger;
  trades: TradeConfig[];
  allTrades: Record<string, TradeConfig>;
  tradeLocked: boolean;
  customerNumberMode: CustomerNumberMode;
  colourSchemes: FormRuntime['colourSchemes'];
  services: FormServices;
  /** What replaces the form after a successful submission; `again` returns to an empty form. */
  renderSuccess(data: FormData, again: () => void, back: () => void): React.ReactNode;
}

/** Fields a step shows, as dotted paths, and whether a path lies within one of them. */
function shownFields(form: FormConfig, stepIndex: number, data: FormData): (path: string) => boolean {
  const fields = form.steps[stepIndex].fields.filter((f) => isFieldShown(f, data)).map((f) => f.field);
  return (path) => fields.some((f) => path === f || path.startsWith(`${f}.`));
}

/** A copy without empty or blank text values (at any depth outside lists): an empty answer is no answer. */
export function withoutEmptyText(data: FormData): FormData {
  const out: FormData = {};
  for (const [key, value] of Object.entries(data)) {
    if (typeof value === 'string' && value.trim() === '') continue;
    out[key] = value && typeof value === 'object' && !Array.isArray(value) ? withoutEmptyText(value as FormData) : value;
  }
  return out;
}

/**
 * A copy with an empty object for each object property of the schema the data lacks, so that a missing nested
 * answer is reported on its own field ("First name is required") rather than on the group.
 */
export function withObjects(data: FormData, schema: RJSFSchema): FormData {
  const out: FormData = { ...data };
  for (const [key, prop] of Object.entries(schema.properties ?? {})) {
    if (typeof prop === 'object' && prop.type === 'object' && prop.properties && out[key] === undefined) out[key] = {};
  }
  return out;
}

/** Removes the values of fields hidden by `showWhen` (e.g. the domain name when no domain is owned). */
export function withoutHiddenFields(form: FormConfig, data: FormData): FormData {
  const out: FormData = { ...data };
  for (const step of form.steps) {
    for (const field of step.fields) {
      if (field.showWhen && !isFieldShown(field, data) && !field.field.includes('.')) delete out[field.field];
    }
  }
  return out;
}

/**
 * The multi-step form: progress bar, one rjsf form per step, Back / Continue / Submit, the step's named
 * actions, toasts for failed steps, a draft saved on every change, and the submission.
 */
export function Wizard(props: WizardProps) {
  const { form, formId, services } = props;
  const { enqueueSnackbar } = useSnackbar();
  const total = form.steps.length;
  const [data, setData] = useState<FormData>(props.initialData);
  const [stepIndex, setStepIndex] = useState(Math.min(Math.max(props.initialStep, 0), total - 1));
  const [liveSteps, setLiveSteps] = useState<ReadonlySet<number>>(new Set());
  const [phase, setPhase] = useState<'editing' | 'submitting' | 'done'>('editing');
  const [progress, setProgress] = useState<SubmitProgress | undefined>();
  const [background, setBackground] = useState<SubmitProgress | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const ledger = useRef<UploadLedger>(props.initialLedger);
  const dataRef = useRef(data);
  dataRef.current = data;
  const heading = useRef<HTMLHeadingElement>(null);
  const stepBox = useRef<HTMLDivElement>(null);
  const movedByUser = useRef(false);
  const submitting = useRef<Promise<void> | null>(null);

  const actionCtx: ActionContext = useMemo(() => ({ trades: props.allTrades }), [props.allTrades]);
  const step = form.steps[stepIndex];

  const save = useCallback(
    (next: FormData, nextStep: number) => services.drafts.save(formId, { step: nextStep, data: next, uploads: ledger.current }),
    [services, formId],
  );

  const change = useCallback(
    (next: FormData) => {
      const before = dataRef.current;
      const outcome = applyChangeActions(form, before, next, actionCtx);
      dataRef.current = outcome.data;
      setData(outcome.data);
      const target = outcome.toStep !== undefined ? outcome.toStep - 1 : undefined;
      if (target !== undefined && target !== stepIndex) {
        movedByUser.current = true;
        setStepIndex(target);
      }
      save(outcome.data, target ?? stepIndex);
    },
    [form, actionCtx, save, stepIndex],
  );

  const notify = useCallback<FormRuntime['notify']>(
    (message, variant = 'info', title) =>
      enqueueSnackbar(title ? <ToastText title={title} description={message} /> : message, { variant }),
    [enqueueSnackbar],
  );

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
    if (!movedByUser.current) return;
    heading.current?.focus({ preventScroll: true });
    // The step's progress line (its card's first child) and heading, both below the fixed header.
    scrollBelowHeader(heading.current?.parentElement?.firstElementChild ?? heading.current);
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
  const shownErrors = useMemo(() => (liveSteps.has(stepIndex) ? check(data).errorSchema : undefined), [liveSteps, stepIndex, check, data]);

  /** Checks the current step: on a problem, draws the messages, shows the step's toast and focuses the first problem. */
  const validateStep = (): boolean => {
    const { errors } = check(dataRef.current);
    setLiveSteps((s) => (s.has(stepIndex) ? s : new Set(s).add(stepIndex)));
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
    movedByUser.current = true;
    let next = dataRef.current;
    if (index > stepIndex) next = applyEnterActions(form.steps[index].onEnter, next, actionCtx);
    if (next !== dataRef.current) {
      dataRef.current = next;
      setData(next);
    }
    setStepIndex(index);
    save(next, index);
  };

  const onContinue = () => {
    if (!validateStep()) return;
    const leaving = stepIndex;
    goTo(stepIndex + 1);
    const fields = filesToUploadOnLeave(form.steps[leaving].onLeave);
    if (services.onLeaveStep && form.steps[leaving].onLeave?.length) {
      // The pipeline's own background work (e.g. the partner flow's hooks); its toast says how it went.
      services
        .onLeaveStep(leaving, form.steps[leaving].onLeave, dataRef.current, ledger.current, setBackground)
        .then((out) => {
          if (!out) return;
          ledger.current = { ...ledger.current, ...out.ledger };
          save(dataRef.current, leaving + 1);
          if (out.toast) notify(out.toast.description, out.toast.variant, out.toast.title);
        })
        .catch((error: unknown) => console.warn('Background step failed; the files will be uploaded on submit.', error));
    } else if (fields.length) {
      // Background upload of this step's files; a failure is only logged and the customer goes on (spec part 1 §4).
      services
        .uploadStepFiles(fields, dataRef.current, ledger.current)
        .then((next) => {
          ledger.current = next;
          save(dataRef.current, leaving + 1);
        })
        .catch((error: unknown) => console.warn('Background upload failed; the files will be uploaded on submit.', error));
    }
  };

  /** Back to an empty form on its first step (after a submission, when the form offers another one). */
  function startAgain() {
    ledger.current = {};
    dataRef.current = props.initialData;
    setData(props.initialData);
    setLiveSteps(new Set());
    setStepIndex(0);
    setPhase('editing');
  }

  const onSubmit = () => {
    if (submitting.current) return; // a double click sends once
    if (!validateStep()) return;
    setPhase('submitting');
    setFailure(undefined);
    submitting.current = (async () => {
      await services.drafts.flush();
      const outcome = await services.submit(withoutEmptyText(withoutHiddenFields(form, dataRef.current)), ledger.current, setProgress);
      ledger.current = outcome.ledger;
      if (outcome.ok) {
        // A preview keeps the draft: Back to Form returns to the same answers.
        if (form.success?.mode !== 'preview') await services.drafts.clear(formId);
        const done = form.messages.submitted;
        const answers = answerValues(dataRef.current);
        if (form.success?.mode === 'reset') startAgain();
        else setPhase('done');
        if (done) notify(interpolate(done.description ?? done.title, answers), 'success', done.description && interpolate(done.title, answers));
        return;
      }
      save(dataRef.current, stepIndex);
      const toast = outcome.toast ?? (outcome.kind === 'upload' ? (isMobileDevice() && form.messages.uploadFailedMobile) || form.messages.uploadFailed : form.messages.submitFailed);
      notify(interpolate(toast.description, { reason: outcome.message || 'An unknown error occurred' }), 'error', toast.title);
      setFailure(outcome.message);
      afterHold(() => setPhase('editing'));
    })()
      .catch((error: unknown) => {
        notify(form.messages.submitFailed.description, 'error', form.messages.submitFailed.title);
        setFailure(error instanceof Error ? error.message : String(error));
        setPhase('editing');
      })
      .finally(() =>
        afterHold(() => {
          submitting.current = null;
          setProgress(undefined);
        }),
      );
  };
  /** Runs `fn` once the form's busy hold (`submit.holdBusyMs`, e.g. 1.5 s on the media page) has passed. */
  const afterHold = (fn: () => void) => (form.submit?.holdBusyMs ? window.setTimeout(fn, form.submit.holdBusyMs) : fn());

  if (phase === 'done') return <ScrollToTop>{props.renderSuccess(data, startAgain, () => setPhase('editing'))}</ScrollToTop>;

  const percent = Math.round(((stepIndex + 1) / total) * 100);
  const single = total === 1;
  const isLast = stepIndex === total - 1;
  const busy = phase === 'submitting';
  const canSubmit = submitAllowed(form, data);
  const values = { step: stepIndex + 1, total, percent };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, borderRadius: 3 }} aria-busy={busy}>
      {!single && (
      <Box sx={{ mb: 3 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {interpolate(form.progress?.step ?? 'Step {step} of {total}', values)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {interpolate(form.progress?.percent ?? '{percent}% complete', values)}
          </Typography>
        </Stack>
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label={interpolate(form.progress?.step ?? 'Step {step} of {total}', values)}
          sx={{ height: 8, borderRadius: 4 }}
        />
      </Box>
      )}

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

      {failure && (
        <Alert severity="error" sx={{ mt: 2 }} role="alert">
          {failure}
        </Alert>
      )}

      {!busy && background && background.total > 0 && <UploadLine form={form} progress={background} />}
      {busy && progress?.message !== undefined && <UploadLine form={form} progress={progress} fixed />}
      {busy && progress?.message === undefined && (
        <Box sx={{ mt: 3 }} role="status" aria-live="polite">
          {form.progress?.uploading && progress && progress.total > 0 && (
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
              <CircularProgress size={22} aria-hidden />
              <Typography variant="h3" sx={{ fontSize: '1.15rem', fontWeight: 700 }}>{form.progress.uploading}</Typography>
            </Stack>
          )}
          <Typography variant="body2" sx={{ mb: 1 }}>
            {progress && progress.total > 0 ? uploadText(form, progress) : form.buttons.submitting ?? 'Submitting...'}
          </Typography>
          <LinearProgress
            variant={progress && progress.total > 0 ? 'determinate' : 'indeterminate'}
            value={progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : undefined}
            aria-label="Sending your request"
          />
        </Box>
      )}

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
            disabled={!canSubmit || busy}
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

/** A toast with a bold title line and a sentence. */
export function ToastText({ title, description }: { title: string; description: string }) {
  return (
    <Box>
      <Typography component="strong" sx={{ display: 'block', fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography component="span" variant="body2">
        {description}
      </Typography>
    </Box>
  );
}

/** True on phones and tablets (the upload error then suggests the desktop site, spec part 2 §8). */
export function isMobileDevice(): boolean {
  return typeof navigator !== 'undefined' && /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i.test(navigator.userAgent);
}

/** "Uploading 2 of 5 (40%)" from the form's `progress.uploadCount`. */
function uploadText(form: FormConfig, p: SubmitProgress): string {
  const current = Math.min(p.done + 1, p.total);
  const percent = Math.round((p.done / p.total) * 100);
  return `${interpolate(form.progress?.uploadCount ?? 'Uploading {current} of {total}', { current, total: p.total, percent })} (${percent}%)`;
}

/**
 * A status line of uploads: background uploads ("Uploading 1 of 3 (33%)"), or the pipeline's own message and
 * percentage in a bar fixed to the bottom of the window (the media page).
 */
function UploadLine({ form, progress, fixed = false }: { form: FormConfig; progress: SubmitProgress; fixed?: boolean }) {
  const percent = progress.percent ?? Math.round((progress.done / Math.max(progress.total, 1)) * 100);
  const text = progress.message ?? uploadText(form, progress);
  return (
    <Box
      role="status"
      aria-live="polite"
      data-upload-status
      sx={fixed ? { position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 1200, p: 2, bgcolor: 'background.paper', borderTop: '1px solid', borderColor: 'divider', boxShadow: 3 } : { mt: 3 }}
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>{text}</Typography>
        {fixed && <Typography variant="body2">{percent}%</Typography>}
      </Stack>
      <LinearProgress variant="determinate" value={percent} aria-label={text} />
    </Box>
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
