/**
 * What a form shows once it has been sent (unless it shows a preview): its `success:` title and text, the
 * customer's reference, and what happens next.
 */
import { Box, Button, Paper, Typography } from '@mui/material';
import type { FormConfig } from '@/generated/config-types';
import { interpolate } from '@/domain/text-template';
import type { FormData } from './runtime';
import { answerValues, SuccessRedirect } from './success-extras';

/** The confirmation of a sent form; `again` returns to an empty form when the form offers another. */
export function SuccessView({ form, data, again }: { form: FormConfig; data: FormData; again: () => void }) {
  const basics = (data.businessBasics ?? {}) as Record<string, string | undefined>;
  const values = { ...answerValues(data), firstName: basics.firstName ?? '', companyName: basics.companyName ?? '', customerNumber: String(data.customerNumber ?? '') };
  const success = form.success;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, borderRadius: 3, textAlign: 'center' }} role="status">
      <Typography variant="h2" tabIndex={-1} ref={(el: HTMLElement | null) => el?.focus()} sx={{ fontSize: '2rem', fontWeight: 800, outline: 'none' }}>
        {interpolate(success?.title ?? 'Thank you!', values)}
      </Typography>
      {success?.body && <Typography sx={{ mt: 2 }}>{interpolate(success.body, values)}</Typography>}
      {values.customerNumber && success?.reference && (
        <Typography sx={{ mt: 2 }} color="text.secondary">
          {interpolate(success.reference, values)}
        </Typography>
      )}
      {success?.nextSteps?.length ? (
        <Box component="ol" sx={{ textAlign: 'left', mt: 3, mx: 'auto', maxWidth: 520 }}>
          {success.nextSteps.map((s) => (
            <Typography component="li" key={s} sx={{ mb: 1 }}>
              {s}
            </Typography>
          ))}
        </Box>
      ) : null}
      {success?.redirect && <SuccessRedirect rule={success.redirect} />}
      {success?.mode === 'again' && (
        <Button variant="contained" size="large" sx={{ mt: 3, minHeight: 48 }} onClick={again}>
          {success.againLabel ?? 'Start again'}
        </Button>
      )}
    </Paper>
  );
}
