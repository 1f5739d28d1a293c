import { useRef } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { WidgetProps } from '@rjsf/utils';
import { interpolate } from '@/domain/text-template';
import { useFormRuntime } from '@/forms/runtime';
import { asStringList, checklistItems, countChosen, toggleItem } from './checklist-items';
import { CheckGrid, CheckItem } from './check-grid';
import { useDrawnCount } from '@/forms/draw-later';
import { GroupFieldset } from './group-fieldset';
import { widgetLabel } from './text-input-widget';
import { widgetWords } from '../widget-words';

/** Where a checklist's items come from: a list of the current trade. */
type TradeListName = 'services' | 'accreditations';

/** A box's height: one column on phones, two from tablets up (check-grid.tsx). */
const BOX_HEIGHT = { narrow: 42, wide: 21, above: 60, wideFrom: 600 };

/**
 * A checklist of strings from a list of the current trade (`options.source`: services or accreditations): one
 * checkbox per item in one or two columns, Select all / Clear all, and how many are ticked. Chosen values that are
 * not on the list are shown at the end, so nothing is lost when the list changes. The boxes are plain elements
 * styled once by their grid (check-grid.tsx).
 */
export function ChecklistWidget(props: WidgetProps) {
  const { id, value, options, disabled, readonly, required, rawErrors, onChange } = props;
  const words = widgetWords('checklist', options);
  const rt = useFormRuntime(props);
  const source = options.source as TradeListName | undefined;
  const list = (source && rt?.trade?.[source]) || [];
  const chosen = asStringList(value);
  // Extra values seen since the list was drawn stay on screen after being unticked.
  const extras = useRef<string[]>([]);
  const items = checklistItems(list, chosen, extras.current);
  extras.current = items.filter((i) => !list.includes(i));
  const count = countChosen(items, chosen);
  const locked = disabled || readonly;
  const set = (next: string[]) => onChange(next);
  // After Continue or Back, the boxes in view are drawn in the frame that shows the step, the rest just after it.
  const drawn = useDrawnCount(items.length, BOX_HEIGHT);

  return (
    <GroupFieldset id={id} legend={widgetLabel(props)} required={required} invalid={(rawErrors?.length ?? 0) > 0} disabled={disabled}>
      {items.length === 0 ? (
        <Typography color="text.secondary">{words.emptyText}</Typography>
      ) : (
        <>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 1 }}>
            <Button data-needs-script variant="outlined" size="small" disabled={locked} onClick={() => set([...items])} sx={{ minHeight: 44 }}>
              {words.selectAllLabel}
            </Button>
            <Button data-needs-script variant="outlined" size="small" disabled={locked} onClick={() => set([])} sx={{ minHeight: 44 }}>
              {words.clearAllLabel}
            </Button>
            <Typography variant="body2" color="text.secondary" role="status" aria-live="polite" sx={{ pl: 1 }}>
              {interpolate(words.countLabel, { selected: count, total: items.length })}
            </Typography>
          </Stack>
          <CheckGrid>
            {items.slice(0, drawn).map((item, index) => (
              <CheckItem
                key={item}
                id={`${id}-${index}`}
                name={props.htmlName || id}
                value={item}
                checked={chosen.includes(item)}
                disabled={Boolean(locked)}
                onChange={(checked) => set(toggleItem(items, chosen, item, checked))}
              />
            ))}
          </CheckGrid>
        </>
      )}
    </GroupFieldset>
  );
}
