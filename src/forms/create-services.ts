import { createDraftStore, type DraftStore } from '@/services/draft-store';
import { createRequestSubmitter, uploadStepFiles, type RequestFormData } from '@/services/submit-request';
import { HookError, sendHook, type HookName } from '@/services/hook-client';
import { newIdempotencyKey } from '@/services/submit-request';
import type { FormConfig } from '@/generated/config-types';
import type { FormServices, SavedDraft, SubmitOutcome, UploadLedger } from './form-services';
import { buildPayload } from './payload';
import { createMediaPipeline } from './pipelines/media';
import { createPartnerPipeline } from './pipelines/partner';
import type { FormData } from './runtime';

let store: DraftStore | undefined;

/** One draft store per page: drafts and chosen images in IndexedDB (memory when the browser refuses it). */
function draftStore(): DraftStore {
  store ??= createDraftStore();
  return store;
}

/** The saved draft of a form, if any (a stale or unreadable one is dropped). */
export async function loadDraft(formId: string): Promise<SavedDraft | undefined> {
  return draftStore().load(formId);
}

/** A form whose submission is one hook call (`submit.pipeline: hook`): the payload from its YAML mapping. */
function hookSubmitter(form: FormConfig) {
  let attempt: { fingerprint: string; key: string } | undefined;
  return async (data: FormData, ledger: UploadLedger): Promise<SubmitOutcome> => {
    const submit = form.submit!;
    const query = new URLSearchParams(window.location.search);
    const payload = buildPayload(submit.payload ?? {}, data, { query, now: new Date(), source: `${window.location.origin}${window.location.pathname}` });
    const fingerprint = JSON.stringify({ ...data });
    if (!attempt || attempt.fingerprint !== fingerprint) attempt = { fingerprint, key: newIdempotencyKey() };
    try {
      const { id } = await sendHook(submit.hook as HookName, payload, { as: submit.as, idempotencyKey: attempt.key });
      attempt = undefined;
      return { ok: true, id, ledger };
    } catch (error) {
      return { ok: false, kind: 'hook', message: error instanceof HookError || error instanceof Error ? error.message : String(error), ledger };
    }
  };
}

/** The browser services of a form: drafts, kept images, background uploads and its submission pipeline. */
export function createFormServices(form: FormConfig): FormServices {
  const drafts = draftStore();
  if (typeof window !== 'undefined') {
    // A draft saved just before the tab closes is written at once rather than lost with the delay.
    window.addEventListener('pagehide', () => void drafts.flush());
  }
  const submitter = createRequestSubmitter({ files: drafts });
  const pipeline: Pick<FormServices, 'submit' | 'onLeaveStep'> | undefined =
    form.submit?.pipeline === 'partner' ? createPartnerPipeline(form, drafts) : form.submit?.pipeline === 'media' ? createMediaPipeline(form, drafts) : undefined;
  return {
    drafts: {
      load: async (id) => drafts.load(id),
      save: (id, draft) => drafts.save(id, draft),
      flush: () => drafts.flush(),
      clear: (id) => drafts.clear(id, { files: true }),
      watch: (listener) => drafts.watch(listener),
    },
    files: {
      put: (file) => drafts.putFile(file),
      get: (id) => drafts.getFile(id),
      remove: (id) => drafts.deleteFile(id),
    },
    uploadStepFiles: (fields, data, ledger) => uploadStepFiles(fields, data, { files: drafts, ledger }),
    onLeaveStep: pipeline?.onLeaveStep,
    submit: pipeline?.submit ?? (form.submit?.pipeline === 'hook' ? hookSubmitter(form) : (data, ledger, onProgress) =>
      submitter.submit(data as unknown as RequestFormData, (p) => onProgress(p.phase === 'uploading' ? { done: p.done, total: p.total } : { done: 0, total: 0 }), ledger)),
  };
}
