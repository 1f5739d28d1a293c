import { createTheme, type Theme } from '@mui/material/styles';
import { site } from '@/generated/config';

/** The MUI theme: brand colours from site.yaml and the tooltip delays of the spec (700 ms open, 300 ms close). */
export function createAppTheme(): Theme {
  return createTheme({
    palette: {
      primary: { main: site.brand.themeColour },
      ...(site.brand.secondaryColour ? { secondary: { main: site.brand.secondaryColour } } : {}),
    },
    typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif' },
    components: {
      MuiTooltip: { defaultProps: { enterDelay: 700, leaveDelay: 300 } },
      MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none' } } },
    },
  });
}
