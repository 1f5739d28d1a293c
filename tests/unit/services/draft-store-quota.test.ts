import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { fileOf, JPEG, PNG } from './support';

/** When set, IndexedDB refuses to store values whose key starts with this, as a full disk does. */
const refuse = vi.hoisted(() => ({ prefix: undefined as string | undefined }));

vi.mock('idb-keyval', async (importOriginal) => {
  const actual = await importOriginal<typeof import('idb-keyval')>();
  return {
    ...actual,
    set: (key: IDBValidKey, value: unknown, store?: Parameters<typeof actual.set>[2]) =>
      refuse.prefix !== undefined && String(key).startsWith(refuse.prefix)
        ? Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'))
        : actual.set(key, value, store),
  };
});

const { createDraftStore } = await import('../../../src/services/draft-store');

describe('IndexedDB full while choosing photos', () => {
  it('keeps the refused photo for this page, keeps every earlier one readable, and says images are not kept', async () => {
    const dbName = `quota-${Date.now()}`;
    const drafts = createDraftStore({ dbName, syncStorage: null });
    expect(await drafts.ready()).toBe(true);
    const heard: unknown[] = [];
    drafts.watch((d) => heard.push(d));
    const logo = await drafts.putFile(fileOf(PNG, 'logo.png', 'image/png'));
    refuse.prefix = 'file:';
    const photo = await drafts.putFile(fileOf(JPEG, 'van.jpg', 'image/jpeg'));
    refuse.prefix = undefined;
    expect(drafts.persistent).toBe(false);
    expect(drafts.durability).toEqual({ answers: false, files: false });
    expect(heard).toEqual([{ answers: false, files: false }]);
    // The logo stored before the refusal is still there, and the refused photo is kept for this page.
    expect(Buffer.from(await (await drafts.getFile(logo.id))!.arrayBuffer()).equals(PNG)).toBe(true);
    expect(Buffer.from(await (await drafts.getFile(photo.id))!.arrayBuffer()).equals(JPEG)).toBe(true);
    // Drafts still reach IndexedDB once it accepts writes again.
    drafts.save('request', { step: 3, data: { logo, gallery: [photo] } });
    await drafts.flush();
    const reloaded = createDraftStore({ dbName, syncStorage: null });
    expect((await reloaded.load('request'))?.step).toBe(3);
    expect(await reloaded.getFile(logo.id)).toBeInstanceOf(File);
  });
});
