import { serverDraftSetCookie } from '@/domain/server-draft';

/**
 * Removes this browser's cookie naming the server's draft of `formId` (see `src/domain/server-draft.ts`): the live
 * form keeps the answers in the browser's own draft from now on, and a reload must find that draft, not the server's
 * older one.
 *
 * @example forgetServerDraft('request')
 */
export function forgetServerDraft(formId: string): void {
  try {
    document.cookie = serverDraftSetCookie(formId, undefined, { maxAgeMs: 0, secure: window.location.protocol === 'https:' });
  } catch {
    // Cookies blocked: there is none to remove.
  }
}
