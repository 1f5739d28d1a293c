import { describe, expect, it } from 'vitest';
import { draftCookieValue, formsWithDrafts } from '../../../src/domain/draft-marker';
import { servePage } from '../../../src/server/routes/served-page';

describe('the draft cookie', () => {
  it('reads the form ids of the cookie, ignoring other cookies and anything that is not a form id', () => {
    expect(formsWithDrafts(undefined)).toEqual([]);
    expect(formsWithDrafts('a=1; ts-drafts=request.business; b=2')).toEqual(['request', 'business']);
    expect(formsWithDrafts('ts-drafts=request."><script>.x y')).toEqual(['request']);
    expect(formsWithDrafts('other-ts-drafts=request')).toEqual([]);
  });

  it('adds and removes one form, and says when nothing changes', () => {
    expect(draftCookieValue([], 'request', true)).toBe('request');
    expect(draftCookieValue(['request'], 'business', true)).toBe('request.business');
    expect(draftCookieValue(['request', 'business'], 'request', false)).toBe('business');
    expect(draftCookieValue(['request'], 'request', true)).toBeUndefined();
    expect(draftCookieValue([], 'request', false)).toBeUndefined();
    expect(draftCookieValue([], 'Bad Id', true)).toBeUndefined();
  });

  it('marks the served page with the forms this browser holds a draft of', () => {
    const html = '<html lang="en-GB"><body></body></html>';
    expect(servePage(html, new URLSearchParams(), [], ['request', 'business'])).toContain('<html data-query-filled data-drafts="request business" lang');
    expect(servePage(html, new URLSearchParams(), [], [])).not.toContain('data-drafts');
  });
});
