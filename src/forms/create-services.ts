import type { FormConfig } from '@/generated/config-types';
import { createDraftStore, type DraftStore } from '@/services/draft-store';
import { createSendRunner } from '@/services/send-runner';
import type { FormServices, SavedDraft } from './form-services';

let store: DraftStore | undefined;

/** One draft store per page: drafts and chosen images in IndexedDB (memory when the browser refuses it). */
function draftStore(): DraftStore {
  store ??= createDraftStore();
  return store;
}

/**
 * The saved draft of a form about to be shown, if any (a stale or unreadable one is dropped). The form's saves
 * are refused until it shows the draft (`apply`), so the prerendered first step cannot replace it.
 */
export async function openStoredDraft(formId: string): Promise<SavedDraft | undefined> {
  return draftStore().open(formId);
}

/** The browser services of form `formId`: drafts, kept images and the runner of its send plan. */
export function createFormServices(formId: string, form: FormConfig): FormServices {
  const drafts = draftStore();
  if (typeof window !== 'undefined') {
    // A draft saved just before the tab closes is written at once rather than lost with the delay.
    window.addEventListener('pagehide', () => void drafts.flush());
  }
  return {
    drafts: {
      load: async (id) => drafts.load(id),
      save: (id, draft) => void drafts.save(id, draft),
      apply: (id, draft) => drafts.apply(id, draft),
      follow: (id, listener) => drafts.follow(id, listener),
      flush: () => drafts.flush(),
      clear: (id) => drafts.clear(id, { files: true }),
      watch: (listener) => drafts.watch(listener),
    },
    files: {
      put: (file) => drafts.putFile(file),
      get: (id) => drafts.getFile(id),
      remove: (id) => drafts.deleteFile(id),
    },
    send: createSendRunner(formId, form, { files: drafts }),
  };
}
