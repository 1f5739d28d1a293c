/**
 * The wiring between a form on the page and its saved draft: reading it when the form opens, and telling the
 * customer when it was restored or what this device cannot keep (the submission hook saves it on every change).
 * The storage itself (synchronous copy, IndexedDB, images) is `src/services/draft-store.ts`.
 */
import { useCallback, useEffect, useRef } from 'react';
import { site } from '@/generated/config';
import type { FormConfig } from '@/generated/config-types';
import { collectFileRefs } from '@/services/draft-files';
import type { DraftDurability } from '@/services/draft-store';
import { openStoredDraft } from './create-services';
import type { FormServices, SavedDraft } from './form-services';
import type { FormData, FormRuntime } from './runtime';

interface Opening {
  promise: Promise<SavedDraft | undefined>;
  /** Forms on the page now that opened with this read. */
  mounted: number;
  /** True once a form has shown it. */
  used: boolean;
}

const openings = new Map<string, Opening>();

/**
 * The saved draft of a form, read once when the form opens (a stable promise for React's `use`). A form
 * opened again in the same visit (the customer followed a link away and came back) reads the store again,
 * so it shows what was typed during the first visit rather than what was saved before it.
 */
export function openDraft(formId: string): Promise<SavedDraft | undefined> {
  let opening = openings.get(formId);
  if (!opening || (opening.used && opening.mounted === 0)) {
    opening = { promise: openStoredDraft(formId).catch(() => undefined), mounted: 0, used: false };
    openings.set(formId, opening);
  }
  return opening.promise;
}

/** Marks the draft read by {@link openDraft} as shown while the form is on the page. */
export function useOpenedDraft(formId: string): void {
  useEffect(() => {
    const opening = openings.get(formId);
    if (!opening) return undefined;
    opening.mounted += 1;
    opening.used = true;
    return () => {
      opening.mounted -= 1;
    };
  }, [formId]);
}

/** What {@link useDraft} needs from the form. */
export interface DraftWiring {
  drafts: FormServices['drafts'];
  /** The answers now (to know whether images are chosen). */
  data: FormData;
  notify: FormRuntime['notify'];
  /** True when the form opened with a saved draft: the form's `messages.draftRestored` is shown. */
  restored: boolean;
  messages: FormConfig['messages'];
}

/**
 * What a form's draft tells the customer (the saving itself is the submission hook's `save`, on every change):
 * once when the form opened with a draft, and once when this device cannot keep the answers, or the images once
 * some are chosen (texts from `config/site.yaml` `drafts`). Also writes the delayed IndexedDB copy when the page
 * is hidden.
 *
 * @example
 * useDraft({ drafts: services.drafts, data, notify, restored, messages: form.messages });
 */
export function useDraft({ drafts, data, notify, restored, messages }: DraftWiring): void {
  const welcomed = useRef(false);
  useEffect(() => {
    if (!restored || welcomed.current || !messages.draftRestored) return;
    welcomed.current = true;
    notify(messages.draftRestored.description, 'info', messages.draftRestored.title);
  }, [restored, messages.draftRestored, notify]);

  const durability = useRef<DraftDurability>({ answers: true, files: true });
  const hasFiles = useRef(false);
  const told = useRef({ answers: false, files: false });
  /** Tells once what is not kept: the answers, or (on a form with images chosen) the images. */
  const tell = useCallback(() => {
    if (!durability.current.answers && !told.current.answers) {
      told.current = { answers: true, files: true };
      const text = site.drafts.notKept;
      notify(text.description, 'warning', text.title);
    } else if (!durability.current.files && hasFiles.current && !told.current.files) {
      told.current = { ...told.current, files: true };
      const text = site.drafts.filesNotKept;
      notify(text.description, 'warning', text.title);
    }
  }, [notify]);
  useEffect(
    () =>
      drafts.watch?.((now) => {
        durability.current = now;
        tell();
      }),
    [drafts, tell],
  );
  useEffect(() => {
    hasFiles.current = collectFileRefs(data).length > 0;
    tell();
  }, [data, tell]);

  // A phone may end a hidden page without `pagehide`: the delayed IndexedDB copy is written when it is hidden.
  useEffect(() => {
    const hidden = () => {
      if (document.visibilityState === 'hidden') void drafts.flush();
    };
    document.addEventListener('visibilitychange', hidden);
    return () => document.removeEventListener('visibilitychange', hidden);
  }, [drafts]);

}
