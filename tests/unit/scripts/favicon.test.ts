import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { FAVICON_SIZE, faviconPng } from '../../../scripts/favicon';

describe('the site icon as a PNG', () => {
  it('draws public/favicon.svg at 64 px: its blue square with rounded corners and its white letter', async () => {
    const png = await faviconPng(await readFile('public/favicon.svg'));
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height, FAVICON_SIZE]).toEqual([64, 64, 64]);
    const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4)];
    // #3172B2 away from the letter, nothing in a rounded corner, white in the letter's stem.
    const [r, g, b, a] = at(6, 40);
    expect([Math.abs(r - 0x31), Math.abs(g - 0x72), Math.abs(b - 0xb2)].every((d) => d <= 8)).toBe(true);
    expect(a).toBe(255);
    expect(at(0, 0)[3]).toBe(0);
    expect(at(32, 40).slice(0, 3).every((c) => c >= 240)).toBe(true);
    expect(png.length).toBeLessThan(2048);
  });
});
