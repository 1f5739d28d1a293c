import { createHash } from 'node:crypto';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES } from '../domain/image-signature';
import { hostKindOf } from '../domain/host-kind';
import { SENT_ENTRY_SCRIPT } from '../domain/sent-entry-script';
import { site } from '../generated/config';
import type { ServerConfig } from './config';
import { sizeInWords } from './hooks/body-policy';
import { refusalPage } from './hooks/page-answers';
import { RequestError } from './hooks/request-error';
import { asOutage, RETRY_AFTER_SECONDS } from './unavailable';

/** Messages for Fastify's and its plugins' client errors, in plain words (their own texts never reach the answer). */
const CLIENT_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here. Send JSON (application/json) or a form (application/x-www-form-urlencoded or multipart/form-data).',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The body is empty; send the fields as a JSON object.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The body is not valid JSON.',
  FST_ERR_CTP_INVALID_TYPE: 'The Content-Type header is not valid.',
  FST_ERR_CTP_INVALID_CONTENT_TYPE: 'The Content-Type header is not valid.',
  FST_CP_ERR_INVALID_CONTENT_ENCODING: 'The body is compressed in a way this server does not read. Send it uncompressed, or with gzip, deflate or br.',
  FST_CP_ERR_INVALID_CONTENT: 'The compressed body could not be decompressed; send it uncompressed.',
  FST_ERR_BAD_URL: 'The address is not valid.',
  FST_ERR_ASYNC_CONSTRAINT: 'The request could not be matched to a route.',
};

/** The pages' one inline script (src/domain/sent-entry-script.ts), allowed by its hash. */
const SENT_ENTRY_HASH = `'sha256-${createHash('sha256').update(SENT_ENTRY_SCRIPT).digest('base64')}'`;

/** The answer for a body over the route's limit, naming that limit. */
function tooLargeMessage(url: string, limit: number | undefined): string {
  if (url.startsWith('/api/files/')) return `The file is larger than ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB.`;
  return `The request body is larger than ${sizeInWords(limit ?? 1024 * 1024)}, the most this address accepts; nothing was stored.`;
}

/**
 * Security headers, CORS and JSON errors.
 * The Content Security Policy allows scripts only from this origin (no `unsafe-eval`), and one inline script by its
 * hash (the pages' mark of a sent form kept by the history entry, src/domain/sent-entry-script.ts),
 * inline styles (emotion injects them), images and connections to this origin plus the S3 bucket, and lets
 * any site (or those in `FRAME_ANCESTORS`) embed the forms of the `embed.` host, which is there to be framed (spec
 * part 2 §2, the embed code of /embed-instructions). The main and `forms.` hosts may be framed by their own pages only
 * (and by the sites `FRAME_ANCESTORS` names, when it names any): a page of theirs framed by another site could be
 * clicked through unseen (an unsubscribe, a domain confirmed).
 */
export async function registerSecurity(app: FastifyInstance, config: ServerConfig, extraOrigins: string[]): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", SENT_ENTRY_HASH],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...extraOrigins],
        connectSrc: ["'self'", ...extraOrigins, ...config.cspConnectSrc],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: config.frameAncestors,
      },
    },
    frameguard: false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  const framedBy = ["'self'", ...config.frameAncestors.filter((source) => source !== '*' && source !== "'self'")].join(' ');
  const prefixes = { forms: site.hosts.formsPrefix, embed: site.hosts.embedPrefix };
  app.addHook('onSend', async (request, reply, payload) => {
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string' && hostKindOf(request.hostname, prefixes) !== 'embed') {
      reply.header('content-security-policy', policy.replace(/frame-ancestors [^;]*/, `frame-ancestors ${framedBy}`));
    }
    return payload;
  });

  const allowAll = config.allowedOrigins.includes('*');
  await app.register(cors, {
    origin: (origin, callback) => callback(null, Boolean(origin) && (allowAll || config.allowedOrigins.includes(origin!))),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'OPTIONS'],
    allowedHeaders: ['content-type', 'authorization', 'idempotency-key', 'if-none-match'],
    maxAge: 600,
  });

  app.setErrorHandler(async (error: FastifyError | RequestError, request, reply) => {
    const { status, body } = errorAnswer(error, request);
    if (status === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    // A browser's plain form post to a page's form is answered with a page, its status and Retry-After kept.
    const page = await refusalPage(request, reply, status);
    if (page) return page;
    return reply.code(status).send(body);
  });
}

/**
 * The status and the API's `{error}` body of an error a route or Fastify threw, logged as it deserves: the request's
 * own mistake in plain words, an outage as 503 (nothing was stored), anything else as 500.
 */
function errorAnswer(error: FastifyError | RequestError, request: FastifyRequest): { status: number; body: Record<string, unknown> } {
  if (error instanceof RequestError) {
    return { status: error.statusCode, body: { error: error.message, ...(error.fields ? { fields: error.fields } : {}) } };
  }
  const validation = (error as FastifyError).validation;
  if (validation) {
    // A route's declared schema refused the request: each problem named by where it is.
    const fields: Record<string, string> = {};
    for (const v of validation) {
      const { missingProperty: missing, additionalProperty: unknown } = v.params as { missingProperty?: string; additionalProperty?: string };
      const named = missing ?? unknown;
      const where = [(error as FastifyError).validationContext, ...v.instancePath.split('/').slice(1), ...(named ? [named] : [])].join('.');
      fields[where] ??= missing
        ? `${missing} is required`
        : unknown
          ? `${unknown} is not a field this address takes`
          : `${v.instancePath.split('/').pop() || 'it'} ${v.message ?? 'is not valid'}`;
    }
    return { status: 400, body: { error: `The request is not valid: ${Object.entries(fields).map(([k, m]) => `${k}: ${m}`).join('; ')}.`, fields } };
  }
  const status = error.statusCode ?? 500;
  if (status === 413) return { status, body: { error: tooLargeMessage(request.url, request.routeOptions?.bodyLimit) } };
  if (status === 429) return { status, body: { error: error.message } };
  if (status >= 400 && status < 500) {
    const code = (error as FastifyError).code;
    return { status, body: { error: CLIENT_MESSAGES[code] ?? `The request could not be read (${status}). Check its address, headers and body.` } };
  }
  // An outage of the database or the file store: 503 with Retry-After, never 500 (nothing was stored).
  const outage = asOutage(error);
  if (outage) {
    request.log.warn({ part: outage.part, reason: outage.reason }, 'request answered 503: a part the server needs is unavailable');
    return { status: 503, body: { error: outage.answer, unavailable: outage.part } };
  }
  request.log.error({ err: error }, 'request failed');
  return { status: 500, body: { error: 'Something went wrong on the server and the request was not completed. Please try again.' } };
}