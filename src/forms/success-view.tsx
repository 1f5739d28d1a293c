/**
 * What a form shows once it has been sent (unless it shows a preview): its `success:` title and text, the
 * customer's reference, and what happens next.
 */
import { Box, Button, Paper, Typography } from '@mui/material';
import type { FormConfig } from '@/generated/config-types';
import { interpolate } from '@/domain/text-template';
import type { FormData } from './runtime';
import { answerValues, SuccessRedirect } from './success-extras';
import { AnswerList, type AnswerListProps } from './check-answers';
import { PreviewReady, type PreviewLink } from './preview-ready';
import { site } from '@/generated/config';
import { withoutSentMark } from '@/domain/form-state';
import { useHydrated, usePageAddress } from './page-context';
import { profileOf } from '@/domain/business-profile';

/** What the confirmation needs besides the form and the answers. */
export interface SuccessViewProps {
  form: FormConfig;
  data: FormData;
  /** Returns to an empty form when the form offers another. */
  again(): void;
  /**
   * The customer's reference as the submission answered it (the one place it is read from): the link's customer
   * number, or the reference the submission was given when there was none.
   */
  reference?: string;
  /** The customer's website the server is building ("Your preview is ready" once built). */
  preview?: PreviewLink;
  /** The words of the answer list (trades and colour schemes by name). */
  words: AnswerListProps['words'];
  skip?: AnswerListProps['skip'];
}

/**
 * The confirmation of a sent form: its title and text, the customer's reference, what was sent (the answers by
 * step, when the form has `check:`) and what happens next.
 */
export function SuccessView({ form, data, again, reference, preview, words, skip }: SuccessViewProps) {
  // {firstName} and {companyName} are the business profile's (the answers the form's `profile:` names).
  const profile = profileOf(data, form.profile);
  const customerNumber = reference || String(data.customerNumber ?? '');
  const values = { ...answerValues(data), firstName: profile.firstName, companyName: profile.businessName, customerNumber };
  const success = form.success;
  const check = form.check;
  // Without script, "start again" is a link to the page's empty form; once live, the form's button empties it.
  const againHref = withoutSentMark(usePageAddress());
  const live = useHydrated();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, borderRadius: 3 }} data-confirmation>
      <Box role="status" sx={{ textAlign: 'center' }}>
        <Typography variant="h2" tabIndex={-1} ref={(el: HTMLElement | null) => el?.focus()} sx={{ fontSize: '2rem', fontWeight: 800, outline: 'none' }}>
          {interpolate(success?.title ?? site.words.forms.thankYou, values)}
        </Typography>
        {success?.body && <Typography sx={{ mt: 2 }}>{interpolate(success.body, values)}</Typography>}
        {values.customerNumber && success?.reference && (
          <Typography sx={{ mt: 2, fontWeight: 700 }} data-reference>
            {interpolate(success.reference, values)}
          </Typography>
        )}
        {success?.nextSteps?.length ? (
          <Box sx={{ mt: 3, mx: 'auto', maxWidth: 560, textAlign: 'left' }}>
            {check?.nextTitle && (
              <Typography variant="h3" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
                {check.nextTitle}
              </Typography>
            )}
            <Box component="ol" sx={{ mt: 1 }}>
              {success.nextSteps.map((s) => (
                <Typography component="li" key={s} sx={{ mb: 1 }}>
                  {interpolate(s, values)}
                </Typography>
              ))}
            </Box>
          </Box>
        ) : null}
      </Box>
      <PreviewReady preview={preview} />
      {check && (
        <Box sx={{ mt: 4 }} data-sent-answers>
          <Typography variant="h3" sx={{ fontSize: '1.25rem', fontWeight: 700, mb: 2 }}>
            {check.sentTitle}
          </Typography>
          <AnswerList form={form} data={data} words={words} skip={skip} />
        </Box>
      )}
      <Box sx={{ textAlign: 'center' }}>
        {success?.redirect && <SuccessRedirect rule={success.redirect} reference={customerNumber || undefined} />}
        {success?.mode === 'again' && (
          <Button
            variant="contained"
            size="large"
            sx={{ mt: 3, minHeight: 48 }}
            href={live ? undefined : againHref}
            onClick={(event: React.MouseEvent) => {
              event.preventDefault();
              // Leaving the sent view: a reload shows the empty form, not the sent one again.
              if (againHref !== `${window.location.pathname}${window.location.search}`) window.history.replaceState(window.history.state, '', againHref);
              again();
            }}
          >
            {success.againLabel ?? site.words.forms.startAgain}
          </Button>
        )}
      </Box>
    </Paper>
  );
}
