/** Which kind of host a page is served on (spec part 2 §2). */
export type HostKind = 'main' | 'forms' | 'embed';

/** The host name prefixes of `config/site.yaml` `hosts` (`formsPrefix`, `embedPrefix`). */
export interface HostPrefixes {
  forms: string;
  embed: string;
}

/**
 * The kind of host a hostname is: one starting with the forms prefix serves only the form routes, one starting
 * with the embed prefix redirects unknown paths to `/`, every other host is the main site. The server (from the
 * build's route manifest) and the browser (from the generated config) both read the prefixes of
 * `config/site.yaml`, so they always agree. Letters are compared without regard to case; an empty prefix
 * matches nothing.
 *
 * @example hostKindOf('forms.example.co.uk', { forms: 'forms.', embed: 'embed.' }) // 'forms'
 */
export function hostKindOf(hostname: string, prefixes: HostPrefixes): HostKind {
  const host = hostname.toLowerCase();
  const starts = (prefix: string) => prefix !== '' && host.startsWith(prefix.toLowerCase());
  if (starts(prefixes.forms)) return 'forms';
  if (starts(prefixes.embed)) return 'embed';
  return 'main';
}
