import { Box, Container, Paper, Typography } from '@mui/material';
import type { HeroBlock as HeroConfig } from '@/generated/config-types';
import type { BlockProps } from './block-props';
import { LinkButton } from './shared/app-link';
import { Actions } from './shared/section';

/** A drawn browser window; shows the image, or a generated preview of a trade site when there is none. */
function BrowserMock({ image }: { image?: HeroConfig['image'] }) {
  return (
    <Paper elevation={8} sx={{ borderRadius: 2, overflow: 'hidden', width: '100%' }} data-testid="browser-mock">
      <Box sx={{ display: 'flex', gap: 0.75, alignItems: 'center', px: 1.5, py: 1, backgroundColor: '#E5E7EB' }} aria-hidden="true">
        {['#EF4444', '#F59E0B', '#10B981'].map((c) => (
          <Box key={c} sx={{ width: 10, height: 10, borderRadius: '50%', backgroundColor: c }} />
        ))}
        <Box sx={{ ml: 1, flexGrow: 1, height: 16, borderRadius: 1, backgroundColor: '#fff' }} />
      </Box>
      {image ? (
        <Box component="img" src={image.src} alt={image.alt} width={image.width} height={image.height} sx={{ display: 'block', width: '100%', height: 'auto' }} />
      ) : (
        <Box aria-hidden="true" sx={{ p: 2, display: 'grid', gap: 1.5, backgroundColor: '#fff' }}>
          <Box sx={{ height: 70, borderRadius: 1, background: (t) => `linear-gradient(135deg, ${t.palette.primary.main}, ${t.palette.primary.dark})` }} />
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
            {[0, 1, 2].map((i) => (
              <Box key={i} sx={{ height: 44, borderRadius: 1, backgroundColor: '#F3F4F6' }} />
            ))}
          </Box>
          <Box sx={{ height: 8, width: '70%', borderRadius: 1, backgroundColor: '#E5E7EB' }} />
          <Box sx={{ height: 8, width: '50%', borderRadius: 1, backgroundColor: '#E5E7EB' }} />
        </Box>
      )}
    </Paper>
  );
}

/** The opening section: headline (the page's h1), subheading, buttons, an optional browser mock and benefit cards. */
export function HeroBlock({ block }: BlockProps<HeroConfig>) {
  const visual = block.browserMock || block.image;
  return (
    <Box component="section" id={block.id} sx={{ py: { xs: 6, md: 10 }, background: 'linear-gradient(180deg, #EEF4FB 0%, #FFFFFF 100%)' }}>
      <Container sx={{ display: 'grid', gap: 5, alignItems: 'center', gridTemplateColumns: { xs: '1fr', md: visual ? '1.1fr 1fr' : '1fr' } }}>
        <Box sx={{ textAlign: visual ? 'left' : 'center' }}>
          {block.eyebrow && (
            <Typography sx={{ color: 'primary.main', fontWeight: 700, textTransform: 'uppercase', letterSpacing: 1, mb: 1 }}>{block.eyebrow}</Typography>
          )}
          <Typography variant="h2" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '2.1rem', md: '3.2rem' }, lineHeight: 1.15 }}>
            {block.headline}
          </Typography>
          {block.subheading && <Typography sx={{ mt: 2, fontSize: '1.15rem', color: 'text.secondary' }}>{block.subheading}</Typography>}
          {block.actions?.length ? (
            <Actions align={visual ? 'left' : 'center'}>
              {block.actions.map((a, i) => (
                <LinkButton key={a.href} link={a} size="large" fallback={i === 0 ? 'primary' : 'secondary'} />
              ))}
            </Actions>
          ) : null}
        </Box>
        {visual && (
          <Box>
            {block.browserMock ? <BrowserMock image={block.image} /> : <Box component="img" src={block.image!.src} alt={block.image!.alt} sx={{ width: '100%', height: 'auto' }} />}
            {block.benefits?.length ? (
              <Box sx={{ display: 'grid', gap: 2, mt: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                {block.benefits.map((b) => (
                  <Paper key={b.title} variant="outlined" sx={{ p: 2 }}>
                    <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>{b.title}</Typography>
                    <Typography variant="body2" color="text.secondary">{b.text}</Typography>
                  </Paper>
                ))}
              </Box>
            ) : null}
          </Box>
        )}
      </Container>
    </Box>
  );
}
