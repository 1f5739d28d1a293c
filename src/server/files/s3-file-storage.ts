import { GetObjectCommand, HeadBucketCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Settings } from '../config';
import type { FileStorage, UploadLinks } from './file-storage';
import { GET_URL_TTL_MS, PUT_URL_TTL_MS } from './signing';

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

  origin(): string {
    const { endpoint, bucket, region, forcePathStyle } = this.settings;
    if (!endpoint) return `https://${bucket}.s3.${region}.amazonaws.com`;
    const url = new URL(endpoint);
    return forcePathStyle ? url.origin : `${url.protocol}//${bucket}.${url.host}`;
  }
}
