/**
 * Where the draft store keeps its values: IndexedDB (through idb-keyval), with memory under it for what
 * IndexedDB refuses. Used by `draft-store.ts` only.
 */
import { createStore, del, get, set, type UseStore } from 'idb-keyval';

/** Key/value access; IndexedDB or memory. */
export interface Backend {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
}

function memoryBackend(): Backend & { has(key: string): boolean } {
  const map = new Map<string, unknown>();
  return {
    has: (key) => map.has(key),
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

/** Options of {@link createLayeredBackend}. */
export interface LayeredBackendOptions {
  dbName: string;
  storeName: string;
  /** Memory only, as when IndexedDB is unavailable. */
  memoryOnly: boolean;
  /** Called on each IndexedDB failure (it cannot be opened, refuses a value, or fails a read). */
  onFailure(error: unknown): void;
  /** Opens the IndexedDB store; default idb-keyval's (a test passes one that fails as a full disk does). */
  open?: (dbName: string, storeName: string) => Backend;
}

/**
 * Memory over IndexedDB. IndexedDB is checked at once (`ready` says whether it works); a value it refuses
 * (quota full, storage gone) is kept in memory for the life of the page, and everything it already holds stays
 * readable, so one refused photo loses nothing else.
 */
export function createLayeredBackend(opts: LayeredBackendOptions): { ready: Promise<boolean>; backend: Backend } {
  const memory = memoryBackend();
  /** IndexedDB once the probe found it working. */
  let idb: Backend | undefined;

  const probe: Promise<boolean> = (async () => {
    if (opts.memoryOnly) return false;
    try {
      const opened = opts.open
        ? opts.open(opts.dbName, opts.storeName)
        : (() => {
            if (typeof indexedDB === 'undefined' || !indexedDB) throw new Error('IndexedDB is not available');
            return idbBackend(createStore(opts.dbName, opts.storeName));
          })();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('IndexedDB did not open in time')), PROBE_TIMEOUT_MS);
      });
      try {
        await Promise.race([opened.get('probe'), timeout]);
      } finally {
        clearTimeout(timer);
      }
      idb = opened;
      return true;
    } catch (error) {
      opts.onFailure(error);
      return false;
    }
  })();

  const layered: Backend = {
    async get(key) {
      if (memory.has(key) || !idb) return memory.get(key);
      try {
        return await idb.get(key);
      } catch (error) {
        opts.onFailure(error);
        return undefined;
      }
    },
    async set(key, value) {
      if (idb) {
        try {
          await idb.set(key, value);
          await memory.del(key);
          return;
        } catch (error) {
          opts.onFailure(error);
        }
      }
      await memory.set(key, value);
    },
    async del(key) {
      await memory.del(key);
      await idb?.del(key).catch(() => undefined);
    },
  };

  return { ready: probe, backend: layered };
}
