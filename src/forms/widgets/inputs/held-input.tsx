/**
 * The element inside a text box that keeps its own value (typed-text.ts) while MUI's box around it believes it is
 * given one.
 *
 * MUI's text box learns whether it holds text from every key in a box it does not control, and a box turning from
 * empty to filled redraws all of it (its label, outline and helper text) in the key's own task: on a slow phone the
 * first key into an emptied box waited for that drawing, and the label's new class set the toast placement measuring
 * for half a second. Given the form's answer as `value` instead, MUI follows that, which changes only when the form
 * takes what was typed (after a pause, on leaving the box, or at Continue), when the box is focused and its label
 * raised whatever it holds. These elements drop that `value`, so the browser's `<input>` and `<textarea>` stay
 * uncontrolled and start from `defaultValue`; an autofilled value still raises the label (MUI watches the browser's
 * autofill animation, not the value).
 */
import { afterNextFrame } from '@/services/after-frame';
import { forwardRef, useCallback, useLayoutEffect, useRef, type ChangeEvent, type ChangeEventHandler, type CSSProperties, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { setRef } from '@mui/material/utils';

type WithValue<T> = T & { value?: unknown; type?: string };
type Rows = { minRows?: number | string; maxRows?: number | string };

/**
 * The events of a key typed into a single-line box that nothing on the page but the box reads: they stop at the
 * document (its own listeners still hear them, the page's typing pause among them) and go to the box's handler from
 * there, so they never reach React's root. React handles each event that does twice on its way down and up (finding
 * the box's component and every one above it, the change, select and before-input emulations, and after a change
 * setting the box's `name` and `type` again, which wakes every observer of the page's attributes): for a key, about
 * as much of a slow phone's time as the browser's own drawing of it. `keydown` still goes all the way (the page's
 * Escape and Alt+T, a list's Enter), and so does `change` on leaving the box.
 */
export const TYPED_KEY_EVENTS = ['keypress', 'textInput', 'beforeinput', 'input', 'keyup'] as const;

/** Each single-line box on the page with its `input` handler. */
const heldBoxes = new WeakMap<EventTarget, (event: Event) => void>();
const listening = new WeakSet<Document>();

/** Stops a held box's typed events at the document and gives its `input` events to the box's handler. */
function stopAtDocument(event: Event): void {
  const take = event.target ? heldBoxes.get(event.target) : undefined;
  if (!take) return;
  event.stopPropagation();
  if (event.type === 'input') take(event);
}

/**
 * A single-line box (`inputComponent` of MUI's input) whose value is the browser's, started from `defaultValue`.
 * Its `input` events go to `onChange` as React would give them (the event's `target` is the box; autofill's and the
 * early typing's hand-over included), and none of {@link TYPED_KEY_EVENTS} goes below the document.
 */
export const HeldInput = forwardRef<HTMLInputElement, WithValue<InputHTMLAttributes<HTMLInputElement>>>(function HeldInput(props, ref) {
  const { value: _answer, onChange, ...rest } = props;
  const changed = useRef<ChangeEventHandler<HTMLInputElement> | undefined>(onChange);
  useLayoutEffect(() => {
    changed.current = onChange;
  });
  const box = useCallback(
    (element: HTMLInputElement | null) => {
      setRef(ref, element);
      if (!element) return;
      const doc = element.ownerDocument;
      if (!listening.has(doc)) {
        listening.add(doc);
        for (const type of TYPED_KEY_EVENTS) doc.addEventListener(type, stopAtDocument, true);
      }
      heldBoxes.set(element, (event) => changed.current?.(event as unknown as ChangeEvent<HTMLInputElement>));
      return () => {
        heldBoxes.delete(element);
        setRef(ref, null);
      };
    },
    [ref],
  );
  return <input ref={box} {...rest} />;
});

/** True where the browser sizes a box to its text itself (CSS `field-sizing: content`). */
function sizesItself(): boolean {
  return typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('field-sizing', 'content');
}

/**
 * Fits a multi-line box's height to its text where the browser does not (its min-height and max-height still hold,
 * and beyond max-height it scrolls): the box is measured at its smallest, then given the height of its content.
 */
function fitToText(box: HTMLTextAreaElement): void {
  const style = getComputedStyle(box);
  const edges =
    style.boxSizing === 'border-box'
      ? parseFloat(style.borderTopWidth) + parseFloat(style.borderBottomWidth)
      : -(parseFloat(style.paddingTop) + parseFloat(style.paddingBottom));
  box.style.height = 'auto';
  box.style.height = `${box.scrollHeight + edges}px`;
}

/**
 * A multi-line box (`inputComponent` of MUI's input) that grows with its text, `minRows` high at least and, given
 * `maxRows`, scrolling beyond that many, sized by the browser in the layout it does anyway (CSS
 * `field-sizing: content`). MUI's own TextareaAutosize measures a hidden twin of the box with a forced layout as the
 * box is drawn and on every key, which was a sixth of a step change to a step with one on a slow phone. A browser
 * without `field-sizing` (Firefox, Safari before 26) gets the box fitted to its text in script instead
 * ({@link fitToText}): after the frame that draws it, and on each of its `input` events.
 */
export const GrowingTextarea = forwardRef<HTMLTextAreaElement, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'rows'> & Rows & { type?: string; rows?: number }>(
  function GrowingTextarea(props, ref) {
    // MUI gives every box a `type`, and its `rows` (unset here), which a textarea sized by its rows does not take.
    const { minRows, maxRows, rows: _rows, type: _type, style, ...rest } = props;
    const min = Number(minRows) || 1;
    const max = Number(maxRows) || undefined;
    const sized: CSSProperties = { fieldSizing: 'content', minHeight: `${min}lh`, ...(max ? { maxHeight: `${max}lh` } : {}), ...style };
    const box = useCallback(
      (element: HTMLTextAreaElement | null) => {
        setRef(ref, element);
        if (!element || sizesItself()) return;
        const fit = () => fitToText(element);
        element.addEventListener('input', fit);
        afterNextFrame(fit);
        return () => {
          element.removeEventListener('input', fit);
          setRef(ref, null);
        };
      },
      [ref],
    );
    return <textarea ref={box} {...rest} rows={max ? Math.min(min, max) : min} style={sized} />;
  },
);

/** The multi-line box, growing with its text (GrowingTextarea), whose value is the browser's. */
export const HeldTextarea = forwardRef<HTMLTextAreaElement, WithValue<TextareaHTMLAttributes<HTMLTextAreaElement>> & Rows>(function HeldTextarea(props, ref) {
  const { value: _answer, ...rest } = props;
  return <GrowingTextarea ref={ref} {...rest} />;
});
