/**
 * The media upload page's pipeline (spec part 2 §4 "Media upload", §7 calls 5 and 6, §8).
 *
 * Logo first: upload it and announce it to the media-logo hook; then the gallery images one at a time,
 * announced together to the media-gallery hook. Files uploaded and announced earlier in the session are not
 * uploaded or announced again, so "try again" after a failure only does what is left.
 */
import { HookError, sendHook as defaultSendHook } from './hook-client';
import { uploadFile, type UploadableFile } from './upload-client';
import type { HookSender, Uploader } from './submit-request';

/** Status of the fixed bottom bar: a message and a percentage. */
export interface MediaProgress {
  percent: number;
  message: string;
}

/** The status messages of the media page (spec part 2 §4). */
export const MEDIA_STATUS = Object.freeze({
  preparing: 'Preparing to upload...',
  logo: 'Uploading logo...',
  gallery: 'Uploading gallery images...',
  done: 'Upload completed successfully!',
  failed: 'Upload failed. Please try again.',
});

/** What the page passes in. */
export interface MediaInput {
  customerNumber?: string;
  /** The trade from the link. */
  selectedTrade?: string;
  /** The trades the media form offers and its fallback (config/trades/ `forms: media`, config/forms/media.yaml). */
  trades?: { offered: readonly string[]; fallback?: string };
  logo?: UploadableFile | null;
  gallery?: readonly UploadableFile[];
}

/**
 * The outcome. `missing`: nothing to upload. `failed`: `message` is the reason for the "Upload failed" toast
 * (a failed upload's message, or "Failed to send logo data to webhook" / "Failed to send gallery data to
 * webhook").
 */
export type MediaOutcome =
  | { ok: true; logo?: { key: string; getUrl: string }; gallery: Array<{ key: string; getUrl: string }>; skipped: string[] }
  | { ok: false; kind: 'missing' | 'failed'; message: string };

/** Options of {@link createMediaUploader}. */
export interface MediaDeps {
  upload?: Uploader;
  sendHook?: HookSender;
  uploadEndpoint?: string;
  hookEndpoints?: { 'media-logo'?: string; 'media-gallery'?: string };
  fetch?: typeof fetch;
  now?: () => Date;
  /** `source` of the hooks; default the page address. */
  source?: string;
  log?: (message: string) => void;
}

/** A media uploader for one page visit. */
export interface MediaUploader {
  /** Uploads and announces what is new; see {@link MediaOutcome}. Never throws. */
  upload(input: MediaInput, onProgress?: (progress: MediaProgress) => void): Promise<MediaOutcome>;
}

/**
 * Creates the media page's uploader. It remembers, for this visit, every file uploaded (by the `File`
 * object) and whether it was announced.
 *
 * @example
 * const media = createMediaUploader();
 * const outcome = await media.upload({ customerNumber, selectedTrade, logo, gallery }, setStatus);
 */
export function createMediaUploader(deps: MediaDeps = {}): MediaUploader {
  const uploaded = new WeakMap<Blob, { key: string; getUrl: string }>();
  const announced = new WeakSet<Blob>();
  const upload = deps.upload ?? uploadFile;
  const send = deps.sendHook ?? defaultSendHook;
  const log = deps.log ?? ((m: string) => console.warn(m));

  async function uploadOnce(file: UploadableFile, customerNumber: string, fileType: 'logo' | 'gallery') {
    const known = uploaded.get(file);
    if (known) return { ok: true as const, entry: known };
    const result = await upload(file, { customerNumber, fileType, endpoint: deps.uploadEndpoint, fetch: deps.fetch });
    if (!result.success) return { ok: false as const, error: result.error };
    const entry = { key: result.key, getUrl: result.getUrl };
    uploaded.set(file, entry);
    return { ok: true as const, entry };
  }

  return {
    async upload(input, onProgress = () => undefined) {
      const logo = input.logo ?? undefined;
      const gallery = [...(input.gallery ?? [])];
      if (!logo && gallery.length === 0) {
        return { ok: false, kind: 'missing', message: 'Please choose a logo or at least one gallery image to upload.' };
      }
      const customerNumber = (input.customerNumber ?? '').trim();
      // Only a trade the media form offers is sent (spec part 2 §2); anything else gives the form's fallback.
      const selectedTrade = input.selectedTrade && input.trades?.offered.includes(input.selectedTrade) ? input.selectedTrade : input.trades?.fallback;
      const timestamp = () => (deps.now ?? (() => new Date()))().toISOString();
      const source = deps.source ?? (globalThis as { location?: { href?: string } }).location?.href;
      const base = { customerNumber: customerNumber || undefined, selectedTrade, source };
      const fail = (message: string): MediaOutcome => {
        onProgress({ percent: 0, message: MEDIA_STATUS.failed });
        return { ok: false, kind: 'failed', message };
      };
      onProgress({ percent: 0, message: MEDIA_STATUS.preparing });

      let logoEntry: { key: string; getUrl: string } | undefined;
      if (logo && !announced.has(logo)) {
        onProgress({ percent: 10, message: MEDIA_STATUS.logo });
        const outcome = await uploadOnce(logo, customerNumber, 'logo');
        if (!outcome.ok) return fail(outcome.error);
        logoEntry = outcome.entry;
        try {
          await send('media-logo', { logoUrl: logoEntry.key, logoGetUrl: logoEntry.getUrl, ...base, timestamp: timestamp() }, {
            as: 'form', endpoint: deps.hookEndpoints?.['media-logo'], fetch: deps.fetch,
          });
          announced.add(logo);
        } catch (error) {
          log(`media-logo hook failed: ${error instanceof HookError ? error.message : String(error)}`);
          return fail('Failed to send logo data to webhook');
        }
      } else if (logo) {
        logoEntry = uploaded.get(logo);
      }
      onProgress({ percent: 40, message: MEDIA_STATUS.logo });

      const entries: Array<{ key: string; getUrl: string }> = [];
      const fresh: UploadableFile[] = [];
      const skipped: string[] = [];
      let firstError: string | undefined;
      if (gallery.length > 0) {
        onProgress({ percent: 50, message: MEDIA_STATUS.gallery });
        for (const file of gallery) {
          const outcome = await uploadOnce(file, customerNumber, 'gallery');
          if (outcome.ok) {
            entries.push(outcome.entry);
            if (!announced.has(file)) fresh.push(file);
          } else {
            skipped.push(file.name);
            firstError ??= outcome.error;
            log(`Skipped gallery image ${file.name}: ${outcome.error}`);
          }
        }
        if (entries.length === 0) return fail(firstError ?? 'An unknown error occurred');
        if (fresh.length > 0) {
          try {
            await send(
              'media-gallery',
              { galleryUrls: entries.map((e) => e.key), galleryGetUrls: entries.map((e) => e.getUrl).filter(Boolean), ...base, timestamp: timestamp() },
              { as: 'form', endpoint: deps.hookEndpoints?.['media-gallery'], fetch: deps.fetch },
            );
            for (const file of fresh) announced.add(file);
          } catch (error) {
            log(`media-gallery hook failed: ${error instanceof HookError ? error.message : String(error)}`);
            return fail('Failed to send gallery data to webhook');
          }
        }
        onProgress({ percent: 90, message: MEDIA_STATUS.gallery });
      }
      onProgress({ percent: 100, message: MEDIA_STATUS.done });
      return { ok: true, logo: logoEntry, gallery: entries, skipped };
    },
  };
}

