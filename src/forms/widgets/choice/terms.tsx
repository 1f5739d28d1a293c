import { Box, Checkbox, FormControlLabel, Link } from '@mui/material';
import { ariaDescribedByIds, schemaRequiresTrueValue, type WidgetProps } from '@rjsf/utils';
import { sitePathHref, VISUALLY_HIDDEN } from './choice-rules';
import { widgetWords } from '../widget-words';

/** A link to a page of this site opening in a new tab, or plain text when the target is not such a path. */
function PageLink({ href, text, newTabText }: { href: unknown; text: string; newTabText: string }) {
  const target = sitePathHref(href);
  if (!target) return <>{text}</>;
  return (
    <Link href={target} target="_blank" rel="noopener noreferrer" underline="always" sx={{ fontWeight: 600 }}>
      {text}
      <Box component="span" sx={VISUALLY_HIDDEN}>
        {` (${newTabText})`}
      </Box>
    </Link>
  );
}

/**
 * `terms` (a boolean that must be true): a checkbox whose label links to the terms and the privacy policy
 * (opening in a new tab). Only paths on this site (starting with one "/") become links.
 *
 * Options: before, termsLabel, termsHref, between, privacyLabel, privacyHref, newTabText.
 */
export default function Terms(props: WidgetProps) {
  const { id, value, options, label, required, disabled, readonly, rawErrors, schema, onChange, onBlur, onFocus, autofocus } = props;
  const invalid = Boolean(rawErrors?.length);
  const words = widgetWords('terms', options);
  const newTabText = words.newTabText;
  const hasParts = typeof options.termsLabel === 'string' || typeof options.privacyLabel === 'string';
  const text = hasParts ? (
    <>
      {words.before}{' '}
      <PageLink href={options.termsHref} text={words.termsLabel} newTabText={newTabText} />{' '}
      {words.between}{' '}
      <PageLink href={options.privacyHref} text={words.privacyLabel} newTabText={newTabText} />
      {typeof options.after === 'string' ? options.after : ''}
    </>
  ) : (
    label
  );
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
      label={text}
    />
  );
}
