import { Box, Chip, Paper, Typography } from '@mui/material';
import type { PlansBlock as PlansConfig } from '@/generated/config-types';
import type { BlockProps } from './block-props';
import { LinkButton } from './shared/app-link';
import { Section } from './shared/section';
import { site } from '@/generated/config';

/** Price plan cards; a highlighted plan is drawn as the recommended one. */
export function PlansBlock({ block, first }: BlockProps<PlansConfig>) {
  return (
    <Section first={first} id={block.id} title={block.title} intro={block.intro}>
      <Box sx={{ display: 'grid', gap: 3, alignItems: 'stretch', gridTemplateColumns: { xs: '1fr', md: `repeat(${Math.min(block.items.length, 3)}, 1fr)` } }}>
        {block.items.map((plan) => (
          <Paper key={plan.name} variant="outlined" sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 1.5, borderWidth: plan.highlighted ? 2 : 1, borderColor: plan.highlighted ? 'primary.main' : undefined }}>
            {plan.highlighted && <Chip label={site.words.blocks.recommendedPlan} color="primary" size="small" sx={{ alignSelf: 'flex-start' }} />}
            <Typography variant="h5" component={block.title ? 'h3' : 'h2'} sx={{ fontWeight: 700 }}>{plan.name}</Typography>
            <Typography>
              <Typography component="span" sx={{ fontSize: '2.4rem', fontWeight: 800 }}>{plan.price}</Typography>
              {plan.period && <Typography component="span" color="text.secondary"> {plan.period}</Typography>}
            </Typography>
            {plan.extra && <Typography color="text.secondary">{plan.extra}</Typography>}
            {plan.description && <Typography>{plan.description}</Typography>}
            <Box component="ul" sx={{ m: 0, pl: 2.5, flexGrow: 1 }}>
              {plan.features.map((f) => <li key={f}>{f}</li>)}
            </Box>
            <LinkButton link={plan.action} fallback={plan.highlighted ? 'primary' : 'secondary'} />
          </Paper>
        ))}
      </Box>
    </Section>
  );
}
