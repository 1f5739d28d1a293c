/**
 * The shapes of the draft store (`draft-store.ts`): a saved draft, what a form saves, what survives a reload, the
 * store's interface and its options.
 */
import type { SyncStorage } from './draft-mirror';
import type { SendLedger, StoredFileRef } from './send-types';

/** A saved draft of one form. */
export interface Draft<T = Record<string, unknown>> {
  version: number;
  /** When it was saved (milliseconds since 1970). */
  savedAt: number;
  /** The step the customer was on, counted from 0 (the first step; a one-step form is always on it). */
  step: number;
  data: T;
  /** What has been sent so far; absent before anything was sent. */
  ledger?: SendLedger;
  /**
   * False while nothing in it came from the customer (only what a form fills in by itself as it shows: defaults,
   * the trade's colours), so no "Welcome back" is said for it; absent in drafts saved before this was kept.
   */
  answered?: boolean;
}

/** What the form passes to {@link DraftStore.save}; version and time are added. */
export interface DraftInput<T = Record<string, unknown>> {
  step: number;
  data: T;
  ledger?: SendLedger;
  /**
   * False while nothing in it came from the customer (only what a form fills in by itself as it shows: defaults,
   * the trade's colours), so no "Welcome back" is said for it; absent in drafts saved before this was kept.
   */
  answered?: boolean;
}

/** What of a draft survives a reload or a closed tab on this device. */
export interface DraftDurability {
  /** The answers and the step (false: they live only as long as the page). */
  answers: boolean;
  /** The chosen images' bytes (false: they must be chosen again after a reload). */
  files: boolean;
}

/** The draft store of the forms. Create one with `createDraftStore`. */
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
  /**
   * Reads a form's draft for the form about to show it: until {@link apply} says the page shows it, every
   * {@link save} of that form is refused, so nothing drawn before the draft applies (the prerendered first step,
   * defaults, a link's parameters) can replace it.
   */
  open<T = Record<string, unknown>>(formId: string): Promise<Draft<T> | undefined>;
  /** The page now shows `draft` (the one {@link open} read, one from another tab, or none): saves are taken again. */
  apply(formId: string, draft: DraftInput | undefined): void;
  /**
   * Saves a form's draft after `DRAFT_SAVE_DELAY_MS` without further saves (only the latest is written).
   * False when refused: the form is opening (see {@link open}), or nothing changed since the draft it shows.
   */
  save<T = Record<string, unknown>>(formId: string, draft: DraftInput<T>): boolean;
  /**
   * Calls `listener` with the draft another tab saved (or `undefined` once it removed it), so two tabs of one form
   * never wipe each other: the newer edit wins and the other tab hears of it. Returns the function that stops it.
   */
  follow(formId: string, listener: (draft: Draft | undefined) => void): () => void;
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
  /** What survives a reload now: it changes when a storage fails (blocked, full) or works again. */
  readonly durability: DraftDurability;
  /**
   * Calls `listener` with each change of {@link durability}, and at once when something is already not kept;
   * returns the function that stops it.
   */
  watch(listener: (durability: DraftDurability) => void): () => void;
}

/** Options of `createDraftStore`. */
export interface DraftStoreOptions {
  /** IndexedDB database name; default `tradesites`. */
  dbName?: string;
  /** Object store name; default `drafts`. */
  storeName?: string;
  /** Default `DRAFT_VERSION`. */
  version?: number;
  /** Default `DRAFT_SAVE_DELAY_MS`. */
  debounceMs?: number;
  /** Clock; default `Date.now`. */
  now?: () => number;
  /** Use memory only (as when IndexedDB is unavailable). */
  memoryOnly?: boolean;
  /** Called when IndexedDB fails and the store falls back to memory. */
  onFallback?: (error: unknown) => void;
  /**
   * The synchronous copy of the drafts: default the browser's `localStorage` (when it works); `null` for none.
   * Its keys are `<dbName>:draft:<formId>`.
   */
  syncStorage?: SyncStorage | null;
  /**
   * Longest draft kept, in characters of its JSON text (default `DRAFT_MAX_CHARS`): a longer one is refused, both when
   * saving and when reading one back (then removed), and {@link DraftStore.durability} says the answers are not kept.
   */
  maxChars?: number;
  /** Marks which forms have a saved draft for the server (default: the browser's draft cookie). */
  marker?: (formId: string, present: boolean) => void;
  /** Where other tabs' writes of the synchronous copy are heard (`storage` events); default `window`. */
  events?: EventTarget;
}
