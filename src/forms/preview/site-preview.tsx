/**
 * A preview of the customer's future website, drawn from their form data in their colours:
 * the design thumbnails of the request form's first step (spec part 1 §2 step 1, `compact`)
 * and the Website Preview shown after Submit on the preview page (spec part 2).
 */
import { interpolate } from '@/domain/text-template';
import {
  DEFAULT_PREVIEW_COPY,
  previewContent,
  type PreviewColours,
  type PreviewContent,
  type PreviewCopy,
  type PreviewTrade,
  type PreviewView,
  type SitePreviewData,
} from './preview-model';
import { TradeIcon } from './trade-icon';
import { Badges, FakeButton, Glyph, Heading, HoursList, PageTitle, paletteVariables, previewPalette, ServiceGrid, SiteFooter, SiteHeader } from './preview-parts';
import { PreviewRoot } from './preview-styles';

/** Width the compact preview is laid out at before it is scaled down. */
const COMPACT_LAYOUT_WIDTH = 900;
/** Height shown of the compact preview, at layout size. */
const COMPACT_LAYOUT_HEIGHT = 620;
/** The width a `fit` preview is drawn for until its container is measured. */
const FIT_FIRST_WIDTH = 320;

export interface SitePreviewProps {
  /** The customer's form data; every field is optional and missing ones show sample text. */
  data: SitePreviewData;
  colours: PreviewColours;
  trade: PreviewTrade;
  /** Which page of the site to show; `home` by default. Compact mode always shows `home`. */
  view?: PreviewView;
  /** A small, non-interactive thumbnail (the design choices of the form's first step). */
  compact?: boolean;
  /**
   * Width of the compact thumbnail in pixels (280 by default), or `fit`: as wide as its container, drawn
   * at a scale the page's script sets as `--fit-scale` (`fitToWidth`), so it needs no measuring to prerender.
   */
  compactWidth?: number | 'fit';
  /** The scheme's name for the compact preview's accessible name, e.g. "Blue & Yellow". */
  schemeName?: string;
  /** Accessible name of the compact preview; by default built from `schemeName` and the trade. */
  label?: string;
  /** Level of the previewed site's main heading; its section headings are one level below. 3 by default. */
  headingLevel?: number;
  /** Wording to change; the rest comes from {@link DEFAULT_PREVIEW_COPY}. */
  copy?: Partial<PreviewCopy>;
}

interface ViewProps {
  content: PreviewContent;
  copy: PreviewCopy;
  trade: PreviewTrade;
  level: number;
}

function HomeView({ content, copy, trade, level }: ViewProps) {
  return (
    <>
      <div className="pv-hero">
        <div>
          <Heading level={level} className="pv-hero-title">
            {content.headline}
          </Heading>
          <p className="pv-hero-text">{content.subheading}</p>
          <div className="pv-hero-actions">
            <FakeButton>{copy.callToAction}</FakeButton>
            <span className="pv-accent">
              <FakeButton outlined>
                <Glyph name="phone" size={18} />
                {content.phone}
              </FakeButton>
            </span>
          </div>
        </div>
        <div className="pv-hero-art" aria-hidden>
          <div className="pv-hero-badge">
            <TradeIcon icon={trade.icon} size={64} />
          </div>
        </div>
      </div>
      <Badges badges={content.badges} />
      <div className="pv-section">
        <Heading level={level + 1} className="pv-section-title">
          {copy.servicesTitle}
        </Heading>
        <ServiceGrid services={content.services.slice(0, 6)} copy={copy} level={level + 2} tradeIcon={trade.icon} />
        {content.services.length > 6 && <p className="pv-more">{copy.viewAllServices}</p>}
      </div>
      {content.photos.length > 0 && (
        <div data-preview-photos className="pv-photos">
          <Heading level={level + 1} className="pv-section-title">
            {copy.galleryTitle}
          </Heading>
          <ul className="pv-photo-grid">
            {content.photos.slice(0, 6).map((url, i) => (
              <li key={url} className="pv-photo">
                <img src={url} alt={interpolate(copy.photoAlt, { number: i + 1 })} />
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="pv-cta">
        <Heading level={level + 1} style={{ fontSize: 24 }}>
          {copy.callToAction}
        </Heading>
        <p style={{ marginTop: 8, fontWeight: 600 }}>
          {copy.callUs}: {content.phone}
        </p>
        <p style={{ marginTop: 4 }}>{content.areas.join(' · ')}</p>
      </div>
    </>
  );
}

function ServicesView({ content, copy, trade, level }: ViewProps) {
  return (
    <>
      <PageTitle title={copy.servicesTitle} intro={content.servicesIntro} level={level} />
      <div className="pv-section">
        <ServiceGrid services={content.services} copy={copy} level={level + 1} tradeIcon={trade.icon} />
        <Heading level={level + 1} className="pv-section-title" style={{ fontSize: 22, marginTop: 40, marginBottom: 16 }}>
          {copy.areasTitle}
        </Heading>
        <AreaChips areas={content.areas} />
      </div>
    </>
  );
}

/**
 * An e-mail address that may wrap only after its @, never inside the name or the domain; a long address
 * gets a smaller type on a narrow preview rather than a break.
 */
function EmailAddress({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  return (
    // The longer part on one line must fit the card: about 0.62 em a character, the card 130 px narrower than the preview.
    <span
      data-email
      style={{ minWidth: 0, overflowWrap: 'normal', fontSize: `max(11px, min(1em, calc((100cqi - 130px) / ${(0.62 * Math.max(at + 1, address.length - at - 1, 1)).toFixed(1)})))` }}
    >
      {at > 0 ? (
        <>
          {address.slice(0, at + 1)}
          <wbr />
          <span style={{ whiteSpace: 'nowrap' }} data-email-domain>
            {address.slice(at + 1)}
          </span>
        </>
      ) : (
        address
      )}
    </span>
  );
}

function AreaChips({ areas }: { areas: string[] }) {
  return (
    <ul className="pv-chips">
      {areas.map((area) => (
        <li key={area} className="pv-chip">
          <Glyph name="place" size={16} />
          {area}
        </li>
      ))}
    </ul>
  );
}

function ContactView({ content, copy, level }: ViewProps) {
  return (
    <>
      <PageTitle title={copy.contactTitle} intro={copy.contactIntro} level={level} />
      <div className="pv-contact">
        <div className="pv-card">
          <div className="pv-lines">
            <div className="pv-line">
              <Glyph name="phone" className="pv-on-card" />
              {content.phone}
            </div>
            <div className="pv-line">
              <Glyph name="email" className="pv-on-card" />
              <EmailAddress address={content.email} />
            </div>
            {content.askFor && <p>{content.askFor}</p>}
          </div>
          <div>
            <Heading level={level + 1} className="pv-card-title pv-card-title-icon">
              <Glyph name="schedule" />
              {copy.hoursTitle}
            </Heading>
            <HoursList hours={content.hours} />
          </div>
          <div>
            <Heading level={level + 1} className="pv-card-title">
              {copy.areasTitle}
            </Heading>
            <AreaChips areas={content.areas} />
          </div>
        </div>
        <div className="pv-card pv-card-form" aria-hidden>
          {copy.formFields.map((field, i) => (
            <div key={field} className="pv-field" style={i === copy.formFields.length - 1 ? { minHeight: 96 } : undefined}>
              {field}
            </div>
          ))}
          <div>
            <FakeButton>{copy.send}</FakeButton>
          </div>
        </div>
      </div>
    </>
  );
}

const VIEWS = { home: HomeView, services: ServicesView, contact: ContactView } satisfies Record<PreviewView, unknown>;

/**
 * The previewed website. In full size it is readable content (headings, lists, the customer's
 * details); `compact` draws the home page scaled down as one image with an accessible name,
 * e.g. "Preview of the Blue & Yellow design for tilers".
 */
export function SitePreview({ data, colours, trade, view = 'home', compact = false, compactWidth = 280, schemeName, label, headingLevel = 3, copy: copyOverrides }: SitePreviewProps) {
  const copy: PreviewCopy = { ...DEFAULT_PREVIEW_COPY, ...copyOverrides };
  const content = previewContent(data, trade, copy);
  const palette = previewPalette(colours);
  const View = VIEWS[compact ? 'home' : view] ?? HomeView;
  const site = (
    <PreviewRoot data-preview-view={compact ? 'home' : view} style={paletteVariables(palette)}>
      <SiteHeader content={content} copy={copy} />
      <View content={content} copy={copy} trade={trade} level={headingLevel} />
      <SiteFooter content={content} />
    </PreviewRoot>
  );
  if (!compact) return site;

  const fit = compactWidth === 'fit';
  const scale = (fit ? FIT_FIRST_WIDTH : compactWidth) / COMPACT_LAYOUT_WIDTH;
  const name =
    label ??
    interpolate(schemeName ? copy.compactLabel : copy.compactLabelNoScheme, { scheme: schemeName, plural: trade.plural.toLowerCase() });
  return (
    <div
      role="img"
      aria-label={name}
      data-fit-width={fit ? COMPACT_LAYOUT_WIDTH : undefined}
      style={{
        position: 'relative',
        overflow: 'hidden',
        borderRadius: 4,
        backgroundColor: palette.background,
        ...(fit
          ? { width: '100%', aspectRatio: `${COMPACT_LAYOUT_WIDTH} / ${COMPACT_LAYOUT_HEIGHT}` }
          : { width: compactWidth, maxWidth: '100%', height: Math.round(COMPACT_LAYOUT_HEIGHT * scale) }),
      }}
    >
      <div
        aria-hidden
        style={{
          position: 'absolute',
          top: 0,
          left: 0,
          width: COMPACT_LAYOUT_WIDTH,
          transform: fit ? `scale(var(--fit-scale, ${scale}))` : `scale(${scale})`,
          transformOrigin: 'top left',
          pointerEvents: 'none',
          userSelect: 'none',
        }}
      >
        {site}
      </div>
    </div>
  );
}
