/**
 * Prepares a chosen photo or logo on the customer's device before it is kept and sent: turned the right way
 * up (EXIF orientation applied to the pixels), made no larger than the profile's longest side and byte cap,
 * re-encoded at the configured quality and stripped of every metadata (GPS position, camera serial).
 *
 * The work is done by browser-image-compression inside a worker served from this site (src/services/
 * image-prepare.worker.ts), so the page stays responsive; where that worker cannot run (or fails, as on
 * browsers that only decode on the main thread), the same library runs on the main thread. Neither is part
 * of the page's first load: both are fetched when the first image is chosen.
 *
 * The rules (what may be sent as it is, the output type, the words) are pure and live in
 * src/domain/image-preparation.ts; the settings and words come from `images:` in config/site.yaml.
 */
import {
  fillMessage,
  limitInWords,
  maySendAsIs,
  preparedName,
  preparedTypeFor,
  prepareSettingsFrom,
  readImageHeader,
  sniffPreparable,
  type PrepareKind,
  type PrepareSettings,
} from '../domain/image-preparation';
import { MAX_UPLOAD_BYTES, sniffImageType } from '../domain/image-signature';
import { site } from '../generated/config';
import { decodesAsBitmap, type PrepareJob, type PrepareJobOptions, type PrepareReply } from './image-prepare-job';

/** How many first bytes are read to learn a file's type, pixel size and metadata. */
const HEAD_BYTES = 256 * 1024;
/** A worker left idle this long is ended, giving its memory back to the phone. */
const WORKER_IDLE_MS = 30_000;

/** The words the pickers show while preparing, from config/site.yaml `images.messages`. */
export interface PrepareMessages {
  preparing: string;
  preparingOne: string;
  tooLarge: string;
  heic: string;
  unreadable: string;
  failed: string;
  uploading: string;
  uploaded: string;
  uploadFailed: string;
}

/** The preparation settings of this site (config/site.yaml `images:`). */
export const prepareSettings: PrepareSettings = prepareSettingsFrom(site.images);

/** The pickers' words about preparing and sending (config/site.yaml `images.messages`). */
export const prepareMessages: PrepareMessages = site.images.messages;

/** What a picker asks for: the profile (photo or logo) and the types it keeps. */
export interface PrepareRequest {
  kind: PrepareKind;
  accept: readonly string[];
  settings?: PrepareSettings;
  messages?: PrepareMessages;
}

/**
 * The outcome for one chosen file: the file to keep (`prepared` false when it was clean and small enough to
 * keep as it was), or why not. `notAnImage`: the bytes are no image at all (the picker's own "is not a PNG or
 * JPG image" applies); `overLimit`: it could not be made smaller and is over the 5 MB upload limit.
 */
export type PrepareOutcome =
  | { ok: true; file: File; prepared: boolean }
  | { ok: false; reason: string }
  | { ok: false; notAnImage: true }
  | { ok: false; overLimit: true };

/**
 * Prepares one chosen file for a picker. Never throws: every failure comes back with the customer's words.
 *
 * @example
 * const outcome = await prepareChosenImage(input.files[0], { kind: 'photo', accept: ['image/png', 'image/jpeg'] });
 * if (outcome.ok) await drafts.putFile(outcome.file);
 */
export async function prepareChosenImage(file: File, request: PrepareRequest): Promise<PrepareOutcome> {
  const settings = request.settings ?? prepareSettings;
  const messages = request.messages ?? prepareMessages;
  const name = file.name?.trim() || site.words.files.unnamed;
  const say = (template: string) => ({ ok: false as const, reason: fillMessage(template, { name, limit: limitInWords(settings.chooseUpToBytes) }) });
  let head: Uint8Array;
  try {
    head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
  } catch {
    return say(messages.unreadable);
  }
  const sourceType = sniffPreparable(head);
  if (!sourceType) return { ok: false, notAnImage: true };
  if (file.size > settings.chooseUpToBytes) return say(messages.tooLarge);
  const profile = settings[request.kind];
  if (maySendAsIs(sniffImageType(head), file.size, readImageHeader(head), request.accept, profile, settings)) {
    return { ok: true, file, prepared: false };
  }
  const type = preparedTypeFor(sourceType, request.kind, request.accept);
  const options: PrepareJobOptions = {
    maxWidthOrHeight: profile.maxEdge,
    maxSizeMB: profile.maxBytes / (1024 * 1024),
    initialQuality: settings.quality,
    fileType: type,
    preserveExif: false,
  };
  // The library wants an image type on the file; the bytes decide what it really is.
  const typed = file.type.startsWith('image/') ? file : new File([file], file.name, { type: sourceType, lastModified: file.lastModified });
  const reply = await compress(typed, options);
  if (!reply.ok) {
    if (reply.decodable) return say(messages.failed);
    if (sourceType === 'image/heic') return say(messages.heic);
    return file.size > MAX_UPLOAD_BYTES ? { ok: false, overLimit: true } : say(messages.unreadable);
  }
  return { ok: true, file: new File([reply.blob], preparedName(file.name, type), { type, lastModified: file.lastModified }), prepared: true };
}

let worker: Worker | undefined;
let workerBroken = false;
let idleTimer: ReturnType<typeof setTimeout> | undefined;
let nextId = 1;
const waiting = new Map<number, (reply: PrepareReply) => void>();

/** The preparation worker, started on first use; undefined where workers cannot run. */
function preparationWorker(): Worker | undefined {
  if (workerBroken || typeof Worker === 'undefined') return undefined;
  if (worker) return worker;
  try {
    worker = new Worker(new URL('./image-prepare.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    workerBroken = true;
    return undefined;
  }
  worker.onmessage = (event: MessageEvent<PrepareReply>) => {
    waiting.get(event.data.id)?.(event.data);
    waiting.delete(event.data.id);
  };
  worker.onerror = (event) => {
    // A worker that cannot load (blocked, or no module workers): every waiting job moves to the main thread.
    event.preventDefault();
    workerBroken = true;
    worker?.terminate();
    worker = undefined;
    for (const [id, resolve] of waiting) resolve({ id, ok: false, decodable: true, message: 'worker failed' });
    waiting.clear();
  };
  return worker;
}

function inWorker(file: File, options: PrepareJobOptions): Promise<PrepareReply> | undefined {
  const w = preparationWorker();
  if (!w) return undefined;
  clearTimeout(idleTimer);
  const id = nextId++;
  const job: PrepareJob = { id, file, options };
  return new Promise<PrepareReply>((resolve) => {
    waiting.set(id, resolve);
    w.postMessage(job);
  }).finally(() => {
    if (waiting.size > 0) return;
    idleTimer = setTimeout(() => {
      worker?.terminate();
      worker = undefined;
    }, WORKER_IDLE_MS);
  });
}

async function onMainThread(file: File, options: PrepareJobOptions): Promise<PrepareReply> {
  try {
    const { default: imageCompression } = await import('browser-image-compression');
    return { id: 0, ok: true, blob: await imageCompression(file, { ...options, useWebWorker: false }) };
  } catch (error) {
    return { id: 0, ok: false, decodable: await decodable(file), message: error instanceof Error ? error.message : String(error) };
  }
}

/** Whether this page can decode the image at all: as a bitmap, or as an `<img>` (where some browsers decode more). */
async function decodable(file: Blob): Promise<boolean> {
  if (await decodesAsBitmap(file)) return true;
  if (typeof Image === 'undefined') return false;
  const url = URL.createObjectURL(file);
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    return true;
  } catch {
    return false;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** In the worker first; on the main thread where the worker cannot run or could not do it. */
async function compress(file: File, options: PrepareJobOptions): Promise<PrepareReply> {
  const fromWorker = await inWorker(file, options);
  if (fromWorker?.ok) return fromWorker;
  // Some browsers (Safari) decode certain images only on the main thread: a failure there gets a second try, unless
  // the page cannot decode the bytes either (a broken file: the library would read all of it as a data URL first,
  // a third of a second for 6 MB here, seconds on a phone, to fail the same way).
  if (fromWorker && !fromWorker.decodable && !(await decodable(file))) return fromWorker;
  return onMainThread(file, options);
}
