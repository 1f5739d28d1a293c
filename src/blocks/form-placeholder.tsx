import { Alert, Container } from '@mui/material';
import type { FormBlock as FormConfig } from '@/generated/config-types';
import type { BlockProps } from './block-props';

/** Stand-in for the schema form renderer until it is built: says plainly that the form is not ready. */
export default function FormPlaceholder({ block }: BlockProps<FormConfig>) {
  return (
    <Container sx={{ py: 6 }}>
      <Alert severity="info" data-form={block.form}>This form is being prepared.</Alert>
    </Container>
  );
}
