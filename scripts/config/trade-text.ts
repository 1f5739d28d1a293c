import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Segment } from './yaml-source';

/** A trade as the templates see it: its file, plus the address of its landing page. */
export type TradeWords = Record<string, unknown> & { id: string };

/** Something in a template that the trade cannot fill, at `path` of the template. */
export interface TradeTextProblem {
  path: Segment[];
  message: string;
  fix: string;
}

const TRADE_SCHEMA = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'schemas', 'config', 'trade.schema.json'), 'utf8')) as {
  properties: Record<string, unknown>;
};

/** The keys a template may take from a trade: every key of the trade file, and `landingPath`. */
export const TRADE_KEYS: ReadonlySet<string> = new Set([...Object.keys(TRADE_SCHEMA.properties), 'landingPath']);

const KEY = /^([A-Za-z][\w]*(?:\.[\w]+)*)(:lower)?$/;

/** The value at a dotted key of the trade (`landing.hero.headline`), or undefined. */
export function tradeValue(trade: TradeWords, key: string): unknown {
  return key.split('.').reduce<unknown>((node, seg) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[seg] : undefined), trade);
}

function isTradeKey(key: string): boolean {
  return TRADE_KEYS.has(key.split('.')[0]);
}

/** Every plain name a trade template may use (`label`, `landing.hero.headline`, `landingPath`, ...). */
export function tradePlaceholderNames(): string[] {
  const out: string[] = ['landingPath'];
  const walk = (node: unknown, prefix: string) => {
    for (const [key, child] of Object.entries((node as { properties?: Record<string, unknown> }).properties ?? {})) {
      const name = prefix ? `${prefix}.${key}` : key;
      out.push(name);
      walk(child, name);
    }
  };
  walk(TRADE_SCHEMA, '');
  return out;
}

/** Whether the trade schema describes a key (`landing.claim` yes, `landing.claims` no). */
export function knownTradeKey(key: string): boolean {
  if (key === 'landingPath') return true;
  let node: unknown = TRADE_SCHEMA;
  for (const seg of key.split('.')) {
    const props = (node as { properties?: Record<string, unknown> }).properties;
    if (!props || !(seg in props)) return false;
    node = props[seg];
  }
  return true;
}

function unknownKey(key: string, trade: TradeWords, path: Segment[]): TradeTextProblem {
  return { path, message: `{${key}} is not a key of a trade file`, fix: `Use a key of config/trades/${trade.id}.yaml such as {label}, {plural}, {adjective} or {landing.title}.` };
}

/** The index of the `}` closing the `{` at `start`, counting nested pairs; -1 when unclosed. */
function closing(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i += 1) {
    if (text[i] === '{') depth += 1;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

function fillText(text: string, trade: TradeWords, path: Segment[], problems: TradeTextProblem[]): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('{', i);
    const end = open < 0 ? -1 : closing(text, open);
    if (open < 0 || end < 0) return out + text.slice(i);
    out += text.slice(i, open);
    const inner = text.slice(open + 1, end);
    const bar = inner.indexOf('|');
    const match = KEY.exec(bar < 0 ? inner : inner.slice(0, bar));
    if (!match || !isTradeKey(match[1])) {
      // Not the trade's: {phone}, {email} and the page's own placeholders are filled later.
      out += `{${inner}}`;
    } else if (!knownTradeKey(match[1])) {
      // A plain {name} is reported by the placeholder check (placeholders.ts); one with :lower or | here.
      if (match[2] || bar >= 0) problems.push(unknownKey(match[1], trade, path));
      out += `{${inner}}`;
    } else {
      const value = tradeValue(trade, match[1]);
      if (typeof value === 'string' || typeof value === 'number') out += match[2] ? String(value).toLowerCase() : String(value);
      else if (value === undefined && bar >= 0) out += fillText(inner.slice(bar + 1), trade, path, problems);
      else {
        problems.push(
          value === undefined
            ? { path, message: `{${match[1]}} is not set in config/trades/${trade.id}.yaml`, fix: `Set ${match[1]} there, or give a text for trades without it: {${match[1]}|other text}.` }
            : { path, message: `{${match[1]}} is a list, not a text`, fix: `Write "{${match[1]}}" alone as the whole value to take the list.` },
        );
        out += `{${inner}}`;
      }
    }
    i = end + 1;
  }
  return out;
}

/** The key of a value that is only a placeholder of the trade ("{landing.features}"), if it is one. */
function wholeKey(value: string): string | undefined {
  const m = /^\{([A-Za-z][\w]*(?:\.[\w]+)*)\}$/.exec(value);
  return m && isTradeKey(m[1]) ? m[1] : undefined;
}

function fill(value: unknown, trade: TradeWords, path: Segment[], problems: TradeTextProblem[]): unknown {
  if (typeof value === 'string') {
    const key = wholeKey(value);
    if (key === undefined) return fillText(value, trade, path, problems);
    if (!knownTradeKey(key)) return value; // reported by the placeholder check (placeholders.ts)
    const found = tradeValue(trade, key);
    if (found === undefined) {
      problems.push({ path, message: `{${key}} is not set in config/trades/${trade.id}.yaml`, fix: `Set ${key} there, or write a text with {${key}|other text}.` });
      return value;
    }
    return structuredClone(found);
  }
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    value.forEach((item, i) => {
      const whole = typeof item === 'string' ? wholeKey(item) : undefined;
      const key = whole !== undefined && knownTradeKey(whole) ? whole : undefined;
      const found = key === undefined ? undefined : tradeValue(trade, key);
      // A list item that is only a key of a list adds its items, or nothing when the trade has none.
      if (key !== undefined && (found === undefined || Array.isArray(found))) out.push(...structuredClone((found as unknown[] | undefined) ?? []));
      else out.push(fill(item, trade, [...path, i], problems));
    });
    return out;
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v, trade, [...path, k], problems)]));
  }
  return value;
}

/**
 * Fills a template (a page, a card, a field's texts) with one trade's words and lists. Keys that are not
 * the trade's (`{phone}`, `{customerNumber}`) are left for later. Never throws: what the trade cannot fill
 * is listed in `problems`, with its place in the template.
 * @example fillTradeTemplate('Websites for {plural:lower}', tiler).value // 'Websites for tilers'
 * @example fillTradeTemplate('{landing.claim|Websites for {plural:lower}}', tiler).value // '25+ tilers this month'
 */
export function fillTradeTemplate<T>(template: T, trade: TradeWords, path: Segment[] = []): { value: T; problems: TradeTextProblem[] } {
  const problems: TradeTextProblem[] = [];
  const value = fill(template, trade, path, problems) as T;
  return { value, problems };
}

/** The trade as templates see it: its file plus `landingPath` (`/tiler`, only with a landing page). */
export function tradeWords(trade: { id: string; landingPage?: boolean } & object): TradeWords {
  return { ...(trade as Record<string, unknown>), id: trade.id, ...(trade.landingPage ? { landingPath: `/${trade.id}` } : {}) };
}
