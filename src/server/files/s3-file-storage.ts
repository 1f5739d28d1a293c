import { GetObjectCommand, HeadBucketCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Settings } from '../config';
import type { FileStorage, UploadLinks } from './file-storage';
import { GET_URL_TTL_MS, PUT_URL_TTL_MS, viewLinkTimes } from './signing';

/**
 * S3-compatible storage: the browser PUTs straight to the bucket with a presigned link. The content type, the
 * length when the browser declared `fileSize`, and `If-None-Match: *` are part of the signature, so the bucket
 * refuses anything else, and a store with conditional writes (AWS S3, MinIO, R2) keeps the first file of a link
 * (a second PUT answers 412). The bucket's CORS rule must allow the `If-None-Match` header.
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
    // If-None-Match: * is signed too, so the bucket stores the link's file once and refuses a second PUT (412).
    const put = new PutObjectCommand({ Bucket, Key: key, ContentType: type, IfNoneMatch: '*', ...(size ? { ContentLength: size } : {}) });
    const get = new GetObjectCommand({ Bucket, Key: key, ResponseContentType: type });
    const signableHeaders = new Set(['content-type', 'if-none-match', ...(size ? ['content-length'] : [])]);
    return {
      putUrl: await getSignedUrl(this.client, put, { expiresIn: PUT_URL_TTL_MS / 1000, signableHeaders }),
      getUrl: await getSignedUrl(this.client, get, { expiresIn: GET_URL_TTL_MS / 1000 }),
    };
  }

  /** A presigned GET of the bucket, signed at the start of its window so the pages drawn within it name the same address. */
  async viewLink(key: string, type: string, now = Date.now()): Promise<string> {
    const { signedAt, expires } = viewLinkTimes(now);
    const get = new GetObjectCommand({ Bucket: this.settings.bucket, Key: key, ResponseContentType: type, ResponseCacheControl: 'private, max-age=3600' });
    return getSignedUrl(this.client, get, { expiresIn: (expires - signedAt) / 1000, signingDate: new Date(signedAt) });
  }

  /** Asks the bucket (HEAD): the browser sends the bytes straight there, so only the bucket knows they arrived. */
  async storedSize(key: string): Promise<number | undefined> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return head.ContentLength ?? 0;
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (status === 404 || (error as Error).name === 'NotFound') return undefined;
      throw error;
    }
  }

  /** Asks the bucket whether it exists and these credentials reach it (readiness). */
  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.settings.bucket }), { abortSignal: AbortSignal.timeout(3000) });
  }

  async putObject(key: string, body: Buffer, type: string): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.settings.bucket, Key: key, Body: body, ContentType: type }));
  }

  async getObject(key: string): Promise<Buffer | undefined> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : undefined;
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if ((error as Error).name === 'NoSuchKey' || status === 404) return undefined;
      throw error;
    }
  }

  origin(): string {
    const { endpoint, bucket, region, forcePathStyle } = this.settings;
    if (!endpoint) return `https://${bucket}.s3.${region}.amazonaws.com`;
    const url = new URL(endpoint);
    return forcePathStyle ? url.origin : `${url.protocol}//${bucket}.${url.host}`;
  }
}
