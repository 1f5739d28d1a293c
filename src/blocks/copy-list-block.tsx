import { useId } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import type { CopyListBlock as CopyListConfig } from '@/generated/config-types';
import type { BlockProps } from './block-props';
import { CopyButton } from './shared/copy-button';
import { Section } from './shared/section';
import { useFill, useFillText } from './shared/use-fill';

const MONO = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

/** Values with a Copy button each (nameservers, server names, an embed code); a notice tells whether the copy worked. A value is copied as shown. */
export function CopyListBlock({ block, first }: BlockProps<CopyListConfig>) {
  const fill = useFill();
  const fillText = useFillText();
  const base = useId();
  return (
    <Section first={first} id={block.id} title={block.title && fill(block.title)} intro={block.intro && fill(block.intro)}>
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0, maxWidth: 820, mx: 'auto' }}>
        {block.items.map((item, i) => {
          const label = fillText(item.label);
          const value = fill(item.value);
          const valueId = `${base}-value-${i}`;
          return (
            <Box component="li" key={item.label} data-copy-item={label} sx={{ p: 2, border: '1px solid #E5E7EB', borderRadius: 2, backgroundColor: '#F8FAFC' }}>
              <Stack direction={item.code ? 'column' : { xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: item.code ? 'stretch' : { sm: 'center' }, justifyContent: 'space-between' }}>
                <Box sx={{ minWidth: 0 }}>
                  <Typography component="p" variant="body2" sx={{ fontWeight: 700 }}>{label}</Typography>
                  {item.code ? (
                    <Box component="pre" id={valueId} data-copy-value sx={{ m: 0, mt: 1, p: 1.5, fontFamily: MONO, fontSize: '0.85rem', whiteSpace: 'pre-wrap', wordBreak: 'break-all', backgroundColor: '#fff', border: '1px solid #E5E7EB', borderRadius: 1, userSelect: 'all' }}>
                      {value}
                    </Box>
                  ) : (
                    <Typography component="code" id={valueId} data-copy-value sx={{ fontFamily: MONO, fontSize: '1.05rem', wordBreak: 'break-all', userSelect: 'all' }}>{value}</Typography>
                  )}
                  {item.note && <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>{fill(item.note)}</Typography>}
                </Box>
                <Box>
                  <CopyButton from={valueId} label={label} buttonLabel={block.buttonLabel} copied={block.copiedToast} failed={block.failedToast} />
                </Box>
              </Stack>
            </Box>
          );
        })}
      </Stack>
    </Section>
  );
}
