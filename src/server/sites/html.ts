/**
 * Escaping for the generated pages: every answer a customer typed goes through one of these before it reaches
 * markup, so a business called `<img src=x onerror=alert(1)>` shows as those characters.
 */

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text or attribute value as HTML. */
export function esc(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

/**
 * JSON for a `<script type="application/ld+json">` block: `<`, `>` and `&` are written as Unicode escapes,
 * so no answer can close the script element.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Attributes from a map, leaving out undefined and false ones. */
export function attrs(map: Record<string, string | number | boolean | undefined>): string {
  return Object.entries(map)
    .filter(([, v]) => v !== undefined && v !== false)
    .map(([k, v]) => (v === true ? ` ${k}` : ` ${k}="${esc(v)}"`))
    .join('');
}
