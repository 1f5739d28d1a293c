import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { WidgetProps } from '@rjsf/utils';
import { copyFirstDayToAll, type BusinessHoursEntry } from '@/domain/business-hours';
import { interpolate } from '@/domain/text-template';
import { GroupFieldset, LiveMessage } from './group-fieldset';
import { widgetLabel } from './text-input-widget';
import { changeDay, closesBeforeOpens, isCompleteWeek, weekHours } from './week-hours';
import { widgetWords } from '../widget-words';

/**
 * Opening hours, Monday to Sunday: per day an Open switch and opening and closing times (disabled on closed days),
 * Copy to all (the first day's times to every day), and a warning when a day closes before it opens. Rows of a
 * table from tablets up, one card per day on phones. An empty value becomes the default week when first shown.
 */
export function BusinessHoursWidget(props: WidgetProps) {
  const { id, value, options, disabled, readonly, required, rawErrors, onChange } = props;
  const hours = weekHours(value);
  const [announcement, setAnnouncement] = useState('');
  const locked = disabled || readonly;
  const own = widgetWords('business-hours', options);
  const words = {
    open: own.openLabel,
    closed: own.closedLabel,
    copy: own.copyLabel,
    copyHelp: own.copyHelp,
    copied: own.copiedMessage,
    openDay: own.openDayLabel,
    opening: own.openingLabel,
    closing: own.closingLabel,
    openingName: own.openingTimeLabel,
    closingName: own.closingTimeLabel,
    warning: own.closesBeforeOpensMessage,
  };

  // The default week is stored as soon as the field is shown, so what the customer sees is what is sent.
  useEffect(() => {
    if (!isCompleteWeek(value)) onChange(weekHours(value));
    // Only the value shown first needs completing; later values come from this widget.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const update = (index: number, patch: Partial<Omit<BusinessHoursEntry, 'day'>>) => onChange(changeDay(hours, index, patch));
  const copyHelpId = `${id}-copy-help`;
  // Posted without script as `<name>.<day index>.<key>` (a disabled box is not posted, so a hidden copy goes instead).
  const name = props.htmlName || id;

  return (
    <GroupFieldset id={id} legend={widgetLabel(props)} required={required} invalid={(rawErrors?.length ?? 0) > 0} disabled={disabled}>
      <Box data-needs-script sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Button
          variant="outlined"
          disabled={locked}
          aria-describedby={copyHelpId}
          sx={{ minHeight: 44 }}
          onClick={() => {
            onChange(copyFirstDayToAll(hours));
            setAnnouncement(interpolate(words.copied, { day: hours[0].day }));
          }}
        >
          {words.copy}
        </Button>
        <Typography id={copyHelpId} variant="body2" color="text.secondary">
          {interpolate(words.copyHelp, { day: hours[0].day })}
        </Typography>
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: { xs: 1.5, sm: 0 } }}>
        {hours.map((entry, index) => {
          const rowId = `${id}-${index}`;
          const warn = closesBeforeOpens(entry);
          const timesOff = locked || !entry.open;
          return (
            <Box
              component="li"
              key={entry.day}
              data-day={entry.day}
              sx={{
                display: 'grid',
                alignItems: 'center',
                gap: { xs: 1.5, sm: 2 },
                gridTemplateColumns: { xs: '1fr 1fr', sm: '8.5rem 7rem 1fr 1fr' },
                gridTemplateAreas: { xs: '"day open" "opens closes" "warn warn"', sm: '"day open opens closes" ". . warn warn"' },
                p: { xs: 1.5, sm: 0 },
                py: { sm: 1 },
                border: { xs: 1, sm: 0 },
                borderBottom: { sm: 1 },
                borderColor: { xs: 'divider', sm: 'divider' },
                borderRadius: { xs: 2, sm: 0 },
              }}
            >
              <Box sx={{ gridArea: 'day' }}>
                <input type="hidden" name={`${name}.${index}.day`} value={entry.day} />
                <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
                  {entry.day}
                </Typography>
                {!entry.open && (
                  <Typography component="span" variant="body2" color="text.secondary">
                    {words.closed}
                  </Typography>
                )}
              </Box>
              <FormControlLabel
                sx={{ gridArea: 'open', justifySelf: { xs: 'end', sm: 'start' }, minHeight: 44, mr: 0 }}
                label={words.open}
                control={
                  <Switch
                    id={`${rowId}-open`}
                    name={`${name}.${index}.open`}
                    value="true"
                    checked={entry.open}
                    disabled={locked}
                    onChange={(event) => update(index, { open: event.target.checked })}
                    slotProps={{ input: { 'aria-label': interpolate(words.openDay, { day: entry.day, open: words.open }) } }}
                  />
                }
              />
              {(['openTime', 'closeTime'] as const).map((key) => (
                <TextField
                  key={key}
                  id={`${rowId}-${key}`}
                  name={timesOff ? undefined : `${name}.${index}.${key}`}
                  type="time"
                  label={key === 'openTime' ? words.opening : words.closing}
                  value={entry[key]}
                  disabled={timesOff}
                  size="small"
                  sx={{ gridArea: key === 'openTime' ? 'opens' : 'closes', minWidth: 0 }}
                  onChange={(event) => {
                    // A half-typed or cleared time reads as ""; the last full time is kept.
                    if (event.target.value) update(index, { [key]: event.target.value });
                  }}
                  slotProps={{
                    inputLabel: { shrink: true },
                    htmlInput: {
                      'aria-label': interpolate(key === 'openTime' ? words.openingName : words.closingName, { day: entry.day }),
                      'aria-describedby': warn && key === 'closeTime' ? `${rowId}-warning` : undefined,
                      style: { minHeight: 28 },
                    },
                  }}
                />
              ))}
              {timesOff && (['openTime', 'closeTime'] as const).map((key) => <input key={key} type="hidden" name={`${name}.${index}.${key}`} value={entry[key]} />)}
              {warn && (
                <Alert id={`${rowId}-warning`} severity="warning" role="status" sx={{ gridArea: 'warn', py: 0 }}>
                  {words.warning}
                </Alert>
              )}
            </Box>
          );
        })}
      </Box>
      <LiveMessage message={announcement} />
    </GroupFieldset>
  );
}
