import { use, useLayoutEffect } from 'react';
import { Box, ThemeProvider } from '@mui/material';
import { BlockList } from '@/blocks/block-list';
import { BrandingHeader } from './layout/branding-header';
import { Footer } from './layout/footer';
import { NavBar } from './layout/nav-bar';
import { PlainFooter, PlainHeader } from './layout/plain-layout';
import { SkipLink } from './layout/skip-link';
import { loadPage, type PageModule } from './page-modules';
import { brandingOf, themeFor } from './theme';

function setMetaDescription(content: string | undefined) {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!content) {
    meta?.remove();
    return;
  }
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = content;
}

/**
 * One page from config/pages: sets the tab title and meta description, draws its layout and its blocks.
 * With a `branding` (from the route, or layout partner), the page wears that branding's header and theme.
 */
export function PageView({ pageId, branding }: { pageId: string; branding?: string }) {
  const { page, data } = use(loadPage(pageId) as Promise<PageModule>);
  // A layout effect: it runs before every passive effect of the page, so a part of the page that adds to the title
  // (the error summary's "Error: ") does so after it.
  useLayoutEffect(() => {
    document.title = page.title;
    setMetaDescription(page.metaDescription);
  }, [page]);

  const blocks = <BlockList blocks={page.blocks} data={data} />;
  const brandingName = branding ?? (page.layout === 'partner' ? 'partner' : undefined);
  const brand = brandingOf(brandingName);
  if (brandingName && brand) {
    const marketing = (page.layout ?? 'marketing') === 'marketing';
    return (
      <ThemeProvider theme={themeFor(brandingName)}>
        <SkipLink />
        {marketing ? <NavBar ctaOverride={page.navCta} /> : <BrandingHeader id={brandingName} branding={brand} />}
        <Box component="main" id="main" tabIndex={-1} sx={{ pt: marketing ? '64px' : 0, minHeight: '60vh', '&:focus, &:focus-visible': { outline: 'none' } }}>
          {blocks}
        </Box>
        {marketing ? <Footer /> : <PlainFooter />}
      </ThemeProvider>
    );
  }
  if ((page.layout ?? 'marketing') === 'marketing') {
    return (
      <>
        <SkipLink />
        <NavBar ctaOverride={page.navCta} />
        <Box component="main" id="main" tabIndex={-1} sx={{ pt: '64px', minHeight: '60vh', '&:focus, &:focus-visible': { outline: 'none' } }}>
          {blocks}
        </Box>
        <Footer />
      </>
    );
  }
  return (
    <>
      <SkipLink />
      <PlainHeader />
      <Box component="main" id="main" tabIndex={-1} sx={{ minHeight: '60vh', '&:focus, &:focus-visible': { outline: 'none' } }}>
        {blocks}
      </Box>
      <PlainFooter />
    </>
  );
}
