/**
 * An answer as a person reads it, for the "check your answers" summary and the confirmation: a trade's name
 * rather than its id, a colour scheme's name, opening hours day by day, the names of chosen images, Yes or No.
 * Pure, so the summary and its tests share it.
 */
import { formatBusinessHours } from '@/domain/business-hours';
import { formatUkPhone } from '@/domain/uk-phone';
import type { TradeConfig } from '@/generated/config-types';
import { weekHours } from './widgets/inputs/week-hours';

/** What the words of an answer need: the form's words for yes, no and an empty answer, the trades and schemes. */
export interface AnswerWords {
  yes: string;
  no: string;
  empty: string;
  trades: Record<string, TradeConfig>;
  schemes: readonly { id: string; name: string }[];
}

/** A widget whose answers read otherwise than their stored value, by widget name. */
const BY_WIDGET: Record<string, (value: unknown, words: AnswerWords) => string | undefined> = {
  'trade-buttons': (value, words) => (typeof value === 'string' ? words.trades[value]?.label : undefined),
  'colour-schemes': (value, words) => (typeof value === 'string' ? words.schemes.find((s) => s.id === value)?.name : undefined),
  'business-hours': (value) => (Array.isArray(value) ? formatBusinessHours(weekHours(value)).split(', ').join('\n') : undefined),
  'uk-phone': (value) => (typeof value === 'string' && value ? formatUkPhone(value) || value : undefined),
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
 * The answer of one field as text (`words.empty` when nothing was given).
 * @example answerText('tiler', 'trade-buttons', words) // the trade's label, e.g. 'Tiler'
 * @example answerText(true, undefined, words) // 'Yes'
 */
export function answerText(value: unknown, widget: string | undefined, words: AnswerWords): string {
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (isEmpty(value)) return words.empty;
  const special = widget ? BY_WIDGET[widget]?.(value, words) : undefined;
  return special ?? (plain(value, words) || words.empty);
}
