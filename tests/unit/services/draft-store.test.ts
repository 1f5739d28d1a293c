import 'fake-indexeddb/auto';
import { createStore, get, set } from 'idb-keyval';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { collectFileRefs } from '../../../src/services/draft-files';
import { createDraftStore, DRAFT_VERSION } from '../../../src/services/draft-store';
import { storedFileIdOf } from '../../../src/services/upload-progress';
import { fileOf, JPEG, PNG } from './support';

let n = 0;
const freshDb = () => `drafts-test-${++n}-${Date.now()}`;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('draft store on IndexedDB', () => {
  it('round-trips a draft with its images across store instances (a page reload)', async () => {
    const dbName = freshDb();
    const drafts = createDraftStore({ dbName, now: () => 1_700_000_000_000 });
    expect(await drafts.ready()).toBe(true);
    expect(drafts.persistent).toBe(true);
    const logo = await drafts.putFile(fileOf(PNG, 'logo.png', 'image/png'));
    const photo = await drafts.putFile(fileOf(JPEG, 'van.jpg', 'image/jpeg'));
    expect(logo).toEqual({ id: expect.stringMatching(/^[0-9a-f]{32}$/), name: 'logo.png', type: 'image/png', size: PNG.length });
    const data = { businessBasics: { firstName: 'Jo', companyName: 'Spark' }, logo, gallery: [photo] };
    const ledger = { reference: 'anonymous-1700000000000', uploads: { [logo.id]: { key: 'C/logo/a.png', getUrl: 'https://x.example/a' } }, announced: { logo: [logo.id] } };
    drafts.save('request', { step: 3, data, ledger });
    await drafts.flush();

    const reloaded = createDraftStore({ dbName });
    const draft = await reloaded.load('request');
    expect(draft).toEqual({ version: DRAFT_VERSION, savedAt: 1_700_000_000_000, step: 3, data, ledger });
    const file = await reloaded.getFile(photo.id);
    expect(file).toBeInstanceOf(File);
    expect(file?.name).toBe('van.jpg');
    expect(file?.type).toBe('image/jpeg');
    expect(Buffer.from(await file!.arrayBuffer()).equals(JPEG)).toBe(true);
    expect(collectFileRefs(draft?.data)).toEqual([logo, photo]);

    await reloaded.deleteFile(photo.id);
    expect(await reloaded.getFile(photo.id)).toBeUndefined();
    expect(await reloaded.getFile('../nope')).toBeUndefined();
    expect(await reloaded.load('other-form')).toBeUndefined();
  });

  it('restores a draft saved on the first step (step 0), as a one-step form such as the media page saves it', async () => {
    const dbName = freshDb();
    const drafts = createDraftStore({ dbName });
    const photo = await drafts.putFile(fileOf(JPEG, 'van.jpg', 'image/jpeg'));
    drafts.save('media', { step: 0, data: { gallery: [photo] } });
    await drafts.flush();
    const draft = await createDraftStore({ dbName }).load('media');
    expect(draft?.step).toBe(0);
    expect(draft?.data).toEqual({ gallery: [photo] });
  });

  it('tags the files it hands out with their id, so uploads can report progress to the pickers', async () => {
    const drafts = createDraftStore({ dbName: freshDb() });
    const photo = await drafts.putFile(fileOf(JPEG, 'van.jpg', 'image/jpeg'));
    const file = await drafts.getFile(photo.id);
    expect(storedFileIdOf(file!)).toBe(photo.id);
    expect(storedFileIdOf(fileOf(JPEG, 'other.jpg', 'image/jpeg'))).toBeUndefined();
  });

  it('debounces saves: only the latest is written, after the delay or on flush', async () => {
    const dbName = freshDb();
    const raw = createStore(dbName, 'drafts');
    // With the synchronous copy in place, the IndexedDB write waits for the delay.
    const copy = new Map<string, string>();
    const syncStorage = { getItem: (k: string) => copy.get(k) ?? null, setItem: (k: string, v: string) => void copy.set(k, v), removeItem: (k: string) => void copy.delete(k) };
    const drafts = createDraftStore({ dbName, debounceMs: 300, syncStorage });
    await drafts.ready();
    drafts.save('request', { step: 1, data: { a: 1 } });
    drafts.save('request', { step: 2, data: { a: 2 } });
    expect(await get('draft:request', raw)).toBeUndefined();
    expect((await drafts.load('request'))?.data).toEqual({ a: 2 });
    await vi.waitFor(async () => expect(JSON.parse(((await get('draft:request', raw)) as string) ?? 'null')).toMatchObject({ step: 2, data: { a: 2 } }), { timeout: 5000, interval: 20 });
    drafts.save('request', { step: 4, data: { a: 4 } });
    await drafts.flush();
    expect(JSON.parse((await get('draft:request', raw)) as string)).toMatchObject({ step: 4, data: { a: 4 } });
  });

  it('discards a corrupt or stale draft instead of failing', async () => {
    const dbName = freshDb();
    const raw = createStore(dbName, 'drafts');
    const drafts = createDraftStore({ dbName });
    await drafts.ready();
    const bad: unknown[] = [
      '{"version": 1, "step": ',
      JSON.stringify({ version: DRAFT_VERSION + 1, savedAt: 1, step: 2, data: {}, uploads: {} }),
      JSON.stringify({ version: DRAFT_VERSION, savedAt: 1, step: 2, data: [], uploads: {} }),
      JSON.stringify({ version: DRAFT_VERSION, savedAt: 1, step: 2, data: {}, ledger: { uploads: { x: { key: 1 } }, announced: {} } }),
      JSON.stringify(null),
      42,
    ];
    for (const value of bad) {
      await set('draft:request', value, raw);
      expect(await drafts.load('request')).toBeUndefined();
      expect(await get('draft:request', raw)).toBeUndefined();
    }
    await set('file:abc', { junk: true }, raw);
    expect(await drafts.getFile('abc')).toBeUndefined();
    // A step that is no step opens the first one; the answers are kept (the form fits them to its schema).
    await set('draft:request', JSON.stringify({ version: DRAFT_VERSION, savedAt: 1, step: 'two', data: { businessName: 'Kit' } }), raw);
    expect(await drafts.load('request')).toMatchObject({ step: 0, data: { businessName: 'Kit' } });
  });

  it('clears a draft, and with files: true the images it refers to', async () => {
    const drafts = createDraftStore({ dbName: freshDb() });
    const keep = await drafts.putFile(fileOf(PNG, 'keep.png', 'image/png'));
    const logo = await drafts.putFile(fileOf(PNG, 'logo.png', 'image/png'));
    const badge = await drafts.putFile(fileOf(PNG, 'badge.png', 'image/png'));
    drafts.save('request', { step: 2, data: { logo, accreditationImages: [{ name: 'NICEIC', file: badge }] } });
    await drafts.flush();
    await drafts.clear('request', { files: true });
    expect(await drafts.load('request')).toBeUndefined();
    expect(await drafts.getFile(logo.id)).toBeUndefined();
    expect(await drafts.getFile(badge.id)).toBeUndefined();
    expect(await drafts.getFile(keep.id)).toBeInstanceOf(File);

    drafts.save('request', { step: 5, data: {} });
    await drafts.clear('request');
    await drafts.flush();
    expect(await drafts.load('request')).toBeUndefined();
  });
});

describe('draft store without IndexedDB (private mode)', () => {
  it('keeps drafts and images in memory and says so', async () => {
    vi.stubGlobal('indexedDB', undefined);
    const fallbacks: unknown[] = [];
    const drafts = createDraftStore({ dbName: freshDb(), onFallback: (e) => fallbacks.push(e) });
    expect(await drafts.ready()).toBe(false);
    expect(drafts.persistent).toBe(false);
    expect(fallbacks).toHaveLength(1);
    const ref = await drafts.putFile(fileOf(PNG, 'logo.png', 'image/png'));
    drafts.save('request', { step: 2, data: { logo: ref } });
    await drafts.flush();
    expect((await drafts.load('request'))?.data).toEqual({ logo: ref });
    expect(Buffer.from(await (await drafts.getFile(ref.id))!.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('falls back to memory when IndexedDB refuses to open', async () => {
    const broken = {
      open() {
        throw new DOMException('A mutation operation was attempted on a database that did not allow mutations.', 'InvalidStateError');
      },
    };
    vi.stubGlobal('indexedDB', broken);
    const drafts = createDraftStore({ dbName: freshDb() });
    expect(await drafts.ready()).toBe(false);
    drafts.save('request', { step: 7, data: { x: 'y' } });
    await drafts.flush();
    expect((await drafts.load('request'))?.step).toBe(7);
  });
  it('keeps a draft of the first step (step 0): a choice made there survives a reload', async () => {
    const drafts = createDraftStore({ dbName: 'first-step-test', debounceMs: 0 });
    drafts.save('first-step', { step: 0, data: { tradeType: 'roofer' } });
    await drafts.flush();
    expect((await drafts.load('first-step'))?.data).toEqual({ tradeType: 'roofer' });
  });
});

describe('a draft over the size limit', () => {
  it('is refused when saved (no copy kept, the older one removed) and the store says the answers are not kept', async () => {
    const dbName = freshDb();
    const storage = new Map<string, string>();
    const syncStorage = { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void storage.set(k, v), removeItem: (k: string) => void storage.delete(k) };
    const drafts = createDraftStore({ dbName, maxChars: 2000, syncStorage, marker: () => {} });
    const told: boolean[] = [];
    drafts.watch((now) => told.push(now.answers));
    expect(drafts.save('contact', { step: 0, data: { message: 'short' } })).toBe(true);
    await drafts.flush();
    expect(drafts.save('contact', { step: 0, data: { message: 'x'.repeat(3000) } })).toBe(false);
    await drafts.flush();
    expect(drafts.durability.answers).toBe(false);
    expect(await createDraftStore({ dbName, syncStorage }).load('contact')).toBeUndefined();
    // The next draft that fits is kept again.
    expect(drafts.save('contact', { step: 0, data: { message: 'short again' } })).toBe(true);
    expect(drafts.durability.answers).toBe(true);
    expect(told).toEqual([false, true]);
  });

  it('found in storage is refused unread and removed, and the store says the answers are not kept', async () => {
    const dbName = freshDb();
    const big = JSON.stringify({ version: DRAFT_VERSION, savedAt: 1, step: 0, data: { message: 'x'.repeat(5000) } });
    const storage = new Map<string, string>([[`${dbName}:draft:contact`, big]]);
    const syncStorage = { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void storage.set(k, v), removeItem: (k: string) => void storage.delete(k) };
    await set('draft:contact', big, createStore(dbName, 'drafts'));
    const drafts = createDraftStore({ dbName, maxChars: 2000, syncStorage, marker: () => {} });
    expect(await drafts.open('contact')).toBeUndefined();
    expect(storage.has(`${dbName}:draft:contact`)).toBe(false);
    expect(await get('draft:contact', createStore(dbName, 'drafts'))).toBeUndefined();
    expect(drafts.durability.answers).toBe(false);
  });
});
