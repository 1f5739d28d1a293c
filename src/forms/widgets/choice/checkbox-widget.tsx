import { Checkbox, FormControlLabel } from '@mui/material';
import { ariaDescribedByIds, schemaRequiresTrueValue, type WidgetProps } from '@rjsf/utils';

/**
 * `checkbox` (a boolean): the YAML label beside the box, with the help and error under it linked to the
 * box itself. (The rjsf MUI default links them to the wrapper, so screen readers do not read the help.)
 */
export default function CheckboxChoice(props: WidgetProps) {
  const { id, value, label, required, disabled, readonly, rawErrors, schema, onChange, onBlur, onFocus, autofocus } = props;
  const invalid = Boolean(rawErrors?.length);
  return (
    <FormControlLabel
      sx={{ alignItems: 'flex-start', mr: 0, '& .MuiFormControlLabel-label': { pt: 1.1 } }}
      required={required && schemaRequiresTrueValue(schema)}
      control={
        <Checkbox
          id={id}
          name={props.htmlName || id}
          value="true"
          checked={value === true}
          disabled={disabled || readonly}
          autoFocus={autofocus}
          onChange={(_event, checked) => onChange(checked)}
          onBlur={() => onBlur(id, value)}
          onFocus={() => onFocus(id, value)}
          sx={{ width: 44, height: 44 }}
          slotProps={{
            input: {
              'aria-describedby': ariaDescribedByIds(id),
              'aria-invalid': invalid || undefined,
            } as React.InputHTMLAttributes<HTMLInputElement>,
          }}
        />
      }
      label={label}
    />
  );
}
