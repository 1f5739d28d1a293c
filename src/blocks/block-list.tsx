import { Alert, Container } from '@mui/material';
import type { ComponentType } from 'react';
import type { PageConfig } from '@/generated/config-types';
import type { BlockProps } from './block-props';
import { blockRegistry } from './registry';
import { useQuery } from './shared/use-query';

type Block = PageConfig['blocks'][number];

/** Draws a page's blocks in order, skipping those whose `showWhen.param` is not in the address. */
export function BlockList({ blocks, data }: { blocks: Block[]; data: Record<string, unknown> }) {
  const query = useQuery();
  return (
    <>
      {blocks.map((block, i) => {
        if (block.showWhen && !query.has(block.showWhen.param)) return null;
        const Renderer = (blockRegistry as Record<string, ComponentType<BlockProps<Block>> | undefined>)[block.type];
        if (!Renderer) {
          if (!import.meta.env.DEV) return null;
          return (
            <Container key={i} sx={{ py: 2 }}>
              <Alert severity="warning">No renderer for block type "{String(block.type)}". Add it to src/blocks/registry.ts.</Alert>
            </Container>
          );
        }
        return <Renderer key={`${block.type}-${i}`} block={block} data={data} first={i === 0} />;
      })}
    </>
  );
}
