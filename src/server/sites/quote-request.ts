/**
 * A quote request sent from a preview site's form, taken in like any form's submission: its fields become the answers
 * of the form named in site.yaml `previewSites.quoteRequests` (the contact form), checked there with that form's
 * compiled validators and messages, and stored with the calls of that form's plan, so the team receives it through
 * the relay like every other message.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import { publicOrigin } from '../public-origin';
import type { RelayWorker } from '../relay/relay-worker';
import type { Store } from '../storage/store';
import { submissionCalls } from '../submissions/expand-plan';
import type { KnownForm } from '../submissions/form-registry';
import type { PreviewRecord } from './preview-sites';
import type { QuoteContext } from './preview-service';

/** site.yaml `previewSites.quoteRequests`. */
export interface QuoteRequestSettings {
  form: string;
  answers: Record<string, string>;
}

/** What the visitor typed in the quote form. */
export type QuoteFields = Record<'name' | 'email' | 'phone' | 'message', string>;

/** The most characters each field of the quote form takes: its `maxlength`, and what the server keeps of it. */
export const QUOTE_MAX_LENGTHS = { name: 100, email: 200, phone: 30, message: 3000 } as const satisfies Record<keyof QuoteFields, number>;

/**
 * The most bytes a quote request's body may have, in whole KB: every field at its longest at 9 bytes a character
 * (urlencoded, a character of three UTF-8 bytes is three `%XX`; one of four bytes counts as two characters, and a line
 * break as one though it is sent as `%0D%0A`), and 2 KB for the names, separators and a multipart body's boundaries.
 * Whatever the form lets a visitor type fits (32 KB).
 */
export const QUOTE_BODY_LIMIT = Math.ceil((Object.values(QUOTE_MAX_LENGTHS).reduce((sum, n) => sum + n, 0) * 9 + 2048) / 1024) * 1024;

/** The outcome: stored, or the problems by answer in the form's words. */
export type QuoteOutcome = { ok: true } | { ok: false; problems: string[] };

/**
 * One answer from its template: placeholders filled, and a line whose placeholders are all empty left out (so no
 * "Phone:" line when no phone number was given).
 */
export function quoteAnswer(template: string, values: Record<string, string>): string {
  const lines = template.split('\n').filter((line) => {
    const names = [...line.matchAll(/\{([A-Za-z]+)\}/g)].map((m) => m[1]);
    return names.length === 0 || names.some((name) => (values[name] ?? '').trim() !== '');
  });
  return lines
    .join('\n')
    .replace(/\{([A-Za-z]+)\}/g, (_all, name: string) => values[name] ?? '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The answers of the quote form's fields, as the settings' form takes them; an empty answer is left out. */
export function quoteAnswers(settings: QuoteRequestSettings, fields: QuoteFields, site: { businessName: string; reference: string }): Record<string, string> {
  const values = { visitorName: fields.name, visitorEmail: fields.email, visitorPhone: fields.phone, visitorMessage: fields.message, ...site };
  const out: Record<string, string> = {};
  for (const [key, template] of Object.entries(settings.answers)) {
    const answer = quoteAnswer(template, values);
    if (answer) out[key] = answer;
  }
  return out;
}

/**
 * Checks a quote request with the form's own validators and stores it as that form's submission (with its plan's
 * hook calls, in one transaction); the problems in the form's words when it is not valid.
 */
export async function storeQuote(
  deps: { store: Store; relay: RelayWorker; forms: Map<string, KnownForm>; settings: QuoteRequestSettings; config: Pick<ServerConfig, 'publicUrl'> },
  fields: QuoteFields,
  record: PreviewRecord,
  site: Pick<QuoteContext, 'businessName' | 'formFile'>,
  request: FastifyRequest,
): Promise<QuoteOutcome> {
  const form = deps.forms.get(deps.settings.form);
  if (!form) throw new Error(`previewSites.quoteRequests.form names "${deps.settings.form}", a form the server does not know.`);
  const answers = quoteAnswers(deps.settings, fields, { businessName: site.businessName, reference: record.reference });
  const problems = form.check(answers);
  if (Object.keys(problems).length) return { ok: false, problems: [...new Set(Object.values(problems))] };
  const now = Date.now();
  const id = randomUUID();
  const source = `${publicOrigin(request, deps.config)}/sites/${record.code}/${site.formFile}`;
  const planned = submissionCalls(form.form, { answers, links: {}, reference: record.reference, query: {}, source, now: new Date(now) });
  const clientIp = request.ip;
  const userAgent = String(request.headers['user-agent'] ?? '').slice(0, 300);
  await deps.store.recordSubmission({
    submission: { id, form: form.id, customerRef: record.reference, answers, files: {}, attemptKey: `quote-${id}`, clientIp, userAgent, createdAt: now },
    calls: planned.map((call) => ({
      id: call.id ?? randomUUID(),
      hook: call.hook,
      payload: call.payload,
      contentType: 'application/json',
      clientIp,
      userAgent,
      createdAt: now,
      customerRef: record.reference,
      submissionId: id,
      state: deps.relay.hasTarget(call.hook) ? 'pending' : 'held',
    })),
    events: [],
  });
  deps.relay.kick();
  return { ok: true };
}
