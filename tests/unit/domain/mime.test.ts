import { describe, expect, it } from 'vitest';
import { fileExtension, inferMimeType } from '@/domain/mime';

describe('inferMimeType', () => {
  it.each(['jpg', 'jpeg', 'jpe', 'jif', 'jfif', 'JPG', 'JFIF'])('infers image/jpeg from .%s when the type is missing', (ext) => {
    expect(inferMimeType(`photo.${ext}`, '')).toBe('image/jpeg');
    expect(inferMimeType(`photo.${ext}`, undefined)).toBe('image/jpeg');
  });

  it.each([
    ['logo.png', 'image/png'],
    ['anim.gif', 'image/gif'],
    ['pic.webp', 'image/webp'],
    ['old.bmp', 'image/bmp'],
    ['scan.tiff', 'image/tiff'],
    ['scan.tif', 'image/tiff'],
    ['icon.svg', 'image/svg+xml'],
  ])('infers the type of %s from a generic binary type', (name, expected) => {
    expect(inferMimeType(name, 'application/octet-stream')).toBe(expected);
    expect(inferMimeType(name, null)).toBe(expected);
  });

  it('turns any type containing jpeg or jpg into image/jpeg', () => {
    expect(inferMimeType('a.png', 'image/jpg')).toBe('image/jpeg');
    expect(inferMimeType('a', 'image/pjpeg')).toBe('image/jpeg');
    expect(inferMimeType('a', 'IMAGE/JPEG')).toBe('image/jpeg');
  });

  it('keeps a specific declared type', () => {
    expect(inferMimeType('a.jpg', 'image/png')).toBe('image/png');
    expect(inferMimeType('a.heic', 'image/heic')).toBe('image/heic');
  });

  it('gives application/octet-stream when nothing is known', () => {
    expect(inferMimeType('notes', '')).toBe('application/octet-stream');
    expect(inferMimeType('archive.zip', 'application/octet-stream')).toBe('application/octet-stream');
    expect(inferMimeType(undefined, undefined)).toBe('application/octet-stream');
  });

  it('does not treat inherited object keys as extensions', () => {
    expect(inferMimeType('weird.constructor', '')).toBe('application/octet-stream');
  });
});

describe('fileExtension', () => {
  it('reads the lowercase extension of the last path segment', () => {
    expect(fileExtension('Photo.JPEG')).toBe('jpeg');
    expect(fileExtension('C:\\Users\\me\\logo.final.png')).toBe('png');
    expect(fileExtension('dir.v2/README')).toBe('');
    expect(fileExtension('.hidden')).toBe('');
    expect(fileExtension('')).toBe('');
  });
});
