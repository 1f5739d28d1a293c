import { memo, startTransition, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Box } from '@mui/material';
import { ariaDescribedByIds, optionId, type WidgetProps } from '@rjsf/utils';
import { SitePreview } from '../../preview/site-preview';
import { profileOf } from '@/domain/business-profile';
import { tradeOf, useFormData, useFormRuntime } from '../../runtime';
import { ChoiceCard, ChoiceGroup } from './choice-card';
import { previewFields, schemesForTrade, shownSchemeId } from './choice-rules';

/**
 * `colour-schemes` (a scheme id): the configured schemes as the chosen trade sees them (a trade's colourOverrides rename
 * and recolour a scheme), each a compact card with its name and its two colours, and under them one live design
 * preview of the scheme chosen. With no scheme chosen yet, the trade's default scheme is chosen.
 */
export default function ColourSchemes(props: WidgetProps) {
  const { id, value, label, required, disabled, readonly, rawErrors, onChange, onBlur, onFocus } = props;
  const rt = useFormRuntime(props);
  const data = useFormData();
  const tradeId = rt.trade?.id ?? (tradeOf(rt.form, data) || undefined);
  const schemes = useMemo(() => schemesForTrade(rt.colourSchemes, tradeId), [rt.colourSchemes, tradeId]);
  const colours = useMemo(
    () => new Map(schemes.map((s) => [s.id, { primary: s.primary, secondary: s.secondary, background: s.background }])),
    [schemes],
  );
  const shown = shownSchemeId(rt.colourSchemes, value, rt.trade?.defaultScheme);
  const fields = previewFields(profileOf(data, rt.form.profile));
  const fieldsKey = JSON.stringify(fields);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const preview = useMemo(() => fields, [fieldsKey]);
  const [frame, previewWidth] = useElementWidth(220);
  // The preview is drawn after the step itself has been painted, as a transition React can interrupt,
  // so moving to this step and typing stay quick while it is drawn.
  const [previewsReady, setPreviewsReady] = useState(false);
  useEffect(() => {
    let timer = 0;
    const frameId = requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setPreviewsReady(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frameId);
      window.clearTimeout(timer);
    };
  }, []);

  const tradeDefault = rt.trade?.defaultScheme;
  // The scheme filled in for the customer (not chosen by them): it follows the trade's default when the
  // trade changes, until the customer picks a scheme themselves.
  const filledIn = useRef<string | null>(null);
  useEffect(() => {
    const empty = value === undefined || value === null || value === '';
    if (empty && shown) {
      filledIn.current = shown;
      onChange(shown);
    } else if (filledIn.current !== null && value === filledIn.current && shown === value && tradeDefault && tradeDefault !== value) {
      const next = shownSchemeId(rt.colourSchemes, tradeDefault, tradeDefault);
      if (next && next !== value) {
        filledIn.current = next;
        onChange(next);
      }
    }
    // Runs when the value or the trade's default changes; rjsf gives a new onChange on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, shown, tradeDefault]);

  const shownScheme = schemes.find((s) => s.id === shown);
  return (
    <>
      <ChoiceGroup
        id={id}
        label={label}
        required={required}
        hasErrors={Boolean(rawErrors?.length)}
        describedBy={ariaDescribedByIds(id)}
        gridSx={SCHEME_GRID}
      >
        {schemes.map((scheme, index) => {
          const nameId = `${optionId(id, index)}__name`;
          return (
            <ChoiceCard
              key={scheme.id}
              id={optionId(id, index)}
              name={props.htmlName || id}
              value={scheme.id}
              checked={scheme.id === shown}
              disabled={disabled || readonly}
              labelledBy={nameId}
              onSelect={() => {
                filledIn.current = null;
                onChange(scheme.id);
              }}
              onFocus={() => onFocus(id, value)}
              onBlur={() => onBlur(id, value)}
              style={SCHEME_CARD}
            >
              <span className="scheme-line">
                <span className="scheme-swatches">
                  <Swatch colour={scheme.primary} />
                  <Swatch colour={scheme.secondary} />
                </span>
                <span id={nameId} className="choice-name scheme-name">
                  {scheme.name}
                </span>
              </span>
            </ChoiceCard>
          );
        })}
      </ChoiceGroup>
      {rt.trade && shownScheme && (
        // One live preview, of the scheme chosen: the choices stay short on a phone and Continue stays near.
        <Box ref={frame} aria-hidden={!previewsReady || undefined} data-preview={shownScheme.id} sx={{ mt: 2, borderRadius: 1, overflow: 'hidden', border: '1px solid', borderColor: 'divider', maxWidth: 560 }}>
          {previewsReady ? (
            <MemoSitePreview compact compactWidth={previewWidth} data={preview} trade={rt.trade} colours={colours.get(shownScheme.id)!} schemeName={shownScheme.name} />
          ) : (
            <Box sx={{ aspectRatio: '16 / 11' }} />
          )}
        </Box>
      )}
    </>
  );
}

/** A preview is redrawn only when what it shows changes. */
const MemoSitePreview = memo(SitePreview);

const SCHEME_CARD = { justifyContent: 'center', padding: 10 } as const;

/**
 * The cards' grid, and each card's swatches and name (stacked on a phone, in a row from `sm` up), styled once for
 * the group rather than once per card.
 */
const SCHEME_GRID = {
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
  '& .scheme-line': { display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: { xs: 'flex-start', sm: 'center' }, gap: 0.75, minHeight: 28 },
  '& .scheme-swatches': { display: 'flex', gap: 0.75 },
  // Over the card's own name rule, whichever of the two style sheets comes first.
  '& .choice-name.scheme-name': { lineHeight: 1.25, minWidth: 0, ml: { sm: 0.5 } },
} as const;

/** A round sample of one colour of a scheme. */
function Swatch({ colour }: { colour: string }) {
  return <span className="choice-swatch" aria-hidden data-colour={colour} style={{ backgroundColor: colour }} />;
}

/** The inner width of an element, followed as it changes (the fallback until it is measured). */
function useElementWidth(fallback: number): [(el: HTMLElement | null) => void, number] {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [width, setWidth] = useState(fallback);
  const last = useRef(fallback);
  useLayoutEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const next = Math.floor(element.clientWidth);
      if (next > 0 && next !== last.current) {
        last.current = next;
        setWidth(next);
      }
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, width];
}
