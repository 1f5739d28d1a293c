/**
 * What the wizard shows around a step: the step bar ("Step 2 of 10", "20% complete"), the line of
 * background uploads ("Uploading 1 of 3 (33%)"), the submission's status, Back / Continue / Submit, and the
 * two-line toast text.
 */
import { useEffect, useRef } from 'react';
import { Box, Button, CircularProgress, LinearProgress, Stack, Typography } from '@mui/material';
import type { FormConfig } from '@/generated/config-types';
import { interpolate } from '@/domain/text-template';
import type { SendProgress } from '@/services/send-types';
import { scrollBelowHeader } from './scroll-below-header';
import { site } from '@/generated/config';
import { formElementId, INTENT } from './html-form';

/** The step bar of a form with more than one step. */
export function StepProgress({ form, stepIndex }: { form: FormConfig; stepIndex: number }) {
  const total = form.steps.length;
  const percent = Math.round(((stepIndex + 1) / total) * 100);
  const values = { step: stepIndex + 1, total, percent };
  const label = interpolate(form.progress?.step ?? site.words.forms.step, values);
  return (
    <Box sx={{ mb: 3 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {interpolate(form.progress?.percent ?? site.words.forms.percent, values)}
        </Typography>
      </Stack>
      <LinearProgress variant="determinate" value={percent} aria-label={label} sx={{ height: 8, borderRadius: 4 }} />
    </Box>
  );
}

/** "Uploading 2 of 5 (40%)" from the form's `progress.uploadCount`. */
function uploadText(form: FormConfig, p: SendProgress): string {
  const current = Math.min(p.done + 1, p.total);
  const percent = Math.round((p.done / p.total) * 100);
  return `${interpolate(form.progress?.uploadCount ?? site.words.forms.uploadCount, { current, total: p.total, percent })} (${percent}%)`;
}

/**
 * A status line of uploads: background uploads ("Uploading 1 of 3 (33%)"), or the plan's own status text and
 * percentage in a bar fixed to the bottom of the window (the media page).
 *
 * A background line whose uploads are done keeps its space, invisible, so that the page never grows shorter under
 * the customer's finger: a page scrolled to its end would otherwise move Continue down as the line went.
 */
export function UploadLine({ form, progress, fixed = false }: { form: FormConfig; progress: SendProgress; fixed?: boolean }) {
  const idle = !fixed && progress.total === 0 && progress.message === undefined;
  const percent = progress.percent ?? Math.round((progress.done / Math.max(progress.total, 1)) * 100);
  const text = idle ? '\u00a0' : (progress.message ?? uploadText(form, progress));
  return (
    <Box
      {...(idle ? { 'aria-hidden': true, 'data-upload-space': true } : { role: 'status', 'aria-live': 'polite', 'data-upload-status': true })}
      sx={
        fixed
          ? { position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 1200, p: 2, bgcolor: 'background.paper', borderTop: '1px solid', borderColor: 'divider', boxShadow: 3 }
          : { mt: 3, visibility: idle ? 'hidden' : undefined }
      }
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>{text}</Typography>
        {fixed && <Typography variant="body2">{percent}%</Typography>}
      </Stack>
      <LinearProgress variant="determinate" value={percent} aria-label={text} />
    </Box>
  );
}

/** The submission's status while it runs: the plan's status bar, or "Uploading X of Y" and a bar. */
export function SubmitStatus({ form, progress }: { form: FormConfig; progress: SendProgress | undefined }) {
  if (progress?.message !== undefined) return <UploadLine form={form} progress={progress} fixed />;
  const counting = !!progress && progress.total > 0;
  return (
    <Box sx={{ mt: 3 }} role="status" aria-live="polite">
      {form.progress?.uploading && counting && (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
          <CircularProgress size={22} aria-hidden />
          <Typography variant="h3" sx={{ fontSize: '1.15rem', fontWeight: 700 }}>{form.progress.uploading}</Typography>
        </Stack>
      )}
      <Typography variant="body2" sx={{ mb: 1 }}>
        {counting ? uploadText(form, progress) : form.buttons.submitting}
      </Typography>
      <LinearProgress
        variant={counting ? 'determinate' : 'indeterminate'}
        value={counting ? Math.round((progress.done / progress.total) * 100) : undefined}
        aria-label={site.words.forms.sending}
      />
    </Box>
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

interface StepButtonsProps {
  form: FormConfig;
  /** The form's id: its buttons belong to its `<form>` element (see html-form.ts). */
  formId: string;
  first: boolean;
  /**
   * True on the last step (or the check page): Submit. `'before-check'` on the last step of a form with a check
   * page: Continue, held like Submit until `buttons.submitRequires` has a value.
   */
  last: boolean | 'before-check';
  busy: boolean;
  /** False until the field of `buttons.submitRequires` has a value (the terms agreed). */
  canSubmit: boolean;
  /**
   * False in the served HTML and while hydrating: the buttons are then the form's submit buttons (`_intent`), never
   * held, so the form posts without script; once live they are the enhanced form's own buttons, as before.
   */
  live?: boolean;
  onBack(): void;
  onContinue(): void;
  onSubmit(): void;
}

/**
 * Back, Continue and Submit show a press by CSS alone: while held, the button is covered with its text colour at the
 * strength of MUI's ripple (30%), at once and with no script. MUI's ripple is left out on these buttons: on the tap
 * that changes the step it was drawn by React before the step (its elements, its first styles added to the page, which
 * restyled the whole page, and a measure of the button), about a third of a step change's processor time on a slow
 * phone, for a wave the new step covered at once. Their keyboard focus is the theme's ring (`Mui-focusVisible`).
 */
const STEP_BUTTON = {
  minHeight: 48,
  '&:active:not(.Mui-disabled)': { boxShadow: 'inset 0 0 0 100vmax color-mix(in srgb, currentColor 30%, transparent)' },
} as const;

/** Out of sight and out of the layout, but a button the browser presses on Enter (one with `display: none` is not). */
const ENTER_BUTTON = { position: 'absolute', width: 1, height: 1, padding: 0, margin: -1, overflow: 'hidden', clip: 'rect(0 0 0 0)', border: 0 } as const;

/** Back (not on one-step forms), then Continue, or Submit on the last step ("Submitting..." while busy). */
export function StepButtons({ form, formId, first, last, busy, canSubmit, live = true, onBack, onContinue, onSubmit }: StepButtonsProps) {
  const single = form.steps.length === 1;
  const submitButton = (intent: string) => ({ type: live ? ('button' as const) : ('submit' as const), form: formElementId(formId), name: INTENT, value: intent });
  return (
    <>
      {!live && !single && (
        // Enter in a box presses a form's first button: without script that must be Continue (or Submit), never Back.
        <button {...submitButton(last === true ? 'submit' : 'next')} tabIndex={-1} aria-hidden style={ENTER_BUTTON} />
      )}
      <Stack direction="row" spacing={2} sx={{ mt: 4, justifyContent: single ? 'flex-end' : 'space-between' }}>
        {!single && (
          <Button {...submitButton('back')} variant="outlined" size="large" disabled={first || busy} onClick={onBack} disableRipple sx={STEP_BUTTON}>
            {form.buttons.back ?? site.words.forms.back}
          </Button>
        )}
        {last === true ? (
          <Button
            {...submitButton('submit')}
            variant="contained"
            size="large"
            disabled={live && (!canSubmit || busy)}
            onClick={onSubmit}
            disableRipple
            sx={STEP_BUTTON}
            startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          >
            {busy ? form.buttons.submitting : form.buttons.submit}
          </Button>
        ) : (
          <Button {...submitButton('next')} variant="contained" size="large" onClick={onContinue} disabled={live && last === 'before-check' && !canSubmit} disableRipple sx={STEP_BUTTON}>
            {form.buttons.continue ?? site.words.forms.continue}
          </Button>
        )}
      </Stack>
    </>
  );
}

/** Brings the success view (or the preview) into view when it replaces the form. */
export function ScrollToTop({ children }: { children: React.ReactNode }) {
  const start = useRef<HTMLDivElement>(null);
  // The success view or preview replaces the form: its heading comes into view, below any fixed header.
  useEffect(() => {
    scrollBelowHeader(start.current);
  }, []);
  return <div ref={start}>{children}</div>;
}
