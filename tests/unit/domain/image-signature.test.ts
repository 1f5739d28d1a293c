import { describe, expect, it } from 'vitest';
import { ACCEPTED_IMAGE_TYPES, checkImageFile, MAX_UPLOAD_BYTES, namedReason, sniffImageType } from '@/domain/image-signature';
import { site } from '@/generated/config';

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (s: string) => new TextEncoder().encode(s);

const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1);
const GIF89 = ascii('GIF89a\x01\x00\x01\x00\x00\x00');
const GIF87 = ascii('GIF87a\x01\x00\x01\x00\x00\x00');
const WEBP = new Uint8Array([...ascii('RIFF'), 0x24, 0, 0, 0, ...ascii('WEBP')]);
const HTML = ascii('<!doctype html><script>alert(1)</script>');

/** The check with the customer's words of site.yaml `words.files`. */
const check = (file: Parameters<typeof checkImageFile>[0], bytes?: Uint8Array) => checkImageFile(file, bytes, site.words.files);

describe('sniffImageType', () => {
  it('recognises PNG, JPEG, GIF and WebP signatures', () => {
    expect(sniffImageType(PNG)).toBe('image/png');
    expect(sniffImageType(JPEG)).toBe('image/jpeg');
    expect(sniffImageType(GIF89)).toBe('image/gif');
    expect(sniffImageType(GIF87)).toBe('image/gif');
    expect(sniffImageType(WEBP)).toBe('image/webp');
  });

  it('returns null for other content', () => {
    expect(sniffImageType(HTML)).toBeNull();
    expect(sniffImageType(ascii('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(new Uint8Array([...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WAVE')]))).toBeNull();
    expect(sniffImageType(ascii('%PDF-1.7'))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });

  it('returns null for a truncated signature', () => {
    expect(sniffImageType(PNG.slice(0, 7))).toBeNull();
    expect(sniffImageType(WEBP.slice(0, 11))).toBeNull();
  });
});

describe('checkImageFile', () => {
  it('accepts a PNG, JPG, GIF or WebP image within the limit', () => {
    expect(check({ name: 'logo.png', type: 'image/png', size: 2048 })).toEqual({ ok: true, mimeType: 'image/png' });
    expect(check({ name: 'van.JPG', type: '', size: 10 })).toEqual({ ok: true, mimeType: 'image/jpeg' });
    expect(check({ name: 'a.gif', type: 'image/gif', size: 10 }, GIF89)).toEqual({ ok: true, mimeType: 'image/gif' });
    expect(check({ name: 'a.webp', type: 'image/webp', size: 10 }, WEBP)).toEqual({ ok: true, mimeType: 'image/webp' });
  });

  it('accepts exactly 5 MB and refuses one byte more', () => {
    expect(check({ name: 'big.png', type: 'image/png', size: MAX_UPLOAD_BYTES }).ok).toBe(true);
    expect(check({ name: 'big.png', type: 'image/png', size: MAX_UPLOAD_BYTES + 1 })).toEqual({
      ok: false,
      reason: 'big.png is larger than 5 MB. Please choose a smaller image.',
    });
  });

  it('refuses an empty or missing file with the spec messages', () => {
    expect(check({ name: 'empty.png', type: 'image/png', size: 0 })).toEqual({ ok: false, reason: 'Invalid file: Empty file' });
    expect(check({ name: 'x.png', type: 'image/png', size: 10 }, new Uint8Array())).toEqual({
      ok: false,
      reason: 'Invalid file: Empty file',
    });
    expect(check(null)).toEqual({ ok: false, reason: 'Invalid file: File is null or undefined' });
  });

  it('refuses an HTML file named .png once its bytes are known', () => {
    expect(check({ name: 'evil.png', type: 'image/png', size: HTML.length }, HTML)).toEqual({
      ok: false,
      reason: 'evil.png is not a PNG, JPG, GIF or WebP image.',
    });
  });

  it('refuses SVG even though it is an image, because it can carry script', () => {
    expect(check({ name: 'logo.svg', type: 'image/svg+xml', size: 900 })).toEqual({
      ok: false,
      reason: 'logo.svg is not a PNG, JPG, GIF or WebP image.',
    });
    expect(ACCEPTED_IMAGE_TYPES).not.toContain('image/svg+xml');
  });

  it('refuses other declared types and unknown files', () => {
    expect(check({ name: 'cv.pdf', type: 'application/pdf', size: 10 }).ok).toBe(false);
    expect(check({ name: 'photo.heic', type: 'image/heic', size: 10 }).ok).toBe(false);
    expect(check({ name: 'data', type: 'application/octet-stream', size: 10 }).ok).toBe(false);
  });

  it('lets the bytes decide when they are given', () => {
    expect(check({ name: 'upload', type: 'application/octet-stream', size: 12 }, JPEG)).toEqual({
      ok: true,
      mimeType: 'image/jpeg',
    });
    expect(check({ name: 'photo.jpg', type: 'image/jpeg', size: 12 }, PNG)).toEqual({ ok: true, mimeType: 'image/png' });
  });

  it('names the file generically when it has no name', () => {
    expect(check({ name: '', type: 'text/plain', size: 3 })).toEqual({
      ok: false,
      reason: 'The file is not a PNG, JPG, GIF or WebP image.',
    });
  });
});

describe('namedReason', () => {
  it('names the file of a reason that does not, and leaves one that does (or a file without a name) as it is', () => {
    expect(namedReason('empty.png', site.words.files.empty)).toBe('empty.png: Invalid file: Empty file');
    expect(namedReason('a.txt', 'a.txt is not a PNG or JPG image.')).toBe('a.txt is not a PNG or JPG image.');
    expect(namedReason('', 'You can choose up to 30 photos. c.jpg was not added.')).toBe('You can choose up to 30 photos. c.jpg was not added.');
  });
});
