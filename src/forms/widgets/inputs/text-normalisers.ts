import { stripLeadingAt, TIDY_ON_LEAVE } from '@/domain/typed-text';

export { stripLeadingAt };

/** How one kind of text field tidies what is typed: while typing, on leaving the field, and its input type. */
export interface TextKind {
  /** The `type` of the `<input>` (`tel` brings up the phone keypad). */
  type: 'text' | 'tel';
  /** Applied to every keystroke; keep it gentle, the customer is still typing. */
  onType?: (raw: string) => string;
  /** Applied when the field loses the focus. */
  onBlur?: (raw: string) => string;
  /** Extra attributes of the `<input>` (e.g. no spell checking of codes). */
  inputAttributes?: Record<string, string | boolean>;
}

const CODE_ATTRIBUTES = { spellCheck: false, autoCapitalize: 'characters', autoCorrect: 'off' };

/**
 * The text widgets by their YAML names. Each rule comes from src/domain so the server checks the same thing;
 * a name without rules is a plain text box.
 */
export const TEXT_KINDS = {
  text: { type: 'text' },
  'uk-phone': { type: 'tel', onBlur: TIDY_ON_LEAVE['uk-phone'] },
  'uk-postcode': { type: 'text', onBlur: TIDY_ON_LEAVE['uk-postcode'], inputAttributes: CODE_ATTRIBUTES },
  'domain-name': {
    type: 'text',
    onBlur: TIDY_ON_LEAVE['domain-name'],
    inputAttributes: { spellCheck: false, autoCapitalize: 'none', autoCorrect: 'off' },
  },
  'company-number': { type: 'text', onBlur: TIDY_ON_LEAVE['company-number'], inputAttributes: CODE_ATTRIBUTES },
  instagram: {
    type: 'text',
    onType: stripLeadingAt,
    onBlur: TIDY_ON_LEAVE.instagram,
    inputAttributes: { spellCheck: false, autoCapitalize: 'none', autoCorrect: 'off' },
  },
} as const satisfies Record<string, TextKind>;

export type TextKindName = keyof typeof TEXT_KINDS;

/**
 * The value to store for what is in the box: the kind's rule applied, and `undefined` for an empty box so an
 * optional field that was emptied is left out of the data instead of failing its pattern as "".
 *
 * @example storedText('instagram', '@smith_electrical', 'type') // 'smith_electrical'
 * @example storedText('uk-phone', '7700 900123', 'blur') // '07700900123'
 * @example storedText('text', '', 'type') // undefined
 */
export function storedText(kind: TextKindName, raw: string, moment: 'type' | 'blur'): string | undefined {
  const rules: TextKind = TEXT_KINDS[kind];
  const rule = moment === 'type' ? rules.onType : rules.onBlur;
  const next = rule ? rule(raw) : raw;
  return next === '' ? undefined : next;
}
