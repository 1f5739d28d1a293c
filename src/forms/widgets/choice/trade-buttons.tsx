import { useEffect, useRef, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { ariaDescribedByIds, optionId, type WidgetProps } from '@rjsf/utils';
import { useLocation, useNavigate } from 'react-router-dom';
import { interpolate } from '@/domain/text-template';
import { useFormRuntime } from '../../runtime';
import { ChoiceCard, ChoiceGroup } from './choice-card';
import { hasAnswersToClear } from './choice-rules';
import { widgetWords } from '../widget-words';

/**
 * `trade-buttons`: one large radio card per trade offered (`rt.trades`), the chosen one checked. Locked
 * (all disabled, with `options.lockedHelp`) when the link fixed the trade. When answers that belong to the
 * current trade would be cleared (the `clear:` list of the field's reset-for-trade-change action), a dialog asks
 * before the change.
 *
 * A locked choice offers "Not your trade? Choose another" (`unlockLabel`): after a confirmation the trade
 * parameter leaves the address, so the cards unlock and a reload keeps the customer's own choice.
 *
 * Options: lockedHelp, confirmTitle, confirmText, confirmLabel, keepLabel (`{label}` is the current trade),
 * unlockLabel, unlockTitle, unlockText, unlockConfirmLabel.
 */
export default function TradeButtons(props: WidgetProps) {
  const { id, value, options, label, required, disabled, readonly, rawErrors, onChange, onBlur, onFocus } = props;
  const name = props.htmlName || id;
  const words = widgetWords('trade-buttons', options);
  const rt = useFormRuntime(props);
  const [pending, setPending] = useState<string | null>(null);
  const [unlocking, setUnlocking] = useState(false);
  const focusAfterClose = useRef<string | null>(null);
  const location = useLocation();
  const navigate = useNavigate();
  // Locked while the link's trade is still in the address; choosing another removes it.
  const locked = rt.tradeLocked && new URLSearchParams(location.search).has('trade');
  const current = typeof value === 'string' ? value : '';
  const currentLabel = rt.trades.find((t) => t.id === current)?.label ?? current;
  // The answers a change of this field clears: the `clear:` lists of its change actions in the form's YAML.
  const cleared = (rt.form.steps ?? []).flatMap((s) => s.fields).filter((f) => f.field === props.name).flatMap((f) => f.onChange ?? []).flatMap((a) => a.clear ?? []);
  const lockedHelp = locked ? words.lockedHelp : undefined;

  useEffect(() => {
    if (pending !== null || unlocking || !focusAfterClose.current) return;
    const target = document.getElementById(focusAfterClose.current);
    focusAfterClose.current = null;
    target?.focus();
  }, [pending, unlocking, value, locked]);

  const inputId = (trade: string) => optionId(id, Math.max(0, rt.trades.findIndex((t) => t.id === trade)));

  const choose = (trade: string) => {
    if (trade === current) return;
    if (current && hasAnswersToClear(rt.getData(), cleared)) {
      setPending(trade);
      return;
    }
    onChange(trade);
  };

  const keep = () => {
    focusAfterClose.current = inputId(current);
    setPending(null);
    setUnlocking(false);
  };

  const unlock = () => {
    const search = new URLSearchParams(location.search);
    search.delete('trade');
    const query = search.toString();
    focusAfterClose.current = inputId(current);
    setUnlocking(false);
    navigate({ pathname: location.pathname, search: query ? `?${query}` : '', hash: location.hash }, { replace: true });
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
        note={
          lockedHelp && (
            <>
              {lockedHelp}{' '}
              <Button
                data-needs-script
                variant="text"
                size="small"
                onClick={() => setUnlocking(true)}
                disabled={disabled || readonly}
                sx={{ p: 0.5, minHeight: 32, verticalAlign: 'baseline', fontWeight: 600, textDecoration: 'underline' }}
              >
                {words.unlockLabel}
              </Button>
            </>
          )
        }
        gridSx={{ gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' } }}
      >
        {rt.trades.map((trade, index) => (
          <ChoiceCard
            key={trade.id}
            id={optionId(id, index)}
            name={name}
            value={trade.id}
            checked={trade.id === current}
            disabled={locked || disabled || readonly}
            onSelect={() => choose(trade.id)}
            onFocus={() => onFocus(id, current)}
            onBlur={() => onBlur(id, current)}
            style={{ alignItems: 'center', textAlign: 'center' }}
          >
            <span className="choice-name">{trade.label}</span>
          </ChoiceCard>
        ))}
      </ChoiceGroup>
      {/* Disabled radios are not posted: a locked trade goes with the form all the same. */}
      {(locked || disabled || readonly) && current && <input type="hidden" name={name} value={current} />}
      <Dialog open={unlocking} onClose={keep} disableRestoreFocus aria-labelledby={`${id}__unlock-title`} aria-describedby={`${id}__unlock-text`}>
        <DialogTitle id={`${id}__unlock-title`}>{words.unlockTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText id={`${id}__unlock-text`}>
            {interpolate(words.unlockText, { label: currentLabel })}
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={keep} autoFocus sx={{ minHeight: 44 }}>
            {interpolate(words.keepLabel, { label: currentLabel })}
          </Button>
          <Button variant="contained" onClick={unlock} sx={{ minHeight: 44 }}>
            {words.unlockConfirmLabel}
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog
        open={pending !== null}
        onClose={keep}
        disableRestoreFocus
        aria-labelledby={`${id}__confirm-title`}
        aria-describedby={`${id}__confirm-text`}
      >
        <DialogTitle id={`${id}__confirm-title`}>{words.confirmTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText id={`${id}__confirm-text`}>
            {words.confirmText}
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={keep} autoFocus sx={{ minHeight: 44 }}>
            {interpolate(words.keepLabel, { label: currentLabel })}
          </Button>
          <Button variant="contained" color="error" onClick={confirm} sx={{ minHeight: 44 }}>
            {words.confirmLabel}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
