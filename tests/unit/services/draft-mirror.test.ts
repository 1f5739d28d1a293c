import 'fake-indexeddb/auto';
import { createStore, get } from 'idb-keyval';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDraftStore, DRAFT_VERSION, type DraftDurability } from '../../../src/services/draft-store';
import { createDraftMirror, MIRROR_MAX_CHARS, type SyncStorage } from '../../../src/services/draft-mirror';
import { fileOf, PNG } from './support';

let n = 0;
const freshDb = () => `mirror-test-${++n}-${Date.now()}`;

/** A Web Storage stand-in with a size limit, as a browser's `localStorage` has one. */
class FakeStorage implements SyncStorage {
  readonly map = new Map<string, string>();
  constructor(public limit = Number.POSITIVE_INFINITY) {}
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    const used = [...this.map].reduce((sum, [k, v]) => sum + (k === key ? 0 : k.length + v.length), 0);
    if (used + key.length + value.length > this.limit) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.map.set(key, value);
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('drafts written at once to synchronous storage', () => {
  it('a reload with no pause after a change finds the latest answers and step (the IndexedDB write never ran)', async () => {
    const dbName = freshDb();
    const storage = new FakeStorage();
    const page = createDraftStore({ dbName, syncStorage: storage, debounceMs: 60_000 });
    await page.ready();
    page.save('request', { step: 2, data: { businessBasics: { firstName: 'Ro' } } });
    page.save('request', { step: 3, data: { businessBasics: { firstName: 'Robin' } } });
    // The page is gone before the delayed IndexedDB write: a new store on the same storage is the reloaded page.
    const reloaded = createDraftStore({ dbName, syncStorage: storage });
    const draft = await reloaded.load('request');
    expect(draft).toMatchObject({ version: DRAFT_VERSION, step: 3, data: { businessBasics: { firstName: 'Robin' } } });
    expect(await get('draft:request', createStore(dbName, 'drafts'))).toBeUndefined();
  });

  it('keeps the draft of a one-step form (step 0) over a reload', async () => {
    const dbName = freshDb();
    const storage = new FakeStorage();
    const page = createDraftStore({ dbName, syncStorage: storage });
    page.save('contact', { step: 0, data: { name: 'Ada', message: 'Hello' } });
    expect(await createDraftStore({ dbName, syncStorage: storage }).load('contact')).toMatchObject({ step: 0, data: { name: 'Ada', message: 'Hello' } });
    await page.flush();
    // IndexedDB alone (the synchronous copy cleared by the browser) keeps step 0 too.
    storage.map.clear();
    expect(await createDraftStore({ dbName, syncStorage: storage }).load('contact')).toMatchObject({ step: 0, data: { name: 'Ada' } });
  });

  it('the newer copy wins on load', async () => {
    const dbName = freshDb();
    const storage = new FakeStorage();
    let clock = 1_000;
    const page = createDraftStore({ dbName, syncStorage: storage, now: () => clock });
    page.save('request', { step: 1, data: { a: 'old' } });
    await page.flush();
    clock = 2_000;
    page.save('request', { step: 4, data: { a: 'new' } });
    // Only the synchronous copy has the newer draft.
    expect(await createDraftStore({ dbName, syncStorage: storage }).load('request')).toMatchObject({ savedAt: 2_000, step: 4, data: { a: 'new' } });
    await page.flush();
    // An older synchronous copy (another tab, a restored backup) loses to a newer IndexedDB one.
    storage.setItem(`${dbName}:draft:request`, JSON.stringify({ version: DRAFT_VERSION, savedAt: 1_500, step: 2, data: { a: 'older' } }));
    expect(await createDraftStore({ dbName, syncStorage: storage }).load('request')).toMatchObject({ savedAt: 2_000, data: { a: 'new' } });
  });

  it('drops an unreadable synchronous copy and uses IndexedDB', async () => {
    const dbName = freshDb();
    const storage = new FakeStorage();
    const page = createDraftStore({ dbName, syncStorage: storage });
    page.save('feedback', { step: 0, data: { comments: 'Kept' } });
    await page.flush();
    storage.setItem(`${dbName}:draft:feedback`, '{"version": 1, "step": ');
    expect(await createDraftStore({ dbName, syncStorage: storage }).load('feedback')).toMatchObject({ data: { comments: 'Kept' } });
    expect(storage.getItem(`${dbName}:draft:feedback`)).toBeNull();
  });

  it('storage full: the older synchronous copy is removed, IndexedDB is written at once, nothing throws', async () => {
    const dbName = freshDb();
    const storage = new FakeStorage(400);
    const page = createDraftStore({ dbName, syncStorage: storage, debounceMs: 60_000 });
    await page.ready();
    page.save('request', { step: 1, data: { note: 'short' } });
    expect(storage.getItem(`${dbName}:draft:request`)).toContain('short');
    expect(() => page.save('request', { step: 2, data: { note: 'x'.repeat(500) } })).not.toThrow();
    expect(storage.getItem(`${dbName}:draft:request`)).toBeNull();
    expect(page.durability).toEqual({ answers: true, files: true });
    // No delay when IndexedDB holds the only copy.
    await vi.waitFor(async () => expect(JSON.parse((await get('draft:request', createStore(dbName, 'drafts'))) as string)).toMatchObject({ step: 2 }));
    expect(await createDraftStore({ dbName, syncStorage: storage }).load('request')).toMatchObject({ step: 2, data: { note: 'x'.repeat(500) } });
  });

  it('clear removes the synchronous copy at once, before any await', async () => {
    const dbName = freshDb();
    const storage = new FakeStorage();
    const page = createDraftStore({ dbName, syncStorage: storage });
    const logo = await page.putFile(fileOf(PNG, 'logo.png', 'image/png'));
    page.save('request', { step: 9, data: { logo } });
    const clearing = page.clear('request', { files: true });
    expect(storage.getItem(`${dbName}:draft:request`)).toBeNull();
    await clearing;
    const reloaded = createDraftStore({ dbName, syncStorage: storage });
    expect(await reloaded.load('request')).toBeUndefined();
    expect(await reloaded.getFile(logo.id)).toBeUndefined();
  });

  it('keeps the ledger of what was sent through both copies, so nothing is sent twice after a quick reload', async () => {
    const dbName = freshDb();
    const storage = new FakeStorage();
    const page = createDraftStore({ dbName, syncStorage: storage, debounceMs: 60_000 });
    const ledger = { reference: 'anonymous-1700000000000', uploads: { abc: { key: 'k/logo.png', getUrl: 'https://x.example/l' } }, announced: { logo: ['abc'] } };
    page.save('business', { step: 2, data: { a: 1 }, ledger });
    expect(await createDraftStore({ dbName, syncStorage: storage }).load('business')).toMatchObject({ step: 2, ledger });
    await page.flush();
    storage.map.clear();
    expect(await createDraftStore({ dbName, syncStorage: storage }).load('business')).toMatchObject({ step: 2, ledger });
  });
});

describe('what survives a reload, told to the page', () => {
  it('no storage at all: answers and files are for this page only, and the listener hears it once', async () => {
    vi.stubGlobal('indexedDB', undefined);
    const page = createDraftStore({ dbName: freshDb(), syncStorage: null });
    const heard: DraftDurability[] = [];
    page.watch((d) => heard.push(d));
    expect(await page.ready()).toBe(false);
    page.save('contact', { step: 0, data: { name: 'Ada' } });
    page.save('contact', { step: 0, data: { name: 'Ada L' } });
    expect(page.durability).toEqual({ answers: false, files: false });
    expect(heard).toEqual([{ answers: false, files: false }]);
    // The page itself still has everything.
    expect((await page.load('contact'))?.data).toEqual({ name: 'Ada L' });
  });

  it('IndexedDB unavailable but synchronous storage working: answers survive, images do not', async () => {
    vi.stubGlobal('indexedDB', undefined);
    const dbName = freshDb();
    const storage = new FakeStorage();
    const page = createDraftStore({ dbName, syncStorage: storage });
    await page.ready();
    page.save('request', { step: 5, data: { a: 1 } });
    expect(page.durability).toEqual({ answers: true, files: false });
    expect(await createDraftStore({ dbName, syncStorage: storage }).load('request')).toMatchObject({ step: 5, data: { a: 1 } });
  });

  it('a draft too large for the synchronous copy is left to IndexedDB', () => {
    const storage = new FakeStorage();
    const mirror = createDraftMirror(storage, 'p:');
    expect(mirror.write('f', 'x'.repeat(MIRROR_MAX_CHARS + 1))).toBe(false);
    expect(storage.map.size).toBe(0);
    expect(createDraftMirror(undefined, 'p:').write('f', '{}')).toBe(false);
    const throwing: SyncStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    const blocked = createDraftMirror(throwing, 'p:');
    expect(blocked.read('f')).toBeUndefined();
    expect(blocked.write('f', '{}')).toBe(false);
    expect(() => blocked.remove('f')).not.toThrow();
  });
});
