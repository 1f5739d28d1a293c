import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { enumOptionsDeselectValue, enumOptionsIsSelected, enumOptionsSelectValue, type WidgetProps } from '@rjsf/utils';
import { GroupFieldset } from './group-fieldset';
import { widgetLabel } from './text-input-widget';

/**
 * Checkboxes for a list of fixed choices (an array of enum strings): a fieldset with a legend, one checkbox per
 * choice in one column on phones and two from tablets up, each at least 44 px high.
 */
export function CheckboxesWidget(props: WidgetProps) {
  const { id, value, options, disabled, readonly, required, rawErrors, onChange, onBlur, onFocus } = props;
  const enumOptions = options.enumOptions ?? [];
  const chosen: unknown[] = Array.isArray(value) ? value : [];
  const labels = (options.labels ?? {}) as Record<string, string>;
  return (
    <GroupFieldset id={id} legend={widgetLabel(props)} required={required} invalid={(rawErrors?.length ?? 0) > 0} disabled={disabled}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        {enumOptions.map((opt, index) => (
          <FormControlLabel
            key={String(opt.value)}
            label={labels[String(opt.value)] ?? opt.label}
            sx={{ minHeight: 44, mr: 0 }}
            control={
              <Checkbox
                id={`${id}-${index}`}
                name={props.htmlName || id}
                value={String(opt.value)}
                checked={enumOptionsIsSelected(opt.value, chosen)}
                disabled={disabled || readonly || (Array.isArray(options.enumDisabled) && options.enumDisabled.includes(opt.value))}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? enumOptionsSelectValue(index, chosen, enumOptions)
                      : enumOptionsDeselectValue(index, chosen, enumOptions),
                  )
                }
                onBlur={() => onBlur(id, chosen)}
                onFocus={() => onFocus(id, chosen)}
              />
            }
          />
        ))}
      </Box>
    </GroupFieldset>
  );
}
