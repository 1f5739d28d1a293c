/**
 * The building blocks of the website preview: header, footer, service cards, badges and
 * opening hours, drawn in the customer's colours. Nothing here is interactive: the preview is
 * a picture of a website, so links and buttons are drawn as plain text and boxes. Their rules are in
 * preview-styles.ts, on the preview's root.
 */
import type { CSSProperties, ReactNode } from 'react';
import { GLYPHS } from '../glyphs';
import { accentTextColour, readableTextColour } from './contrast';
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

/** The palette as the CSS variables the preview's rules read, for the root's `style`. */
export function paletteVariables(palette: PreviewPalette): CSSProperties {
  return {
    '--pv-primary': palette.primary,
    '--pv-on-primary': palette.onPrimary,
    '--pv-secondary': palette.secondary,
    '--pv-on-secondary': palette.onSecondary,
    '--pv-background': palette.background,
    '--pv-on-background': palette.onBackground,
    '--pv-accent': palette.accent,
    '--pv-accent-on-card': palette.accentOnCard,
  } as CSSProperties;
}

/** One of {@link GLYPHS}, `size` pixels square, in the text colour; decorative. */
export function Glyph({ name, size = 24, className }: { name: keyof typeof GLYPHS; size?: number; className?: string }) {
  return (
    <svg className={className ? `pv-icon ${className}` : 'pv-icon'} width={size} height={size} viewBox="0 0 24 24" aria-hidden focusable="false">
      <path d={GLYPHS[name]} />
    </svg>
  );
}

/** A heading at the given level, styled independently of it (its size from `className` or `style`). */
export function Heading({ level, children, className, style }: { level: number; children: ReactNode; className?: string; style?: CSSProperties }) {
  const Tag = `h${Math.min(Math.max(level, 1), 6)}` as 'h2';
  return (
    <Tag className={className ? `pv-h ${className}` : 'pv-h'} style={style}>
      {children}
    </Tag>
  );
}

/** Something drawn like a button, but not one. */
export function FakeButton({ children, outlined }: { children: ReactNode; outlined?: boolean }) {
  return <span className={outlined ? 'pv-button pv-button-outlined' : 'pv-button'}>{children}</span>;
}

/** The logo when there is a safe one, otherwise a round badge with the initials. */
function Logo({ content }: { content: PreviewContent }) {
  if (content.logoUrl) return <img className="pv-logo" src={content.logoUrl} alt={`${content.name} logo`} />;
  return (
    <div className="pv-initials" aria-hidden>
      {content.initials}
    </div>
  );
}

/** The site's header bar: logo and name, the menu, the phone number. */
export function SiteHeader({ content, copy }: { content: PreviewContent; copy: PreviewCopy }) {
  return (
    <div className="pv-header">
      <div className="pv-brand">
        <Logo content={content} />
        <span className="pv-name">{content.name}</span>
      </div>
      <span className="pv-nav">
        <span>{copy.nav.home}</span>
        <span>{copy.nav.services}</span>
        <span>{copy.nav.contact}</span>
      </span>
      <span className="pv-phone">
        <Glyph name="phone" size={18} />
        {content.phone}
      </span>
      <span className="pv-phone-round">
        <Glyph name="phone" size={20} />
      </span>
    </div>
  );
}

/** A band with the page title, for the services and contact pages. */
export function PageTitle({ title, intro, level }: { title: string; intro: string; level: number }) {
  return (
    <div className="pv-page-title">
      <Heading level={level} style={{ fontSize: 30 }}>
        {title}
      </Heading>
      <p className="pv-page-intro">{intro}</p>
    </div>
  );
}

/** Service cards: the name and a line of text, in one to three columns. */
export function ServiceGrid({ services, copy, level, tradeIcon }: { services: string[]; copy: PreviewCopy; level: number; tradeIcon?: string }) {
  return (
    <ul className="pv-services">
      {services.map((service) => (
        <li key={service} className="pv-service">
          <div className="pv-service-head">
            <span className="pv-service-icon" aria-hidden>
              <TradeIcon icon={tradeIcon} size={26} />
            </span>
            <Heading level={level} style={{ fontSize: 17, fontWeight: 700 }}>
              {service}
            </Heading>
          </div>
          <p className="pv-service-text">{copy.serviceText}</p>
        </li>
      ))}
    </ul>
  );
}

/** Trust badges: the customer's figures and accreditations, or sample promises. */
export function Badges({ badges }: { badges: string[] }) {
  return (
    <ul className="pv-badges">
      {badges.map((badge) => (
        <li key={badge} className="pv-badge">
          <span className="pv-badge-tick" aria-hidden>
            <Glyph name="check" size={18} />
          </span>
          {badge}
        </li>
      ))}
    </ul>
  );
}

/** Opening hours as a two-column list of day runs and times. */
export function HoursList({ hours }: { hours: PreviewContent['hours'] }) {
  return (
    <dl className="pv-hours">
      {hours.map((h) => (
        <div key={h.days}>
          <dt>{h.days}</dt>
          <dd>{h.times}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The site's footer. */
export function SiteFooter({ content }: { content: PreviewContent }) {
  return (
    <div className="pv-footer">
      <span>{content.footer}</span>
      <span>{content.phone}</span>
    </div>
  );
}
