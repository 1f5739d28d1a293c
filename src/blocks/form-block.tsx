import { lazy, Suspense } from 'react';
import { Box, CircularProgress } from '@mui/material';
import type { FormBlock as FormConfig } from '@/generated/config-types';
import type { BlockProps } from './block-props';

const FormRenderer = lazy(() => import('./form-placeholder'));

/** A form from config/forms/, loaded only on pages that show one, so marketing pages stay light. */
export function FormBlock(props: BlockProps<FormConfig>) {
  return (
    <Suspense
      fallback={
        <Box sx={{ py: 6, display: 'flex', justifyContent: 'center' }}>
          <CircularProgress aria-label="Loading the form" />
        </Box>
      }
    >
      <FormRenderer {...props} />
    </Suspense>
  );
}
