import { describe, expect, it } from 'vitest';
import { LocalFileStorage } from '../../../src/server/files/file-storage';
import { checkLink, VIEW_URL_TTL_MS, viewLinkTimes } from '../../../src/server/files/signing';

const KEY = `R-1/logo/${'ab'.repeat(16)}.png`;
const HOUR = 60 * 60_000;

describe('the links a customer’s page shows a received file by', () => {
  it('live a day at least, and are the same for the pages drawn within one hour', () => {
    const at = Date.UTC(2026, 10, 28, 9, 43);
    expect(viewLinkTimes(at)).toEqual({ signedAt: Date.UTC(2026, 10, 28, 9), expires: Date.UTC(2026, 10, 29, 10) });
    expect(viewLinkTimes(Date.UTC(2026, 10, 28, 9, 59, 59)).expires).toBe(viewLinkTimes(at).expires);
    expect(viewLinkTimes(Date.UTC(2026, 10, 28, 10)).expires).toBe(viewLinkTimes(at).expires + HOUR);
    for (const now of [Date.UTC(2026, 10, 28, 9), Date.UTC(2026, 10, 28, 9, 59, 59, 999)]) expect(viewLinkTimes(now).expires - now).toBeGreaterThanOrEqual(VIEW_URL_TTL_MS);
  });

  it('are signed GETs of the file on the page’s own host, for its type only, until they expire', async () => {
    const files = new LocalFileStorage('/nowhere', 'view-secret');
    const at = Date.UTC(2026, 10, 28, 9, 43);
    const link = await files.viewLink(KEY, 'image/png', at);
    expect(link.startsWith(`/api/files/${KEY}?`)).toBe(true);
    expect(await files.viewLink(KEY, 'image/png', at + 10 * 60_000)).toBe(link);
    const query = new URL(link, 'https://example.test').searchParams;
    const grant = { method: 'GET' as const, key: KEY, type: 'image/png', expires: Number(query.get('expires')) };
    const signature = query.get('signature')!;
    expect(checkLink('view-secret', grant, signature, at + VIEW_URL_TTL_MS)).toBe('ok');
    expect(checkLink('view-secret', grant, signature, at + VIEW_URL_TTL_MS + 2 * HOUR)).toBe('expired');
    expect(checkLink('view-secret', { ...grant, type: 'text/html' }, signature, at)).toBe('invalid');
    expect(checkLink('view-secret', { ...grant, method: 'PUT' }, signature, at)).toBe('invalid');
  });
});
