import type { ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import { ariaDescribedByIds } from '@rjsf/utils';

export interface GroupFieldsetProps {
  id: string;
  legend: string;
  required?: boolean;
  invalid?: boolean;
  disabled?: boolean;
  children: ReactNode;
}

/**
 * A group of controls under one visible legend (a `<fieldset>`), described by the field's help and error texts that
 * the form template draws under it.
 */
export function GroupFieldset({ id, legend, required, invalid, disabled, children }: GroupFieldsetProps) {
  return (
    <FormControl
      component="fieldset"
      id={id}
      required={required}
      error={invalid}
      disabled={disabled}
      fullWidth
      aria-describedby={ariaDescribedByIds(id)}
      sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}
    >
      <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary', mb: 1, '&.Mui-focused': { color: 'text.primary' } }}>
        {legend}
      </FormLabel>
      {children}
    </FormControl>
  );
}

/** A polite live region: what it holds is read out by screen readers when it changes. */
export function LiveMessage({ message }: { message: string }) {
  return (
    <span role="status" aria-live="polite" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}>
      {message}
    </span>
  );
}
