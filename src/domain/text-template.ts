/**
 * Filling `{name}` placeholders in page copy from config, e.g.
 * "Your reference number: {customerNumber}".
 */

const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** Values a placeholder may take; `null` and `undefined` give ''. */
export type TemplateValues = Readonly<Record<string, string | number | boolean | null | undefined>>;

/**
 * Replaces every `{name}` (a letter or underscore, then letters, digits or underscores)
 * with its value as text. Unknown placeholders become ''. Other braces, such as `{ a b }`,
 * are left alone. Values are inserted as plain text; escaping is the renderer's job.
 *
 * @example interpolate('Reference: {customerNumber}', { customerNumber: 'C123' }) // 'Reference: C123'
 * @example interpolate('Hello {name}!', {}) // 'Hello !'
 */
export function interpolate(template: string, values: TemplateValues): string {
  return fill(template, values, () => '');
}

/** Replaces each `{name}` with its value as text, or with `unknown(whole)` when `values` lacks it. */
function fill(template: string, values: TemplateValues, unknown: (whole: string) => string): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    if (!Object.hasOwn(values, name)) return unknown(whole);
    const value = values[name];
    return value === null || value === undefined ? '' : String(value);
  });
}

/**
 * Replaces only the placeholders `values` has, leaving every other `{name}` as it is (for filling in two stages).
 *
 * @example fillKnown('Mail {email} about {customerNumber}', { email: 'a@b.co.uk' }) // 'Mail a@b.co.uk about {customerNumber}'
 */
export function fillKnown(template: string, values: TemplateValues): string {
  return fill(template, values, (whole) => whole);
}

/** The names of the placeholders in a text, in order, once each. */
export function placeholdersOf(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((m) => m[1]))];
}
