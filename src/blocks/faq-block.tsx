import { useId, useState } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { FaqBlock as FaqConfig } from '@/generated/config-types';
import type { BlockProps } from './block-props';
import { Section } from './shared/section';
import { useFill } from './shared/use-fill';

type FaqItem = { question: string; answer: string };

/**
 * Questions and answers; opening one closes the one open before. The questions are the block's own, or
 * a list from its `source` data (placeholders such as {email} in those are filled).
 */
export function FaqBlock({ block, data, first }: BlockProps<FaqConfig>) {
  const [open, setOpen] = useState<number | false>(false);
  const base = useId();
  const fill = useFill();
  const fromSource = block.source ? (data[block.source] as Record<string, unknown> | undefined)?.[block.sourceItems ?? 'faq'] : undefined;
  const items: FaqItem[] = block.items ?? (Array.isArray(fromSource) ? (fromSource as FaqItem[]).map((i) => ({ question: fill(i.question), answer: fill(i.answer) })) : []);
  if (!items.length) return null;
  return (
    <Section first={first} id={block.id} title={block.title} intro={block.intro}>
      <Box sx={{ maxWidth: 820, mx: 'auto' }}>
        {items.map((item, i) => (
          <Accordion key={item.question} expanded={open === i} onChange={(_, expanded) => setOpen(expanded ? i : false)} disableGutters>
            <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${base}-q${i}`} aria-controls={`${base}-a${i}`}>
              <Typography component={block.title ? 'h3' : 'h2'} sx={{ fontWeight: 600 }}>{item.question}</Typography>
            </AccordionSummary>
            {/* The region around the answer takes its id from aria-controls of the summary. */}
            <AccordionDetails>
              <Typography color="text.secondary">{item.answer}</Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
    </Section>
  );
}
