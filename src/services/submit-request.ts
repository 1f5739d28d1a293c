/**
 * The submission pipeline of the request form (spec part 1 §4 "Submission", §7, §8) and the background
 * uploads after steps 2 and 4 (part 1 §4; part 2 §4).
 *
 * Submission: process the colours; upload the logo (a failure aborts), the gallery one image at a time (a
 * failed image is skipped) and the accreditation images (a failure gives a `null` link); then send the logo
 * hook, the gallery hook (only when an image was uploaded) and the main hook with the processed data. Files
 * in the upload ledger (uploaded after a step or in an earlier attempt) are not uploaded again.
 */
import { formatBusinessHours, type BusinessHoursEntry } from '../domain/business-hours';
import { processColours, type ColourFields, type ColourScheme } from '../domain/colours';
import { anonymousReference } from '../domain/hook-fields';
import { colourSchemes, trades } from '../generated/config';
import { isStoredFileRef, type StoredFileRef, type UploadedFile, type UploadLedger } from './draft-store';
import { HookError, sendHook as defaultSendHook, type HookName } from './hook-client';
import { uploadFile, type UploadableFile, type UploadFileType, type UploadOptions, type UploadResult } from './upload-client';

/** An accreditation with its image, as the form keeps it. */
export interface AccreditationImage {
  name: string;
  file: StoredFileRef;
}

/**
 * The request form's data (schemas/forms/request.schema.json). Image fields hold {@link StoredFileRef}s; the
 * bytes are in the draft store.
 */
export interface RequestFormData extends ColourFields {
  customerNumber?: string;
  tradeType?: string;
  businessName?: string;
  businessBasics?: { firstName?: string; companyName?: string; email?: string; phone?: string };
  logo?: StoredFileRef | null;
  gallery?: StoredFileRef[];
  accreditationImages?: AccreditationImage[];
  businessHours?: BusinessHoursEntry[];
  [field: string]: unknown;
}

/** Progress of a submission, for the progress bar ("Uploading X of Y") and the button label. */
export type SubmitProgress =
  | { phase: 'uploading'; done: number; total: number; fileName?: string }
  | { phase: 'sending'; hook: 'logo' | 'gallery' | 'main' }
  | { phase: 'done' };

/**
 * The outcome of a submission. On failure the page shows the toast of `kind` ({@link UPLOAD_ERROR_TOAST} or
 * {@link SUBMIT_ERROR_TOAST}); `message` is the detail (e.g. `Failed to upload logo: ...`). `ledger` holds
 * every file uploaded so far, successes of a failed attempt included: keep it for the retry.
 */
export type SubmitOutcome =
  | { ok: true; id: string; ledger: UploadLedger }
  | { ok: false; kind: 'upload' | 'hook'; message: string; ledger: UploadLedger; error?: HookError };

/** Toast of a failed upload flow (spec part 1 §8). */
export const UPLOAD_ERROR_TOAST = Object.freeze({ title: 'Upload Error', description: 'There was a problem uploading your images. Please try again.' });
/** Toast of a failed hook call (spec part 1 §8). */
export const SUBMIT_ERROR_TOAST = Object.freeze({ title: 'Error', description: 'There was a problem submitting your information. Please try again.' });

/** Where images are read from: the draft store fits. */
export interface FileSource {
  getFile(id: string): Promise<File | undefined>;
}

/** The upload function used; {@link uploadFile} by default. */
export type Uploader = (file: UploadableFile | null | undefined, opts: UploadOptions) => Promise<UploadResult>;
/** The hook function used; `sendHook` by default. */
export type HookSender = typeof defaultSendHook;

/** What the uploads need. */
export interface UploadDeps {
  /** Where the images' bytes are (the draft store). */
  files: FileSource;
  /** Files already uploaded, by file id; not changed: the updated ledger is returned. */
  ledger?: UploadLedger;
  upload?: Uploader;
  /** Upload service address; default from the config. */
  uploadEndpoint?: string;
  fetch?: typeof fetch;
  /** Told about each new upload, so the page can save it in the draft at once. */
  onUploaded?: (fileId: string, entry: UploadedFile) => void;
  /** Where failures that are only logged go; default `console.warn`. */
  log?: (message: string) => void;
}

/** What {@link submitRequest} needs besides the uploads. */
export interface SubmitDeps extends UploadDeps {
  /** Colour schemes; default from the config. */
  colourSchemes?: readonly ColourScheme[];
  /** Default scheme id per trade; default from the config. */
  defaultSchemeByTrade?: Readonly<Record<string, string>>;
  sendHook?: HookSender;
  /** Hook addresses; default from the config. */
  hookEndpoints?: Partial<Record<HookName, string>>;
  onProgress?: (progress: SubmitProgress) => void;
  /** One key per submission attempt, kept across retries of the same data; each hook gets `{key}:{hook}`. */
  idempotencyKey?: string;
  /**
   * Hooks already accepted in this attempt (hook to id). Skipped on a retry and filled in as hooks are
   * accepted, so a retry after a failed main hook does not send the logo again.
   */
  sentHooks?: Partial<Record<'logo' | 'gallery' | 'main', string>>;
  /** Clock for `timestamp`; default now. */
  now?: () => Date;
  /** `source` of the hooks; default the page address. */
  source?: string;
}

/** The default scheme id of each configured trade. */
export const DEFAULT_SCHEME_BY_TRADE: Readonly<Record<string, string>> = Object.freeze(
  Object.fromEntries(Object.values(trades).map((t) => [t.id, t.defaultScheme])),
);

/** Uploads already running, by file id: a background upload and the final submit share one. */
const inFlight = new Map<string, Promise<UploadResult>>();

function warn(deps: UploadDeps, message: string): void {
  (deps.log ?? ((m: string) => console.warn(m)))(message);
}

/** The upload kind of a form field. */
export function fileTypeOfField(field: string): UploadFileType {
  if (field === 'logo') return 'logo';
  if (field === 'accreditationImages' || field.startsWith('accreditation')) return 'accreditation';
  return 'gallery';
}

/**
 * Uploads one stored file unless the ledger has it; records a success in `ledger` (changed in place) and
 * tells `deps.onUploaded`. A file already being uploaded (e.g. by a background step upload) is not uploaded
 * twice: the second caller waits for the first.
 */
export async function uploadStoredFile(
  ref: StoredFileRef,
  fileType: UploadFileType,
  customerNumber: string,
  ledger: UploadLedger,
  deps: UploadDeps,
): Promise<{ ok: true; entry: UploadedFile } | { ok: false; error: string }> {
  const known = Object.hasOwn(ledger, ref.id) ? ledger[ref.id] : undefined;
  if (known) return { ok: true, entry: known };
  let running = inFlight.get(ref.id);
  if (!running) {
    running = (async () => {
      const file = await deps.files.getFile(ref.id).catch(() => undefined);
      if (!file) return { success: false, fileName: ref.name, error: 'Invalid file: File is null or undefined' } as const;
      return (deps.upload ?? uploadFile)(file, { customerNumber, fileType, endpoint: deps.uploadEndpoint, fetch: deps.fetch });
    })();
    inFlight.set(ref.id, running);
    void running.finally(() => inFlight.delete(ref.id)).catch(() => undefined);
  }
  const result = await running.catch((error: unknown): UploadResult => ({ success: false, fileName: ref.name, error: String(error) }));
  if (!result.success) return { ok: false, error: result.error };
  const entry = { key: result.key, getUrl: result.getUrl };
  if (!Object.hasOwn(ledger, ref.id)) {
    ledger[ref.id] = entry;
    deps.onUploaded?.(ref.id, entry);
  }
  return { ok: true, entry };
}

/** The stored files of one form field, with the names accreditation images carry. */
function refsOfField(data: Readonly<Record<string, unknown>>, field: string): StoredFileRef[] {
  const value = data[field];
  const list = Array.isArray(value) ? value : [value];
  const refs: StoredFileRef[] = [];
  for (const item of list) {
    if (isStoredFileRef(item)) refs.push(item);
    else if (item && typeof item === 'object' && isStoredFileRef((item as { file?: unknown }).file)) refs.push((item as { file: StoredFileRef }).file);
  }
  return refs;
}

/**
 * The upload after leaving a step (spec part 1 §4: after step 2 the logo, after step 4 the gallery): uploads
 * the files of `fields` that the ledger does not have, one at a time. A failure is only logged. Answers the
 * updated ledger (a new object).
 *
 * @example
 * ledger = await uploadStepFiles(['logo'], data, { files: drafts, ledger });
 */
export async function uploadStepFiles(
  fields: readonly string[],
  data: Readonly<Record<string, unknown>>,
  deps: UploadDeps,
): Promise<UploadLedger> {
  const ledger: UploadLedger = { ...(deps.ledger ?? {}) };
  const customerNumber = typeof data.customerNumber === 'string' && data.customerNumber.trim() ? data.customerNumber.trim() : anonymousReference();
  for (const field of fields) {
    for (const ref of refsOfField(data, field)) {
      try {
        const outcome = await uploadStoredFile(ref, fileTypeOfField(field), customerNumber, ledger, deps);
        if (!outcome.ok) warn(deps, `Background upload of ${ref.name} failed: ${outcome.error}`);
      } catch (error) {
        warn(deps, `Background upload of ${ref.name} failed: ${String(error)}`);
      }
    }
  }
  return ledger;
}

function pageSource(): string | undefined {
  const location = (globalThis as { location?: { href?: string } }).location;
  return typeof location?.href === 'string' ? location.href : undefined;
}

/** Drops `undefined` and empty-string values (the server would drop them too). */
function compact(obj: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== undefined && v !== ''));
}

/**
 * Submits the request form. Never throws; see {@link SubmitOutcome}.
 *
 * Sends, in order and only after every upload: the logo hook (form data: logoUrl, logoGetUrl, businessName,
 * customerNumber, selectedTrade, timestamp, source) when a logo was uploaded; the gallery hook (galleryUrls
 * and galleryGetUrls as JSON lists, and the same details) when at least one image was uploaded; the main hook
 * (JSON): the processed form data without the image fields, plus logoUrl, logoGetUrl, galleryUrls,
 * galleryGetUrls, accreditationUrls `[{name, imageUrl}]`, accreditationGetUrls `[{name, getUrl}]`,
 * formattedBusinessHours, businessName, selectedTrade, timestamp and source.
 */
export async function submitRequest(data: RequestFormData, deps: SubmitDeps): Promise<SubmitOutcome> {
  const ledger: UploadLedger = { ...(deps.ledger ?? {}) };
  const progress = deps.onProgress ?? (() => undefined);
  const send = deps.sendHook ?? defaultSendHook;
  const sent = deps.sentHooks ?? {};
  const uploadDeps: UploadDeps = { ...deps, ledger };

  // 1. Colours.
  const processed = processColours(data, deps.colourSchemes ?? colourSchemes.schemes, deps.defaultSchemeByTrade ?? DEFAULT_SCHEME_BY_TRADE) as RequestFormData;

  // 2. Uploads, one at a time: logo, gallery, accreditation images.
  const customerNumber = typeof data.customerNumber === 'string' ? data.customerNumber.trim() : '';
  const uploadRefName = customerNumber || anonymousReference();
  const logo = isStoredFileRef(data.logo) ? data.logo : undefined;
  const gallery = Array.isArray(data.gallery) ? data.gallery.filter(isStoredFileRef) : [];
  const accreditations = Array.isArray(data.accreditationImages)
    ? data.accreditationImages.filter((a): a is AccreditationImage => !!a && typeof a.name === 'string' && isStoredFileRef(a.file))
    : [];
  const total = (logo ? 1 : 0) + gallery.length + accreditations.length;
  let done = 0;
  progress({ phase: 'uploading', done, total });
  const step = (fileName: string) => progress({ phase: 'uploading', done: ++done, total, fileName });

  let logoEntry: UploadedFile | undefined;
  const galleryEntries: UploadedFile[] = [];
  const accreditationUrls: Array<{ name: string; imageUrl: string | null }> = [];
  const accreditationGetUrls: Array<{ name: string; getUrl: string | null }> = [];
  try {
    if (logo) {
      const outcome = await uploadStoredFile(logo, 'logo', uploadRefName, ledger, uploadDeps);
      if (!outcome.ok) return { ok: false, kind: 'upload', message: `Failed to upload logo: ${outcome.error}`, ledger };
      logoEntry = outcome.entry;
      step(logo.name);
    }
    for (const ref of gallery) {
      const outcome = await uploadStoredFile(ref, 'gallery', uploadRefName, ledger, uploadDeps);
      if (outcome.ok) galleryEntries.push(outcome.entry);
      else warn(deps, `Skipped gallery image ${ref.name}: ${outcome.error}`);
      step(ref.name);
    }
    for (const item of accreditations) {
      const outcome = await uploadStoredFile(item.file, 'accreditation', uploadRefName, ledger, uploadDeps);
      if (!outcome.ok) warn(deps, `Accreditation image ${item.file.name} (${item.name}) was not uploaded: ${outcome.error}`);
      accreditationUrls.push({ name: item.name, imageUrl: outcome.ok ? outcome.entry.key : null });
      accreditationGetUrls.push({ name: item.name, getUrl: outcome.ok && outcome.entry.getUrl ? outcome.entry.getUrl : null });
      step(item.file.name);
    }
  } catch (error) {
    return { ok: false, kind: 'upload', message: error instanceof Error ? error.message : String(error), ledger };
  }

  // 3. Hooks: logo, gallery, main.
  const timestamp = (deps.now ?? (() => new Date()))().toISOString();
  const source = deps.source ?? pageSource();
  const businessName = (typeof data.businessName === 'string' && data.businessName.trim()) || data.businessBasics?.companyName || '';
  const selectedTrade = data.tradeType;
  const details = { businessName, customerNumber, selectedTrade, timestamp, source };
  const galleryUrls = galleryEntries.map((e) => e.key);
  const galleryGetUrls = galleryEntries.map((e) => e.getUrl).filter((u) => u !== '');

  const call = async (hook: 'logo' | 'gallery' | 'main', payload: Record<string, unknown>, as: 'json' | 'form'): Promise<string> => {
    const already = sent[hook];
    if (already !== undefined) return already;
    progress({ phase: 'sending', hook });
    const { id } = await send(hook, payload, {
      as,
      idempotencyKey: deps.idempotencyKey ? `${deps.idempotencyKey}:${hook}` : undefined,
      endpoint: deps.hookEndpoints?.[hook],
      fetch: deps.fetch,
    });
    sent[hook] = id;
    return id;
  };

  try {
    if (logoEntry) {
      await call('logo', compact({ logoUrl: logoEntry.key, logoGetUrl: logoEntry.getUrl, ...details }), 'form');
    }
    if (galleryEntries.length > 0) {
      await call('gallery', compact({ galleryUrls, galleryGetUrls, ...details }), 'form');
    }
    const { logo: _logo, gallery: _gallery, accreditationImages: _images, ...rest } = processed;
    const main = compact({
      ...rest,
      businessName,
      selectedTrade,
      customerNumber,
      logoUrl: logoEntry?.key,
      logoGetUrl: logoEntry?.getUrl,
      galleryUrls,
      galleryGetUrls,
      accreditationUrls,
      accreditationGetUrls,
      formattedBusinessHours: Array.isArray(data.businessHours) ? formatBusinessHours(data.businessHours) : undefined,
      timestamp,
      source,
    });
    const id = await call('main', main, 'json');
    progress({ phase: 'done' });
    return { ok: true, id, ledger };
  } catch (error) {
    if (error instanceof HookError) return { ok: false, kind: 'hook', message: error.message, ledger, error };
    return { ok: false, kind: 'hook', message: error instanceof Error ? error.message : String(error), ledger };
  }
}

/** A function wrapped by {@link singleFlight}. */
export type SingleFlight<A extends unknown[], R> = ((...args: A) => Promise<R>) & { readonly running: boolean };

/**
 * Wraps an async function so that while a call is running, further calls return that same promise instead
 * of starting another (a double click on Submit sends once).
 */
export function singleFlight<A extends unknown[], R>(fn: (...args: A) => Promise<R>): SingleFlight<A, R> {
  let current: Promise<R> | undefined;
  const wrapped = (...args: A): Promise<R> => {
    if (current) return current;
    const started = (async () => fn(...args))();
    current = started;
    void started.then(
      () => (current = undefined),
      () => (current = undefined),
    );
    return started;
  };
  Object.defineProperty(wrapped, 'running', { get: () => current !== undefined });
  return wrapped as SingleFlight<A, R>;
}

/** A random idempotency key. */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A request form submitter: single-flight, one idempotency key per attempt, the ledger carried across retries. */
export interface RequestSubmitter {
  /**
   * Submits; while a submission is running, returns the same promise. `ledger` adds files the page knows are
   * uploaded (e.g. from the draft) to those this submitter uploaded.
   */
  submit(data: RequestFormData, onProgress?: (progress: SubmitProgress) => void, ledger?: UploadLedger): Promise<SubmitOutcome>;
  /** True while a submission is running. */
  readonly running: boolean;
  /** Files uploaded so far. */
  readonly ledger: UploadLedger;
}

/**
 * Creates the submitter the request page uses. A retry with the same data keeps the idempotency key and does
 * not resend hooks already accepted; changed data starts a new attempt with a new key. Files uploaded in any
 * earlier attempt (or after a step, when `deps.ledger` is given) are not uploaded again.
 *
 * @example
 * const submitter = createRequestSubmitter({ files: drafts, ledger: draft.uploads });
 * const outcome = await submitter.submit(data, setProgress);
 * if (!outcome.ok) toast(outcome.kind === 'upload' ? UPLOAD_ERROR_TOAST : SUBMIT_ERROR_TOAST);
 */
export function createRequestSubmitter(deps: Omit<SubmitDeps, 'idempotencyKey' | 'sentHooks' | 'onProgress'>): RequestSubmitter {
  let ledger: UploadLedger = { ...(deps.ledger ?? {}) };
  let attempt: { fingerprint: string; key: string; sent: NonNullable<SubmitDeps['sentHooks']> } | undefined;
  const run = singleFlight(async (data: RequestFormData, onProgress?: (progress: SubmitProgress) => void, known?: UploadLedger) => {
    if (known) ledger = { ...ledger, ...known };
    const fingerprint = JSON.stringify(data);
    if (!attempt || attempt.fingerprint !== fingerprint) attempt = { fingerprint, key: newIdempotencyKey(), sent: {} };
    const outcome = await submitRequest(data, { ...deps, ledger, idempotencyKey: attempt.key, sentHooks: attempt.sent, onProgress });
    ledger = outcome.ledger;
    if (outcome.ok) attempt = undefined;
    return outcome;
  });
  return {
    submit: (data, onProgress, known) => run(data, onProgress, known),
    get running() {
      return run.running;
    },
    get ledger() {
      return ledger;
    },
  };
}
