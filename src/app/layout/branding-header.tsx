import { Box, Container, Stack, Typography } from '@mui/material';
import type { Branding } from '@/generated/config-types';

/**
 * The header of a branded route (e.g. the partner's -rp routes): a band in the branding's colour with
 * its name and header text. The text colour is the theme's contrast colour for that band.
 */
export function BrandingHeader({ id, branding }: { id: string; branding: Branding }) {
  return (
    <Box component="header" data-branding={id} sx={{ backgroundColor: 'primary.main', color: 'primary.contrastText', py: 2, '--focus-ring': '#fff' }}>
      <Container>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 2 }} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
          <Typography component="p" variant="h6" sx={{ fontWeight: 800 }}>{branding.name}</Typography>
          <Typography component="p" variant="body2" sx={{ fontWeight: 600 }}>{branding.headerText}</Typography>
        </Stack>
      </Container>
    </Box>
  );
}
