import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createDraftStore, type Draft } from '../../../src/services/draft-store';
import type { SyncStorage } from '../../../src/services/draft-mirror';

let n = 0;
const freshDb = () => `opening-test-${++n}-${Date.now()}`;

/** One browser's `localStorage`, shared by its tabs. */
class SharedStorage implements SyncStorage {
  readonly map = new Map<string, string>();
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
}

/** A `storage` event as the browser sends it to the other tabs. */
function storageEvent(storage: SyncStorage, key: string, newValue: string | null): Event {
  return Object.assign(new Event('storage'), { storageArea: storage, key, newValue });
}

describe('opening a draft (a page that reads a draft writes nothing until it shows it)', () => {
  it('refuses the saves of a form between open and apply, so a blank first step cannot replace the draft', async () => {
    const dbName = freshDb();
    const storage = new SharedStorage();
    const first = createDraftStore({ dbName, syncStorage: storage });
    first.save('request', { step: 3, data: { tradeType: 'roofer', company: 'Kept Roofing' } });
    await first.flush();

    // A reload: the page opens the draft, its prerendered first step reports empty answers, then the draft applies.
    for (let reload = 0; reload < 3; reload += 1) {
      const page = createDraftStore({ dbName, syncStorage: storage });
      const draft = await page.open('request');
      expect(draft?.step).toBe(3);
      expect(page.save('request', { step: 0, data: { tradeType: 'electrician' } })).toBe(false);
      page.apply('request', draft);
      await page.flush();
    }
    const after = await createDraftStore({ dbName, syncStorage: storage }).load('request');
    expect(after?.step).toBe(3);
    expect(after?.data).toEqual({ tradeType: 'roofer', company: 'Kept Roofing' });
  });

  it('takes saves again once applied, and does not write again what the page already shows', async () => {
    const storage = new SharedStorage();
    const page = createDraftStore({ dbName: freshDb(), syncStorage: storage });
    const draft = await page.open('contact');
    expect(draft).toBeUndefined();
    page.apply('contact', undefined);
    expect(page.save('contact', { step: 0, data: { name: 'Ada' } })).toBe(true);
    expect(page.save('contact', { step: 0, data: { name: 'Ada' } })).toBe(false);
    expect(page.save('contact', { step: 0, data: { name: 'Ada L' } })).toBe(true);
    expect((await page.load('contact'))?.data).toEqual({ name: 'Ada L' });
  });

  it("hears another tab's draft, and drops its own older save that was still waiting", async () => {
    const dbName = freshDb();
    const storage = new SharedStorage();
    const tabA = new EventTarget();
    const a = createDraftStore({ dbName, syncStorage: storage, events: tabA });
    const b = createDraftStore({ dbName, syncStorage: storage, events: new EventTarget() });
    a.apply('request', undefined);
    b.apply('request', undefined);
    const heard: (Draft | undefined)[] = [];
    const stop = a.follow('request', (draft) => heard.push(draft));

    a.save('request', { step: 1, data: { company: 'Older' } });
    b.save('request', { step: 2, data: { company: 'Newer' } });
    const key = `${dbName}:draft:request`;
    tabA.dispatchEvent(storageEvent(storage, key, storage.getItem(key)));
    expect(heard.map((d) => d?.data)).toEqual([{ company: 'Newer' }]);
    await a.flush();
    await b.flush();
    expect((await createDraftStore({ dbName, syncStorage: storage }).load('request'))?.data).toEqual({ company: 'Newer' });

    // Another key, another storage area or an unreadable text is not this form's draft.
    tabA.dispatchEvent(storageEvent(storage, `${dbName}:draft:contact`, '{}'));
    tabA.dispatchEvent(storageEvent(new SharedStorage(), key, storage.getItem(key)));
    tabA.dispatchEvent(storageEvent(storage, key, 'not json'));
    expect(heard).toHaveLength(1);
    stop();
    tabA.dispatchEvent(storageEvent(storage, key, storage.getItem(key)));
    expect(heard).toHaveLength(1);
  });
});
