/**
 * The Website Preview shown after Submit on the preview page (spec part 2): a mock browser
 * with Home, Services and Contact tabs, previous and next arrows that cycle through them, and
 * the Back to Form, Request Changes and Approve & Pay buttons. What the buttons do is the
 * page's business: this only reports the clicks.
 */
import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import LockIcon from '@mui/icons-material/Lock';
import { nextView, PREVIEW_VIEWS, type PreviewColours, type PreviewCopy, type PreviewTrade, type PreviewView, type SitePreviewData } from './preview-model';
import { SitePreview } from './site-preview';
import { site } from '@/generated/config';
import type { PreviewCopyConfig } from '@/generated/config-types';

/** The texts of the preview frame (spec part 2): `preview.frame` in config/site.yaml. */
export type PreviewTabsLabels = PreviewCopyConfig['frame'];

/** The frame's wording as config/site.yaml gives it. */
export const DEFAULT_PREVIEW_TABS_LABELS: PreviewTabsLabels = site.preview.frame;

export interface PreviewTabsProps {
  data: SitePreviewData;
  colours: PreviewColours;
  trade: PreviewTrade;
  /** The shown page when the page controls it; otherwise the frame keeps its own, starting at `defaultView`. */
  view?: PreviewView;
  defaultView?: PreviewView;
  onViewChange?: (view: PreviewView) => void;
  onBack: () => void;
  onRequestChanges: () => void;
  onApprove: () => void;
  /** Texts to change; the rest are {@link DEFAULT_PREVIEW_TABS_LABELS}. */
  labels?: Partial<PreviewTabsLabels>;
  /** Wording of the previewed site. */
  copy?: Partial<PreviewCopy>;
  /** Level of the "Website Preview" heading; the site's headings follow below it. 2 by default. */
  headingLevel?: number;
}

/**
 * What the address bar shows: the customer's own domain when they gave one, otherwise the frame's
 * `noAddress` words, "Your website preview" (an address made up from the business name would look like a
 * real, maybe someone else's, website).
 *
 * @example previewAddress('www.sparks.co.uk') // 'www.sparks.co.uk'
 * @example previewAddress(null) // 'Your website preview'
 */
export function previewAddress(domain: string | null | undefined, fallback: string = site.preview.frame.noAddress): string {
  const cleaned = (domain ?? '').trim().toLowerCase().replace(/^https?:\/\//, '').replace(/\/.*$/, '');
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(cleaned) ? cleaned : fallback;
}

/** The Website Preview frame of the preview page (success.mode: preview). */
export function PreviewTabs({ data, colours, trade, view, defaultView = 'home', onViewChange, onBack, onRequestChanges, onApprove, labels: labelOverrides, copy, headingLevel = 2 }: PreviewTabsProps) {
  const labels = { ...DEFAULT_PREVIEW_TABS_LABELS, ...labelOverrides };
  const [own, setOwn] = useState<PreviewView>(defaultView);
  const current = view ?? own;
  const base = useId().replace(/:/g, '');
  const headingId = `${base}-title`;
  const show = (next: PreviewView) => {
    if (view === undefined) setOwn(next);
    onViewChange?.(next);
  };
  const arrow = { border: '1px solid', borderColor: 'divider', backgroundColor: 'background.paper' };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 2 }}>
      <Typography id={headingId} component={`h${headingLevel}` as 'h2'} variant="h5" sx={{ fontWeight: 700 }}>
        {labels.title}
      </Typography>
      <Box sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 2, overflow: 'hidden', backgroundColor: '#FFFFFF', boxShadow: '0 4px 16px rgba(0,0,0,0.08)' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 1.5, py: 1, backgroundColor: '#EEF0F3', borderBottom: '1px solid', borderColor: 'divider' }}>
          <Box aria-hidden sx={{ display: 'flex', gap: 0.75 }}>
            {['#FF5F57', '#FEBC2E', '#28C840'].map((c) => <Box key={c} sx={{ width: 12, height: 12, borderRadius: '50%', backgroundColor: c }} />)}
          </Box>
          <Box aria-hidden sx={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', gap: 0.5, typography: 'body2', px: 1.5, py: 0.5, borderRadius: 5, backgroundColor: '#FFFFFF', color: '#444', fontSize: 13, overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' }}>
            <LockIcon sx={{ fontSize: 14 }} />
            {previewAddress(data.domain)}
          </Box>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1, borderBottom: '1px solid', borderColor: 'divider' }}>
          <IconButton aria-label={labels.previous} onClick={() => show(nextView(current, -1))} size="small" sx={arrow}>
            <ChevronLeftIcon />
          </IconButton>
          <Tabs
            value={current}
            onChange={(_, next: PreviewView) => show(next)}
            aria-label={labels.tabsLabel}
            variant="fullWidth"
            sx={{ flex: 1, minHeight: 44 }}
          >
            {PREVIEW_VIEWS.map((v) => (
              <Tab key={v} value={v} label={labels.tabs[v]} id={`${base}-tab-${v}`} aria-controls={`${base}-panel-${v}`} sx={{ textTransform: 'none', fontWeight: 600, minHeight: 44, minWidth: 0, px: 1 }} />
            ))}
          </Tabs>
          <IconButton aria-label={labels.next} onClick={() => show(nextView(current, 1))} size="small" sx={arrow}>
            <ChevronRightIcon />
          </IconButton>
        </Box>
        <Box role="tabpanel" id={`${base}-panel-${current}`} aria-labelledby={`${base}-tab-${current}`} tabIndex={0} sx={{ outline: 'none', '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 } }}>
          <SitePreview data={data} colours={colours} trade={trade} view={current} copy={copy} headingLevel={headingLevel + 1} />
        </Box>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, justifyContent: 'space-between' }}>
        <Button variant="outlined" onClick={onBack} sx={{ textTransform: 'none' }}>{labels.back}</Button>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <Button variant="outlined" onClick={onRequestChanges} sx={{ textTransform: 'none' }}>{labels.requestChanges}</Button>
          <Button variant="contained" onClick={onApprove} sx={{ textTransform: 'none' }}>{labels.approve}</Button>
        </Box>
      </Box>
    </Box>
  );
}
