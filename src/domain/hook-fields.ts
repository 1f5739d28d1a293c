/**
 * Turning form data into the flat text fields sent to automation hooks (spec part 2 §5,
 * §7; part 1 §6).
 */

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

function toText(value: unknown): string | undefined {
  switch (typeof value) {
    case 'string':
      return value;
    case 'boolean':
      return value ? 'true' : 'false';
    case 'number':
      return Number.isFinite(value) ? String(value) : undefined;
    case 'bigint':
      return value.toString();
    case 'object':
      if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString();
      return JSON.stringify(value);
    default:
      // functions and symbols cannot be sent
      return undefined;
  }
}

/**
 * The fields of a hook payload as text: empty strings, `null`, `undefined` and empty
 * arrays are left out; booleans become `'true'`/`'false'`; numbers their decimal text;
 * dates ISO text; other objects and arrays JSON text. Files must be uploaded and replaced by
 * their keys before this is called (a `File` would become `{}`).
 *
 * @example
 * toHookFields({ companyName: 'Spark Ltd', phone: '', useStockImages: false, galleryUrls: ['a', 'b'], logo: null })
 * // { companyName: 'Spark Ltd', useStockImages: 'false', galleryUrls: '["a","b"]' }
 */
export function toHookFields(obj: Readonly<Record<string, unknown>>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(obj)) {
    if (isEmpty(value)) continue;
    const text = toText(value);
    if (text !== undefined) fields[key] = text;
  }
  return fields;
}

/**
 * The customer reference used for uploads when the link gave none (spec part 1 §6).
 *
 * @example anonymousReference(1700000000000) // 'anonymous-1700000000000'
 */
export function anonymousReference(now: number = Date.now()): string {
  return `anonymous-${now}`;
}
