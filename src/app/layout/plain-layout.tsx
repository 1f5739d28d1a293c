import { Box, Container, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { site } from '@/generated/config';
import { AppLink } from '@/blocks/shared/app-link';
import { interpolate } from '@/domain/text-template';

/** The slim header of plain and partner pages: just the brand. */
export function PlainHeader() {
  return (
    <Box component="header" sx={{ borderBottom: '1px solid #E5E7EB', py: 2 }}>
      <Container>
        <Typography component={RouterLink} to="/" variant="h6" sx={{ fontWeight: 800, color: 'primary.main', textDecoration: 'none' }}>
          {site.brand.name}
        </Typography>
      </Container>
    </Box>
  );
}

/** The small footer of plain and partner pages: copyright and the legal links, opening in new tabs. */
export function PlainFooter() {
  const year = new Date().getFullYear();
  return (
    <Box component="footer" sx={{ borderTop: '1px solid #E5E7EB', py: 3, mt: 6 }}>
      <Container>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
          <Typography variant="body2">
            {interpolate(site.words.page.copyright, { year: String(year), name: site.brand.name })}
          </Typography>
          <Stack direction="row" spacing={2}>
            {(site.footer.legalLinks ?? []).map((link) => (
              <AppLink key={link.href} link={{ ...link, newTab: true }} />
            ))}
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
