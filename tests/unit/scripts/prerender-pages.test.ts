import { describe, expect, it } from 'vitest';
import { onlyPages } from '../../../scripts/prerender';

describe('PRERENDER_PAGES (scripts/prerender.ts)', () => {
  it('names the pages to prerender, separated by commas, spaces and empty names ignored', () => {
    expect(onlyPages('request, contact,,media-form ')).toEqual(new Set(['request', 'contact', 'media-form']));
  });

  it('unset or empty, every page is prerendered', () => {
    expect(onlyPages(undefined)).toBeUndefined();
    expect(onlyPages('')).toBeUndefined();
    expect(onlyPages(' , ')).toBeUndefined();
  });
});
