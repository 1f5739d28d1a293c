import { Box, Paper, Typography } from '@mui/material';
import type { TestimonialsBlock as TestimonialsConfig } from '@/generated/config-types';
import type { BlockProps } from './block-props';
import { Section } from './shared/section';

/** Customer quotes with name and business or town. */
export function TestimonialsBlock({ block, first }: BlockProps<TestimonialsConfig>) {
  return (
    <Section first={first} id={block.id} title={block.title} intro={block.intro} tone="light">
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {block.items.map((t) => (
          <Paper key={t.name} component="figure" variant="outlined" sx={{ m: 0, p: 3 }}>
            <Typography component="blockquote" sx={{ m: 0, fontStyle: 'italic' }}>“{t.quote}”</Typography>
            <Typography component="figcaption" sx={{ mt: 2, fontWeight: 700 }}>
              {t.name}
              {t.location && <Typography component="span" color="text.secondary" sx={{ fontWeight: 400 }}>, {t.location}</Typography>}
            </Typography>
          </Paper>
        ))}
      </Box>
    </Section>
  );
}
