import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The pages `npm run build` prerenders (scripts/prerender.ts), read from dist/client as `npm test` built it: drawn by
 * React, MUI and emotion as built for production, as the browser bundle that hydrates them and the server's render per
 * request are, so the class names in the HTML are the ones the page's script makes.
 */
const pagesDir = path.resolve('dist/client/pages');

describe('the prerendered pages', () => {
  it("carry emotion's production class names, without the development labels the hydrating bundle never makes", () => {
    const files = readdirSync(pagesDir).filter((file) => file.endsWith('.html'));
    expect(files.length).toBeGreaterThan(10);
    const labelled = files.filter((file) => /class="[^"]*\bcss-[a-z0-9]+-Mui[A-Za-z]+-root/.test(readFileSync(path.join(pagesDir, file), 'utf8')));
    expect(labelled).toEqual([]);
    // Still styled: each page has emotion's classes and their rules.
    const request = readFileSync(path.join(pagesDir, 'request-main.html'), 'utf8');
    expect(request).toMatch(/class="[^"]*\bcss-[a-z0-9]+\b/);
    expect(request).toContain('<style data-emotion="css ');
  });
});
