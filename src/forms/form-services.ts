import type { DraftDurability } from '@/services/draft-store';
import type { SendRunner } from '@/services/send-runner';
import type { SendLedger } from '@/services/send-types';
import type { FileKeeper, FormData } from './runtime';

/** What the wizard keeps between visits. */
export interface SavedDraft {
  step: number;
  data: FormData;
  /** What the form's submission has sent so far (src/services/send-types.ts). */
  ledger?: SendLedger;
  /** False when nothing in it came from the customer (see `Draft.answered`). */
  answered?: boolean;
}

/** The browser services a wizard uses (src/services), passed in so tests and other forms can choose. */
export interface FormServices {
  drafts: {
    load(formId: string): Promise<SavedDraft | undefined>;
    /** Saves the answers; refused until the page shows the draft it opened (see `DraftStore.open`). */
    save(formId: string, draft: SavedDraft): void;
    /** The page now shows `draft` (or none): its saves are taken from here on (see `DraftStore.apply`). */
    apply(formId: string, draft: SavedDraft | undefined): void;
    /**
     * The page shows `draft`, which this browser has not saved (the server's, after a step posted before the form was
     * live): it is saved now as the form's draft. True when it will be found again after a reload.
     */
    adopt?(formId: string, draft: SavedDraft): boolean;
    /** Hears the draft another tab saved (see `DraftStore.follow`); returns the function that stops it. */
    follow(formId: string, listener: (draft: SavedDraft | undefined) => void): () => void;
    flush(): Promise<void>;
    clear(formId: string): Promise<void>;
    /** Hears what this device can keep over a reload (see `DraftStore.watch`); returns the function that stops it. */
    watch?(listener: (durability: DraftDurability) => void): () => void;
  };
  files: FileKeeper;
  /** The runner of the form's send plan: background step actions and the submission. */
  send: SendRunner;
}
