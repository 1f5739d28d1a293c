/**
 * MIME type normalisation for uploads (spec part 1 §7).
 *
 * Browsers, and phones in particular, sometimes report no type or a generic binary type
 * for photos; the upload service needs a real image type for the Content-Type header.
 */

/** Image types known by file extension (lowercase, without the dot). */
export const IMAGE_TYPE_BY_EXTENSION: Readonly<Record<string, string>> = Object.freeze({
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  jpe: 'image/jpeg',
  jif: 'image/jpeg',
  jfif: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  svg: 'image/svg+xml',
});

const GENERIC_BINARY = 'application/octet-stream';

/** The lowercase extension of a file name, without the dot, or '' when there is none. */
export function fileExtension(fileName: string | null | undefined): string {
  if (typeof fileName !== 'string') return '';
  const base = fileName.trim().split(/[/\\]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/**
 * The MIME type to upload a file with. Any type containing `jpeg` or `jpg` becomes
 * `image/jpeg` (e.g. `image/jpg`, `image/pjpeg`). A missing type or
 * `application/octet-stream` is inferred from the extension; when that is unknown too the
 * result is `application/octet-stream`. Any other type is returned as given (trimmed).
 *
 * @example inferMimeType('photo.JFIF', '') // 'image/jpeg'
 * @example inferMimeType('logo.png', 'application/octet-stream') // 'image/png'
 * @example inferMimeType('scan.bin', 'image/jpg') // 'image/jpeg'
 * @example inferMimeType('notes', undefined) // 'application/octet-stream'
 */
export function inferMimeType(fileName: string | null | undefined, type: string | null | undefined): string {
  const declared = typeof type === 'string' ? type.trim() : '';
  const lower = declared.toLowerCase();
  if (lower.includes('jpeg') || lower.includes('jpg')) return 'image/jpeg';
  if (declared !== '' && lower !== GENERIC_BINARY) return declared;
  const ext = fileExtension(fileName);
  return Object.hasOwn(IMAGE_TYPE_BY_EXTENSION, ext) ? IMAGE_TYPE_BY_EXTENSION[ext] : GENERIC_BINARY;
}
