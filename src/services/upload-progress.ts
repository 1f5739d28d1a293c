/**
 * Each kept image's upload progress, for the pickers to show beside its thumbnail ("Sending 40%", "Sent").
 *
 * The pickers know images by their draft-store id; uploads see only the `File`. The draft store tags every
 * file it hands out with its id ({@link tagStoredFile}), the upload client reports progress by file, and the
 * pickers read it by id, so whichever flow uploads the images, the pickers follow without knowing it.
 */

/** Where one image's upload is. */
export type UploadProgress = { phase: 'uploading'; percent: number } | { phase: 'sent' } | { phase: 'failed' };

const idsOfFiles = new WeakMap<Blob, string>();
const progressById = new Map<string, UploadProgress>();
const listeners = new Set<() => void>();

/** Remembers which kept image a file handed out by the draft store is. */
export function tagStoredFile(file: Blob, id: string): void {
  idsOfFiles.set(file, id);
}

/** The draft-store id of a file, when it came from the draft store. */
export function storedFileIdOf(file: Blob): string | undefined {
  return idsOfFiles.get(file);
}

/** Records the progress of a file's upload; files that did not come from the draft store are ignored. */
export function reportUploadProgress(file: Blob, progress: UploadProgress): void {
  const id = idsOfFiles.get(file);
  if (!id) return;
  const previous = progressById.get(id);
  if (previous?.phase === 'uploading' && progress.phase === 'uploading' && previous.percent === progress.percent) return;
  progressById.set(id, progress);
  for (const listener of listeners) listener();
}

/**
 * Marks images the server already has (posted with a step before the form runtime was live) as sent, unless this page is uploading them: the picker then says so, and does not ask for bytes
 * this device may no longer keep.
 */
export function noteAlreadySent(ids: Iterable<string>): void {
  let changed = false;
  for (const id of ids) {
    if (progressById.has(id)) continue;
    progressById.set(id, { phase: 'sent' });
    changed = true;
  }
  if (changed) for (const listener of listeners) listener();
}

/** The latest upload progress of a kept image, or undefined when it has not been uploaded in this page. */
export function uploadProgressOf(id: string): UploadProgress | undefined {
  return progressById.get(id);
}

/** Calls `listener` on every change of any image's progress; answers the function that stops it. */
export function subscribeUploadProgress(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
