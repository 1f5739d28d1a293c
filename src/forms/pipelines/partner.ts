/**
 * The `partner` submission pipeline (config/forms/business.yaml): the home/form, partner and website preview pages'
 * business form, through the partner flow of src/services/partner-form.ts (spec part 2 §4, §7 calls 1 to 4).
 *
 * - Leaving a step with `send-business-basics`: the business basics hook, then the logo uploaded and sent to
 *   the logo hook, in the background; a toast says how the logo went.
 * - Leaving a step that uploads `gallery` (`upload-files`): the gallery images uploaded one by one and sent to
 *   the gallery hook, in the background, with a toast.
 * - Background uploads are counted for the wizard's "Uploading X of Y" line; the count resets when they end.
 * - Submit: the flow uploads only what is missing, then sends the main hook.
 */
import type { FormAction, FormConfig } from '@/generated/config-types';

/** A notification of the form's YAML `messages`. */
type Toast = { title: string; description: string };
import type { DraftStore } from '@/services/draft-store';
import { createPartnerFormFlow, type PartnerFormFlow } from '@/services/partner-form';
import type { RequestFormData } from '@/services/submit-request';
import { uploadFile } from '@/services/upload-client';
import { interpolate } from '@/domain/text-template';
import type { FormServices, LeaveOutcome, PipelineToast, SubmitProgress, UploadLedger } from '../form-services';
import type { FormData, StoredFileRef } from '../runtime';

const isRef = (v: unknown): v is StoredFileRef => !!v && typeof v === 'object' && typeof (v as StoredFileRef).id === 'string';

function toast(message: Toast | undefined, variant: PipelineToast['variant'], values: Record<string, string | number> = {}): PipelineToast | undefined {
  return message ? { title: interpolate(message.title, values), description: interpolate(message.description, values), variant } : undefined;
}

/** The partner pipeline's `submit` and `onLeaveStep` over the page's draft store. */
export function createPartnerPipeline(form: FormConfig, store: DraftStore): Pick<FormServices, 'submit' | 'onLeaveStep'> {
  let flow: PartnerFormFlow | undefined;
  // Background uploads of this visit: counted as they start and end, reported to the wizard.
  const background = { done: 0, total: 0 };
  let report: (p: SubmitProgress) => void = () => undefined;
  const counted = new Set<string>();
  const fileIds = new WeakMap<Blob, string>();

  const tick = () => {
    if (background.total === 0) return;
    background.done += 1;
    if (background.done >= background.total) {
      background.done = 0;
      background.total = 0;
    }
    report({ ...background });
  };

  /** The flow, made on first use with the wizard's ledger (again if the wizard knows uploads the flow does not). */
  const flowFor = (ledger: UploadLedger): PartnerFormFlow => {
    const known = flow?.ledger ?? {};
    if (!flow || Object.keys(ledger).some((id) => !Object.hasOwn(known, id))) {
      flow = createPartnerFormFlow({
        files: {
          getFile: async (id: string) => {
            const file = await store.getFile(id);
            if (file) fileIds.set(file, id);
            return file;
          },
        },
        ledger: { ...known, ...ledger },
        upload: async (file, opts) => {
          try {
            return await uploadFile(file, opts);
          } finally {
            // Only the uploads a background step counted move the progress line.
            const id = file ? fileIds.get(file) : undefined;
            if (id && counted.has(id)) tick();
          }
        },
      });
    }
    return flow;
  };

  /** Counts the files of a background step that are not uploaded yet. */
  const startCount = (refs: StoredFileRef[], ledger: UploadLedger, onProgress: (p: SubmitProgress) => void) => {
    const fresh = refs.filter((r) => !Object.hasOwn(ledger, r.id) && !counted.has(r.id));
    fresh.forEach((r) => counted.add(r.id));
    report = onProgress;
    if (fresh.length === 0) return;
    background.total += fresh.length;
    report({ ...background });
  };

  return {
    async onLeaveStep(_stepIndex: number, actions: readonly FormAction[] | undefined, data: FormData, ledger: UploadLedger, onProgress): Promise<LeaveOutcome | undefined> {
      const names = (actions ?? []).map((a) => a.action);
      const uploadsGallery = (actions ?? []).some((a) => a.action === 'upload-files' && a.fields?.includes('gallery'));
      const current = flowFor(ledger);
      const input = data as unknown as RequestFormData;
      if (names.includes('send-business-basics')) {
        const logo = isRef(data.logo) ? [data.logo] : [];
        startCount(logo, current.ledger, onProgress);
        try {
          const outcome = await current.leaveStep2(input);
          const shown = outcome.logo === 'uploaded' ? toast(form.messages.logoUploaded, 'success') : outcome.logo === 'failed' ? toast(form.messages.logoFailed, 'error') : undefined;
          return { ledger: current.ledger, toast: shown };
        } catch (error) {
          console.warn('The background logo step failed.', error);
          return { ledger: current.ledger, toast: toast(form.messages.logoError, 'error') };
        } finally {
          logo.forEach((r) => counted.delete(r.id));
        }
      }
      if (uploadsGallery) {
        const gallery = Array.isArray(data.gallery) ? data.gallery.filter(isRef) : [];
        startCount(gallery, current.ledger, onProgress);
        try {
          const outcome = await current.leaveStep4(input);
          if (outcome.total === 0) return { ledger: current.ledger };
          const shown = outcome.uploaded > 0
            ? toast(form.messages.galleryUploaded, 'success', { done: outcome.uploaded, total: outcome.total })
            : toast(form.messages.galleryFailed, 'error');
          return { ledger: current.ledger, toast: shown };
        } catch (error) {
          console.warn('The background gallery step failed.', error);
          return { ledger: current.ledger, toast: toast(form.messages.galleryError, 'error') };
        } finally {
          gallery.forEach((r) => counted.delete(r.id));
        }
      }
      return undefined;
    },
    async submit(data, ledger, onProgress) {
      const current = flowFor(ledger);
      const outcome = await current.submit(data as unknown as RequestFormData, (p) => onProgress({ done: p.done, total: p.total }));
      if (outcome.ok) return { ok: true, id: outcome.id, ledger: outcome.ledger };
      return { ok: false, kind: outcome.kind, message: outcome.message, ledger: outcome.ledger };
    },
  };
}

