import { Box, Paper, Typography } from '@mui/material';
import type { TradeLinksBlock as TradeLinksConfig } from '@/generated/config-types';
import type { BlockProps } from './block-props';
import { AppLink } from './shared/app-link';
import { Section } from './shared/section';

/**
 * A link to each trade's own page, filled by the build from the trade files (every trade with a landing
 * page), so visitors from the home page reach the page for their trade. A list of plain links: it works
 * before and without the page's scripts.
 */
export function TradeLinksBlock({ block, first }: BlockProps<TradeLinksConfig>) {
  const links = block.links ?? [];
  if (!links.length) return null;
  return (
    <Section first={first} id={block.id} title={block.title} intro={block.intro}>
      <Box component="ul" data-trade-links sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: `repeat(${Math.min(links.length, 4)}, 1fr)` } }}>
        {links.map((link) => (
          <Paper component="li" key={link.href} variant="outlined" sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
            <AppLink link={{ label: link.label, href: link.href }} sx={{ fontWeight: 700, fontSize: '1.1rem' }} />
            {link.description && <Typography color="text.secondary">{link.description}</Typography>}
          </Paper>
        ))}
      </Box>
    </Section>
  );
}
