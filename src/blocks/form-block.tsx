import { lazy, Suspense, useEffect, useState } from 'react';
import { Box, CircularProgress } from '@mui/material';
import type { FormBlock as FormConfig } from '@/generated/config-types';
import type { BlockProps } from './block-props';

const FormRenderer = lazy(() => import('@/forms/form-renderer'));

function Loading() {
  return (
    <Box sx={{ py: 6, display: 'flex', justifyContent: 'center' }}>
      <CircularProgress aria-label="Loading the form" />
    </Box>
  );
}

/**
 * A form from config/forms/, loaded only on pages that show one, so marketing pages stay light. The prerendered
 * page and the first browser render show the loading state (the form needs the link's parameters and the saved
 * draft, which only the browser has); the form itself appears once the page has hydrated.
 */
export function FormBlock(props: BlockProps<FormConfig>) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return <Loading />;
  return (
    <Suspense fallback={<Loading />}>
      <FormRenderer block={props.block} />
    </Suspense>
  );
}
