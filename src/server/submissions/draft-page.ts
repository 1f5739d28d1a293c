/**
 * The page of a form's server draft as a plain GET shows it (Post/Redirect/Get after a step posted without script,
 * see `src/domain/server-draft.ts`): the step the address names (`?_step=`), from the draft the browser's cookie
 * names, with every answer and file received (each with the signed link its thumbnail is drawn from). A reload, Back
 * or Forward after a posted step comes back here, never to the post.
 */
import type { ServerFormState } from '../../domain/form-state';
import { linkHolds, withPageRules, type LinkRules } from '../../domain/link-answers';
import type { FileStorage } from '../files/file-storage';
import type { Store } from '../storage/store';
import type { KnownForm } from './form-registry';
import { stateAt } from '../routes/step-posts';

/** A draft's page to draw: the form's state and the draft's revision (the page's `_rev`). */
export interface DraftPage {
  state: ServerFormState;
  revision?: number;
}

/** The address a draft's page is asked for at: the step it names and its link, read by the page's link rules. */
export interface DraftAddress {
  /** The step the address names (0-based; the step count: the check page), if any. */
  step: number | undefined;
  /** The address's parameters (`?customerNumber=`, `?trade=`). */
  link: URLSearchParams;
  /** The link rules of the page, where its form block replaces the form's own. */
  rules?: LinkRules;
}

/**
 * The state of the draft `token` of `form` at the step the address names, or undefined for an unknown, expired, sent
 * or other form's draft, and for a draft of another link's customer or trade than the address's (`linkHolds`): that
 * page opens as its link draws it, and a post from it starts a draft of its own. A step not reached yet shows the
 * draft's own step; an address naming no step shows the first (the page the customer started from, as Back from the
 * second step finds it), with every answer kept.
 *
 * @example await draftPage({ store, files }, forms.get('request')!, token, { step: 1, link: new URLSearchParams('') }) // { state: { view: 'step', step: 1, answers, … }, revision: 3 }
 */
export async function draftPage(deps: { store: Store; files: FileStorage }, form: KnownForm, token: string, address: DraftAddress, now = Date.now()): Promise<DraftPage | undefined> {
  const draft = await deps.store.getDraft(token, now);
  if (!draft || draft.form !== form.id || draft.submissionId) return undefined;
  if (!linkHolds(withPageRules(form.form, address.rules), draft.answers, address.link)) return undefined;
  const steps = form.form.steps.length;
  const wanted = Math.min(address.step ?? 0, steps);
  // Back to the check page's steps is open to a returning customer; ahead of the draft, its own step.
  const step = wanted <= draft.step || draft.returning ? wanted : draft.step;
  return { state: await stateAt(form, draft, { step, returning: draft.returning }, [], deps.files), revision: draft.revision };
}
