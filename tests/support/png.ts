/**
 * A real PNG written byte by byte, for the tests that need image files without an image library: the browser tests
 * (in Node, with zlib) and the component tests (in the browser, with CompressionStream) share this writer and pass
 * their own deflate. Plain Uint8Arrays only, so it runs in both.
 */

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

/**
 * A PNG's parts before compression: its header and its filtered rows (RGB with 3 values a pixel, RGBA with 4, each
 * pixel from `pixel(x, y)`); {@link pngFile} makes the file once the rows are deflated.
 */
export function pngParts(width: number, height: number, pixel: (x: number, y: number) => readonly number[]): { header: Uint8Array; rows: Uint8Array } {
  const channels = pixel(0, 0).length;
  const header = new Uint8Array(13);
  header.set(uint32(width), 0);
  header.set(uint32(height), 4);
  header[8] = 8; // bits per channel
  header[9] = channels === 4 ? 6 : 2; // RGBA or truecolour
  const rows = new Uint8Array((width * channels + 1) * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) rows.set(pixel(x, y), y * (width * channels + 1) + 1 + x * channels);
  }
  return { header, rows };
}

/** The PNG file of a header and its zlib-deflated rows. */
export function pngFile(header: Uint8Array, deflatedRows: Uint8Array): Uint8Array {
  const signature = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return concat([signature, pngChunk('IHDR', header), pngChunk('IDAT', deflatedRows), pngChunk('IEND', new Uint8Array(0))]);
}
