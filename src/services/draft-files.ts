/**
 * The chosen images of a draft: their bytes are kept apart from the draft's answers, one record each under its
 * own random id, and the form data holds only a {@link StoredFileRef} to it (see `draft-store.ts`).
 */
import { isStoredFileRef, type StoredFileRef } from './send-types';
import { tagStoredFile } from './upload-progress';

/** One kept image, as stored. */
export interface FileRecord {
  name: string;
  type: string;
  size: number;
  lastModified: number;
  /** The bytes as an ArrayBuffer: stored reliably by every browser's IndexedDB, unlike Blobs in some. */
  bytes: ArrayBuffer;
}

/** Whether a stored value is a {@link FileRecord} (anything else under a file key is ignored). */
export function isFileRecord(value: unknown): value is FileRecord {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.name === 'string' && typeof v.type === 'string' && v.bytes instanceof ArrayBuffer;
}

/** A random file id: 32 hexadecimal characters. */
export function newFileId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The record that keeps `file`; `now` stands in for a missing modification time. */
export async function fileRecordOf(file: Blob & { name: string; lastModified?: number }, now: number): Promise<FileRecord> {
  const bytes = await file.arrayBuffer();
  return { name: file.name, type: file.type ?? '', size: bytes.byteLength, lastModified: typeof file.lastModified === 'number' ? file.lastModified : now, bytes };
}

/** The file a record keeps, tagged with its id: uploads report their progress by file, the pickers follow it by id. */
export function fileOfRecord(record: FileRecord, id: string): File {
  const file = new File([record.bytes], record.name, { type: record.type, lastModified: record.lastModified });
  tagStoredFile(file, id);
  return file;
}

/** Every {@link StoredFileRef} anywhere in the form data (logo, gallery, accreditation images, ...). */
export function collectFileRefs(data: unknown): StoredFileRef[] {
  const found: StoredFileRef[] = [];
  const walk = (value: unknown, depth: number) => {
    if (depth > 8 || !value || typeof value !== 'object') return;
    if (isStoredFileRef(value)) {
      found.push(value);
      return;
    }
    for (const child of Array.isArray(value) ? value : Object.values(value)) walk(child, depth + 1);
  };
  walk(data, 0);
  return found;
}
