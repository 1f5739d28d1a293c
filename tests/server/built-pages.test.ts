import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SENT_ENTRY_SCRIPT } from '../../src/domain/sent-entry-script';

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

  it('run one inline script, the mark of a confirmation kept by the history entry, in the head before anything is fetched', () => {
    const files = readdirSync(pagesDir).filter((file) => file.endsWith('.html'));
    for (const file of files) {
      const html = readFileSync(path.join(pagesDir, file), 'utf8');
      // Every script the browser runs from the page itself (not data such as the app's module list).
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
      expect(inline, file).toEqual([SENT_ENTRY_SCRIPT]);
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head.indexOf(SENT_ENTRY_SCRIPT), file).toBeGreaterThan(0);
      expect(head.indexOf(SENT_ENTRY_SCRIPT), file).toBeLessThan(head.search(/<(script[^>]*src|link)\b/));
    }
  });
});
