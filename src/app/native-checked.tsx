/**
 * Ticked boxes, chosen radios and switched-on switches drawn from the native input's `:checked` state rather than
 * from React's: a form posted without JavaScript (or tapped before its script arrives) shows what the customer ticked,
 * and with JavaScript the two states are always the same, so nothing changes for a live form.
 */
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import type { ThemeOptions } from '@mui/material/styles';

import { BOX_EMPTY, BOX_TICKED } from '@/forms/glyphs';

/** Both of a checkbox's pictures; the CSS below shows the one its input's state calls for. */
function BoxGlyphs({ fontSize }: Pick<SvgIconProps, 'fontSize'>) {
  return (
    <>
      <SvgIcon fontSize={fontSize} className="glyph-off" data-glyph="unticked">
        <path d={BOX_EMPTY} />
      </SvgIcon>
      <SvgIcon fontSize={fontSize} className="glyph-on" data-glyph="ticked">
        <path d={BOX_TICKED} />
      </SvgIcon>
    </>
  );
}

const glyphs = <BoxGlyphs />;

/** The components' entries as `createTheme` takes them. */
type ThemeComponents = NonNullable<ThemeOptions['components']>;

/**
 * Theme overrides for MUI's Checkbox, Radio and Switch so their look follows `input:checked`. Typed as those three
 * entries of `createTheme`'s own options: as `Components<Theme>`, spreading them into `createTheme` made the type check
 * compare every MUI component's overrides for one theme type with those for the other (a fifth of its time).
 *
 * @example createTheme({ components: { ...nativeCheckedOverrides(), ...others } })
 */
export function nativeCheckedOverrides(): Pick<ThemeComponents, 'MuiCheckbox' | 'MuiRadio' | 'MuiSwitch'> {
  return {
    MuiCheckbox: {
      defaultProps: { icon: glyphs, checkedIcon: glyphs },
      styleOverrides: {
        root: ({ theme }) => ({
          '& .glyph-on': { display: 'none' },
          '& input:checked ~ .glyph-off': { display: 'none' },
          '& input:checked ~ .glyph-on': { display: 'inline-block' },
          '&:has(> input:checked):not(.Mui-disabled)': { color: theme.palette.primary.main },
        }),
      },
    },
    MuiRadio: {
      styleOverrides: {
        root: ({ theme }) => ({
          '&:has(> input:checked):not(.Mui-disabled)': { color: theme.palette.primary.main },
          '& > input:checked ~ span > .MuiSvgIcon-root:last-child': { transform: 'scale(1)' },
        }),
      },
    },
    MuiSwitch: {
      styleOverrides: {
        switchBase: ({ theme }) => ({
          '&:has(> input:checked)': { transform: 'translateX(20px)' },
          '&:has(> input:checked):not(.Mui-disabled)': { color: theme.palette.primary.main },
          '&:has(> input:checked) + .MuiSwitch-track': { opacity: 0.5, backgroundColor: theme.palette.primary.main },
        }),
      },
    },
  };
}
