import { RequestError } from './request-error';

/**
 * The one body policy of the intake server, applied to every hook call whatever its content type (JSON,
 * JSON as text/plain, multipart form, URL-encoded form) and to the JSON of `/api/upload`. A request over a
 * limit is refused whole: nothing is ever cut short and stored.
 */
export const BODY_POLICY = {
  /** Largest hook body, in bytes (the main form with every list filled stays far below this). */
  totalBytes: 512 * 1024,
  /** Largest single field (a text, or a list or object as JSON text), in bytes. */
  fieldBytes: 256 * 1024,
  /** Deepest nesting of objects and lists; checked on the raw text, before anything walks it. */
  maxDepth: 32,
  /** Most fields in one form. */
  maxFields: 300,
  /** Longest field name, in bytes. */
  fieldNameBytes: 200,
} as const;

/** Names that would reach an object's prototype; they are never accepted as field names. */
export const RESERVED_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** A byte count in the words people read: 512 KB, 5 MB. */
export function sizeInWords(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} bytes`;
}

/** The 413 answer for a body over the total limit. */
export function bodyTooLarge(limit: number = BODY_POLICY.totalBytes): RequestError {
  return new RequestError(413, `The request body is larger than ${sizeInWords(limit)}, the most this address accepts; nothing was stored.`);
}

/** The 413 answer for one field over the per-field limit. */
export function fieldTooLarge(name: string): RequestError {
  return new RequestError(413, `The field "${printable(name)}" is larger than ${sizeInWords(BODY_POLICY.fieldBytes)}, the most one field may hold; nothing was stored.`);
}

/** The 400 answer for a reserved field name. */
export function reservedKey(name: string): RequestError {
  return new RequestError(400, `${name} cannot be a field name`);
}

/** The 400 answer for nesting deeper than {@link BODY_POLICY.maxDepth}. */
export function tooDeep(where = 'The body'): RequestError {
  return new RequestError(400, `${where} is nested more than ${BODY_POLICY.maxDepth} levels deep (lists or objects inside each other); nothing was stored.`);
}

/** A field name safe to quote in a message: control characters removed, at most 60 characters. */
export function printable(name: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = name.replace(/[\u0000-\u001f\u007f]/g, '?');
  return clean.length > 60 ? `${clean.slice(0, 59)}…` : clean;
}

/**
 * The deepest nesting of `[` and `{` in a JSON text, counted in one pass over the characters (strings skipped),
 * so a body nested thousands of levels deep is measured without any recursion. Stops counting past `limit`.
 */
export function jsonDepth(text: string, limit: number = BODY_POLICY.maxDepth): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (c === 93 || c === 125) depth--;
  }
  return deepest;
}

/** Where a JSON syntax error is, from the engine's message, as a position people can find. */
function syntaxHint(error: unknown): string {
  const position = /position (\d+)/.exec(String((error as Error)?.message))?.[1];
  return position ? ` (the problem is near character ${Number(position) + 1})` : '';
}

/**
 * Parses JSON text under the policy: nesting deeper than the limit is refused before parsing, a syntax error
 * gets a plain message (never the engine's own text), and reserved names anywhere are refused.
 * `what` names the text in messages ("The body", or a field).
 */
export function parseJsonText(text: string, what = 'The body'): unknown {
  if (jsonDepth(text) > BODY_POLICY.maxDepth) throw tooDeep(what);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new RequestError(400, `${what} is not valid JSON${syntaxHint(error)}.`);
  }
  checkTree(value);
  return value;
}

/**
 * Checks a parsed value (already known to be at most {@link BODY_POLICY.maxDepth} deep): no reserved names,
 * and every text and name is well-formed Unicode without NUL characters (the stores cannot keep them as text).
 */
export function checkTree(value: unknown, depth = 0): void {
  if (depth > BODY_POLICY.maxDepth) throw tooDeep();
  if (typeof value === 'string') {
    checkText(value);
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) checkTree(item, depth + 1);
    return;
  }
  if (value && typeof value === 'object') {
    for (const key of Object.keys(value)) {
      checkName(key);
      checkTree((value as Record<string, unknown>)[key], depth + 1);
    }
  }
}

/** Refuses a reserved or unreadable field name. */
export function checkName(name: string): void {
  if (RESERVED_KEYS.has(name)) throw reservedKey(name);
  if (Buffer.byteLength(name) > BODY_POLICY.fieldNameBytes) {
    throw new RequestError(400, `A field name is longer than ${BODY_POLICY.fieldNameBytes} bytes ("${printable(name)}"); nothing was stored.`);
  }
  checkText(name, `The field name "${printable(name)}"`);
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Refuses text with a NUL character or a lone surrogate (not valid Unicode text). */
export function checkText(text: string, what = 'A field'): void {
  if (text.includes('\u0000') || LONE_SURROGATE.test(text)) {
    throw new RequestError(400, `${what} holds characters that are not valid text (a NUL character or a broken UTF-16 pair); nothing was stored.`);
  }
}

/**
 * Refuses a flat form or a parsed JSON object whose fields break the policy: too many fields, or one field
 * (text, or a list or object measured as JSON text) over the per-field limit.
 */
export function checkFields(fields: Record<string, unknown>): void {
  const names = Object.keys(fields);
  if (names.length > BODY_POLICY.maxFields) throw tooManyFields();
  for (const name of names) {
    const value = fields[name];
    const bytes = typeof value === 'string' ? Buffer.byteLength(value) : Buffer.byteLength(JSON.stringify(value) ?? '');
    if (bytes > BODY_POLICY.fieldBytes) throw fieldTooLarge(name);
  }
}

/** The 413 answer for a form with more fields than {@link BODY_POLICY.maxFields}. */
export function tooManyFields(): RequestError {
  return new RequestError(413, `The request has more than ${BODY_POLICY.maxFields} fields, the most a hook accepts; nothing was stored.`);
}
