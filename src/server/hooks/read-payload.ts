import type { FastifyRequest } from 'fastify';

/** A client mistake with the status and message to answer. */
export class RequestError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Multipart limits for hook forms. One file is let through only so it can be refused with a clear message. */
export const MULTIPART_LIMITS = { fields: 300, fieldSize: 256 * 1024, files: 1, parts: 300, headerPairs: 200 };

/**
 * Reads a hook call's body as a flat object, whatever way the browser sent it: multipart form (the spec's
 * FormData posts), URL-encoded form, JSON, or JSON sent as text/plain (what a `no-cors` fetch of a JSON string
 * arrives as). Files are refused: they go through `/api/upload` first.
 */
export async function readHookPayload(request: FastifyRequest): Promise<Record<string, unknown>> {
  if (request.isMultipart()) {
    const fields: Record<string, unknown> = {};
    try {
      for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
        if (part.type === 'file') {
          part.file.resume();
          throw new RequestError(400, `Form field "${part.fieldname}" is a file; hooks take text fields only. Upload files through /api/upload first.`);
        }
        if (FORBIDDEN_KEYS.has(part.fieldname)) throw new RequestError(400, `Form field name "${part.fieldname}" is not allowed.`);
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    } catch (error) {
      if (error instanceof RequestError) throw error;
      const status = (error as { statusCode?: number }).statusCode;
      throw new RequestError(status && status < 500 ? status : 400, `The multipart form could not be read: ${(error as Error).message}`);
    }
    return fields;
  }
  const body = request.body;
  if (body === undefined || body === null || (typeof body === 'string' && body.trim() === '')) {
    throw new RequestError(400, 'The request has no body; send the hook fields as JSON or as a multipart form.');
  }
  if (typeof body !== 'object' || Array.isArray(body)) {
    throw new RequestError(400, 'The body must be a JSON object (or a form) with the hook fields.');
  }
  return body as Record<string, unknown>;
}

/** Parses a text/plain body holding JSON, as sent by `fetch(url, { mode: 'no-cors', body: JSON.stringify(...) })`. */
export function parseTextJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text, (key, value) => (FORBIDDEN_KEYS.has(key) ? undefined : value));
  } catch (error) {
    throw new RequestError(400, `The body is not valid JSON: ${(error as Error).message}`);
  }
}

/** Parses an URL-encoded form into a flat object (last value of a repeated name wins). */
export function parseUrlEncoded(text: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(text)) if (!FORBIDDEN_KEYS.has(key)) fields[key] = value;
  return fields;
}
