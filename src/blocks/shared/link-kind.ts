const EXTERNAL = /^(https?:\/\/|mailto:|tel:)/i;

/** How a config `href` is followed: by the router (`/path`), as a plain link (external, `#anchor`), or not at all. */
export function linkKind(href: string): 'internal' | 'external' | 'anchor' | 'unsafe' {
  // '//host' and '/\host' lead to another site in browsers.
  if (href.startsWith('/') && !/^\/[/\\]/.test(href)) return 'internal';
  if (href.startsWith('#')) return 'anchor';
  if (EXTERNAL.test(href)) return 'external';
  return 'unsafe';
}
