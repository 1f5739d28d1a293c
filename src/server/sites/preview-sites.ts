/**
 * Preview sites in the file store: each site's files under `sites/<code>/files/`, and its record (reference,
 * expiry, revoked, launched, pages) in `sites/<code>/site.json`. Everything a request needs is in the file
 * store, so any instance behind a load balancer serves any preview, on local disk or S3 alike.
 */
import { randomBytes } from 'node:crypto';
import type { FileStorage } from '../files/file-storage';
import type { SiteFile } from './site-images';

/** The record of one preview site. */
export interface PreviewRecord {
  code: string;
  reference: string;
  createdAt: number;
  expiresAt: number;
  revokedAt?: number;
  /** A launched site drops `noindex` (it is the customer's live site). */
  launched?: boolean;
  /** The site's pages, in order, for the feedback form's sections. */
  pages: { id: string; nav: string; file: string }[];
  /** The template and trade the site was built with. */
  template: string;
  trade: string;
}

/** The state of a preview address at a moment. */
export type PreviewState = 'live' | 'expired' | 'revoked';

/**
 * A new preview code: 18 random bytes (144 bits) in base64url, 24 characters, never the customer reference.
 * @example newPreviewCode() // 'q3D0x9w6Xk0ZbN1rTt7U2vYc'
 */
export function newPreviewCode(): string {
  return randomBytes(18).toString('base64url');
}

/** True for something shaped like a preview code (checked before any file store look-up). */
export function isPreviewCode(code: string): boolean {
  return /^[A-Za-z0-9_-]{24}$/.test(code);
}

const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  css: 'text/css; charset=utf-8',
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  json: 'application/json',
};

/** The content type of a site file by its extension. */
export function typeOf(path: string): string {
  return TYPES[path.slice(path.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

/** Reads and writes preview sites in the file store. */
export class PreviewSites {
  constructor(private readonly files: FileStorage) {}

  private recordKey(code: string): string {
    return `sites/${code}/site.json`;
  }

  /** Writes every file, then the record last, so a site is never served half written. */
  async write(record: PreviewRecord, files: SiteFile[]): Promise<void> {
    for (let i = 0; i < files.length; i += 8) {
      await Promise.all(files.slice(i, i + 8).map((f) => this.files.putObject(`sites/${record.code}/files/${f.path}`, f.body, typeOf(f.path))));
    }
    await this.saveRecord(record);
  }

  async saveRecord(record: PreviewRecord): Promise<void> {
    await this.files.putObject(this.recordKey(record.code), Buffer.from(JSON.stringify(record)), 'application/json');
  }

  /** The record of a code, or undefined when no site has it (yet). */
  async record(code: string): Promise<PreviewRecord | undefined> {
    if (!isPreviewCode(code)) return undefined;
    const bytes = await this.files.getObject(this.recordKey(code));
    return bytes ? (JSON.parse(bytes.toString('utf8')) as PreviewRecord) : undefined;
  }

  /** One file of a site, by its path inside the site (`index.html`, `images/hero-640.webp`). */
  async file(code: string, path: string): Promise<Buffer | undefined> {
    if (!/^(?:[a-z0-9_-]+\/)*[a-z0-9_-]+\.[a-z0-9]+$/.test(path)) return undefined;
    return this.files.getObject(`sites/${code}/files/${path}`);
  }
}

/** Whether a preview address works now. */
export function previewState(record: PreviewRecord, now = Date.now()): PreviewState {
  if (record.revokedAt) return 'revoked';
  if (!record.launched && record.expiresAt <= now) return 'expired';
  return 'live';
}
