/**
 * The building blocks of the website preview: header, footer, service cards, badges and
 * opening hours, drawn in the customer's colours. Nothing here is interactive: the preview is
 * a picture of a website, so links and buttons are drawn as plain text and boxes.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import PhoneIcon from '@mui/icons-material/Phone';
import { accentTextColour, DARK_TEXT, readableTextColour } from './contrast';
import { TradeIcon } from './trade-icon';
import type { PreviewColours, PreviewContent, PreviewCopy } from './preview-model';

/** Every colour the preview uses, each text colour readable on the colour it sits on. */
export interface PreviewPalette {
  primary: string;
  onPrimary: string;
  secondary: string;
  onSecondary: string;
  background: string;
  onBackground: string;
  /** The primary colour where it reads on the background, for headings; else plain text colour. */
  accent: string;
  /** The primary colour where it reads on white cards. */
  accentOnCard: string;
}

/** The palette for a set of colours. */
export function previewPalette(colours: PreviewColours): PreviewPalette {
  const background = colours.background || '#FFFFFF';
  return {
    primary: colours.primary,
    onPrimary: readableTextColour(colours.primary),
    secondary: colours.secondary,
    onSecondary: readableTextColour(colours.secondary),
    background,
    onBackground: readableTextColour(background),
    accent: accentTextColour(colours.primary, background),
    accentOnCard: accentTextColour(colours.primary, '#FFFFFF'),
  };
}

/** Layout switches on the width of the preview itself, not of the window. */
export const WIDE = '@container site-preview (min-width: 560px)';
export const WIDER = '@container site-preview (min-width: 820px)';

/** A heading at the given level, styled independently of it. */
export function Heading({ level, children, sx }: { level: number; children: ReactNode; sx?: object }) {
  const component = `h${Math.min(Math.max(level, 1), 6)}` as 'h2';
  return (
    <Typography component={component} sx={{ m: 0, fontWeight: 800, lineHeight: 1.2, ...sx }}>
      {children}
    </Typography>
  );
}

/** Something drawn like a button, but not one. */
export function FakeButton({ palette, children, outlined }: { palette: PreviewPalette; children: ReactNode; outlined?: boolean }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        px: 2.5,
        py: 1.25,
        borderRadius: 1.5,
        fontWeight: 700,
        fontSize: 15,
        backgroundColor: outlined ? 'transparent' : palette.secondary,
        color: outlined ? 'inherit' : palette.onSecondary,
        border: '2px solid',
        borderColor: outlined ? 'currentColor' : palette.secondary,
        whiteSpace: 'nowrap',
      }}
    >
      {children}
    </Box>
  );
}

/** The logo when there is a safe one, otherwise a round badge with the initials. */
function Logo({ content, palette }: { content: PreviewContent; palette: PreviewPalette }) {
  if (content.logoUrl) {
    return (
      <Box
        component="img"
        src={content.logoUrl}
        alt={`${content.name} logo`}
        sx={{ height: 44, maxWidth: 120, objectFit: 'contain', backgroundColor: '#FFFFFF', borderRadius: 1, p: 0.5, flexShrink: 0 }}
      />
    );
  }
  return (
    <Box
      aria-hidden
      sx={{
        width: 44,
        height: 44,
        borderRadius: '50%',
        flexShrink: 0,
        display: 'grid',
        placeItems: 'center',
        fontWeight: 800,
        fontSize: 17,
        backgroundColor: palette.secondary,
        color: palette.onSecondary,
      }}
    >
      {content.initials}
    </Box>
  );
}

/** The site's header bar: logo and name, the menu, the phone number. */
export function SiteHeader({ content, palette, copy }: { content: PreviewContent; palette: PreviewPalette; copy: PreviewCopy }) {
  return (
    <Box sx={{ backgroundColor: palette.primary, color: palette.onPrimary, px: 2.5, py: 1.5, display: 'flex', alignItems: 'center', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0, flex: 1 }}>
        <Logo content={content} palette={palette} />
        <Typography component="span" sx={{ fontWeight: 800, fontSize: 18, lineHeight: 1.2, overflowWrap: 'anywhere' }}>
          {content.name}
        </Typography>
      </Box>
      <Box component="span" sx={{ display: 'none', gap: 2.5, fontWeight: 600, fontSize: 15, [WIDER]: { display: 'flex' } }}>
        <span>{copy.nav.home}</span>
        <span>{copy.nav.services}</span>
        <span>{copy.nav.contact}</span>
      </Box>
      <Box
        component="span"
        sx={{
          display: 'none',
          alignItems: 'center',
          gap: 0.75,
          fontWeight: 700,
          whiteSpace: 'nowrap',
          backgroundColor: palette.secondary,
          color: palette.onSecondary,
          borderRadius: 1.5,
          px: 1.5,
          py: 0.75,
          [WIDE]: { display: 'inline-flex' },
        }}
      >
        <PhoneIcon sx={{ fontSize: 18 }} aria-hidden />
        {content.phone}
      </Box>
      <Box
        component="span"
        sx={{ display: 'grid', placeItems: 'center', width: 40, height: 40, borderRadius: '50%', backgroundColor: palette.secondary, color: palette.onSecondary, [WIDE]: { display: 'none' } }}
      >
        <PhoneIcon sx={{ fontSize: 20 }} aria-hidden />
      </Box>
    </Box>
  );
}

/** A band with the page title, for the services and contact pages. */
export function PageTitle({ title, intro, palette, level }: { title: string; intro: string; palette: PreviewPalette; level: number }) {
  return (
    <Box sx={{ px: 2.5, py: 4, backgroundColor: palette.primary, color: palette.onPrimary, borderBottom: `6px solid ${palette.secondary}` }}>
      <Heading level={level} sx={{ fontSize: 30 }}>{title}</Heading>
      <Typography sx={{ mt: 1, maxWidth: 560 }}>{intro}</Typography>
    </Box>
  );
}

/** Service cards: the name and a line of text, in one to three columns. */
export function ServiceGrid({ services, copy, palette, level, tradeIcon }: { services: string[]; copy: PreviewCopy; palette: PreviewPalette; level: number; tradeIcon?: string }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: '1fr', [WIDE]: { gridTemplateColumns: 'repeat(2, 1fr)' }, [WIDER]: { gridTemplateColumns: 'repeat(3, 1fr)' } }}>
      {services.map((service) => (
        <Box component="li" key={service} sx={{ backgroundColor: '#FFFFFF', color: DARK_TEXT, borderRadius: 2, p: 2, borderTop: `4px solid ${palette.secondary}`, boxShadow: '0 1px 3px rgba(0,0,0,0.12)' }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
            <Box component="span" sx={{ display: 'inline-flex', color: palette.accentOnCard, flexShrink: 0 }} aria-hidden>
              <TradeIcon icon={tradeIcon} size={26} />
            </Box>
            <Heading level={level} sx={{ fontSize: 17, fontWeight: 700 }}>{service}</Heading>
          </Box>
          <Typography sx={{ mt: 0.5, fontSize: 14, color: '#4A4A4A' }}>{copy.serviceText}</Typography>
        </Box>
      ))}
    </Box>
  );
}

/** Trust badges: the customer's figures and accreditations, or sample promises. */
export function Badges({ badges, palette }: { badges: string[]; palette: PreviewPalette }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, px: 2.5, py: 2, display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 1.5, backgroundColor: palette.primary, color: palette.onPrimary }}>
      {badges.map((badge) => (
        <Box component="li" key={badge} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, fontWeight: 600, fontSize: 14 }}>
          <Box component="span" sx={{ display: 'inline-grid', placeItems: 'center', width: 22, height: 22, borderRadius: '50%', backgroundColor: palette.secondary, color: palette.onSecondary }} aria-hidden>
            <CheckCircleIcon sx={{ fontSize: 18 }} />
          </Box>
          {badge}
        </Box>
      ))}
    </Box>
  );
}

/** Opening hours as a two-column list of day runs and times. */
export function HoursList({ hours }: { hours: PreviewContent['hours'] }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
      {hours.map((h) => (
        <Box key={h.days} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ fontWeight: 600 }}>{h.days}</Box>
          <Box component="dd" sx={{ m: 0 }}>{h.times}</Box>
        </Box>
      ))}
    </Box>
  );
}

/** The site's footer. */
export function SiteFooter({ content, palette }: { content: PreviewContent; palette: PreviewPalette }) {
  return (
    <Box sx={{ backgroundColor: palette.primary, color: palette.onPrimary, px: 2.5, py: 2, fontSize: 13, display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1 }}>
      <span>{content.footer}</span>
      <span>{content.phone}</span>
    </Box>
  );
}
