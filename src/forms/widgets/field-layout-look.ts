import type { Theme } from '@mui/material/styles';

/** Grid spacing 2 of the theme's 8 px unit, and the 10 px (1.25 units) rjsf's MUI theme puts around the rows. */
const GAP = '16px';
const ROW_MARGIN = '10px';

/**
 * The rules of the plain grid, rows and help lines (field-layout.tsx), from the theme: the same MUI's Grid and
 * FormHelperText generate. They are in the page's baseline (src/app/theme.ts), written once for the page.
 *
 * @example styleOverrides: (theme) => ({ ...baseline, ...fieldLayoutLook(theme) })
 */
export function fieldLayoutLook(theme: Pick<Theme, 'palette' | 'typography'>) {
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
    // A field's help for a browser that runs no script, shown in place of the usual one there only (field-layout.tsx).
    '.help-without-script': { display: 'none' },
    '@media (scripting: none)': { '.help-without-script': { display: 'inline' }, '.help-with-script': { display: 'none' } },
  } as const;
}
