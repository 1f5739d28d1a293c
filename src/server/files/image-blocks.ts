/**
 * Finds what an image file carries besides its pixels, by walking its blocks (JPEG segments, PNG chunks, WebP
 * chunks) rather than trusting a decoder's summary: sharp reports EXIF, XMP, IPTC and PNG text, but not a JPEG
 * comment (`COM`), a private PNG chunk or bytes after the image's end, any of which can hide HTML or script.
 * An image with any such block is re-encoded before it is stored (see `strip-metadata.ts`).
 */

/** JPEG segments that hold only what a picture needs: JFIF (APP0), the colour profile (APP2) and Adobe's colour transform (APP14). */
const JPEG_KEPT_APP = new Set([0xe0, 0xe2, 0xee]);

/** PNG chunks that describe pixels; anything else (tEXt, zTXt, iTXt, eXIf, tIME, private chunks) is metadata. */
const PNG_KEPT = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND', 'tRNS', 'gAMA', 'cHRM', 'sRGB', 'iCCP', 'sBIT', 'bKGD', 'pHYs', 'acTL', 'fcTL', 'fdAT']);

/** WebP chunks that describe pixels; EXIF, XMP and unknown chunks are metadata. */
const WEBP_KEPT = new Set(['VP8 ', 'VP8L', 'VP8X', 'ALPH', 'ANIM', 'ANMF', 'ICCP']);

function jpegCarriesExtra(bytes: Buffer): boolean {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return true; // not a marker where one must be: re-encode rather than guess
    const marker = bytes[at + 1];
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xda) break; // start of scan: the entropy-coded data follows
    const length = bytes.readUInt16BE(at + 2);
    if (marker === 0xfe) return true; // COM
    if (marker >= 0xe0 && marker <= 0xef && !JPEG_KEPT_APP.has(marker)) return true;
    at += 2 + length;
  }
  // Bytes after the end-of-image marker are no part of the picture.
  return !(bytes.length >= 2 && bytes[bytes.length - 2] === 0xff && bytes[bytes.length - 1] === 0xd9);
}

function pngCarriesExtra(bytes: Buffer): boolean {
  let at = 8;
  while (at + 8 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (!PNG_KEPT.has(type)) return true;
    at += 12 + length;
    if (type === 'IEND') return at !== bytes.length;
  }
  return true; // no IEND: a truncated or padded file
}

function webpCarriesExtra(bytes: Buffer): boolean {
  const end = Math.min(bytes.length, 8 + bytes.readUInt32LE(4));
  let at = 12;
  while (at + 8 <= end) {
    const type = bytes.toString('latin1', at, at + 4);
    if (!WEBP_KEPT.has(type)) return true;
    const length = bytes.readUInt32LE(at + 4);
    at += 8 + length + (length % 2);
  }
  return end !== bytes.length;
}

/**
 * True when a JPEG, PNG or WebP file holds a block that is not part of its picture (comments, text, EXIF, XMP,
 * private chunks, trailing bytes). Other types answer false: they are not re-encoded.
 *
 * @example carriesExtraBlocks(jpegWithComment, 'image/jpeg') // true
 */
export function carriesExtraBlocks(bytes: Buffer, type: string): boolean {
  try {
    if (type === 'image/jpeg') return jpegCarriesExtra(bytes);
    if (type === 'image/png') return pngCarriesExtra(bytes);
    if (type === 'image/webp') return webpCarriesExtra(bytes);
    return false;
  } catch {
    return true; // a block running past the end: re-encode
  }
}
