/**
 * Browser client of the forms' intake (src/server/routes/form-routes.ts): a submission, a step event and a new
 * customer reference. Every call is a normal request whose status is checked: a 400 carries the server's message
 * for each field, and any other failure throws a {@link FormSendError} in the words of site.yaml `words.sending`
 * (shown to the visitor as a toast's {reason}), so a failure is shown, never swallowed.
 */
import { site } from '../generated/config';
import { interpolate } from '../domain/text-template';
import { resolveEndpoint, secondsText } from './upload-client';

/** Time allowed for one call: 30 seconds. */
export const FORM_CALL_TIMEOUT_MS = 30_000;

/** A failed call: `status` when the server answered, `fields` its message per field (400). */
export class FormSendError extends Error {
  override readonly name = 'FormSendError';
  constructor(
    message: string,
    readonly status?: number,
    readonly fields: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}

/** The page a form is sent from: its address without query, and the link's parameters. */
export interface PageOfForm {
  source: string;
  query: Record<string, string>;
}

/** What a submission or a step event sends. */
export interface FormRequest {
  answers: Record<string, unknown>;
  /** Keys of uploaded files by file field, one per file in the order of the answers (`null`: not uploaded). */
  files: Record<string, Array<string | null>>;
  /** The reference the server gave this session, when the answers have none. */
  reference?: string;
  page: PageOfForm;
}

/** The server's answer to a submission. */
export interface SubmissionReceipt {
  id: string;
  reference: string | null;
  createdAt: number;
  repeated: boolean;
  /** The customer's website the server builds from this submission: its address and its status path. */
  preview?: { url: string; status: string };
}

async function post<T>(url: string, body: unknown, fetchFn: typeof fetch = globalThis.fetch.bind(globalThis)): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), FORM_CALL_TIMEOUT_MS);
  let response: Response;
  let answer: Record<string, unknown>;
  try {
    response = await fetchFn(resolveEndpoint(url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      signal: controller.signal,
      credentials: 'same-origin',
    });
    answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  } catch (error) {
    if (controller.signal.aborted) throw new FormSendError(interpolate(site.words.sending.noAnswer, { time: secondsText(FORM_CALL_TIMEOUT_MS) }));
    throw new FormSendError(interpolate(site.words.sending.unreachable, { reason: (error as Error).message }));
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) {
    const message = typeof answer.error === 'string' ? answer.error : interpolate(site.words.sending.refused, { status: response.status, statusText: response.statusText }).trim();
    const fields = answer.fields && typeof answer.fields === 'object' ? (answer.fields as Record<string, string>) : {};
    throw new FormSendError(message, response.status, fields);
  }
  return answer as T;
}

/**
 * The body the intake server takes for a submission or a step event: only the fields of its contract, whatever else
 * the request object carries (the server refuses a field it does not take).
 */
function contractBody(request: FormRequest): FormRequest {
  return { answers: request.answers, files: request.files, ...(request.reference !== undefined ? { reference: request.reference } : {}), page: { source: request.page.source, query: request.page.query } };
}

const formUrl = (formId: string, tail: string) => `${site.endpoints.forms.replace('{form}', encodeURIComponent(formId))}/${tail}`;

/**
 * Sends a form's answers once: the server checks them, stores one submission and runs the form's plan. A repeat
 * with the same `attemptKey` (a retry after a lost answer) answers the same submission.
 * @example const { reference } = await postSubmission('request', { answers, files: {}, page }, key)
 */
export function postSubmission(formId: string, request: FormRequest, attemptKey: string, fetchFn?: typeof fetch): Promise<SubmissionReceipt> {
  return post<SubmissionReceipt>(formUrl(formId, 'submissions'), { ...contractBody(request), attemptKey }, fetchFn);
}

/** Tells the server a step was left forwards; it runs the step's plan (e.g. business basics after step 2). */
export function postStepEvent(formId: string, step: string, request: FormRequest, fetchFn?: typeof fetch): Promise<{ calls: number }> {
  return post(formUrl(formId, 'events'), { ...contractBody(request), step }, fetchFn);
}

/** A new customer reference from the server, for a session that uploads before it submits. */
export async function newReference(fetchFn?: typeof fetch): Promise<string> {
  return (await post<{ reference: string }>(site.endpoints.references, {}, fetchFn)).reference;
}
