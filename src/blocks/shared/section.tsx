import type { ReactNode } from 'react';
import { Box, Container, Typography } from '@mui/material';

/** A page section with an optional anchor id, heading (h1 when it opens the page) and intro, used by most blocks. */
export function Section({ id, title, intro, children, tone, align = 'center', first = false }: { id?: string; title?: ReactNode; intro?: ReactNode; children?: ReactNode; tone?: 'light' | 'brand'; align?: 'left' | 'center'; first?: boolean }) {
  return (
    <Box
      component="section"
      id={id}
      sx={{
        py: { xs: 6, md: 9 },
        backgroundColor: tone === 'brand' ? 'primary.main' : tone === 'light' ? '#F3F6FA' : undefined,
        color: tone === 'brand' ? 'primary.contrastText' : undefined,
        ...(tone === 'brand' ? { '--focus-ring': '#fff' } : {}),
      }}
    >
      <Container>
        {title && (
          <Typography variant="h4" component={first ? 'h1' : 'h2'} sx={{ fontWeight: 800, textAlign: align, mb: intro ? 1 : 4, fontSize: { xs: '1.7rem', md: '2.2rem' } }}>
            {title}
          </Typography>
        )}
        {intro && (
          <Typography sx={{ textAlign: align, mb: 4, maxWidth: 720, mx: align === 'center' ? 'auto' : 0, opacity: 0.85 }}>{intro}</Typography>
        )}
        {children}
      </Container>
    </Box>
  );
}

/** A row of link buttons, wrapping on small screens. */
export function Actions({ children, align = 'center' }: { children: ReactNode; align?: 'left' | 'center' }) {
  return <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 4, justifyContent: align === 'center' ? 'center' : 'flex-start' }}>{children}</Box>;
}
