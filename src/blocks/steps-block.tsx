import { Box, Typography } from '@mui/material';
import type { StepsBlock as StepsConfig } from '@/generated/config-types';
import type { BlockProps } from './block-props';
import { LinkButton } from './shared/app-link';
import { Actions, Section } from './shared/section';

/** A numbered list of steps (01, 02, 03 unless `numbered` is false). */
export function StepsBlock({ block, first }: BlockProps<StepsConfig>) {
  const numbered = block.numbered !== false;
  return (
    <Section first={first} id={block.id} title={block.title} intro={block.intro}>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: `repeat(${Math.min(block.items.length, 4)}, 1fr)` } }}>
        {block.items.map((step, i) => (
          <Box component="li" key={step.title} sx={{ p: 3, borderRadius: 2, backgroundColor: '#F8FAFC', border: '1px solid #E5E7EB' }}>
            {numbered && (
              <Typography aria-hidden="true" sx={{ fontSize: '2.2rem', fontWeight: 800, color: 'primary.main', lineHeight: 1 }} data-testid="step-number">
                {String(i + 1).padStart(2, '0')}
              </Typography>
            )}
            <Typography variant="h6" component={block.title ? 'h3' : 'h2'} sx={{ mt: 1, fontWeight: 700 }}>{step.title}</Typography>
            {step.text && <Typography color="text.secondary" sx={{ mt: 1 }}>{step.text}</Typography>}
          </Box>
        ))}
      </Box>
      {block.actions?.length ? <Actions>{block.actions.map((a) => <LinkButton key={a.href} link={a} />)}</Actions> : null}
    </Section>
  );
}
