import { ariaDescribedByIds, optionId, type WidgetProps } from '@rjsf/utils';
import PaletteIcon from '@mui/icons-material/Palette';
import TuneIcon from '@mui/icons-material/Tune';
import { ChoiceCard, ChoiceGroup } from './choice-card';
import { widgetWords } from '../widget-words';

/**
 * `colour-mode` (a boolean, e.g. `useCustomColors`): two large cards, pre-designed schemes (false) or
 * custom colours (true). The same texts on every screen size; the cards stack on narrow screens.
 *
 * Options: schemesLabel, customLabel, schemesHint, customHint (optional second lines).
 */
export default function ColourMode(props: WidgetProps) {
  const { id, value, options, label, required, disabled, readonly, rawErrors, onChange, onBlur, onFocus } = props;
  const words = widgetWords('colour-mode', options);
  const custom = value === true;
  const choices = [
    { on: false, text: words.schemesLabel, hint: options.schemesHint, Icon: PaletteIcon },
    { on: true, text: words.customLabel, hint: options.customHint, Icon: TuneIcon },
  ];
  return (
    <ChoiceGroup
      id={id}
      label={label}
      required={required}
      hasErrors={Boolean(rawErrors?.length)}
      describedBy={ariaDescribedByIds(id)}
      gridSx={{ gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}
    >
      {choices.map(({ on, text, hint, Icon }, index) => (
        <ChoiceCard
          key={String(on)}
          id={optionId(id, index)}
          name={props.htmlName || id}
          value={String(on)}
          checked={custom === on}
          disabled={disabled || readonly}
          onSelect={() => onChange(on)}
          onFocus={() => onFocus(id, value)}
          onBlur={() => onBlur(id, value)}
          style={{ flexDirection: 'row', alignItems: 'center', justifyContent: 'flex-start', gap: 12, minHeight: 72 }}
        >
          <Icon aria-hidden color={custom === on ? 'primary' : 'action'} />
          <span>
            <span className="choice-name" style={{ display: 'block' }}>
              {text}
            </span>
            {typeof hint === 'string' && hint.trim() !== '' && <span className="choice-hint">{hint}</span>}
          </span>
        </ChoiceCard>
      ))}
    </ChoiceGroup>
  );
}
