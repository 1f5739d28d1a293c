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
}

/** The browser services a wizard uses (src/services), passed in so tests and other forms can choose. */
export interface FormServices {
  drafts: {
    load(formId: string): Promise<SavedDraft | undefined>;
    save(formId: string, draft: SavedDraft): void;
    flush(): Promise<void>;
    clear(formId: string): Promise<void>;
    /** Hears what this device can keep over a reload (see `DraftStore.watch`); returns the function that stops it. */
    watch?(listener: (durability: DraftDurability) => void): () => void;
  };
  files: FileKeeper;
  /** The runner of the form's send plan: background step actions and the submission. */
  send: SendRunner;
}
