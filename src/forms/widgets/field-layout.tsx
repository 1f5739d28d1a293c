/**
 * The layout around a step's fields drawn as plain elements styled once for the page: the grid of an object's fields
 * and each field's row (MUI's Grid container and items), and a field's help line (MUI's FormHelperText). They carry
 * MUI's markup and class names and look the same to the pixel, but a step change draws one element for each instead
 * of a MUI component that serialises its styles (and its `sx`) on every draw, for every field of the step.
 */
import type { ReactNode } from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';
import { useFormControl } from '@mui/material/FormControl';
import type { Theme } from '@mui/material/styles';
import { RichHelp } from '@rjsf/core';
import { helpId, type FieldHelpProps } from '@rjsf/utils';

/** Grid spacing 2 of the theme's 8 px unit, and the 10 px (1.25 units) rjsf's MUI theme puts around the rows. */
const GAP = '16px';
const ROW_MARGIN = '10px';

/** The rules of the plain grid, rows and help lines, from the theme (the same MUI's components generate). */
function fieldLayoutLook(theme: Theme) {
  const { palette, typography } = theme;
  return {
    '.field-rows': {
      '--Grid-columns': 12,
      '--Grid-columnSpacing': GAP,
      '--Grid-rowSpacing': GAP,
      flexFlow: 'wrap',
      minWidth: 0,
      boxSizing: 'border-box',
      display: 'flex',
      gap: 'var(--Grid-rowSpacing) var(--Grid-columnSpacing)',
      marginTop: ROW_MARGIN,
    },
    '.field-rows > *': { '--Grid-parent-columns': 12, '--Grid-parent-columnSpacing': GAP, '--Grid-parent-rowSpacing': GAP },
    '.field-row': { flexGrow: 0, flexBasis: 'auto', width: '100%', minWidth: 0, boxSizing: 'border-box', marginBottom: ROW_MARGIN },
    '.field-help': {
      color: palette.text.secondary,
      fontFamily: typography.fontFamily,
      fontWeight: typography.fontWeightRegular,
      fontSize: '0.75rem',
      lineHeight: 1.66,
      textAlign: 'left',
      margin: '5px 14px 0',
      '&.Mui-disabled': { color: palette.text.disabled },
      '&.Mui-error': { color: palette.error.main },
    },
  } as const;
}

/** The page's rules for the plain field layout, drawn once where the form is (a constant element: never drawn again). */
export const FIELD_LAYOUT_LOOK = <GlobalStyles styles={fieldLayoutLook} />;

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
 * a problem, greyed while the form is busy.
 */
export function FieldHelp({ fieldPathId, help, uiSchema, registry }: FieldHelpProps) {
  const control = useFormControl();
  if (!help) return null;
  const state = `${control?.error ? ' Mui-error' : ''}${control?.disabled ? ' Mui-disabled' : ''}${control?.required ? ' Mui-required' : ''}`;
  return (
    <div id={helpId(fieldPathId)} className={`MuiFormHelperText-root MuiFormHelperText-sizeMedium MuiFormHelperText-contained${state} field-help`}>
      <RichHelp help={help} registry={registry} uiSchema={uiSchema} />
    </div>
  );
}
