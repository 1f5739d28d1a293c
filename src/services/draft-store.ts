/**
 * Drafts of the forms, kept in the browser (IndexedDB through idb-keyval) so a reload, a lost signal or a
 * closed tab does not lose the answers or the chosen images.
 *
 * One draft per form: `{ version, savedAt, step, data, ledger }`, stored as JSON text. Image bytes are
 * stored separately under their own id; the form data holds only a `StoredFileRef`. `ledger` is what
 * the form's submission has sent so far (uploads, announcements, its reference and attempt), so nothing is
 * uploaded or announced twice. `step` is the index of the step the customer was on: 0 for the first step,
 * and for every one-step form.
 *
 * Each save is written twice: at once to synchronous Web Storage (see `draft-mirror.ts`), so a reload or a
 * closed tab a millisecond later still finds it, and after a short delay to IndexedDB, which also keeps the
 * image bytes. On load the newer of the two copies wins.
 *
 * When IndexedDB cannot be used (private windows of some browsers, storage blocked or full), it is replaced by
 * memory for the life of the page and {@link DraftStore.persistent} turns false; {@link DraftStore.durability}
 * says what still survives a reload, so the page can tell the customer.
 */
import { createLayeredBackend, type Backend } from './draft-backend';
import { browserStorage, createDraftMirror, draftMirrorKey, DRAFT_STORE_NAME } from './draft-mirror';
import { collectFileRefs, fileOfRecord, fileRecordOf, isFileRecord, newFileId } from './draft-files';
import { parseDraft } from './draft-format';
import { browserDraftMarker } from './draft-cookie';
import { isFileId } from './send-types';
import type { Draft, DraftDurability, DraftInput, DraftStore, DraftStoreOptions } from './draft-types';

export type { Draft, DraftDurability, DraftInput, DraftStore, DraftStoreOptions } from './draft-types';

/** The draft format written by this code; a draft with another version is discarded. */
export const DRAFT_VERSION = 1;

/**
 * Longest draft kept by default, in characters of its JSON text (256 kB of plain text): the answers of every form are
 * far smaller, and a draft this size or more (a pasted file, a tampered store) would hold a phone up when it is read.
 */
export const DRAFT_MAX_CHARS = 256 * 1024;

/** How long {@link DraftStore.save} waits for more changes before writing, in milliseconds. */
export const DRAFT_SAVE_DELAY_MS = 300;


/**
 * Creates the draft store. IndexedDB is checked on first use; what it refuses (now or later: blocked, quota
 * full) is kept in memory instead and `persistent` becomes false, while what it already holds stays readable.
 *
 * @example
 * const drafts = createDraftStore();
 * const draft = await drafts.load<RequestFormData>('request');
 * drafts.save('request', { step, data, ledger });   // debounced
 * const ref = await drafts.putFile(input.files[0]);   // put `ref` in the form data
 * window.addEventListener('pagehide', () => void drafts.flush());
 */
export function createDraftStore(opts: DraftStoreOptions = {}): DraftStore {
  const version = opts.version ?? DRAFT_VERSION;
  const debounceMs = opts.debounceMs ?? DRAFT_SAVE_DELAY_MS;
  const now = opts.now ?? Date.now;
  const maxChars = opts.maxChars ?? DRAFT_MAX_CHARS;
  /** True while the newest draft was refused for its size: the answers are not kept until one fits again. */
  let oversized = false;
  let persistent = !opts.memoryOnly;
  const mirror = createDraftMirror(
    opts.syncStorage === null || opts.memoryOnly ? undefined : (opts.syncStorage ?? browserStorage()),
    draftMirrorKey('', opts.dbName ?? DRAFT_STORE_NAME),
    opts.events ?? globalThis.window,
  );
  /** Whether the last save of each form reached the synchronous copy. */
  let mirrored = mirror.available;
  const listeners = new Set<(durability: DraftDurability) => void>();
  let told: DraftDurability = { answers: true, files: true };
  const durability = (): DraftDurability => ({ answers: !oversized && (mirrored || persistent), files: persistent });
  const announce = () => {
    const now = durability();
    if (now.answers === told.answers && now.files === told.files) return;
    told = now;
    for (const listener of [...listeners]) listener(now);
  };

  const fallBack = (error: unknown) => {
    if (!persistent) return;
    persistent = false;
    opts.onFallback?.(error);
    announce();
  };

  const { ready: probe, backend: layered } = createLayeredBackend({
    dbName: opts.dbName ?? DRAFT_STORE_NAME,
    storeName: opts.storeName ?? 'drafts',
    memoryOnly: opts.memoryOnly ?? false,
    onFailure: fallBack,
  });

  /** Runs one operation on the store once the probe has settled. */
  async function run<T>(op: (b: Backend) => Promise<T>): Promise<T> {
    await probe;
    return op(layered);
  }

  const mark = opts.marker ?? browserDraftMarker();
  /** Forms whose draft was opened and is not shown yet: their saves are refused. */
  const opening = new Set<string>();
  /** What each form shows (its step, answers and ledger as JSON): a save of the same is not written again. */
  const shown = new Map<string, string>();
  /** Forms whose shown draft holds something the customer gave (see `Draft.answered`). */
  const answeredForms = new Set<string>();
  const bodyOf = (d: DraftInput<unknown>) => JSON.stringify([d.step, d.data, d.ledger ?? null]);
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

  const parse = <T>(raw: unknown) => parseDraft<T>(raw, version);
  /** True for stored text over the size limit: refused unread, and the customer is told the answers are not kept. */
  const tooLong = (raw: unknown) => {
    if (typeof raw !== 'string' || raw.length <= maxChars) return false;
    oversized = true;
    announce();
    return true;
  };

  /** The stored draft in IndexedDB (or memory); an unreadable one is removed. */
  async function loadStored<T>(formId: string): Promise<Draft<T> | undefined> {
    let raw: unknown;
    try {
      raw = await run((b) => b.get(draftKey(formId)));
    } catch {
      return undefined;
    }
    if (raw === undefined) return undefined;
    const draft = tooLong(raw) ? undefined : parse<T>(raw);
    if (!draft) await run((b) => b.del(draftKey(formId))).catch(() => undefined);
    return draft;
  }

  /** The synchronous copy; an unreadable one is removed. */
  function loadMirrored<T>(formId: string): Draft<T> | undefined {
    const text = mirror.read(formId);
    if (text === undefined) return undefined;
    const draft = tooLong(text) ? undefined : parse<T>(text);
    if (!draft) mirror.remove(formId);
    return draft;
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
      const quick = loadMirrored<T>(formId);
      const stored = await loadStored<T>(formId);
      // The newer copy wins: the mirror is ahead after a quick reload; IndexedDB when the mirror was full.
      if (quick && (!stored || quick.savedAt >= stored.savedAt)) return quick;
      return stored;
    },
    async open<T>(formId: string) {
      opening.add(formId);
      const draft = await this.load<T>(formId);
      mark(formId, draft !== undefined);
      return draft;
    },
    apply(formId, draft) {
      opening.delete(formId);
      if (draft && draft.answered !== false) answeredForms.add(formId);
      else answeredForms.delete(formId);
      if (draft) shown.set(formId, bodyOf(draft));
      else shown.delete(formId);
    },
    save<T>(formId: string, input: DraftInput<T>) {
      if (opening.has(formId)) return false;
      let body: string | undefined;
      try {
        body = bodyOf(input);
      } catch {
        body = undefined;
      }
      if (body !== undefined && shown.get(formId) === body) return false;
      if (body !== undefined) shown.set(formId, body);
      mark(formId, true);
      const previous = pending.get(formId);
      if (previous) clearTimeout(previous.timer);
      // Once the customer has answered anything, the draft stays answered.
      const answered = input.answered !== false || answeredForms.has(formId);
      if (answered) answeredForms.add(formId);
      const draft: Draft<unknown> = { version, savedAt: now(), step: input.step, data: input.data, ledger: input.ledger && structuredClone(input.ledger), ...(answered ? {} : { answered: false }) };
      let text: string | undefined;
      try {
        text = JSON.stringify(draft);
      } catch {
        text = undefined;
      }
      if (text === undefined || text.length > maxChars) {
        // Too long to keep: no copy of it, and no older copy either, which would come back as the newest.
        oversized = true;
        mirror.remove(formId);
        if (previous) pending.delete(formId);
        mark(formId, false);
        void run((b) => b.del(draftKey(formId))).catch(() => undefined);
        announce();
        return false;
      }
      oversized = false;
      mirrored = mirror.write(formId, text);
      announce();
      const timer = setTimeout(
        () => {
          pending.delete(formId);
          void write(formId, draft);
        },
        // Without the synchronous copy, IndexedDB is the only one: write it at once.
        mirrored ? debounceMs : 0,
      );
      pending.set(formId, { draft, timer });
      return true;
    },
    follow(formId, listener) {
      return mirror.follow(formId, (text) => {
        const draft = text === undefined || text.length > maxChars ? undefined : parse<Record<string, unknown>>(text);
        if (text !== undefined && !draft) return;
        // The other tab's draft is now the newest: one waiting here would replace it with older answers.
        const waiting = pending.get(formId);
        if (waiting) clearTimeout(waiting.timer);
        pending.delete(formId);
        listener(draft);
      });
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
      const quick = clearOpts.files ? loadMirrored(formId) : undefined;
      mirror.remove(formId);
      shown.delete(formId);
      answeredForms.delete(formId);
      mark(formId, false);
      const waiting = pending.get(formId);
      if (waiting) {
        clearTimeout(waiting.timer);
        pending.delete(formId);
      }
      await Promise.all([...writing]);
      if (clearOpts.files) {
        const stored = await run((b) => b.get(draftKey(formId))).catch(() => undefined);
        const refs = [...collectFileRefs(waiting?.draft.data ?? quick?.data), ...collectFileRefs(parse(stored)?.data)];
        for (const id of new Set(refs.map((ref) => ref.id))) await run((b) => b.del(fileKey(id))).catch(() => undefined);
      }
      await run((b) => b.del(draftKey(formId))).catch(() => undefined);
    },
    async putFile(file) {
      const record = await fileRecordOf(file, now());
      const id = newFileId();
      await run((b) => b.set(fileKey(id), record));
      return { id, name: record.name, type: record.type, size: record.size };
    },
    async getFile(id) {
      if (!isFileId(id)) return undefined;
      const record = await run((b) => b.get(fileKey(id))).catch(() => undefined);
      return isFileRecord(record) ? fileOfRecord(record, id) : undefined;
    },
    async deleteFile(id) {
      if (!isFileId(id)) return;
      await run((b) => b.del(fileKey(id))).catch(() => undefined);
    },
    get durability() {
      return durability();
    },
    watch(listener) {
      listeners.add(listener);
      const current = durability();
      if (!current.answers || !current.files) listener(current);
      return () => listeners.delete(listener);
    },
  };
}
