/**
 * The page of a form's server draft as a plain GET shows it (Post/Redirect/Get after a step posted without script,
 * see `src/domain/server-draft.ts`): the step the address names (`?_step=`), from the draft the browser's cookie
 * names, with every answer and file received. A reload, Back or Forward after a posted step comes back here, never
 * to the post.
 */
import type { ServerFormState } from '../../domain/form-state';
import type { Store } from '../storage/store';
import type { KnownForm } from './form-registry';
import { stateAt } from '../routes/step-posts';

/** A draft's page to draw: the form's state and the draft's revision (the page's `_rev`). */
export interface DraftPage {
  state: ServerFormState;
  revision?: number;
}

/**
 * The state of the draft `token` of `form` at step `requested` (0-based; the step count: the check page), or
 * undefined for an unknown, expired, sent or other form's draft. A step not reached yet shows the draft's own step;
 * an address naming no step shows the first (the page the customer started from, as Back from the second step finds
 * it), with every answer kept.
 *
 * @example await draftPage(store, forms.get('request')!, token, 1) // { state: { view: 'step', step: 1, answers, … }, revision: 3 }
 */
export async function draftPage(store: Store, form: KnownForm, token: string, requested: number | undefined, now = Date.now()): Promise<DraftPage | undefined> {
  const draft = await store.getDraft(token, now);
  if (!draft || draft.form !== form.id || draft.submissionId) return undefined;
  const steps = form.form.steps.length;
  const wanted = Math.min(requested ?? 0, steps);
  // Back to the check page's steps is open to a returning customer; ahead of the draft, its own step.
  const step = wanted <= draft.step || draft.returning ? wanted : draft.step;
  return { state: stateAt(form, draft, { step, returning: draft.returning }, []), revision: draft.revision };
}
