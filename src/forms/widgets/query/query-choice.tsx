import { useEffect, useMemo } from 'react';
import { Alert } from '@mui/material';
import { ariaDescribedByIds, optionId, type WidgetProps } from '@rjsf/utils';
import { ChoiceCard, ChoiceGroup } from '../choice/choice-card';
import { textOption } from '../choice/choice-rules';
import { paramList, queryOptions, type QueryValueCheck } from './query-options';
import { widgetWords } from '../widget-words';
import { firstControlId } from '../widget-names';
import { usePageSearch } from '../../page-context';

/**
 * The page's query: empty while prerendering and hydrating a prerendered page (it knows no link, so hydration
 * matches it), the request's own on a page the server rendered for its address, then the address's own.
 */
export function usePageQuery(): URLSearchParams {
  const search = usePageSearch();
  return useMemo(() => new URLSearchParams(search), [search]);
}

/**
 * `query-choice`: a choice among values the link carries, one large selectable card per value; the choice can be
 * changed. Values are read from `options.params` (e.g. [domain1, ..., domain6]) and checked with
 * `options.validate` (domain-name | text); empty, unsafe, over-long (`options.maxLength`) and repeated values are
 * dropped. A kept answer that the current link does not offer is cleared. With nothing to offer, `options.emptyText`
 * is shown instead.
 *
 * Options: params, validate, maxLength, emptyText.
 */
export default function QueryChoice(props: WidgetProps) {
  const { id, value, options, label, required, disabled, readonly, rawErrors, onChange, onBlur, onFocus } = props;
  const words = widgetWords('query-choice', options);
  const query = usePageQuery();
  const choices = useMemo(
    () =>
      queryOptions(query, {
        params: paramList(options.params),
        validate: (options.validate === 'domain-name' ? 'domain-name' : 'text') as QueryValueCheck,
        maxLength: typeof options.maxLength === 'number' ? options.maxLength : undefined,
      }),
    [query, options.params, options.validate, options.maxLength],
  );
  const current = typeof value === 'string' ? value : '';

  useEffect(() => {
    if (current && !choices.includes(current)) onChange(undefined);
  }, [current, choices, onChange]);

  if (choices.length === 0) {
    // In place of the first option: a link to the field (the error summary's) lands on what says why there is none.
    return (
      <Alert severity="info" id={firstControlId(id, 'query-choice')} tabIndex={-1} data-empty-choices>
        {words.emptyText}
      </Alert>
    );
  }

  return (
    <ChoiceGroup
      id={id}
      label={label || textOption(options, 'label', '')}
      required={required}
      hasErrors={Boolean(rawErrors?.length)}
      describedBy={ariaDescribedByIds(id)}
      gridSx={{ gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}
    >
      {choices.map((choice, index) => (
        <ChoiceCard
          key={choice}
          id={optionId(id, index)}
          name={props.htmlName || id}
          value={choice}
          checked={choice === current}
          disabled={disabled || readonly}
          onSelect={() => onChange(choice)}
          onFocus={() => onFocus(id, current)}
          onBlur={() => onBlur(id, current)}
        >
          <span className="choice-name" style={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {choice}
          </span>
        </ChoiceCard>
      ))}
    </ChoiceGroup>
  );
}
