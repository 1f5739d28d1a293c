/**
 * Files posted with a step of a form sent without JavaScript (plain `<input type="file">`, README "Without
 * JavaScript"): each checked by the same rules as the signed upload path (an image by its own bytes, at most 5 MB,
 * no metadata kept), stored through the same file store under this customer's keys, recorded as stored, and kept by
 * the draft; the answer holds the file as the browser's form holds a chosen one (`{ id, name, type, size }`), so the
 * step shows it as received and the submission names its key.
 */
import { readFile } from 'node:fs/promises';
import { checkImageFile, DEFAULT_MAX_FILES, MAX_UPLOAD_BYTES, namedReason, SNIFF_BYTES, splitByLimit } from '../../domain/image-signature';
import { fileItems, type Answers } from '../../domain/send-plan';
import type { ServerFormState } from '../../domain/form-state';
import type { FormConfig } from '../../generated/config-types';
import { site } from '../../generated/config';
import { customerRef, FILE_TYPES, isStoredImageType, newFileKey, type FileType } from '../files/file-keys';
import type { FileStorage } from '../files/file-storage';
import { ImageRefusedError, stripImageMetadata } from '../files/strip-metadata';
import type { DraftFile, Store } from '../storage/store';
import type { FlowSchema } from './step-flow';

/** A file posted with a form, its bytes waiting in a temporary file (`src/server/routes/form-body.ts`). */
export interface PostedFile {
  field: string;
  filename: string;
  mimetype: string;
  /** Its size in bytes as posted. */
  size: number;
  /** Its first bytes, which say what kind of file it is. */
  head: Uint8Array;
  /** The temporary file holding its bytes; none when there are none to keep (empty, over the size limit, or past the most read). */
  path?: string;
  /** SHA-256 of its bytes (base64url): the same file posted again (a second press) is not kept twice. */
  digest?: string;
  /** Over the size limit (its bytes not kept). */
  tooLarge?: boolean;
}

/** What receiving a step's files gives: the answers and the draft's files with them, and each refusal by field. */
export interface ReceivedFiles {
  answers: Answers;
  files: Record<string, DraftFile[]>;
  errors: { path: string; message: string }[];
}

/** The id a received file goes by in the answers: the random part of its key (letters and digits, as ids are). */
export function fileIdOf(key: string): string {
  return (key.split('/').pop() ?? key).replace(/\.[a-z0-9]+$/, '');
}

/** A file name as the customer's device gave it, without any folder, at most 255 characters. */
function baseName(name: string): string {
  return (name.split(/[\\/]/).pop() ?? '').trim().slice(0, 255);
}

/** The most files a list field keeps: its picker's `maxFiles` option, else its schema's `maxItems`, else the default. */
function listLimit(form: FormConfig, step: number, schema: FlowSchema, field: string): number {
  const option = (form.steps[step]?.fields.find((f) => f.field === field)?.options as { maxFiles?: unknown } | null | undefined)?.maxFiles;
  const limit = typeof option === 'number' ? option : schema.properties?.[field]?.maxItems;
  return typeof limit === 'number' && limit > 0 ? Math.floor(limit) : DEFAULT_MAX_FILES;
}

/**
 * Checks and stores the files posted for the file fields of step `step` (`submit.files` of the form names each field
 * and its kind). A field of one file takes the new file in place of the one before; a list adds them. A refused file
 * (no image, over 5 MB, empty, past the list's limit) leaves what was received before and every other file kept, and
 * is answered beside its field with the customer's words (site.yaml `words.files`), each naming its file: one message
 * per field, the reasons one after another, as the picker says them with script.
 */
export async function receiveStepFiles(
  deps: { store: Store; files: FileStorage },
  input: { form: FormConfig; schema: FlowSchema; step: number; posted: PostedFile[]; answers: Answers; files: Record<string, DraftFile[]>; reference: string },
): Promise<ReceivedFiles> {
  const { form, schema, step, posted } = input;
  let answers = input.answers;
  const files = { ...input.files };
  const errors: ReceivedFiles['errors'] = [];
  const onStep = new Set((form.steps[step]?.fields ?? []).map((f) => f.field));
  // Files of items (a certificate of each accreditation) need their item: those are chosen with script only.
  const sets = (form.submit?.files ?? []).filter((set) => onStep.has(set.field) && !set.file && (FILE_TYPES as readonly string[]).includes(set.kind));
  for (const set of sets) {
    const list = schema.properties?.[set.field]?.type === 'array';
    // A file this draft already holds (the same post sent again by a second press) is not kept twice.
    const held = new Set((files[set.field] ?? []).map((f) => f.digest));
    let chosen = posted.filter((p) => p.field === set.field && !(p.digest && held.has(p.digest)));
    // Why each file of this field was not kept, in the order chosen; the list's limit last, as the picker says it.
    const refused: string[] = [];
    let overMessage: string | undefined;
    if (list) {
      // No more files than the list holds, as the picker keeps them: the rest are named, the step shows the others.
      const kept = answers[set.field];
      const fit = splitByLimit(Array.isArray(kept) ? kept.length : 0, chosen.map((file) => ({ file, name: baseName(file.filename) })), listLimit(form, step, schema, set.field), site.words.files);
      chosen = fit.fit.map(({ file }) => file);
      overMessage = fit.overMessage;
    }
    for (const file of chosen) {
      const name = baseName(file.filename);
      const size = file.tooLarge ? MAX_UPLOAD_BYTES + 1 : file.size;
      const checked = checkImageFile({ name, type: file.mimetype, size }, file.tooLarge ? undefined : file.head.subarray(0, SNIFF_BYTES), site.words.files);
      if (!checked.ok || !isStoredImageType(checked.mimeType)) {
        refused.push(namedReason(name, checked.ok ? site.words.files.wrongType : checked.reason));
        continue;
      }
      let clean: Buffer;
      try {
        // One file's bytes in memory at a time, read back from where the post put them.
        clean = await stripImageMetadata(file.path ? await readFile(file.path) : Buffer.alloc(0), checked.mimeType);
      } catch (error) {
        if (!(error instanceof ImageRefusedError)) throw error;
        refused.push(namedReason(name, error.message));
        continue;
      }
      const key = newFileKey(customerRef(input.reference), set.kind as FileType, checked.mimeType);
      const now = Date.now();
      await deps.files.putObject(key, clean, checked.mimeType);
      await deps.store.recordFile({ key, customerRef: customerRef(input.reference), fileType: set.kind, mimeType: checked.mimeType, size: clean.length, storage: deps.files.kind, state: 'stored', createdAt: now, storedAt: now });
      const kept: DraftFile = { key, name, type: checked.mimeType, size: clean.length, ...(file.digest ? { digest: file.digest } : {}) };
      const ref = { id: fileIdOf(key), name: kept.name, type: kept.type, size: kept.size };
      const before = answers[set.field];
      files[set.field] = list ? [...(files[set.field] ?? []), kept] : [kept];
      answers = { ...answers, [set.field]: list ? [...(Array.isArray(before) ? before : []), ref] : ref };
    }
    if (overMessage) refused.push(overMessage);
    if (refused.length) errors.push({ path: set.field, message: refused.join(' ') });
  }
  return { answers, files, errors };
}

/**
 * The key of each file the answers name, by file field, in the order of the items (as the browser sends them with a
 * submission); a file the draft did not receive is `null`.
 */
export function draftFileKeys(form: FormConfig, answers: Answers, files: Record<string, DraftFile[]>): Record<string, Array<string | null>> {
  const keys: Record<string, Array<string | null>> = {};
  for (const set of form.submit?.files ?? []) {
    const chosen = fileItems(set, answers).files as { id: string }[];
    if (!chosen.length) continue;
    keys[set.field] = chosen.map((file) => files[set.field]?.find((f) => fileIdOf(f.key) === file.id)?.key ?? null);
  }
  return keys;
}

/**
 * The files received so far, by field, as the page shows them: each with the id the answers name it by and the signed
 * link its thumbnail is drawn from (`FileStorage.viewLink`). Only the page of the draft holding the files is drawn with
 * them, so only the browser holding the draft is given a link.
 */
export async function receivedFiles(files: Record<string, DraftFile[]>, storage: FileStorage, now = Date.now()): Promise<NonNullable<ServerFormState['files']>> {
  const fields = Object.entries(files).map(async ([field, list]) => [field, await Promise.all(list.map(async ({ key, name, type }) => ({ key, name, id: fileIdOf(key), url: await storage.viewLink(key, type, now) })))] as const);
  return Object.fromEntries(await Promise.all(fields));
}
