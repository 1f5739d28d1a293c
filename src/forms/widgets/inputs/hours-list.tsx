/**
 * The rows of the opening hours drawn as plain elements under one styled list: each day's name, its Open switch and
 * its two time boxes look exactly like MUI's Switch and small outlined TextField (same markup and `Mui*` class names,
 * so the theme's rules for them apply), but a step change draws seven rows of plain elements instead of about 140 MUI
 * components, each serialising its styles (the hours were the costliest widget of the form to draw).
 */
import type { ChangeEvent } from 'react';
import { styled } from '@mui/material/styles';
import { controlLabelLook, switchBaseLook } from './control-look';
import { INPUT_BASE, LABEL_BASE, NOTCHED_OUTLINE } from './text-box-look';

/** The list of days, with the styles of everything in its rows. */
export const HoursList = styled('ul')(({ theme }) => {
  const { palette, typography, transitions } = theme;
  const outline = 'rgba(0, 0, 0, 0.23)';
  const primary = palette.primary.main;
  const body1 = { margin: 0, fontFamily: typography.fontFamily, fontWeight: typography.fontWeightRegular, fontSize: '1rem', lineHeight: 1.5 };
  const label = controlLabelLook(theme);
  const fast = (prop: string) => `${prop} ${transitions.duration.shortest}ms ${transitions.easing.easeInOut}`;
  return {
    listStyle: 'none',
    padding: 0,
    margin: 0,
    display: 'grid',
    gap: 12,
    [theme.breakpoints.up('sm')]: { gap: 0 },
    '& > li': {
      display: 'grid',
      alignItems: 'center',
      gap: 12,
      gridTemplateColumns: '1fr 1fr',
      gridTemplateAreas: '"day open" "opens closes" "warn warn"',
      padding: 12,
      border: `1px solid ${palette.divider}`,
      borderRadius: 8,
      [theme.breakpoints.up('sm')]: {
        gap: 16,
        gridTemplateColumns: '8.5rem 7rem 1fr 1fr',
        gridTemplateAreas: '"day open opens closes" ". . warn warn"',
        padding: '8px 0',
        borderWidth: '0 0 1px',
        borderStyle: 'solid',
        borderColor: palette.divider,
        borderRadius: 0,
      },
    },
    '& .hours-day': { gridArea: 'day' },
    '& .hours-day-name': { ...body1, fontWeight: 600, display: 'block' },
    '& .hours-closed': { margin: 0, fontFamily: typography.fontFamily, fontWeight: typography.fontWeightRegular, fontSize: '0.875rem', lineHeight: 1.43 },
    '& .hours-warning': { gridArea: 'warn' },
    // The Open switch (MUI's FormControlLabel and Switch).
    '& .MuiFormControlLabel-root': {
      ...label.root,
      gridArea: 'open',
      justifySelf: 'end',
      [theme.breakpoints.up('sm')]: { justifySelf: 'start' },
    },
    '& .MuiFormControlLabel-label': label.label,
    '& .MuiSwitch-root': { display: 'inline-flex', width: 58, height: 38, overflow: 'hidden', padding: 12, boxSizing: 'border-box', position: 'relative', flexShrink: 0, zIndex: 0, verticalAlign: 'middle', '@media print': { printColorAdjust: 'exact' } },
    '& .MuiSwitch-switchBase': {
      ...switchBaseLook(primary),
      position: 'absolute',
      top: 0,
      left: 0,
      zIndex: 1,
      color: palette.common.white,
      transition: `${fast('left')}, ${fast('transform')}`,
      '&:has(> input:checked)': { transform: 'translateX(20px)' },
      '&:has(> input:checked) + .MuiSwitch-track': { opacity: 0.5, backgroundColor: primary },
      '&.Mui-disabled': { cursor: 'default', color: palette.grey[100] },
      '&.Mui-disabled + .MuiSwitch-track': { opacity: 0.12 },
    },
    '& .MuiSwitch-input': { cursor: 'inherit', position: 'absolute', opacity: 0, width: '300%', height: '100%', top: 0, left: '-100%', margin: 0, padding: 0, zIndex: 1, outline: 'none' },
    '& .MuiSwitch-thumb': { boxShadow: theme.shadows[1], backgroundColor: 'currentColor', boxSizing: 'border-box', border: '1px solid transparent', width: 20, height: 20, borderRadius: '50%' },
    '& .MuiSwitch-track': {
      height: '100%',
      width: '100%',
      borderRadius: 7,
      zIndex: -1,
      transition: `${fast('opacity')}, ${fast('background-color')}`,
      backgroundColor: palette.common.black,
      opacity: 0.38,
      '@media (forced-colors: active)': { boxSizing: 'border-box', border: '1px solid ButtonBorder' },
    },
    // The time boxes (MUI's small outlined TextField with its label raised).
    '& .MuiTextField-root': { display: 'inline-flex', flexDirection: 'column', position: 'relative', padding: 0, margin: 0, border: 0, verticalAlign: 'top', minWidth: 0 },
    '& .hours-opens': { gridArea: 'opens' },
    '& .hours-closes': { gridArea: 'closes' },
    '& .MuiInputLabel-root': {
      color: palette.text.secondary,
      fontFamily: typography.fontFamily,
      fontWeight: typography.fontWeightRegular,
      fontSize: '1rem',
      ...LABEL_BASE,
      zIndex: 1,
      userSelect: 'none',
      pointerEvents: 'auto',
      maxWidth: 'calc(133% - 32px)',
      transform: 'translate(14px, -9px) scale(0.75)',
      '&.Mui-disabled': { color: palette.text.disabled },
    },
    '& .MuiOutlinedInput-root': {
      fontFamily: typography.fontFamily,
      fontWeight: typography.fontWeightRegular,
      fontSize: '1rem',
      lineHeight: '1.4375em',
      color: palette.text.primary,
      boxSizing: 'border-box',
      cursor: 'text',
      display: 'inline-flex',
      alignItems: 'center',
      position: 'relative',
      borderRadius: theme.shape.borderRadius,
      '&:hover .MuiOutlinedInput-notchedOutline': { borderColor: palette.text.primary, '@media (hover: none)': { borderColor: outline } },
      '&.Mui-disabled': { color: palette.text.disabled, cursor: 'default' },
      '&.Mui-disabled .MuiOutlinedInput-notchedOutline': { borderColor: palette.action.disabled },
    },
    '& .MuiOutlinedInput-input': {
      ...INPUT_BASE,
      padding: '8.5px 14px',
      minHeight: 28,
      '&:focus': { outline: 0 },
      '&.Mui-disabled': { opacity: 1, WebkitTextFillColor: palette.text.disabled },
    },
    '& .MuiOutlinedInput-notchedOutline': {
      ...NOTCHED_OUTLINE,
      borderColor: outline,
    },
    '& .MuiOutlinedInput-notchedOutline > legend': { float: 'unset', width: 'auto', overflow: 'hidden', display: 'block', padding: 0, height: 11, fontSize: '0.75em', visibility: 'hidden', whiteSpace: 'nowrap', maxWidth: '100%' },
    '& .MuiOutlinedInput-notchedOutline > legend > span': { paddingLeft: 5, paddingRight: 5, display: 'inline-block', opacity: 0, visibility: 'visible' },
  };
});

/** One day's Open switch with its visible label. */
export function OpenSwitch(p: { id: string; name: string; checked: boolean; disabled: boolean; ariaLabel: string; label: string; onChange: (open: boolean) => void }) {
  const off = p.disabled ? ' Mui-disabled' : '';
  return (
    <label className={`MuiFormControlLabel-root MuiFormControlLabel-labelPlacementEnd${off}`}>
      <span className="MuiSwitch-root MuiSwitch-sizeMedium">
        <span className={`MuiButtonBase-root MuiSwitch-switchBase MuiSwitch-colorPrimary PrivateSwitchBase-root${p.checked ? ' Mui-checked' : ''}${off}`}>
          <input
            id={p.id}
            role="switch"
            aria-label={p.ariaLabel}
            className="PrivateSwitchBase-input MuiSwitch-input"
            type="checkbox"
            value="true"
            name={p.name}
            checked={p.checked}
            disabled={p.disabled}
            onChange={(event: ChangeEvent<HTMLInputElement>) => p.onChange(event.target.checked)}
          />
          <span className="MuiSwitch-thumb" />
        </span>
        <span className="MuiSwitch-track" />
      </span>
      <span className="MuiTypography-root MuiTypography-body1 MuiFormControlLabel-label">{p.label}</span>
    </label>
  );
}

/** A time box with its raised label, as MUI's small outlined TextField of `type="time"` draws it. */
export function TimeBox(p: { id: string; area: 'opens' | 'closes'; name: string | undefined; label: string; value: string; disabled: boolean; ariaLabel: string; describedBy: string | undefined; onChange: (value: string) => void }) {
  const off = p.disabled ? ' Mui-disabled' : '';
  return (
    <div className={`MuiFormControl-root MuiTextField-root hours-${p.area}`}>
      <label
        className={`MuiFormLabel-root MuiInputLabel-root MuiInputLabel-formControl MuiInputLabel-animated MuiInputLabel-shrink MuiInputLabel-sizeSmall MuiInputLabel-outlined MuiFormLabel-colorPrimary${off} MuiFormLabel-filled`}
        data-shrink="true"
        htmlFor={p.id}
        id={`${p.id}-label`}
      >
        {p.label}
      </label>
      <div className={`MuiInputBase-root MuiOutlinedInput-root MuiInputBase-colorPrimary${off} MuiInputBase-formControl MuiInputBase-sizeSmall`}>
        <input
          aria-invalid="false"
          aria-label={p.ariaLabel}
          aria-describedby={p.describedBy}
          id={p.id}
          className={`MuiInputBase-input MuiOutlinedInput-input MuiInputBase-inputSizeSmall${off}`}
          type="time"
          value={p.value}
          name={p.name}
          disabled={p.disabled}
          onChange={(event: ChangeEvent<HTMLInputElement>) => p.onChange(event.target.value)}
        />
        <fieldset aria-hidden="true" className="MuiOutlinedInput-notchedOutline">
          <legend>
            <span>{p.label}</span>
          </legend>
        </fieldset>
      </div>
    </div>
  );
}
