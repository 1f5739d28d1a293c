import { describe, expect, it } from 'vitest';
import { interpolate } from '@/domain/text-template';

describe('interpolate', () => {
  it('replaces placeholders with their values', () => {
    expect(interpolate('Your reference number: {customerNumber}', { customerNumber: 'C-1042' })).toBe(
      'Your reference number: C-1042',
    );
    expect(interpolate('{a} and {a}, {b}', { a: 1, b: true })).toBe('1 and 1, true');
  });

  it('leaves unknown, null and undefined placeholders empty', () => {
    expect(interpolate('Hello {name}!', {})).toBe('Hello !');
    expect(interpolate('[{x}][{y}]', { x: null, y: undefined })).toBe('[][]');
  });

  it('does not read inherited properties', () => {
    expect(interpolate('{constructor}{toString}', {})).toBe('');
  });

  it('leaves braces that are not placeholders alone', () => {
    expect(interpolate('{ not one } {1abc} {}', { '1abc': 'x' })).toBe('{ not one } {1abc} {}');
  });

  it('inserts values literally, without treating $ patterns specially', () => {
    expect(interpolate('Price: {p}', { p: '$& $1' })).toBe('Price: $& $1');
  });
});
