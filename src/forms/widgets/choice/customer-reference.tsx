import { FormHelperText } from '@mui/material';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useFormRuntime } from '../../runtime';
import { widgetWords } from '../widget-words';
import { TextBox } from '../inputs/text-box';

/** The id of the read-only note, for `aria-describedby`. */
const readOnlyNoteId = (id: string) => `${id}__readonly-note`;

/**
 * A mark that hides the field's own help (and, with `errors`, its errors) drawn by the field template, by a rule of the
 * page's baseline (src/app/theme.ts): a style sheet of its own would make the browser restyle the whole page.
 */
function HideTemplateParts({ errors }: { errors: boolean }) {
  return <span hidden data-hide-template-help data-hide-template-errors={errors || undefined} />;
}

/**
 * `customer-reference` (a text): how it is drawn depends on `rt.customerNumberMode` (spec part 1 §6):
 * 'editable' a text field; 'read-only' the reference from the link in a read-only field with a note;
 * 'hidden' nothing on screen (the value stays in the form data).
 *
 * Options: readOnlyHelp (default: site.yaml `words.widgets.customer-reference`).
 */
export default function CustomerReference(props: WidgetProps) {
  const { id, value, options, label, placeholder, required, disabled, readonly, rawErrors, onChange, onBlur, onFocus, autofocus } = props;
  const words = widgetWords('customer-reference', options);
  const rt = useFormRuntime(props);
  const mode = rt.customerNumberMode;
  const text = typeof value === 'string' ? value : '';
  const invalid = Boolean(rawErrors?.length);

  if (mode === 'hidden') {
    return (
      <>
        <HideTemplateParts errors />
        <input type="hidden" id={id} name={props.htmlName || id} value={text} data-mode="hidden" />
      </>
    );
  }

  const fixed = mode === 'read-only';
  const describedBy = [fixed ? readOnlyNoteId(id) : '', ariaDescribedByIds(id)].filter(Boolean).join(' ');
  // Read as `unknown`: narrowing the option's own type (the DOM's union of every autofill token) and joining it with
  // 'off' cost the type check seconds.
  const autocomplete: unknown = options.autocomplete;
  return (
    <>
      {fixed && <HideTemplateParts errors={false} />}
      <TextBox
        id={id}
        name={props.htmlName || id}
        label={label}
        placeholder={fixed ? undefined : placeholder}
        required={required}
        disabled={disabled}
        autoFocus={autofocus}
        value={text}
        error={invalid}
        onChange={(event) => onChange(event.target.value === '' ? options.emptyValue : event.target.value)}
        onBlur={(event) => onBlur(id, event.target.value)}
        onFocus={(event) => onFocus(id, event.target.value)}
        style={{ maxWidth: 420 }}
        readOnly={fixed || readonly}
        inputProps={{
          autoComplete: typeof autocomplete === 'string' ? autocomplete : 'off',
          spellCheck: false,
          'aria-readonly': fixed || readonly || undefined,
          'aria-invalid': invalid || undefined,
          'aria-describedby': describedBy,
          'data-mode': mode,
        }}
      />
      {fixed && (
        <FormHelperText id={readOnlyNoteId(id)} sx={{ mx: 0 }}>
          {words.readOnlyHelp}
        </FormHelperText>
      )}
    </>
  );
}
