import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import Busboy from '@fastify/busboy';
import { BODY_POLICY, bodyTooLarge, checkName, checkText, fieldTooLarge, printable, tooManyFields } from './body-policy';
import { RequestError } from './request-error';

const UNREADABLE = 'The multipart form could not be read: its parts are cut short or badly formed. Send it as a browser sends FormData.';

/**
 * Reads a multipart form of text fields under the body policy: the bytes are counted as they arrive and the
 * form is refused whole (413) once it passes the total limit, a field over the per-field limit or a form with
 * too many fields is refused (413) rather than cut short, reserved or unreadable names are refused (400), and a
 * file part is refused (400: files go through /api/upload). The last value of a repeated name wins.
 */
export function readMultipart(stream: Readable, headers: IncomingHttpHeaders): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    let settled = false;
    let received = 0;
    let parser: ReturnType<typeof Busboy> | undefined;

    const fail = (error: RequestError) => {
      if (settled) return;
      settled = true;
      if (parser) stream.unpipe(parser);
      stream.removeListener('data', count);
      stream.resume(); // read and drop the rest, so the answer reaches the client
      reject(error);
    };
    function count(chunk: Buffer) {
      received += chunk.length;
      if (received > BODY_POLICY.totalBytes) fail(bodyTooLarge());
    }

    try {
      parser = Busboy({
        headers: headers as IncomingHttpHeaders & { 'content-type': string },
        limits: {
          fieldNameSize: BODY_POLICY.fieldNameBytes,
          fieldSize: BODY_POLICY.fieldBytes,
          fields: BODY_POLICY.maxFields,
          parts: BODY_POLICY.maxFields,
          files: 1,
          headerPairs: 200,
        },
      });
    } catch {
      fail(new RequestError(400, 'The multipart form could not be read: its Content-Type has no boundary. Send it as a browser sends FormData.'));
      return;
    }

    parser.on('field', (name, value, nameTruncated, valueTruncated) => {
      if (settled) return;
      try {
        if (nameTruncated) throw new RequestError(400, `A field name is longer than ${BODY_POLICY.fieldNameBytes} bytes ("${printable(name)}…"); nothing was stored.`);
        checkName(name);
        if (valueTruncated) throw fieldTooLarge(name);
        checkText(value, `The field "${printable(name)}"`);
        fields[name] = value;
      } catch (error) {
        fail(error as RequestError);
      }
    });
    parser.on('file', (name, file) => {
      file.resume();
      fail(new RequestError(400, `Form field "${printable(name)}" is a file; hooks take text fields only. Upload files through /api/upload first.`));
    });
    parser.on('fieldsLimit', () => fail(tooManyFields()));
    parser.on('partsLimit', () => fail(tooManyFields()));
    parser.on('error', () => fail(received === 0 ? new RequestError(400, 'The request has no body; send the hook fields as JSON or as a multipart form.') : new RequestError(400, UNREADABLE)));
    parser.on('finish', () => {
      if (settled) return;
      settled = true;
      resolve(fields);
    });
    stream.on('error', (error: NodeJS.ErrnoException) =>
      fail(new RequestError(400, /^(Z_|ERR_BROTLI)/.test(error.code ?? '') ? 'The compressed body could not be decompressed; send it uncompressed.' : UNREADABLE)),
    );
    stream.on('data', count);
    stream.pipe(parser);
  });
}
