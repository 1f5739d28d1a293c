import { randomBytes } from 'node:crypto';
import { anonymousReference, referenceKey, type ReferenceFormat } from '../../domain/customer-reference';
import { site } from '../../generated/config';
import { inferMimeType } from '../../domain/mime';

/** How the service writes the references it gives (config/site.yaml `customerNumber.newReference`). */
export const REFERENCE_FORMAT: ReferenceFormat = (site.customerNumber as { newReference?: ReferenceFormat } | undefined)?.newReference ?? { prefix: 'TS-', length: 6 };

/** The image types the upload service stores, with the extension used in keys. SVG is refused: it can carry script. */
export const STORED_IMAGE_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
} as const;

/** A MIME type the upload service accepts. */
export type StoredImageType = keyof typeof STORED_IMAGE_TYPES;

/** The kinds of upload of spec part 1 §7 call 1. */
export const FILE_TYPES = ['logo', 'gallery', 'accreditation'] as const;
export type FileType = (typeof FILE_TYPES)[number];

/**
 * Normalises a declared MIME type with the browser's rule (spec part 1 §7, `inferMimeType` in src/domain): a
 * missing or generic binary type is inferred from the file extension, and anything mentioning jpeg or jpg
 * becomes image/jpeg. Parameters (`; charset=...`) and case are dropped first.
 * @example normaliseMimeType('', 'van.JFIF') // 'image/jpeg'
 */
export function normaliseMimeType(declared: string | undefined, fileName: string): string {
  const type = (declared ?? '').split(';')[0].trim().toLowerCase();
  return inferMimeType(fileName, type);
}

/** True for the four stored image types. */
export function isStoredImageType(type: string): type is StoredImageType {
  return Object.hasOwn(STORED_IMAGE_TYPES, type);
}

/**
 * Turns a customer number into a safe key segment: letters, digits, `-` and `_` only, at most 64 characters.
 * An empty result becomes the spec's anonymous reference `anonymous-{timestamp}`.
 * @example customerRef('../../etc/passwd') // 'etc-passwd'
 */
export function customerRef(customerNumber: unknown, now = Date.now()): string {
  return referenceKey(customerNumber, REFERENCE_FORMAT) || anonymousReference(now);
}

/** Builds a fresh storage key: `<customerRef>/<fileType>/<random id>.<ext>`; never the user's file name. */
export function newFileKey(ref: string, fileType: FileType, type: StoredImageType): string {
  return `${ref}/${fileType}/${randomBytes(16).toString('hex')}.${STORED_IMAGE_TYPES[type]}`;
}

/** Every key the server ever generates matches this; anything else is refused before touching the disk. */
export const FILE_KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}\/(logo|gallery|accreditation)\/[0-9a-f]{32}\.(png|jpg|gif|webp)$/;
