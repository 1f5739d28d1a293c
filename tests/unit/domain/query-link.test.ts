import { describe, expect, it } from 'vitest';
import { hostAllowedBy, queryLinkView, resolveHostList } from '@/domain/query-link';

const preview = { allowedHosts: ['.tradesites.co.uk'] };

describe('queryLinkView: one rule for links built from query parameters', () => {
  it('links an http(s) address only on an allowed host', () => {
    expect(queryLinkView('https://jo.preview.tradesites.co.uk/site/42', preview)).toEqual({ kind: 'link', href: 'https://jo.preview.tradesites.co.uk/site/42' });
    expect(queryLinkView(' https://tradesites.co.uk/ ', preview)).toEqual({ kind: 'link', href: 'https://tradesites.co.uk/' });
  });

  it('shows any other value as plain text: look-alike hosts, other schemes, credentials', () => {
    for (const value of [
      'https://tradesites.co.uk.evil.example/login',
      'https://evil-tradesites.co.uk/',
      'https://preview.example.co.uk/site/42',
      'https://user:pass@preview.tradesites.co.uk/',
      'javascript:alert(1)',
      '//preview.tradesites.co.uk/x',
      'preview.tradesites.co.uk',
    ]) {
      expect(queryLinkView(value, preview), value).toEqual({ kind: 'text', text: value });
    }
  });

  it('allows nothing when the list is empty, cuts long text and shows nothing for no value', () => {
    expect(queryLinkView('https://sso.godaddy.com/', { allowedHosts: [] }).kind).toBe('text');
    const long = queryLinkView(`https://evil.example/${'a'.repeat(5000)}`, preview);
    expect(long.kind === 'text' && long.text.length).toBe(201);
    expect(queryLinkView('   ', preview)).toEqual({ kind: 'none' });
    expect(queryLinkView(null, preview)).toEqual({ kind: 'none' });
    expect(queryLinkView('http://preview.tradesites.co.uk/', { ...preview, httpsOnly: true }).kind).toBe('text');
  });
});

describe('resolveHostList', () => {
  it('reads a list or a site.yaml list, and allows nothing for a missing one', () => {
    expect(resolveHostList(['a.example'], {})).toEqual(['a.example']);
    expect(resolveHostList('site:previewHosts', { previewHosts: ['.tradesites.co.uk'] })).toEqual(['.tradesites.co.uk']);
    expect(resolveHostList('site:links.hosts', { links: { hosts: ['x.example', 3] } })).toEqual(['x.example']);
    expect(resolveHostList('site:missing', {})).toEqual([]);
    expect(resolveHostList(undefined, {})).toEqual([]);
  });

  it('checks the config’s own addresses against a list', () => {
    expect(hostAllowedBy('https://dcc.godaddy.com/manage/x/dns', ['.godaddy.com'])).toBe(true);
    expect(hostAllowedBy('https://sso.godaddy.co.uk/', ['.godaddy.com'])).toBe(false);
  });
});
