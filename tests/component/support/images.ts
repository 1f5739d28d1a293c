/** Real image files made in the browser for the picker tests: PNGs byte by byte, JPEGs drawn by the canvas. */
import { expect } from 'vitest';
import { pngFile, pngParts } from '../../support/png';
import type { FileSpec } from './page';

export type Rgba = [number, number, number, number];

/** zlib-wrapped deflate, as PNG's IDAT holds. */
async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new CompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** A real RGBA PNG of the given size, each pixel from `pixel(x, y)`. */
export async function makePng(width: number, height: number, pixel: (x: number, y: number) => Rgba): Promise<Uint8Array> {
  const { header, rows } = pngParts(width, height, pixel);
  return pngFile(header, await deflate(rows));
}

/** A real JPEG drawn by the browser's canvas. */
export async function makeJpeg(): Promise<Uint8Array> {
  const canvas = document.createElement('canvas');
  canvas.width = 32;
  canvas.height = 24;
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = '#c0392b';
  ctx.fillRect(0, 0, 32, 24);
  ctx.fillStyle = '#f1c40f';
  ctx.fillRect(8, 6, 16, 12);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.9));
  const bytes = new Uint8Array(await blob.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  return bytes;
}

/** Bytes of a text, for files that are not what they say. */
export const textBytes = (text: string): Uint8Array => new TextEncoder().encode(text);

/** A PNG file to choose. */
export const png = (name: string, buffer: Uint8Array): FileSpec => ({ name, mimeType: 'image/png', buffer });
