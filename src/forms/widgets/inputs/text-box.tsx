/**
 * An outlined text box drawn as plain elements styled once for the page: MUI's outlined TextField's markup and class
 * names (its FormControl, InputLabel, OutlinedInput, input and notched outline) with the states it keeps (focused,
 * filled, autofilled, error, disabled, required), but without a MUI component per part. Each of those serialises its
 * styles on every draw, which was about half of React's drawing of a step full of boxes on a slow phone. The rules
 * are in the page's baseline (text-box-look.ts, in src/app/theme.ts), so no style sheet comes and goes with a box.
 */
import {
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type AnimationEvent,
  type ChangeEventHandler,
  type CSSProperties,
  type ElementType,
  type FocusEvent,
  type KeyboardEventHandler,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { setRef } from '@mui/material/utils';
import { adornmentClasses, TEXT_BOX, textBoxClasses } from './text-box-classes';

type Box = HTMLInputElement | HTMLTextAreaElement;

/** What a text box takes: the props of MUI's TextField that the form's widgets use, under the same names. */
export interface TextBoxProps {
  /** The `id` of the `<input>`; the label is `${id}-label`. */
  id: string;
  name?: string;
  label?: ReactNode;
  /** The `<input>`'s type (`tel` brings up the phone keypad); a multi-line box has none. */
  type?: string;
  /** The answer the box shows, which says whether it is filled (the label raised); an element that keeps its own
   * value (held-input.tsx) is given it too, and drops it. */
  value?: string;
  defaultValue?: string;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  /** Read-only as MUI's InputBase `readOnly` makes it: the attribute and the `MuiInputBase-readOnly` classes. */
  readOnly?: boolean;
  error?: boolean;
  autoFocus?: boolean;
  multiline?: boolean;
  fullWidth?: boolean;
  /** The label raised whatever the box holds (a placeholder to show), as `slotProps.inputLabel.shrink`. */
  shrink?: boolean;
  startAdornment?: ReactNode;
  endAdornment?: ReactNode;
  /** The element drawn for the box: `input` or `textarea`, or a component taking their props and a ref. */
  inputComponent?: ElementType;
  inputRef?: Ref<Box>;
  /** More attributes of the `<input>` (as `slotProps.htmlInput`): `autoComplete`, `inputMode`, `aria-*` ... */
  inputProps?: Record<string, unknown>;
  /** A help line under the box (as `helperText`), with its id (`${id}-helper-text` unless given), which the box names. */
  helperText?: ReactNode;
  helperTextId?: string;
  onChange?: ChangeEventHandler<Box>;
  onBlur?: (event: FocusEvent<Box>) => void;
  onFocus?: (event: FocusEvent<Box>) => void;
  onKeyDown?: KeyboardEventHandler<Box>;
  /** Shaded as a box not to type in (the theme's `action.hover`), e.g. while it mirrors another answer. */
  shaded?: boolean;
  /** Classes and style of the root (what `className` and `sx` gave TextField's root). */
  className?: string;
  style?: CSSProperties;
  /** Style of the outlined box around the input (what `sx` gave `.MuiInputBase-root`). */
  boxStyle?: CSSProperties;
}

/** True for a value MUI counts as filled. */
const isFilled = (value: unknown): boolean => value != null && value !== '';

/**
 * An outlined text box with MUI's markup, class names and behaviour: the label shrinks and turns to the brand colour
 * on focus, stays up while the box holds an answer or the browser's autofill (MUI's `mui-auto-fill` animation,
 * started by the baseline's `:-webkit-autofill` rule), and turns red with the outline on error.
 *
 * @example <TextBox id="request_firstName" label="First name" value={answer} required error={invalid} fullWidth />
 */
export function TextBox(props: TextBoxProps) {
  const { id, label, value, defaultValue, required = false, disabled = false, error = false, multiline = false } = props;
  const { fullWidth = false, readOnly, startAdornment, endAdornment, helperText, helperTextId = `${id}-helper-text` } = props;
  const inputElement = useRef<Box | null>(null);
  const [focusedState, setFocused] = useState(false);
  // As MUI's FormControl: filled on the first draw when the box is given a value (so the server's page shows it
  // raised), then as the answer changes, or autofill starts or ends.
  const [filled, setFilled] = useState(() => isFilled(value) || isFilled(defaultValue));
  if (disabled && focusedState) setFocused(false);
  const focused = focusedState && !disabled;
  const controlled = useRef(value !== undefined).current;

  useLayoutEffect(() => {
    if (controlled) setFilled(isFilled(value));
  }, [controlled, value]);
  useLayoutEffect(() => {
    const box = inputElement.current;
    if (!box) return;
    // Typed or autofilled before the page came alive.
    setFilled(isFilled(box.value));
    if (!props.autoFocus) return;
    const active = box.ownerDocument.activeElement;
    if (active === box) setFocused(true);
    else if (!active || active === box.ownerDocument.body || active === box.ownerDocument.documentElement) box.focus();
    // Once, as MUI checks on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const ref = useCallback(
    (element: Box | null) => {
      inputElement.current = element;
      setRef(props.inputRef, element);
    },
    [props.inputRef],
  );
  const onAnimationStart = (event: AnimationEvent<Box>) => {
    // Chrome hides an autofilled value from script until the page is used: the animation's name says it is there.
    if (event.animationName === 'mui-auto-fill') setFilled(true);
    else if (event.animationName === 'mui-auto-fill-cancel') setFilled(isFilled(event.currentTarget.value));
  };
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.currentTarget === event.target) inputElement.current?.focus();
  };

  // The label raised, and the outline's notch opened for it, as MUI's OutlinedInput does on the same condition.
  const shrink = props.shrink ?? (focused || filled || Boolean(startAdornment));
  const state = {
    focused,
    filled,
    shrink,
    disabled,
    error,
    required,
    fullWidth,
    multiline,
    readOnly: Boolean(readOnly),
    adornedStart: Boolean(startAdornment),
    adornedEnd: Boolean(endAdornment),
  };
  const classes = textBoxClasses(state);
  const hasLabel = label != null && label !== '';
  const Input = props.inputComponent ?? (multiline ? 'textarea' : 'input');

  return (
    <div className={`${classes.root}${props.shaded ? ` ${TEXT_BOX.shaded}` : ''}${props.className ? ` ${props.className}` : ''}`} style={props.style}>
      {hasLabel && (
        <label className={classes.label} data-shrink={shrink} htmlFor={id} id={`${id}-label`}>
          {label}
          {required && (
            <span aria-hidden className={classes.asterisk}>
              {'\u2009*'}
            </span>
          )}
        </label>
      )}
      <div className={classes.box} style={props.boxStyle} onClick={onClick}>
        {startAdornment}
        <Input
          aria-invalid={error}
          aria-describedby={helperText ? helperTextId : undefined}
          autoFocus={props.autoFocus}
          defaultValue={defaultValue}
          disabled={disabled}
          id={id}
          onAnimationStart={onAnimationStart}
          name={props.name}
          placeholder={props.placeholder}
          readOnly={readOnly}
          required={required}
          value={value}
          onKeyDown={props.onKeyDown}
          type={multiline ? undefined : (props.type ?? 'text')}
          {...props.inputProps}
          ref={ref}
          className={classes.input}
          onBlur={(event: FocusEvent<Box>) => {
            props.onBlur?.(event);
            setFocused(false);
          }}
          onChange={props.onChange}
          onFocus={(event: FocusEvent<Box>) => {
            props.onFocus?.(event);
            setFocused(true);
          }}
        />
        {endAdornment}
        <fieldset aria-hidden className={TEXT_BOX.outline}>
          <legend className={hasLabel ? (shrink ? 'text-box-notch text-box-notched' : 'text-box-notch') : undefined}>
            {hasLabel ? (
              <span>
                {label}
                {required ? '\u2009*' : null}
              </span>
            ) : (
              <span className="notranslate" aria-hidden>
                {'\u200b'}
              </span>
            )}
          </legend>
        </fieldset>
      </div>
      {helperText && (
        <p id={helperTextId} className={classes.helper}>
          {helperText}
        </p>
      )}
    </div>
  );
}

/**
 * Text or an icon before or after a text box's text (its `startAdornment` or `endAdornment`), as MUI's InputAdornment
 * draws it in an outlined TextField: a string in the secondary text colour, a zero-width space before a start one.
 *
 * @example <TextBox id="price" label="Price" startAdornment={<TextBoxAdornment position="start">£</TextBoxAdornment>} />
 */
export function TextBoxAdornment({ position, children }: { position: 'start' | 'end'; children: ReactNode }) {
  return (
    <div className={adornmentClasses(position)}>
      {typeof children === 'string' ? (
        <p className="MuiTypography-root MuiTypography-body1">{children}</p>
      ) : (
        <>
          {position === 'start' && (
            <span className="notranslate" aria-hidden>
              {'\u200b'}
            </span>
          )}
          {children}
        </>
      )}
    </div>
  );
}
