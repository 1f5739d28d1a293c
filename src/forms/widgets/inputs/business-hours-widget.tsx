import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { WidgetProps } from '@rjsf/utils';
import { copyFirstDayToAll, type BusinessHoursEntry } from '@/domain/business-hours';
import { interpolate } from '@/domain/text-template';
import { GroupFieldset, LiveMessage } from './group-fieldset';
import { HoursList, OpenSwitch, TimeBox } from './hours-list';
import { useDrawnCount } from '@/forms/draw-later';
import { widgetLabel } from './text-input-widget';
import { changeDay, closesBeforeOpens, isCompleteWeek, weekHours } from './week-hours';
import { widgetWords } from '../widget-words';

/** A day's height: a card of two lines on phones, a table row from tablets up (hours-list.tsx). */
const DAY_HEIGHT = { narrow: 179, wide: 57, above: 100, wideFrom: 600 };

/**
 * Opening hours, Monday to Sunday: per day an Open switch and opening and closing times (disabled on closed days),
 * Copy to all (the first day's times to every day), and a warning when a day closes before it opens. Rows of a
 * table from tablets up, one card per day on phones. An empty value becomes the default week when first shown.
 * The rows are plain elements styled once by their list (hours-list.tsx).
 */
export function BusinessHoursWidget(props: WidgetProps) {
  const { id, value, options, disabled, readonly, required, rawErrors, onChange } = props;
  const hours = weekHours(value);
  const [announcement, setAnnouncement] = useState('');
  const locked = Boolean(disabled || readonly);
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
  // After Continue or Back, the days in view are drawn in the frame that shows the step, the rest just after it.
  const drawn = useDrawnCount(hours.length, DAY_HEIGHT);

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
      <HoursList>
        {hours.slice(0, drawn).map((entry, index) => {
          const rowId = `${id}-${index}`;
          const warn = closesBeforeOpens(entry);
          const timesOff = locked || !entry.open;
          return (
            <li key={entry.day} data-day={entry.day}>
              <div className="hours-day">
                <input type="hidden" name={`${name}.${index}.day`} value={entry.day} />
                <span className="MuiTypography-root MuiTypography-body1 hours-day-name">{entry.day}</span>
                {!entry.open && <span className="MuiTypography-root MuiTypography-body2 hours-closed">{words.closed}</span>}
              </div>
              <OpenSwitch
                id={`${rowId}-open`}
                name={`${name}.${index}.open`}
                checked={entry.open}
                disabled={locked}
                label={words.open}
                ariaLabel={interpolate(words.openDay, { day: entry.day, open: words.open })}
                onChange={(open) => update(index, { open })}
              />
              {(['openTime', 'closeTime'] as const).map((key) => (
                <TimeBox
                  key={key}
                  id={`${rowId}-${key}`}
                  area={key === 'openTime' ? 'opens' : 'closes'}
                  name={timesOff ? undefined : `${name}.${index}.${key}`}
                  label={key === 'openTime' ? words.opening : words.closing}
                  value={entry[key]}
                  disabled={timesOff}
                  ariaLabel={interpolate(key === 'openTime' ? words.openingName : words.closingName, { day: entry.day })}
                  describedBy={warn && key === 'closeTime' ? `${rowId}-warning` : undefined}
                  // A half-typed or cleared time reads as ""; the last full time is kept.
                  onChange={(time) => time && update(index, { [key]: time })}
                />
              ))}
              {timesOff && (['openTime', 'closeTime'] as const).map((key) => <input key={key} type="hidden" name={`${name}.${index}.${key}`} value={entry[key]} />)}
              {warn && (
                <Alert id={`${rowId}-warning`} className="hours-warning" severity="warning" role="status" sx={{ py: 0 }}>
                  {words.warning}
                </Alert>
              )}
            </li>
          );
        })}
      </HoursList>
      <LiveMessage message={announcement} />
    </GroupFieldset>
  );
}
