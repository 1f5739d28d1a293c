import type { FormConfig } from '@/generated/config-types';
import { site } from '@/generated/config';
import { createDraftStore, type DraftStore } from '@/services/draft-store';
import { createSendRunner } from '@/services/send-runner';
import type { FormServices, SavedDraft } from './form-services';

let store: DraftStore | undefined;

/** One draft store per page: drafts and chosen images in IndexedDB (memory when the browser refuses it). */
function draftStore(): DraftStore {
  const limit = site.drafts.keepUpToKB;
  store ??= createDraftStore(limit ? { maxChars: limit * 1024 } : {});
  return store;
}

/**
 * The saved draft of a form about to be shown, if any (a stale or unreadable one is dropped). The form's saves
 * are refused until it shows the draft (`apply`), so the prerendered first step cannot replace it.
 */
export async function openStoredDraft(formId: string): Promise<SavedDraft | undefined> {
  return draftStore().open(formId);
}

let touched = false;

/**
 * True once the customer has pressed, clicked or typed on the page (trusted input events, followed from the first
 * form's services on): a change before that is the form filling itself in (defaults, the trade's colours).
 */
function customerActive(): boolean {
  return touched;
}

function followTouches(): void {
  if (typeof document === 'undefined' || followTouches.done) return;
  followTouches.done = true;
  const types = ['pointerdown', 'keydown', 'input', 'change'];
  // Once seen, the customer stays active: the listeners go, so the keys typed after it run no code of theirs.
  const seen = (event: Event) => {
    if (!event.isTrusted) return;
    touched = true;
    for (const type of types) document.removeEventListener(type, seen, true);
  };
  for (const type of types) document.addEventListener(type, seen, { capture: true, passive: true });
}
followTouches.done = false;

/** The browser services of form `formId`: drafts, kept images and the runner of its send plan. */
export function createFormServices(formId: string, form: FormConfig): FormServices {
  const drafts = draftStore();
  followTouches();
  if (typeof window !== 'undefined') {
    // A draft saved just before the tab closes is written at once rather than lost with the delay.
    window.addEventListener('pagehide', () => void drafts.flush());
  }
  return {
    drafts: {
      load: async (id) => drafts.load(id),
      // Before the customer has touched the page (no user activation yet), a change is the form filling itself in.
      save: (id, draft) => void drafts.save(id, { ...draft, answered: customerActive() }),
      apply: (id, draft) => drafts.apply(id, draft),
      adopt: (id, draft) => {
        // Shown as nothing first, so the same answers are not taken for a save of what is already kept.
        drafts.apply(id, undefined);
        const saved = drafts.save(id, { ...draft, answered: true });
        drafts.apply(id, draft);
        return saved && drafts.durability.answers;
      },
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
