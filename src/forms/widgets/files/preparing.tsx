/**
 * Preparing chosen images before they are kept (turned upright, made smaller, stripped of metadata, see
 * src/services/image-prepare.ts), what the pickers say while they do it ("Preparing 3 of 12…"), and each
 * kept image's upload progress beside its thumbnail.
 *
 * Preparation happens when the files are chosen, so the prepared file is what the draft keeps (a reload
 * does not prepare it again) and what every later upload sends.
 */
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { Box, CircularProgress, LinearProgress, Typography } from '@mui/material';
import { fillMessage, type PrepareKind } from '@/domain/image-preparation';
import { prepareChosenImage, prepareMessages } from '@/services/image-prepare';
import { subscribeUploadProgress, uploadProgressOf } from '@/services/upload-progress';
import type { FormRuntime, StoredFileRef } from '../../runtime';
import { checkFile } from './file-picking';
import { keptFileName, type RefusedFile } from './file-rules';
import { site } from '@/generated/config';
import { interpolate } from '@/domain/text-template';
import { getPath, setPath } from '@/domain/send-plan';

/** What a picker asks of preparation. */
export interface PickRequest {
  accept: readonly string[];
  kind: PrepareKind;
  /** The most files to keep; the rest are left untouched (see {@link PickResult.left}). */
  limit?: number;
  /** Told before each file is prepared: its place in the batch and its name. */
  onPreparing?(current: number, total: number, name: string): void;
  /** Told as soon as each file is kept, so a long batch shows (and the draft saves) what is ready. */
  onKept?(ref: StoredFileRef, file: File): void;
}

/** The result of a batch: the kept references (in order), their files, and each refused file with its reason. */
export interface PickResult {
  kept: StoredFileRef[];
  good: File[];
  refused: RefusedFile[];
  /** The files not even looked at because `limit` files were kept. */
  left: File[];
}

/** Prepares one chosen file and checks the result against the upload rules; answers the file to keep or why not. */
async function prepareOne(file: File, request: PickRequest): Promise<{ file: File } | RefusedFile> {
  if (file.size === 0) {
    const check = await checkFile(file, request.accept);
    return { name: file.name, reason: check.ok ? site.words.files.empty : check.reason };
  }
  const outcome = await prepareChosenImage(file, { kind: request.kind, accept: request.accept });
  if (!outcome.ok) {
    if ('reason' in outcome) return { name: file.name, reason: outcome.reason };
    // Not an image at all, or too large even after trying: the pickers' own words ("is not a PNG or JPG image.", "5 MB").
    const check = await checkFile(file, request.accept);
    return { name: file.name, reason: check.ok ? fillMessage(prepareMessages.unreadable, { name: file.name }) : check.reason };
  }
  const check = await checkFile(outcome.file, request.accept);
  if (!check.ok) return { name: file.name, reason: check.reason.replace(outcome.file.name, file.name) };
  const prepared = outcome.file;
  const name = keptFileName(prepared.name);
  const same = prepared.type === check.mimeType && name === prepared.name;
  return { file: same ? prepared : new File([prepared], name, { type: check.mimeType, lastModified: prepared.lastModified }) };
}

/**
 * Prepares, checks and keeps chosen files one after another; a file that cannot be prepared is named with its
 * reason and the others go on.
 */
export async function keepPreparedFiles(files: readonly File[], rt: FormRuntime, request: PickRequest): Promise<PickResult> {
  const result: PickResult = { kept: [], good: [], refused: [], left: [] };
  for (const [index, file] of files.entries()) {
    if (request.limit !== undefined && result.kept.length >= request.limit) {
      result.left = files.slice(index);
      break;
    }
    request.onPreparing?.(index + 1, files.length, file.name);
    const prepared = await prepareOne(file, request);
    if (!('file' in prepared)) {
      result.refused.push(prepared);
      continue;
    }
    try {
      const ref = await rt.files.put(prepared.file);
      result.kept.push(ref);
      result.good.push(prepared.file);
      request.onKept?.(ref, prepared.file);
    } catch (error) {
      console.warn('Could not keep a chosen file on this device.', error);
      result.refused.push({ name: file.name, reason: interpolate(site.words.files.notKept, { name: file.name }) });
    }
  }
  return result;
}

/** A picker's answer while files are prepared, whether or not its step is still drawn: see {@link useAnswerAfterLeaving}. */
export interface PickerAnswer {
  /** True while the picker is drawn; false once the customer has moved to another step. */
  readonly drawn: boolean;
  /** The field's answer in the form's answers now. */
  now(): unknown;
  /** Sets the field's answer in the form's answers (for a picker no longer drawn, whose own change would be lost). */
  set(next: unknown): void;
}

/**
 * Files chosen just before Continue are prepared after the picker's step was left, when a change of the picker no
 * longer reaches the answers (its field is not drawn). The picker asks this whether it is still drawn: if not, it
 * writes what it kept through the form's runtime at the field's dotted `path` (its posted name), after reading the
 * answer there now (a Back may have drawn the picker again, and the customer changed it there).
 */
export function useAnswerAfterLeaving(rt: FormRuntime, path: string): PickerAnswer {
  const drawn = useRef(true);
  useEffect(() => {
    drawn.current = true;
    return () => {
      drawn.current = false;
    };
  }, []);
  return useMemo(
    () => ({
      get drawn() {
        return drawn.current;
      },
      now: () => getPath(rt.getData(), path),
      set: (next: unknown) => rt.setFields(setPath(rt.getData(), path, next)),
    }),
    [rt, path],
  );
}

/** Where a picker is in a batch, for {@link PreparingNote}. */
export interface PreparingState {
  current: number;
  total: number;
  name: string;
}

/** "Preparing 3 of 12…" (or "Preparing logo.png…" for one file), from config/site.yaml `images.messages`. */
export function preparingText(state: PreparingState): string {
  const template = state.total > 1 ? prepareMessages.preparing : prepareMessages.preparingOne;
  return fillMessage(template, { current: state.current, total: state.total, name: state.name });
}

/** The line under a picker while it prepares images: a spinner and "Preparing 3 of 12…", read by screen readers. */
export function PreparingNote({ id, state }: { id: string; state: PreparingState | undefined }) {
  return (
    <Box id={id} role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: state ? 1 : 0, minHeight: state ? 24 : 0 }}>
      {state && (
        <>
          <CircularProgress size={16} aria-hidden="true" />
          <Typography variant="body2">{preparingText(state)}</Typography>
        </>
      )}
    </Box>
  );
}

/** The upload progress of one kept image, following every upload of this page. */
export function useUploadProgress(id: string) {
  return useSyncExternalStore(
    subscribeUploadProgress,
    () => uploadProgressOf(id),
    () => undefined,
  );
}

/** Under a thumbnail while (or after) its image is sent: a bar and "Sending 40%", "Sent" or "Not sent yet". */
export function UploadState({ file }: { file: StoredFileRef }) {
  const progress = useUploadProgress(file.id);
  if (!progress) return null;
  const text =
    progress.phase === 'uploading'
      ? fillMessage(prepareMessages.uploading, { percent: progress.percent, name: file.name })
      : progress.phase === 'sent'
        ? prepareMessages.uploaded
        : prepareMessages.uploadFailed;
  const percent = progress.phase === 'uploading' ? progress.percent : progress.phase === 'sent' ? 100 : 0;
  return (
    <Box data-upload-state={progress.phase} sx={{ mt: 0.5 }}>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={progress.phase === 'failed' ? 'error' : progress.phase === 'sent' ? 'success' : 'primary'}
        aria-label={`${file.name}: ${text}`}
      />
      <Typography variant="caption" sx={{ color: progress.phase === 'failed' ? 'error.main' : 'text.secondary' }}>
        {text}
      </Typography>
    </Box>
  );
}
