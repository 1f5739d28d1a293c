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

/** The pixel sizes of the three images: {@link PHONE_SIZES} by default. */
export interface TestImageSizes {
  phone: [width: number, height: number];
  logo: [width: number, height: number];
  big: [width: number, height: number];
}

/** What phones and cameras hand the pickers: the sizes the bench measures preparing. */
export const PHONE_SIZES: TestImageSizes = { phone: [4000, 3000], logo: [6000, 4000], big: [6000, 4000] };

/**
 * The smallest images that still cross every limit of preparation (config/site.yaml `images:`): the phone photo
 * turned to portrait is longer than a photo's 2,560 px and heavier than its 1.5 MB, the logo wider than a logo's
 * 1,600 px and heavier than 1.5 MB, and the second photo too long as well. Preparing them takes the browser the
 * same steps as the phone sizes (decode, turn, fit, cap the bytes, strip), on a fifth of the pixels: the browser
 * tests use these; the bench keeps {@link PHONE_SIZES}.
 */
export const OVER_THE_LIMITS: TestImageSizes = { phone: [2800, 2100], logo: [2400, 1600], big: [2800, 1870] };

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
 * Writes the three test images into `dir` (created when missing), phone-sized unless `sizes` says otherwise, and
 * answers their paths. Takes a few seconds at phone sizes: the pixels are made in JavaScript and encoded by sharp.
 */
export async function writeTestImages(dir: string, sizes: TestImageSizes = PHONE_SIZES): Promise<TestImages> {
  mkdirSync(dir, { recursive: true });
  const phoneJpeg = join(dir, 'phone-photo.jpg');
  const logoPng = join(dir, 'big-logo.png');
  const bigJpeg = join(dir, 'big-photo.jpg');

  const [pw, ph] = sizes.phone;
  const phone = await sharp(pixels(pw, ph, 3, 100), { raw: { width: pw, height: ph, channels: 3 } })
    .jpeg({ quality: 95, chromaSubsampling: '4:4:4' })
    .withExif(PHONE_EXIF)
    .withMetadata({ orientation: 6 })
    .toBuffer();
  writeFileSync(phoneJpeg, phone);

  const [lw, lh] = sizes.logo;
  const logo = await sharp(pixels(lw, lh, 4, 3, Math.round(lh / 10)), { raw: { width: lw, height: lh, channels: 4 } })
    .png({ compressionLevel: 6 })
    .withExif({ IFD0: { Software: 'Logo Maker', Artist: 'A. Designer' } })
    .toBuffer();
  writeFileSync(logoPng, logo);

  const [bw, bh] = sizes.big;
  const big = await sharp(pixels(bw, bh, 3, 70), { raw: { width: bw, height: bh, channels: 3 } })
    .jpeg({ quality: 92, chromaSubsampling: '4:4:4' })
    .withExif({ IFD0: { Make: 'Acme', Model: 'Camera X' }, IFD3: PHONE_EXIF.IFD3 })
    .toBuffer();
  writeFileSync(bigJpeg, big);
  return { phoneJpeg, logoPng, bigJpeg };
}
