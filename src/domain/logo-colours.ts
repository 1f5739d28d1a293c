/**
 * The main colours of a logo, for the "use the colours of my logo" option of the request form
 * (spec part 1 §2, step 1).
 *
 * Works on raw RGBA pixels (what a canvas `getImageData` answers) so it runs anywhere and is
 * tested without a browser. The browser draws the logo small (about 100 px) before calling it.
 *
 * The method is a plain colour histogram: transparent, near-white and near-black pixels are
 * skipped (they are the background and the outline of most logos, not their colours), every
 * other pixel falls into a box of similar colours (each channel cut into 16 levels), and the
 * fullest boxes win. The colour of a box is the average of its pixels, so anti-aliased edges do
 * not shift it. A second colour must differ clearly from the first; when the logo has only one
 * colour, the second is a darker (or, for a dark colour, lighter) shade of it.
 */

/** Tuning of {@link mainLogoColours} and {@link logoColours}; the defaults suit ordinary logos. */
export interface LogoColourOptions {
  /** Pixels with a lower alpha (0-255) are ignored as transparent. Default 128. */
  minAlpha?: number;
  /** Pixels whose every channel is at least this are ignored as near-white. Default 230. */
  nearWhite?: number;
  /** Pixels whose every channel is at most this are ignored as near-black. Default 30. */
  nearBlack?: number;
  /** Bits kept per channel when grouping similar colours (1-8). Default 4, i.e. 16 levels. */
  bitsPerChannel?: number;
  /** Smallest RGB distance between two colours returned together. Default 80. */
  minDistance?: number;
  /** A further colour must hold at least this share of the first colour's pixels. Default 0.05. */
  minShare?: number;
}

/** The two colours of a logo, each written `#rrggbb`. */
export interface LogoColours {
  primary: string;
  secondary: string;
}

type Rgb = readonly [number, number, number];

interface Bucket {
  count: number;
  r: number;
  g: number;
  b: number;
}

const DEFAULTS: Required<LogoColourOptions> = {
  minAlpha: 128,
  nearWhite: 230,
  nearBlack: 30,
  bitsPerChannel: 4,
  minDistance: 80,
  minShare: 0.05,
};

/** `#rrggbb` of a colour (channels rounded and clamped to 0-255). */
export function toHexColour([r, g, b]: Rgb): string {
  const part = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** The channels of a `#rrggbb` colour. */
export function fromHexColour(hex: string): Rgb {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!m) throw new Error(`Not a #rrggbb colour: ${hex}`);
  return [parseInt(m[1], 16), parseInt(m[2], 16), parseInt(m[3], 16)];
}

function distance(a: Rgb, b: Rgb): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}

/** Relative brightness 0 (black) to 1 (white), by the usual luma weights. */
function brightness([r, g, b]: Rgb): number {
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

/**
 * A companion shade of a colour: mixed 40% towards black, or towards white when the colour is
 * already dark, so the two stay apart.
 *
 * @example shadeOf('#2897cf') // '#185b7c'
 */
export function shadeOf(hex: string): string {
  const rgb = fromHexColour(hex);
  const target = brightness(rgb) < 0.25 ? 255 : 0;
  return toHexColour(rgb.map((v) => v + (target - v) * 0.4) as unknown as Rgb);
}

/**
 * The main colours of an image, most common first, each `#rrggbb`, at most `count` of them and
 * each clearly apart from those before it. Empty when every pixel is transparent, near-white or
 * near-black.
 *
 * @param rgba pixels as R, G, B, A bytes (a canvas `ImageData.data`)
 * @example mainLogoColours(new Uint8ClampedArray([255, 0, 0, 255, 255, 255, 255, 255])) // ['#ff0000']
 */
export function mainLogoColours(rgba: ArrayLike<number>, count = 2, options: LogoColourOptions = {}): string[] {
  const o = { ...DEFAULTS, ...options };
  const bits = Math.max(1, Math.min(8, Math.round(o.bitsPerChannel)));
  const shift = 8 - bits;
  const buckets = new Map<number, Bucket>();
  for (let i = 0; i + 3 < rgba.length; i += 4) {
    const r = rgba[i];
    const g = rgba[i + 1];
    const b = rgba[i + 2];
    if (rgba[i + 3] < o.minAlpha) continue;
    if (r >= o.nearWhite && g >= o.nearWhite && b >= o.nearWhite) continue;
    if (r <= o.nearBlack && g <= o.nearBlack && b <= o.nearBlack) continue;
    const key = ((r >> shift) << (2 * bits)) | ((g >> shift) << bits) | (b >> shift);
    const bucket = buckets.get(key);
    if (bucket) {
      bucket.count += 1;
      bucket.r += r;
      bucket.g += g;
      bucket.b += b;
    } else {
      buckets.set(key, { count: 1, r, g, b });
    }
  }
  const ranked = [...buckets.values()].sort((x, y) => y.count - x.count);
  if (ranked.length === 0) return [];
  const chosen: Rgb[] = [];
  const least = ranked[0].count * o.minShare;
  for (const bucket of ranked) {
    if (chosen.length >= count || bucket.count < least) break;
    const colour: Rgb = [bucket.r / bucket.count, bucket.g / bucket.count, bucket.b / bucket.count];
    if (chosen.every((c) => distance(c, colour) >= o.minDistance)) chosen.push(colour);
  }
  return chosen.map(toHexColour);
}

/**
 * The primary and secondary colour of a logo for the website, or `undefined` when the logo has
 * no usable colour (only transparent, near-white and near-black pixels).
 *
 * @example logoColours(pixelsOfABlueAndOrangeLogo) // { primary: '#1d3f8c', secondary: '#f08a24' }
 */
export function logoColours(rgba: ArrayLike<number>, options: LogoColourOptions = {}): LogoColours | undefined {
  const [primary, secondary] = mainLogoColours(rgba, 2, options);
  if (!primary) return undefined;
  return { primary, secondary: secondary ?? shadeOf(primary) };
}
