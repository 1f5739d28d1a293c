/**
 * Text colours for the website preview: the preview is drawn in any colour a customer picks
 * (a scheme of config/colour-schemes.yaml or their own custom colours), so every text colour
 * is chosen from the colour it sits on, following WCAG 2 relative luminance.
 */

/** Text colour on dark colours. */
export const LIGHT_TEXT = '#FFFFFF';
/** Text colour on light colours: near-black, softer than pure black. */
export const DARK_TEXT = '#1A1A1A';
/** WCAG AA contrast ratio for normal text. */
export const AA_CONTRAST = 4.5;

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The red, green and blue of `#RGB` or `#RRGGBB` (0-255 each), or `null` when it is not a hex colour. */
export function parseHex(hex: string | null | undefined): [number, number, number] | null {
  const match = typeof hex === 'string' ? HEX.exec(hex.trim()) : null;
  if (!match) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
}

/**
 * WCAG 2 relative luminance, from 0 (black) to 1 (white); `null` for a value that is not a hex colour.
 *
 * @example relativeLuminance('#FFFFFF') // 1
 */
export function relativeLuminance(hex: string | null | undefined): number | null {
  const rgb = parseHex(hex);
  if (!rgb) return null;
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * WCAG 2 contrast ratio of two colours, from 1 to 21; 1 when either is not a hex colour.
 *
 * @example contrastRatio('#000000', '#FFFFFF') // 21
 */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  if (la === null || lb === null) return 1;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * White or near-black, whichever reads better on the given colour. A value that is not a hex
 * colour is taken as a light background (near-black text), the safe choice on a page.
 *
 * @example readableTextColour('#00235A') // '#FFFFFF'
 * @example readableTextColour('#FFA419') // '#1A1A1A'
 */
export function readableTextColour(hex: string | null | undefined): string {
  if (relativeLuminance(hex) === null) return DARK_TEXT;
  const colour = hex as string;
  return contrastRatio(colour, LIGHT_TEXT) >= contrastRatio(colour, DARK_TEXT) ? LIGHT_TEXT : DARK_TEXT;
}

/**
 * The colour itself for accent text (headings, icons) on a background when it reaches AA
 * contrast there, otherwise the readable text colour of that background. Keeps a light custom
 * colour such as #FDCA00 from being used for headings on a near-white page.
 *
 * @example accentTextColour('#00235A', '#F5F8FC') // '#00235A'
 * @example accentTextColour('#FDCA00', '#FFFFFF') // '#1A1A1A'
 */
export function accentTextColour(colour: string, background: string): string {
  return contrastRatio(colour, background) >= AA_CONTRAST ? colour : readableTextColour(background);
}
