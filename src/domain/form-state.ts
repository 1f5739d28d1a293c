/**
 * The state a form page is rendered in by the server, for a browser that posted the form without JavaScript (or
 * before its JavaScript ran): what was typed, the step or view shown, the messages of a refused post, the keys that
 * tie posts together. The server renders the page with it, embeds it in the page (`#form-state`), and the enhanced
 * form starts from it instead of the browser's local draft, so hydration draws exactly what the server drew.
 */

import { STEP_PARAM } from './server-draft';

/**
 * The preview site a sent submission is getting (its sent view shows it): its address, where the browser asks how its
 * build goes, and how it went when the page was drawn (a page drawn once it is ready shows the link at once, script or not).
 */
export interface SentPreview {
  url: string;
  status: string;
  state: 'building' | 'ready' | 'failed';
}

/** One refused answer: its dotted path from the answers' root and the form's own message for it (spec wording). */
export interface FormStateError {
  path: string;
  message: string;
}

/** A form's state as the server rendered it (see the module's comment). */
export interface ServerFormState {
  /** The form's id (config/forms/<form>.yaml). */
  form: string;
  /** The answers as posted (or as the draft holds them), decoded by `answersFromFormFields`. */
  answers: Record<string, unknown>;
  /** A step of the form, its check page, or its success view after a submission. */
  view: 'step' | 'check' | 'sent';
  /** The 0-based step shown when `view` is `step`. */
  step: number;
  /** The answers refused, each shown beside its field and listed in the error summary. */
  errors: FormStateError[];
  /** The server draft token of a multi-step form in progress. */
  draft?: string;
  /** The attempt key of this rendered page: a post repeated from it stores one submission. */
  attempt: string;
  /** The sent view's preview site, when the submission started one. */
  preview?: SentPreview;
  /** The customer's reference: shown on the sent view; on a step, the one the server gave the draft (its files are stored under it). */
  reference?: string;
  /**
   * Files already received for the file fields, by field: the stored key, the name, the id the answers name the
   * file by (so the enhanced form taking the page over sends the key instead of asking for the bytes again), and the
   * signed, expiring link its thumbnail is drawn from (the device has no bytes of a file the server received).
   */
  files?: Record<string, { key: string; name: string; id?: string; url?: string }[]>;
  /**
   * The address of the page shown (path and query), when the page answers a post made to another address: the
   * browser's first script puts it back in the address bar, so the enhanced page, a reload and its links are the
   * page's own.
   */
  page?: string;
}

/** The attribute of `<html>` marking a page the server drew for its own address's query (not a prerendered one). */
export const SERVED_QUERY_ATTRIBUTE = 'data-served-query';

/** The id of the script element a page carries its server state in. */
export const FORM_STATE_ID = 'form-state';

/**
 * The `<script type="application/json">` element carrying a state in a page, with every `<` escaped so no answer
 * can close the element (a typed `</script>` stays text).
 *
 * @example formStateScript(state) // '<script type="application/json" id="form-state">{"form":"contact",...}</script>'
 */
export function formStateScript(state: ServerFormState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${FORM_STATE_ID}">${json}</script>`;
}

/**
 * The state in a page's `#form-state` text, or undefined when there is none or it is not one the server wrote.
 *
 * @example parseFormState(document.getElementById(FORM_STATE_ID)?.textContent)
 */
export function parseFormState(text: string | null | undefined): ServerFormState | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as unknown;
    return isServerFormState(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** True when a value read back from a page is a state the server wrote (a form id, answers, a known view). */
export function isServerFormState(value: unknown): value is ServerFormState {
  if (!value || typeof value !== 'object') return false;
  const s = value as Partial<ServerFormState>;
  return (
    typeof s.form === 'string' &&
    !!s.answers &&
    typeof s.answers === 'object' &&
    (s.view === 'step' || s.view === 'check' || s.view === 'sent') &&
    typeof s.step === 'number' &&
    Array.isArray(s.errors) &&
    typeof s.attempt === 'string' &&
    (s.preview === undefined || isSentPreview(s.preview))
  );
}

/** True for a preview a page may link to: an http(s) address, a status path of this site's API, a known state. */
function isSentPreview(value: unknown): value is SentPreview {
  if (!value || typeof value !== 'object') return false;
  const p = value as Partial<SentPreview>;
  return (
    typeof p.url === 'string' &&
    /^https?:\/\/[^/?#\s]+\//i.test(p.url) &&
    typeof p.status === 'string' &&
    p.status.startsWith('/api/previews/') &&
    (p.state === 'building' || p.state === 'ready' || p.state === 'failed')
  );
}

/**
 * The query parameter of the address a form post is redirected to after its submission was stored: the page's own
 * address (its query kept) with `_sent=<attempt key>`, which shows the form's success view for that submission, so a
 * reload shows it again and sends nothing.
 */
export const SENT_PARAM = '_sent';

/**
 * A page address without the marks the server adds after a post (the sent view's `_sent`, the step shown's `_step`):
 * the page's own address, where "start again" leads and a post from it is answered.
 *
 * @example withoutSentMark('/comments-form?customerNumber=TS-9&_sent=k1') // '/comments-form?customerNumber=TS-9'
 */
export function withoutSentMark(address: string): string {
  const [path, query = ''] = address.split('?', 2);
  const params = new URLSearchParams(query);
  params.delete(SENT_PARAM);
  params.delete(STEP_PARAM);
  const rest = params.toString();
  return rest ? `${path}?${rest}` : path;
}
