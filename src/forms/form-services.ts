import type { FormAction } from '@/generated/config-types';
import type { DraftDurability } from '@/services/draft-store';
import type { FileKeeper, FormData } from './runtime';

/** Files already uploaded, by stored file id, so a retry or the final submit does not upload them again. */
export type UploadLedger = Record<string, { key: string; getUrl: string }>;

/** What the wizard keeps between visits. */
export interface SavedDraft {
  step: number;
  data: FormData;
  uploads: UploadLedger;
}

/** Progress of the submission: files uploaded so far of all to upload. */
export interface SubmitProgress {
  done: number;
  total: number;
  /** A status line and a percentage, when the pipeline reports them itself (the media page's checkpoints). */
  message?: string;
  percent?: number;
}

/** A toast a pipeline asks for (texts from the form's YAML `messages`). */
export interface PipelineToast {
  title: string;
  description: string;
  variant: 'success' | 'error' | 'info' | 'warning';
}

/** What leaving a step started in the background ended with. */
export interface LeaveOutcome {
  ledger: UploadLedger;
  toast?: PipelineToast;
}

export type SubmitOutcome =
  | { ok: true; id: string; ledger: UploadLedger }
  | { ok: false; kind: 'upload' | 'hook'; message: string; ledger: UploadLedger; toast?: PipelineToast };

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
  /** Uploads the files of the given fields that are not in the ledger yet; answers the new ledger. */
  uploadStepFiles(fields: readonly string[], data: FormData, ledger: UploadLedger): Promise<UploadLedger>;
  submit(data: FormData, ledger: UploadLedger, onProgress: (p: SubmitProgress) => void): Promise<SubmitOutcome>;
  /**
   * Runs a step's `onLeave` actions in the background after the customer moved on (when the pipeline has its
   * own, e.g. the partner flow's hooks); `onProgress` reports background uploads ({0, 0} when they end).
   */
  onLeaveStep?(stepIndex: number, actions: readonly FormAction[] | undefined, data: FormData, ledger: UploadLedger, onProgress: (p: SubmitProgress) => void): Promise<LeaveOutcome | undefined>;
}
