import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PREPARE_SETTINGS,
  fillMessage,
  fitWithin,
  isHeif,
  limitInWords,
  maySendAsIs,
  preparedName,
  preparedTypeFor,
  prepareKindOf,
  prepareSettingsFrom,
  readImageHeader,
  sniffPreparable,
} from '../../../src/domain/image-preparation';

const PNG_JPG = ['image/png', 'image/jpeg'];
const bytesOf = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));
const photo = DEFAULT_PREPARE_SETTINGS.photo;

async function jpeg(width: number, height: number, exif?: Record<string, Record<string, string>>): Promise<Uint8Array> {
  let image = sharp({ create: { width, height, channels: 3, background: '#3366aa' } }).jpeg();
  if (exif) image = image.withExif(exif);
  return new Uint8Array(await image.toBuffer());
}

async function png(width: number, height: number, exif = false): Promise<Uint8Array> {
  let image = sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png();
  if (exif) image = image.withExif({ IFD0: { Artist: 'Someone' } });
  return new Uint8Array(await image.toBuffer());
}

describe('what the first bytes say', () => {
  it('recognises HEIC, AVIF and BMP besides the four upload types, and nothing else', () => {
    expect(isHeif(bytesOf('\0\0\0\x18ftypheic'))).toBe(true);
    expect(isHeif(bytesOf('\0\0\0\x18ftypmif1'))).toBe(true);
    expect(isHeif(bytesOf('\0\0\0\x18ftypisom'))).toBe(false);
    expect(sniffPreparable(bytesOf('\0\0\0\x18ftypheic'))).toBe('image/heic');
    expect(sniffPreparable(bytesOf('\0\0\0\x1cftypavif'))).toBe('image/avif');
    const bmp = new Uint8Array(18);
    bmp.set([0x42, 0x4d]);
    bmp[14] = 40;
    expect(sniffPreparable(bmp)).toBe('image/bmp');
    expect(sniffPreparable(bytesOf('BM is also how some notes start'))).toBeNull();
    expect(sniffPreparable(bytesOf('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffPreparable(bytesOf('\x89PNG\r\n\x1a\n....'))).toBe('image/png');
  });

  it('reads the pixel size and tells a JPEG with EXIF from a clean one', async () => {
    expect(readImageHeader(await jpeg(120, 80))).toEqual({ hasMetadata: false, width: 120, height: 80 });
    const withGps = await jpeg(120, 80, { IFD0: { Make: 'Acme' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } });
    expect(readImageHeader(withGps)).toMatchObject({ hasMetadata: true, width: 120, height: 80 });
  });

  it('reads a PNG header and finds its EXIF chunk', async () => {
    expect(readImageHeader(await png(64, 32))).toEqual({ hasMetadata: false, width: 64, height: 32 });
    expect(readImageHeader(await png(64, 32, true))).toMatchObject({ hasMetadata: true, width: 64, height: 32 });
  });

  it('counts a header cut short, or another type, as carrying metadata', async () => {
    const whole = await jpeg(50, 50, { IFD0: { Make: 'Acme' } });
    expect(readImageHeader(whole.subarray(0, 30)).hasMetadata).toBe(true);
    expect(readImageHeader(bytesOf('GIF89a......')).hasMetadata).toBe(true);
  });
});

describe('whether a file may be sent as it is', () => {
  it('only a small, clean PNG or JPG the picker accepts, within the longest side', async () => {
    const clean = await jpeg(800, 600);
    expect(maySendAsIs('image/jpeg', clean.length, readImageHeader(clean), PNG_JPG, photo, DEFAULT_PREPARE_SETTINGS)).toBe(true);
    // A JPEG with EXIF (orientation, GPS) is never clean.
    const tagged = await jpeg(800, 600, { IFD0: { Orientation: '6' } });
    expect(maySendAsIs('image/jpeg', tagged.length, readImageHeader(tagged), PNG_JPG, photo, DEFAULT_PREPARE_SETTINGS)).toBe(false);
    // Too large in pixels, in bytes, or a type the picker does not keep.
    const wide = await jpeg(3000, 100);
    expect(maySendAsIs('image/jpeg', wide.length, readImageHeader(wide), PNG_JPG, photo, DEFAULT_PREPARE_SETTINGS)).toBe(false);
    expect(maySendAsIs('image/jpeg', 2_000_000, readImageHeader(clean), PNG_JPG, photo, DEFAULT_PREPARE_SETTINGS)).toBe(false);
    expect(maySendAsIs('image/jpeg', clean.length, readImageHeader(clean), ['image/png'], photo, DEFAULT_PREPARE_SETTINGS)).toBe(false);
    expect(maySendAsIs('image/webp', 1000, { hasMetadata: false, width: 10, height: 10 }, ['image/webp'], photo, DEFAULT_PREPARE_SETTINGS)).toBe(false);
  });
});

describe('what a prepared image becomes', () => {
  it('photos become JPEG; logos that may be transparent become PNG', () => {
    expect(preparedTypeFor('image/png', 'photo', PNG_JPG)).toBe('image/jpeg');
    expect(preparedTypeFor('image/heic', 'photo', PNG_JPG)).toBe('image/jpeg');
    expect(preparedTypeFor('image/png', 'logo', PNG_JPG)).toBe('image/png');
    expect(preparedTypeFor('image/webp', 'logo', PNG_JPG)).toBe('image/png');
    expect(preparedTypeFor('image/jpeg', 'logo', PNG_JPG)).toBe('image/jpeg');
    expect(preparedTypeFor('image/jpeg', 'photo', ['image/png'])).toBe('image/png');
  });

  it('keeps the name with the extension of the new type', () => {
    expect(preparedName('IMG_0042.HEIC', 'image/jpeg')).toBe('IMG_0042.jpg');
    expect(preparedName('van.jpeg', 'image/jpeg')).toBe('van.jpeg');
    expect(preparedName('logo.webp', 'image/png')).toBe('logo.png');
    expect(preparedName('scan', 'image/png')).toBe('scan.png');
    expect(preparedName('  ', 'image/jpeg')).toBe('image.jpg');
  });

  it('fits the longest side without enlarging', () => {
    expect(fitWithin(4000, 3000, 2560)).toEqual({ width: 2560, height: 1920 });
    expect(fitWithin(3000, 4000, 2560)).toEqual({ width: 1920, height: 2560 });
    expect(fitWithin(800, 600, 2560)).toEqual({ width: 800, height: 600 });
  });

  it('takes logos by the picker fileType and everything else as photos', () => {
    expect(prepareKindOf('logo')).toBe('logo');
    expect(prepareKindOf('gallery')).toBe('photo');
    expect(prepareKindOf(undefined)).toBe('photo');
  });
});

describe('settings and words', () => {
  it('reads config/site.yaml images:, each missing key from the defaults, never above the 5 MB upload limit', () => {
    expect(prepareSettingsFrom(undefined)).toEqual(DEFAULT_PREPARE_SETTINGS);
    const s = prepareSettingsFrom({ chooseUpToMB: 20, quality: 0.7, photo: { maxEdge: 2000 }, logo: { maxMB: 9 } });
    expect(s.chooseUpToBytes).toBe(20 * 1024 * 1024);
    expect(s.quality).toBe(0.7);
    expect(s.photo).toEqual({ maxEdge: 2000, maxBytes: photo.maxBytes });
    expect(s.logo.maxBytes).toBe(5 * 1024 * 1024);
  });

  it('fills message templates and says limits in MB', () => {
    expect(fillMessage('Preparing {current} of {total}…', { current: 3, total: 12 })).toBe('Preparing 3 of 12…');
    expect(fillMessage('{name} and {unknown}', { name: 'a.jpg' })).toBe('a.jpg and {unknown}');
    expect(limitInWords(40 * 1024 * 1024)).toBe('40 MB');
    expect(limitInWords(1.5 * 1024 * 1024)).toBe('1.5 MB');
  });
});
