/**
 * The website preview's look: one style sheet for the whole preview, on its root element, with the customer's
 * colours as CSS variables (`--pv-primary` ...) set on that root. The parts are plain elements with `pv-` classes,
 * so a preview is a few hundred elements of HTML rather than as many styled components: step 1 of the request
 * form draws one on every visit, and a step change stays quick on a phone.
 */
import { styled } from '@mui/material/styles';
import { DARK_TEXT } from './contrast';

/** Layout switches on the width of the preview itself, not of the window. */
const WIDE = '@container site-preview (min-width: 560px)';
const WIDER = '@container site-preview (min-width: 820px)';

const card = { backgroundColor: '#FFFFFF', color: DARK_TEXT, borderRadius: 8, boxShadow: '0 1px 3px rgba(0,0,0,0.12)' };
const section = { padding: '40px 20px', [WIDE]: { paddingLeft: 32, paddingRight: 32 } };

/** The previewed site's root: its font, colours and every part's rules. */
export const PreviewRoot = styled('div')(({ theme }) => ({
  ...theme.typography.body1,
  containerType: 'inline-size',
  containerName: 'site-preview',
  backgroundColor: 'var(--pv-background)',
  color: 'var(--pv-on-background)',
  fontSize: 16,
  textAlign: 'left',
  overflowWrap: 'break-word',
  '& p, & h1, & h2, & h3, & h4, & h5, & h6, & ul, & dl, & dd': { margin: 0 },
  '& ul': { listStyle: 'none', padding: 0 },
  '& .pv-h': { fontWeight: 800, lineHeight: 1.2, fontSize: 'inherit' },
  '& .pv-icon': { display: 'inline-block', flexShrink: 0, fill: 'currentColor' },
  '& .pv-accent': { color: 'var(--pv-accent)' },
  '& .pv-on-card': { color: 'var(--pv-accent-on-card)' },

  '& .pv-button': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 8,
    padding: '10px 20px',
    borderRadius: 6,
    fontWeight: 700,
    fontSize: 15,
    backgroundColor: 'var(--pv-secondary)',
    color: 'var(--pv-on-secondary)',
    border: '2px solid var(--pv-secondary)',
    whiteSpace: 'nowrap',
  },
  '& .pv-button-outlined': { backgroundColor: 'transparent', color: 'inherit', borderColor: 'currentColor' },

  '& .pv-header': { backgroundColor: 'var(--pv-primary)', color: 'var(--pv-on-primary)', padding: '12px 20px', display: 'flex', alignItems: 'center', gap: 16 },
  '& .pv-brand': { display: 'flex', alignItems: 'center', gap: 12, minWidth: 0, flex: 1 },
  '& .pv-logo': { height: 44, maxWidth: 120, objectFit: 'contain', backgroundColor: '#FFFFFF', borderRadius: 4, padding: 4, flexShrink: 0 },
  '& .pv-initials': {
    width: 44,
    height: 44,
    borderRadius: '50%',
    flexShrink: 0,
    display: 'grid',
    placeItems: 'center',
    fontWeight: 800,
    fontSize: 17,
    backgroundColor: 'var(--pv-secondary)',
    color: 'var(--pv-on-secondary)',
  },
  '& .pv-name': { fontWeight: 800, fontSize: 18, lineHeight: 1.2, overflowWrap: 'anywhere' },
  '& .pv-nav': { display: 'none', gap: 20, fontWeight: 600, fontSize: 15, [WIDER]: { display: 'flex' } },
  '& .pv-phone': {
    display: 'none',
    alignItems: 'center',
    gap: 6,
    fontWeight: 700,
    whiteSpace: 'nowrap',
    backgroundColor: 'var(--pv-secondary)',
    color: 'var(--pv-on-secondary)',
    borderRadius: 6,
    padding: '6px 12px',
    [WIDE]: { display: 'inline-flex' },
  },
  '& .pv-phone-round': {
    display: 'grid',
    placeItems: 'center',
    width: 40,
    height: 40,
    borderRadius: '50%',
    backgroundColor: 'var(--pv-secondary)',
    color: 'var(--pv-on-secondary)',
    [WIDE]: { display: 'none' },
  },

  '& .pv-page-title': { padding: '32px 20px', backgroundColor: 'var(--pv-primary)', color: 'var(--pv-on-primary)', borderBottom: '6px solid var(--pv-secondary)' },
  '& .pv-page-intro': { marginTop: 8, maxWidth: 560 },

  '& .pv-services': { display: 'grid', gap: 16, gridTemplateColumns: '1fr', [WIDE]: { gridTemplateColumns: 'repeat(2, 1fr)' }, [WIDER]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
  '& .pv-service': { ...card, padding: 16, borderTop: '4px solid var(--pv-secondary)' },
  '& .pv-service-head': { display: 'flex', alignItems: 'center', gap: 10 },
  '& .pv-service-icon': { display: 'inline-flex', color: 'var(--pv-accent-on-card)', flexShrink: 0 },
  '& .pv-service-text': { marginTop: 4, fontSize: 14, color: '#4A4A4A' },

  '& .pv-badges': {
    padding: '16px 20px',
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    gap: 12,
    backgroundColor: 'var(--pv-primary)',
    color: 'var(--pv-on-primary)',
  },
  '& .pv-badge': { display: 'inline-flex', alignItems: 'center', gap: 6, fontWeight: 600, fontSize: 14 },
  '& .pv-badge-tick': {
    display: 'inline-grid',
    placeItems: 'center',
    width: 22,
    height: 22,
    borderRadius: '50%',
    backgroundColor: 'var(--pv-secondary)',
    color: 'var(--pv-on-secondary)',
  },

  '& .pv-hours': { display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 16, rowGap: 4 },
  '& .pv-hours > div': { display: 'contents' },
  '& .pv-hours dt': { fontWeight: 600 },

  '& .pv-footer': {
    backgroundColor: 'var(--pv-primary)',
    color: 'var(--pv-on-primary)',
    padding: '16px 20px',
    fontSize: 13,
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    gap: 8,
  },

  '& .pv-hero': { padding: '40px 20px', display: 'grid', gap: 32, alignItems: 'center', [WIDE]: { gridTemplateColumns: '3fr 2fr', padding: '48px 32px' } },
  '& .pv-hero-title': { fontSize: 28, color: 'var(--pv-accent)', [WIDE]: { fontSize: 36 } },
  '& .pv-hero-text': { marginTop: 16, fontSize: 17, maxWidth: 520 },
  '& .pv-hero-actions': { marginTop: 24, display: 'flex', flexWrap: 'wrap', gap: 12 },
  '& .pv-hero-art': {
    display: 'none',
    placeItems: 'center',
    aspectRatio: '4 / 3',
    borderRadius: 12,
    color: 'var(--pv-on-primary)',
    background: 'linear-gradient(135deg, var(--pv-primary) 0%, var(--pv-primary) 55%, var(--pv-secondary) 55%, var(--pv-secondary) 100%)',
    [WIDE]: { display: 'grid' },
  },
  '& .pv-hero-badge': { display: 'grid', placeItems: 'center', width: 120, height: 120, borderRadius: '50%', backgroundColor: 'var(--pv-primary)', border: '6px solid var(--pv-secondary)' },
  '& .pv-section': section,
  '& .pv-section-title': { fontSize: 26, color: 'var(--pv-accent)', marginBottom: 24 },
  '& .pv-more': { marginTop: 24, fontWeight: 700, color: 'var(--pv-accent)', textDecoration: 'underline' },
  '& .pv-photos': { padding: '0 20px 40px', [WIDE]: { paddingLeft: 32, paddingRight: 32 } },
  '& .pv-photo-grid': { display: 'grid', gap: 12, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', [WIDE]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
  '& .pv-photo': { aspectRatio: '4 / 3', borderRadius: 8, overflow: 'hidden', backgroundColor: 'var(--pv-primary)' },
  '& .pv-photo img': { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
  '& .pv-cta': { padding: '32px 20px', backgroundColor: 'var(--pv-secondary)', color: 'var(--pv-on-secondary)', textAlign: 'center', [WIDE]: { paddingLeft: 32, paddingRight: 32 } },

  '& .pv-chips': { display: 'flex', flexWrap: 'wrap', gap: 8 },
  '& .pv-chip': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 4,
    padding: '4px 12px',
    borderRadius: 20,
    backgroundColor: 'var(--pv-primary)',
    color: 'var(--pv-on-primary)',
    fontWeight: 600,
    fontSize: 14,
  },

  '& .pv-contact': { padding: '40px 20px', display: 'grid', gap: 24, [WIDE]: { paddingLeft: 32, paddingRight: 32, gridTemplateColumns: '1fr 1fr' } },
  '& .pv-card': { ...card, padding: 24, display: 'grid', gap: 20, alignContent: 'start' },
  '& .pv-card-form': { gap: 12 },
  '& .pv-lines': { display: 'grid', gap: 8 },
  '& .pv-line': { display: 'flex', alignItems: 'center', gap: 8, overflowWrap: 'anywhere', fontWeight: 600 },
  '& .pv-card-title': { fontSize: 18, color: 'var(--pv-accent-on-card)', marginBottom: 8 },
  '& .pv-card-title-icon': { display: 'flex', alignItems: 'center', gap: 8 },
  '& .pv-field': { border: '1px solid #8A8A8A', borderRadius: 4, padding: '10px 12px', color: '#5A5A5A' },
}));
