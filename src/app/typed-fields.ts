/**
 * What the customer typed and ticked in a prerendered form before its runtime was live, and how the live form is given
 * it (see form-start.ts). Plain DOM: this runs before React, in the page's first script.
 */

/** What the customer left in a field before the runtime was live: its value or tick, and where the caret was. */
export interface Typed {
  element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
  value: string;
  checked: boolean;
  selection: [number, number] | null;
}

/** A form control whose value or tick the customer can change. */
export type Field = Typed['element'];

/** True for a control whose value is noted and given (text boxes, text areas, selects, ticks, files). */
export function isField(target: EventTarget | null): target is Field {
  return target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

/** True for a box or option that is ticked rather than typed into: given as a click, not a value. */
export function isTick(element: Field): element is HTMLInputElement {
  return element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio');
}

/** The mark of a text box holding text while the form is not live: the theme raises its label over the text (theme.ts). */
export const TYPED_MARK = 'data-typed';

/**
 * Marks a text box as holding text, or not, while the form is not yet live: what was typed in it, or put back after a
 * reload, without the runtime that raises its label. The page's stylesheet can see a focused box, and one showing its
 * placeholder, but not whether a box without a placeholder holds text; unmarked, the label lay over the text until the
 * form went live. The marks go when the form takes the boxes over ({@link clearTypedMarks}).
 */
export function markTyped(element: Field): void {
  if (element instanceof HTMLSelectElement || isTick(element) || element.type === 'file' || element.type === 'hidden') return;
  element.toggleAttribute(TYPED_MARK, element.value !== '');
}

/** Takes every text box's mark off once the live form says itself which boxes hold text. */
export function clearTypedMarks(doc: Document): void {
  for (const element of doc.querySelectorAll(`[${TYPED_MARK}]`)) element.removeAttribute(TYPED_MARK);
}

/** Where the caret is in a text box, so the focused box keeps it when the live form takes over. */
export function selectionOf(element: Field): [number, number] | null {
  try {
    return 'selectionStart' in element && element.selectionStart !== null ? [element.selectionStart, element.selectionEnd ?? element.selectionStart] : null;
  } catch {
    return null; // an e-mail or number input has no caret to read
  }
}

/** What `element` holds now, to give the live form. */
export function typedOf(element: Field): Typed {
  return { element, value: element.value, checked: isTick(element) && element.checked, selection: selectionOf(element) };
}

/**
 * True when the customer changed a field from what the page was drawn with: typed into it, ticked it, chose another
 * option, or chose a file. A radio counts only where it is now the choice (the group's choice is given as its click).
 */
export function changedFromDrawn(element: Field): boolean {
  if (element instanceof HTMLSelectElement) return [...element.options].some((option) => option.selected !== option.defaultSelected);
  if (isTick(element)) return element.checked !== element.defaultChecked && (element.type !== 'radio' || element.checked);
  if (element instanceof HTMLInputElement && element.type === 'file') return (element.files?.length ?? 0) > 0;
  return element.value !== element.defaultValue;
}

/**
 * Gives the live form what was typed before it: React took the prerendered inputs over as they were, but the form's
 * answers start empty, so each field's value is set again as an input event (React's value tracker is told another
 * value first, so it sees a change and the form's onChange takes the value), each tick is made again, each file input
 * with files chosen says so again, and the focused field keeps its caret.
 */
export function giveTyped(typed: Map<string, Typed>, focusedId: string, doc: Document): void {
  for (const [id, entry] of typed) {
    const found = entry.element.isConnected ? entry.element : doc.getElementById(id);
    if (!isField(found) || found.disabled) continue;
    if (found instanceof HTMLInputElement && found.type === 'file') {
      // Files chosen before: the same input (or the one that replaced it, given the same files) says so again.
      const chosen = entry.element instanceof HTMLInputElement ? entry.element.files : null;
      if (found !== entry.element && chosen?.length) found.files = chosen;
      if (found.files?.length) found.dispatchEvent(new Event('change', { bubbles: true }));
      continue;
    }
    if (isTick(found)) {
      // React's tracker is told the other state first, so the click that sets the customer's is a change to it.
      if (found.checked === entry.checked) found.checked = !entry.checked;
      found.click();
      continue;
    }
    const native = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(found) as object, 'value')?.set;
    if (!native) continue;
    found.value = entry.value === '' ? ' ' : '';
    native.call(found, entry.value);
    found.dispatchEvent(new Event(found instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  }
  const focused = focusedId ? doc.getElementById(focusedId) : null;
  if (!isField(focused)) return;
  if (doc.activeElement !== focused && (doc.activeElement === null || doc.activeElement === doc.body)) focused.focus({ preventScroll: true });
  const caret = typed.get(focusedId)?.selection;
  if (caret && doc.activeElement === focused && !isTick(focused) && !(focused instanceof HTMLSelectElement)) {
    try {
      focused.setSelectionRange(caret[0], caret[1]);
    } catch {
      // an e-mail or number input keeps the caret the browser gives it
    }
  }
}
