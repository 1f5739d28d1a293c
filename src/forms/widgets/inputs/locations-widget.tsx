import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { interpolate } from '@/domain/text-template';
import { asStringList } from './checklist-items';
import { GroupFieldset, LiveMessage } from './group-fieldset';
import { addLocation, makePrimary, removeLocation } from './location-list';
import { widgetLabel } from './text-input-widget';
import { TextBox } from './text-box';
import { widgetWords } from '../widget-words';

/**
 * A list of areas typed one at a time (Enter or the add button), shown as rows that can be removed; the first is
 * the main area and any other can be made main. Changes are announced to screen readers.
 */
export function LocationsWidget(props: WidgetProps) {
  const { id, value, options, schema, disabled, readonly, required, rawErrors, placeholder, onChange } = props;
  const areas = asStringList(value);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // After a removal or a move, where the focus goes once the list has been redrawn.
  const pendingFocus = useRef<number | 'input' | null>(null);
  const locked = disabled || readonly;
  const inputId = `${id}-new`;
  // Posted without script: each area as a hidden value of the field's name, and the box's area as one more.
  const name = props.htmlName || id;
  const problemId = `${id}-new-problem`;
  const own = widgetWords('locations', options);
  const words = {
    add: own.addLabel,
    input: own.inputLabel,
    primary: own.primaryLabel,
    makePrimary: own.makePrimaryLabel,
    remove: own.removeLabel,
    added: own.addedMessage,
    removed: own.removedMessage,
    nowPrimary: own.nowPrimaryMessage,
    duplicate: own.duplicateMessage,
    full: own.fullMessage,
    empty: own.emptyListText,
  };

  useEffect(() => {
    const target = pendingFocus.current;
    if (target === null) return;
    pendingFocus.current = null;
    const rows = listRef.current?.querySelectorAll<HTMLElement>('[data-remove]') ?? [];
    if (target === 'input' || rows.length === 0) inputRef.current?.focus();
    else rows[Math.min(target, rows.length - 1)]?.focus();
  }, [value]);

  const add = () => {
    const outcome = addLocation(areas, typed, schema.maxItems ?? Infinity);
    if (outcome.added) {
      onChange(outcome.list);
      setTyped('');
      setProblem('');
      setAnnouncement(interpolate(words.added, { area: outcome.area }));
    } else if (outcome.reason === 'empty') {
      setTyped('');
      setProblem('');
    } else {
      const message = interpolate(outcome.reason === 'full' ? words.full : words.duplicate, { area: outcome.area, max: schema.maxItems });
      setProblem(message);
      setAnnouncement(message);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault(); // Enter adds the area instead of sending the step
    add();
  };

  const remove = (index: number) => {
    pendingFocus.current = areas.length > 1 ? index : 'input';
    onChange(removeLocation(areas, index));
    setAnnouncement(interpolate(words.removed, { area: areas[index] }));
  };

  const promote = (index: number) => {
    pendingFocus.current = 0;
    onChange(makePrimary(areas, index));
    setAnnouncement(interpolate(words.nowPrimary, { area: areas[index] }));
  };

  return (
    <GroupFieldset id={id} legend={widgetLabel(props)} required={required} invalid={(rawErrors?.length ?? 0) > 0} disabled={disabled}>
      {/* First, so a new area typed in the box below comes after them, as Add puts it. */}
      {areas.map((area, index) => (
        <input key={index} type="hidden" name={name} value={area} />
      ))}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextBox
          id={inputId}
          name={name}
          inputRef={inputRef}
          label={words.input}
          value={typed}
          placeholder={placeholder || undefined}
          disabled={locked}
          error={problem !== ''}
          helperText={problem || undefined}
          onChange={(event) => {
            setTyped(event.target.value);
            if (problem) setProblem('');
          }}
          onKeyDown={onKeyDown}
          style={{ flex: 1 }}
          helperTextId={problemId}
          inputProps={{
            autoComplete: 'address-level2',
            enterKeyHint: 'enter',
            'aria-describedby': `${problem ? `${problemId} ` : ''}${ariaDescribedByIds(id)}`,
          }}
        />
        {/* Without script it posts the step to be shown again with the area added (`_intent=stay`). */}
        <Button
          type="submit"
          name="_intent"
          value="stay"
          variant="outlined"
          onClick={(event) => {
            event.preventDefault();
            add();
          }}
          disabled={locked}
          sx={{ minHeight: 56, px: 3, flexShrink: 0 }}
        >
          {words.add}
        </Button>
      </Stack>

      {areas.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {words.empty}
        </Typography>
      ) : (
        <Box component="ul" ref={listRef} aria-label={widgetLabel(props) || undefined} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5, display: 'grid', gap: 1 }}>
          {areas.map((area, index) => (
            <Box
              component="li"
              key={areas.indexOf(area) === index ? area : `${area}-${index}`}
              sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, pl: 2, pr: 0.5, py: 0.5, border: 1, borderColor: 'divider', borderRadius: 2, minHeight: 52 }}
            >
              <Typography component="span" sx={{ fontWeight: index === 0 ? 700 : 400, overflowWrap: 'anywhere' }}>
                {area}
              </Typography>
              {index === 0 && <Chip label={words.primary} color="primary" size="small" />}
              <Box sx={{ ml: 'auto', display: 'flex', alignItems: 'center', gap: 0.5 }}>
                {index > 0 && (
                  <Button
                    data-needs-script
                    size="small"
                    disabled={locked}
                    onClick={() => promote(index)}
                    aria-label={`${words.makePrimary}: ${area}`}
                    sx={{ minHeight: 44 }}
                  >
                    {words.makePrimary}
                  </Button>
                )}
                {/* Without script it posts the step to be shown again without this area (`_drop`). */}
                <IconButton
                  data-remove=""
                  type="submit"
                  name="_drop"
                  value={`${name}.${index}`}
                  disabled={locked}
                  onClick={(event) => {
                    event.preventDefault();
                    remove(index);
                  }}
                  aria-label={interpolate(words.remove, { area })}
                  sx={{ width: 44, height: 44 }}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              </Box>
            </Box>
          ))}
        </Box>
      )}
      <LiveMessage message={announcement} />
    </GroupFieldset>
  );
}
