/**
 * Keeps the browser's draft cookie (`src/domain/draft-marker.ts`) in step with the draft store: a form with a
 * saved draft is listed, one without is not, so the server can mark the page it serves as restoring.
 */
import { DRAFT_COOKIE, draftCookieValue, formsWithDrafts } from '@/domain/draft-marker';

/** How long the mark lasts without a new save (a year): a draft is kept as long as the browser keeps it. */
const MAX_AGE_S = 365 * 24 * 60 * 60;

/** Marks or unmarks one form; changes the cookie only when its list changes, and never throws. */
export type DraftMarker = (formId: string, present: boolean) => void;

/** The marker over `document.cookie`, or one that does nothing where there is no document (server, tests). */
export function browserDraftMarker(): DraftMarker {
  if (typeof document === 'undefined') return () => {};
  return (formId, present) => {
    try {
      const value = draftCookieValue(formsWithDrafts(document.cookie), formId, present);
      if (value === undefined) return;
      document.cookie = value
        ? `${DRAFT_COOKIE}=${value}; path=/; max-age=${MAX_AGE_S}; SameSite=Lax`
        : `${DRAFT_COOKIE}=; path=/; max-age=0; SameSite=Lax`;
    } catch {
      // Cookies blocked: the page then paints its first step until the draft applies, as before.
    }
  };
}
