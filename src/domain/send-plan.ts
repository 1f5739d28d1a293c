/**
 * The one reading of a form's send plan (`submit:` and the `onLeave` actions in config/forms/*.yaml): where a
 * dotted path leads, which files a file field holds, and the hook payloads its mappings describe. The intake
 * server expands plans with it (src/server/submissions/); the browser reads the same paths with it.
 */
import { formatBusinessHours, type BusinessHoursEntry } from './business-hours';

/** The answers, as the form holds them. */
export type Answers = Record<string, unknown>;

/** A payload mapping of the YAML: each payload field and where its value comes from. */
export type PayloadMapping = Record<string, string | string[] | Record<string, string>>;

/** A file field of the plan: the answer holding the file or list, and the item's file property for lists of objects. */
export interface FileFieldShape {
  field: string;
  file?: string;
}

/** Where one uploaded file went. */
export interface StoredLink {
  key: string;
  getUrl: string;
}

/** What a payload source may read besides the answers. */
export interface PayloadContext {
  /** The link's parameters of the page the form was sent from. */
  query: Record<string, string>;
  now: Date;
  /** The page address without query or fragment. */
  source: string;
  /** The customer reference of the submission. */
  reference?: string;
  /** `site.yaml` as the build emitted it, for `site:` sources. */
  site: unknown;
  /** Per file field: its items (in the order of the answers), the link of each item's file (`null` when it has none), and whether it holds one file. */
  uploads: Record<string, { single: boolean; items: unknown[]; results: Array<StoredLink | null> }>;
  /** Per file field: whether its files are announced by their own hook. */
  announced: Record<string, boolean>;
}

/** Reads a dotted path (`businessBasics.email`) from answers or any object. */
export function getPath(data: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Answers)[key] : undefined), data);
}

/**
 * A copy of `data` with the dotted path set to `value`, the objects on the way copied (or made).
 * @example setPath({ a: { b: 1 } }, 'a.c', 2) // { a: { b: 1, c: 2 } }
 */
export function setPath<T extends Record<string, unknown>>(data: T, path: string, value: unknown): T {
  const [head, ...rest] = path.split('.');
  if (rest.length === 0) return { ...data, [head]: value };
  const child = data[head] && typeof data[head] === 'object' && !Array.isArray(data[head]) ? (data[head] as Answers) : {};
  return { ...data, [head]: setPath(child, rest.join('.'), value) };
}

/** True for a file the browser keeps in its draft store: `{ id, name, type, size }`. */
export function isFileRef(value: unknown): value is { id: string; name: string; type: string; size: number } {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(v.id) && typeof v.name === 'string' && typeof v.type === 'string' && typeof v.size === 'number';
}

/**
 * The items of a file field that hold a file, in order, with that file: the list (or the one answer), and for a
 * list of objects the property `set.file` of each. The browser sends one key per item in this order.
 */
export function fileItems(set: FileFieldShape, data: Answers): { single: boolean; items: unknown[]; files: unknown[] } {
  const value = getPath(data, set.field);
  const single = !Array.isArray(value);
  const items: unknown[] = [];
  const files: unknown[] = [];
  for (const item of single ? [value] : (value as unknown[])) {
    const file = set.file ? getPath(item, set.file) : item;
    if (!isFileRef(file)) continue;
    items.push(item);
    files.push(file);
  }
  return { single, items, files };
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
      return Object.hasOwn(ctx.query, arg) ? ctx.query[arg] : undefined;
    case 'site':
      return getPath(ctx.site, arg);
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
      return ctx.announced[arg] ? 'true' : 'false';
    case 'upload': {
      const dot = arg.lastIndexOf('.');
      const set = ctx.uploads[arg.slice(0, dot)];
      const part = arg.slice(dot + 1) as keyof StoredLink;
      if (!set) return undefined;
      const values = set.results.filter((r): r is StoredLink => r !== null).map((r) => r[part]);
      // A list keeps its successes (a link may be empty when the service gave none); one file gives its value.
      return set.single ? values[0] || undefined : values.filter((v) => part === 'key' || v !== '');
    }
    default:
      return undefined;
  }
}

/** One object per item of a file list: `item:<path>` from the item, `upload:key` / `upload:getUrl` its link. */
function eachItem(mapping: Record<string, string>, ctx: PayloadContext): unknown[] | undefined {
  const set = ctx.uploads[mapping.each];
  if (!set) return undefined;
  return set.items.map((item, i) => {
    const out: Answers = {};
    for (const [name, spec] of Object.entries(mapping)) {
      if (name === 'each') continue;
      const [kind, arg] = spec.split(':');
      const result = set.results[i];
      out[name] = kind === 'item' ? getPath(item, arg) : result ? result[arg as keyof StoredLink] || null : null;
    }
    return out;
  });
}

/**
 * The payload of a hook from its YAML mapping. A list of sources gives the first with a value; `{each: ...}`
 * one object per file of a list. Empty values are left out (spec part 2 §5: nothing empty is sent).
 *
 * @example buildPayload({ Email: 'field:email', Source: 'source' }, { email: 'a@b.co' }, ctx) // { Email: 'a@b.co', Source: 'https://…/unsubscribe' }
 */
export function buildPayload(mapping: PayloadMapping, data: Answers, ctx: PayloadContext): Answers {
  const out: Answers = {};
  for (const [name, spec] of Object.entries(mapping)) {
    let value: unknown;
    if (typeof spec === 'string') value = sourceValue(spec, data, ctx);
    else if (Array.isArray(spec)) value = spec.map((s) => sourceValue(s, data, ctx)).find((v) => !isEmpty(v));
    else value = eachItem(spec, ctx);
    if (!isEmpty(value)) out[name] = value;
  }
  return out;
}

/**
 * A copy without empty values: blank text and `null` are left out of every object, at any depth outside lists (a
 * list keeps its items in place, so the n-th link still belongs to the n-th file). Nothing empty is sent (spec part
 * 2 §5).
 * @example withoutEmpty({ a: '', b: { c: null, d: 1 }, e: [null] }) // { b: { d: 1 }, e: [null] }
 */
export function withoutEmpty(value: unknown): unknown {
  if (Array.isArray(value) || !value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => !isEmpty(v))
      .map(([k, v]) => [k, withoutEmpty(v)]),
  );
}

/** A copy of the answers without the dotted paths listed (the plan's `notSent`). */
export function withoutPaths(data: Answers, paths: readonly string[]): Answers {
  const out = structuredClone(data);
  for (const path of paths) {
    const parts = path.split('.');
    const parent = parts.length === 1 ? out : getPath(out, parts.slice(0, -1).join('.'));
    if (parent && typeof parent === 'object') delete (parent as Answers)[parts.at(-1)!];
  }
  return out;
}
