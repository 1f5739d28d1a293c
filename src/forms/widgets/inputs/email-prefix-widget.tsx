import { useEffect } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { WidgetProps } from '@rjsf/utils';
import { businessEmailPrefix, COMMON_EMAIL_PREFIXES, type EmailPrefixKind } from '@/domain/email-prefix';
import { interpolate } from '@/domain/text-template';
import { getPath, useFormData, useFormRuntime } from '@/forms/runtime';
import { chosenCommonPrefix, EMAIL_PREFIX_KINDS, exampleDomain, prefixForKind } from './email-address-example';
import { GroupFieldset } from './group-fieldset';
import { widgetLabel } from './text-input-widget';
import { widgetWords } from '../widget-words';

function text(options: WidgetProps['options'], key: string, fallback: string): string {
  const value = options[key];
  return typeof value === 'string' && value ? value : fallback;
}

/**
 * How the new business e-mail address starts (the value is the kind: common, first-name or custom). Choosing a kind
 * also stores the prefix itself in the answer `prefixField` names, and the address it gives is shown (the first name
 * of `firstNameField`, the domain of `domainField`).
 */
export function EmailPrefixWidget(props: WidgetProps) {
  const { id, value, options, disabled, readonly, required, rawErrors } = props;
  const words = widgetWords('email-prefix', options);
  const rt = useFormRuntime(props);
  const data = useFormData();
  // The answers it works with, named by its options in the form's YAML (required there).
  const prefixField = text(options, 'prefixField', '');
  const firstNameField = text(options, 'firstNameField', '');
  const domainField = text(options, 'domainField', '');
  const kind = EMAIL_PREFIX_KINDS.includes(value as EmailPrefixKind) ? (value as EmailPrefixKind) : undefined;
  // The kind the form chooses for the customer when none is chosen yet (see the effect below), already drawn so in the
  // served page, so a form posted without script sends it too.
  const shownKind = kind ?? 'common';
  const prefix = data[prefixField];
  const firstName = getPath(data, firstNameField);
  const firstNamePrefix = businessEmailPrefix('first-name', { firstName: typeof firstName === 'string' ? firstName : '' });
  const common = chosenCommonPrefix(prefix);
  const domain = exampleDomain(data[domainField], words.exampleDomain);
  const locked = disabled || readonly;

  // The kind and the prefix change together, in one update of the form data (this field is a top-level one).
  const choose = (next: EmailPrefixKind) =>
    rt.setFields({ [props.name]: next, [prefixField]: prefixForKind(next, { firstName, prefix }) || undefined });

  // Nothing chosen yet: the common address is the default. A first-name prefix follows a changed first name.
  useEffect(() => {
    if (!kind) rt.setFields({ [props.name]: 'common', [prefixField]: prefixForKind('common', { prefix }) });
    else if (kind === 'first-name' && firstNamePrefix && prefix !== firstNamePrefix) rt.setFields({ [prefixField]: firstNamePrefix });
  // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind, firstNamePrefix]);

  const labels: Record<EmailPrefixKind, string> = {
    common: interpolate(words.commonLabel, { prefix: kind === 'common' ? common : COMMON_EMAIL_PREFIXES[0] }),
    'first-name': interpolate(words.firstNameLabel, { firstName: firstNamePrefix || words.firstNameFallback }),
    custom: words.customLabel,
  };
  const shownPrefix = typeof prefix === 'string' && prefix ? prefix : words.customExamplePrefix;
  const address = `${shownPrefix}@${domain}`;

  return (
    <GroupFieldset id={id} legend={widgetLabel(props)} required={required} invalid={(rawErrors?.length ?? 0) > 0} disabled={disabled}>
      <RadioGroup name={props.htmlName || id} value={shownKind} onChange={(event) => choose(event.target.value as EmailPrefixKind)}>
        {EMAIL_PREFIX_KINDS.map((k) => (
          <Box key={k}>
            <FormControlLabel
              value={k}
              label={labels[k]}
              disabled={locked}
              sx={{ minHeight: 44, mr: 0 }}
              control={<Radio id={`${id}-${k}`} />}
            />
            {k === 'common' && shownKind === 'common' && (
              <CommonPrefixChoice
                id={`${id}-common`}
                legend={words.commonChoiceLabel}
                value={common}
                disabled={locked}
                onChange={(p) => rt.setFields({ [prefixField]: businessEmailPrefix('common', { common: p }) })}
              />
            )}
          </Box>
        ))}
      </RadioGroup>
      <Typography role="status" aria-live="polite" sx={{ mt: 1, p: 1.5, bgcolor: 'action.hover', borderRadius: 2, overflowWrap: 'anywhere' }}>
        {interpolate(words.exampleLabel, { address })}
      </Typography>
    </GroupFieldset>
  );
}

/** The ready-made prefixes (info, hello, contact, enquiries) as a small group of radios. */
function CommonPrefixChoice(props: { id: string; legend: string; value: string; disabled?: boolean; onChange(prefix: string): void }) {
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, pl: 4, minWidth: 0 }}>
      <Typography component="legend" variant="body2" color="text.secondary" sx={{ p: 0 }}>
        {props.legend}
      </Typography>
      <RadioGroup row name={props.id} value={props.value} onChange={(event) => props.onChange(event.target.value)}>
        {COMMON_EMAIL_PREFIXES.map((p) => (
          <FormControlLabel key={p} value={p} label={p} disabled={props.disabled} sx={{ minHeight: 44 }} control={<Radio id={`${props.id}-${p}`} />} />
        ))}
      </RadioGroup>
    </Box>
  );
}
