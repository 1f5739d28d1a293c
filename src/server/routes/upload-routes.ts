import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES, sniffImageType } from '../../domain/image-signature';
import type { ServerConfig } from '../config';
import { customerRef, FILE_KEY_PATTERN, FILE_TYPES, isStoredImageType, newFileKey, normaliseMimeType, type FileType } from '../files/file-keys';
import type { FileStorage, LocalFileStorage } from '../files/file-storage';
import { checkLink, type LinkGrant } from '../files/signing';
import { ImageRefusedError, stripImageMetadata } from '../files/strip-metadata';
import { RequestError } from '../hooks/read-payload';
import { publicOrigin } from '../public-origin';
import type { Store } from '../storage/store';

const ACCEPTED = 'Only PNG, JPEG, GIF and WebP images can be uploaded (SVG is refused because it can carry script).';
const MAX_MB = Math.round(MAX_UPLOAD_BYTES / (1024 * 1024));
const USED = 'This upload link has already been used: a file is stored under it. Ask the upload service for a new link to upload another file.';

interface UploadRequest {
  customerNumber?: unknown;
  fileName?: unknown;
  fileType?: unknown;
  fileMimeType?: unknown;
  fileSize?: unknown;
}

/**
 * `POST /api/upload` as declared to Fastify: the body must be a JSON object (its values are checked by the handler,
 * which names every problem at once in the words of the upload service), and the reply is the two signed links and
 * the key.
 */
const uploadSchema = {
  body: {
    type: 'object',
    description: 'The file about to be uploaded.',
    properties: {
      customerNumber: { anyOf: [{ type: 'string' }, { type: 'number' }, { type: 'null' }], description: 'The customer reference the key is made under (a new customer has none: "anonymous").' },
      fileName: { description: 'The name of the file on the customer\'s device (never used in the key).' },
      fileType: { description: 'What the file is: logo, gallery or accreditation.' },
      fileMimeType: { description: 'The image type (image/png, image/jpeg, image/gif, image/webp).' },
      fileSize: { description: 'The size in bytes, when known (over 5 MB is refused with 413).' },
    },
  },
  response: {
    200: {
      type: 'object',
      properties: {
        putUrl: { type: 'string', description: 'Where to PUT the bytes (signed, expiring).' },
        getUrl: { type: 'string', description: 'Where the stored file can be read (signed, expiring).' },
        key: { type: 'string', description: 'The stored file\'s key, named in the submission.' },
      },
    },
  },
} as const;

/** `PUT` and `GET /api/files/<key>`: the signed link's query. */
const fileLinkSchema = {
  querystring: {
    type: 'object',
    description: 'The link\'s signature (made by the upload service).',
    properties: {
      type: { type: 'string', description: 'The image type the link was made for.' },
      expires: { type: 'string', description: 'When the link stops working (epoch milliseconds).' },
      size: { type: 'string', description: 'An upload link\'s declared size in bytes: a larger body is refused (413).' },
      signature: { type: 'string', description: 'The signature of method, key, type, expiry and size.' },
    },
  },
} as const;

/**
 * `POST /api/upload` (spec part 1 §7 call 1): checks the declared file and answers signed `putUrl` and `getUrl`
 * for a key the server generates from the customer reference, the file type and a random id.
 */
export async function uploadRoutes(app: FastifyInstance, opts: { config: ServerConfig; store: Store; files: FileStorage }): Promise<void> {
  const { config, store, files } = opts;
  app.post('/api/upload', { bodyLimit: 16 * 1024, schema: uploadSchema }, async (request, reply) => {
    const body = request.body as UploadRequest | undefined;
    if (!body || typeof body !== 'object' || Array.isArray(body)) {
      throw new RequestError(400, 'Send a JSON object with customerNumber, fileName, fileType and fileMimeType.');
    }
    const fields: Record<string, string> = {};
    const fileName = typeof body.fileName === 'string' ? body.fileName.trim() : '';
    if (!fileName) fields.fileName = 'fileName is required';
    else if (fileName.length > 255) fields.fileName = 'fileName must be at most 255 characters';
    if (!FILE_TYPES.includes(body.fileType as FileType)) fields.fileType = `fileType must be one of: ${FILE_TYPES.join(', ')}`;
    if (body.fileMimeType !== undefined && typeof body.fileMimeType !== 'string') fields.fileMimeType = 'fileMimeType must be text';
    if (body.customerNumber !== undefined && body.customerNumber !== null && typeof body.customerNumber !== 'string' && typeof body.customerNumber !== 'number') {
      fields.customerNumber = 'customerNumber must be text';
    }
    const type = normaliseMimeType(typeof body.fileMimeType === 'string' ? body.fileMimeType : '', fileName);
    if (!fields.fileMimeType && !isStoredImageType(type)) fields.fileMimeType = ACCEPTED;
    let size: number | undefined;
    if (body.fileSize !== undefined && body.fileSize !== null) {
      size = Number(body.fileSize);
      if (!Number.isSafeInteger(size) || size < 0) fields.fileSize = 'fileSize must be a whole number of bytes';
      else if (size === 0) fields.fileSize = 'Invalid file: Empty file';
    }
    if (Object.keys(fields).length) throw new RequestError(400, 'The upload request is not valid.', fields);
    if (size !== undefined && size > MAX_UPLOAD_BYTES) throw new RequestError(413, `The file is larger than ${MAX_MB} MB.`);
    if (!isStoredImageType(type)) throw new RequestError(400, ACCEPTED);

    const ref = customerRef(body.customerNumber);
    const key = newFileKey(ref, body.fileType as FileType, type);
    const links = await files.links(key, type, size, publicOrigin(request, config));
    await store.recordFile({
      key, customerRef: ref, fileType: String(body.fileType), mimeType: type, size: size ?? null,
      storage: files.kind, state: 'issued', createdAt: Date.now(), storedAt: null,
    });
    return reply.code(200).send({ ...links, key });
  });
}

function grantOf(request: FastifyRequest, method: 'PUT' | 'GET'): { grant: LinkGrant; signature: string } {
  const query = request.query as Record<string, string | undefined>;
  const key = (request.params as { '*': string })['*'];
  const size = query.size === undefined ? undefined : Number(query.size);
  return { grant: { method, key, type: query.type ?? '', expires: Number(query.expires), ...(size === undefined ? {} : { size }) }, signature: query.signature ?? '' };
}

/** The refusal of a body larger than the size declared for its upload link. */
function largerThanDeclared(size: number): RequestError {
  return new RequestError(413, `The file is larger than the ${size} bytes declared for this upload link. Ask the upload service for a new link with the file's real size.`);
}

function guard(secret: string, method: 'PUT' | 'GET') {
  const noun = method === 'PUT' ? 'upload' : 'download';
  return async (request: FastifyRequest) => {
    const { grant, signature } = grantOf(request, method);
    if (!FILE_KEY_PATTERN.test(grant.key)) throw new RequestError(404, 'There is no file at this address.');
    const check = checkLink(secret, grant, signature);
    if (check === 'invalid') throw new RequestError(403, `This ${noun} link is not valid: its signature does not match. Ask the upload service for a new link.`);
    if (check === 'expired') throw new RequestError(403, `This ${noun} link has expired. Ask the upload service for a new link.`);
    // A body announced larger than declared is refused before it is read.
    if (grant.size !== undefined && Number(request.headers['content-length']) > grant.size) throw largerThanDeclared(grant.size);
  };
}

/**
 * Signed `PUT` and `GET` of locally stored files. The signature is checked before the body is read, and a body
 * announced larger than the size the link was made for (413); the PUT then enforces the size limit and the declared
 * size (413), a non-empty body (400), a Content-Type of the link's type (415), a real PNG, JPEG, GIF or WebP by its
 * first bytes (415) and that it is the type the link was made for (415), refuses an image declaring more pixels than
 * the server decodes (422) and a link already used (409), and stores it once, without metadata.
 */
export async function localFileRoutes(app: FastifyInstance, opts: { store: Store; files: LocalFileStorage; secret: string }): Promise<void> {
  const { store, files, secret } = opts;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES }, (_request, body, done) => done(null, body));

  app.put('/api/files/*', { onRequest: guard(secret, 'PUT'), bodyLimit: MAX_UPLOAD_BYTES, schema: fileLinkSchema }, async (request, reply) => {
    const { grant } = grantOf(request, 'PUT');
    const bytes = request.body as Buffer | undefined;
    if (!bytes || bytes.length === 0) throw new RequestError(400, 'Invalid file: Empty file');
    if (grant.size !== undefined && bytes.length > grant.size) throw largerThanDeclared(grant.size);
    // The type is signed into the link, as S3 signs the Content-Type header: a PUT must say it, and say that one.
    const header = request.headers['content-type'];
    if (!header) throw new RequestError(415, `The upload must say its Content-Type: ${grant.type}, the type this link was made for.`);
    if (normaliseMimeType(header, '') !== grant.type) {
      throw new RequestError(415, `The Content-Type ${header} does not match the type this link was made for (${grant.type}).`);
    }
    const sniffed = sniffImageType(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    if (!sniffed || !isStoredImageType(sniffed)) throw new RequestError(415, `The file is not a real image. ${ACCEPTED}`);
    if (sniffed !== grant.type) throw new RequestError(415, `The file is a ${sniffed} image but was declared as ${grant.type}.`);
    // An upload link stores once: the team may already have the first file.
    if ((await store.getFile(grant.key))?.state === 'stored') throw new RequestError(409, USED);
    // No GPS position, camera serial or comment is kept, even from a client that did not prepare its images.
    const clean = await stripImageMetadata(bytes, sniffed).catch((error: unknown) => {
      throw error instanceof ImageRefusedError ? new RequestError(422, error.message) : error;
    });
    if (!(await files.writeOnce(grant.key, clean))) throw new RequestError(409, USED);
    await store.markFileStored(grant.key, clean.length, Date.now());
    return reply.code(200).send({ key: grant.key, size: clean.length });
  });

  app.get('/api/files/*', { onRequest: guard(secret, 'GET'), schema: fileLinkSchema }, async (request, reply: FastifyReply) => {
    const { grant } = grantOf(request, 'GET');
    const file = await files.open(grant.key);
    if (!file) throw new RequestError(404, 'No file is stored under this link yet.');
    return reply
      .header('content-type', grant.type)
      .header('content-length', file.size)
      .header('content-disposition', 'inline')
      .header('cache-control', 'private, max-age=3600')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(file.stream);
  });
}
