import { describe, expect, it } from 'vitest';
import { createLayeredBackend, type Backend } from '../../../src/services/draft-backend';

/** An IndexedDB stand-in that refuses values under `refuse.prefix`, as a full disk does. */
function fullDisk(refuse: { prefix?: string }): Backend {
  const map = new Map<string, unknown>();
  return {
    get: async (key) => map.get(key),
    set: async (key, value) => {
      if (refuse.prefix !== undefined && key.startsWith(refuse.prefix)) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      map.set(key, value);
    },
    del: async (key) => {
      map.delete(key);
    },
  };
}

describe('IndexedDB full while choosing photos', () => {
  it('keeps the refused photo for this page, keeps every earlier value readable, and reports the failure', async () => {
    const refuse: { prefix?: string } = {};
    const disk = fullDisk(refuse);
    const failures: unknown[] = [];
    const { ready, backend } = createLayeredBackend({ dbName: 'd', storeName: 's', memoryOnly: false, onFailure: (e) => failures.push(e), open: () => disk });
    expect(await ready).toBe(true);
    await backend.set('file:logo', 'logo bytes');
    refuse.prefix = 'file:';
    await backend.set('file:photo', 'photo bytes');
    refuse.prefix = undefined;
    expect(failures).toHaveLength(1);
    expect((failures[0] as DOMException).name).toBe('QuotaExceededError');
    // The logo stored before the refusal is still read from IndexedDB; the refused photo from memory.
    expect(await backend.get('file:logo')).toBe('logo bytes');
    expect(await backend.get('file:photo')).toBe('photo bytes');
    expect(await disk.get('file:photo')).toBeUndefined();
    // Once IndexedDB accepts values again, they go there (and leave memory).
    await backend.set('draft:request', '{"step":3}');
    expect(await disk.get('draft:request')).toBe('{"step":3}');
    await backend.del('file:photo');
    expect(await backend.get('file:photo')).toBeUndefined();
  });

  it('an IndexedDB that cannot be opened leaves everything in memory', async () => {
    const failures: unknown[] = [];
    const { ready, backend } = createLayeredBackend({
      dbName: 'd', storeName: 's', memoryOnly: false, onFailure: (e) => failures.push(e),
      open: () => {
        throw new DOMException('Blocked.', 'SecurityError');
      },
    });
    expect(await ready).toBe(false);
    await backend.set('draft:contact', '{}');
    expect(await backend.get('draft:contact')).toBe('{}');
    expect(failures).toHaveLength(1);
  });
});
