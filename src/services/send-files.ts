/**
 * The upload of a plan's files: each stored file uploaded at most once per ledger, and
 * never twice at the same time (a background upload and the final submit share one).
 */
import type { FileSet } from '../generated/config-types';
import type { SendLedger, StoredFileRef, UploadedFile } from './send-types';
import { uploadFile, type UploadableFile, type UploadOptions, type UploadResult } from './upload-client';
import { site } from '../generated/config';

/** Where chosen files' bytes are read from (the draft store). */
export interface FileSource {
  getFile(id: string): Promise<File | undefined>;
}

/** The upload function used ({@link uploadFile} unless a test gives another). */
export type Uploader = (file: UploadableFile | null | undefined, opts: UploadOptions) => Promise<UploadResult>;

const inFlight = new Map<string, Promise<UploadResult>>();

/**
 * Uploads one stored file unless the ledger has it, and records a success in the ledger (changed in place).
 * Answers where it went, or the reason it failed.
 */
export async function uploadOnce(
  ref: StoredFileRef,
  kind: FileSet['kind'],
  reference: string,
  ledger: SendLedger,
  deps: { files: FileSource; upload?: Uploader },
): Promise<{ ok: true; entry: UploadedFile } | { ok: false; error: string }> {
  const known = Object.hasOwn(ledger.uploads, ref.id) ? ledger.uploads[ref.id] : undefined;
  if (known) return { ok: true, entry: known };
  let running = inFlight.get(ref.id);
  if (!running) {
    running = (async () => {
      const file = await deps.files.getFile(ref.id).catch(() => undefined);
      if (!file) return { success: false, fileName: ref.name, error: site.words.files.noFile } as const;
      return (deps.upload ?? uploadFile)(file, { customerNumber: reference, fileType: kind });
    })();
    inFlight.set(ref.id, running);
    void running.finally(() => inFlight.delete(ref.id)).catch(() => undefined);
  }
  const result = await running.catch((error: unknown): UploadResult => ({ success: false, fileName: ref.name, error: String(error) }));
  if (!result.success) return { ok: false, error: result.error };
  const entry = { key: result.key, getUrl: result.getUrl };
  ledger.uploads[ref.id] ??= entry;
  return { ok: true, entry: ledger.uploads[ref.id] };
}
