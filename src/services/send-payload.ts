/**
 * Hook payloads from a form's YAML mapping: each payload field names where its value comes from. One
 * vocabulary for every form and hook (see schemas/config/send-plan.schema.json, `PayloadSource`).
 */
import { formatBusinessHours, type BusinessHoursEntry } from '../domain/business-hours';
import { site } from '../generated/config';
import type { SendPayload } from '../generated/config-types';
import type { UploadedFile } from './send-types';

/** The answers, as the form holds them. */
export type Answers = Record<string, unknown>;

/** What a payload source may read besides the answers. */
export interface PayloadContext {
  query: URLSearchParams;
  now: Date;
  /** The page address without query or fragment. */
  source: string;
  /** The customer reference of the submission (the answer, or the session's anonymous one). */
  reference?: string;
  /**
   * The upload results of a file field: one entry per file, `null` for a failed one (keep-null), in the
   * order of the answers; `single` when the field holds one file rather than a list.
   */
  uploads?: Record<string, { single: boolean; items: unknown[]; results: Array<UploadedFile | null> }>;
  /** Whether every uploaded file of a file field has been announced. */
  announced?: Record<string, boolean>;
}

/** Reads a dotted path (`businessBasics.email`) from answers or any object. */
export function getPath(data: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Answers)[key] : undefined), data);
}

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The value of one source (`field:email`, `timestamp`, `upload:logo.key`, ...), `undefined` when it has none. */
export function sourceValue(spec: string, data: Answers, ctx: PayloadContext): unknown {
  const [kind, ...rest] = spec.split(':');
  const arg = rest.join(':');
  switch (kind) {
    case 'field':
      return getPath(data, arg);
    case 'query':
      return ctx.query.get(arg) ?? undefined;
    case 'site':
      return getPath(site, arg);
    case 'text':
      return arg;
    case 'timestamp':
      return ctx.now.toISOString();
    case 'source':
      return ctx.source;
    case 'reference':
      return ctx.reference;
    case 'hours': {
      const hours = getPath(data, arg);
      return Array.isArray(hours) ? formatBusinessHours(hours as BusinessHoursEntry[]) : undefined;
    }
    case 'announced':
      return ctx.announced?.[arg] ? 'true' : 'false';
    case 'upload': {
      const dot = arg.lastIndexOf('.');
      const set = ctx.uploads?.[arg.slice(0, dot)];
      const part = arg.slice(dot + 1) as keyof UploadedFile;
      if (!set) return undefined;
      const values = set.results.filter((r): r is UploadedFile => r !== null).map((r) => r[part]);
      // A list keeps its successes (a link may be empty when the service gave none); one file gives its value.
      return set.single ? values[0] || undefined : values.filter((v) => part === 'key' || v !== '');
    }
    default:
      return undefined;
  }
}

/** One object per item of a file list: `item:<path>` from the item, `upload:key` / `upload:getUrl` its result. */
function eachItem(mapping: Record<string, string>, ctx: PayloadContext): unknown[] | undefined {
  const set = ctx.uploads?.[mapping.each];
  if (!set) return undefined;
  return set.items.map((item, i) => {
    const out: Answers = {};
    for (const [name, spec] of Object.entries(mapping)) {
      if (name === 'each') continue;
      const [kind, arg] = spec.split(':');
      const result = set.results[i];
      out[name] = kind === 'item' ? getPath(item, arg) : result ? result[arg as keyof UploadedFile] || null : null;
    }
    return out;
  });
}

/**
 * The payload of a hook from its YAML mapping. A list of sources gives the first with a value; `{each: ...}`
 * one object per file of a list. Empty values are left out, except fixed words (`text:` sends an empty value).
 *
 * @example buildPayload({ Email: 'field:email', Source: 'source' }, { email: 'a@b.co' }, ctx) // { Email: 'a@b.co', Source: 'https://…/unsubscribe' }
 */
export function buildPayload(mapping: SendPayload, data: Answers, ctx: PayloadContext): Answers {
  const out: Answers = {};
  for (const [name, spec] of Object.entries(mapping)) {
    let value: unknown;
    if (typeof spec === 'string') value = sourceValue(spec, data, ctx);
    else if (Array.isArray(spec)) value = spec.map((s) => sourceValue(s, data, ctx)).find((v) => !isEmpty(v));
    else value = eachItem(spec as Record<string, string>, ctx);
    if (typeof spec === 'string' && spec.startsWith('text:')) out[name] = value;
    else if (!isEmpty(value)) out[name] = value;
  }
  return out;
}
