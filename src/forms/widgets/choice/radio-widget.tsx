import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { ariaDescribedByIds, optionId, type WidgetProps } from '@rjsf/utils';
import { optionLabel } from './choice-rules';

/**
 * `radio` (one of the schema's enum values): a labelled group of radio buttons. Each option's text is
 * `options.labels[value]`, falling back to the value itself.
 *
 * Options: labels ({ value: text }), inline (one row on wide screens).
 */
export default function RadioChoice(props: WidgetProps) {
  const { id, value, options, label, required, disabled, readonly, rawErrors, onChange, onBlur, onFocus } = props;
  const enumOptions = options.enumOptions ?? [];
  const invalid = Boolean(rawErrors?.length);
  const legendId = `${id}__legend`;
  // Each radio's value is its option's own value as text, so the form posted without script sends the answer itself.
  const index = enumOptions.findIndex((o) => o.value === value);
  const decode = (raw: string) => enumOptions.find((o) => String(o.value) === raw)?.value ?? options.emptyValue;
  return (
    <FormControl component="fieldset" error={invalid} required={required} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <FormLabel component="legend" id={legendId} sx={{ mb: 0.5, fontWeight: 600, color: 'text.primary' }}>
        {label}
      </FormLabel>
      <RadioGroup
        name={props.htmlName || id}
        row={Boolean(options.inline)}
        value={index >= 0 ? String(enumOptions[index].value) : ''}
        onChange={(_event, raw) => onChange(decode(raw))}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
        aria-labelledby={legendId}
        aria-describedby={ariaDescribedByIds(id)}
        aria-invalid={invalid || undefined}
        aria-required={required || undefined}
      >
        {enumOptions.map((option, i) => (
          <FormControlLabel
            key={String(option.value)}
            value={String(option.value)}
            disabled={disabled || readonly}
            label={optionLabel(options.labels, option.value)}
            sx={{ minHeight: 44 }}
            control={<Radio id={optionId(id, i)} />}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
