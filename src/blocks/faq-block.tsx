import { useId, type ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { FaqBlock as FaqConfig } from '@/generated/config-types';
import type { BlockProps } from './block-props';
import { Section } from './shared/section';
import { useFill } from './shared/use-fill';

type FaqItem = { key: string; question: ReactNode; answer: ReactNode };

/**
 * Questions and answers; opening one closes the one open before (the WAI-ARIA accordion: each question a
 * button in a heading, with `aria-expanded` and the answer region it controls). The questions are the
 * block's own, or a list from its `source` data (placeholders such as {email} in those are filled).
 * The buttons carry `data-disclosure` with the block's id: `src/blocks/behaviour/disclosures.ts` opens and
 * closes them, on every page.
 */
export function FaqBlock({ block, data, first }: BlockProps<FaqConfig>) {
  const base = useId();
  const fill = useFill();
  const fromSource = block.source ? (data[block.source] as Record<string, unknown> | undefined)?.[block.sourceItems ?? 'faq'] : undefined;
  const raw: { question: string; answer: string }[] = block.items ?? (Array.isArray(fromSource) ? (fromSource as { question: string; answer: string }[]) : []);
  const items: FaqItem[] = raw.map((i) => ({ key: i.question, question: block.items ? i.question : fill(i.question), answer: block.items ? i.answer : fill(i.answer) }));
  if (!items.length) return null;
  const heading = block.title ? 'h3' : 'h2';
  return (
    <Section first={first} id={block.id} title={block.title} intro={block.intro}>
      <Box sx={{ maxWidth: 820, mx: 'auto', borderRadius: 1, boxShadow: 1, backgroundColor: 'background.paper' }}>
        {items.map((item, i) => (
          <Box key={item.key} sx={{ '& + &': { borderTop: '1px solid', borderColor: 'divider' } }}>
            <Typography component={heading} sx={{ m: 0, fontSize: '1rem' }}>
              <Box
                component="button"
                type="button"
                id={`${base}-q${i}`}
                aria-expanded="false"
                aria-controls={`${base}-a${i}`}
                data-disclosure={base}
                sx={{
                  all: 'unset',
                  boxSizing: 'border-box',
                  width: '100%',
                  display: 'flex',
                  alignItems: 'center',
                  gap: 2,
                  minHeight: 48,
                  px: 2,
                  py: 1.5,
                  cursor: 'pointer',
                  fontWeight: 600,
                  lineHeight: 1.5,
                  '&:hover': { backgroundColor: 'action.hover' },
                  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
                  '& svg': { ml: 'auto', flexShrink: 0, color: 'text.secondary', transition: 'transform 150ms' },
                  '&[aria-expanded="true"] svg': { transform: 'rotate(180deg)' },
                  '@media (prefers-reduced-motion: reduce)': { '& svg': { transition: 'none' } },
                }}
              >
                <span>{item.question}</span>
                <ExpandMoreIcon aria-hidden="true" />
              </Box>
            </Typography>
            <Box role="region" id={`${base}-a${i}`} aria-labelledby={`${base}-q${i}`} hidden sx={{ px: 2, pb: 2, '&[hidden]': { display: 'none' } }}>
              <Typography color="text.secondary">{item.answer}</Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </Section>
  );
}
