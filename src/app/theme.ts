import { createTheme, darken, getContrastRatio, type Theme } from '@mui/material/styles';
import { site } from '@/generated/config';
import type { Branding } from '@/generated/config-types';
import { fieldLayoutLook } from '@/forms/widgets/field-layout-look';
import { textBoxLook } from '@/forms/widgets/inputs/text-box-look';
import { nativeCheckedOverrides } from './native-checked';
import { TYPED_MARK } from './typed-fields';

/**
 * A text field being typed in, holding text over its placeholder, or marked by the page's first script as holding text
 * while the form is not live (`data-typed`, src/app/typed-fields.ts: an input without a placeholder cannot say).
 */
const TYPED = `input:focus, textarea:focus, input[placeholder]:not(:placeholder-shown), textarea[placeholder]:not(:placeholder-shown), input[${TYPED_MARK}], textarea[${TYPED_MARK}]`;

/** WCAG AA contrast for normal text. */
const TEXT_CONTRAST = 4.5;

/** notistack's toast of each variant (its own classes, twice for precedence over its generated ones), in colours that read. */
function toastColours(theme: Theme) {
  const toast = (variant: string) => `.notistack-MuiContent.notistack-MuiContent-${variant}`;
  return {
    [toast('success')]: { backgroundColor: theme.palette.success.dark, color: '#fff' },
    [toast('info')]: { backgroundColor: theme.palette.info.dark, color: '#fff' },
    [toast('warning')]: { backgroundColor: theme.palette.warning.main, color: '#1B1F24' },
  };
}

/**
 * The colour to use for text in the brand colour on white: the colour itself when it is dark enough,
 * otherwise the lightest darker shade that reads (a light green such as #7FA14C fails on white).
 *
 * @example textColourOnWhite('#3172B2') // '#3172B2'
 */
export function textColourOnWhite(colour: string): string {
  let shade = colour;
  for (let i = 1; getContrastRatio(shade, '#fff') < TEXT_CONTRAST && i <= 20; i += 1) shade = darken(colour, i * 0.05);
  return shade;
}

/** The branding a route asks for, from site.yaml `brandings`; undefined for the site's own brand or an unknown name. */
export function brandingOf(name: string | undefined): Branding | undefined {
  return name ? site.brandings?.[name] : undefined;
}

/**
 * The MUI theme: brand colours from site.yaml (or from a branding of site.yaml `brandings`, for routes
 * with `branding:`) and the tooltip delays of the spec (700 ms open, 300 ms close). Links, text and
 * outlined buttons and selected tabs use a darker shade when the brand colour is too light for text.
 *
 * @example createAppTheme('partner').palette.primary.main // '#7FA14C'
 */
export function createAppTheme(brandingName?: string): Theme {
  const branding = brandingOf(brandingName);
  const main = branding?.themeColour ?? site.brand.themeColour;
  const secondary = branding?.secondaryColour ?? site.brand.secondaryColour;
  const text = textColourOnWhite(main);
  const textOverrides =
    text === main
      ? {}
      : {
          MuiLink: { styleOverrides: { root: { color: text, textDecorationColor: text } } },
          MuiTab: { styleOverrides: { root: { '&.Mui-selected': { color: text } } } },
        };
  // WCAG 2.2 focus appearance: a 3 px ring 2 px outside the element, in a colour that stands out from the
  // page around it (dark on light pages; sections on dark or brand backgrounds set --focus-ring to white).
  const focusRing = { outline: '3px solid var(--focus-ring, #1B1F24)', outlineOffset: '2px' };
  return createTheme({
    palette: {
      primary: { main },
      ...(secondary ? { secondary: { main: secondary } } : {}),
    },
    typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif' },
    components: {
      MuiCssBaseline: {
        styleOverrides: (theme: Theme) => ({
          // The look of the plain grid, rows and help lines around a form's fields (field-layout.tsx).
          ...fieldLayoutLook(theme),
          // The look of the plain text boxes (text-box.tsx), MUI's outlined TextField's.
          ...textBoxLook(theme),
          // The toasts' colours (notistack's are white on light green, blue and orange, 2.2 to 3.3 to 1) read at
          // WCAG AA's 4.5 to 1 or more: white on MUI's dark green and blue, the page's dark text on orange.
          ...toastColours(theme),
          // The fixed header never hides what the keyboard or a link jumps to.
          html: { scrollPaddingTop: '80px' },
          ':focus-visible': focusRing,
          // MUI's buttons take their outline off and show the ring by their Mui-focusVisible class, which only a
          // hydrated page sets: the content pages' buttons (a text block's links) are never hydrated, and showed no
          // ring at all to the keyboard. Here the browser's own focus-visible shows it on every page.
          '.MuiButtonBase-root:focus-visible': focusRing,
          // The keyframes MUI's inputs use to notice the browser's autofill (the label then moves out of the way),
          // here once for the page: each input would otherwise add and remove a style sheet of its own as it
          // comes and goes, and every sheet added makes the browser restyle the whole page (see MuiInputBase below).
          '@keyframes mui-auto-fill': { from: { display: 'block' } },
          '@keyframes mui-auto-fill-cancel': { from: { display: 'block' } },
          '.MuiInputBase-input': { animationName: 'mui-auto-fill-cancel', animationDuration: '10ms' },
          '.MuiInputBase-input:-webkit-autofill': { animationName: 'mui-auto-fill', animationDuration: '5000s' },
          // Before a form page's runtime is live its prerendered fields take typing as MUI shows them once it is: on
          // focus, or holding text over a placeholder, the label moves up, the outline opens round it and takes the
          // focus colour (MUI's own state, data-shrink and Mui-focused, says the same once live).
          [`.MuiFormControl-root:has(> .MuiOutlinedInput-root > :is(${TYPED})) > .MuiInputLabel-outlined[data-shrink="false"]`]: {
            transform: 'translate(14px, -9px) scale(0.75)',
            maxWidth: 'calc(133% - 32px)',
          },
          [`.MuiOutlinedInput-root:has(> :is(${TYPED})) > .MuiOutlinedInput-notchedOutline > legend`]: { maxWidth: '100%' },
          '.MuiFormControl-root:has(> .MuiOutlinedInput-root > :is(input, textarea):focus) > .MuiInputLabel-outlined:not(.Mui-error)': { color: main },
          '.MuiOutlinedInput-root:not(.Mui-error):has(> :is(input, textarea):focus) > .MuiOutlinedInput-notchedOutline': { borderColor: main, borderWidth: '2px' },
          // A label takes the focus colour at once, as the outline does, rather than fading to it: the fade was a
          // colour transition, restyled and repainted on the main thread in every frame of its 200 ms, which are the
          // frames of the first keys typed after a tap in the box. Its rise and fall (transform) still glide.
          '.MuiFormControl-root > .MuiInputLabel-animated': { transitionProperty: 'transform, max-width' },
          // Where nothing hovers (a phone), a button's colours change at once: there its fades only ever showed a
          // button turning enabled or disabled as a step changed (Back on leaving step 1), on the main thread in
          // every frame the customer starts typing in. A mouse's hover fades are kept.
          // Likewise a toast coming or going opens or closes its room at once there (notistack animates the room's
          // height, on the main thread, in every frame of the step change or the keys it may fall on); it still
          // slides in and out, which the compositor draws.
          '@media (hover: none)': {
            '.MuiButtonBase-root.MuiButton-root': { transition: 'none' },
            '[data-notifications] div:has(> .notistack-CollapseWrapper)': { transition: 'none !important' },
          },
          // A widget that draws its own note instead of the field's help (or no field at all) says so with a mark.
          '.MuiFormControl-root:has(> [data-hide-template-help]) > [id$="__help"]': { display: 'none' },
          '.MuiFormControl-root:has(> [data-hide-template-errors]) > [id$="__error"]': { display: 'none' },
          // A customer who asked their device for less motion gets none: no ripples, slides, fades or smooth
          // scrolling (WCAG 2.3.3). Everything still opens and closes, at once.
          '@media (prefers-reduced-motion: reduce)': {
            '*, *::before, *::after': {
              animationDuration: '0.01ms !important',
              animationIterationCount: '1 !important',
              transitionDuration: '0.01ms !important',
              transitionDelay: '0s !important',
              scrollBehavior: 'auto !important',
            },
          },
        }),
      },
      // The autofill keyframes come from the baseline above, not from a style sheet per input.
      MuiInputBase: { defaultProps: { disableInjectingGlobalStyles: true } },
      MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } },
      MuiTooltip: { defaultProps: { enterDelay: 700, leaveDelay: 300 } },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          root: ({ ownerState }) => ({
            textTransform: 'none',
            ...(text !== main && (ownerState.color ?? 'primary') === 'primary' && ownerState.variant !== 'contained' ? { color: text, borderColor: text } : {}),
          }),
        },
      },
      ...nativeCheckedOverrides(),
      ...textOverrides,
    },
  });
}

const themes = new Map<string, Theme>();

/** The theme of a branding, created once. */
export function themeFor(brandingName: string): Theme {
  let theme = themes.get(brandingName);
  if (!theme) {
    theme = createAppTheme(brandingName);
    themes.set(brandingName, theme);
  }
  return theme;
}
