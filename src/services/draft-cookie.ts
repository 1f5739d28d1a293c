/**
 * Keeps the browser's draft cookie (`src/domain/draft-marker.ts`) in step with the draft store: a form with a
 * saved draft is listed, one without is not, so the server can mark the page it serves as restoring.
 */
import { DRAFT_COOKIE, draftCookieValue, formsWithDrafts } from '@/domain/draft-marker';
import { afterNextFrame } from './after-frame';

/** How long the mark lasts without a new save (a year): a draft is kept as long as the browser keeps it. */
const MAX_AGE_S = 365 * 24 * 60 * 60;

/** Marks or unmarks one form; changes the cookie only when its list changes, and never throws. */
export type DraftMarker = (formId: string, present: boolean) => void;

/** How long an unchanged mark waits to be checked again where no frame comes (a tab in the background), ms. */
const NO_FRAME_MS = 200;

/**
 * The marker over `document.cookie`, or one that does nothing where there is no document (server, tests).
 *
 * Reading `document.cookie` asks the browser's cookie store and can take milliseconds on a busy phone. A form marks
 * its draft present on every save (each Continue and Back), nearly always as it already is: a mark this page made
 * before is checked again only after the next frame, so a step change does not wait for it; a mark that changes
 * (a new draft, a draft cleared) is written at once.
 */
export function browserDraftMarker(): DraftMarker {
  if (typeof document === 'undefined') return () => {};
  const apply = (formId: string, present: boolean) => {
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
  /** What this page last marked for each form. */
  const marked = new Map<string, boolean>();
  /** Forms whose unchanged mark waits to be checked again. */
  const checking = new Set<string>();
  return (formId, present) => {
    if (marked.get(formId) !== present) {
      marked.set(formId, present);
      apply(formId, present);
      return;
    }
    if (checking.has(formId)) return;
    checking.add(formId);
    afterNextFrame(() => {
      checking.delete(formId);
      apply(formId, marked.get(formId) ?? present);
    }, NO_FRAME_MS);
  };
}
