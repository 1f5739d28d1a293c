import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useNavigate } from 'react-router-dom';
import type { Action, ActionsBlock as ActionsConfig } from '@/generated/config-types';
import type { BlockProps } from './block-props';
import { LinkButton } from './shared/app-link';
import { Actions, Section } from './shared/section';

/** How long to wait after window.close() before deciding the browser kept the tab open. */
const CLOSE_CHECK_MS = 300;

/** A row of buttons: links, "notice then go to a page after a delay", and "close this window". */
export function ActionsBlock({ block }: BlockProps<ActionsConfig>) {
  const align = block.align ?? 'center';
  const [closeRefused, setCloseRefused] = useState<string | null>(null);
  const timers = useRef<number[]>([]);
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();

  useEffect(() => () => timers.current.forEach((t) => window.clearTimeout(t)), []);

  const run = (action: Action) => {
    if (action.kind === 'redirect-after') {
      if (action.toast) enqueueSnackbar(`${action.toast.title}: ${action.toast.message}`, { variant: 'info' });
      timers.current.push(window.setTimeout(() => navigate(action.to ?? '/'), action.delayMs ?? 1000));
    } else if (action.kind === 'close-window') {
      window.close();
      const message = action.fallbackMessage ?? 'Your browser kept this tab open. You can close it yourself.';
      timers.current.push(window.setTimeout(() => { if (!window.closed) setCloseRefused(message); }, CLOSE_CHECK_MS));
    }
  };

  return (
    <Section id={block.id} align={align}>
      <Actions align={align}>
        {block.actions.map((action) =>
          action.kind === 'link' && action.href ? (
            <LinkButton key={action.label} link={{ label: action.label, href: action.href, variant: action.variant ?? 'primary' }} fallback="text" />
          ) : (
            <Button key={action.label} variant={action.variant === 'secondary' ? 'outlined' : 'contained'} onClick={() => run(action)}>
              {action.label}
            </Button>
          ),
        )}
      </Actions>
      {closeRefused && (
        <Box sx={{ maxWidth: 560, mx: 'auto', mt: 3 }}>
          <Alert severity="info" role="status">{closeRefused}</Alert>
        </Box>
      )}
    </Section>
  );
}
