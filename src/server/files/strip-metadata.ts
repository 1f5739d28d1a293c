/**
 * Removes the metadata a stored image may still carry (EXIF with the GPS position of a customer's home, a
 * camera's serial number, XMP, IPTC, text chunks), for clients that send images without preparing them in
 * the browser as the forms do. Used on the embedded (local disk) store, where the bytes pass through this
 * server; with S3 the browser sends them straight to the bucket, so there the browser's preparation is what
 * strips them.
 *
 * sharp (libvips) does the work: it is already a dependency, reads and writes JPEG, PNG and WebP natively,
 * drops every metadata block unless told to keep it, and applies the EXIF orientation to the pixels, so a photo
 * stays the right way up once its orientation tag is gone. Clean images (the forms' prepared ones) are stored
 * byte for byte: only an image that carries metadata is re-encoded.
 */
import type { Metadata } from 'sharp';

/** JPEG quality of a re-encoded photo: high enough that removing metadata does not visibly cost quality. */
const REENCODE_QUALITY = 90;

/** True when the image carries anything beyond its pixels and colour profile (EXIF, XMP, IPTC, comments). */
export function carriesMetadata(meta: Metadata): boolean {
  return Boolean(meta.exif || meta.xmp || meta.iptc || (meta.comments && meta.comments.length > 0) || (meta.orientation && meta.orientation !== 1));
}

/**
 * The image without metadata: the same bytes when there is none (or for GIF, which carries none of these),
 * else re-encoded in the same format with its orientation applied (colours converted to sRGB, no profile). An image
 * that cannot be decoded is answered as it is: it cannot be shown on a website either.
 */
export async function stripImageMetadata(bytes: Buffer, type: string): Promise<Buffer> {
  if (type !== 'image/jpeg' && type !== 'image/png' && type !== 'image/webp') return bytes;
  const { default: sharp } = await import('sharp');
  let meta: Metadata;
  try {
    meta = await sharp(bytes).metadata();
  } catch {
    return bytes;
  }
  if (!carriesMetadata(meta)) return bytes;
  try {
    const animated = type === 'image/webp' && (meta.pages ?? 1) > 1;
    const source = sharp(bytes, { animated, failOn: 'none' });
    // Orientation is applied to still images; an animation keeps its frames as they are.
    const image = animated ? source : source.rotate();
    if (type === 'image/jpeg') return await image.jpeg({ quality: REENCODE_QUALITY }).toBuffer();
    if (type === 'image/png') return await image.png().toBuffer();
    return await image.webp({ quality: REENCODE_QUALITY }).toBuffer();
  } catch {
    return bytes;
  }
}
