/**
 * The named changes a send plan may make to the answers before anything is sent (`submit.transforms`). Each
 * wraps a pure rule of src/domain and is declared once with its options (the answers it reads and writes, named in
 * the form's YAML and checked by `npm run check` against the form's data schema); the plan schema's list of names
 * is checked against this table. The intake server runs them when it expands a plan.
 */
import { processColours, type ColourFieldNames, type ColourScheme } from './colours';
import { businessEmailPrefix, type EmailPrefixKind } from './email-prefix';
import { FIELD_OPTION as field, type OptionsDeclaration } from './plan-options';
import { getPath, setPath, withoutPaths, type Answers } from './send-plan';

/** The config the transforms read: the colour schemes and each trade's default scheme. */
export interface TransformConfig {
  schemes: readonly ColourScheme[];
  trades: Record<string, { id: string; defaultScheme: string }>;
}

/** One entry of `submit.transforms`: the transform's name and its options. */
export type TransformEntry = { readonly name: string };

/** A transform: its options and what it does with them. */
interface TransformDeclaration {
  options: OptionsDeclaration;
  run(data: Answers, options: Record<string, unknown>, config: TransformConfig): Answers;
}

const text = (options: Record<string, unknown>, name: string): string => String(options[name] ?? '');

/** Every transform a plan may name, by name, with the options its YAML entry gives. */
export const SEND_TRANSFORMS = {
  /**
   * The effective colours (custom, chosen scheme or the trade's default) written into the two custom colour
   * answers, and the keys of `remove` taken out (spec part 1 §4).
   */
  colours: {
    options: {
      type: 'object',
      required: ['trade', 'custom', 'primary', 'secondary', 'scheme'],
      properties: { trade: field, custom: field, primary: field, secondary: field, scheme: field, remove: { type: 'array', items: { type: 'string' } } },
    },
    run: (data, options, config) =>
      processColours(data, config.schemes, Object.fromEntries(Object.values(config.trades).map((t) => [t.id, t.defaultScheme])), options as unknown as ColourFieldNames),
  },
  /**
   * The e-mail prefix (`target`) as the chosen option (`kind`) gives it (spec part 1 §4): the ready-made one
   * picked, the first name (`firstName`) or the custom text, lowercased. Without a chosen option (no business
   * e-mail wanted) there is none.
   */
  'email-prefix': {
    options: { type: 'object', required: ['kind', 'firstName', 'target'], properties: { kind: field, firstName: field, target: field } },
    run: (data, options) => {
      const target = text(options, 'target');
      const kind = getPath(data, text(options, 'kind')) as EmailPrefixKind | undefined;
      const rest = withoutPaths(data, [target]);
      if (!kind) return rest;
      const value = getPath(data, target);
      const current = typeof value === 'string' ? value : undefined;
      const firstName = getPath(data, text(options, 'firstName'));
      const prefix = businessEmailPrefix(kind, { firstName: typeof firstName === 'string' ? firstName : undefined, custom: current, common: current });
      return prefix ? setPath(rest, target, prefix) : rest;
    },
  },
} as const satisfies Record<string, TransformDeclaration>;

/** A transform's name. */
export type SendTransformName = keyof typeof SEND_TRANSFORMS;

/** The answers after the transforms of the plan, in order (a name the table lacks changes nothing). */
export function applyTransforms(entries: readonly TransformEntry[] | undefined, data: Answers, config: TransformConfig): Answers {
  return (entries ?? []).reduce((next, entry) => {
    if (!Object.hasOwn(SEND_TRANSFORMS, entry.name)) return next;
    const declared: TransformDeclaration = SEND_TRANSFORMS[entry.name as SendTransformName];
    return declared.run(next, entry as unknown as Record<string, unknown>, config);
  }, data);
}
