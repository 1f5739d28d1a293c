/**
 * The parts of a wizard step drawn again only when their props change: the step's heading (with the progress
 * line) and its rjsf form.
 */
import { memo, type ComponentProps, type RefObject } from 'react';
import { Typography } from '@mui/material';
import Form from '@rjsf/mui';
import type { FormConfig } from '@/generated/config-types';
import { StepProgress } from './wizard-progress';

/** The progress line, the step's title (which takes the focus on a step change) and its description. */
export const StepHead = memo(function StepHead({ form, stepIndex, heading }: { form: FormConfig; stepIndex: number; heading: RefObject<HTMLHeadingElement | null> }) {
  const step = form.steps[stepIndex];
  return (
    <>
      {form.steps.length > 1 && <StepProgress form={form} stepIndex={stepIndex} />}
      <Typography ref={heading} tabIndex={-1} variant="h2" component="h2" sx={{ fontSize: { xs: '1.5rem', sm: '1.85rem' }, fontWeight: 700, outline: 'none', scrollMarginTop: 88 }}>
        {step.title}
      </Typography>
      {step.description && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {step.description}
        </Typography>
      )}
    </>
  );
});

export type FormProps = ComponentProps<typeof Form>;

/** A `const: true` field (the terms) must start unticked: the customer agrees, rjsf does not. */
export const DEFAULT_STATE: FormProps['experimental_defaultFormStateBehavior'] = { constAsDefaults: 'never' };
/** The wizard draws its own buttons. */
export const NO_BUTTONS = <></>;

/**
 * The rjsf form, drawn again only when a prop changes, the answers included, unless they are the very answers it
 * just reported (`echoOf`): rjsf has drawn those already, so a key press draws the step's fields once, not twice.
 * Its handlers are steady (they call the wizard's latest through a ref).
 */
export const StepForm = memo(
  function StepForm({ echoOf, ...props }: FormProps & { echoOf: RefObject<unknown> }) {
    return <Form {...props} />;
  },
  (before, after) => {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)]) as Set<keyof typeof after>) {
      if (before[key] === after[key]) continue;
      if (key === 'formData' && after.formData === after.echoOf.current) continue;
      return false;
    }
    return true;
  },
);

