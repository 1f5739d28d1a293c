import { blockOf, focusServedStep, formBlocks, isLive, markSentForms, restoresDraft } from './form-page-state';
import { markScriptPost } from './served-address';
import { keepTyped, keptTyped, whereTyped, type KeptField } from './typed-keep';
import { changedFromDrawn, clearTypedMarks, giveTyped, isField, isTick, markTyped, typedOf, type Typed } from './typed-fields';
import { heldTap, tapAgain, tapTarget, type HeldTap } from './held-tap';

/**
 * When a form page fetches its form runtime (the React app, the renderer and the form's module): on the first
 * interaction with a form, never before, unless the page needs it at once. Until the runtime is live the
 * prerendered form is the plain HTML form it is drawn as, as GOV.UK's forms are: what is typed stays in its field
 * (React takes it over when it hydrates), and a submit (Continue, Back, Send, Add area) posts the form to the server,
 * which answers with the same page showing its messages or the next step, so a tap works from the first paint
 * instead of waiting seconds for the runtime. A tap that is no submit (a select's box, a tab) is held and made again
 * once the form is live, and so is a submit made in the instant the form goes live, before it has been given what
 * was typed. Plain DOM: this runs before React.
 */

/** The events that say the customer has started with a form. */
export const FIRST_INTERACTION = ['focusin', 'pointerdown', 'keydown', 'input', 'change', 'submit'] as const;

/** A button or input that submits its form (the prerendered form's Continue, Back, Send, Add area). */
function isSubmitControl(element: Element | null): element is HTMLButtonElement | HTMLInputElement {
  return (element instanceof HTMLButtonElement || element instanceof HTMLInputElement) && element.type === 'submit';
}

/** The submit control an event happened on or in, if any (a tap on a button's label lands on its text). */
function submitControlOf(target: EventTarget | null): HTMLButtonElement | HTMLInputElement | null {
  const control = target instanceof Element ? target.closest('button, input') : null;
  return isSubmitControl(control) ? control : null;
}

/** How long a second submit of a form already posting without its runtime is ignored (a double tap, a tap while the answer comes). */
export const REPOST_AFTER_MS = 5000;

/**
 * Calls `start` (which fetches the form runtime) on the first interaction with one of the page's forms. Until the
 * form is live a submit posts the plain HTML form to the server (a submit made before it does not start the
 * runtime, whose fetch would only slow the answer down); other taps, and a submit made in the instant the form goes
 * live, are held and made again once it is live and has been given what was typed. Answers a function that starts
 * at once (for a page that needs the runtime without waiting).
 *
 * @example startFormOnInteraction(document, () => import('/assets/index.js'))
 */
export function startFormOnInteraction(doc: Document, start: () => Promise<void>): () => void {
  markSentForms(doc);
  // Before the first interaction is listened for: the heading's focus is the page's, not the customer's.
  focusServedStep(doc);
  let started = false;
  let held: HeldTap | null = null;
  const begin = () => {
    if (started) return;
    started = true;
    for (const type of FIRST_INTERACTION) doc.removeEventListener(type, onFirst, true);
    doc.documentElement.dataset.formRuntime = 'loading';
    start().catch(giveUp);
  };
  // A runtime that cannot be fetched (a flaky connection) leaves the prerendered form as the plain HTML form it is:
  // nothing is held any more, and a tap held meanwhile is made again on it.
  const giveUp = () => {
    observer.disconnect();
    for (const type of NOTED) doc.removeEventListener(type, note, true);
    doc.removeEventListener('click', hold, true);
    doc.removeEventListener('submit', hold, true);
    window.removeEventListener('pageshow', onShow);
    doc.documentElement.dataset.formRuntime = 'failed';
    const tap = held;
    held = null;
    if (tap) tapAgain(tap, doc);
  };
  function onFirst(event: Event) {
    if (!blockOf(event.target)) return;
    // A submit, or pressing a submit button, posts the form before the runtime could be used: it is not fetched for it.
    if (event.type === 'submit' || submitControlOf(event.target)) return;
    if (event.type === 'keydown' && (event as KeyboardEvent).key === 'Enter' && event.target instanceof HTMLInputElement) return;
    begin();
  }
  // When the form was last posted without its runtime: a repeat within REPOST_AFTER_MS would only start the post again.
  let postedAt = Number.NEGATIVE_INFINITY;
  const onShow = (event: PageTransitionEvent) => {
    if (event.persisted) postedAt = Number.NEGATIVE_INFINITY;
  };
  window.addEventListener('pageshow', onShow);
  // A submit on a form that is not live yet posts it (the server answers with the page). A tap that is no submit does
  // nothing now: it is held, and made again once the form is live and has been given what was typed. A tap or submit
  // in between (the form just live, its answers not yet given) is kept from the live form too, or it would check
  // empty answers.
  let handedOver = false;
  const hold = (event: Event) => {
    const block = blockOf(event.target);
    if (!block || handedOver) return;
    const element = tapTarget(event);
    const submits = event.type === 'submit' || isSubmitControl(element);
    if (!isLive(block) && submits && !restoresDraft(block, doc)) {
      if (event.type !== 'submit') return;
      if (performance.now() - postedAt < REPOST_AFTER_MS) event.preventDefault();
      else postedAt = performance.now();
      // The post carries what was typed to the server: what is kept of it goes once the server has answered.
      if (!event.defaultPrevented) {
        posting = true;
        markScriptPost(event.target);
      }
      return;
    }
    const tap = element !== null && block.contains(element);
    if (isLive(block) && tap) {
      event.preventDefault();
      event.stopImmediatePropagation();
    } else if (submits) {
      event.preventDefault();
    }
    if (tap) held = heldTap(element, block);
    begin();
  };
  // What is typed and ticked before the form is live, and the field in use, to give the live form.
  const typed = new Map<string, Typed>();
  let focusedId = '';
  let posting = false;
  // What was typed here before a reload (the runtime not live then) comes back into its fields, for the runtime too.
  // It is read in a task of its own after this one: the page's first read of the browser's storage waits for the
  // browser (3 to 10 ms on this machine's Chromium, several times that on a phone), and this task already holds the
  // page's first script. A field changed in between (or a radio group chosen in) keeps its change.
  const changedSince = (element: HTMLElement) =>
    typed.has(element.id) || (element instanceof HTMLInputElement && element.type === 'radio' && [...typed.values()].some(({ element: other }) => other instanceof HTMLInputElement && other.type === 'radio' && other.name === element.name));
  const restoreKept = () => {
    if (handedOver) return;
    for (const block of formBlocks(doc)) {
      for (const [id, value, checked] of keptTyped(block.dataset.form ?? '', whereTyped(block), doc)) {
        const element = doc.getElementById(id);
        if (!isField(element) || !block.contains(element) || element.type === 'file' || element.type === 'hidden' || changedSince(element)) continue;
        if (isTick(element)) element.checked = checked;
        else element.value = value;
        markTyped(element);
        typed.set(id, { element, value: element.value, checked, selection: null });
      }
    }
  };
  setTimeout(restoreKept, 0);
  // When the page is hidden or left before the runtime is live, what was typed is kept (typed-keep.ts).
  const keep = (event: Event) => {
    if (handedOver || (event.type === 'visibilitychange' && doc.visibilityState !== 'hidden')) return;
    for (const block of formBlocks(doc)) {
      const fields = [...typed]
        .filter(([, entry]) => block.contains(entry.element) && !(entry.element instanceof HTMLInputElement && entry.element.type === 'file'))
        .map(([id, { element }]): KeptField => [id, element.value, isTick(element) && element.checked]);
      keepTyped(block.dataset.form ?? '', whereTyped(block), fields, posting);
    }
  };
  window.addEventListener('pagehide', keep);
  doc.addEventListener('visibilitychange', keep);
  const note = (event: Event) => {
    if (!blockOf(event.target)) return;
    if (event.type === 'input' || event.type === 'change') posting = false;
    if (event.type === 'focusin') focusedId = event.target instanceof Element ? event.target.id : '';
    const element = event.target;
    if (!isField(element) || !element.id || element.type === 'hidden') return;
    if (event.type === 'focusin' && !typed.has(element.id)) return;
    // The latest change last (it is given last), and of a radio group only the choice made last.
    typed.delete(element.id);
    if (element instanceof HTMLInputElement && element.type === 'radio') {
      for (const [id, entry] of typed) if (entry.element instanceof HTMLInputElement && entry.element.type === 'radio' && entry.element.name === element.name) typed.delete(id);
    }
    typed.set(element.id, typedOf(element));
    if (event.type === 'input' || event.type === 'change') markTyped(element);
  };
  const NOTED = ['input', 'change', 'keyup', 'pointerup', 'select', 'focusin'] as const;
  for (const type of NOTED) doc.addEventListener(type, note, true);
  // What was typed before this script ran (on a slow phone the page is drawn, and typed into, before its script has
  // come): noted as if it were typed now, and the customer has started with the form. Only on a page opened afresh
  // (a link, an address, a post's answer): a browser may fill the fields of a page reloaded or shown by Back or
  // Forward again with what they held when it was left, which the draft has, or newer.
  const typedBefore = typedBeforeScript(doc);
  for (const entry of typedBefore) {
    typed.set(entry.element.id, entry);
    markTyped(entry.element);
  }
  const active = doc.activeElement;
  if (isField(active) && blockOf(active) && active.id) focusedId = active.id;
  for (const type of FIRST_INTERACTION) doc.addEventListener(type, onFirst, true);
  doc.addEventListener('click', hold, true);
  doc.addEventListener('submit', hold, true);
  const observer = new MutationObserver(() => {
    if (!formBlocks(doc).some(isLive)) return;
    observer.disconnect();
    doc.documentElement.dataset.formRuntime = 'live';
    // After the render that made the form live has been committed and its effects have run: first what was typed
    // (noted up to this moment), then the tap (a Continue then checks the answers as typed).
    setTimeout(() => {
      for (const type of NOTED) doc.removeEventListener(type, note, true);
      giveTyped(typed, focusedId, doc);
      clearTypedMarks(doc);
      handedOver = true;
      // The live form keeps what it was given in its own draft from now on.
      window.removeEventListener('pagehide', keep);
      doc.removeEventListener('visibilitychange', keep);
      for (const block of formBlocks(doc)) keepTyped(block.dataset.form ?? '', '', null);
      doc.removeEventListener('click', hold, true);
      doc.removeEventListener('submit', hold, true);
      // Nothing is posted without the runtime any more: when it last was no longer matters.
      window.removeEventListener('pageshow', onShow);
      const tap = held;
      held = null;
      if (tap) setTimeout(() => tapAgain(tap, doc), 0);
    }, 0);
  });
  observer.observe(doc.documentElement, { subtree: true, attributes: true, attributeFilter: ['data-form-ready'] });
  if (typedBefore.length > 0 || focusedId) begin();
  return begin;
}

/** The fields of the page's forms changed from what the page was drawn with before its first script ran (see above). */
function typedBeforeScript(doc: Document): Typed[] {
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (navigation && navigation.type !== 'navigate') return [];
  return formBlocks(doc).flatMap((block) =>
    [...block.querySelectorAll<Typed['element']>('input, textarea, select')]
      .filter((element) => element.id && element.type !== 'hidden' && changedFromDrawn(element))
      .map(typedOf),
  );
}
