import { randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { link, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { FILE_KEY_PATTERN } from './file-keys';
import { GET_URL_TTL_MS, PUT_URL_TTL_MS, signLink, viewLinkTimes } from './signing';

/** The two signed links of an upload. */
export interface UploadLinks {
  putUrl: string;
  getUrl: string;
}

/** Where files live: local disk behind signed `/api/files/...` links, or an S3-compatible bucket. */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** Signed links for a new key; `baseUrl` is the public origin of this server (local links only). */
  links(key: string, type: string, size: number | undefined, baseUrl: string): Promise<UploadLinks>;
  /**
   * A signed GET link, valid for about a day (`viewLinkTimes`), that a customer's own page shows a stored file by (the
   * thumbnail of a file received with a step): an address on this server's own host (`/api/files/...`) for local
   * files, the bucket's for S3. Only the server makes one, and only for a file of the draft of the page it draws.
   */
  viewLink(key: string, type: string, now?: number): Promise<string>;
  /** Origin the browser talks to besides this server (the bucket), for the Content Security Policy. */
  origin(): string | undefined;
  /** Resolves when files can be stored now (readiness); rejects with the reason when they cannot. */
  check(): Promise<void>;
  /** Stores a file the server made (a generated site's page or image) under `key`. */
  putObject(key: string, body: Buffer, type: string): Promise<void>;
  /** The bytes of a stored file (an upload or a file the server made), or undefined when there is none. */
  getObject(key: string): Promise<Buffer | undefined>;
  /** The size of a stored file, or undefined when nothing is stored under the key (yet). */
  storedSize(key: string): Promise<number | undefined>;
}

/** Keys of files the server makes itself: `sites/<code>/<path>`, lower-case path segments only. */
export const SITE_KEY_PATTERN = /^sites\/[A-Za-z0-9_-]{16,64}\/(?:[a-z0-9_-]+\/)*[a-z0-9_-]+(?:\.[a-z0-9]+)?$/;

/** Local disk storage under `DATA_DIR/files`, with HMAC-signed links served by this server. */
export class LocalFileStorage implements FileStorage {
  readonly kind = 'local' as const;
  constructor(
    readonly root: string,
    private readonly secret: string,
  ) {}

  /** The upload link binds the declared size as S3's presigned PUT binds its length: a PUT of more bytes is refused (413). */
  async links(key: string, type: string, size: number | undefined, baseUrl: string): Promise<UploadLinks> {
    const now = Date.now();
    const url = (method: 'PUT' | 'GET', ttl: number, bytes?: number) =>
      `${baseUrl}/api/files/${key}?${signLink(this.secret, { method, key, type, expires: now + ttl, ...(bytes === undefined ? {} : { size: bytes }) })}`;
    return { putUrl: url('PUT', PUT_URL_TTL_MS, size), getUrl: url('GET', GET_URL_TTL_MS) };
  }

  async viewLink(key: string, type: string, now = Date.now()): Promise<string> {
    // Relative: the page shows it from whichever of the site's hosts it was drawn for (the main, forms. or embed. host).
    return `/api/files/${key}?${signLink(this.secret, { method: 'GET', key, type, expires: viewLinkTimes(now).expires })}`;
  }

  origin(): undefined {
    return undefined;
  }

  /** Writes and removes a small probe file: the folder exists and takes writes (not full, not read-only). */
  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    const probe = path.join(this.root, `.ready-${randomBytes(6).toString('hex')}`);
    await writeFile(probe, 'ok', { flag: 'wx' });
    await rm(probe, { force: true });
  }

  async storedSize(key: string): Promise<number | undefined> {
    const full = this.pathOf(key);
    const info = full ? await stat(full).catch(() => undefined) : undefined;
    return info?.isFile() ? info.size : undefined;
  }

  /** The file's path, or undefined for anything that is not a generated key inside the root. */
  pathOf(key: string): string | undefined {
    if (!FILE_KEY_PATTERN.test(key) && !SITE_KEY_PATTERN.test(key)) return undefined;
    const full = path.resolve(this.root, key);
    return full.startsWith(path.resolve(this.root) + path.sep) ? full : undefined;
  }

  /**
   * Writes atomically (temporary file, then rename), so a reader never sees half a file; the temporary file is
   * removed whatever happens (a full or read-only disk leaves nothing behind).
   */
  async write(key: string, bytes: Buffer): Promise<void> {
    await this.viaTemp(key, bytes, (temp, full) => rename(temp, full));
  }

  /**
   * Writes a file that must not exist yet, atomically: the temporary file is hard-linked to its place, which fails
   * when a file is already there (two uploads racing on one link store once). Answers false when it was there.
   */
  async writeOnce(key: string, bytes: Buffer): Promise<boolean> {
    try {
      await this.viaTemp(key, bytes, (temp, full) => link(temp, full));
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    }
  }

  private async viaTemp(key: string, bytes: Buffer, place: (temp: string, full: string) => Promise<void>): Promise<void> {
    const full = this.pathOf(key);
    if (!full) throw new Error(`Refusing to write outside the file store: ${key}`);
    await mkdir(path.dirname(full), { recursive: true });
    const temp = `${full}.${randomBytes(6).toString('hex')}.part`;
    try {
      await writeFile(temp, bytes, { flag: 'wx' });
      await place(temp, full);
    } finally {
      await rm(temp, { force: true }).catch(() => undefined);
    }
  }

  async putObject(key: string, body: Buffer): Promise<void> {
    await this.write(key, body);
  }

  async getObject(key: string): Promise<Buffer | undefined> {
    const full = this.pathOf(key);
    if (!full) return undefined;
    return readFile(full).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'EISDIR') return undefined;
      throw error;
    });
  }

  /** Opens a stored file, or undefined when it is not there. */
  async open(key: string): Promise<{ stream: ReadStream; size: number } | undefined> {
    const full = this.pathOf(key);
    if (!full) return undefined;
    const info = await stat(full).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    return { stream: createReadStream(full), size: info.size };
  }
}
