import { describe, expect, it } from 'vitest';
import { decodeParam, safeHttpUrl } from '@/domain/safe-url';

describe('safeHttpUrl', () => {
  it('accepts http and https URLs and returns them normalised', () => {
    expect(safeHttpUrl('https://buy.stripe.com/abc?x=1')).toBe('https://buy.stripe.com/abc?x=1');
    expect(safeHttpUrl(' http://Example.com ')).toBe('http://example.com/');
  });

  it.each([
    ['javascript', 'javascript:alert(1)'],
    ['javascript with whitespace tricks', ' java\nscript:alert(1)'],
    ['data', 'data:text/html,<script>alert(1)</script>'],
    ['ftp', 'ftp://example.com/file'],
    ['relative path', '/payment'],
    ['protocol-relative', '//evil.example/'],
    ['credentials', 'https://user:pass@example.com/'],
    ['user name only', 'https://user@example.com/'],
    ['empty', ''],
    ['not a URL', 'not a url'],
  ])('refuses %s', (_, raw) => {
    expect(safeHttpUrl(raw)).toBeNull();
  });

  it('refuses http when httpsOnly is set', () => {
    expect(safeHttpUrl('http://example.com/', { httpsOnly: true })).toBeNull();
    expect(safeHttpUrl('https://example.com/', { httpsOnly: true })).toBe('https://example.com/');
  });

  it('checks allowed hosts exactly, or with subdomains for a leading-dot entry', () => {
    const allowedHosts = ['checkout.example.com', '.stripe.com'];
    expect(safeHttpUrl('https://checkout.example.com/pay', { allowedHosts })).toBe('https://checkout.example.com/pay');
    expect(safeHttpUrl('https://www.example.com/pay', { allowedHosts })).toBeNull();
    expect(safeHttpUrl('https://buy.stripe.com/x', { allowedHosts })).toBe('https://buy.stripe.com/x');
    expect(safeHttpUrl('https://stripe.com/x', { allowedHosts })).toBe('https://stripe.com/x');
    expect(safeHttpUrl('https://evilstripe.com/x', { allowedHosts })).toBeNull();
    expect(safeHttpUrl('https://stripe.com.evil.example/x', { allowedHosts })).toBeNull();
    expect(safeHttpUrl('https://BUY.STRIPE.COM/x', { allowedHosts })).toBe('https://buy.stripe.com/x');
    expect(safeHttpUrl('https://example.com/', { allowedHosts: [] })).toBeNull();
  });

  it('refuses URLs over 2048 characters', () => {
    const base = 'https://example.com/';
    expect(safeHttpUrl(base + 'a'.repeat(2048 - base.length))).not.toBeNull();
    expect(safeHttpUrl(base + 'a'.repeat(2049 - base.length))).toBeNull();
  });

  it('refuses non-strings', () => {
    expect(safeHttpUrl(undefined)).toBeNull();
    expect(safeHttpUrl(null)).toBeNull();
  });
});

describe('decodeParam', () => {
  it('decodes percent-encoding', () => {
    expect(decodeParam('https%3A%2F%2Fwww.ionos.co.uk%2Flogin')).toBe('https://www.ionos.co.uk/login');
    expect(decodeParam('plain')).toBe('plain');
  });

  it('returns the raw value when decoding fails', () => {
    expect(decodeParam('100%')).toBe('100%');
    expect(decodeParam('%E0%A4%A')).toBe('%E0%A4%A');
  });

  it('gives an empty string for missing values', () => {
    expect(decodeParam(null)).toBe('');
    expect(decodeParam(undefined)).toBe('');
  });
});
