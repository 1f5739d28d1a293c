import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BODY_POLICY, checkFields, checkName, checkText, fieldTooLarge, parseJsonText, printable } from './body-policy';

// Kept here too, so the routes that have always imported it from this module keep working.
export { RequestError } from './request-error';

/**
 * Installs the body parsers of the whole server, each under the one body policy: JSON (`application/json`, and
 * JSON sent as `text/plain` by a `no-cors` fetch) with its nesting checked before parsing and reserved names
 * refused; URL-encoded forms with each field measured. Files never come this way: they go through `/api/upload`.
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
  // A request answered before its body was read (refused) still has bytes on the wire: they are read and dropped
  // so the connection stays usable, or, when the body runs through a decompressor or was torn down, the connection
  // is closed after the answer (as Fastify does for a body over its limit).
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.raw.complete) return payload;
    if (request.raw.destroyed || request.headers['content-encoding']) reply.header('connection', 'close');
    else request.raw.resume();
    return payload;
  });
}

/**
 * Where a parsed URL-encoded body keeps every name/value pair in the order sent (a repeated name each time), for a
 * form posted as HTML whose choice lists repeat their name (`src/server/routes/form-posts.ts`).
 */
export const FORM_ENTRIES = Symbol('form entries');

/**
 * Parses an URL-encoded form into a flat object under the body policy (last value of a repeated name wins); every
 * pair in order is kept under {@link FORM_ENTRIES}.
 * @example parseUrlEncoded('a=1&b=2') // { a: '1', b: '2' }
 */
export function parseUrlEncoded(text: string): Record<string, string> {
  const fields: Record<string, string> = {};
  const entries: [string, string][] = [];
  for (const [key, value] of new URLSearchParams(text)) {
    checkName(key);
    checkText(value, `The field "${printable(key)}"`);
    if (Buffer.byteLength(value) > BODY_POLICY.fieldBytes) throw fieldTooLarge(key);
    fields[key] = value;
    entries.push([key, value]);
  }
  checkFields(fields);
  Object.defineProperty(fields, FORM_ENTRIES, { value: entries, enumerable: false });
  return fields;
}
