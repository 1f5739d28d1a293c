/**
 * Requests Node's HTTP parser refuses before Fastify sees them (an address or headers over Node's 16 KB, a malformed
 * request, a client too slow to send its headers), answered in the API's error format (`{"error": ...}`) rather than
 * Fastify's default `{"error","message","statusCode"}`, and, for a browser opening a page whose address is too long, as
 * a plain page in the site's words (site.yaml `words.refused`). The connection is closed after the answer, as Node and
 * Fastify do: what is left of the request cannot be read.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyBaseLogger } from 'fastify';
import { site } from '../../generated/config';
import { plainPage } from './page-answers';

/** The status and the API's words for each error Node's parser reports. */
function answerOf(code: string | undefined): { status: number; error: string } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, error: 'The request took too long to arrive; send it again.' };
  if (code === 'HPE_HEADER_OVERFLOW') {
    return { status: 431, error: 'The address or the headers of the request are longer than this server takes (16 KB in all); nothing was read.' };
  }
  return { status: 400, error: 'The request could not be read as HTTP; nothing was read.' };
}

/**
 * True when the refused request's first line is a browser opening a page (a `GET` or `HEAD` of an address outside
 * `/api/`, asking for HTML first), read from the bytes Node's parser kept (`rawPacket`).
 */
export function opensPage(rawPacket: Buffer | undefined): boolean {
  if (!rawPacket) return false;
  const head = rawPacket.subarray(0, 65536).toString('latin1');
  const line = /^(GET|HEAD) (\/\S*)/.exec(head);
  if (!line || /^\/api(\/|$|\?)/.test(line[2])) return false;
  const accept = /\r\naccept:([^\r\n]*)/i.exec(head)?.[1] ?? '';
  return /text\/html/i.test(accept);
}

/**
 * Fastify's `clientErrorHandler` (called with the Fastify instance as `this`): writes the answer to the socket, when
 * it still takes one, and closes it.
 *
 * @example Fastify({ clientErrorHandler: answerClientError })
 */
export function answerClientError(this: { log: FastifyBaseLogger } | undefined, error: ConnectionError, socket: Socket): void {
  // A connection reset has nothing left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, error: message } = answerOf(error.code);
  this?.log.debug({ err: error, status }, 'request refused by the HTTP parser');
  if (socket.writable) {
    const words = site.words.refused;
    const raw: unknown = error.rawPacket;
    const page = status === 431 && opensPage(Buffer.isBuffer(raw) ? raw : undefined);
    const body = page ? plainPage(words.addressTitle, [words.addressText], { href: '/', text: words.home }) : JSON.stringify({ error: message });
    const type = page ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8';
    const headers = [`Content-Type: ${type}`, `Content-Length: ${Buffer.byteLength(body)}`, "Content-Security-Policy: default-src 'none'", 'X-Content-Type-Options: nosniff', 'Cache-Control: no-store', 'Connection: close'];
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers.join('\r\n')}\r\n\r\n${body}`);
  }
  socket.destroy(error);
}
