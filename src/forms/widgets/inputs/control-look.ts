/**
 * The look of MUI's FormControlLabel and SwitchBase (the round, tappable base of a Checkbox and of a Switch's thumb)
 * for widgets drawn as plain elements under one styled parent (check-grid.tsx, hours-list.tsx): the same rules MUI's
 * own styles give, with the state taken from the native input inside (`:has(> input:checked)`,
 * `:has(> input:focus-visible)`) rather than from React state.
 */
import type { Theme } from '@mui/material/styles';

/**
 * The rules of a control with its visible label beside it (`.MuiFormControlLabel-root`, and its
 * `.MuiFormControlLabel-label`), at least 44 px high for a finger; each widget adds where it sits.
 *
 * @example '& .MuiFormControlLabel-root': { ...controlLabelLook(theme).root, gridArea: 'open' }
 */
export function controlLabelLook({ palette, typography }: Pick<Theme, 'palette' | 'typography'>) {
  return {
    root: {
      display: 'inline-flex',
      alignItems: 'center',
      cursor: 'pointer',
      verticalAlign: 'middle',
      WebkitTapHighlightColor: 'transparent',
      marginLeft: -11,
      marginRight: 0,
      minHeight: 44,
      '&.Mui-disabled': { cursor: 'default' },
    },
    label: {
      margin: 0,
      fontFamily: typography.fontFamily,
      fontWeight: typography.fontWeightRegular,
      fontSize: '1rem',
      lineHeight: 1.5,
      '.Mui-disabled > &': { color: palette.text.disabled },
    },
  } as const;
}

/**
 * The rules shared by a checkbox's and a switch's base; each widget adds its colour, position and disabled look.
 *
 * @example '& .MuiCheckbox-root': { ...switchBaseLook(theme.palette.primary.main), position: 'relative' }
 */
export function switchBaseLook(primary: string) {
  const noHoverOnTouch = { '@media (hover: none)': { backgroundColor: 'transparent' } };
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    backgroundColor: 'transparent',
    outline: 0,
    border: 0,
    margin: 0,
    cursor: 'pointer',
    userSelect: 'none',
    verticalAlign: 'middle',
    padding: 9,
    borderRadius: '50%',
    '&:hover': { backgroundColor: 'rgba(0, 0, 0, 0.04)', ...noHoverOnTouch },
    '&:has(> input:checked):not(.Mui-disabled)': { color: primary },
    '&:has(> input:checked):hover': { backgroundColor: `color-mix(in srgb, ${primary} 4%, transparent)`, ...noHoverOnTouch },
    // The keyboard's focus: the theme's ring, and the soft circle MUI's focus ripple leaves.
    '&:has(> input:focus-visible)': {
      outline: '3px solid var(--focus-ring, #1B1F24)',
      outlineOffset: '2px',
      backgroundImage: 'radial-gradient(circle closest-side, color-mix(in srgb, currentColor 30%, transparent) 92%, transparent 93%)',
    },
  } as const;
}
