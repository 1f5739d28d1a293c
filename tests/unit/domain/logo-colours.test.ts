import { describe, expect, it } from 'vitest';
import { fromHexColour, logoColours, mainLogoColours, shadeOf, toHexColour } from '@/domain/logo-colours';

type Px = readonly [number, number, number, number];

/** RGBA bytes of an image made of `n` pixels of each colour, in order. */
function pixels(...runs: [Px, number][]): Uint8ClampedArray {
  const out: number[] = [];
  for (const [px, n] of runs) for (let i = 0; i < n; i += 1) out.push(...px);
  return new Uint8ClampedArray(out);
}

const WHITE: Px = [255, 255, 255, 255];
const OFF_WHITE: Px = [240, 238, 236, 255];
const BLACK: Px = [0, 0, 0, 255];
const NEAR_BLACK: Px = [20, 25, 18, 255];
const TRANSPARENT_RED: Px = [255, 0, 0, 40];
const NAVY: Px = [0x1d, 0x3f, 0x8c, 255];
const ORANGE: Px = [0xf0, 0x8a, 0x24, 255];

describe('mainLogoColours', () => {
  it('answers the most common colours first, ignoring background, outline and transparent pixels', () => {
    const img = pixels([WHITE, 500], [OFF_WHITE, 100], [BLACK, 400], [NEAR_BLACK, 50], [TRANSPARENT_RED, 900], [ORANGE, 60], [NAVY, 120]);
    expect(mainLogoColours(img)).toEqual(['#1d3f8c', '#f08a24']);
  });

  it('averages a colour over its box, so anti-aliased shades do not shift it', () => {
    const img = pixels([[200, 20, 20, 255], 50], [[204, 24, 24, 255], 50]);
    expect(mainLogoColours(img)).toEqual(['#ca1616']);
  });

  it('skips a second colour too close to the first and takes the next distinct one', () => {
    const img = pixels([NAVY, 100], [[0x22, 0x48, 0x96, 255], 80], [ORANGE, 30]);
    expect(mainLogoColours(img)).toEqual(['#1d3f8c', '#f08a24']);
  });

  it('ignores specks: a colour under 5% of the main one is not a logo colour', () => {
    const img = pixels([NAVY, 1000], [ORANGE, 40]);
    expect(mainLogoColours(img)).toEqual(['#1d3f8c']);
  });

  it('answers nothing for a logo that is only white, black and transparent', () => {
    expect(mainLogoColours(pixels([WHITE, 10], [BLACK, 10], [TRANSPARENT_RED, 10]))).toEqual([]);
    expect(mainLogoColours(new Uint8ClampedArray())).toEqual([]);
  });

  it('honours its options', () => {
    const img = pixels([[128, 128, 128, 255], 10], [[0, 0, 0, 255], 50]);
    expect(mainLogoColours(img)).toEqual(['#808080']);
    expect(mainLogoColours(img, 2, { nearBlack: -1 })).toEqual(['#000000', '#808080']);
    expect(mainLogoColours(img, 1, { nearBlack: -1 })).toEqual(['#000000']);
  });
});

describe('logoColours', () => {
  it('gives the two main colours as primary and secondary', () => {
    expect(logoColours(pixels([ORANGE, 10], [NAVY, 30], [WHITE, 100]))).toEqual({ primary: '#1d3f8c', secondary: '#f08a24' });
  });

  it('makes a shade of the only colour the secondary one', () => {
    expect(logoColours(pixels([[0x28, 0x97, 0xcf, 255], 10]))).toEqual({ primary: '#2897cf', secondary: '#185b7c' });
  });

  it('answers undefined when there is no colour', () => {
    expect(logoColours(pixels([WHITE, 10]))).toBeUndefined();
  });
});

describe('colour helpers', () => {
  it('writes and reads #rrggbb', () => {
    expect(toHexColour([255, 0, 127.6])).toBe('#ff0080');
    expect(toHexColour([-3, 300, 16])).toBe('#00ff10');
    expect(fromHexColour('#1D3F8C')).toEqual([29, 63, 140]);
    expect(() => fromHexColour('#fff')).toThrow('Not a #rrggbb colour');
  });

  it('shades towards black, or towards white for a dark colour', () => {
    expect(shadeOf('#2897cf')).toBe('#185b7c');
    expect(shadeOf('#03045e')).toBe('#68689e');
  });
});
