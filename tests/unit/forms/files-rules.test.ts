import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@/domain/image-signature';
import {
  acceptedTypes,
  checkChosenImage,
  countChosen,
  DEFAULT_ACCEPT,
  formatFileSize,
  isStoredFileRef,
  keepSelectedAccreditations,
  keptFileName,
  refusedMessage,
  splitByLimit,
  storedFileRefs,
  typesInWords,
  withAccreditationImage,
} from '@/forms/widgets/files/file-rules';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const GIF = new TextEncoder().encode('GIF89a......');
const TEXT = new TextEncoder().encode('hello there!');

const ref = (id: string, name = `${id}.png`) => ({ id, name, type: 'image/png', size: 1000 });

describe('checkChosenImage', () => {
  it('accepts a PNG and a JPEG by their bytes, whatever the declared type', () => {
    expect(checkChosenImage({ name: 'logo.png', type: 'image/png', size: 2048 }, PNG, DEFAULT_ACCEPT)).toEqual({ ok: true, mimeType: 'image/png' });
    expect(checkChosenImage({ name: 'photo', type: 'application/octet-stream', size: 2048 }, JPEG, DEFAULT_ACCEPT)).toEqual({
      ok: true,
      mimeType: 'image/jpeg',
    });
  });

  it('refuses an empty file with the spec message', () => {
    expect(checkChosenImage({ name: 'logo.png', type: 'image/png', size: 0 }, new Uint8Array(), DEFAULT_ACCEPT)).toEqual({
      ok: false,
      reason: 'Invalid file: Empty file',
    });
  });

  it('refuses a file over 5 MB', () => {
    expect(checkChosenImage({ name: 'big.jpg', type: 'image/jpeg', size: MAX_UPLOAD_BYTES + 1 }, JPEG, DEFAULT_ACCEPT)).toEqual({
      ok: false,
      reason: 'big.jpg is larger than 5 MB. Please choose a smaller image.',
    });
    expect(checkChosenImage({ name: 'ok.jpg', type: 'image/jpeg', size: MAX_UPLOAD_BYTES }, JPEG, DEFAULT_ACCEPT).ok).toBe(true);
  });

  it('refuses a text file named .png, in the words of the accepted types', () => {
    expect(checkChosenImage({ name: 'logo.png', type: 'image/png', size: 12 }, TEXT, DEFAULT_ACCEPT)).toEqual({
      ok: false,
      reason: 'logo.png is not a PNG or JPG image.',
    });
  });

  it('refuses a real image of a type this picker does not take', () => {
    expect(checkChosenImage({ name: 'anim.gif', type: 'image/gif', size: 500 }, GIF, DEFAULT_ACCEPT)).toEqual({
      ok: false,
      reason: 'anim.gif is not a PNG or JPG image.',
    });
    expect(checkChosenImage({ name: 'anim.gif', type: 'image/gif', size: 500 }, GIF, ['image/png', 'image/gif'])).toEqual({
      ok: true,
      mimeType: 'image/gif',
    });
  });
});

describe('accepted types', () => {
  it('reads a list or an accept string, defaulting to PNG and JPG', () => {
    expect(acceptedTypes(undefined)).toEqual(['image/png', 'image/jpeg']);
    expect(acceptedTypes('image/png, IMAGE/WEBP')).toEqual(['image/png', 'image/webp']);
    expect(acceptedTypes(['image/gif', 3])).toEqual(['image/gif']);
    expect(acceptedTypes('')).toEqual(['image/png', 'image/jpeg']);
  });

  it('names them in words', () => {
    expect(typesInWords(['image/png', 'image/jpeg'])).toBe('PNG or JPG');
    expect(typesInWords(['image/png', 'image/jpeg', 'image/webp'])).toBe('PNG, JPG or WebP');
    expect(typesInWords(['image/png'])).toBe('PNG');
  });
});

describe('words for sizes, counts and refusals', () => {
  it('formats sizes', () => {
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(900)).toBe('900 bytes');
    expect(formatFileSize(14_600)).toBe('14 KB');
    expect(formatFileSize(1_572_864)).toBe('1.5 MB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatFileSize(12 * 1024 * 1024)).toBe('12 MB');
  });

  it('counts chosen photos', () => {
    expect(countChosen(2, '{count} image', '{count} images')).toBe('2 images');
  });

  it('joins the reasons of refused files', () => {
    expect(
      refusedMessage([
        { name: 'a.txt', reason: 'a.txt is not a PNG or JPG image.' },
        { name: 'b.png', reason: 'Invalid file: Empty file' },
      ]),
    ).toBe('a.txt is not a PNG or JPG image. Invalid file: Empty file');
  });

  it('names the file of a reason that does not, when asked to', () => {
    const refused = [
      { name: 'a.txt', reason: 'a.txt is not a PNG or JPG image.' },
      { name: 'b.png', reason: 'Invalid file: Empty file' },
      { name: '', reason: 'You can choose up to 30 photos. c.jpg was not added.' },
    ];
    expect(refusedMessage(refused, true)).toBe(
      'a.txt is not a PNG or JPG image. b.png: Invalid file: Empty file You can choose up to 30 photos. c.jpg was not added.',
    );
  });

  it('shortens a long file name and keeps its extension', () => {
    const long = `${'a'.repeat(300)}.jpeg`;
    expect(keptFileName(long)).toHaveLength(255);
    expect(keptFileName(long).endsWith('.jpeg')).toBe(true);
    expect(keptFileName('  logo.png ')).toBe('logo.png');
    expect(keptFileName('  ')).toBe('image');
  });
});

describe('splitByLimit', () => {
  it('keeps what fits and names the rest', () => {
    const files = [{ name: 'a.jpg' }, { name: 'b.jpg' }, { name: 'c.jpg' }];
    expect(splitByLimit(28, files, 30)).toEqual({
      fit: files.slice(0, 2),
      overMessage: 'You can choose up to 30 photos. c.jpg was not added.',
    });
    expect(splitByLimit(30, files, 30).overMessage).toBe('You can choose up to 30 photos. a.jpg, b.jpg, c.jpg were not added.');
    expect(splitByLimit(0, files, 30)).toEqual({ fit: files, overMessage: undefined });
  });
});

describe('values', () => {
  it('recognises stored file references', () => {
    expect(isStoredFileRef(ref('a'))).toBe(true);
    expect(isStoredFileRef({ id: 'a', name: 'a.png' })).toBe(false);
    expect(isStoredFileRef(null)).toBe(false);
    expect(storedFileRefs([ref('a'), 'x', { id: 1 }, ref('b')])).toEqual([ref('a'), ref('b')]);
    expect(storedFileRefs(undefined)).toEqual([]);
  });

  it('keeps certificate images of selected accreditations only, in selection order', () => {
    const value = [
      { name: 'NICEIC', file: ref('n') },
      { name: 'Gas Safe', file: ref('g') },
      { name: 'TrustMark', file: ref('t') },
      { name: 'broken' },
    ];
    const { kept, dropped } = keepSelectedAccreditations(value, ['TrustMark', 'NICEIC', 'Part P']);
    expect(kept.map((e) => e.name)).toEqual(['TrustMark', 'NICEIC']);
    expect(dropped.map((e) => e.file.id)).toEqual(['g']);
    expect(keepSelectedAccreditations(value, undefined).kept).toEqual([]);
  });

  it('sets, replaces and removes the image of one accreditation', () => {
    const selected = ['NICEIC', 'TrustMark'];
    const one = withAccreditationImage(undefined, selected, 'TrustMark', ref('t'));
    expect(one).toEqual([{ name: 'TrustMark', file: ref('t') }]);
    const two = withAccreditationImage(one, selected, 'NICEIC', ref('n'));
    expect(two.map((e) => e.name)).toEqual(['NICEIC', 'TrustMark']);
    const replaced = withAccreditationImage(two, selected, 'NICEIC', ref('n2'));
    expect(replaced).toEqual([
      { name: 'NICEIC', file: ref('n2') },
      { name: 'TrustMark', file: ref('t') },
    ]);
    expect(withAccreditationImage(replaced, selected, 'TrustMark', undefined)).toEqual([{ name: 'NICEIC', file: ref('n2') }]);
    expect(withAccreditationImage([], selected, 'Not selected', ref('x'))).toEqual([]);
  });
});
