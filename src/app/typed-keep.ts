/**
 * What is typed into a form before its runtime is live, kept across a reload or a closed tab. Until the runtime is
 * live (it is fetched on the first interaction and takes a moment on a slow phone) the form is the plain HTML form
 * the server drew, and the browser's draft store knows nothing of it: the page's first script notes each field
 * typed into (form-start.ts) and, when the page is hidden or left (`pagehide`, `visibilitychange`), keeps those
 * values in this browser's storage beside the form's draft. When the same step of the same form comes back (a
 * reload, Back or Forward, a tab opened again), the first script puts them back into their fields and hands them to
 * the runtime with what is typed next, as the runtime then keeps them in its own draft. A step posted to the server
 * carries its values there instead, so what was kept of it goes. No React: the first script of every page runs it.
 */
import { FORM_STATE_ID, parseFormState } from '@/domain/form-state';
import { draftMirrorKey } from '@/services/draft-mirror';
import { STEP_FIELD } from '@/domain/server-draft';

/** One field's value as kept: its element id, its value, and whether a box or option is ticked. */
export type KeptField = [id: string, value: string, checked: boolean];

/** What is kept of a form: where it was typed (page, step, server draft), each field's value, and whether it was posted. */
interface Kept {
  where: string;
  savedAt: number;
  fields: KeptField[];
  /** The step was posted as the page went: once the server has answered (another step, the sent view), it is done with. */
  posted?: boolean;
}

/** How long kept values stay (as long as a server draft): after that they are someone's old answers, not a reload's. */
const KEEP_MS = 7 * 24 * 60 * 60 * 1000;

/** The storage key of what is kept of a form's plain form, beside its draft's synchronous copy. */
export function typedKey(formId: string): string {
  return `${draftMirrorKey(formId)}:typed`;
}

/** The value of a hidden field the server added to the form of `block` (`_step`, `_draft`), or ''. */
export function hiddenValue(block: Element, name: string): string {
  const form = block.querySelector('form');
  const input = form?.id ? block.ownerDocument.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"][form="${CSS.escape(form.id)}"]`) : null;
  return input?.value ?? '';
}

/**
 * Where a form block's fields were typed: the page's path, the step shown and the server draft it belongs to, so kept
 * values come back only into the same step of the same draft (never into another step's fields that share ids).
 */
export function whereTyped(block: Element): string {
  return [block.ownerDocument.location.pathname, hiddenValue(block, STEP_FIELD), hiddenValue(block, '_draft')].join(' ');
}

/** Runs `act` on the page's local storage; false where storage is blocked or full. */
function withStorage(act: (storage: Storage) => void): boolean {
  try {
    act(window.localStorage);
    return true;
  } catch {
    return false;
  }
}

/**
 * Keeps the values typed into a form block's plain form, `posted` when the page goes with the step posted (none:
 * forgets them, as once the runtime took them over).
 *
 * @example keepTyped('request', whereTyped(block), [['root_businessBasics_firstName', 'Jo', false]], false)
 */
export function keepTyped(formId: string, where: string, fields: KeptField[] | null, posted = false): void {
  withStorage((storage) => {
    if (!fields) storage.removeItem(typedKey(formId));
    else if (fields.length) storage.setItem(typedKey(formId), JSON.stringify({ where, savedAt: Date.now(), fields, ...(posted ? { posted } : {}) } satisfies Kept));
  });
}

/** When the browser's own draft of a form was saved (its synchronous copy), or 0. */
function draftSavedAt(storage: Storage, formId: string): number {
  const text = storage.getItem(draftMirrorKey(formId));
  const at = text ? /"savedAt":(\d+)/.exec(text)?.[1] : undefined;
  return at ? Number(at) : 0;
}

/**
 * The values kept of a form block's plain form typed where it is now, or none. What can no longer be anyone's latest
 * answers goes: values older than the browser's own draft of the form (the runtime kept newer ones since), a step
 * posted and answered by the server (the page now shows another step or the sent view), anything on a sent view.
 */
export function keptTyped(formId: string, where: string, doc: Document): KeptField[] {
  let kept: Partial<Kept> | undefined;
  let newerDraft = false;
  withStorage((storage) => {
    const text = storage.getItem(typedKey(formId));
    kept = text ? (JSON.parse(text) as Partial<Kept>) : undefined;
    newerDraft = kept !== undefined && draftSavedAt(storage, formId) > (kept.savedAt ?? 0);
  });
  if (!kept) return [];
  const state = parseFormState(doc.getElementById(FORM_STATE_ID)?.textContent);
  const sent = state?.form === formId && state.view === 'sent';
  const fresh = typeof kept.savedAt === 'number' && Date.now() - kept.savedAt < KEEP_MS;
  const here = kept.where === where;
  const stale = !fresh || sent || newerDraft;
  if (stale || (kept.posted && !here)) keepTyped(formId, '', null);
  if (stale || !here || !Array.isArray(kept.fields)) return [];
  return kept.fields.filter((f): f is KeptField => Array.isArray(f) && typeof f[0] === 'string' && typeof f[1] === 'string' && typeof f[2] === 'boolean');
}
