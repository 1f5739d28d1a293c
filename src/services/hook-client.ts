/**
 * Browser client of the hooks (spec part 1 §7 calls 3 to 5; part 2 §7 calls 1 to 10).
 *
 * Unlike the original `no-cors` posts, every call is a normal CORS request whose status is checked: the
 * intake server answers `202 {id}` once it has stored the payload, or `400 {error, fields}` naming each
 * field it refused. Any other outcome throws a {@link HookError}, so a failure is shown, never swallowed.
 */
import { toHookFields } from '../domain/hook-fields';
import { site } from '../generated/config';
import { resolveEndpoint } from './upload-client';

import { HOOKS, type HookName } from '../domain/hook-names';

/** A hook of the one table in src/domain/hook-names.ts (main, logo, gallery, business-basics, ...). */
export type { HookName };


/** Default time allowed for a hook call: 30 seconds. */
export const HOOK_TIMEOUT_MS = 30_000;

/** Why a hook call failed. */
export type HookErrorKind =
  /** The server answered 400 with field messages: the payload needs correcting. */
  | 'invalid'
  /** Any other non-2xx answer. */
  | 'http'
  /** The server could not be reached. */
  | 'network'
  /** No answer within the time allowed. */
  | 'timeout'
  /** The caller aborted its signal. */
  | 'aborted';

/** A failed hook call. `status` is the HTTP status when there was an answer; `fields` the server's per-field messages. */
export class HookError extends Error {
  override readonly name = 'HookError';
  constructor(
    readonly hook: HookName,
    readonly kind: HookErrorKind,
    message: string,
    readonly status?: number,
    readonly fields: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }

  /** True when trying again later may work (network, timeout, 5xx, 429); false for a refused payload. */
  get retryable(): boolean {
    if (this.kind === 'network' || this.kind === 'timeout') return true;
    return this.kind === 'http' && this.status !== undefined && (this.status >= 500 || this.status === 429 || this.status === 408);
  }
}

/** Options of {@link sendHook}. */
export interface HookOptions {
  /**
   * `'form'` (default for the upload hooks, as the spec sends them) posts multipart form data built with
   * `toHookFields`: empty values are left out, lists and objects become JSON text. `'json'` posts the payload
   * as JSON.
   */
  as?: 'json' | 'form';
  /**
   * Sent as the `Idempotency-Key` header. Use one key per submission attempt and keep it across retries of the
   * same data, so a receiver that honours the header can drop a repeat.
   */
  idempotencyKey?: string;
  fetch?: typeof fetch;
  /** Default {@link HOOK_TIMEOUT_MS}. */
  timeoutMs?: number;
  /** The hook's address; default `site.endpoints.hooks[name]`, relative to the page. */
  endpoint?: string;
  signal?: AbortSignal;
}

/** The format {@link sendHook} uses for a hook when `as` is not given. */
export function defaultFormat(name: HookName): 'json' | 'form' {
  return HOOKS[name].as;
}

function bodyOf(payload: Readonly<Record<string, unknown>>, as: 'json' | 'form'): { body: BodyInit; headers: Record<string, string> } {
  if (as === 'json') return { body: JSON.stringify(payload), headers: { 'Content-Type': 'application/json' } };
  const form = new FormData();
  for (const [key, value] of Object.entries(toHookFields(payload))) form.append(key, value);
  // No Content-Type header: fetch sets multipart/form-data with its boundary.
  return { body: form, headers: {} };
}

async function readJson(response: Response): Promise<Record<string, unknown>> {
  try {
    const parsed: unknown = JSON.parse(await response.text());
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function textFields(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(Object.entries(value).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
}

/** The preview site the intake server started for a submission: its address and where to ask about it. */
export interface PreviewLink {
  url: string;
  status: string;
}

/** The server's `preview` answer, kept only when the address is http(s) and the status path is the server's own. */
function previewOf(value: unknown): { preview?: PreviewLink } {
  const p = value as Partial<PreviewLink> | undefined;
  if (!p || typeof p.url !== 'string' || typeof p.status !== 'string' || !/^\/api\/previews\/[A-Za-z0-9_-]+$/.test(p.status)) return {};
  try {
    const url = new URL(p.url);
    return url.protocol === 'https:' || url.protocol === 'http:' ? { preview: { url: url.href, status: p.status } } : {};
  } catch {
    return {};
  }
}

/**
 * Sends one hook payload and returns the id the intake server stored it under (`''` when a receiver other
 * than the intake server answered 2xx without one). Throws a {@link HookError}
 * for a 400 (`kind: 'invalid'`, with `fields`), any other non-2xx (`'http'`), an unreachable server
 * (`'network'`), no answer in time (`'timeout'`) or a cancelled call (`'aborted'`).
 *
 * @example
 * try {
 *   const { id } = await sendHook('contact', { Name, Email, Subject, Message, Timestamp, Source });
 * } catch (error) {
 *   if (error instanceof HookError && error.kind === 'invalid') showFieldErrors(error.fields);
 *   else toast('Error', 'There was a problem submitting your information. Please try again.');
 * }
 */
export async function sendHook(
  name: HookName,
  payload: Readonly<Record<string, unknown>>,
  opts: HookOptions = {},
): Promise<{ id: string; preview?: PreviewLink }> {
  const as = opts.as ?? defaultFormat(name);
  const timeoutMs = opts.timeoutMs ?? HOOK_TIMEOUT_MS;
  const doFetch = opts.fetch ?? globalThis.fetch.bind(globalThis);
  let url: string;
  try {
    const configured = opts.endpoint ?? (site.endpoints.hooks as Record<string, string>)[name];
    if (!configured) throw new Error(`no address is configured for the ${name} hook`);
    url = resolveEndpoint(configured);
  } catch (error) {
    throw new HookError(name, 'network', `The ${name} hook could not be called: ${(error as Error).message}`);
  }
  const { body, headers } = bodyOf(payload, as);
  if (opts.idempotencyKey) headers['Idempotency-Key'] = opts.idempotencyKey;
  headers.Accept = 'application/json';

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onAbort = () => controller.abort();
  if (opts.signal?.aborted) controller.abort();
  opts.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    let response: Response;
    let answer: Record<string, unknown>;
    try {
      response = await doFetch(url, { method: 'POST', headers, body, signal: controller.signal, credentials: 'same-origin' });
      answer = await readJson(response);
    } catch (error) {
      if (timedOut) throw new HookError(name, 'timeout', `The ${name} hook did not answer within ${Math.round(timeoutMs / 1000)} seconds.`);
      if (opts.signal?.aborted) throw new HookError(name, 'aborted', `The ${name} hook call was cancelled.`);
      throw new HookError(name, 'network', `The ${name} hook could not be reached: ${(error as Error).message}`);
    }
    const serverMessage = typeof answer.error === 'string' ? answer.error : '';
    if (response.status === 400) {
      throw new HookError(name, 'invalid', serverMessage || `The ${name} hook refused the data.`, 400, textFields(answer.fields));
    }
    if (!response.ok) {
      const text = response.statusText || `HTTP ${response.status}`;
      throw new HookError(name, 'http', `The ${name} hook answered ${response.status} ${text}${serverMessage ? `: ${serverMessage}` : ''}`, response.status, textFields(answer.fields));
    }
    // The intake server always answers an id; a hook address overridden to point at another receiver may not.
    return { id: typeof answer.id === 'string' ? answer.id : '', ...previewOf(answer.preview) };
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onAbort);
  }
}
