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
import { forwardRef, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { TextareaAutosize } from '@mui/material';

type WithValue<T> = T & { value?: unknown; type?: string };

/** A single-line box (`inputComponent` of MUI's input) whose value is the browser's, started from `defaultValue`. */
export const HeldInput = forwardRef<HTMLInputElement, WithValue<InputHTMLAttributes<HTMLInputElement>>>(function HeldInput(props, ref) {
  const { value: _answer, ...rest } = props;
  return <input ref={ref} {...rest} />;
});

/** The multi-line box, growing with its text as MUI's own does, whose value is the browser's. */
export const HeldTextarea = forwardRef<HTMLTextAreaElement, WithValue<TextareaHTMLAttributes<HTMLTextAreaElement>> & { minRows?: number; maxRows?: number }>(
  function HeldTextarea(props, ref) {
    // MUI gives every box a `type`, which a textarea does not take (MUI's own textarea drops it too).
    const { value: _answer, type: _type, ...rest } = props;
    return <TextareaAutosize ref={ref} {...rest} />;
  },
);
