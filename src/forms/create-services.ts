import { createDraftStore, type DraftStore } from '@/services/draft-store';
import type { FormServices } from './form-services';

let store: DraftStore | undefined;

/** One draft store per page: drafts and chosen images in IndexedDB (memory when the browser refuses it). */
function draftStore(): DraftStore {
  store ??= createDraftStore();
  return store;
}

/** The browser services of the forms: drafts, kept images, background uploads and the submission. */
export function createFormServices(): FormServices {
  const drafts = draftStore();
  if (typeof window !== 'undefined') {
    // A draft saved just before the tab closes is written at once rather than lost with the delay.
    window.addEventListener('pagehide', () => void drafts.flush());
  }
  return {
    drafts: {
      load: async (id) => drafts.load(id),
      save: (id, draft) => drafts.save(id, draft),
      flush: () => drafts.flush(),
      clear: (id) => drafts.clear(id, { files: true }),
    },
    files: {
      put: (file) => drafts.putFile(file),
      get: (id) => drafts.getFile(id),
      remove: (id) => drafts.deleteFile(id),
    },
    uploadStepFiles: async (_fields, _data, ledger) => ledger,
    submit: async (_data, ledger) => ({ ok: false, kind: 'hook', message: 'Submission is not connected yet.', ledger }),
  };
}
