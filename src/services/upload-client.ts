/**
 * Browser upload client (spec part 1 §7 calls 1 and 2, §8; part 2 §7 "file uploads use a helper").
 *
 * One file is uploaded in two calls: `POST {upload endpoint}` with a JSON description of the file answers
 * `{putUrl, getUrl, key}`; the bytes then go to `PUT {putUrl}` with the file's Content-Type and `If-None-Match: *`
 * (the link stores one file). Every failure is returned as `{ success: false, error }` with the spec's message; {@link uploadFile} never throws.
 */
import { anonymousReference } from '../domain/customer-reference';
import { checkImageFile, SNIFF_BYTES } from '../domain/image-signature';
import { inferMimeType } from '../domain/mime';
import { interpolate } from '../domain/text-template';
import { site } from '../generated/config';
import { reportUploadProgress, storedFileIdOf } from './upload-progress';

/** What an upload is for; the upload service files it under this kind. */
export type UploadFileType = 'logo' | 'gallery' | 'accreditation';

/** A file to upload: a `File`, or any `Blob` given a name. */
export type UploadableFile = Blob & { name: string };

/** The outcome of one upload (spec part 1 §3 "Upload result"). */
export type UploadResult =
  | { success: true; fileName: string; key: string; getUrl: string }
  | { success: false; fileName: string; error: string };

/** Options of {@link uploadFile}. */
export interface UploadOptions {
  /** The customer reference; when empty, an anonymous reference `anonymous-{timestamp}` is used (spec part 1 §6). */
  customerNumber?: string | null;
  fileType: UploadFileType;
  /** The upload service address; default `site.endpoints.upload`, relative to the page. */
  endpoint?: string;
  /** Time allowed for each of the two calls, in milliseconds; default 60 000 (spec part 1 §9). */
  timeoutMs?: number;
  /** The fetch to use; default the global one. */
  fetch?: typeof fetch;
  /** Cancels the upload; the result is then `{ success: false, error }` with site.yaml `words.sending.uploadCancelled`. */
  signal?: AbortSignal;
}

/** The default time allowed for each upload call: 60 seconds (spec part 1 §9). */
export const UPLOAD_TIMEOUT_MS = 60_000;

/** What an upload or an intake call says when it fails: site.yaml `words.sending`. */
const words = site.words.sending;

/** Error message of a cancelled upload (the caller aborted its signal). */
export const UPLOAD_CANCELLED = words.uploadCancelled;

/** The page address relative endpoints resolve against, or `undefined` outside a browser. */
export function pageBase(): string | undefined {
  const location = (globalThis as { location?: { href?: string } }).location;
  return typeof location?.href === 'string' ? location.href : undefined;
}

/**
 * Resolves an endpoint from the config against the page address. Absolute addresses are returned as they are.
 * Throws a `TypeError` when the address is relative and there is no page to resolve it against.
 */
export function resolveEndpoint(endpoint: string, base: string | undefined = pageBase()): string {
  return new URL(endpoint, base).href;
}

/**
 * A time in the words of site.yaml `words.sending`: "60 seconds", "1 second", "0.5 seconds".
 * @example secondsText(30_000) // '30 seconds'
 */
export function secondsText(ms: number): string {
  const count = Number((ms / 1000).toFixed(ms < 1000 ? 1 : 0));
  return interpolate(count === 1 ? words.oneSecond : words.seconds, { count });
}

/** The status text of a reply, or `HTTP {status}` when the server sent none (HTTP/2 has no reason phrase). */
function statusTextOf(response: Response): string {
  return response.statusText || `HTTP ${response.status}`;
}

/** An http(s) address, resolved against `base`, or `undefined` for anything else (`javascript:`, `data:`, junk). */
function httpUrl(value: unknown, base: string): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

class Timeout extends Error {}

/**
 * Runs one fetch with its own deadline, also ending when the caller's signal aborts. The deadline covers the
 * reply's body too (`read` runs before the timer is cleared).
 */
async function timed<T>(
  doFetch: typeof fetch,
  url: string,
  init: RequestInit,
  timeoutMs: number,
  outer: AbortSignal | undefined,
  read: (response: Response) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onAbort = () => controller.abort();
  outer?.addEventListener('abort', onAbort, { once: true });
  try {
    const response = await doFetch(url, { ...init, signal: controller.signal });
    return await read(response);
  } catch (error) {
    if (timedOut) throw new Timeout();
    throw error;
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', onAbort);
  }
}

function messageOf(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as { cause?: unknown }).cause;
    return cause instanceof Error && cause.message ? `${error.message} (${cause.message})` : error.message;
  }
  return String(error);
}

/**
 * Uploads one image and returns where it is stored. Never throws: every problem comes back as
 * `{ success: false, error }` with the message of spec part 1 §8, in the words of site.yaml `words.sending`:
 *
 * - no file: `Invalid file: File is null or undefined`; an empty file: `Invalid file: Empty file`
 * - larger than 5 MB, or not a real PNG, JPEG, GIF or WebP (read from its first bytes): the reason from
 *   `checkImageFile`, e.g. `logo.png is not a PNG, JPG, GIF or WebP image.`
 * - the upload service answers not OK (or cannot be reached): `Failed to get presigned URL: {status text}`
 * - its answer has no `putUrl`: `API response is missing the putUrl field`
 * - the `putUrl` is not an `http:` or `https:` address (e.g. `javascript:`): `No valid upload URL received`.
 *   Any http(s) address is accepted, since S3-compatible storage hands out links on its own host.
 * - either call takes longer than `timeoutMs` (60 s): `Upload request timed out after 60 seconds`
 * - storing the bytes fails: `Error uploading {file}: {status text} ({status})`
 *
 * The Content-Type is the type the file's bytes show; for a genuine image that is the declared type, with a
 * missing or generic binary type inferred from the extension (`inferMimeType`). When `getUrl` is absent
 * or not an http(s) address it is `''`; when `key` is absent it is `{customerNumber}/{fileName}`.
 *
 * @example
 * const result = await uploadFile(input.files[0], { customerNumber: 'CUST-1042', fileType: 'logo' });
 * if (result.success) console.log(result.key, result.getUrl);
 * else showError(result.error);
 */
export async function uploadFile(file: UploadableFile | null | undefined, opts: UploadOptions): Promise<UploadResult> {
  const fileName = typeof file?.name === 'string' ? file.name : '';
  const fail = (error: string): UploadResult => ({ success: false, fileName, error });
  const timeoutMs = opts.timeoutMs ?? UPLOAD_TIMEOUT_MS;
  const doFetch = opts.fetch ?? globalThis.fetch.bind(globalThis);
  const timeoutMessage = interpolate(words.uploadTimedOut, { time: secondsText(timeoutMs) });
  const refused = (reason: string) => fail(interpolate(words.uploadRefused, { reason }));
  const notStored = (reason: string) => fail(interpolate(words.storeFailed, { name: fileName, reason }));
  if (opts.signal?.aborted) return fail(UPLOAD_CANCELLED);

  // 1. The file itself: present, non-empty, at most 5 MB, a real image by its first bytes.
  if (!file) return fail(site.words.files.noFile);
  let firstBytes: Uint8Array;
  try {
    firstBytes = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  } catch (error) {
    return fail(interpolate(words.unreadableFile, { reason: messageOf(error) }));
  }
  const declaredType = inferMimeType(fileName, file.type);
  const check = checkImageFile({ name: fileName, type: declaredType, size: file.size }, file.size > 0 ? firstBytes : undefined, site.words.files);
  if (!check.ok) return fail(check.reason);
  const mimeType = check.mimeType;
  const customerNumber = (opts.customerNumber ?? '').trim() || anonymousReference();

  // 2. Ask the upload service for signed links (call 1).
  let endpoint: string;
  try {
    endpoint = resolveEndpoint(opts.endpoint ?? site.endpoints.upload);
  } catch (error) {
    return refused(messageOf(error));
  }
  type Answer = { ok: true; body: unknown } | { ok: false; statusText: string };
  let answer: Answer;
  try {
    answer = await timed(
      doFetch,
      endpoint,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ customerNumber, fileName, fileType: opts.fileType, fileMimeType: mimeType, fileSize: file.size }),
      },
      timeoutMs,
      opts.signal,
      async (response): Promise<Answer> => {
        if (!response.ok) return { ok: false, statusText: statusTextOf(response) };
        const text = await response.text();
        try {
          return { ok: true, body: JSON.parse(text) as unknown };
        } catch {
          return { ok: true, body: undefined };
        }
      },
    );
  } catch (error) {
    if (error instanceof Timeout) return fail(timeoutMessage);
    if (opts.signal?.aborted) return fail(UPLOAD_CANCELLED);
    return refused(messageOf(error));
  }
  if (!answer.ok) return refused(answer.statusText);
  const body = (answer.body && typeof answer.body === 'object' ? answer.body : {}) as Record<string, unknown>;
  if (body.putUrl === undefined || body.putUrl === null) return fail(words.noPutUrl);
  const putUrl = httpUrl(body.putUrl, endpoint);
  if (!putUrl) return fail(words.badUploadUrl);
  const getUrl = httpUrl(body.getUrl, endpoint) ?? '';
  const key = typeof body.key === 'string' && body.key.trim() !== '' ? body.key : `${customerNumber}/${fileName}`;

  // 3. Store the bytes (call 2). A kept image the pickers follow is sent with progress events.
  const followed = !opts.fetch && typeof XMLHttpRequest !== 'undefined' && storedFileIdOf(file) !== undefined;
  if (followed) {
    reportUploadProgress(file, { phase: 'uploading', percent: 0 });
    const result = await putWithProgress(putUrl, file, mimeType, timeoutMs, opts.signal);
    const outcome = result.ok ? undefined : result.timedOut ? timeoutMessage : result.aborted ? UPLOAD_CANCELLED : interpolate(words.storeFailed, { name: fileName, reason: result.error });
    reportUploadProgress(file, { phase: outcome ? 'failed' : 'sent' });
    return outcome ? fail(outcome) : { success: true, fileName, key, getUrl };
  }
  try {
    const stored = await timed(
      doFetch,
      putUrl,
      { method: 'PUT', headers: { 'Content-Type': mimeType, 'If-None-Match': '*' }, body: file },
      timeoutMs,
      opts.signal,
      async (response) => {
        // Drain the body so the connection is released; its content is not needed.
        await response.arrayBuffer().catch(() => undefined);
        return response;
      },
    );
    if (!stored.ok) return notStored(interpolate(words.statusReason, { statusText: statusTextOf(stored), status: stored.status }));
  } catch (error) {
    if (error instanceof Timeout) return fail(timeoutMessage);
    if (opts.signal?.aborted) return fail(UPLOAD_CANCELLED);
    return notStored(messageOf(error));
  }
  return { success: true, fileName, key, getUrl };
}

type PutResult = { ok: true } | { ok: false; timedOut?: boolean; aborted?: boolean; error: string };

/**
 * PUTs the bytes with XMLHttpRequest, whose upload events (unlike fetch's) tell how much has been sent, and
 * reports them for the file's picker. Same deadline, cancelling and messages as the fetch path.
 */
function putWithProgress(url: string, file: UploadableFile, mimeType: string, timeoutMs: number, signal: AbortSignal | undefined): Promise<PutResult> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const done = (result: PutResult) => {
      signal?.removeEventListener('abort', onAbort);
      resolve(result);
    };
    xhr.open('PUT', url);
    xhr.timeout = timeoutMs;
    xhr.setRequestHeader('Content-Type', mimeType);
    // An upload link stores one file: an S3 link is signed with this header, and the bucket refuses a second file.
    xhr.setRequestHeader('If-None-Match', '*');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        reportUploadProgress(file, { phase: 'uploading', percent: Math.min(99, Math.floor((event.loaded / event.total) * 100)) });
      }
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) done({ ok: true });
      else done({ ok: false, error: interpolate(words.statusReason, { statusText: xhr.statusText || `HTTP ${xhr.status}`, status: xhr.status }) });
    };
    xhr.ontimeout = () => done({ ok: false, timedOut: true, error: 'timeout' });
    xhr.onabort = () => done({ ok: false, aborted: true, error: UPLOAD_CANCELLED });
    xhr.onerror = () => done({ ok: false, error: words.networkFailed });
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(file);
  });
}
