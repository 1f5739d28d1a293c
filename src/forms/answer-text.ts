/**
 * An answer as a person reads it, for the "check your answers" summary and the confirmation: a trade's name
 * rather than its id, a colour scheme's name, opening hours day by day, the names of chosen images, Yes or No.
 * Pure, so the summary and its tests share it.
 */
import { formatBusinessHours } from '@/domain/business-hours';
import { formatUkPhone } from '@/domain/uk-phone';
import type { TradeConfig } from '@/generated/config-types';
import { weekHours } from './widgets/inputs/week-hours';
import { exampleDomain } from './widgets/inputs/email-address-example';
import { getPath } from './runtime';

/** What the words of an answer need: the form's words for yes, no and an empty answer, the trades and schemes. */
export interface AnswerWords {
  yes: string;
  no: string;
  empty: string;
  trades: Record<string, TradeConfig>;
  schemes: readonly { id: string; name: string }[];
}

/** What of a field the words of its answer depend on: its widget and the widget's options (config/forms/). */
export interface AnsweredField {
  widget?: string;
  options?: Readonly<Record<string, unknown>>;
}

type Options = Readonly<Record<string, unknown>>;
const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v : undefined);

/** A widget whose answers read otherwise than their stored value, by widget name (its options and the other answers at hand). */
const BY_WIDGET: Record<string, (value: unknown, words: AnswerWords, options: Options, data: unknown) => string | undefined> = {
  'trade-buttons': (value, words) => (typeof value === 'string' ? words.trades[value]?.label : undefined),
  'colour-schemes': (value, words) => (typeof value === 'string' ? words.schemes.find((s) => s.id === value)?.name : undefined),
  'business-hours': (value) => (Array.isArray(value) ? formatBusinessHours(weekHours(value)).split(', ').join('\n') : undefined),
  'uk-phone': (value) => (typeof value === 'string' && value ? formatUkPhone(value) || value : undefined),
  // A choice reads as the words it was offered with.
  radio: (value, _words, options) => text((options.labels as Record<string, unknown> | undefined)?.[String(value)]),
  'colour-mode': (value, _words, options) => text(value === true ? options.customLabel : value === false ? options.schemesLabel : undefined),
  // The address the chosen prefix makes, at the customer's domain (or the stand-in the step shows).
  'email-prefix': (_value, words, options, data) => {
    const prefix = typeof options.prefixField === 'string' ? text(getPath(data, options.prefixField)) : undefined;
    if (!prefix) return words.empty;
    const domain = typeof options.domainField === 'string' ? getPath(data, options.domainField) : undefined;
    return `${prefix}@${exampleDomain(domain)}`;
  },
};

/** True when nothing was given: empty text, an empty list, or an object with nothing in it. */
function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every(isEmpty);
  if (typeof value === 'object') return Object.values(value).every(isEmpty);
  return false;
}

/** Any value as text: a list joined with commas, a chosen image by its name, an object by its parts. */
function plain(value: unknown, words: AnswerWords): string {
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.filter((v) => !isEmpty(v)).map((v) => plain(v, words)).join(', ');
  if (value && typeof value === 'object') {
    const named = value as { name?: unknown };
    if (typeof named.name === 'string') return named.name;
    return Object.values(value).filter((v) => !isEmpty(v)).map((v) => plain(v, words)).join(', ');
  }
  return '';
}

/**
 * The answer of one field as text (`words.empty` when nothing was given), in the words its widget offered it with;
 * `data` is every answer, for a widget whose answer reads with others (an e-mail prefix at the customer's domain).
 * @example answerText('tiler', { widget: 'trade-buttons' }, words) // the trade's label, e.g. 'Tiler'
 * @example answerText('no', { widget: 'radio', options: { labels: { no: 'No, thank you' } } }, words) // 'No, thank you'
 * @example answerText(true, {}, words) // 'Yes'
 */
export function answerText(value: unknown, field: AnsweredField, words: AnswerWords, data: unknown = {}): string {
  const special = field.widget ? BY_WIDGET[field.widget]?.(value, words, field.options ?? {}, data) : undefined;
  if (special !== undefined) return special;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (isEmpty(value)) return words.empty;
  return plain(value, words) || words.empty;
}
