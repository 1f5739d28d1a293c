import { randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Settings } from '../config';
import { FILE_KEY_PATTERN } from './file-keys';
import { GET_URL_TTL_MS, PUT_URL_TTL_MS, signLink } from './signing';

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
}

/** Local disk storage under `DATA_DIR/files`, with HMAC-signed links served by this server. */
export class LocalFileStorage implements FileStorage {
  readonly kind = 'local' as const;
  constructor(
    readonly root: string,
    private readonly secret: string,
  ) {}

  async links(key: string, type: string, _size: number | undefined, baseUrl: string): Promise<UploadLinks> {
    const now = Date.now();
    const url = (method: 'PUT' | 'GET', ttl: number) =>
      `${baseUrl}/api/files/${key}?${signLink(this.secret, { method, key, type, expires: now + ttl })}`;
    return { putUrl: url('PUT', PUT_URL_TTL_MS), getUrl: url('GET', GET_URL_TTL_MS) };
  }

  /** The file's path, or undefined for anything that is not a generated key inside the root. */
  pathOf(key: string): string | undefined {
    if (!FILE_KEY_PATTERN.test(key)) return undefined;
    const full = path.resolve(this.root, key);
    return full.startsWith(path.resolve(this.root) + path.sep) ? full : undefined;
  }

  /** Writes atomically (temporary file, then rename), so a reader never sees half a file. */
  async write(key: string, bytes: Buffer): Promise<void> {
    const full = this.pathOf(key);
    if (!full) throw new Error(`Refusing to write outside the file store: ${key}`);
    await mkdir(path.dirname(full), { recursive: true });
    const temp = `${full}.${randomBytes(6).toString('hex')}.part`;
    await writeFile(temp, bytes, { flag: 'wx' });
    await rename(temp, full);
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

/**
 * S3-compatible storage: the browser PUTs straight to the bucket with a presigned link. The content type, and
 * the length when the browser declared `fileSize`, are part of the signature, so the bucket refuses anything else.
 */
export class S3FileStorage implements FileStorage {
  readonly kind = 's3' as const;
  readonly client: S3Client;
  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async links(key: string, type: string, size: number | undefined): Promise<UploadLinks> {
    const Bucket = this.settings.bucket;
    const put = new PutObjectCommand({ Bucket, Key: key, ContentType: type, ...(size ? { ContentLength: size } : {}) });
    const get = new GetObjectCommand({ Bucket, Key: key, ResponseContentType: type });
    const signableHeaders = new Set(['content-type', ...(size ? ['content-length'] : [])]);
    return {
      putUrl: await getSignedUrl(this.client, put, { expiresIn: PUT_URL_TTL_MS / 1000, signableHeaders }),
      getUrl: await getSignedUrl(this.client, get, { expiresIn: GET_URL_TTL_MS / 1000 }),
    };
  }

  /** The bucket's origin, for the Content Security Policy. */
  origin(): string {
    const { endpoint, bucket, region, forcePathStyle } = this.settings;
    if (!endpoint) return `https://${bucket}.s3.${region}.amazonaws.com`;
    const url = new URL(endpoint);
    return forcePathStyle ? url.origin : `${url.protocol}//${bucket}.${url.host}`;
  }
}
