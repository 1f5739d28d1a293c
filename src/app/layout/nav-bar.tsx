import { useEffect, useState } from 'react';
import { AppBar, Box, IconButton, Toolbar, Typography } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import CloseIcon from '@mui/icons-material/Close';
import { Link as RouterLink } from 'react-router-dom';
import { site } from '@/generated/config';
import type { PageConfig } from '@/generated/config-types';
import { AppLink, LinkButton } from '@/blocks/shared/app-link';

const NARROW = '@media (max-width: 767.98px)';
const WIDE = '@media (min-width: 768px)';

/** True once the window has scrolled more than 10 px. */
function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > 10);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return scrolled;
}

/**
 * The fixed navigation bar: transparent at the top, white and semi-opaque with a shadow once scrolled
 * more than 10 px. Under 768 px a menu button opens the links as a vertical list; choosing a link or
 * pressing Escape closes it. A page may send the call to action elsewhere (`navCta`, e.g. a trade's page).
 */
export function NavBar({ ctaOverride }: { ctaOverride?: PageConfig['navCta'] }) {
  const scrolled = useScrolled();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const { links } = site.nav;
  const cta = site.nav.cta && ctaOverride ? { ...site.nav.cta, ...ctaOverride } : site.nav.cta;

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <AppBar
      position="fixed"
      elevation={0}
      data-scrolled={scrolled ? 'true' : 'false'}
      sx={{
        color: 'text.primary',
        backgroundColor: scrolled || open ? 'rgba(255, 255, 255, 0.95)' : 'transparent',
        boxShadow: scrolled ? '0 2px 12px rgba(0, 0, 0, 0.12)' : 'none',
        transition: 'background-color 200ms, box-shadow 200ms',
      }}
    >
      <Toolbar component="nav" aria-label="Main" sx={{ gap: 2, minHeight: 64 }}>
        <Typography component={RouterLink} to="/" variant="h6" sx={{ fontWeight: 800, color: 'primary.main', textDecoration: 'none', flexGrow: 1 }}>
          {site.brand.name}
        </Typography>
        <Box component="ul" sx={{ [NARROW]: { display: 'none' }, display: 'flex', gap: 3, listStyle: 'none', m: 0, p: 0, alignItems: 'center' }}>
          {links.map((link) => (
            <li key={link.href}>
              <AppLink link={link} sx={{ color: 'text.primary', fontWeight: 500 }} />
            </li>
          ))}
          {cta && (
            <li>
              <LinkButton link={cta} />
            </li>
          )}
        </Box>
        <IconButton
          aria-label={open ? 'Close menu' : 'Open menu'}
          aria-expanded={open}
          aria-controls="mobile-menu"
          onClick={() => setOpen((v) => !v)}
          sx={{ [WIDE]: { display: 'none' } }}
        >
          {open ? <CloseIcon /> : <MenuIcon />}
        </IconButton>
      </Toolbar>
      {open && (
        <Box
          component="ul"
          id="mobile-menu"
          sx={{ [WIDE]: { display: 'none' }, listStyle: 'none', m: 0, px: 2, pb: 2, display: 'flex', flexDirection: 'column', gap: 1.5, backgroundColor: 'rgba(255, 255, 255, 0.95)' }}
        >
          {links.map((link) => (
            <li key={link.href}>
              <AppLink link={link} onClick={close} sx={{ color: 'text.primary', display: 'block', py: 0.5 }} />
            </li>
          ))}
          {cta && (
            <li>
              <LinkButton link={cta} onClick={close} />
            </li>
          )}
        </Box>
      )}
    </AppBar>
  );
}
