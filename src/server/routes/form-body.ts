/**
 * Reads a form posted as a plain HTML form (`form-posts.ts`): urlencoded name/value pairs, or a multipart body whose
 * file parts are streamed, each to a temporary file of the post's own folder, as they arrive. Only a file's first bytes
 * (which say what it is), its size and its digest stay in memory, so a post of many large photos holds no more than a
 * chunk of each at a time; the files are read back one by one when they are checked and stored
 * (`src/server/submissions/step-files.ts`). The folder is removed once the post is answered, and at once when the body
 * cannot be read (cut short, aborted, too large), so no temporary file outlives its post.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { SNIFF_BYTES } from '../../domain/image-signature';
import { RequestError } from '../hooks/request-error';
import { FORM_ENTRIES } from '../hooks/read-payload';
import { BODY_POLICY, bodyTooLarge, checkName, checkText, fieldTooLarge, printable } from '../hooks/body-policy';
import type { PostedFile } from '../submissions/step-files';
import { asOutage } from '../unavailable';

/**
 * The most files of one post whose bytes are read (a gallery's 30 photos and a logo fit): any beyond are only named.
 * The multipart reader's own limit (`MULTIPART_FILES`) is higher, so a customer choosing too many photos is told which
 * were not added rather than refused the whole page.
 */
export const FILES_READ = 40;
/** The most file parts one post may have at all (src/server/start.ts). */
export const MULTIPART_FILES = 200;
/**
 * The start of the name of each post's folder of temporary files: the process id and a mark of this loading of the
 * module (servers started side by side in one process's threads each have their own), then random.
 */
export const POST_FOLDER_PREFIX = `tradesites-post-${process.pid}-${randomBytes(4).toString('hex')}-`;

/** A form post read: its name/value pairs in the order posted, its files, and what removes their temporary files. */
export interface FormPost {
  entries: [string, string][];
  files: PostedFile[];
  /** Removes the post's temporary files (call once the post is answered, whatever the answer). */
  cleanup(): Promise<void>;
}

/** Streams one file part to `to`, keeping its first bytes, size and SHA-256 on the way. */
async function spool(stream: Readable, to: string): Promise<{ size: number; head: Buffer; digest: string }> {
  const hash = createHash('sha256');
  const head: Buffer[] = [];
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (size < SNIFF_BYTES) head.push(chunk.subarray(0, SNIFF_BYTES - size));
      size += chunk.length;
      hash.update(chunk);
      done(null, chunk);
    },
  });
  await pipeline(stream, tap, createWriteStream(to, { flags: 'wx', mode: 0o600 }));
  return { size, head: Buffer.concat(head), digest: hash.digest('base64url') };
}

/**
 * The name/value pairs of a form post in the order posted (a repeated name kept each time), and its files, each
 * waiting in a temporary file. A body that cannot be read is refused with 400 (413 when too large) naming why, its
 * temporary files already removed.
 */
export async function readFormPost(request: FastifyRequest): Promise<FormPost> {
  if (!request.isMultipart()) {
    const entries = (request.body as Record<symbol, [string, string][]> | undefined)?.[FORM_ENTRIES] ?? [];
    return { entries, files: [], cleanup: async () => undefined };
  }
  const entries: [string, string][] = [];
  const files: PostedFile[] = [];
  let folder: string | undefined;
  const cleanup = async () => {
    if (folder) await rm(folder, { recursive: true, force: true });
  };
  // The text of a form is held to the limit of a whole body, as a urlencoded or JSON body is (files have their own).
  let textBytes = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (files.length >= FILES_READ) {
          // More than any form holds: read past, and named (a list says which were not added), never kept.
          for await (const _chunk of part.file);
          if (part.filename) files.push({ field: part.fieldname, filename: part.filename, mimetype: part.mimetype, size: 0, head: Buffer.alloc(0) });
          continue;
        }
        folder ??= await mkdtemp(path.join(tmpdir(), POST_FOLDER_PREFIX));
        const to = path.join(folder, String(files.length));
        const { size, head, digest } = await spool(part.file, to);
        // A file over the size limit arrives cut short: it is refused beside its field, with the rest of the form kept.
        const tooLarge = part.file.truncated;
        // A file input with nothing chosen posts a nameless, empty part: no file. A named empty part is a file chosen
        // that is empty, refused beside its field (step-files.ts) as one over the size limit is.
        if (!part.filename || !size || tooLarge) await unlink(to);
        if (part.filename) files.push({ field: part.fieldname, filename: part.filename, mimetype: part.mimetype, ...(tooLarge ? { size, head: Buffer.alloc(0), tooLarge } : size ? { size, head, digest, path: to } : { size, head: Buffer.alloc(0) }) });
      } else if (typeof part.value === 'string') {
        checkName(part.fieldname);
        checkText(part.value, `The field "${printable(part.fieldname)}"`);
        const bytes = Buffer.byteLength(part.value);
        if (bytes > BODY_POLICY.fieldBytes) throw fieldTooLarge(part.fieldname);
        textBytes += bytes;
        if (textBytes > BODY_POLICY.totalBytes) throw bodyTooLarge();
        entries.push([part.fieldname, part.value]);
      }
    }
  } catch (error) {
    await cleanup();
    if (error instanceof RequestError) throw error;
    // A temporary file that cannot be written (a full or read-only disk) is the server's outage: 503, try again.
    const outage = (error as { syscall?: unknown }).syscall ? asOutage(error) : undefined;
    if (outage) throw outage;
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413) throw new RequestError(413, 'The form is larger than this address accepts (a field or file too large, or too many); nothing was stored.');
    throw new RequestError(400, 'The form could not be read: its multipart body is cut short or malformed. Send it again from the form\'s page.');
  }
  return { entries, files, cleanup };
}
