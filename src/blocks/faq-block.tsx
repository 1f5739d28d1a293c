import { useId, useState } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { FaqBlock as FaqConfig } from '@/generated/config-types';
import type { BlockProps } from './block-props';
import { Section } from './shared/section';

/** Questions and answers; opening one closes the one open before. */
export function FaqBlock({ block, first }: BlockProps<FaqConfig>) {
  const [open, setOpen] = useState<number | false>(false);
  const base = useId();
  return (
    <Section first={first} id={block.id} title={block.title} intro={block.intro}>
      <Box sx={{ maxWidth: 820, mx: 'auto' }}>
        {block.items.map((item, i) => (
          <Accordion key={item.question} expanded={open === i} onChange={(_, expanded) => setOpen(expanded ? i : false)} disableGutters>
            <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${base}-q${i}`} aria-controls={`${base}-a${i}`}>
              <Typography component={block.title ? 'h3' : 'h2'} sx={{ fontWeight: 600 }}>{item.question}</Typography>
            </AccordionSummary>
            <AccordionDetails id={`${base}-a${i}`}>
              <Typography color="text.secondary">{item.answer}</Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
    </Section>
  );
}
