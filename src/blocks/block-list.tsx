import { Alert, Container } from '@mui/material';
import type { ComponentType } from 'react';
import type { PageConfig } from '@/generated/config-types';
import type { BlockProps } from './block-props';
import { blockRegistry } from './registry';
import { useServedQuery } from './shared/use-query';

type Block = PageConfig['blocks'][number];

/**
 * Draws a page's blocks in order. A block with `showWhen` sits in a `<div data-show-when="param">`, hidden
 * while the address lacks that parameter (always so in the prerendered HTML); the server shows it in the
 * HTML it serves for an address with the parameter.
 */
export function BlockList({ blocks, data }: { blocks: Block[]; data: Record<string, unknown> }) {
  const query = useServedQuery();
  return (
    <>
      {blocks.map((block, i) => {
        const Renderer = (blockRegistry as Record<string, ComponentType<BlockProps<Block>> | undefined>)[block.type];
        if (!Renderer) {
          if (!import.meta.env.DEV) return null;
          return (
            <Container key={i} sx={{ py: 2 }}>
              <Alert severity="warning">No renderer for block type "{String(block.type)}". Add it to src/blocks/registry.ts.</Alert>
            </Container>
          );
        }
        const drawn = <Renderer key={`${block.type}-${i}`} block={block} data={data} first={i === 0} />;
        if (!block.showWhen) return drawn;
        return (
          <div key={`${block.type}-${i}`} data-show-when={block.showWhen.param} hidden={!query.has(block.showWhen.param)}>
            {drawn}
          </div>
        );
      })}
    </>
  );
}
