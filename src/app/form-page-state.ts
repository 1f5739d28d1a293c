/**
 * What a form page says about its forms before the form runtime is live, read by the page's first script
 * (form-start.ts): which blocks are forms and which are live, which hold a draft or a kept confirmation, whether the
 * runtime is needed at once, and the heading a step drawn by the server gives the focus to. Plain DOM: no React.
 */
import { FORM_STATE_ID, parseFormState } from '@/domain/form-state';
import { draftMirrorKey } from '@/services/draft-mirror';
import { entryState, keepsSent } from '@/services/step-mark';

/** The prerendered form blocks of a page (`data-form` carries the form's id). */
export function formBlocks(doc: Document): HTMLElement[] {
  return [...doc.querySelectorAll<HTMLElement>('[data-form]')];
}

/** The form block an event happened in, if any. */
export function blockOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>('[data-form]') : null;
}

/** True once a form block has its runtime (the renderer marks the live form with `data-form-ready`). */
export function isLive(block: Element): boolean {
  return block.matches('[data-form-ready]') || block.querySelector('[data-form-ready]') !== null;
}

/** True when this browser's storage holds the synchronous copy of a draft of `formId` (false where storage is blocked). */
function hasSavedCopy(formId: string): boolean {
  try {
    return formId !== '' && window.localStorage.getItem(draftMirrorKey(formId)) !== null;
  } catch {
    return false;
  }
}

/**
 * True when a form block has a draft saved in this browser: named by the server from the draft cookie
 * (`<html data-drafts>`), or its synchronous copy in this browser's storage.
 */
function hasDraft(block: HTMLElement, doc: Document): boolean {
  const formId = block.dataset.form ?? '';
  const drafts = (doc.documentElement.dataset.drafts ?? '').split(/\s+/).filter(Boolean);
  return drafts.includes(formId) || hasSavedCopy(formId);
}

/**
 * Marks each form whose confirmation this history entry keeps (a reload of a sent form's confirmation, or Back or
 * Forward to it: sent-history.ts) as one whose answers are coming back (`<html data-drafts>`): the page shows
 * "Restoring your answers…" in place of the empty first step it was drawn with, and starts the runtime at once, which
 * shows the confirmation again.
 */
export function markSentForms(doc: Document): void {
  const html = doc.documentElement;
  const marked = (html.dataset.drafts ?? '').split(/\s+/).filter(Boolean);
  const state = entryState();
  const sent = formBlocks(doc)
    .map((block) => block.dataset.form ?? '')
    .filter((formId) => /^[A-Za-z_][\w-]*$/.test(formId) && !marked.includes(formId) && keepsSent(state, formId));
  if (sent.length > 0) html.dataset.drafts = [...marked, ...sent].join(' ');
}

/**
 * True when the page needs its form runtime at once, before any interaction: a form showing work still under way on
 * the server, which the runtime follows (`data-follows-server`: the sent view of a submission whose preview site is
 * being built), a form with a saved draft (the server marks `<html data-drafts>` from the draft cookie, and the page
 * shows "Restoring your answers…" until the draft is back; or its synchronous copy is in this browser's storage), or
 * an address with a parameter a form reads (its block's `data-form-params`, from the form's declarations) that the
 * served page did not already apply (`<html data-link>` names those it did; a page the server drew for its query,
 * `data-served-query`, applied all):
 * the form's first step may take it (a template, an unlocked trade) or a widget show it (the domains to choose from,
 * the preview's address); or a parameter from which a widget asks the server for what it draws (its block's
 * `data-form-fetches`: the preview's page names), which no served page has. Any other parameter (`utm_source`) leaves
 * the runtime to the first interaction.
 */
export function needsRuntimeAtOnce(doc: Document, search: string): boolean {
  const html = doc.documentElement;
  const blocks = formBlocks(doc);
  if (blocks.some((block) => hasDraft(block, doc) || block.querySelector('[data-follows-server]'))) return true;
  // A parameter whose widget asks the server for what it draws (the preview's page names): no served page has it.
  const params = new URLSearchParams(search);
  if (blocks.some((block) => (block.dataset.formFetches ?? '').split(/\s+/).some((name) => name && params.get(name)))) return true;
  if (html.hasAttribute('data-served-query')) return false;
  const served = new Set((html.dataset.link ?? '').split('&').map((part) => part.split('=')[0]).filter(Boolean));
  const read = new Set(blocks.flatMap((block) => (block.dataset.formParams ?? '').split(/\s+/).filter(Boolean)));
  return [...new URLSearchParams(search).keys()].some((name) => read.has(name) && !served.has(name));
}

/**
 * True when the form of `block` is about to show a draft this browser saved, which the page drawn by the server does
 * not show (the server knows nothing of it): a submit of the plain form would post the drawn answers (the first step's
 * defaults) in place of the draft's, and the server's next step would then replace the draft. Such a submit waits for
 * the runtime, which shows the draft first.
 */
export function restoresDraft(block: HTMLElement, doc: Document): boolean {
  return !doc.getElementById(FORM_STATE_ID) && hasDraft(block, doc);
}

/**
 * A step the server drew as its answer to a Continue or Back posted before the form was live, or shown again by the
 * browser's Back or Forward (the page's state names the step, with no problems to show: a refusal's summary takes the
 * focus itself): its heading takes the focus, as the live form gives it on a step change, so a screen reader
 * announces the step and the keyboard goes on from there rather than from the skip link. Not on a page opened afresh
 * or reloaded (the page's own start), nor when the customer is somewhere already (a box tapped while the page came).
 */
export function focusServedStep(doc: Document): void {
  const state = parseFormState(doc.getElementById(FORM_STATE_ID)?.textContent);
  if (state?.view !== 'step' || state.errors.length > 0) return;
  if (doc.activeElement && doc.activeElement !== doc.body) return;
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (!navigation) return;
  // Answered to a post: at the address posted to (this script's post), or redirected to the step (a plain form's).
  const posted = navigation.redirectCount > 0 || (state.page !== undefined && new URL(navigation.name).pathname !== state.page.split('?')[0]);
  if (!posted && navigation.type !== 'back_forward') return;
  const block = formBlocks(doc).find((b) => b.dataset.form === state.form);
  block?.querySelector<HTMLElement>('h2[tabindex="-1"]')?.focus({ preventScroll: true });
}
