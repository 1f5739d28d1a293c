/**
 * How the named steps of a form's YAML (its actions and its send plan's transforms) declare their options: a JSON
 * Schema per step, where an option naming an answer is marked `x-field`, so `npm run check` checks it against the
 * form's data schema. The steps read and write only the answers their options name.
 */

/** An option naming a field of the form's data (checked against the form's schema by `npm run check`). */
export const FIELD_OPTION = { type: 'string', pattern: '^[a-zA-Z][a-zA-Z0-9]*(\\.[a-zA-Z][a-zA-Z0-9]*)*$', 'x-field': true } as const;

/** An option naming a list of fields. */
export const FIELDS_OPTION = { type: 'array', minItems: 1, items: FIELD_OPTION } as const;

/** The options a named step takes: the YAML keys beside its name. */
export interface OptionsDeclaration {
  type: 'object';
  required?: readonly string[];
  properties: Record<string, Record<string, unknown>>;
}

/**
 * The options of one entry that name fields (`x-field`, or a list of them), by its declaration, for the check.
 * @example fieldOptions({ properties: { target: FIELD_OPTION } }, { target: 'email' }) // [['target', 'email']]
 */
export function fieldOptions(declared: OptionsDeclaration | undefined, entry: Record<string, unknown>): Array<[string, string | string[]]> {
  const out: Array<[string, string | string[]]> = [];
  for (const [name, spec] of Object.entries(declared?.properties ?? {})) {
    const value = entry[name];
    const items = spec.items as Record<string, unknown> | undefined;
    if (spec['x-field'] && typeof value === 'string') out.push([name, value]);
    else if (items?.['x-field'] && Array.isArray(value)) out.push([name, value.filter((v): v is string => typeof v === 'string')]);
  }
  return out;
}
