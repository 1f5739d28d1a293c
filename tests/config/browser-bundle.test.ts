import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The built browser assets (`npm run build` writes dist/client/) carry the precompiled form validators and
 * never compile code: the server's Content Security Policy has no 'unsafe-eval'. Runs after a build.
 */
const assets = fileURLToPath(new URL('../../dist/client/assets', import.meta.url));
const read = (file: string) => readFileSync(join(assets, file), 'utf8');
const scripts = existsSync(assets) ? readdirSync(assets).filter((f) => f.endsWith('.js')) : [];

/** Code compiled at run time, which the CSP forbids. */
const COMPILES = /new Function\s*\(|\beval\s*\(/;
/** Text only the full ajv package has (its compiler and schema registry), never its standalone runtime helpers. */
const AJV_COMPILER = ['schema with key or id', 'ajv implementation error', 'CodeGen: '];

describe.skipIf(scripts.length === 0)('browser bundle of the forms', () => {
  it('the form chunk holds the step schemas and the precompiled validators, with no new Function or eval', () => {
    const formChunks = scripts.filter((f) => read(f).includes('https://tradesites.local/schemas/forms/request/step-'));
    expect(formChunks.length).toBeGreaterThan(0);
    for (const file of formChunks) {
      const code = read(file);
      expect(code.includes('format:`uk-postcode`') || code.includes('"uk-postcode"'), `${file} checks uk-postcode`).toBe(true);
      expect(COMPILES.exec(code)?.[0], `${file} compiles code`).toBeUndefined();
    }
  });

  it('no browser asset compiles code or carries the ajv compiler', () => {
    for (const file of scripts) {
      const code = read(file);
      expect(COMPILES.exec(code)?.[0], `${file} compiles code`).toBeUndefined();
      for (const marker of AJV_COMPILER) expect(code.includes(marker), `${file} contains "${marker}"`).toBe(false);
    }
  });
});
