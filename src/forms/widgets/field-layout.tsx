/**
 * The layout around a step's fields drawn as plain elements styled once for the page: the grid of an object's fields
 * and each field's row (MUI's Grid container and items), and a field's help line (MUI's FormHelperText). They carry
 * MUI's markup and class names and look the same to the pixel, but a step change draws one element for each instead
 * of a MUI component that serialises its styles (and its `sx`) on every draw, for every field of the step. Their rules
 * are in the page's baseline (field-layout-look.ts, in src/app/theme.ts), so no style sheet comes and goes with a form.
 */
import type { ReactNode } from 'react';
import { useFormControl } from '@mui/material/FormControl';
import { RichHelp } from '@rjsf/core';
import { helpId, type FieldHelpProps } from '@rjsf/utils';

/** An object's fields in a column, as rjsf's MUI template's Grid container (spacing 2) draws them. */
export function FieldRows({ children }: { children: ReactNode }) {
  return <div className="MuiGrid-root MuiGrid-container MuiGrid-direction-xs-row MuiGrid-spacing-xs-2 field-rows">{children}</div>;
}

/** One field's row across the whole width, as rjsf's MUI template's Grid item (`size: 12`) draws it. */
export function FieldRowBox({ children }: { children: ReactNode }) {
  return <div className="MuiGrid-root MuiGrid-direction-xs-row MuiGrid-grid-xs-12 field-row">{children}</div>;
}

/**
 * A field's help line under it, as MUI's FormHelperText in the field's FormControl draws it: red while the field shows
 * a problem, greyed while the form is busy. A field with help for a browser that runs no script (`helpWithoutScript`,
 * where the form is a plain HTML form the server answers) has both, the page's style showing the one that holds
 * (`scripting` media query, field-layout-look.ts; a browser that cannot tell shows the usual help).
 */
export function FieldHelp({ fieldPathId, help, uiSchema, registry }: FieldHelpProps) {
  const control = useFormControl();
  if (!help) return null;
  const state = `${control?.error ? ' Mui-error' : ''}${control?.disabled ? ' Mui-disabled' : ''}${control?.required ? ' Mui-required' : ''}`;
  const withoutScript = (uiSchema?.['ui:options'] as { helpWithoutScript?: unknown } | undefined)?.helpWithoutScript;
  return (
    <div id={helpId(fieldPathId)} className={`MuiFormHelperText-root MuiFormHelperText-sizeMedium MuiFormHelperText-contained${state} field-help`}>
      {typeof withoutScript === 'string' && withoutScript ? (
        <>
          <span className="help-with-script">
            <RichHelp help={help} registry={registry} uiSchema={uiSchema} />
          </span>
          <span className="help-without-script">{withoutScript}</span>
        </>
      ) : (
        <RichHelp help={help} registry={registry} uiSchema={uiSchema} />
      )}
    </div>
  );
}
