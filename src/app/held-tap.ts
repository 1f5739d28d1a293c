/**
 * A tap made on a prerendered form before its runtime is live, kept to be made again once it is (see form-start.ts):
 * what was tapped, how to find it again if the live form drew it anew, and the step it was made on. Plain DOM.
 */

/** What a tap made before the runtime was live: the element to tap again, found again by its id, and the step shown. */
export interface HeldTap {
  element: Element;
  id: string;
  /** The step the form showed (its `data-step`), or '' for a form of one step. */
  step: string;
  /** Where a button drawn anew by the live form (a saved draft restored) is found: its form block, name and value (`_intent=next`). */
  form: string;
  name: string;
  value: string;
}

/** A held tap's element on the page now: the same one, or one of the same id, or the button of the same name and value in its form. */
function heldElement(held: HeldTap, doc: Document): Element | null {
  if (held.element.isConnected) return held.element;
  if (held.id) return doc.getElementById(held.id);
  if (!held.name) return null;
  return doc.querySelector(`[data-form="${CSS.escape(held.form)}"] button[name="${CSS.escape(held.name)}"][value="${CSS.escape(held.value)}"]`);
}

/** What is kept of a tap to make it again: the element and how to find it again. */
export function heldTap(element: Element, block: HTMLElement): HeldTap {
  return { element, id: element.id, step: stepShown(block), form: block.dataset.form ?? '', name: element.getAttribute('name') ?? '', value: element.getAttribute('value') ?? '' };
}

/** The step a form block shows (the wizard's `data-step`), or '' for a form drawn without steps. */
function stepShown(block: Element | null): string {
  return block?.querySelector('[data-step]')?.getAttribute('data-step') ?? '';
}

/** The element a held tap or submit is made again on: a button, a link-like button or a select's box. */
export function tapTarget(event: Event): Element | null {
  if (event.type === 'submit') {
    const submitter = (event as SubmitEvent).submitter;
    const form = event.target instanceof HTMLFormElement ? event.target : null;
    return submitter ?? form?.querySelector('button[type="submit"], input[type="submit"]') ?? null;
  }
  const target = event.target instanceof Element ? event.target : null;
  return target?.closest('button, [role="button"], [role="combobox"], [role="tab"]') ?? null;
}

/** Makes a held tap again on the live form: a click, or the press that opens a select's list. */
export function tapAgain(held: HeldTap, doc: Document): void {
  const element = heldElement(held, doc);
  if (!(element instanceof HTMLElement) || (element as HTMLButtonElement).disabled) return;
  // The live form opened on another step (a saved draft's): a Continue meant for the step drawn first is not made there.
  if (stepShown(element.closest('[data-form]')) !== held.step) return;
  if (element.getAttribute('role') === 'combobox') {
    element.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true, button: 0 }));
    return;
  }
  element.click();
}
