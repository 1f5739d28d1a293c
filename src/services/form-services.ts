/**
 * The browser services of the request form wizard in one object: drafts and images in IndexedDB, background
 * step uploads and the submission pipeline, all aimed at the configured endpoints (the intake server by
 * default). Its shape is what the wizard takes (`FormServices` in src/forms/form-services.ts).
 */
import { createDraftStore, type DraftStore, type DraftStoreOptions, type StoredFileRef, type UploadLedger } from './draft-store';
import { createRequestSubmitter, uploadStepFiles, type RequestFormData, type SubmitDeps, type SubmitOutcome } from './submit-request';

/** A saved draft as the wizard reads and writes it. */
export interface WizardDraft {
  step: number;
  data: Record<string, unknown>;
  uploads: UploadLedger;
}

/** The wizard's services (structurally the `FormServices` of src/forms). */
export interface BrowserFormServices {
  drafts: {
    load(formId: string): Promise<WizardDraft | undefined>;
    save(formId: string, draft: WizardDraft): void;
    flush(): Promise<void>;
    /** Removes the draft and the images it refers to. */
    clear(formId: string): Promise<void>;
    /** False when drafts are kept in memory only (IndexedDB unavailable, e.g. a private window). */
    readonly persistent: boolean;
  };
  files: {
    put(file: File): Promise<StoredFileRef>;
    get(id: string): Promise<File | undefined>;
    remove(id: string): Promise<void>;
  };
  uploadStepFiles(fields: readonly string[], data: Record<string, unknown>, ledger: UploadLedger): Promise<UploadLedger>;
  submit(data: Record<string, unknown>, ledger: UploadLedger, onProgress: (progress: { done: number; total: number }) => void): Promise<SubmitOutcome>;
  /** The underlying draft store. */
  store: DraftStore;
}

/** Options of {@link createBrowserFormServices}: draft store settings and pipeline overrides (tests, other endpoints). */
export interface BrowserFormServicesOptions extends Omit<SubmitDeps, 'files' | 'ledger' | 'onProgress' | 'idempotencyKey' | 'sentHooks'> {
  drafts?: DraftStoreOptions;
  store?: DraftStore;
}

/**
 * Creates the wizard's services for this page. Submission is single-flight (a double click sends once) and a
 * retry of the same data keeps its idempotency key and skips uploads and hooks already done.
 *
 * @example
 * const services = createBrowserFormServices();
 * <Wizard services={services} ... />
 */
export function createBrowserFormServices(opts: BrowserFormServicesOptions = {}): BrowserFormServices {
  const { drafts: draftOptions, store: given, ...deps } = opts;
  const store = given ?? createDraftStore(draftOptions);
  const submitter = createRequestSubmitter({ ...deps, files: store });
  return {
    store,
    drafts: {
      load: (formId) => store.load(formId),
      save: (formId, draft) => store.save(formId, draft),
      flush: () => store.flush(),
      clear: (formId) => store.clear(formId, { files: true }),
      get persistent() {
        return store.persistent;
      },
    },
    files: {
      put: (file) => store.putFile(file),
      get: (id) => store.getFile(id),
      remove: (id) => store.deleteFile(id),
    },
    uploadStepFiles: (fields, data, ledger) => uploadStepFiles(fields, data, { ...deps, files: store, ledger }),
    submit: (data, ledger, onProgress) =>
      submitter.submit(
        data as RequestFormData,
        (progress) => {
          if (progress.phase === 'uploading') onProgress({ done: progress.done, total: progress.total });
        },
        ledger,
      ),
  };
}
