/** Real image files made in the browser for the picker tests: PNGs byte by byte, JPEGs drawn by the canvas. */
import { expect } from 'vitest';
import type { FileSpec } from './page';

export type Rgba = [number, number, number, number];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

const uint32 = (n: number) => {
  const out = new Uint8Array(4);
  new DataView(out.buffer).setUint32(0, n);
  return out;
};

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const body = concat([new TextEncoder().encode(type), data]);
  return concat([uint32(data.length), body, uint32(crc32(body))]);
}

/** zlib-wrapped deflate, as PNG's IDAT holds. */
async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new CompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** A real RGBA PNG of the given size, each pixel from `pixel(x, y)`. */
export async function makePng(width: number, height: number, pixel: (x: number, y: number) => Rgba): Promise<Uint8Array> {
  const header = new Uint8Array(13);
  header.set(uint32(width), 0);
  header.set(uint32(height), 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // RGBA
  const rows = new Uint8Array((width * 4 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) rows.set(pixel(x, y), y * (width * 4 + 1) + 1 + x * 4);
  }
  const signature = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return concat([signature, pngChunk('IHDR', header), pngChunk('IDAT', await deflate(rows)), pngChunk('IEND', new Uint8Array(0))]);
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
