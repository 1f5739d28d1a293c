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
}

export type SubmitOutcome =
  | { ok: true; id: string; ledger: UploadLedger }
  | { ok: false; kind: 'upload' | 'hook'; message: string; ledger: UploadLedger };

/** The browser services a wizard uses (src/services), passed in so tests and other forms can choose. */
export interface FormServices {
  drafts: {
    load(formId: string): Promise<SavedDraft | undefined>;
    save(formId: string, draft: SavedDraft): void;
    flush(): Promise<void>;
    clear(formId: string): Promise<void>;
  };
  files: FileKeeper;
  /** Uploads the files of the given fields that are not in the ledger yet; answers the new ledger. */
  uploadStepFiles(fields: readonly string[], data: FormData, ledger: UploadLedger): Promise<UploadLedger>;
  submit(data: FormData, ledger: UploadLedger, onProgress: (p: SubmitProgress) => void): Promise<SubmitOutcome>;
}
