import { describe, expect, it } from 'vitest';
import { formatLegalDate } from '@/blocks/legal-sections-block';
import { linkKind } from '@/blocks/shared/app-link';
import { hostKind } from '@/app/host-kind';

describe('formatLegalDate', () => {
  it('writes an ISO date in British English words', () => {
    expect(formatLegalDate('2023-08-15')).toBe('15 August 2023');
    expect(formatLegalDate('2024-01-01')).toBe('1 January 2024');
  });
  it('leaves text that is not a date as it is', () => {
    expect(formatLegalDate('soon')).toBe('soon');
  });
});

describe('linkKind', () => {
  it('routes site paths, keeps anchors and safe external addresses, and refuses the rest', () => {
    expect(linkKind('/pricing')).toBe('internal');
    expect(linkKind('#faq')).toBe('anchor');
    expect(linkKind('https://example.com')).toBe('external');
    expect(linkKind('mailto:a@b.co.uk')).toBe('external');
    expect(linkKind('tel:08001234567')).toBe('external');
    expect(linkKind('javascript:alert(1)')).toBe('unsafe');
    expect(linkKind('//evil.example')).toBe('unsafe');
    expect(linkKind('/\\evil.example')).toBe('unsafe');
  });
});

describe('hostKind', () => {
  it('tells forms., embed. and main hosts apart', () => {
    expect(hostKind('forms.localhost')).toBe('forms');
    expect(hostKind('EMBED.example.co.uk')).toBe('embed');
    expect(hostKind('www.example.co.uk')).toBe('main');
    expect(hostKind('localhost')).toBe('main');
  });
});

describe('theme', () => {
  it('uses the brand colour and the tooltip delays of the spec', async () => {
    const { createAppTheme } = await import('@/app/theme');
    const { site } = await import('@/generated/config');
    const theme = createAppTheme();
    expect(theme.palette.primary.main).toBe(site.brand.themeColour);
    expect(theme.components?.MuiTooltip?.defaultProps).toMatchObject({ enterDelay: 700, leaveDelay: 300 });
  });
});
