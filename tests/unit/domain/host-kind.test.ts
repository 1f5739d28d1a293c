import { describe, expect, it, vi } from 'vitest';
import { hostKindOf } from '@/domain/host-kind';

// The site's config with other prefixes than the usual forms. and embed., as an operator may choose.
vi.mock('@/generated/config', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/generated/config')>();
  return { ...actual, site: { ...actual.site, hosts: { ...actual.site.hosts, formsPrefix: 'apply.', embedPrefix: 'Widget.' } } };
});

describe('hostKindOf', () => {
  const usual = { forms: 'forms.', embed: 'embed.' };
  it('tells forms, embed and main hosts apart by their prefix, in any case', () => {
    expect(hostKindOf('forms.example.co.uk', usual)).toBe('forms');
    expect(hostKindOf('EMBED.localhost', usual)).toBe('embed');
    expect(hostKindOf('www.example.co.uk', usual)).toBe('main');
    expect(hostKindOf('formsx.example.co.uk', usual)).toBe('main');
    expect(hostKindOf('example.forms.co.uk', usual)).toBe('main');
  });

  it('an empty prefix matches no host', () => {
    expect(hostKindOf('example.co.uk', { forms: '', embed: '' })).toBe('main');
  });
});

describe("the browser's host rule", () => {
  it('reads the prefixes of config/site.yaml, as the server does', async () => {
    const { hostKind } = await import('@/app/host-kind');
    expect(hostKind('apply.example.co.uk')).toBe('forms');
    expect(hostKind('widget.example.co.uk')).toBe('embed');
    expect(hostKind('forms.example.co.uk')).toBe('main');
  });

  it('and the server decides the same for the same prefixes', async () => {
    const { hostKind } = await import('@/server/routes/static-site');
    const prefixes = { forms: 'apply.', embed: 'Widget.' };
    for (const host of ['apply.example.co.uk', 'WIDGET.example.co.uk', 'forms.example.co.uk']) {
      const { hostKind: browser } = await import('@/app/host-kind');
      expect(hostKind(host, prefixes)).toBe(browser(host));
    }
  });
});
