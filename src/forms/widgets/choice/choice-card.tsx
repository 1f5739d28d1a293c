import type { CSSProperties, FocusEventHandler, ReactNode } from 'react';
import { Box, FormControl, FormHelperText, FormLabel } from '@mui/material';
import { styled, type SxProps, type Theme } from '@mui/material/styles';
import { GLYPHS } from '../../glyphs';
import { VISUALLY_HIDDEN } from './choice-rules';

export interface ChoiceCardProps {
  /** The radio's id; the card is its label. */
  id: string;
  /** The radio group's name (one per group). */
  name: string;
  value: string;
  checked: boolean;
  disabled?: boolean;
  onSelect(): void;
  onFocus?: FocusEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** When the card holds more than its name (a preview), the id of the element naming the choice. */
  labelledBy?: string;
  describedBy?: string;
  children: ReactNode;
  /** The card's own layout, on top of the shared look (e.g. a row with an icon). */
  style?: CSSProperties;
}

/**
 * The look of every card, states included (`data-checked`, `data-disabled`), in one rule set: a step draws
 * a dozen cards or more, each a plain label rather than a styled component of its own. The card's parts use
 * the classes below (`choice-name`, `choice-hint`, `choice-swatch`).
 */
const CardLabel = styled('label')(({ theme }) => ({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  minHeight: 56,
  padding: theme.spacing(2),
  borderRadius: Number(theme.shape.borderRadius) * 2,
  border: `2px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.paper,
  cursor: 'pointer',
  transition: 'border-color 120ms, background-color 120ms',
  '&:hover': { borderColor: theme.palette.text.secondary },
  // Checked by the radio's own state (`:checked`), so a card chosen before the script runs, or without one, shows it.
  '&:has(> input:checked)': { borderColor: theme.palette.primary.main, backgroundColor: theme.palette.action.selected },
  '&[data-disabled]': { cursor: 'default', borderColor: theme.palette.divider },
  '&[data-disabled]:not(:has(> input:checked))': { opacity: 0.6 },
  '&[data-disabled]:has(> input:checked)': { borderColor: theme.palette.primary.main },
  '&:has(input:focus-visible)': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: '2px' },
  '& .choice-badge': {
    position: 'absolute',
    top: -11,
    right: -11,
    width: 24,
    height: 24,
    fill: theme.palette.primary.main,
    backgroundColor: theme.palette.background.paper,
    borderRadius: '50%',
    display: 'none',
  },
  '&:has(> input:checked) > .choice-badge': { display: 'block' },
  '& .choice-name': { ...theme.typography.body1, fontWeight: 700 },
  '& .choice-hint': { ...theme.typography.body2, display: 'block', color: theme.palette.text.secondary },
  '& .choice-swatch': { width: 24, height: 24, borderRadius: '50%', border: '1px solid rgba(0,0,0,0.2)', flex: '0 0 auto' },
}));

/**
 * One choice of a group drawn as a large card: a real radio input, hidden on screen but focused and
 * read by screen readers, inside a label that takes the click. Arrow keys move between the cards of a
 * group like radio buttons, because they are radio buttons.
 */
export function ChoiceCard(props: ChoiceCardProps) {
  const { id, name, value, checked, disabled, labelledBy, describedBy, children } = props;
  return (
    <CardLabel htmlFor={id} data-checked={checked || undefined} data-disabled={disabled || undefined} style={props.style}>
      <input
        type="radio"
        id={id}
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={(event) => {
          if (event.target.checked) props.onSelect();
        }}
        onFocus={props.onFocus}
        onBlur={props.onBlur}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        style={VISUALLY_HIDDEN}
      />
      {/* On the corner, straddling the border, so it never covers the card's words however narrow the card; shown by
          CSS while the radio is checked. */}
      <svg className="choice-badge" viewBox="0 0 24 24" aria-hidden focusable="false" data-check-badge>
        <path d={GLYPHS.check} />
      </svg>
      {children}
    </CardLabel>
  );
}

export interface ChoiceGroupProps {
  /** The widget's id; the legend gets `${id}__legend`. */
  id: string;
  label: ReactNode;
  required?: boolean;
  hasErrors?: boolean;
  describedBy?: string;
  /** A sentence under the legend (e.g. why the group is locked), linked to the group. */
  note?: ReactNode;
  children: ReactNode;
  /** The grid of the cards. */
  gridSx?: SxProps<Theme>;
}

/** The id of a group's note, for `aria-describedby`. */
export const noteId = (id: string) => `${id}__note`;

/** A labelled group of {@link ChoiceCard}s: a fieldset with a legend, exposed as a radio group. */
export function ChoiceGroup({ id, label, required, hasErrors, describedBy, note, children, gridSx }: ChoiceGroupProps) {
  const legendId = `${id}__legend`;
  return (
    <FormControl
      component="fieldset"
      // The group is what a problem's link in the error summary leads to (`#<field id>`).
      id={id}
      role="radiogroup"
      aria-labelledby={legendId}
      aria-describedby={[note ? noteId(id) : '', describedBy ?? ''].filter(Boolean).join(' ') || undefined}
      aria-invalid={hasErrors || undefined}
      aria-required={required || undefined}
      error={hasErrors}
      sx={{ border: 0, p: 0, m: 0, minWidth: 0, width: '100%' }}
    >
      <FormLabel component="legend" id={legendId} required={required} sx={{ mb: 1, fontWeight: 600, color: 'text.primary' }}>
        {label}
      </FormLabel>
      {note && (
        <FormHelperText id={noteId(id)} sx={{ mx: 0, mt: -0.5, mb: 1 }}>
          {note}
        </FormHelperText>
      )}
      <Box sx={[{ display: 'grid', gap: 1.5 }, ...(Array.isArray(gridSx) ? gridSx : [gridSx])]}>{children}</Box>
    </FormControl>
  );
}
