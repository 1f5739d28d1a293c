import { afterEach, describe, expect, it, vi } from 'vitest';
import { formsWithDrafts } from '../../src/domain/draft-marker';
import { browserDraftMarker } from '../../src/services/draft-cookie';

/**
 * The draft mark in the browser's cookie (src/services/draft-cookie.ts), in a real browser: a form marks its draft
 * on every save, and a step change saves, so a mark the page already made must not read the cookie store in the tap.
 */

const cookieProperty = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;

/** Counts the page's reads of `document.cookie` from now on. */
function countCookieReads(): { reads: () => number } {
  let reads = 0;
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get() {
      reads += 1;
      return cookieProperty.get!.call(document);
    },
    set(value: string) {
      cookieProperty.set!.call(document, value);
    },
  });
  return { reads: () => reads };
}

afterEach(() => {
  delete (document as { cookie?: string }).cookie;
  document.cookie = 'ts-drafts=; path=/; max-age=0';
});

describe('draft mark', () => {
  it('marks a new draft at once, checks an unchanged mark again only after the next frame, and unmarks at once', async () => {
    const { reads } = countCookieReads();
    const mark = browserDraftMarker();

    mark('steps-cookie', true);
    expect(formsWithDrafts(cookieProperty.get!.call(document) as string)).toContain('steps-cookie');
    const afterFirst = reads();
    expect(afterFirst).toBe(1);

    // A step change saves again with the draft still there: nothing read in the tap itself.
    mark('steps-cookie', true);
    mark('steps-cookie', true);
    expect(reads()).toBe(afterFirst);
    await vi.waitFor(() => expect(reads()).toBe(afterFirst + 1));

    // A mark removed by another tab meanwhile is put back by that later check.
    cookieProperty.set!.call(document, 'ts-drafts=; path=/; max-age=0');
    mark('steps-cookie', true);
    await vi.waitFor(() => expect(formsWithDrafts(cookieProperty.get!.call(document) as string)).toContain('steps-cookie'));

    mark('steps-cookie', false);
    expect(formsWithDrafts(cookieProperty.get!.call(document) as string)).not.toContain('steps-cookie');
  });
});
