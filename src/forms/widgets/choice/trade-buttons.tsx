import { useEffect, useRef, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Typography } from '@mui/material';
import { ariaDescribedByIds, optionId, type WidgetProps } from '@rjsf/utils';
import { interpolate } from '@/domain/text-template';
import { useFormRuntime } from '../../runtime';
import { ChoiceCard, ChoiceGroup } from './choice-card';
import { hasTradeDependentAnswers, textOption } from './choice-rules';

/**
 * `trade-buttons`: one large radio card per trade offered (`rt.trades`), the chosen one checked. Locked
 * (all disabled, with `options.lockedHelp`) when the link fixed the trade. When answers that belong to the
 * current trade would be cleared, a dialog asks before the change.
 *
 * Options: lockedHelp, confirmTitle, confirmText, confirmLabel, keepLabel (`{label}` is the current trade).
 */
export default function TradeButtons(props: WidgetProps) {
  const { id, value, options, label, required, disabled, readonly, rawErrors, onChange, onBlur, onFocus } = props;
  const rt = useFormRuntime(props);
  const [pending, setPending] = useState<string | null>(null);
  const focusAfterClose = useRef<string | null>(null);
  const locked = rt.tradeLocked;
  const current = typeof value === 'string' ? value : '';
  const currentLabel = rt.trades.find((t) => t.id === current)?.label ?? current;
  const lockedHelp = locked ? textOption(options, 'lockedHelp', 'Your trade was chosen by the link you followed.') : undefined;

  useEffect(() => {
    if (pending !== null || !focusAfterClose.current) return;
    const target = document.getElementById(focusAfterClose.current);
    focusAfterClose.current = null;
    target?.focus();
  }, [pending, value]);

  const inputId = (trade: string) => optionId(id, Math.max(0, rt.trades.findIndex((t) => t.id === trade)));

  const choose = (trade: string) => {
    if (trade === current) return;
    if (current && hasTradeDependentAnswers(rt.data)) {
      setPending(trade);
      return;
    }
    onChange(trade);
  };

  const keep = () => {
    focusAfterClose.current = inputId(current);
    setPending(null);
  };

  const confirm = () => {
    const trade = pending;
    if (!trade) return;
    focusAfterClose.current = inputId(trade);
    setPending(null);
    onChange(trade);
  };

  return (
    <>
      <ChoiceGroup
        id={id}
        label={label}
        required={required}
        hasErrors={Boolean(rawErrors?.length)}
        describedBy={ariaDescribedByIds(id)}
        note={lockedHelp}
        gridSx={{ gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' } }}
      >
        {rt.trades.map((trade, index) => (
          <ChoiceCard
            key={trade.id}
            id={optionId(id, index)}
            name={id}
            value={trade.id}
            checked={trade.id === current}
            disabled={locked || disabled || readonly}
            onSelect={() => choose(trade.id)}
            onFocus={() => onFocus(id, current)}
            onBlur={() => onBlur(id, current)}
            sx={{ alignItems: 'center', textAlign: 'center', pr: 2 }}
          >
            <Typography component="span" sx={{ fontWeight: 700 }}>
              {trade.label}
            </Typography>
          </ChoiceCard>
        ))}
      </ChoiceGroup>
      <Dialog
        open={pending !== null}
        onClose={keep}
        disableRestoreFocus
        aria-labelledby={`${id}__confirm-title`}
        aria-describedby={`${id}__confirm-text`}
      >
        <DialogTitle id={`${id}__confirm-title`}>{textOption(options, 'confirmTitle', 'Change trade?')}</DialogTitle>
        <DialogContent>
          <DialogContentText id={`${id}__confirm-text`}>
            {textOption(options, 'confirmText', 'Your chosen services, accreditations and address will be cleared.')}
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={keep} autoFocus sx={{ minHeight: 44 }}>
            {interpolate(textOption(options, 'keepLabel', 'Keep {label}'), { label: currentLabel })}
          </Button>
          <Button variant="contained" color="error" onClick={confirm} sx={{ minHeight: 44 }}>
            {textOption(options, 'confirmLabel', 'Change trade')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
