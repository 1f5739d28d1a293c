import type { HostKind } from '@/generated/config';

/**
 * The kind of host a page is served on (spec part 2 §2): `forms.` hosts serve only form routes,
 * `embed.` hosts redirect unknown paths to `/`, every other host is the main site.
 *
 * @example hostKind('forms.example.co.uk') // 'forms'
 */
export function hostKind(hostname: string): HostKind {
  const host = hostname.toLowerCase();
  if (host.startsWith('forms.')) return 'forms';
  if (host.startsWith('embed.')) return 'embed';
  return 'main';
}
