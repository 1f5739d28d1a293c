import type { Theme } from '@mui/material/styles';
import { TEXT_BOX } from './text-box-classes';

const R = `.${TEXT_BOX.root}`;
const LABEL = `${R} > .MuiInputLabel-root`;
const BOX = `${R} > .MuiOutlinedInput-root`;
const INPUT = `${BOX} > .MuiInputBase-input`;
const OUTLINE = `${BOX} > .MuiOutlinedInput-notchedOutline`;
const NOTCH = `${OUTLINE} > legend`;

/** The outline's colour at rest in a light theme, as MUI's OutlinedInput has it. */
const OUTLINE_COLOUR = 'rgba(0, 0, 0, 0.23)';

/** MUI's rules for an outlined box's input or textarea (InputBase's input), before its padding: the text boxes' and the opening hours' time boxes'. */
export const INPUT_BASE = {
  font: 'inherit',
  letterSpacing: 'inherit',
  color: 'currentColor',
  border: 0,
  boxSizing: 'content-box',
  background: 'none',
  height: '1.4375em',
  margin: 0,
  WebkitTapHighlightColor: 'transparent',
  display: 'block',
  minWidth: 0,
  width: '100%',
} as const;

/** MUI's rules for an outlined box's label (InputLabel on FormLabel), before its place and motion: both kinds of box. */
export const LABEL_BASE = {
  lineHeight: '1.4375em',
  padding: 0,
  display: 'block',
  transformOrigin: 'top left',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  position: 'absolute',
  left: 0,
  top: 0,
} as const;

/** MUI's rules for an outlined box's notched outline (the fieldset round it), before its colour: both kinds of box. */
export const NOTCHED_OUTLINE = {
  textAlign: 'left',
  position: 'absolute',
  inset: '-5px 0px 0px',
  margin: 0,
  padding: '0 8px',
  pointerEvents: 'none',
  borderRadius: 'inherit',
  borderStyle: 'solid',
  borderWidth: 1,
  overflow: 'hidden',
  minWidth: '0%',
} as const;

/**
 * The rules of the plain text box (text-box.tsx), from the theme: the same MUI's outlined TextField generates for its
 * FormControl, InputLabel, OutlinedInput, input, notched outline and helper text, in MUI's order (a later rule of
 * the same weight wins, as there). They are in the page's baseline (src/app/theme.ts), written once for the page.
 *
 * @example styleOverrides: (theme) => ({ ...baseline, ...textBoxLook(theme) })
 */
export function textBoxLook(theme: Pick<Theme, 'palette' | 'typography' | 'shape' | 'transitions'>) {
  const { palette, typography, shape, transitions } = theme;
  const body1 = {
    fontFamily: typography.body1.fontFamily,
    fontWeight: typography.body1.fontWeight,
    fontSize: typography.body1.fontSize,
    letterSpacing: typography.body1.letterSpacing,
  };
  const placeholderShown = {
    color: 'currentColor',
    opacity: 0.42,
    transition: transitions.create('opacity', {
      duration: transitions.duration.shorter,
    }),
  };
  return {
    [R]: {
      display: 'inline-flex',
      flexDirection: 'column',
      position: 'relative',
      minWidth: 0,
      padding: 0,
      margin: 0,
      border: 0,
      verticalAlign: 'top',
    },
    [`${R}.MuiFormControl-fullWidth`]: { width: '100%' },
    // InputLabel, on MUI's FormLabel.
    [LABEL]: {
      color: palette.text.secondary,
      ...body1,
      ...LABEL_BASE,
      transition: transitions.create(['color', 'transform', 'max-width'], {
        duration: transitions.duration.shorter,
        easing: transitions.easing.easeOut,
      }),
      zIndex: 1,
      pointerEvents: 'none',
      transform: 'translate(14px, 16px) scale(1)',
      maxWidth: 'calc(100% - 24px)',
    },
    [`${LABEL}.MuiInputLabel-shrink`]: {
      userSelect: 'none',
      pointerEvents: 'auto',
      maxWidth: 'calc(133% - 32px)',
      transform: 'translate(14px, -9px) scale(0.75)',
    },
    [`${LABEL}.Mui-focused`]: { color: palette.primary.main },
    [`${LABEL}.Mui-disabled`]: { color: palette.text.disabled },
    [`${LABEL}.Mui-error`]: { color: palette.error.main },
    [`${LABEL} > .MuiFormLabel-asterisk.Mui-error`]: {
      color: palette.error.main,
    },
    // OutlinedInput, on MUI's InputBase.
    [BOX]: {
      ...body1,
      color: palette.text.primary,
      lineHeight: '1.4375em',
      boxSizing: 'border-box',
      cursor: 'text',
      display: 'inline-flex',
      alignItems: 'center',
      position: 'relative',
      borderRadius: shape.borderRadius,
    },
    [`${BOX}.Mui-disabled`]: {
      color: palette.text.disabled,
      cursor: 'default',
    },
    [`${BOX}.MuiInputBase-fullWidth`]: { width: '100%' },
    [`${BOX}:hover > .MuiOutlinedInput-notchedOutline`]: {
      borderColor: palette.text.primary,
      '@media (hover: none)': { borderColor: OUTLINE_COLOUR },
    },
    [`${BOX}.Mui-focused > .MuiOutlinedInput-notchedOutline`]: {
      borderWidth: 2,
      borderColor: palette.primary.main,
    },
    [`${BOX}.Mui-error > .MuiOutlinedInput-notchedOutline`]: {
      borderColor: palette.error.main,
    },
    [`${BOX}.Mui-disabled > .MuiOutlinedInput-notchedOutline`]: {
      borderColor: palette.action.disabled,
    },
    [`.${TEXT_BOX.shaded} > .MuiOutlinedInput-root`]: { backgroundColor: palette.action.hover },
    [`${BOX}.MuiInputBase-adornedStart`]: { paddingLeft: 14 },
    [`${BOX}.MuiInputBase-adornedEnd`]: { paddingRight: 14 },
    [`${BOX}.MuiInputBase-multiline`]: { padding: '16.5px 14px' },
    // The input or textarea (its autofill animations are the baseline's, for every MUI input).
    [INPUT]: {
      ...INPUT_BASE,
      padding: '16.5px 14px',
      '&::placeholder': placeholderShown,
      '&:focus': { outline: 0 },
      '&:invalid': { boxShadow: 'none' },
      '&::-webkit-search-decoration': { WebkitAppearance: 'none' },
      '&.Mui-disabled': {
        opacity: 1,
        WebkitTextFillColor: palette.text.disabled,
      },
      '&:-webkit-autofill': { borderRadius: 'inherit' },
    },
    // An empty box whose label sits in it shows its placeholder only while focused.
    [`${R} > label[data-shrink=false] + .MuiInputBase-formControl > .MuiInputBase-input`]: {
      '&::placeholder': { opacity: '0 !important' },
      '&:focus::placeholder': { opacity: 0.42 },
    },
    [`${BOX}.MuiInputBase-multiline > .MuiInputBase-input`]: {
      height: 'auto',
      resize: 'none',
      padding: 0,
    },
    [`${BOX}.MuiInputBase-adornedStart > .MuiInputBase-input`]: {
      paddingLeft: 0,
    },
    [`${BOX}.MuiInputBase-adornedEnd > .MuiInputBase-input`]: {
      paddingRight: 0,
    },
    // The notched outline: a fieldset whose legend, as wide as the raised label, opens the outline round it.
    [OUTLINE]: {
      ...NOTCHED_OUTLINE,
      borderColor: OUTLINE_COLOUR,
    },
    [NOTCH]: { float: 'unset', width: 'auto', overflow: 'hidden' },
    [`${NOTCH}:not(.text-box-notch)`]: {
      padding: 0,
      lineHeight: '11px',
      transition: transitions.create('width', {
        duration: 150,
        easing: transitions.easing.easeOut,
      }),
    },
    [`${NOTCH}.text-box-notch`]: {
      display: 'block',
      padding: 0,
      height: 11,
      fontSize: '0.75em',
      visibility: 'hidden',
      maxWidth: 0.01,
      transition: transitions.create('max-width', {
        duration: 50,
        easing: transitions.easing.easeOut,
      }),
      whiteSpace: 'nowrap',
      '& > span': {
        paddingLeft: 5,
        paddingRight: 5,
        display: 'inline-block',
        opacity: 0,
        visibility: 'visible',
      },
    },
    [`${NOTCH}.text-box-notched`]: {
      maxWidth: '100%',
      transition: transitions.create('max-width', {
        duration: 100,
        easing: transitions.easing.easeOut,
        delay: 50,
      }),
    },
    // InputAdornment, and its text as Typography body1 in the secondary colour.
    [`${BOX} > .${TEXT_BOX.adornment}`]: {
      display: 'flex',
      maxHeight: '2em',
      alignItems: 'center',
      whiteSpace: 'nowrap',
      color: palette.action.active,
    },
    [`${BOX} > .${TEXT_BOX.adornment}.MuiInputAdornment-positionStart`]: {
      marginRight: 8,
    },
    [`${BOX} > .${TEXT_BOX.adornment}.MuiInputAdornment-positionEnd`]: {
      marginLeft: 8,
    },
    [`${BOX} > .${TEXT_BOX.adornment} > p`]: {
      margin: 0,
      ...typography.body1,
      color: palette.text.secondary,
    },
    // FormHelperText, contained.
    [`${R} > .MuiFormHelperText-root`]: {
      color: palette.text.secondary,
      ...typography.caption,
      textAlign: 'left',
      marginTop: 3,
      marginRight: 14,
      marginBottom: 0,
      marginLeft: 14,
      '&.Mui-disabled': { color: palette.text.disabled },
      '&.Mui-error': { color: palette.error.main },
    },
  } as const;
}
