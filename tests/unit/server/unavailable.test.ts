import { describe, expect, it } from 'vitest';
import { retryWhileBusy } from '../../../src/server/storage/open-store';
import { asOutage, guardPart, outageReason, PartHealth, UnavailableError } from '../../../src/server/unavailable';

const coded = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('what counts as an outage', () => {
  it.each([
    [coded('SQLITE_BUSY'), 'is locked by another process'],
    [coded('SQLITE_BUSY_SNAPSHOT'), 'is locked by another process'],
    [coded('SQLITE_FULL'), 'is full (no space left on its disk)'],
    [coded('SQLITE_READONLY_DBMOVED'), 'is read-only'],
    [coded('SQLITE_IOERR_WRITE'), 'cannot read or write its file'],
    [coded('ENOSPC'), 'is full (no space left on its disk)'],
    [coded('EROFS'), 'is read-only'],
    [coded('ECONNREFUSED'), 'does not answer'],
    [coded('57P01', 'terminating connection due to administrator command'), 'does not answer'],
    [coded('53100'), 'is full (no space left on its disk)'],
    [new Error('Connection terminated unexpectedly'), 'does not answer'],
    [Object.assign(new Error('Service Unavailable'), { $metadata: { httpStatusCode: 503 } }), 'answers 503'],
    [new Error('x', { cause: coded('ECONNRESET') }), 'does not answer'],
  ])('%s: %s', (error, reason) => {
    expect(outageReason(error)).toBe(reason);
  });

  it('leaves a bug or a refused request alone', () => {
    expect(outageReason(new TypeError('undefined is not a function'))).toBeUndefined();
    expect(outageReason(coded('SQLITE_CONSTRAINT_UNIQUE'))).toBeUndefined();
    expect(outageReason(coded('23505'))).toBeUndefined();
    expect(asOutage(coded('ENOSPC'))).toMatchObject({ part: 'files', answer: expect.stringContaining('the file store is full') });
  });
});

describe('a guarded part', () => {
  it('turns an outage into UnavailableError, names it until a write succeeds, and keeps plain methods synchronous', async () => {
    const health = new PartHealth();
    let full = true;
    const part = guardPart(
      'files',
      {
        kind: 'local',
        name: () => 'plain',
        write: async () => (full ? Promise.reject(coded('ENOSPC')) : 'ok'),
        read: async () => 'read',
        broken: async () => Promise.reject(new TypeError('a bug')),
      },
      health,
      { writes: ['write'], probes: ['read'] },
    );
    expect(part.name()).toBe('plain');
    await expect(part.write()).rejects.toBeInstanceOf(UnavailableError);
    await expect(part.broken()).rejects.toBeInstanceOf(TypeError);
    await part.read(); // a probe cannot see a full disk
    expect(health.recentOutage()).toBe('is full (no space left on its disk)');
    expect(health.recentOutage(Date.now() + 10_000)).toBeUndefined(); // only for its window
    full = false;
    await part.write();
    expect(health.recentOutage()).toBeUndefined();
  });
});

describe('retryWhileBusy', () => {
  it('tries again while SQLite is locked, and gives the lock error back once its time is up', async () => {
    let calls = 0;
    const work = async () => (++calls < 3 ? Promise.reject(coded('SQLITE_BUSY')) : 'stored');
    expect(await retryWhileBusy(work, work, 1_000)).toBe('stored');
    expect(calls).toBe(3);
    const locked = async () => Promise.reject(coded('SQLITE_BUSY'));
    await expect(retryWhileBusy(locked, locked, 50)).rejects.toMatchObject({ code: 'SQLITE_BUSY' });
    const other = async () => Promise.reject(coded('SQLITE_CONSTRAINT'));
    await expect(retryWhileBusy(other, other, 1_000)).rejects.toMatchObject({ code: 'SQLITE_CONSTRAINT' }); // no retry
  });
});
