/**
 * The named changes a send plan may make to the answers before anything is sent (`submit.transforms`). Each
 * wraps a pure rule of src/domain; the list is declared once and checked against the plan schema's enum. The
 * intake server runs them when it expands a plan; the website preview uses the same colours.
 */
import { processColours, type ColourScheme } from './colours';
import { businessEmailPrefix, type EmailPrefixKind } from './email-prefix';
import { getPath, type Answers } from './send-plan';

/** The config the transforms read: the colour schemes and each trade's default scheme. */
export interface TransformConfig {
  schemes: readonly ColourScheme[];
  trades: Record<string, { id: string; defaultScheme: string }>;
}

/** Every transform a plan may name, by name. */
export const SEND_TRANSFORMS = {
  /** The effective colours (custom, chosen scheme or the trade's default) as customPrimaryColor / customSecondaryColor. */
  colours: (data: Answers, config: TransformConfig): Answers =>
    processColours(data, config.schemes, Object.fromEntries(Object.values(config.trades).map((t) => [t.id, t.defaultScheme]))) as Answers,
  /**
   * businessEmailPrefix as the chosen option gives it (spec part 1 §4): the ready-made one picked, the first
   * name or the custom text, lowercased. Without a chosen option (no business e-mail wanted) there is none.
   */
  'email-prefix': (data: Answers): Answers => {
    const kind = data.businessEmailPrefixKind as EmailPrefixKind | undefined;
    const { businessEmailPrefix: _prefix, ...rest } = data;
    if (!kind) return rest;
    const current = typeof data.businessEmailPrefix === 'string' ? data.businessEmailPrefix : undefined;
    const prefix = businessEmailPrefix(kind, { firstName: getPath(data, 'businessBasics.firstName') as string | undefined, custom: current, common: current });
    return prefix ? { ...rest, businessEmailPrefix: prefix } : rest;
  },
} as const satisfies Record<string, (data: Answers, config: TransformConfig) => Answers>;

/** A transform's name. */
export type SendTransformName = keyof typeof SEND_TRANSFORMS;

/** The answers after the named transforms, in order. */
export function applyTransforms(names: readonly string[] | undefined, data: Answers, config: TransformConfig): Answers {
  return (names ?? []).reduce((next, name) => (Object.hasOwn(SEND_TRANSFORMS, name) ? SEND_TRANSFORMS[name as SendTransformName](next, config) : next), data);
}
