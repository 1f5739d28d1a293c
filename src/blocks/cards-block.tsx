import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import type { CardsBlock as CardsConfig } from '@/generated/config-types';
import type { BlockProps } from './block-props';
import { LinkButton } from './shared/app-link';
import { Actions, Section } from './shared/section';
import { TemplatePicture } from './shared/template-picture';

/** A grid of cards with optional badge, image (or a template's picture), features and links. */
export function CardsBlock({ block, first }: BlockProps<CardsConfig>) {
  const columns = block.columns ?? 3;
  return (
    <Section first={first} id={block.id} title={block.title} intro={block.intro}>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: columns > 1 ? '1fr 1fr' : '1fr', md: `repeat(${columns}, 1fr)` } }}>
        {(block.items ?? []).map((card) => (
          <Paper key={card.title} variant="outlined" sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
            {card.template && <TemplatePicture id={card.template} name={card.title} />}
            {card.image && <Box component="img" src={card.image.src} alt={card.image.alt} width={card.image.width} height={card.image.height} sx={{ width: '100%', height: 'auto', borderRadius: 1 }} />}
            {card.badge && <Chip label={card.badge} size="small" color="primary" sx={{ alignSelf: 'flex-start' }} />}
            <Typography variant="h6" component={block.title ? 'h3' : 'h2'} sx={{ fontWeight: 700 }}>{card.title}</Typography>
            {card.text && <Typography color="text.secondary">{card.text}</Typography>}
            {card.features?.length ? (
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {card.features.map((f) => <li key={f}>{f}</li>)}
              </Box>
            ) : null}
            {card.links?.length ? (
              <Stack direction="row" spacing={1} sx={{ mt: 'auto', flexWrap: 'wrap' }}>
                {card.links.map((l) => <LinkButton key={l.href} link={l} fallback="text" />)}
              </Stack>
            ) : null}
          </Paper>
        ))}
      </Box>
      {block.actions?.length ? <Actions>{block.actions.map((a) => <LinkButton key={a.href} link={a} />)}</Actions> : null}
    </Section>
  );
}
