/**
 * The list of problems at the top of a form the server sent back (GOV.UK's error summary): a heading ("There is a
 * problem", `site.yaml` `words.forms.problemTitle`), then each problem as a link to its field, in the order the
 * fields are asked. It takes the focus when the page loads, so a screen reader reads it first and a keyboard user
 * follows a link straight to the field. Each message is also shown beside its field.
 */
import { useEffect } from 'react';
import { Alert, AlertTitle, Box, Link } from '@mui/material';
import type { FormConfig } from '@/generated/config-types';
import type { FormStateError } from '@/domain/form-state';
import { site } from '@/generated/config';
import { interpolate } from '@/domain/text-template';
import { answerValues } from './success-extras';
import type { FormData } from './runtime';
import { firstControlId } from './widgets/widget-names';

/** The id rjsf gives a field's control (`contact_email`, `request_businessBasics_firstName`). */
export function fieldElementId(formId: string, path: string): string {
  return `${formId}_${path.split('.').join('_')}`;
}

/**
 * Where a problem's link goes: its field's first control (`firstControlId`), the first option of a field drawn as a
 * group of options or the first box of another group (a link to the group's fieldset would move neither the focus nor
 * a screen reader to anything that can be answered).
 */
export function problemTarget(form: FormConfig, formId: string, path: string): string {
  const field = form.steps.flatMap((step) => step.fields).find((f) => f.field === path);
  return firstControlId(fieldElementId(formId, path), field?.widget);
}

/** The problems in the order their fields are asked (a problem of no listed field last). */
function inFieldOrder(form: FormConfig, errors: readonly FormStateError[]): FormStateError[] {
  const order = new Map(form.steps.flatMap((s) => s.fields.map((f) => f.field)).map((field, i) => [field, i] as const));
  const rank = (path: string) => order.get(path) ?? [...order.keys()].findIndex((field) => path.startsWith(`${field}.`) || field.startsWith(`${path}.`)) + order.size + 1;
  return [...errors].sort((a, b) => rank(a.path) - rank(b.path));
}

/**
 * While a summary is shown the tab's title starts "Error: " (`words.forms.problemPageTitle`), as the server drew it,
 * also once the page is live (the page's own title is set first, see page-view.tsx); it is the page's own again
 * when the summary goes.
 */
function useProblemTitle(shown: boolean): void {
  useEffect(() => {
    if (!shown) return undefined;
    const plain = document.title;
    const titled = interpolate(site.words.forms.problemPageTitle, { title: plain });
    document.title = titled;
    return () => {
      if (document.title === titled) document.title = plain;
    };
  }, [shown]);
}

/** GOV.UK's error summary for the problems the server found; nothing when there are none. */
export function ErrorSummary({ form, formId, errors }: { form: FormConfig; formId: string; errors: readonly FormStateError[] }) {
  useProblemTitle(errors.length > 0);
  if (!errors.length) return null;
  const headingId = `${formId}__problems`;
  return (
    <Alert
      severity="error"
      variant="outlined"
      role="group"
      tabIndex={-1}
      autoFocus
      aria-labelledby={headingId}
      data-error-summary
      sx={{ mb: 3, borderWidth: 3, '&:focus': { outline: '3px solid', outlineColor: 'warning.main', outlineOffset: 0 } }}
    >
      <AlertTitle id={headingId} component="h2" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
        {site.words.forms.problemTitle}
      </AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {inFieldOrder(form, errors).map((error) => (
          <li key={error.path}>
            <Link href={`#${problemTarget(form, formId, error.path)}`} color="error" sx={{ fontWeight: 600 }}>
              {error.message}
            </Link>
          </li>
        ))}
      </Box>
    </Alert>
  );
}

/**
 * On a form that empties itself after sending (`success.mode: reset`), the notice of a submission the server stored:
 * the words of the toast the enhanced form shows (`messages.submitted`), above the empty form.
 */
export function SentNotice({ notice, data }: { notice: { title: string; description?: string }; data: FormData }) {
  const values = answerValues(data);
  return (
    <Alert severity="success" role="status" sx={{ mb: 3 }} data-sent-notice>
      <AlertTitle component="h2" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
        {interpolate(notice.title, values)}
      </AlertTitle>
      {notice.description && interpolate(notice.description, values)}
    </Alert>
  );
}
