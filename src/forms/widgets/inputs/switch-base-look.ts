/**
 * The look of MUI's SwitchBase (the round, tappable base of a Checkbox and of a Switch's thumb) for widgets drawn
 * as plain elements under one styled parent (check-grid.tsx, hours-list.tsx): the same rules MUI's own styles give,
 * with the state taken from the native input inside (`:has(> input:checked)`, `:has(> input:focus-visible)`)
 * rather than from React state.
 */

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
