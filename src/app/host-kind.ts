import { site, type HostKind } from '@/generated/config';

/**
 * The kind of host a page is served on (spec part 2 §2): hosts starting with `hosts.formsPrefix` of
 * config/site.yaml (`forms.`) serve only form routes, those starting with `hosts.embedPrefix` (`embed.`)
 * redirect unknown paths to `/`, every other host is the main site. The intake server reads the same two
 * prefixes from the same file (src/server/routes/static-site.ts), so browser and server always agree.
 *
 * @example hostKind('forms.example.co.uk') // 'forms'
 */
export function hostKind(hostname: string, prefixes = { forms: site.hosts.formsPrefix, embed: site.hosts.embedPrefix }): HostKind {
  const host = hostname.toLowerCase();
  if (host.startsWith(prefixes.forms.toLowerCase())) return 'forms';
  if (host.startsWith(prefixes.embed.toLowerCase())) return 'embed';
  return 'main';
}
