import { FORM_STATE_ID, parseFormState } from '@/domain/form-state';
import { SCRIPT_POST_FIELD, STEP_FIELD } from '@/domain/server-draft';
import { markEntryStep } from '@/services/step-mark';
import { hiddenValue } from './typed-keep';

/**
 * A page answering a form posted without script with its problems, or a step posted by this script with the next step
 * (see {@link markScriptPost}), is shown at the address it was posted to (`/api/forms/<form>/submissions`); its state
 * names the page's own address (`?_step=2` for a step). The page's first script puts that
 * address back in the address bar before anything reads it, so the app draws the page the server drew, and a
 * reload (a GET of that address, which finds the server's draft by its cookie) or a link within it is the page's
 * own. A page the server drew at its own address (a step after a post, `?_step=2`; a sent view) keeps it, so a
 * reload shows that step again. No React: the first script of every page runs it.
 */
export function restoreServedAddress(): void {
  const state = parseFormState(document.getElementById(FORM_STATE_ID)?.textContent);
  const page = state?.page;
  if (!state || !page || !page.startsWith('/') || page.startsWith('//')) return;
  if (window.location.pathname !== page.split('?')[0]) window.history.replaceState(window.history.state, '', page);
  // The entry shows this step: Back and Forward to it, and the form runtime taking it over, find it so (its
  // steps before are the entries before it, not steps to add under it).
  if (state.view !== 'sent') markEntryStep(state.form, state.step);
}

/**
 * Marks a form this script lets post (`_script=1`, outside the React root as the server's own hidden fields are): the
 * answering page puts its step's address back itself ({@link restoreServedAddress}), so the server answers with the
 * next step at once instead of redirecting to it, and a reload, Back or Forward is a GET of that address all the same.
 */
export function markScriptPost(form: EventTarget | null): void {
  if (!(form instanceof HTMLFormElement) || !form.id) return;
  const doc = form.ownerDocument;
  // The entry the post leaves keeps the step it showed (the server's `_step`; none on the first step), so Back to
  // it shows that step, not the step the answers have reached since.
  const block = form.closest<HTMLElement>('[data-form]');
  if (block?.dataset.form) markEntryStep(block.dataset.form, Number.parseInt(hiddenValue(block, STEP_FIELD), 10) || 0);
  if (doc.querySelector(`input[name="${SCRIPT_POST_FIELD}"][form="${CSS.escape(form.id)}"]`)) return;
  const input = doc.createElement('input');
  input.type = 'hidden';
  input.name = SCRIPT_POST_FIELD;
  input.value = '1';
  input.setAttribute('form', form.id);
  doc.body.append(input);
}
