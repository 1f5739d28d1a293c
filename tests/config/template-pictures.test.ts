import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MANIFEST, PICTURE_WIDTHS, PICTURES_DIR, pictureInputs } from '../../scripts/template-pictures/inputs';

/**
 * The pictures of /templates show their templates as they are now: each template of site.yaml `templates` with a
 * sample business has its pictures, made from the same template, sample, trade words and colours (the manifest's
 * hash). A template or sample changed since fails here: run `npm run template-pictures` and commit the pictures.
 */
describe('the pictures of /templates', () => {
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, { hash: string }>;
  const inputs = pictureInputs();

  it('exist for every template with a sample business', () => {
    expect(inputs.length).toBeGreaterThan(0);
    for (const input of inputs) {
      for (const width of PICTURE_WIDTHS) {
        for (const type of ['webp', 'jpg']) expect(existsSync(path.join(PICTURES_DIR, `${input.id}-${width}.${type}`)), `${input.id}-${width}.${type}`).toBe(true);
      }
    }
  });

  it('were made from the templates and samples as they are now (else: npm run template-pictures)', () => {
    for (const input of inputs) expect(manifest[input.id]?.hash, `public/images/templates/ is out of date for ${input.id}: run npm run template-pictures`).toBe(input.hash);
  });
});
