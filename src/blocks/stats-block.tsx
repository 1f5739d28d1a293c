import { Box, Typography } from '@mui/material';
import { site } from '@/generated/config';
import type { StatsBlock as StatsConfig } from '@/generated/config-types';
import type { BlockProps } from './block-props';
import { Section } from './shared/section';

/** A band of figures: the block's own items, or the marketing figures of site.yaml. */
export function StatsBlock({ block, first }: BlockProps<StatsConfig>) {
  const items = block.items ?? site.figures ?? [];
  return (
    <Section first={first} id={block.id} title={block.title} intro={block.intro} tone="brand">
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 3, textAlign: 'center', gridTemplateColumns: { xs: '1fr 1fr', md: `repeat(${Math.min(items.length, 4)}, 1fr)` } }}>
        {items.map((item) => (
          <Box key={item.label} sx={{ display: 'flex', flexDirection: 'column-reverse' }}>
            <Typography component="dt">{item.label}</Typography>
            <Typography component="dd" sx={{ m: 0, fontSize: { xs: '2rem', md: '2.6rem' }, fontWeight: 800 }}>{item.value}</Typography>
          </Box>
        ))}
      </Box>
    </Section>
  );
}
