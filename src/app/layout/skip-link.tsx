import { Box } from '@mui/material';
import { site } from '@/generated/config';

/**
 * The first Tab stop of every page: "Skip to main content" (site.yaml `words.page.skipLink`), hidden until it
 * has the keyboard focus, then shown above the header. It moves the focus to `<main id="main">`, so
 * keyboard users do not tab through the whole header first (`src/app/behaviour/nav.ts`).
 */
export function SkipLink() {
  return (
    <Box
      component="a"
      href="#main"
      data-skip-link
      sx={{
        position: 'fixed',
        left: 8,
        top: 8,
        zIndex: 2000,
        px: 2,
        py: 1.5,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'text.primary',
        fontWeight: 700,
        boxShadow: 3,
        transform: 'translateY(-200%)',
        '&:focus, &:focus-visible': { transform: 'none' },
      }}
    >
      {site.words.page.skipLink}
    </Box>
  );
}
