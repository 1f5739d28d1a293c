import { Box, Container, Stack, Typography } from '@mui/material';
import { site } from '@/generated/config';
import { AppLink } from '@/blocks/shared/app-link';
import { interpolate } from '@/domain/text-template';

/** The marketing footer: brand, tagline, link groups (legal links open in a new tab), social links and copyright. */
export function Footer() {
  const year = new Date().getFullYear();
  const { footer, brand } = site;
  return (
    <Box component="footer" sx={{ backgroundColor: '#111827', color: '#E5E7EB', py: 6, mt: 6, '--focus-ring': '#fff' }}>
      <Container>
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: `2fr repeat(${footer.groups.length}, 1fr)` } }}>
          <Box>
            <Typography variant="h6" component="p" sx={{ fontWeight: 800, color: '#fff' }}>
              {brand.name}
            </Typography>
            <Typography variant="body2">{footer.tagline}</Typography>
          </Box>
          {footer.groups.map((group) => (
            <Box key={group.title} component="nav" aria-label={group.title}>
              <Typography variant="subtitle2" component="h2" sx={{ color: '#fff', mb: 1 }}>
                {group.title}
              </Typography>
              <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <AppLink link={link} sx={{ color: '#E5E7EB' }} />
                  </li>
                ))}
              </Stack>
            </Box>
          ))}
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4, justifyContent: 'space-between', borderTop: '1px solid #374151', pt: 3 }}>
          <Typography variant="body2">
            {interpolate(site.words.page.copyright, { year: String(year), name: brand.name })}
          </Typography>
          <Stack direction="row" spacing={2} component="ul" aria-label={site.words.page.socialLinks} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {(footer.social ?? []).map((link) => (
              <li key={link.href}>
                <AppLink link={link} sx={{ color: '#E5E7EB' }} />
              </li>
            ))}
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
