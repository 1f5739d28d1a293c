import { describe, expect, it } from 'vitest';
import { cleanPartnerDomain, cleanRequestDomain, isDomainName } from '@/domain/domain-name';

describe('cleanRequestDomain (main request form)', () => {
  it.each([
    ['https://www.example.co.uk/', 'www.example.co.uk'],
    ['http://example.com', 'www.example.com'],
    ['  example.com  ', 'www.example.com'],
    ['HTTPS://Example.COM', 'www.example.com'],
    ['www.example.com', 'www.example.com'],
    ['WWW.Example.com', 'www.example.com'],
    ['https://example.com/contact?x=1#top', 'www.example.com'],
  ])('%j becomes %j', (input, expected) => {
    expect(cleanRequestDomain(input)).toBe(expected);
  });

  it('keeps an empty value empty', () => {
    expect(cleanRequestDomain('')).toBe('');
    expect(cleanRequestDomain('   ')).toBe('');
    expect(cleanRequestDomain('https://')).toBe('');
    expect(cleanRequestDomain(undefined)).toBe('');
  });
});

describe('cleanPartnerDomain (partner and home forms)', () => {
  it.each([
    ['https://www.example.co.uk/', 'example.co.uk'],
    [' http://WWW.Example.com ', 'example.com'],
    ['example.com', 'example.com'],
    ['www.example.com', 'example.com'],
    ['shop.example.com', 'shop.example.com'],
  ])('%j becomes %j', (input, expected) => {
    expect(cleanPartnerDomain(input)).toBe(expected);
  });

  it('keeps an empty value empty', () => {
    expect(cleanPartnerDomain('')).toBe('');
    expect(cleanPartnerDomain(null)).toBe('');
  });
});

describe('isDomainName', () => {
  it.each(['example.com', 'smith-electrical.co.uk', 'www.example.co.uk', 'xn--bcher-kva.example', 'a1.io', 'EXAMPLE.COM'])(
    'accepts %j',
    (value) => {
      expect(isDomainName(value)).toBe(true);
    },
  );

  it.each([
    ['no dot', 'localhost'],
    ['scheme', 'https://example.com'],
    ['path', 'example.com/about'],
    ['port', 'example.com:8080'],
    ['space', 'my site.com'],
    ['markup', '<script>.com'],
    ['leading hyphen in a label', '-example.com'],
    ['trailing hyphen in a label', 'example-.com'],
    ['empty label', 'example..com'],
    ['trailing dot', 'example.com.'],
    ['underscore', 'my_site.com'],
    ['IP address', '192.168.0.1'],
    ['label over 63 characters', `${'a'.repeat(64)}.com`],
    ['over 253 characters', `${'a'.repeat(60)}.`.repeat(5) + 'com'],
    ['empty', ''],
  ])('refuses %s', (_, value) => {
    expect(isDomainName(value)).toBe(false);
  });

  it('accepts a name of exactly 253 characters', () => {
    const name = `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(61)}`;
    expect(name).toHaveLength(253);
    expect(isDomainName(name)).toBe(true);
  });
});
