/**
 * A preview of the customer's future website, drawn from their form data in their colours:
 * the design thumbnails of the request form's first step (spec part 1 §2 step 1, `compact`)
 * and the Website Preview shown after Submit on the preview page (spec part 2).
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import PlaceIcon from '@mui/icons-material/Place';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { interpolate } from '@/domain/text-template';
import { DARK_TEXT } from './contrast';
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
import { Badges, FakeButton, Heading, HoursList, PageTitle, previewPalette, ServiceGrid, SiteFooter, SiteHeader, WIDE, type PreviewPalette } from './preview-parts';

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
  palette: PreviewPalette;
  copy: PreviewCopy;
  trade: PreviewTrade;
  level: number;
}

function HomeView({ content, palette, copy, trade, level }: ViewProps) {
  return (
    <>
      <Box sx={{ px: 2.5, py: 5, display: 'grid', gap: 4, alignItems: 'center', [WIDE]: { gridTemplateColumns: '3fr 2fr', px: 4, py: 6 } }}>
        <Box>
          <Heading level={level} sx={{ fontSize: 28, color: palette.accent, [WIDE]: { fontSize: 36 } }}>{content.headline}</Heading>
          <Typography sx={{ mt: 2, fontSize: 17, maxWidth: 520 }}>{content.subheading}</Typography>
          <Box sx={{ mt: 3, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
            <FakeButton palette={palette}>{copy.callToAction}</FakeButton>
            <Box component="span" sx={{ color: palette.accent }}>
              <FakeButton palette={palette} outlined>
                <PhoneIcon sx={{ fontSize: 18 }} aria-hidden />
                {content.phone}
              </FakeButton>
            </Box>
          </Box>
        </Box>
        <Box
          aria-hidden
          sx={{
            display: 'none',
            [WIDE]: { display: 'grid' },
            placeItems: 'center',
            aspectRatio: '4 / 3',
            borderRadius: 3,
            color: palette.onPrimary,
            background: `linear-gradient(135deg, ${palette.primary} 0%, ${palette.primary} 55%, ${palette.secondary} 55%, ${palette.secondary} 100%)`,
          }}
        >
          <Box sx={{ display: 'grid', placeItems: 'center', width: 120, height: 120, borderRadius: '50%', backgroundColor: palette.primary, border: `6px solid ${palette.secondary}` }}>
            <TradeIcon icon={trade.icon} size={64} />
          </Box>
        </Box>
      </Box>
      <Badges badges={content.badges} palette={palette} />
      <Box sx={{ px: 2.5, py: 5, [WIDE]: { px: 4 } }}>
        <Heading level={level + 1} sx={{ fontSize: 26, color: palette.accent, mb: 3 }}>{copy.servicesTitle}</Heading>
        <ServiceGrid services={content.services.slice(0, 6)} copy={copy} palette={palette} level={level + 2} tradeIcon={trade.icon} />
        {content.services.length > 6 && (
          <Typography sx={{ mt: 3, fontWeight: 700, color: palette.accent, textDecoration: 'underline' }}>{copy.viewAllServices}</Typography>
        )}
      </Box>
      {content.photos.length > 0 && (
        <Box data-preview-photos sx={{ px: 2.5, pb: 5, [WIDE]: { px: 4 } }}>
          <Heading level={level + 1} sx={{ fontSize: 26, color: palette.accent, mb: 3 }}>{copy.galleryTitle}</Heading>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', [WIDE]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } }}>
            {content.photos.slice(0, 6).map((url, i) => (
              <Box component="li" key={url} sx={{ aspectRatio: '4 / 3', borderRadius: 2, overflow: 'hidden', backgroundColor: palette.primary }}>
                <Box component="img" src={url} alt={interpolate(copy.photoAlt, { number: i + 1 })} sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
              </Box>
            ))}
          </Box>
        </Box>
      )}
      <Box sx={{ px: 2.5, py: 4, backgroundColor: palette.secondary, color: palette.onSecondary, textAlign: 'center', [WIDE]: { px: 4 } }}>
        <Heading level={level + 1} sx={{ fontSize: 24 }}>{copy.callToAction}</Heading>
        <Typography sx={{ mt: 1, fontWeight: 600 }}>
          {copy.callUs}: {content.phone}
        </Typography>
        <Typography sx={{ mt: 0.5 }}>{content.areas.join(' · ')}</Typography>
      </Box>
    </>
  );
}

function ServicesView({ content, palette, copy, trade, level }: ViewProps) {
  return (
    <>
      <PageTitle title={copy.servicesTitle} intro={content.servicesIntro} palette={palette} level={level} />
      <Box sx={{ px: 2.5, py: 5, [WIDE]: { px: 4 } }}>
        <ServiceGrid services={content.services} copy={copy} palette={palette} level={level + 1} tradeIcon={trade.icon} />
        <Heading level={level + 1} sx={{ fontSize: 22, color: palette.accent, mt: 5, mb: 2 }}>{copy.areasTitle}</Heading>
        <AreaChips areas={content.areas} palette={palette} />
      </Box>
    </>
  );
}

/**
 * An e-mail address that may wrap only after its @, never inside the name or the domain; a long address
 * gets a smaller type on a narrow preview rather than a break.
 */
function EmailAddress({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  const nowrap = { whiteSpace: 'nowrap' } as const;
  return (
    // The longer part on one line must fit the card: about 0.62 em a character, the card 130 px narrower than the preview.
    <Box component="span" data-email sx={{ minWidth: 0, overflowWrap: 'normal', fontSize: `max(11px, min(1em, calc((100cqi - 130px) / ${(0.62 * Math.max(at + 1, address.length - at - 1, 1)).toFixed(1)})))` }}>
      {at > 0 ? (
        <>
          {address.slice(0, at + 1)}
          <wbr />
          <Box component="span" sx={nowrap} data-email-domain>{address.slice(at + 1)}</Box>
        </>
      ) : (
        address
      )}
    </Box>
  );
}

function AreaChips({ areas, palette }: { areas: string[]; palette: PreviewPalette }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {areas.map((area) => (
        <Box component="li" key={area} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, px: 1.5, py: 0.5, borderRadius: 5, backgroundColor: palette.primary, color: palette.onPrimary, fontWeight: 600, fontSize: 14 }}>
          <PlaceIcon sx={{ fontSize: 16 }} aria-hidden />
          {area}
        </Box>
      ))}
    </Box>
  );
}

function ContactView({ content, palette, copy, level }: ViewProps) {
  const card = { backgroundColor: '#FFFFFF', color: DARK_TEXT, borderRadius: 2, p: 3, boxShadow: '0 1px 3px rgba(0,0,0,0.12)' };
  const line = { display: 'flex', alignItems: 'center', gap: 1, overflowWrap: 'anywhere', fontWeight: 600 } as const;
  return (
    <>
      <PageTitle title={copy.contactTitle} intro={copy.contactIntro} palette={palette} level={level} />
      <Box sx={{ px: 2.5, py: 5, display: 'grid', gap: 3, [WIDE]: { px: 4, gridTemplateColumns: '1fr 1fr' } }}>
        <Box sx={{ ...card, display: 'grid', gap: 2.5, alignContent: 'start' }}>
          <Box sx={{ display: 'grid', gap: 1 }}>
            <Box sx={line}><PhoneIcon sx={{ color: palette.accentOnCard }} aria-hidden />{content.phone}</Box>
            <Box sx={line}><EmailIcon sx={{ color: palette.accentOnCard }} aria-hidden /><EmailAddress address={content.email} /></Box>
            {content.askFor && <Typography>{content.askFor}</Typography>}
          </Box>
          <Box>
            <Heading level={level + 1} sx={{ fontSize: 18, color: palette.accentOnCard, mb: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
              <ScheduleIcon aria-hidden />
              {copy.hoursTitle}
            </Heading>
            <HoursList hours={content.hours} />
          </Box>
          <Box>
            <Heading level={level + 1} sx={{ fontSize: 18, color: palette.accentOnCard, mb: 1 }}>{copy.areasTitle}</Heading>
            <AreaChips areas={content.areas} palette={palette} />
          </Box>
        </Box>
        <Box sx={{ ...card, display: 'grid', gap: 1.5, alignContent: 'start' }} aria-hidden>
          {copy.formFields.map((field, i) => (
            <Box key={field} sx={{ border: '1px solid #8A8A8A', borderRadius: 1, px: 1.5, py: 1.25, color: '#5A5A5A', minHeight: i === copy.formFields.length - 1 ? 96 : undefined }}>
              {field}
            </Box>
          ))}
          <Box><FakeButton palette={palette}>{copy.send}</FakeButton></Box>
        </Box>
      </Box>
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
    <Box
      data-preview-view={compact ? 'home' : view}
      sx={{ containerType: 'inline-size', containerName: 'site-preview', typography: 'body1', backgroundColor: palette.background, color: palette.onBackground, fontSize: 16, textAlign: 'left', overflowWrap: 'break-word' }}
    >
      <SiteHeader content={content} palette={palette} copy={copy} />
      <View content={content} palette={palette} copy={copy} trade={trade} level={headingLevel} />
      <SiteFooter content={content} palette={palette} />
    </Box>
  );
  if (!compact) return site;

  const fit = compactWidth === 'fit';
  const scale = (fit ? FIT_FIRST_WIDTH : compactWidth) / COMPACT_LAYOUT_WIDTH;
  const name =
    label ??
    interpolate(schemeName ? copy.compactLabel : copy.compactLabelNoScheme, { scheme: schemeName, plural: trade.plural.toLowerCase() });
  return (
    <Box
      role="img"
      aria-label={name}
      data-fit-width={fit ? COMPACT_LAYOUT_WIDTH : undefined}
      sx={{
        position: 'relative',
        overflow: 'hidden',
        borderRadius: 1,
        backgroundColor: palette.background,
        ...(fit
          ? { width: '100%', aspectRatio: `${COMPACT_LAYOUT_WIDTH} / ${COMPACT_LAYOUT_HEIGHT}` }
          : { width: compactWidth, maxWidth: '100%', height: Math.round(COMPACT_LAYOUT_HEIGHT * scale) }),
      }}
    >
      <Box aria-hidden sx={{ position: 'absolute', top: 0, left: 0, width: COMPACT_LAYOUT_WIDTH, transform: fit ? `scale(var(--fit-scale, ${scale}))` : `scale(${scale})`, transformOrigin: 'top left', pointerEvents: 'none', userSelect: 'none' }}>
        {site}
      </Box>
    </Box>
  );
}
