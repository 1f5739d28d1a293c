import { useRef } from 'react';
import { Box } from '@mui/material';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { isHexColour } from '@/domain/colours';
import { pickerColour } from './choice-rules';
import { widgetWords } from '../widget-words';
import { TextBox } from '../inputs/text-box';

/**
 * `colour` (a `#RRGGBB` text): a text field and a native colour picker beside it, kept in sync. What is
 * typed is kept as typed (either case); the picker follows the last full colour typed, and a colour picked
 * replaces the text. Leaving the field only trims spaces.
 *
 * Options: pickerLabel, unnamedLabel (default: site.yaml `words.widgets.colour`).
 */
export default function ColourWidget(props: WidgetProps) {
  const { id, value, options, label, placeholder, required, disabled, readonly, rawErrors, schema, onChange, onBlur, onFocus, autofocus } = props;
  const words = widgetWords('colour', options);
  const text = typeof value === 'string' ? value : '';
  const lastGood = useRef<string | undefined>(undefined);
  if (isHexColour(text.trim())) lastGood.current = text.trim();
  const fallback = lastGood.current ?? (typeof schema.default === 'string' ? schema.default : undefined);
  const picker = pickerColour(text, fallback);
  const invalid = Boolean(rawErrors?.length);
  const pickerLabel = words.pickerLabel.replace('{label}', label || words.unnamedLabel);

  const set = (next: string) => onChange(next === '' ? options.emptyValue : next);

  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5 }}>
      <TextBox
        id={id}
        name={props.htmlName || id}
        label={label}
        placeholder={placeholder || '#RRGGBB'}
        required={required}
        disabled={disabled}
        autoFocus={autofocus}
        value={text}
        error={invalid}
        onChange={(event) => set(event.target.value)}
        onBlur={(event) => {
          const trimmed = event.target.value.trim();
          if (trimmed !== event.target.value) set(trimmed);
          onBlur(id, trimmed);
        }}
        onFocus={(event) => onFocus(id, event.target.value)}
        style={{ flex: '1 1 auto', maxWidth: 320 }}
        readOnly={readonly}
        inputProps={{
          autoComplete: 'off',
          autoCapitalize: 'none',
          spellCheck: false,
          'aria-invalid': invalid || undefined,
          'aria-describedby': ariaDescribedByIds(id),
        }}
      />
      <Box
        component="input"
        type="color"
        id={`${id}__picker`}
        data-needs-script
        value={picker}
        disabled={disabled || readonly}
        aria-label={pickerLabel}
        aria-describedby={ariaDescribedByIds(id)}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => set(event.target.value)}
        sx={{
          width: 56,
          height: 56,
          p: 0.5,
          flex: '0 0 auto',
          border: '1px solid',
          borderColor: invalid ? 'error.main' : 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
          cursor: disabled || readonly ? 'default' : 'pointer',
          '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: '2px' },
        }}
      />
    </Box>
  );
}
