/**
 * Browser-side I/O of the forms: uploads, hooks, drafts and the submission pipelines. Framework-free; imports
 * only src/domain and src/generated (and idb-keyval).
 */
export * from './upload-client';
export * from './hook-client';
export * from './draft-store';
export * from './submit-request';
export * from './media-upload';
export * from './partner-form';
