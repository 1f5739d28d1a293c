/**
 * The rules of the file pickers that need no browser: which images are accepted, the words for
 * sizes and counts, limits, and the shape of the values. The widgets call these; the unit tests
 * call them directly.
 */
import { checkImageFile, MAX_UPLOAD_BYTES, namedReason, sniffImageType, splitByLimit as splitFilesByLimit, type FileWords, type ImageCheckResult, type ImageFileInfo } from '@/domain/image-signature';
import type { StoredFileRef } from '../../runtime';
import { site } from '@/generated/config';
import { interpolate } from '@/domain/text-template';

/** What the pickers accept unless a form says otherwise: the "PNG, JPG" the forms advertise. */
export const DEFAULT_ACCEPT: readonly string[] = ['image/png', 'image/jpeg'];

/** The most photos a multiple picker keeps unless its `maxFiles` option says otherwise (one number with the server). */
export { DEFAULT_MAX_FILES } from '@/domain/image-signature';

/** The longest file name the form data keeps (schemas/forms: storedFile.name). */
export const MAX_FILE_NAME_LENGTH = 255;

const TYPE_WORDS: Record<string, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPG',
  'image/gif': 'GIF',
  'image/webp': 'WebP',
};

/**
 * The accepted types from a widget's `accept` option (a list or an HTML accept string), or the
 * default PNG and JPG.
 *
 * @example acceptedTypes('image/png, image/jpeg') // ['image/png', 'image/jpeg']
 */
export function acceptedTypes(option: unknown): string[] {
  const list = Array.isArray(option) ? option : typeof option === 'string' ? option.split(',') : [];
  const types = list.filter((t): t is string => typeof t === 'string').map((t) => t.trim().toLowerCase()).filter(Boolean);
  return types.length ? types : [...DEFAULT_ACCEPT];
}

/**
 * The accepted types in customers' words.
 *
 * @example typesInWords(['image/png', 'image/jpeg']) // 'PNG or JPG'
 * @example typesInWords(['image/png', 'image/jpeg', 'image/webp']) // 'PNG, JPG or WebP'
 */
export function typesInWords(types: readonly string[], or = site.words.files.or): string {
  const words = [...new Set(types.map((t) => TYPE_WORDS[t] ?? t))];
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} ${or} ${words[words.length - 1]}`;
}

/**
 * Checks a chosen image against the upload rules (empty, over 5 MB, the real type read from its
 * first bytes) and then against the types this picker accepts. The reasons are the customer's words:
 * "Invalid file: Empty file", "{name} is larger than 5 MB. Please choose a smaller image.",
 * "{name} is not a PNG or JPG image.".
 *
 * @example checkChosenImage({ name: 'logo.png', type: 'image/png', size: 14 }, new TextEncoder().encode('hello'), DEFAULT_ACCEPT)
 * // { ok: false, reason: 'logo.png is not a PNG or JPG image.' }
 */
export function checkChosenImage(file: ImageFileInfo, firstBytes: Uint8Array, accept: readonly string[], words: FileWords = site.words.files): ImageCheckResult {
  const result = checkImageFile(file, firstBytes, words);
  const name = file.name?.trim() || words.unnamed;
  const wrongType = { ok: false, reason: interpolate(words.wrongType, { name, types: typesInWords(accept, words.or) }) } as const;
  if (!result.ok) {
    // The size and emptiness reasons stand; a file that is no image at all gets this picker's own list of types.
    const typeProblem = file.size > 0 && file.size <= MAX_UPLOAD_BYTES && firstBytes.length > 0 && sniffImageType(firstBytes) === null;
    return typeProblem ? wrongType : result;
  }
  return accept.includes(result.mimeType) ? result : wrongType;
}

/**
 * A file name short enough for the form data, keeping its extension.
 *
 * @example keptFileName('a'.repeat(300) + '.png').length // 255
 */
export function keptFileName(name: string): string {
  const trimmed = name.trim() || 'image';
  if (trimmed.length <= MAX_FILE_NAME_LENGTH) return trimmed;
  const dot = trimmed.lastIndexOf('.');
  const ext = dot > 0 && trimmed.length - dot <= 10 ? trimmed.slice(dot) : '';
  return trimmed.slice(0, MAX_FILE_NAME_LENGTH - ext.length) + ext;
}

/**
 * A file size in customers' words.
 *
 * @example formatFileSize(900) // '900 bytes'
 * @example formatFileSize(14_600) // '14 KB'
 * @example formatFileSize(1_572_864) // '1.5 MB'
 */
export function formatFileSize(bytes: number): string {
  if (!(bytes >= 0)) return '';
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  const mb = bytes / (1024 * 1024);
  return `${mb < 10 ? mb.toFixed(1).replace(/\.0$/, '') : Math.round(mb)} MB`;
}

/**
 * "1 photo chosen" / "3 photos chosen", from templates with `{count}` (options of the widget).
 *
 * @example countChosen(3, '{count} photo chosen', '{count} photos chosen') // '3 photos chosen'
 */
export function countChosen(count: number, one: string, other: string): string {
  return (count === 1 ? one : other).replaceAll('{count}', String(count));
}

/** A file the customer chose that was not kept, and why. */
export interface RefusedFile {
  name: string;
  reason: string;
}

/**
 * One message for refused files: the reasons one after another. With `named`, a reason that does not
 * name its file (e.g. "Invalid file: Empty file") is prefixed with the file name, so a customer who
 * chose several files knows which one it was.
 *
 * @example refusedMessage([{ name: 'a.txt', reason: 'a.txt is not a PNG or JPG image.' }]) // 'a.txt is not a PNG or JPG image.'
 * @example refusedMessage([{ name: 'b.png', reason: 'Invalid file: Empty file' }], true) // 'b.png: Invalid file: Empty file'
 */
export function refusedMessage(refused: readonly RefusedFile[], named = false): string {
  return refused.map((r) => (named ? namedReason(r.name, r.reason) : r.reason)).join(' ');
}

/**
 * Splits newly chosen files into those that still fit under the limit and the message for the rest
 * ("You can choose up to 30 photos. c.jpg, d.jpg were not added."), undefined when all fit.
 */
export function splitByLimit<T extends { name: string }>(keptCount: number, incoming: readonly T[], max: number): { fit: T[]; overMessage: string | undefined } {
  return splitFilesByLimit(keptCount, incoming, max, site.words.files);
}

/** True for a value shaped like a stored file reference. */
export function isStoredFileRef(value: unknown): value is StoredFileRef {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === 'string' && typeof v.name === 'string' && typeof v.type === 'string' && typeof v.size === 'number';
}

/** The stored file references of a list value, anything else dropped. */
export function storedFileRefs(value: unknown): StoredFileRef[] {
  return Array.isArray(value) ? value.filter(isStoredFileRef) : [];
}

/** One certificate image: the accreditation it belongs to and the chosen image. */
export interface AccreditationImage {
  name: string;
  file: StoredFileRef;
}

/** The well-formed entries of an accreditation images value. */
export function accreditationImages(value: unknown): AccreditationImage[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (e): e is AccreditationImage => !!e && typeof e === 'object' && typeof (e as AccreditationImage).name === 'string' && isStoredFileRef((e as AccreditationImage).file),
  );
}

/**
 * The entries whose accreditation is still selected, in the order of the selection (one per name),
 * and the entries dropped (so their kept files can be removed).
 */
export function keepSelectedAccreditations(
  value: unknown,
  selected: unknown,
): { kept: AccreditationImage[]; dropped: AccreditationImage[] } {
  const entries = accreditationImages(value);
  const names = Array.isArray(selected) ? selected.filter((s): s is string => typeof s === 'string') : [];
  const kept: AccreditationImage[] = [];
  for (const name of names) {
    const entry = entries.find((e) => e.name === name);
    if (entry && !kept.some((k) => k.name === name)) kept.push(entry);
  }
  return { kept, dropped: entries.filter((e) => !kept.includes(e)) };
}

/** The value with the image of one accreditation set (or removed when `file` is undefined), in selection order. */
export function withAccreditationImage(
  value: unknown,
  selected: unknown,
  name: string,
  file: StoredFileRef | undefined,
): AccreditationImage[] {
  const others = accreditationImages(value).filter((e) => e.name !== name);
  const next = file ? [...others, { name, file }] : others;
  return keepSelectedAccreditations(next, selected).kept;
}
