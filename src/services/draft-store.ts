/**
 * Drafts of the forms, kept in the browser (IndexedDB through idb-keyval) so a reload, a lost signal or a
 * closed tab does not lose the answers or the chosen images.
 *
 * One draft per form: `{ version, savedAt, step, data, uploads }`, stored as JSON text. Image bytes are
 * stored separately under their own id; the form data holds only a {@link StoredFileRef}. `uploads` is the
 * ledger of files already uploaded (file id to key and link), so they are not uploaded twice.
 *
 * When IndexedDB cannot be used (private windows of some browsers, storage blocked or full), everything is
 * kept in memory for the life of the page and {@link DraftStore.persistent} turns false, so the page can say
 * that answers are not saved on this device.
 */
import { createStore, del, get, set, type UseStore } from 'idb-keyval';

/** The draft format written by this code; a draft with another version is discarded. */
export const DRAFT_VERSION = 1;

/** How long {@link DraftStore.save} waits for more changes before writing, in milliseconds. */
export const DRAFT_SAVE_DELAY_MS = 300;

/** An image kept in the draft store; the form data holds this instead of the `File`. */
export interface StoredFileRef {
  id: string;
  name: string;
  type: string;
  size: number;
}

/** Where an uploaded file went (the upload service's answer). */
export interface UploadedFile {
  key: string;
  getUrl: string;
}

/** Files already uploaded, by {@link StoredFileRef.id}. */
export type UploadLedger = Record<string, UploadedFile>;

/** A saved draft of one form. */
export interface Draft<T = Record<string, unknown>> {
  version: number;
  /** When it was saved (milliseconds since 1970). */
  savedAt: number;
  /** The step the customer was on, counted from 0 (the first step). */
  step: number;
  data: T;
  uploads: UploadLedger;
}

/** What the form passes to {@link DraftStore.save}; version and time are added. */
export interface DraftInput<T = Record<string, unknown>> {
  step: number;
  data: T;
  uploads?: UploadLedger;
}

/** The draft store of the forms. Create one with {@link createDraftStore}. */
export interface DraftStore {
  /**
   * False once IndexedDB turned out to be unavailable: drafts and images then live in memory only and are
   * lost when the page closes. True before that is known; await {@link ready} for a settled answer.
   */
  readonly persistent: boolean;
  /** Resolves to {@link persistent} once the store has checked that IndexedDB works. */
  ready(): Promise<boolean>;
  /** The saved draft of a form, or `undefined` when there is none or it was stale or unreadable (then removed). */
  load<T = Record<string, unknown>>(formId: string): Promise<Draft<T> | undefined>;
  /** Saves a form's draft after {@link DRAFT_SAVE_DELAY_MS} without further saves (only the latest is written). */
  save<T = Record<string, unknown>>(formId: string, draft: DraftInput<T>): void;
  /** Writes every pending save now; resolves when they are stored. Call it before leaving the page. */
  flush(): Promise<void>;
  /** Removes a form's draft (a pending save is dropped); with `files: true` also the images its data refers to. */
  clear(formId: string, opts?: { files?: boolean }): Promise<void>;
  /** Keeps an image's bytes and returns the reference to put in the form data. */
  putFile(file: Blob & { name: string; lastModified?: number }): Promise<StoredFileRef>;
  /** The image kept under `id`, or `undefined` when there is none. */
  getFile(id: string): Promise<File | undefined>;
  /** Forgets an image. */
  deleteFile(id: string): Promise<void>;
}

/** Options of {@link createDraftStore}. */
export interface DraftStoreOptions {
  /** IndexedDB database name; default `tradesites`. */
  dbName?: string;
  /** Object store name; default `drafts`. */
  storeName?: string;
  /** Default {@link DRAFT_VERSION}. */
  version?: number;
  /** Default {@link DRAFT_SAVE_DELAY_MS}. */
  debounceMs?: number;
  /** Clock; default `Date.now`. */
  now?: () => number;
  /** Use memory only (as when IndexedDB is unavailable). */
  memoryOnly?: boolean;
  /** Called when IndexedDB fails and the store falls back to memory. */
  onFallback?: (error: unknown) => void;
}

const FILE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** True for a {@link StoredFileRef}-shaped value. */
export function isStoredFileRef(value: unknown): value is StoredFileRef {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === 'string' && FILE_ID.test(v.id) && typeof v.name === 'string' && typeof v.type === 'string' && typeof v.size === 'number';
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

/** A random file id: 32 hexadecimal characters. */
function newFileId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

interface FileRecord {
  name: string;
  type: string;
  size: number;
  lastModified: number;
  /** The bytes as an ArrayBuffer: stored reliably by every browser's IndexedDB, unlike Blobs in some. */
  bytes: ArrayBuffer;
}

function isFileRecord(value: unknown): value is FileRecord {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.name === 'string' && typeof v.type === 'string' && v.bytes instanceof ArrayBuffer;
}

function isLedger(value: unknown): value is UploadLedger {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.values(value).every(
    (entry) => entry && typeof entry === 'object' && typeof (entry as UploadedFile).key === 'string' && typeof (entry as UploadedFile).getUrl === 'string',
  );
}

/** Key/value access; IndexedDB or memory. */
interface Backend {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
}

function memoryBackend(): Backend {
  const map = new Map<string, unknown>();
  return {
    get: async (key) => map.get(key),
    set: async (key, value) => {
      map.set(key, value);
    },
    del: async (key) => {
      map.delete(key);
    },
  };
}

function idbBackend(store: UseStore): Backend {
  return {
    get: (key) => get(key, store),
    set: (key, value) => set(key, value, store),
    del: (key) => del(key, store),
  };
}

const PROBE_TIMEOUT_MS = 3000;

/**
 * Creates the draft store. IndexedDB is checked on first use; when it fails (now or later) the store
 * continues in memory and `persistent` becomes false.
 *
 * @example
 * const drafts = createDraftStore();
 * const draft = await drafts.load<RequestFormData>('request');
 * drafts.save('request', { step, data, uploads });   // debounced
 * const ref = await drafts.putFile(input.files[0]);   // put `ref` in the form data
 * window.addEventListener('pagehide', () => void drafts.flush());
 */
export function createDraftStore(opts: DraftStoreOptions = {}): DraftStore {
  const version = opts.version ?? DRAFT_VERSION;
  const debounceMs = opts.debounceMs ?? DRAFT_SAVE_DELAY_MS;
  const now = opts.now ?? Date.now;
  const memory = memoryBackend();
  let persistent = !opts.memoryOnly;
  let backend: Backend = memory;

  const fallBack = (error: unknown) => {
    if (!persistent) return;
    persistent = false;
    backend = memory;
    opts.onFallback?.(error);
  };

  const probe: Promise<boolean> = (async () => {
    if (opts.memoryOnly) return false;
    try {
      if (typeof indexedDB === 'undefined' || !indexedDB) throw new Error('IndexedDB is not available');
      const idb = idbBackend(createStore(opts.dbName ?? 'tradesites', opts.storeName ?? 'drafts'));
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('IndexedDB did not open in time')), PROBE_TIMEOUT_MS);
      });
      try {
        await Promise.race([idb.get('probe'), timeout]);
      } finally {
        clearTimeout(timer);
      }
      backend = idb;
      return true;
    } catch (error) {
      fallBack(error);
      return false;
    }
  })();

  /** Runs one operation on the current backend; an IndexedDB failure moves to memory and retries there. */
  async function run<T>(op: (b: Backend) => Promise<T>): Promise<T> {
    await probe;
    const current = backend;
    try {
      return await op(current);
    } catch (error) {
      if (current === memory) throw error;
      fallBack(error);
      return op(memory);
    }
  }

  const draftKey = (formId: string) => `draft:${formId}`;
  const fileKey = (id: string) => `file:${id}`;
  const pending = new Map<string, { draft: Draft<unknown>; timer: ReturnType<typeof setTimeout> }>();
  const writing = new Set<Promise<unknown>>();

  function write(formId: string, draft: Draft<unknown>): Promise<void> {
    const done = run((b) => b.set(draftKey(formId), JSON.stringify(draft))).catch(() => undefined);
    writing.add(done);
    void done.finally(() => writing.delete(done));
    return done;
  }

  function parse<T>(raw: unknown): Draft<T> | undefined {
    let value: unknown = raw;
    if (typeof raw === 'string') {
      try {
        value = JSON.parse(raw);
      } catch {
        return undefined;
      }
    }
    if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
    const d = value as Record<string, unknown>;
    if (d.version !== version) return undefined;
    if (typeof d.savedAt !== 'number' || !Number.isFinite(d.savedAt)) return undefined;
    if (typeof d.step !== 'number' || !Number.isInteger(d.step) || d.step < 0) return undefined;
    if (!d.data || typeof d.data !== 'object' || Array.isArray(d.data)) return undefined;
    const uploads = d.uploads === undefined ? {} : d.uploads;
    if (!isLedger(uploads)) return undefined;
    return { version, savedAt: d.savedAt, step: d.step, data: d.data as T, uploads };
  }

  return {
    get persistent() {
      return persistent;
    },
    async ready() {
      await probe;
      return persistent;
    },
    async load<T>(formId: string) {
      const waiting = pending.get(formId);
      if (waiting) return waiting.draft as Draft<T>;
      let raw: unknown;
      try {
        raw = await run((b) => b.get(draftKey(formId)));
      } catch {
        return undefined;
      }
      if (raw === undefined) return undefined;
      const draft = parse<T>(raw);
      if (!draft) await run((b) => b.del(draftKey(formId))).catch(() => undefined);
      return draft;
    },
    save<T>(formId: string, input: DraftInput<T>) {
      const previous = pending.get(formId);
      if (previous) clearTimeout(previous.timer);
      const draft: Draft<unknown> = { version, savedAt: now(), step: input.step, data: input.data, uploads: { ...(input.uploads ?? {}) } };
      const timer = setTimeout(() => {
        pending.delete(formId);
        void write(formId, draft);
      }, debounceMs);
      pending.set(formId, { draft, timer });
    },
    async flush() {
      for (const [formId, { draft, timer }] of [...pending]) {
        clearTimeout(timer);
        pending.delete(formId);
        void write(formId, draft);
      }
      await Promise.all([...writing]);
    },
    async clear(formId, clearOpts = {}) {
      const waiting = pending.get(formId);
      if (waiting) {
        clearTimeout(waiting.timer);
        pending.delete(formId);
      }
      await Promise.all([...writing]);
      if (clearOpts.files) {
        const stored = await run((b) => b.get(draftKey(formId))).catch(() => undefined);
        const data = waiting?.draft.data ?? parse(stored)?.data;
        for (const ref of collectFileRefs(data)) await run((b) => b.del(fileKey(ref.id))).catch(() => undefined);
      }
      await run((b) => b.del(draftKey(formId))).catch(() => undefined);
    },
    async putFile(file) {
      const bytes = await file.arrayBuffer();
      const id = newFileId();
      const record: FileRecord = {
        name: file.name,
        type: file.type ?? '',
        size: bytes.byteLength,
        lastModified: typeof file.lastModified === 'number' ? file.lastModified : now(),
        bytes,
      };
      await run((b) => b.set(fileKey(id), record));
      return { id, name: record.name, type: record.type, size: record.size };
    },
    async getFile(id) {
      if (!FILE_ID.test(id)) return undefined;
      const record = await run((b) => b.get(fileKey(id))).catch(() => undefined);
      if (!isFileRecord(record)) return undefined;
      return new File([record.bytes], record.name, { type: record.type, lastModified: record.lastModified });
    },
    async deleteFile(id) {
      if (!FILE_ID.test(id)) return;
      await run((b) => b.del(fileKey(id))).catch(() => undefined);
    },
  };
}
