import { describe, expect, it } from 'vitest';
import { hostKind } from '@/app/host-kind';
import { hostKind as serverHostKind } from '../../../src/server/routes/static-site';
import { hostKindOf } from '@/domain/host-kind';
import { site } from '@/generated/config';

describe('host rule', () => {
  it('reads the forms. and embed. prefixes of config/site.yaml, as the server does', () => {
    const prefixes = { forms: site.hosts.formsPrefix, embed: site.hosts.embedPrefix };
    for (const host of ['forms.example.co.uk', 'FORMS.localhost', 'embed.example.co.uk', 'example.co.uk', 'www.forms-site.co.uk']) {
      expect(hostKind(host), host).toBe(serverHostKind(host, prefixes));
    }
    expect(hostKindOf('apply.example.co.uk', { forms: 'apply.', embed: 'frame.' })).toBe('forms');
    expect(hostKindOf('forms.example.co.uk', { forms: 'apply.', embed: 'frame.' })).toBe('main');
  });
});
