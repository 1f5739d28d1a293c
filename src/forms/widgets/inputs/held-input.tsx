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
import { forwardRef, type CSSProperties, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';

type WithValue<T> = T & { value?: unknown; type?: string };
type Rows = { minRows?: number | string; maxRows?: number | string };

/** A single-line box (`inputComponent` of MUI's input) whose value is the browser's, started from `defaultValue`. */
export const HeldInput = forwardRef<HTMLInputElement, WithValue<InputHTMLAttributes<HTMLInputElement>>>(function HeldInput(props, ref) {
  const { value: _answer, ...rest } = props;
  return <input ref={ref} {...rest} />;
});

/**
 * A multi-line box (`inputComponent` of MUI's input) that grows with its text, `minRows` high at least and, given
 * `maxRows`, scrolling beyond that many, sized by the browser in the layout it does anyway (CSS
 * `field-sizing: content`). MUI's own TextareaAutosize measures a hidden twin of the box with a forced layout as the
 * box is drawn and on every key, which was a sixth of a step change to a step with one on a slow phone. A browser
 * without `field-sizing` (Firefox, Safari before 26) shows `minRows` rows and scrolls the rest.
 */
export const GrowingTextarea = forwardRef<HTMLTextAreaElement, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'rows'> & Rows & { type?: string; rows?: number }>(
  function GrowingTextarea(props, ref) {
    // MUI gives every box a `type`, and its `rows` (unset here), which a textarea sized by its rows does not take.
    const { minRows, maxRows, rows: _rows, type: _type, style, ...rest } = props;
    const min = Number(minRows) || 1;
    const max = Number(maxRows) || undefined;
    const sized: CSSProperties = { fieldSizing: 'content', minHeight: `${min}lh`, ...(max ? { maxHeight: `${max}lh` } : {}), ...style };
    return <textarea ref={ref} {...rest} rows={max ? Math.min(min, max) : min} style={sized} />;
  },
);

/** The multi-line box, growing with its text (GrowingTextarea), whose value is the browser's. */
export const HeldTextarea = forwardRef<HTMLTextAreaElement, WithValue<TextareaHTMLAttributes<HTMLTextAreaElement>> & Rows>(function HeldTextarea(props, ref) {
  const { value: _answer, ...rest } = props;
  return <GrowingTextarea ref={ref} {...rest} />;
});
