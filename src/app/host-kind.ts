import { site, type HostKind } from '@/generated/config';
import { hostKindOf } from '@/domain/host-kind';

/**
 * The kind of host this page is served on (spec part 2 §2), with the `forms.` and `embed.` prefixes of
 * `config/site.yaml`, as the server decides it: `forms` hosts serve only form routes, `embed` hosts redirect
 * unknown paths to `/`, every other host is the main site.
 *
 * @example hostKind('forms.example.co.uk') // 'forms' with the default prefixes
 */
export function hostKind(hostname: string): HostKind {
  return hostKindOf(hostname, { forms: site.hosts.formsPrefix, embed: site.hosts.embedPrefix });
}
