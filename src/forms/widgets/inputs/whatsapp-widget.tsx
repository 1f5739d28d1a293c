import type { ChangeEvent } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { cleanPhone, isPhoneMissing, normaliseUkPhone } from '@/domain/uk-phone';
import { applySameNumber } from '@/domain/whatsapp';
import { getPath, useFormData } from '@/forms/runtime';
import { inputOptionAttributes, widgetLabel } from './text-input-widget';
import { TextBox } from './text-box';
import { widgetWords } from '../widget-words';

/**
 * A WhatsApp number with "use same number as business phone": ticking copies the business phone (the answer the
 * required option `phoneField` names) and makes the box read-only; unticking clears it only if it still holds that phone.
 * The box is ticked whenever the number equals the phone. Tidied like a phone number on leaving the field.
 */
export function WhatsAppWidget(props: WidgetProps) {
  const { id, value, options, required, disabled, readonly, autofocus, rawErrors, placeholder, onChange, onBlur, onFocus } = props;
  const words = widgetWords('whatsapp', options);
  const phoneField = typeof options.phoneField === 'string' ? options.phoneField : '';
  const phoneValue = getPath(useFormData(), phoneField);
  const phone = typeof phoneValue === 'string' ? phoneValue : '';
  const number = typeof value === 'string' ? value : '';
  const same = !isPhoneMissing(phone) && cleanPhone(number) === cleanPhone(phone);
  const invalid = (rawErrors?.length ?? 0) > 0;
  const sameId = `${id}-same`;

  const onTick = (event: ChangeEvent<HTMLInputElement>) => onChange(applySameNumber(event.target.checked, phone, number) || undefined);

  return (
    <>
      <TextBox
        id={id}
        name={props.htmlName || id}
        type="tel"
        label={widgetLabel(props) || undefined}
        placeholder={placeholder || undefined}
        value={number}
        required={required}
        disabled={disabled}
        autoFocus={autofocus}
        error={invalid}
        fullWidth
        // Read-only while it mirrors the business phone: shaded so it does not look like a box to type in.
        shaded={same}
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
        onBlur={(event) => {
          const next = normaliseUkPhone(event.target.value);
          if (next !== event.target.value) onChange(next || undefined);
          onBlur(id, next || undefined);
        }}
        onFocus={(event) => onFocus(id, event.target.value)}
        shrink={placeholder ? true : undefined}
        inputProps={{
          ...inputOptionAttributes(options),
          readOnly: readonly || same,
          'aria-describedby': `${ariaDescribedByIds(id)}${same ? ` ${sameId}` : ''}`,
          'aria-invalid': invalid || undefined,
        }}
      />
      <FormControlLabel
        data-needs-script
        sx={{ mt: 0.5, minHeight: 44 }}
        label={<span id={sameId}>{words.sameNumberLabel}</span>}
        control={<Checkbox id={`${id}-same-number`} checked={same} disabled={disabled || readonly || isPhoneMissing(phone)} onChange={onTick} />}
      />
    </>
  );
}
