/**
 * The partner and home form flow (spec part 2 §4 "Partner form and home form flow", §7 calls 1 to 4, §8).
 *
 * - Leaving step 2: the business basics go to the business-basics hook; a chosen logo is uploaded and sent to
 *   the logo hook. Failures here are only logged; the page toasts "Logo Uploaded" or "Logo Upload Failed".
 * - Leaving step 4: the gallery images are uploaded one by one; the successes are sent to the gallery hook.
 * - Submit: only what is not uploaded yet is uploaded (a failed logo aborts, a failed gallery image is
 *   dropped, a failed accreditation image gives `null`), images not announced yet are announced, then the
 *   main hook gets the multipart form of call 1.
 *
 * The form data has the request form's shape (see {@link RequestFormData}); images are {@link StoredFileRef}s.
 */
import { formatBusinessHours } from '../domain/business-hours';
import { processColours } from '../domain/colours';
import { anonymousReference } from '../domain/hook-fields';
import { colourSchemes } from '../generated/config';
import { isStoredFileRef, type StoredFileRef, type UploadedFile, type UploadLedger } from './draft-store';
import { HookError, sendHook as defaultSendHook } from './hook-client';
import {
  DEFAULT_SCHEME_BY_TRADE, newIdempotencyKey, singleFlight, uploadStoredFile,
  type AccreditationImage, type RequestFormData, type SubmitDeps, type SubmitOutcome,
} from './submit-request';

/** Toasts of the partner flow (spec part 2 §8). */
export const PARTNER_TOASTS = Object.freeze({
  logoUploaded: { title: 'Logo Uploaded', description: 'Your logo has been uploaded successfully!' },
  logoFailed: { title: 'Logo Upload Failed', description: 'There was a problem uploading your logo. You can try again later.' },
  galleryUploaded: (done: number, total: number) => ({ title: 'Gallery Uploaded', description: `Successfully uploaded ${done} of ${total} images.` }),
  galleryFailed: { title: 'Gallery Upload Failed', description: 'There was a problem uploading your gallery images. You can try again later.' },
  success: { title: 'Success', description: 'Your information has been submitted successfully!' },
  uploadError: { title: 'Upload Error', description: 'There was a problem uploading your images. Please try again.' },
  uploadErrorMobile: { title: 'Upload Error', description: 'There was a problem uploading your images from your mobile device. Please try again or use our desktop site.' },
  submitError: { title: 'Error', description: 'There was a problem submitting your information. Please try again.' },
});

/** Form fields the main hook of call 1 leaves out: images and the colour-scheme settings. */
const LEFT_OUT = ['logo', 'gallery', 'accreditationImages', 'selectedColorScheme', 'useCustomColors', 'extractColorsFromLogo', 'primaryColor', 'secondaryColor'];

/** Outcome of leaving step 2: what happened to the logo. */
export type LogoStepOutcome = { logo: 'none' | 'uploaded' } | { logo: 'failed'; message: string };
/** Outcome of leaving step 4: how many of the new gallery images were uploaded. */
export interface GalleryStepOutcome {
  uploaded: number;
  total: number;
}

/** The partner form's services for one page visit. */
export interface PartnerFormFlow {
  leaveStep2(data: RequestFormData): Promise<LogoStepOutcome>;
  leaveStep4(data: RequestFormData): Promise<GalleryStepOutcome>;
  /** Single-flight; a retry of the same data keeps its idempotency key and skips what is done. */
  submit(data: RequestFormData, onProgress?: (progress: { done: number; total: number }) => void): Promise<SubmitOutcome>;
  /** Files uploaded so far (save it with the draft). */
  readonly ledger: UploadLedger;
}

/**
 * Creates the partner flow. `deps` are those of the request pipeline (files, ledger, endpoints, ...).
 *
 * @example
 * const flow = createPartnerFormFlow({ files: drafts, ledger: draft.uploads });
 * const step2 = await flow.leaveStep2(data);
 * if (step2.logo === 'uploaded') toast(PARTNER_TOASTS.logoUploaded);
 * else if (step2.logo === 'failed') toast(PARTNER_TOASTS.logoFailed);
 */
export function createPartnerFormFlow(deps: Omit<SubmitDeps, 'idempotencyKey' | 'sentHooks' | 'onProgress'>): PartnerFormFlow {
  const ledger: UploadLedger = { ...(deps.ledger ?? {}) };
  const announced = new Set<string>();
  const send = deps.sendHook ?? defaultSendHook;
  const log = deps.log ?? ((m: string) => console.warn(m));
  const now = () => (deps.now ?? (() => new Date()))().toISOString();
  const source = () => deps.source ?? (globalThis as { location?: { href?: string } }).location?.href;
  let attempt: { fingerprint: string; key: string } | undefined;

  const details = (data: RequestFormData) => ({
    businessName: (typeof data.businessName === 'string' && data.businessName.trim()) || data.businessBasics?.companyName,
    phone: data.businessBasics?.phone,
    customerNumber: typeof data.customerNumber === 'string' ? data.customerNumber.trim() : undefined,
    selectedTrade: data.tradeType,
    timestamp: now(),
    source: source(),
  });
  const reference = (data: RequestFormData) => (typeof data.customerNumber === 'string' && data.customerNumber.trim()) || anonymousReference();
  const upload = (ref: StoredFileRef, kind: 'logo' | 'gallery' | 'accreditation', data: RequestFormData) =>
    uploadStoredFile(ref, kind, reference(data), ledger, { ...deps, ledger });
  const hook = (name: 'logo' | 'gallery' | 'business-basics' | 'main', payload: Record<string, unknown>, key?: string) =>
    send(name, payload, { as: 'form', idempotencyKey: key ? `${key}:${name}` : undefined, endpoint: deps.hookEndpoints?.[name], fetch: deps.fetch });

  async function announceLogo(ref: StoredFileRef, entry: UploadedFile, data: RequestFormData, key?: string) {
    await hook('logo', { logoUrl: entry.key, logoGetUrl: entry.getUrl, ...details(data) }, key);
    announced.add(ref.id);
  }

  async function announceGallery(entries: Array<[StoredFileRef, UploadedFile]>, data: RequestFormData, key?: string) {
    await hook('gallery', { galleryUrls: entries.map(([, e]) => e.key), galleryGetUrls: entries.map(([, e]) => e.getUrl).filter(Boolean), ...details(data) }, key);
    for (const [ref] of entries) announced.add(ref.id);
  }

  const galleryOf = (data: RequestFormData) => (Array.isArray(data.gallery) ? data.gallery.filter(isStoredFileRef) : []);

  const submit = singleFlight(async (data: RequestFormData, onProgress?: (progress: { done: number; total: number }) => void): Promise<SubmitOutcome> => {
    const fingerprint = JSON.stringify(data);
    if (!attempt || attempt.fingerprint !== fingerprint) attempt = { fingerprint, key: newIdempotencyKey() };
    const key = attempt.key;
    const logo = isStoredFileRef(data.logo) ? data.logo : undefined;
    const gallery = galleryOf(data);
    const accreditations = Array.isArray(data.accreditationImages)
      ? data.accreditationImages.filter((a): a is AccreditationImage => !!a && typeof a.name === 'string' && isStoredFileRef(a.file))
      : [];
    const total = (logo ? 1 : 0) + gallery.length + accreditations.length;
    let done = 0;
    onProgress?.({ done, total });
    const tick = () => onProgress?.({ done: ++done, total });

    let logoEntry: UploadedFile | undefined;
    if (logo) {
      const outcome = await upload(logo, 'logo', data);
      if (!outcome.ok) return { ok: false, kind: 'upload', message: `Failed to upload logo: ${outcome.error}`, ledger: { ...ledger } };
      logoEntry = outcome.entry;
      tick();
    }
    const galleryEntries: Array<[StoredFileRef, UploadedFile]> = [];
    for (const ref of gallery) {
      const outcome = await upload(ref, 'gallery', data);
      if (outcome.ok) galleryEntries.push([ref, outcome.entry]);
      else log(`Skipped gallery image ${ref.name}: ${outcome.error}`);
      tick();
    }
    const accreditationUrls: Array<{ name: string; imageUrl: string | null }> = [];
    const accreditationGetUrls: Array<{ name: string; getUrl: string | null }> = [];
    for (const item of accreditations) {
      const outcome = await upload(item.file, 'accreditation', data);
      if (!outcome.ok) log(`Accreditation image ${item.file.name} (${item.name}) was not uploaded: ${outcome.error}`);
      accreditationUrls.push({ name: item.name, imageUrl: outcome.ok ? outcome.entry.key : null });
      accreditationGetUrls.push({ name: item.name, getUrl: outcome.ok && outcome.entry.getUrl ? outcome.entry.getUrl : null });
      tick();
    }

    try {
      if (logo && logoEntry && !announced.has(logo.id)) await announceLogo(logo, logoEntry, data, key);
      const unannounced = galleryEntries.filter(([ref]) => !announced.has(ref.id));
      if (unannounced.length > 0) await announceGallery(galleryEntries, data, key);
      const processed = processColours(data, deps.colourSchemes ?? colourSchemes.schemes, deps.defaultSchemeByTrade ?? DEFAULT_SCHEME_BY_TRADE) as Record<string, unknown>;
      const fields = Object.fromEntries(Object.entries(processed).filter(([name]) => !LEFT_OUT.includes(name)));
      const { id } = await hook(
        'main',
        {
          ...fields,
          ...details(data),
          phone: undefined,
          formattedBusinessHours: Array.isArray(data.businessHours) ? formatBusinessHours(data.businessHours) : undefined,
          logoUploadedSeparately: logo && announced.has(logo.id) ? 'true' : 'false',
          galleryUploadedSeparately: galleryEntries.length > 0 && galleryEntries.every(([ref]) => announced.has(ref.id)) ? 'true' : 'false',
          accreditationUrls,
          accreditationGetUrls,
        },
        key,
      );
      attempt = undefined;
      return { ok: true, id, ledger: { ...ledger } };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return { ok: false, kind: 'hook', message, ledger: { ...ledger }, ...(error instanceof HookError ? { error } : {}) };
    }
  });

  return {
    get ledger() {
      return { ...ledger };
    },
    async leaveStep2(data) {
      const basics = data.businessBasics ?? {};
      try {
        await hook('business-basics', { ...basics, customerNumber: details(data).customerNumber, selectedTrade: data.tradeType, timestamp: now(), source: source() });
      } catch (error) {
        log(`business-basics hook failed: ${error instanceof Error ? error.message : String(error)}`);
      }
      const logo = isStoredFileRef(data.logo) ? data.logo : undefined;
      if (!logo) return { logo: 'none' };
      const outcome = await upload(logo, 'logo', data);
      if (!outcome.ok) {
        log(`Logo upload failed: ${outcome.error}`);
        return { logo: 'failed', message: outcome.error };
      }
      if (!announced.has(logo.id)) {
        try {
          await announceLogo(logo, outcome.entry, data);
        } catch (error) {
          // Only logged (spec part 2 §8); the final submit announces it again.
          log(`logo hook failed: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      return { logo: 'uploaded' };
    },
    async leaveStep4(data) {
      const fresh = galleryOf(data).filter((ref) => !announced.has(ref.id));
      const entries: Array<[StoredFileRef, UploadedFile]> = [];
      for (const ref of fresh) {
        const outcome = await upload(ref, 'gallery', data);
        if (outcome.ok) entries.push([ref, outcome.entry]);
        else log(`Gallery upload of ${ref.name} failed: ${outcome.error}`);
      }
      if (entries.length > 0) {
        try {
          await announceGallery(entries, data);
        } catch (error) {
          log(`gallery hook failed: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      return { uploaded: entries.length, total: fresh.length };
    },
    submit: (data, onProgress) => submit(data, onProgress),
  };
}
