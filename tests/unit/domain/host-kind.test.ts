import { describe, expect, it } from 'vitest';
import { site } from '@/generated/config';
import { hostKindOf } from '@/domain/host-kind';

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
  /** Runs `fn` with other prefixes in the site's config, as an operator may choose, then puts them back. */
  async function withPrefixes(formsPrefix: string, embedPrefix: string, fn: () => Promise<void>) {
    const before = { ...site.hosts };
    Object.assign(site.hosts, { formsPrefix, embedPrefix });
    try {
      await fn();
    } finally {
      Object.assign(site.hosts, before);
    }
  }

  it('reads the prefixes of config/site.yaml, as the server does', async () => {
    const { hostKind } = await import('@/app/host-kind');
    await withPrefixes('apply.', 'Widget.', async () => {
      expect(hostKind('apply.example.co.uk')).toBe('forms');
      expect(hostKind('widget.example.co.uk')).toBe('embed');
      expect(hostKind('forms.example.co.uk')).toBe('main');
    });
    expect(hostKind('forms.example.co.uk')).toBe('forms');
  });

  it('and the server decides the same for the same prefixes', async () => {
    const { hostKind: server } = await import('@/server/routes/static-site');
    const { hostKind: browser } = await import('@/app/host-kind');
    await withPrefixes('apply.', 'Widget.', async () => {
      for (const host of ['apply.example.co.uk', 'WIDGET.example.co.uk', 'forms.example.co.uk', 'example.co.uk']) {
        expect(server(host, { forms: 'apply.', embed: 'Widget.' })).toBe(browser(host));
      }
    });
  });
});
