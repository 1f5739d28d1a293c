import type { ChangeEvent, FocusEvent } from 'react';
import { SchemaExamples } from '@rjsf/core';
import { ariaDescribedByIds, examplesId, getInputProps, labelValue, type BaseInputTemplateProps } from '@rjsf/utils';
import { TextBox } from './text-box';

/** Input types whose box always shows its label raised (the browser draws its own placeholder), as rjsf's MUI theme. */
const SHRINK_TYPES = new Set(['date', 'datetime-local', 'file', 'time']);

/**
 * rjsf's base input (the e-mail, URL, number and date widgets a form's YAML does not replace) as rjsf's MUI theme
 * draws it, in the plain text box (text-box.tsx) instead of MUI's TextField: the same props, the same answer on
 * each key (the theme's `emptyValue` for an emptied box) and the same look. The ids of the field's help and
 * problems are on the `<input>`, where a screen reader reads them with the box (the theme put them on the box's
 * root, where none is read).
 */
export function PlainBaseInput(props: BaseInputTemplateProps) {
  const { id, htmlName, placeholder, required, readonly, disabled, type, label, hideLabel, value, onChange, onChangeOverride, onBlur, onFocus, autofocus } = props;
  const { options, schema, rawErrors = [] } = props;
  const { step, min, max, accept, autoCapitalize, ...rest } = getInputProps(schema, type, options);
  const emptyValue = options.emptyValue;
  const handleChange = ({ target }: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(target.value === '' ? emptyValue : target.value);
  return (
    <>
      <TextBox
        id={id}
        name={htmlName || id}
        placeholder={placeholder}
        label={labelValue(label || undefined, hideLabel, undefined)}
        autoFocus={autofocus}
        required={required}
        disabled={disabled || readonly}
        type={rest.type}
        value={value || value === 0 ? String(value) : ''}
        error={rawErrors.length > 0}
        onChange={onChangeOverride ?? handleChange}
        onBlur={(event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => onBlur(id, event.target.value)}
        onFocus={(event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => onFocus(id, event.target.value)}
        shrink={SHRINK_TYPES.has(String(type)) ? true : undefined}
        inputProps={{
          step,
          min,
          max,
          accept,
          ...(autoCapitalize === undefined ? {} : { autoCapitalize }),
          ...(schema.examples ? { list: examplesId(id) } : {}),
          ...(rest.autoComplete ? { autoComplete: rest.autoComplete } : {}),
          'aria-describedby': ariaDescribedByIds(id, !!schema.examples),
        }}
      />
      <SchemaExamples id={id} schema={schema} />
    </>
  );
}
