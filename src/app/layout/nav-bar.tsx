import { AppBar, Box, IconButton, Toolbar, Typography, type SxProps, type Theme } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import CloseIcon from '@mui/icons-material/Close';
import { Link as RouterLink } from 'react-router-dom';
import { site } from '@/generated/config';
import type { Link, PageConfig } from '@/generated/config-types';
import { AppLink, LinkButton } from '@/blocks/shared/app-link';

const NARROW = '@media (max-width: 767.98px)';
const WIDE = '@media (min-width: 768px)';

/** The bar once scrolled or with its menu open: white, slightly see-through, and (scrolled) a shadow below it. */
const WHITE = 'rgba(255, 255, 255, 0.95)';
const SHADOW = '0 2px 12px rgba(0, 0, 0, 0.12)';

const OPEN_MENU = site.words.page.openMenu;
const CLOSE_MENU = site.words.page.closeMenu;

/** The bar's links and its call to action, as list items (the wide row and the phone menu show the same). */
function NavItems({ links, cta, linkSx }: { links: Link[]; cta?: Link; linkSx: SxProps<Theme> }) {
  return (
    <>
      {links.map((link) => (
        <li key={link.href}>
          <AppLink link={link} sx={linkSx} />
        </li>
      ))}
      {cta && (
        <li>
          <LinkButton link={cta} />
        </li>
      )}
    </>
  );
}

/**
 * The fixed navigation bar: transparent at the top, white and semi-opaque with a shadow once scrolled
 * more than 10 px (drawn by its `::before` and `::after`). Under 768 px a menu button opens the links as a vertical list; choosing a link or
 * pressing Escape closes it. A page may send the call to action elsewhere (`navCta`, e.g. a trade's page).
 * The bar draws every state; `src/app/behaviour/nav.ts` sets `data-scrolled`, `data-menu-open`, the
 * button's `aria-expanded` and the list's `hidden`, on every page.
 */
export function NavBar({ ctaOverride }: { ctaOverride?: PageConfig['navCta'] }) {
  const { links } = site.nav;
  const cta = site.nav.cta && ctaOverride ? { ...site.nav.cta, ...ctaOverride } : site.nav.cta;
  const shown = { opacity: 1 };

  return (
    <AppBar
      position="fixed"
      elevation={0}
      data-nav-bar
      data-scrolled="false"
      data-menu-open="false"
      sx={{
        color: 'text.primary',
        backgroundColor: 'transparent',
        boxShadow: 'none',
        // The white and the shadow are layers behind the bar's content that fade in and out by their opacity, which
        // the compositor animates alone: a fading colour or shadow of the bar itself was restyled and repainted on the
        // page's main thread in every frame, and a step change that scrolls the page back up starts it just as the
        // customer taps into the new step's first field.
        '&::before, &::after': { content: '""', position: 'absolute', inset: 0, zIndex: -1, pointerEvents: 'none', opacity: 0, transition: 'opacity 200ms' },
        '&::before': { backgroundColor: WHITE },
        '&::after': { boxShadow: SHADOW },
        '&[data-menu-open="true"]::before, &[data-scrolled="true"]::before, &[data-scrolled="true"]::after': shown,
      }}
    >
      <Toolbar component="nav" aria-label={site.words.page.mainNav} sx={{ gap: 2, minHeight: 64 }}>
        <Typography component={RouterLink} to="/" variant="h6" sx={{ fontWeight: 800, color: 'primary.main', textDecoration: 'none', flexGrow: 1 }}>
          {site.brand.name}
        </Typography>
        <Box component="ul" sx={{ [NARROW]: { display: 'none' }, display: 'flex', gap: 3, listStyle: 'none', m: 0, p: 0, alignItems: 'center' }}>
          <NavItems links={links} cta={cta} linkSx={{ color: 'text.primary', fontWeight: 500 }} />
        </Box>
        <IconButton
          aria-label={OPEN_MENU}
          aria-expanded="false"
          aria-controls="mobile-menu"
          data-menu-toggle
          data-open-label={OPEN_MENU}
          data-close-label={CLOSE_MENU}
          sx={{
            [WIDE]: { display: 'none' },
            '&[aria-expanded="true"] [data-icon="open"], &[aria-expanded="false"] [data-icon="close"]': { display: 'none' },
          }}
        >
          <MenuIcon data-icon="open" />
          <CloseIcon data-icon="close" />
        </IconButton>
      </Toolbar>
      <Box
        component="ul"
        id="mobile-menu"
        hidden
        sx={{ [WIDE]: { display: 'none' }, listStyle: 'none', m: 0, px: 2, pb: 2, display: 'flex', flexDirection: 'column', gap: 1.5, backgroundColor: WHITE, '&[hidden]': { display: 'none' } }}
      >
        <NavItems links={links} cta={cta} linkSx={{ color: 'text.primary', display: 'block', py: 0.5 }} />
      </Box>
    </AppBar>
  );
}
