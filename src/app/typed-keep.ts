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
import { draftMirrorKey } from '@/services/draft-mirror';

/** One field's value as kept: its element id, its value, and whether a box or option is ticked. */
export type KeptField = [id: string, value: string, checked: boolean];

/** What is kept of a form: where it was typed (page, step, server draft) and each field's value. */
interface Kept {
  where: string;
  savedAt: number;
  fields: KeptField[];
}

/** How long kept values stay (as long as a server draft): after that they are someone's old answers, not a reload's. */
const KEEP_MS = 7 * 24 * 60 * 60 * 1000;

/** The storage key of what is kept of a form's plain form, beside its draft's synchronous copy. */
export function typedKey(formId: string): string {
  return `${draftMirrorKey(formId)}:typed`;
}

/** The value of a hidden field the server added to the form of `block` (`_step`, `_draft`), or ''. */
function hiddenValue(block: Element, name: string): string {
  const form = block.querySelector('form');
  const input = form?.id ? block.ownerDocument.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"][form="${CSS.escape(form.id)}"]`) : null;
  return input?.value ?? '';
}

/**
 * Where a form block's fields were typed: the page's path, the step shown and the server draft it belongs to, so kept
 * values come back only into the same step of the same draft (never into another step's fields that share ids).
 */
export function whereTyped(block: Element): string {
  return [block.ownerDocument.location.pathname, hiddenValue(block, '_step'), hiddenValue(block, '_draft')].join(' ');
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
 * Keeps the values typed into a form block's plain form (none: forgets them, as after the step was posted or the
 * runtime took them over).
 *
 * @example keepTyped('request', whereTyped(block), [['root_businessBasics_firstName', 'Jo', false]])
 */
export function keepTyped(formId: string, where: string, fields: KeptField[] | null): void {
  withStorage((storage) => {
    if (!fields) storage.removeItem(typedKey(formId));
    else if (fields.length) storage.setItem(typedKey(formId), JSON.stringify({ where, savedAt: Date.now(), fields } satisfies Kept));
  });
}

/** The values kept of a form block's plain form typed where it is now, or none. */
export function keptTyped(formId: string, where: string): KeptField[] {
  let text: string | null = null;
  withStorage((storage) => {
    text = storage.getItem(typedKey(formId));
  });
  if (!text) return [];
  try {
    const kept = JSON.parse(text) as Partial<Kept>;
    const fresh = typeof kept.savedAt === 'number' && Date.now() - kept.savedAt < KEEP_MS;
    if (kept.where !== where || !fresh || !Array.isArray(kept.fields)) return [];
    return kept.fields.filter((f): f is KeptField => Array.isArray(f) && typeof f[0] === 'string' && typeof f[1] === 'string' && typeof f[2] === 'boolean');
  } catch {
    return [];
  }
}
