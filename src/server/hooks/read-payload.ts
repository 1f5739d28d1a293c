import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BODY_POLICY, bodyTooLarge, checkFields, checkName, checkText, fieldTooLarge, parseJsonText, printable } from './body-policy';
import { readMultipart } from './read-multipart';
import { RequestError } from './request-error';

// Kept here too, so the routes that have always imported it from this module keep working.
export { RequestError } from './request-error';

/** The body stream of each multipart request, read by the route under the body policy (not by a parser). */
const multipartBodies = new WeakMap<object, Readable>();
/** Multipart requests whose body was read through a decompressor. */
const decompressed = new WeakSet<object>();

/**
 * Installs the body parsers of the whole server, each under the one body policy: JSON (`application/json`, and
 * JSON sent as `text/plain` by a `no-cors` fetch) with its nesting checked before parsing and reserved names
 * refused; URL-encoded forms with each field measured; multipart forms left as a stream for
 * {@link readHookPayload}, with a declared length over the limit refused at once.
 */
export function registerBodyParsers(app: FastifyInstance): void {
  const json = (_request: FastifyRequest, body: string | Buffer, done: (error: Error | null, value?: unknown) => void) => {
    try {
      done(null, body === '' ? undefined : parseJsonText(String(body)));
    } catch (error) {
      done(error as Error);
    }
  };
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, json);
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (request, body, done) =>
    String(body).trim() === '' ? done(null, undefined) : json(request, body, done),
  );
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseUrlEncoded(String(body)));
    } catch (error) {
      done(error as Error);
    }
  });
  // A request answered before its body was read (refused, or a route that takes no form) still has bytes on the
  // wire. When nothing else holds the body, read and drop them, so the connection stays usable; when the body runs
  // through a decompressor (or was torn down), the connection is closed after the answer, as Fastify does for a
  // body over its limit, so no client reuses a connection in an unknown state.
  app.addHook('onSend', async (request, reply, payload) => {
    const stream = multipartBodies.get(request);
    multipartBodies.delete(request);
    if (request.raw.complete) return payload;
    if (stream && stream !== request.raw) stream.resume();
    if (request.raw.destroyed || (stream && stream !== request.raw) || decompressed.has(request)) reply.header('connection', 'close');
    else request.raw.resume();
    return payload;
  });
  app.addContentTypeParser('multipart/form-data', (request, payload, done) => {
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > BODY_POLICY.totalBytes) return done(bodyTooLarge());
    multipartBodies.set(request, payload);
    done(null);
  });
}

/**
 * Reads a hook call's body as a flat object, whatever way the browser sent it: multipart form (the spec's
 * FormData posts), URL-encoded form, JSON, or JSON sent as text/plain. Every way goes through the same body
 * policy (total and per-field limits, nesting, reserved names); files are refused: they go through
 * `/api/upload` first.
 */
export async function readHookPayload(request: FastifyRequest): Promise<Record<string, unknown>> {
  const stream = multipartBodies.get(request);
  if (stream) {
    multipartBodies.delete(request);
    if (stream !== request.raw) decompressed.add(request);
    return readMultipart(stream, request.headers);
  }
  const body = request.body;
  if (body === undefined || body === null || (typeof body === 'string' && body.trim() === '')) {
    throw new RequestError(400, 'The request has no body; send the hook fields as JSON or as a multipart form.');
  }
  if (typeof body !== 'object' || Array.isArray(body)) {
    throw new RequestError(400, 'The body must be a JSON object (or a form) with the hook fields.');
  }
  checkFields(body as Record<string, unknown>);
  return body as Record<string, unknown>;
}

/**
 * Parses an URL-encoded form into a flat object under the body policy (last value of a repeated name wins).
 * @example parseUrlEncoded('a=1&b=2') // { a: '1', b: '2' }
 */
export function parseUrlEncoded(text: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    checkName(key);
    checkText(value, `The field "${printable(key)}"`);
    if (Buffer.byteLength(value) > BODY_POLICY.fieldBytes) throw fieldTooLarge(key);
    fields[key] = value;
  }
  checkFields(fields);
  return fields;
}
