/**
 * Phone-sized test images made with sharp, for the image bench and the browser tests: what a tradesperson's
 * phone or camera really hands the pickers (large, full of metadata, turned by an orientation tag).
 *
 * The pixels are a smooth gradient with fine noise, so that JPEG and PNG encoders cannot shrink them to
 * nothing and the files reach phone sizes (8 MB, 12 MB). Each image has a red square in the top-left corner
 * of its stored pixels, so a test can tell which way up a prepared copy is.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

/** Files written by {@link writeTestImages}, by what they stand for. */
export interface TestImages {
  /** 4000×3000 stored pixels, orientation 6 (shown 3000×4000, portrait), GPS and camera EXIF, about 8 MB. */
  phoneJpeg: string;
  /** About 6000×4000 PNG with a transparent background, about 12 MB. */
  logoPng: string;
  /** About 6000×4000 JPEG, about 12 MB, no orientation tag. */
  bigJpeg: string;
}

/** Edge of the red corner marker, as a share of the image's shorter side. */
export const MARKER_SHARE = 0.12;

/** Noisy gradient pixels (RGB or RGBA); `noise` 0–255 decides how hard they are to compress. */
function pixels(width: number, height: number, channels: 3 | 4, noise: number, transparentBorder = 0): Buffer {
  const data = Buffer.alloc(width * height * channels);
  const random = randomBytes(Math.min(width * height, 1 << 22));
  const marker = Math.round(Math.min(width, height) * MARKER_SHARE);
  let r = 0;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * channels;
      const n = noise ? (random[r++ % random.length] % noise) - noise / 2 : 0;
      const inMarker = x < marker && y < marker;
      const edge = Math.min(x, y, width - 1 - x, height - 1 - y) < transparentBorder;
      data[i] = inMarker ? 230 : clamp(40 + (150 * x) / width + n);
      data[i + 1] = inMarker ? 20 : clamp(90 + (100 * y) / height + n);
      data[i + 2] = inMarker ? 20 : clamp(160 - (100 * x) / width + n);
      if (channels === 4) data[i + 3] = edge && !inMarker ? 0 : 255;
    }
  }
  return data;
}

function clamp(v: number): number {
  return v < 0 ? 0 : v > 255 ? 255 : Math.round(v);
}

/** The EXIF a phone writes: make, model, serial number, orientation and the GPS position of the photo. */
const PHONE_EXIF = {
  IFD0: { Make: 'Acme', Model: 'Phone 15 Pro', Software: 'Camera 17.1', Orientation: '6' },
  IFD2: { BodySerialNumber: 'SN-7730012345', DateTimeOriginal: '2026:05:04 10:11:12' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 2600/100', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 3900/100' },
};

/**
 * Writes the three phone-sized test images into `dir` (created when missing) and answers their paths.
 * Takes a few seconds: the pixels are made in JavaScript and encoded by sharp.
 */
export async function writeTestImages(dir: string): Promise<TestImages> {
  mkdirSync(dir, { recursive: true });
  const phoneJpeg = join(dir, 'phone-photo.jpg');
  const logoPng = join(dir, 'big-logo.png');
  const bigJpeg = join(dir, 'big-photo.jpg');

  const phone = await sharp(pixels(4000, 3000, 3, 100), { raw: { width: 4000, height: 3000, channels: 3 } })
    .jpeg({ quality: 95, chromaSubsampling: '4:4:4' })
    .withExif(PHONE_EXIF)
    .withMetadata({ orientation: 6 })
    .toBuffer();
  writeFileSync(phoneJpeg, phone);

  const logo = await sharp(pixels(6000, 4000, 4, 3, 400), { raw: { width: 6000, height: 4000, channels: 4 } })
    .png({ compressionLevel: 6 })
    .withExif({ IFD0: { Software: 'Logo Maker', Artist: 'A. Designer' } })
    .toBuffer();
  writeFileSync(logoPng, logo);

  const big = await sharp(pixels(6000, 4000, 3, 70), { raw: { width: 6000, height: 4000, channels: 3 } })
    .jpeg({ quality: 92, chromaSubsampling: '4:4:4' })
    .withExif({ IFD0: { Make: 'Acme', Model: 'Camera X' }, IFD3: PHONE_EXIF.IFD3 })
    .toBuffer();
  writeFileSync(bigJpeg, big);
  return { phoneJpeg, logoPng, bigJpeg };
}
