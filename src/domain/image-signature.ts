/**
 * Image upload checks: accepted types, size limit and the real file type read from the
 * first bytes of the file ("magic bytes").
 *
 * The browser runs {@link checkImageFile} before uploading, so the customer hears about a
 * wrong file at once; the intake server runs it again on the bytes it receives, because a
 * file name and a declared type prove nothing.
 *
 * SVG is deliberately not accepted even though it is an image: an SVG file can carry
 * script, and served from our own origin it could run in a visitor's browser.
 */
import { inferMimeType } from './mime';
import { interpolate } from './text-template';

/** The image types customers may upload: PNG, JPEG, GIF and WebP (never SVG, see above). */
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** One of {@link ACCEPTED_IMAGE_TYPES}. */
export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];

/** Largest accepted upload: 5 MB, as the forms advertise (spec part 1 §9). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/**
 * Most pixels a stored image may declare: 50 megapixels, above a 48-megapixel phone photo. A few hundred bytes
 * of JPEG can declare 12,000 × 12,000 pixels and take a gigabyte and most of a minute to decode, so the server
 * reads the declared size from the header and refuses such a file before decoding it.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

/** How many leading bytes {@link sniffImageType} needs to recognise every accepted type. */
export const SNIFF_BYTES = 12;

/** Size limit in the words shown to customers. */
const MAX_UPLOAD_TEXT = '5 MB';
/** The names of the image types accepted, for {types} of the refusal reason. */
const ACCEPTED_TYPE_NAMES = ['PNG', 'JPG', 'GIF', 'WebP'];

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((b, i) => bytes[offset + i] === b);
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87A = [0x47, 0x49, 0x46, 0x38, 0x37, 0x61]; // "GIF87a"
const GIF89A = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61]; // "GIF89a"
const RIFF = [0x52, 0x49, 0x46, 0x46]; // "RIFF"
const WEBP = [0x57, 0x45, 0x42, 0x50]; // "WEBP" at offset 8

/**
 * The image type of a file from its first bytes, or `null` when it is not a PNG, JPEG,
 * GIF or WebP image. Pass at least {@link SNIFF_BYTES} bytes.
 *
 * @example sniffImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) // 'image/png'
 * @example sniffImageType(new TextEncoder().encode('<!doctype html>')) // null
 */
export function sniffImageType(bytes: Uint8Array): AcceptedImageType | null {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, GIF87A) || startsWith(bytes, GIF89A)) return 'image/gif';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp';
  return null;
}

/** True when the type is one of {@link ACCEPTED_IMAGE_TYPES}. */
export function isAcceptedImageType(type: string): type is AcceptedImageType {
  return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(type);
}

/** What is known about a file before (or while) uploading it. */
export interface ImageFileInfo {
  name: string;
  type?: string | null;
  size: number;
}

/**
 * Outcome of {@link checkImageFile}. When accepted, `mimeType` is the type to store the
 * file with: read from the bytes when they were given, otherwise inferred from the
 * declared type and the file name.
 */
/**
 * The reasons a file is refused, in the customer's words (site.yaml `words.files`; the domain reads no config,
 * so callers pass them): {name} is the file's name, {limit} the size limit, {types} the image types accepted.
 */
export interface FileWords {
  unnamed: string;
  or: string;
  noFile: string;
  empty: string;
  tooLarge: string;
  wrongType: string;
}

export type ImageCheckResult = { ok: true; mimeType: AcceptedImageType } | { ok: false; reason: string };

/**
 * Checks an image before it is uploaded or stored. Reasons are written for the customer:
 * - no file: "Invalid file: File is null or undefined"
 * - empty: "Invalid file: Empty file"
 * - too large: "{name} is larger than 5 MB. Please choose a smaller image."
 * - not an accepted image: "{name} is not a PNG, JPG, GIF or WebP image."
 *
 * When `firstBytes` are given, the bytes decide the type (an HTML file named `.png` is
 * refused; a real JPEG reported as `application/octet-stream` is accepted).
 *
 * @example checkImageFile({ name: 'logo.png', type: 'image/png', size: 2048 }, undefined, site.words.files) // { ok: true, mimeType: 'image/png' }
 * @example checkImageFile({ name: 'logo.svg', type: 'image/svg+xml', size: 900 }, undefined, site.words.files)
 * // { ok: false, reason: 'logo.svg is not a PNG, JPG, GIF or WebP image.' }
 */
export function checkImageFile(
  file: ImageFileInfo | null | undefined,
  firstBytes: Uint8Array | undefined,
  words: FileWords,
): ImageCheckResult {
  if (!file) return { ok: false, reason: words.noFile };
  const name = file.name?.trim() || words.unnamed;
  if (!(file.size > 0) || (firstBytes !== undefined && firstBytes.length === 0)) {
    return { ok: false, reason: words.empty };
  }
  if (file.size > MAX_UPLOAD_BYTES) {
    return { ok: false, reason: interpolate(words.tooLarge, { name, limit: MAX_UPLOAD_TEXT }) };
  }
  const notAnImage = { ok: false, reason: interpolate(words.wrongType, { name, types: `${ACCEPTED_TYPE_NAMES.slice(0, -1).join(', ')} ${words.or} ${ACCEPTED_TYPE_NAMES.at(-1)}` }) } as const;
  if (firstBytes !== undefined) {
    const sniffed = sniffImageType(firstBytes);
    return sniffed ? { ok: true, mimeType: sniffed } : notAnImage;
  }
  const declared = inferMimeType(file.name, file.type);
  return isAcceptedImageType(declared) ? { ok: true, mimeType: declared } : notAnImage;
}

/**
 * A refused file's reason as it is said beside its picker, naming the file where the reason does not (an empty file's
 * "Invalid file: Empty file"), so a customer who chose several files, or sent a form without script, knows which one.
 *
 * @example namedReason('b.png', 'Invalid file: Empty file') // 'b.png: Invalid file: Empty file'
 * @example namedReason('a.txt', 'a.txt is not a PNG or JPG image.') // 'a.txt is not a PNG or JPG image.'
 */
export function namedReason(name: string, reason: string): string {
  return name && !reason.includes(name) ? `${name}: ${reason}` : reason;
}

/** The most photos a list of files keeps unless its picker's `maxFiles` option or its schema's `maxItems` says otherwise. */
export const DEFAULT_MAX_FILES = 30;

/** The words for files chosen over a list's limit (site.yaml `words.files`). */
export interface FileLimitWords {
  tooManyOne: string;
  tooManyMore: string;
}

/**
 * Splits newly chosen files into those that still fit under the limit and the message for the rest, undefined when
 * all fit: the picker in the browser and the server receiving a form posted without JavaScript keep the same files.
 *
 * @example splitByLimit(28, [a, b, c, d], 30, words) // { fit: [a, b], overMessage: 'You can choose up to 30 photos. c.jpg, d.jpg were not added.' }
 */
export function splitByLimit<T extends { name: string }>(keptCount: number, incoming: readonly T[], max: number, words: FileLimitWords): { fit: T[]; overMessage: string | undefined } {
  const room = Math.max(0, max - keptCount);
  const rest = incoming.slice(room);
  const names = rest.map((f) => f.name).join(', ');
  const overMessage = rest.length ? interpolate(rest.length === 1 ? words.tooManyOne : words.tooManyMore, { max: String(max), names }) : undefined;
  return { fit: incoming.slice(0, room), overMessage };
}
