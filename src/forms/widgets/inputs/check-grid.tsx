/**
 * A checklist's boxes drawn as plain elements under one styled grid: each looks exactly like MUI's Checkbox in a
 * FormControlLabel (same markup, `Mui*` class names and glyphs), but a step change draws one element per part instead
 * of five MUI components per item each serialising its styles (a trade's services or accreditations are 10 to 20).
 */
import type { ChangeEvent } from 'react';
import { styled } from '@mui/material/styles';
import { BOX_EMPTY, BOX_TICKED } from '@/forms/glyphs';
import { controlLabelLook, switchBaseLook } from './control-look';

/** One column on phones, two from tablets up, with the styles of every box in it. */
export const CheckGrid = styled('div')(({ theme }) => {
  const { palette, transitions } = theme;
  const primary = palette.primary.main;
  const label = controlLabelLook(theme);
  return {
    display: 'grid',
    columnGap: 16,
    gridTemplateColumns: '1fr',
    [theme.breakpoints.up('sm')]: { gridTemplateColumns: '1fr 1fr' },
    '& .MuiFormControlLabel-root': label.root,
    '& .MuiFormControlLabel-label': label.label,
    '& .MuiCheckbox-root': {
      ...switchBaseLook(primary),
      position: 'relative',
      WebkitTapHighlightColor: 'transparent',
      color: palette.text.secondary,
      '@media print': { printColorAdjust: 'exact' },
      '&.Mui-disabled': { cursor: 'default', color: palette.action.disabled },
      '& .glyph-on': { display: 'none' },
      '& input:checked ~ .glyph-off': { display: 'none' },
      '& input:checked ~ .glyph-on': { display: 'inline-block' },
    },
    '& .PrivateSwitchBase-input': { cursor: 'inherit', position: 'absolute', opacity: 0, width: '100%', height: '100%', top: 0, left: 0, margin: 0, padding: 0, zIndex: 1, outline: 'none' },
    '& .MuiSvgIcon-root': { userSelect: 'none', width: '1em', height: '1em', display: 'inline-block', flexShrink: 0, transition: `fill ${transitions.duration.shorter}ms ${transitions.easing.easeInOut}`, fill: 'currentColor', fontSize: '1.5rem' },
  };
});

/** A ticked or unticked box of the checklist, with its label. */
export function CheckItem(p: { id: string; name: string; value: string; checked: boolean; disabled: boolean; onChange: (checked: boolean) => void }) {
  const off = p.disabled ? ' Mui-disabled' : '';
  return (
    <label className={`MuiFormControlLabel-root MuiFormControlLabel-labelPlacementEnd${off}`}>
      <span className={`MuiButtonBase-root MuiCheckbox-root MuiCheckbox-colorPrimary MuiCheckbox-sizeMedium PrivateSwitchBase-root${p.checked ? ' Mui-checked' : ''}${off}`}>
        <input
          id={p.id}
          className="PrivateSwitchBase-input"
          type="checkbox"
          value={p.value}
          name={p.name}
          checked={p.checked}
          disabled={p.disabled}
          onChange={(event: ChangeEvent<HTMLInputElement>) => p.onChange(event.target.checked)}
        />
        <svg className="MuiSvgIcon-root MuiSvgIcon-fontSizeMedium glyph-off" focusable="false" aria-hidden="true" viewBox="0 0 24 24" data-glyph="unticked">
          <path d={BOX_EMPTY} />
        </svg>
        <svg className="MuiSvgIcon-root MuiSvgIcon-fontSizeMedium glyph-on" focusable="false" aria-hidden="true" viewBox="0 0 24 24" data-glyph="ticked">
          <path d={BOX_TICKED} />
        </svg>
      </span>
      <span className="MuiTypography-root MuiTypography-body1 MuiFormControlLabel-label">{p.value}</span>
    </label>
  );
}
