/**
 * The named changes a send plan may make to the answers before anything is sent (`submit.transforms`). Each
 * wraps a pure rule of src/domain; the list is declared once and checked against the plan schema's enum.
 */
import { processColours } from '../domain/colours';
import { businessEmailPrefix, type EmailPrefixKind } from '../domain/email-prefix';
import { colourSchemes, trades } from '../generated/config';
import { getPath, type Answers } from './send-payload';

/** The default scheme id of each configured trade. */
function defaultSchemes(): Record<string, string> {
  return Object.fromEntries(Object.values(trades).map((t) => [t.id, t.defaultScheme]));
}

/** Every transform a plan may name, by name. */
export const SEND_TRANSFORMS = {
  /** The effective colours (custom, chosen scheme or the trade's default) as customPrimaryColor / customSecondaryColor. */
  colours: (data: Answers): Answers => processColours(data, colourSchemes.schemes, defaultSchemes()) as Answers,
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
} as const satisfies Record<string, (data: Answers) => Answers>;

/** A transform's name. */
export type SendTransformName = keyof typeof SEND_TRANSFORMS;

/** The answers after the named transforms, in order. */
export function applyTransforms(names: readonly string[] | undefined, data: Answers): Answers {
  return (names ?? []).reduce((next, name) => (Object.hasOwn(SEND_TRANSFORMS, name) ? SEND_TRANSFORMS[name as SendTransformName](next) : next), data);
}
