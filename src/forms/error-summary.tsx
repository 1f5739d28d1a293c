/**
 * The list of problems at the top of a form the server sent back (GOV.UK's error summary): a heading ("There is a
 * problem", `site.yaml` `words.forms.problemTitle`), then each problem as a link to its field, in the order the
 * fields are asked. It takes the focus when the page loads, so a screen reader reads it first and a keyboard user
 * follows a link straight to the field. Each message is also shown beside its field.
 */
import { Alert, AlertTitle, Box, Link } from '@mui/material';
import type { FormConfig } from '@/generated/config-types';
import type { FormStateError } from '@/domain/form-state';
import { site } from '@/generated/config';
import { interpolate } from '@/domain/text-template';
import { answerValues } from './success-extras';
import type { FormData } from './runtime';
import { OPTION_GROUP_WIDGETS } from './widgets/widget-names';

/** The id rjsf gives a field's control (`contact_email`, `request_businessBasics_firstName`). */
export function fieldElementId(formId: string, path: string): string {
  return `${formId}_${path.split('.').join('_')}`;
}

/**
 * Where a problem's link goes: its field's control, or the first option of a field drawn as a group of options (a
 * link to the group's fieldset would move neither the focus nor a screen reader to anything that can be answered).
 */
export function problemTarget(form: FormConfig, formId: string, path: string): string {
  const id = fieldElementId(formId, path);
  const field = form.steps.flatMap((step) => step.fields).find((f) => f.field === path);
  return field?.widget && OPTION_GROUP_WIDGETS.has(field.widget) ? `${id}-0` : id;
}

/** The problems in the order their fields are asked (a problem of no listed field last). */
function inFieldOrder(form: FormConfig, errors: readonly FormStateError[]): FormStateError[] {
  const order = new Map(form.steps.flatMap((s) => s.fields.map((f) => f.field)).map((field, i) => [field, i] as const));
  const rank = (path: string) => order.get(path) ?? [...order.keys()].findIndex((field) => path.startsWith(`${field}.`) || field.startsWith(`${path}.`)) + order.size + 1;
  return [...errors].sort((a, b) => rank(a.path) - rank(b.path));
}

/** GOV.UK's error summary for the problems the server found; nothing when there are none. */
export function ErrorSummary({ form, formId, errors }: { form: FormConfig; formId: string; errors: readonly FormStateError[] }) {
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
