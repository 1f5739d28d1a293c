/**
 * Serving preview sites: `GET /sites/<code>/...` from the file store with `X-Robots-Tag: noindex` (until the site
 * is launched) and a Content Security Policy of its own that allows nothing but the site's own styles and
 * images; a plain page for an address still being built (503, reloading itself), an unknown (404), expired or
 * withdrawn (410) one; the quote form's `POST /sites/<code>/quote`; `GET /api/previews/<code>` for the
 * confirmation; and the team's revoke and renew.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { site } from '../../generated/config';
import { notePagePost, type PageFormRoute } from '../hooks/page-answers';
import { RequestError } from '../hooks/request-error';
import { readFormPost } from '../routes/form-body';
import { esc } from './html';
import { isPreviewCode, previewState, typeOf, type PreviewRecord } from './preview-sites';
import { previewPath, type PreviewService, type QuoteContext } from './preview-service';
import { QUOTE_BODY_LIMIT, QUOTE_MAX_LENGTHS, type QuoteFields, type QuoteOutcome } from './quote-request';

/** The words of site.yaml `previewSites` the server shows. */
export interface PreviewWords {
  /** An address whose site is not built yet: its page, and after how many seconds it tries again. */
  buildingPage: { title: string; text: string; retryAfterSeconds: number };
  /** The text of that page once the build has given up. */
  failed: string;
  notFound: { title: string; text: string };
  expired: { title: string; text: string };
  quoteRefused: { title: string; text: string; back: string };
}

/** The policy of every preview answer: the site's own styles and images, forms posting to itself, no script. */
export const PREVIEW_CSP = "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'self'";

function previewHeaders(reply: FastifyReply, record?: PreviewRecord): FastifyReply {
  reply.header('content-security-policy', PREVIEW_CSP);
  reply.header('referrer-policy', 'no-referrer');
  if (!record?.launched) reply.header('x-robots-tag', 'noindex, nofollow');
  return reply;
}

/** A plain page in place of a site; `retryAfter` (seconds) also has the browser load the address again then, without script. */
function problemPage(reply: FastifyReply, status: 404 | 410 | 503, words: { title: string; text: string }, retryAfter?: number): FastifyReply {
  const refresh = retryAfter ? `<meta http-equiv="refresh" content="${retryAfter}">` : '';
  const html = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">${refresh}<title>${esc(words.title)}</title></head><body><main><h1>${esc(words.title)}</h1><p>${esc(words.text)}</p></main></body></html>`;
  if (retryAfter) reply.header('retry-after', String(retryAfter));
  return previewHeaders(reply).code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

/** A preview's address code; an unknown or malformed one is answered by the handler's own 404 page, not a 400. */
const codeParams = { type: 'object', required: ['code'], properties: { code: { type: 'string', description: 'The preview\'s unguessable code.' } } } as const;
const fileParams = { ...codeParams, properties: { ...codeParams.properties, '*': { type: 'string', description: 'The page or image within the preview.' } } } as const;
/** The quote form's fields; lengths are cut by the handler, and what is missing is said by the quote form's messages. */
const quoteBody = {
  type: 'object',
  properties: Object.fromEntries(['name', 'email', 'phone', 'message'].map((k) => [k, { type: 'string', description: `The visitor's ${k}.` }])),
} as const;
const previewReply = {
  200: {
    type: 'object',
    properties: {
      state: { type: 'string', description: 'queued, building, ready, failed, expired or revoked.' },
      path: { type: 'string', description: 'The preview\'s address on this host.' },
      pages: { type: 'array', description: 'The built pages (id, path and the template\'s name of each).', items: { type: 'object', additionalProperties: true } },
    },
  },
} as const;
const byReferenceQuery = { type: 'object', properties: { reference: { type: 'string', maxLength: 64, description: 'The customer reference.' } } } as const;

const QUOTE_NAMES = Object.keys(QUOTE_MAX_LENGTHS) as (keyof QuoteFields)[];

/** The quote form's fields as posted: JSON or urlencoded (parsed before the handler), or multipart, read here. */
async function quoteBodyOf(request: FastifyRequest): Promise<Record<string, unknown>> {
  if (!request.isMultipart()) return request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
  const posted = await readFormPost(request);
  await posted.cleanup(); // the form has no file fields: a file posted is not kept
  return Object.fromEntries(posted.entries);
}

/** Routes of preview sites; `adminToken` guards revoke and renew (see admin-routes for the same check). */
export async function previewRoutes(
  app: FastifyInstance,
  opts: {
    previews: PreviewService;
    words: PreviewWords;
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    /** Checks and stores a quote request sent from a preview's form (as the quote form's submission). */
    storeQuote: (fields: QuoteFields, record: PreviewRecord, site: QuoteContext, request: FastifyRequest) => Promise<QuoteOutcome>;
  },
): Promise<void> {
  const { previews, words } = opts;

  /**
   * The answer for a code with no site: while its job is queued or building (the address is handed out at Submit,
   * before the build ends), a page saying so that loads the address again, 503 with Retry-After; once the build has
   * given up, that page with the `failed` words and no reload; a code no job has, the 404 page.
   */
  const noSite = async (code: string, reply: FastifyReply) => {
    const job = isPreviewCode(code) ? await previews.jobs.get(code) : undefined;
    if (job?.state === 'pending' || job?.state === 'building') return problemPage(reply, 503, words.buildingPage, words.buildingPage.retryAfterSeconds);
    if (job?.state === 'failed') return problemPage(reply, 503, { title: words.buildingPage.title, text: words.failed });
    return problemPage(reply, 404, words.notFound);
  };

  const serve = async (code: string, path: string, reply: FastifyReply) => {
    const record = isPreviewCode(code) ? await previews.sites.record(code) : undefined;
    if (!record) return noSite(code, reply);
    if (previewState(record) !== 'live') return problemPage(reply, 410, words.expired);
    const body = await previews.sites.file(code, path);
    if (!body) return problemPage(reply, 404, words.notFound);
    previewHeaders(reply, record).header('cache-control', path.endsWith('.html') ? 'private, no-cache' : 'private, max-age=3600');
    return reply.type(typeOf(path)).send(body);
  };

  app.get('/sites/:code', { schema: { params: codeParams } }, async (request, reply) => {
    const { code } = request.params as { code: string };
    return isPreviewCode(code) ? reply.redirect(previewPath(code), 301) : problemPage(reply, 404, words.notFound);
  });
  app.get('/sites/:code/', { schema: { params: codeParams } }, async (request, reply) => serve((request.params as { code: string }).code, 'index.html', reply));
  app.get('/sites/:code/*', { schema: { params: fileParams } }, async (request, reply) => {
    const params = request.params as { code: string; '*': string };
    return serve(params.code, params['*'], reply);
  });

  /** The preview a request's address names (its path), when the code is one. */
  const previewOf = (request: FastifyRequest): string | undefined => {
    const { code } = request.params as { code?: string };
    return code && isPreviewCode(code) ? previewPath(code) : undefined;
  };
  /** The page of a preview with its quote form, where a refused request leads back to (the site's home without one). */
  const quotePage = async (request: FastifyRequest): Promise<string> => {
    const base = previewOf(request);
    if (!base) return '/';
    const { code } = request.params as { code: string };
    // Without its record (none, or the outage that refused the request), the form's page of the default template.
    const record = await previews.sites.record(code).catch(() => undefined);
    return `${base}${previews.quoteFormFile(record)}#quote`;
  };
  const pageForm: PageFormRoute = {
    back: quotePage,
    stylesheet: (request) => {
      const base = previewOf(request);
      return base && `${base}site.css`;
    },
    headers: (reply) => void previewHeaders(reply),
  };
  // JSON, urlencoded and multipart alike: a browser posts the form as its `enctype` says, and the schema checks the
  // bodies parsed before the handler (multipart is read by the handler, below).
  const quoteBodies = Object.fromEntries(['application/json', 'text/plain', 'application/x-www-form-urlencoded'].map((type) => [type, { schema: quoteBody }]));
  app.post('/sites/:code/quote', { bodyLimit: QUOTE_BODY_LIMIT, config: { pageForm }, schema: { params: codeParams, body: { content: quoteBodies } } }, async (request, reply) => {
    const { code } = request.params as { code: string };
    const body = await quoteBodyOf(request);
    const fields = Object.fromEntries(QUOTE_NAMES.map((k) => [k, typeof body[k] === 'string' ? body[k].trim().slice(0, QUOTE_MAX_LENGTHS[k]) : ''])) as QuoteFields;
    // Read: a refusal from here on (an outage reading the preview) is a page leading back to the form (page-answers.ts).
    notePagePost(request, { page: `${previewPath(code)}${previews.quoteFormFile()}#quote` });
    const record = isPreviewCode(code) ? await previews.sites.record(code) : undefined;
    if (!record) return noSite(code, reply);
    if (previewState(record) !== 'live') return problemPage(reply, 410, words.expired);
    const context = await previews.quoteContext(record);
    // Once its words and its own form's page are known, the form again with what was typed, and why it was not sent.
    notePagePost(request, {
      page: `${previewPath(code)}${context.formFile}#quote`,
      draw: (message) => refusedPage(code, context, { title: site.words.refused.title, text: message, back: words.quoteRefused.back }, fields, []),
    });
    const outcome = await opts.storeQuote(fields, record, context, request);
    if (!outcome.ok) {
      return previewHeaders(reply, record).code(400).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(refusedPage(code, context, words.quoteRefused, fields, outcome.problems));
    }
    return reply.redirect(`${previewPath(code)}quote-sent.html`, 303);
  });

  app.get('/api/previews/:code', { schema: { params: codeParams, response: previewReply } }, async (request, reply) => {
    const { code } = request.params as { code: string };
    const job = isPreviewCode(code) ? await previews.jobs.get(code) : undefined;
    if (!job) throw new RequestError(404, 'There is no preview with this code.');
    const record = job.state === 'ready' ? await previews.sites.record(code) : undefined;
    const state = record && previewState(record) !== 'live' ? previewState(record) : job.state;
    return reply.header('cache-control', 'no-store').send({ state, path: previewPath(code), pages: record?.pages ?? [] });
  });

  await app.register(async (admin) => {
    admin.addHook('onRequest', opts.requireAdmin);
    const change = async (code: string, edit: (r: PreviewRecord) => PreviewRecord) => {
      const record = isPreviewCode(code) ? await previews.sites.record(code) : undefined;
      if (!record) throw new RequestError(404, 'There is no preview with this code.');
      const changed = edit(record);
      await previews.sites.saveRecord(changed);
      return { code, state: previewState(changed), expiresAt: new Date(changed.expiresAt).toISOString(), reference: changed.reference };
    };
    admin.get('/api/admin/previews', { schema: { querystring: byReferenceQuery } }, async (request) => {
      const reference = String((request.query as { reference?: string }).reference ?? '');
      if (!reference) throw new RequestError(400, 'Give the customer reference as ?reference=.', { reference: 'reference is required' });
      return { previews: (await previews.jobs.byReference(reference)).map((j) => ({ ...j, path: previewPath(j.code) })) };
    });
    admin.post('/api/admin/previews/:code/revoke', { schema: { params: codeParams } }, async (request) =>
      change((request.params as { code: string }).code, (r) => ({ ...r, revokedAt: Date.now() })),
    );
    admin.post('/api/admin/previews/:code/renew', { schema: { params: codeParams } }, async (request) => {
      const days = Number((request.body as { days?: unknown } | undefined)?.days ?? previews.settings.expiresAfterDays);
      if (!Number.isInteger(days) || days < 1 || days > 365) throw new RequestError(400, 'days must be a whole number from 1 to 365.', { days: 'days must be from 1 to 365' });
      return change((request.params as { code: string }).code, ({ revokedAt: _revoked, ...r }) => ({ ...r, expiresAt: Date.now() + days * 86_400_000 }));
    });
  });
}

/**
 * The answer to a quote request that is not valid: what is wrong, in the quote form's own messages, and the form
 * again with everything the visitor typed, so nothing is lost (the site's own style sheet; no script).
 */
function refusedPage(code: string, context: QuoteContext, refused: PreviewWords['quoteRefused'], fields: QuoteFields, problems: string[]): string {
  const base = previewPath(code);
  const f = context.words;
  const input = (name: keyof QuoteFields, label: string, type: string, extra: string) =>
    `<p class="field"><label for="q-${name}">${esc(label)}</label>${
      type === 'textarea'
        ? `<textarea id="q-${name}" name="${name}" rows="5" maxlength="${QUOTE_MAX_LENGTHS[name]}"${extra}>${esc(fields[name])}</textarea>`
        : `<input id="q-${name}" name="${name}" type="${type}" value="${esc(fields[name])}" maxlength="${QUOTE_MAX_LENGTHS[name]}"${extra}>`
    }</p>`;
  return (
    `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${esc(refused.title)}</title><link rel="stylesheet" href="${esc(base)}site.css"></head><body><main id="main"><section><div class="wrap">` +
    `<h1>${esc(refused.title)}</h1><div role="alert"><p>${esc(refused.text)}</p>${problems.length ? `<ul class="problems">${problems.map((p) => `<li>${esc(p)}</li>`).join('')}</ul>` : ''}</div>` +
    `<form method="post" action="${esc(base)}quote" class="quote">` +
    input('name', f.name, 'text', ' required autocomplete="name"') +
    input('email', f.email, 'email', ' required autocomplete="email"') +
    input('phone', f.phone, 'tel', ' autocomplete="tel"') +
    input('message', f.message, 'textarea', ' required') +
    `<p><button class="btn btn-main" type="submit">${esc(f.submit)}</button></p></form>` +
    `<p><a href="${esc(base)}${esc(context.formFile)}#quote">${esc(refused.back)}</a></p></div></section></main></body></html>`
  );
}
