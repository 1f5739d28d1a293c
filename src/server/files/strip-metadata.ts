/**
 * Removes the metadata a stored image may still carry (EXIF with the GPS position of a customer's home, a
 * camera's serial number, XMP, IPTC, text chunks, JPEG comments, private chunks), for clients that send images
 * without preparing them in the browser as the forms do. Used on the embedded (local disk) store, where the bytes
 * pass through this server; with S3 the browser sends them straight to the bucket, so there the browser's
 * preparation is what strips them.
 *
 * sharp (libvips) does the work: it is already a dependency, reads and writes JPEG, PNG and WebP natively,
 * drops every metadata block unless told to keep it, and applies the EXIF orientation to the pixels, so a photo
 * stays the right way up once its orientation tag is gone. Clean images (the forms' prepared ones) are stored
 * byte for byte: only an image that carries metadata is re-encoded. Before anything is decoded, the pixel count
 * the header declares is checked against {@link MAX_IMAGE_PIXELS}, and decoding has a time limit.
 */
import type { Metadata } from 'sharp';
import { MAX_IMAGE_PIXELS } from '../../domain/image-signature';
import { carriesExtraBlocks } from './image-blocks';

/** JPEG quality of a re-encoded photo: high enough that removing metadata does not visibly cost quality. */
const REENCODE_QUALITY = 90;

/** Longest a re-encode may take before the image is refused (a real photo takes well under a second). */
const DECODE_SECONDS = 15;

/** An image refused before or while decoding: too many pixels, or decoding took too long. */
export class ImageRefusedError extends Error {}

/** True when the image carries anything beyond its pixels and colour profile (EXIF, XMP, IPTC, comments). */
export function carriesMetadata(meta: Metadata): boolean {
  return Boolean(meta.exif || meta.xmp || meta.iptc || (meta.comments && meta.comments.length > 0) || (meta.orientation && meta.orientation !== 1));
}

const megapixels = (pixels: number) => `${Math.round(pixels / 1_000_000).toLocaleString('en-GB')} megapixels`;

/**
 * Refuses an image whose header declares more than {@link MAX_IMAGE_PIXELS} (every frame counted), with a
 * message naming its size and the limit.
 */
export function checkPixelCount(meta: Pick<Metadata, 'width' | 'height' | 'pages'>): void {
  const pixels = (meta.width ?? 0) * (meta.height ?? 0) * Math.max(1, meta.pages ?? 1);
  if (pixels > MAX_IMAGE_PIXELS) {
    throw new ImageRefusedError(
      `The image is ${(meta.width ?? 0).toLocaleString('en-GB')} × ${(meta.height ?? 0).toLocaleString('en-GB')} pixels (${megapixels(pixels)}); ` +
        `images of up to ${megapixels(MAX_IMAGE_PIXELS)} are accepted. Make it smaller and upload it again.`,
    );
  }
}

/**
 * The image without metadata: the same bytes when there is none (or for GIF, which is stored as it is),
 * else re-encoded in the same format with its orientation applied (colours converted to sRGB, no profile). Throws
 * {@link ImageRefusedError} for a file whose image header cannot be read (its first bytes say an image, the rest is
 * none: it could not be shown on a website either), an image over the pixel limit, or one whose decoding runs out of
 * time.
 */
export async function stripImageMetadata(bytes: Buffer, type: string): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata(); // reads the header only
  } catch {
    // An image type's first bytes followed by anything else (a page, a script, a file cut short): no image.
    throw new ImageRefusedError('The file could not be read as an image, so it was not stored. Save it again as a PNG, JPG, GIF or WebP image and upload that.');
  }
  checkPixelCount(meta);
  if (type !== 'image/jpeg' && type !== 'image/png' && type !== 'image/webp') return bytes;
  if (!carriesMetadata(meta) && !carriesExtraBlocks(bytes, type)) return bytes;
  try {
    const animated = type === 'image/webp' && (meta.pages ?? 1) > 1;
    const source = sharp(bytes, { animated, failOn: 'none', limitInputPixels: MAX_IMAGE_PIXELS }).timeout({ seconds: DECODE_SECONDS });
    // Orientation is applied to still images; an animation keeps its frames as they are.
    const image = animated ? source : source.rotate();
    if (type === 'image/jpeg') return await image.jpeg({ quality: REENCODE_QUALITY }).toBuffer();
    if (type === 'image/png') return await image.png().toBuffer();
    return await image.webp({ quality: REENCODE_QUALITY }).toBuffer();
  } catch (error) {
    if (error instanceof Error && /timeout/i.test(error.message)) {
      throw new ImageRefusedError(`The image took more than ${DECODE_SECONDS} seconds to read, so it was not stored. Save it again as an ordinary photo and upload that.`);
    }
    throw new ImageRefusedError('The image could not be read to remove its hidden data (location, camera details, comments), so it was not stored. Save it again as an ordinary photo and upload that.');
  }
}
