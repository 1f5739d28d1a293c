import { useRef, type ChangeEvent, type FocusEvent } from 'react';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useTypedText } from '../../typed-text';
import { HeldInput, HeldTextarea } from './held-input';
import { TextBox } from './text-box';
import { storedText, TEXT_KINDS, type TextKind, type TextKindName } from './text-normalisers';

/** The `<input>` attributes a widget takes from its options (`autocomplete`, `inputMode`). */
export function inputOptionAttributes(options: WidgetProps['options']): Record<string, string> {
  const attrs: Record<string, string> = {};
  if (typeof options.autocomplete === 'string') attrs.autoComplete = options.autocomplete;
  if (typeof options.inputMode === 'string') attrs.inputMode = options.inputMode;
  return attrs;
}

/** The visible label of a widget: its title, or the `label` option. */
export function widgetLabel(props: Pick<WidgetProps, 'label' | 'options'>): string {
  return props.label || (typeof props.options.label === 'string' ? props.options.label : '');
}

/**
 * One text box for every kind of typed value: the label above it, the kind's tidying as typed and on leaving the
 * field (see text-normalisers.ts), and `undefined` for an empty box. `multiline` gives the textarea. The box keeps
 * its own value, so a key draws no component; the form gets the value once typing pauses (typed-text.ts). The box
 * around it (text-box.tsx, MUI's outlined TextField as plain elements) is given the form's answer, so its label and
 * outline follow that, not each key (held-input.tsx).
 */
function TextInput({ kind, multiline, props }: { kind: TextKindName; multiline?: boolean; props: WidgetProps }) {
  const { id, value, required, disabled, readonly, autofocus, rawErrors, placeholder, options, onChange, onBlur, onFocus } = props;
  const rules: TextKind = TEXT_KINDS[kind];
  const emptied = useRef(false);
  const invalid = (rawErrors?.length ?? 0) > 0;
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  // A box showing a problem hands each key over after its frame, so the message clears as soon as the answer is right.
  const typed = useTypedText(text, onChange, invalid);

  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const box = event.target;
    const stored = storedText(kind, box.value, 'type');
    // The kind's tidying as typed (an Instagram handle's "@") shows in the box at once; a box it emptied settles
    // its label when left.
    if ((stored ?? '') !== box.value) {
      if (!stored) emptied.current = true;
      box.value = stored ?? '';
    }
    typed.typed(stored);
  };
  const handleBlur = (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const box = event.target;
    const next = storedText(kind, box.value, 'blur');
    const tidied = (next ?? '') !== box.value;
    if (tidied) {
      box.value = next ?? '';
      typed.typed(next);
    }
    typed.flush();
    if ((tidied && !next) || emptied.current) typed.redraw();
    emptied.current = false;
    onBlur(id, next);
  };

  return (
    <TextBox
      id={id}
      name={props.htmlName || id}
      type={multiline ? undefined : rules.type}
      label={widgetLabel(props) || undefined}
      placeholder={placeholder || (typeof options.placeholder === 'string' ? options.placeholder : undefined)}
      key={typed.version}
      value={text}
      defaultValue={typed.initial}
      required={required}
      disabled={disabled}
      autoFocus={autofocus}
      error={invalid}
      multiline={multiline}
      fullWidth
      onChange={handleChange}
      onBlur={handleBlur}
      onFocus={(event) => onFocus(id, event.target.value)}
      shrink={placeholder || options.placeholder ? true : undefined}
      inputComponent={multiline ? HeldTextarea : HeldInput}
      inputProps={{
        ...(multiline ? { minRows: 3 } : {}),
        ...rules.inputAttributes,
        ...inputOptionAttributes(options),
        readOnly: readonly,
        'aria-describedby': ariaDescribedByIds(id),
        'aria-invalid': invalid || undefined,
      }}
    />
  );
}

/** The widget of one text kind, e.g. `textWidget('uk-phone')`. */
export function textWidget(kind: TextKindName) {
  function TextKindWidget(props: WidgetProps) {
    return <TextInput kind={kind} props={props} />;
  }
  TextKindWidget.displayName = `TextWidget(${kind})`;
  return TextKindWidget;
}

/** A plain multi-line text box. */
export function TextareaWidget(props: WidgetProps) {
  return <TextInput kind="text" multiline props={props} />;
}
