import { Alert, Box, Button } from '@mui/material';
import type { ActionsBlock as ActionsConfig } from '@/generated/config-types';
import type { BlockProps } from './block-props';
import { LinkButton } from './shared/app-link';
import { Actions, Section } from './shared/section';
import { site } from '@/generated/config';

/**
 * A row of buttons: links, "notice then go to a page after a delay", and "close this window". The two
 * kinds that act carry what they do as `data-action` (and its settings); `src/blocks/behaviour/actions.ts`
 * runs them, on every page. The message for a browser that keeps the tab open waits, hidden and unwritten, below.
 */
export function ActionsBlock({ block }: BlockProps<ActionsConfig>) {
  const align = block.align ?? 'center';
  const closing = block.actions.find((action) => action.kind === 'close-window');
  return (
    <Section id={block.id} align={align}>
      <Actions align={align}>
        {block.actions.map((action) =>
          action.kind === 'link' && action.href ? (
            <LinkButton key={action.label} link={{ label: action.label, href: action.href, variant: action.variant ?? 'primary' }} fallback="text" />
          ) : (
            <Button
              key={action.label}
              variant={action.variant === 'secondary' ? 'outlined' : 'contained'}
              data-action={action.kind}
              data-to={action.kind === 'redirect-after' ? (action.to ?? '/') : undefined}
              data-delay={action.kind === 'redirect-after' ? String(action.delayMs ?? 1000) : undefined}
              data-toast={action.kind === 'redirect-after' && action.toast ? `${action.toast.title}: ${action.toast.message}` : undefined}
            >
              {action.label}
            </Button>
          ),
        )}
      </Actions>
      {closing && (
        <Box data-close-refused hidden sx={{ maxWidth: 560, mx: 'auto', mt: 3, '&[hidden]': { display: 'none' } }}>
          <Alert severity="info" role="status"><span data-close-message={closing.fallbackMessage ?? site.words.blocks.closeTabRefused} /></Alert>
        </Box>
      )}
    </Section>
  );
}
