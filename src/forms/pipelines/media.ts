/**
 * The `media` submission pipeline (config/forms/media.yaml): the media upload page's logo and gallery,
 * through src/services/media-upload.ts (spec part 2 §4 "Media upload", §5, §7 calls 5 and 6).
 *
 * - No customer reference in the answers: nothing is sent; the form's `missingReference` toast.
 * - The status bar follows the uploader's checkpoints (0, 10, 40, 50, 90, 100) and messages.
 * - Every gallery image must upload: otherwise the attempt fails with "{n} gallery images failed to upload".
 * - Files uploaded (and announced) earlier in the visit are not uploaded again on a retry: the chosen files are
 *   read from the draft store once per stored file, so the uploader recognises them.
 */
import type { FormConfig } from '@/generated/config-types';
import type { DraftStore } from '@/services/draft-store';
import { createMediaUploader, MEDIA_STATUS, type MediaUploader } from '@/services/media-upload';
import type { FormServices, SubmitOutcome } from '../form-services';
import type { StoredFileRef } from '../runtime';

const isRef = (v: unknown): v is StoredFileRef => !!v && typeof v === 'object' && typeof (v as StoredFileRef).id === 'string';

/** "1 gallery image failed to upload" / "{n} gallery images failed to upload". */
export function galleryFailureMessage(n: number): string {
  return n === 1 ? '1 gallery image failed to upload' : `${n} gallery images failed to upload`;
}

/** The media pipeline's `submit` over the page's draft store. */
export function createMediaPipeline(form: FormConfig, store: DraftStore, uploader: MediaUploader = createMediaUploader()): Pick<FormServices, 'submit'> {
  const files = new Map<string, File>();
  const fileOf = async (ref: StoredFileRef): Promise<File | undefined> => {
    const known = files.get(ref.id);
    if (known) return known;
    const file = await store.getFile(ref.id);
    if (file) files.set(ref.id, file);
    return file;
  };

  return {
    async submit(data, ledger, onProgress): Promise<SubmitOutcome> {
      const customerNumber = typeof data.customerNumber === 'string' ? data.customerNumber.trim() : '';
      const missing = form.messages.missingReference;
      if (!customerNumber) {
        const message = missing?.description ?? 'Customer reference is missing. Please check the URL parameters.';
        return { ok: false, kind: 'upload', message, ledger, toast: { title: missing?.title ?? 'Missing information', description: message, variant: 'error' } };
      }
      const logo = isRef(data.logo) ? await fileOf(data.logo) : undefined;
      const refs = Array.isArray(data.gallery) ? data.gallery.filter(isRef) : [];
      const gallery = (await Promise.all(refs.map(fileOf))).filter((f): f is File => !!f);
      const outcome = await uploader.upload(
        {
          customerNumber,
          selectedTrade: typeof data.tradeType === 'string' ? data.tradeType : undefined,
          trades: { offered: form.trades ?? [], fallback: form.query?.trade?.fallback },
          logo,
          gallery,
        },
        (p) => onProgress({ done: 0, total: 0, percent: p.percent, message: p.message }),
      );
      if (!outcome.ok) return { ok: false, kind: 'upload', message: outcome.message || 'An unknown error occurred', ledger };
      const lost = refs.length - gallery.length + outcome.skipped.length;
      if (lost > 0) {
        onProgress({ done: 0, total: 0, percent: 0, message: MEDIA_STATUS.failed });
        return { ok: false, kind: 'upload', message: galleryFailureMessage(lost), ledger };
      }
      const uploaded = { ...ledger };
      if (isRef(data.logo) && outcome.logo) uploaded[data.logo.id] = outcome.logo;
      return { ok: true, id: customerNumber, ledger: uploaded };
    },
  };
}
