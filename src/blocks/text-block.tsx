import { Box, Typography } from '@mui/material';
import type { TextBlock as TextConfig } from '@/generated/config-types';
import type { BlockProps } from './block-props';
import { LinkButton } from './shared/app-link';
import { Actions, Section } from './shared/section';
import { useFill } from './shared/use-fill';

/** Plain copy: heading, paragraphs, bullets and links. `{param}` placeholders are filled from the query string (see `useFill`). */
export function TextBlock({ block, first }: BlockProps<TextConfig>) {
  const fill = useFill();
  const align = block.align ?? 'left';
  return (
    <Section id={block.id} align={align}>
      <Box sx={{ maxWidth: 820, mx: 'auto', textAlign: align }}>
        {block.title && (
          <Typography variant="h4" component={first ? 'h1' : 'h2'} sx={{ fontWeight: 800, mb: 2 }}>{fill(block.title)}</Typography>
        )}
        {block.paragraphs?.map((p, i) => (
          <Typography key={i} sx={{ mb: 2 }}>{fill(p)}</Typography>
        ))}
        {block.bullets?.length ? (
          <Box component="ul" sx={{ pl: 2.5, textAlign: 'left' }}>
            {block.bullets.map((b, i) => <li key={i}>{fill(b)}</li>)}
          </Box>
        ) : null}
        {block.links?.length ? (
          <Actions align={align}>{block.links.map((l) => <LinkButton key={l.href} link={l} fallback="text" />)}</Actions>
        ) : null}
      </Box>
    </Section>
  );
}
