/**
 * The rules of preparing a chosen image on the customer's device before it is sent, with no browser in
 * sight: what a file's first bytes say (its type, its size in pixels, whether it carries metadata such as a
 * GPS position), whether it may be sent as it is, what it becomes (type, size) and the words the pickers
 * show. The browser part that decodes and re-encodes lives in src/services/image-prepare.ts.
 */
import { MAX_UPLOAD_BYTES, sniffImageType, type AcceptedImageType } from './image-signature';

/** How one kind of image (photo or logo) is prepared. */
export interface PrepareProfile {
  /** Longest side of the prepared image, in pixels. */
  maxEdge: number;
  /** Most bytes the prepared image may weigh (never more than the 5 MB upload limit). */
  maxBytes: number;
}

/** Every setting of preparation; from `images:` in config/site.yaml, else {@link DEFAULT_PREPARE_SETTINGS}. */
export interface PrepareSettings {
  /** Largest file the pickers accept before preparing it. */
  chooseUpToBytes: number;
  /** JPEG quality, 0 to 1. */
  quality: number;
  /** A clean PNG or JPG at most this big (and within `maxEdge`) is sent as it is. */
  sendAsIsUpToBytes: number;
  photo: PrepareProfile;
  logo: PrepareProfile;
}

const MB = 1024 * 1024;

/** What the product does when config/site.yaml says nothing: photos 2,560 px, logos 1,600 px, quality 0.8. */
export const DEFAULT_PREPARE_SETTINGS: PrepareSettings = {
  chooseUpToBytes: 40 * MB,
  quality: 0.8,
  sendAsIsUpToBytes: 300 * 1024,
  photo: { maxEdge: 2560, maxBytes: 1.5 * MB },
  logo: { maxEdge: 1600, maxBytes: 1.5 * MB },
};

/** The `images:` block of config/site.yaml, as the generated config types it (every key optional). */
export interface ImagesConfig {
  chooseUpToMB?: number;
  quality?: number;
  sendAsIsUpToKB?: number;
  photo?: { maxEdge?: number; maxMB?: number };
  logo?: { maxEdge?: number; maxMB?: number };
}

/** The settings from config, each missing key from the defaults; byte caps never above the 5 MB limit. */
export function prepareSettingsFrom(config: ImagesConfig | undefined): PrepareSettings {
  const d = DEFAULT_PREPARE_SETTINGS;
  const profile = (p: { maxEdge?: number; maxMB?: number } | undefined, fallback: PrepareProfile): PrepareProfile => ({
    maxEdge: p?.maxEdge ?? fallback.maxEdge,
    maxBytes: Math.min(MAX_UPLOAD_BYTES, p?.maxMB !== undefined ? p.maxMB * MB : fallback.maxBytes),
  });
  return {
    chooseUpToBytes: config?.chooseUpToMB !== undefined ? config.chooseUpToMB * MB : d.chooseUpToBytes,
    quality: config?.quality ?? d.quality,
    sendAsIsUpToBytes: config?.sendAsIsUpToKB !== undefined ? config.sendAsIsUpToKB * 1024 : d.sendAsIsUpToBytes,
    photo: profile(config?.photo, d.photo),
    logo: profile(config?.logo, d.logo),
  };
}

/** Which profile a picker uses: logos keep a print size and transparency; everything else is a photo. */
export type PrepareKind = 'photo' | 'logo';

/** The profile of a picker from its `fileType` option (logo, gallery, accreditation). */
export function prepareKindOf(fileType: unknown): PrepareKind {
  return fileType === 'logo' ? 'logo' : 'photo';
}

/** HEIC/HEIF brands of the ISO base media `ftyp` box (iPhone photos). */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);

/**
 * True when the first bytes are an HEIC/HEIF image (an iPhone photo copied to a computer).
 *
 * @example isHeif(new TextEncoder().encode('\0\0\0\x18ftypheic')) // true
 */
export function isHeif(bytes: Uint8Array): boolean {
  if (bytes.length < 12) return false;
  const text = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  return text(4, 8) === 'ftyp' && HEIF_BRANDS.has(text(8, 12));
}

/**
 * The image type of a file from its first bytes, among those a browser may be able to open and this product
 * prepares: PNG, JPEG, GIF, WebP, HEIC/HEIF, AVIF and BMP. `null` for anything else (text, PDF, SVG...).
 *
 * @example sniffPreparable(new TextEncoder().encode('\0\0\0\x1cftypavif')) // 'image/avif'
 */
export function sniffPreparable(bytes: Uint8Array): string | null {
  const known = sniffImageType(bytes);
  if (known) return known;
  if (isHeif(bytes)) return 'image/heic';
  if (bytes.length >= 12 && String.fromCharCode(...bytes.subarray(4, 12)).match(/^ftypavi[fs]$/)) return 'image/avif';
  const dibHeader = bytes.length >= 18 ? bytes[14] | (bytes[15] << 8) : 0;
  if (bytes[0] === 0x42 && bytes[1] === 0x4d && [12, 40, 52, 56, 108, 124].includes(dibHeader)) return 'image/bmp';
  return null;
}

/** What the first bytes of an image tell: its pixel size when the header gives it, and its metadata. */
export interface ImageHeader {
  width?: number;
  height?: number;
  /** EXIF, XMP, IPTC, comments or text chunks: anything beyond the pixels that could say where or who. */
  hasMetadata: boolean;
}

/** JPEG APP1 (EXIF, XMP) to APP15 and COM segments carry metadata; APP0 (JFIF) does not. */
function jpegHeader(b: Uint8Array): ImageHeader {
  let hasMetadata = false;
  let i = 2;
  while (i + 4 <= b.length) {
    if (b[i] !== 0xff) return { hasMetadata: true }; // not understood: treat as not clean
    const marker = b[i + 1];
    if (marker === 0xff) {
      i += 1;
      continue;
    }
    const length = (b[i + 2] << 8) | b[i + 3];
    if ((marker >= 0xe1 && marker <= 0xef) || marker === 0xfe) hasMetadata = true;
    const sof = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (sof && i + 9 <= b.length) return { hasMetadata, height: (b[i + 5] << 8) | b[i + 6], width: (b[i + 7] << 8) | b[i + 8] };
    if (marker === 0xda) break;
    i += 2 + length;
  }
  return { hasMetadata: true };
}

/** PNG text, time and EXIF chunks carry metadata; the pixels and colour chunks do not. */
function pngHeader(b: Uint8Array): ImageHeader {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const header: ImageHeader = { hasMetadata: false };
  let i = 8;
  while (i + 8 <= b.length) {
    const length = view.getUint32(i);
    const type = String.fromCharCode(b[i + 4], b[i + 5], b[i + 6], b[i + 7]);
    if (type === 'IHDR' && i + 16 <= b.length) {
      header.width = view.getUint32(i + 8);
      header.height = view.getUint32(i + 12);
    }
    if (['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME'].includes(type)) header.hasMetadata = true;
    if (type === 'IDAT' || type === 'IEND') return header;
    i += 12 + length;
  }
  // The chunks before the pixels were not all read: a text chunk may hide after them.
  return { ...header, hasMetadata: true };
}

/**
 * The pixel size and metadata of a PNG or JPEG from its first bytes (pass the first 256 KB or the whole file).
 * Other types, or headers cut short, count as carrying metadata, so they are always prepared.
 */
export function readImageHeader(bytes: Uint8Array): ImageHeader {
  const type = sniffImageType(bytes);
  if (type === 'image/jpeg') return jpegHeader(bytes);
  if (type === 'image/png') return pngHeader(bytes);
  return { hasMetadata: true };
}

/**
 * True when a chosen file can be sent exactly as it is: a type this picker accepts, small, no larger in
 * pixels than the profile allows and with no metadata at all. A JPEG with EXIF (a phone's orientation or GPS)
 * is never clean.
 */
export function maySendAsIs(
  type: AcceptedImageType | null,
  size: number,
  header: ImageHeader,
  accept: readonly string[],
  profile: PrepareProfile,
  settings: PrepareSettings,
): boolean {
  if (!type || (type !== 'image/png' && type !== 'image/jpeg') || !accept.includes(type)) return false;
  if (size > settings.sendAsIsUpToBytes || size > profile.maxBytes || header.hasMetadata) return false;
  return header.width !== undefined && header.height !== undefined && Math.max(header.width, header.height) <= profile.maxEdge;
}

/**
 * The type a prepared image is written as: a logo that may be transparent (PNG, WebP, GIF, HEIC...) stays or
 * becomes PNG; photos become JPEG, the smallest for photographs. Falls back to whatever the picker accepts.
 */
export function preparedTypeFor(sourceType: string, kind: PrepareKind, accept: readonly string[]): 'image/jpeg' | 'image/png' {
  const wanted = kind === 'logo' && sourceType !== 'image/jpeg' ? 'image/png' : 'image/jpeg';
  if (accept.includes(wanted)) return wanted;
  return accept.includes('image/png') ? 'image/png' : 'image/jpeg';
}

/**
 * The name of the prepared file: the chosen name with the extension of its new type.
 *
 * @example preparedName('IMG_0042.HEIC', 'image/jpeg') // 'IMG_0042.jpg'
 * @example preparedName('logo', 'image/png') // 'logo.png'
 */
export function preparedName(name: string, type: 'image/jpeg' | 'image/png'): string {
  const ext = type === 'image/png' ? '.png' : '.jpg';
  const trimmed = name.trim() || 'image';
  const dot = trimmed.lastIndexOf('.');
  const base = dot > 0 && trimmed.length - dot <= 6 ? trimmed.slice(0, dot) : trimmed;
  if (type === 'image/jpeg' && /\.jpe?g$/i.test(trimmed)) return trimmed;
  return `${base}${ext}`;
}

/**
 * The size of an image fitted inside `maxEdge` on its longest side, never enlarged.
 *
 * @example fitWithin(4000, 3000, 2560) // { width: 2560, height: 1920 }
 */
export function fitWithin(width: number, height: number, maxEdge: number): { width: number; height: number } {
  const scale = Math.min(1, maxEdge / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * A message template filled in: `{name}`, `{current}`, `{total}`, `{percent}`, `{limit}`.
 *
 * @example fillMessage('Preparing {current} of {total}…', { current: 3, total: 12 }) // 'Preparing 3 of 12…'
 */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/**
 * A byte limit in customers' words.
 *
 * @example limitInWords(40 * 1024 * 1024) // '40 MB'
 */
export function limitInWords(bytes: number): string {
  const mb = bytes / MB;
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}
