/**
 * The synchronous copy of each form's draft (Web Storage, `localStorage` by default), written on every change.
 *
 * IndexedDB writes are asynchronous: a reload or a closed tab right after typing or after Continue can end the
 * page before they are stored. A `localStorage` write is finished when `setItem` returns, so the answers and
 * the step (small JSON; images stay in IndexedDB) survive even a reload with no pause at all. Anything can
 * fail here (storage blocked, private windows, quota full): every failure is caught and reported as `false`,
 * never thrown.
 */

/** The name the drafts' database and their synchronous copies go under, unless a caller names another. */
export const DRAFT_STORE_NAME = 'tradesites';

/**
 * The key of a form's synchronous draft copy in the page's `localStorage` (the store's default name): what the page's
 * first script looks for to start a form with a saved draft at once.
 * @example draftMirrorKey('request') // 'tradesites:draft:request'
 */
export function draftMirrorKey(formId: string, storeName = DRAFT_STORE_NAME): string {
  return `${storeName}:draft:${formId}`;
}

/** The part of the Web Storage interface the mirror uses (a `Storage`, or a test's stand-in). */
export interface SyncStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * Above this many characters a draft is not mirrored (IndexedDB alone keeps it): the answers of every form are
 * far smaller, and the mirror must not crowd out the other drafts in the few megabytes a site is given.
 */
export const MIRROR_MAX_CHARS = 200_000;

/** The synchronous copy of the drafts; create it with {@link createDraftMirror}. */
export interface DraftMirror {
  /** False when there is no usable synchronous storage at all. */
  readonly available: boolean;
  /** The stored text of a form's draft, or `undefined`. */
  read(formId: string): string | undefined;
  /**
   * Stores a form's draft text; false when it could not be kept (no storage, quota full, too large). A failed
   * write also removes the older copy, so that it cannot be taken for the newest draft on the next load.
   */
  write(formId: string, text: string): boolean;
  /** Removes a form's copy. */
  remove(formId: string): void;
  /**
   * Calls `listener` with the new text (or `undefined` once removed) each time another tab of this site writes a
   * form's copy (the browser's `storage` event, which never fires in the tab that wrote); returns the function
   * that stops it.
   */
  follow(formId: string, listener: (text: string | undefined) => void): () => void;
}

/** The browser's `localStorage`, or `undefined` where reading it throws (blocked cookies, sandboxed frames) or it does not work. */
export function browserStorage(): SyncStorage | undefined {
  try {
    const storage = globalThis.localStorage;
    if (!storage) return undefined;
    const probe = '__tradesites_probe__';
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return storage;
  } catch {
    return undefined;
  }
}

/**
 * Creates the mirror over `storage` (none: every write answers false), with keys `<prefix><formId>`.
 *
 * @example
 * const mirror = createDraftMirror(browserStorage(), 'tradesites:draft:');   // hears other tabs on `window`
 * if (!mirror.write('contact', JSON.stringify(draft))) showNotKept();
 */
export function createDraftMirror(storage: SyncStorage | undefined, prefix: string, events: EventTarget | undefined = globalThis.window): DraftMirror {
  const key = (formId: string) => `${prefix}${formId}`;
  const remove = (formId: string) => {
    try {
      storage?.removeItem(key(formId));
    } catch {
      // Nothing stored, or storage gone: nothing to remove.
    }
  };
  return {
    available: storage !== undefined,
    read(formId) {
      try {
        return storage?.getItem(key(formId)) ?? undefined;
      } catch {
        return undefined;
      }
    },
    write(formId, text) {
      if (!storage) return false;
      if (text.length > MIRROR_MAX_CHARS) {
        remove(formId);
        return false;
      }
      try {
        storage.setItem(key(formId), text);
        return true;
      } catch {
        remove(formId);
        return false;
      }
    },
    remove,
    follow(formId, listener) {
      if (!storage || !events) return () => {};
      const heard = (event: Event) => {
        const e = event as StorageEvent;
        if (e.storageArea !== storage || e.key !== key(formId)) return;
        listener(e.newValue ?? undefined);
      };
      events.addEventListener('storage', heard);
      return () => events.removeEventListener('storage', heard);
    },
  };
}
