import { Typography } from '@mui/material';
import type { CtaBlock as CtaConfig } from '@/generated/config-types';
import type { BlockProps } from './block-props';
import { LinkButton } from './shared/app-link';
import { Actions, Section } from './shared/section';

/** A call-to-action band: a headline, a sentence and buttons. */
export function CtaBlock({ block, first }: BlockProps<CtaConfig>) {
  const brand = (block.tone ?? 'brand') === 'brand';
  return (
    <Section first={first} id={block.id} title={block.title} tone={brand ? 'brand' : 'light'}>
      {block.text && <Typography sx={{ textAlign: 'center', maxWidth: 720, mx: 'auto', mt: -2 }}>{block.text}</Typography>}
      <Actions>
        {block.actions.map((a, i) => (
          <LinkButton key={a.href} link={a} size="large" fallback={i === 0 ? 'primary' : 'secondary'} onBrand={brand} />
        ))}
      </Actions>
    </Section>
  );
}
