/**
 * "Your preview is ready": on a form's confirmation, the preview site the server builds from the submission.
 * Asks the server how the build goes (every half second at first, then less often) and shows the link as soon
 * as the site answers; with `embed`, the site itself is shown below (the website preview page). Words from
 * site.yaml `previewSites`.
 */
import { useEffect, useState } from 'react';
import { Alert, AlertTitle, Box, Button, CircularProgress, Typography } from '@mui/material';
import { site } from '@/generated/config';
import type { SentPreview } from '@/domain/form-state';

/**
 * The preview the server started: its address and its status path (`/api/previews/<code>`), and how its build went
 * when the server drew the page (a sent view drawn by the server: the page shows that, script or not, and follows on).
 */
export interface PreviewLink {
  url: string;
  status: string;
  state?: PreviewState;
}

/** How the build of a preview goes (as a page the server drew says it too). */
export type PreviewState = SentPreview['state'];

/** Follows the build of a preview until it is ready or has failed; the pages it has once ready. */
export function usePreviewState(preview: PreviewLink | undefined): { state: PreviewState; pages: { id: string; nav: string }[] } {
  const [result, setResult] = useState<{ state: PreviewState; pages: { id: string; nav: string }[] }>({ state: preview?.state ?? 'building', pages: [] });
  useEffect(() => {
    if (!preview) return undefined;
    let stopped = false;
    let timer: number | undefined;
    let asked = 0;
    const ask = async () => {
      asked += 1;
      try {
        const answer = await fetch(preview.status, { headers: { accept: 'application/json' }, cache: 'no-store' });
        const body = (await answer.json()) as { state?: string; pages?: { id: string; nav: string }[] };
        if (stopped) return;
        if (body.state === 'ready') return setResult({ state: 'ready', pages: body.pages ?? [] });
        if (body.state === 'failed' || body.state === 'expired' || body.state === 'revoked') return setResult({ state: 'failed', pages: [] });
      } catch {
        // A network blip: ask again.
      }
      if (!stopped) timer = window.setTimeout(() => void ask(), asked < 40 ? 500 : 5000);
    };
    void ask();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [preview]);
  return result;
}

/**
 * The preview's state on a confirmation, with the link once it is ready. A page that already follows the build (to
 * show the built site beside it) gives its `state`, so the two never disagree (the site shown while this still says
 * it is being built) and the server is asked once, not twice.
 */
export function PreviewReady({ preview, embed = false, state: followed }: { preview: PreviewLink | undefined; embed?: boolean; state?: PreviewState }) {
  const own = usePreviewState(followed ? undefined : preview);
  const state = followed ?? own.state;
  const words = site.previewSites;
  if (!preview || !words) return null;
  if (state === 'building') {
    return (
      // Work under way on the server: a page drawn with it starts its form runtime at once to follow it (form-start.ts).
      <Box role="status" data-preview-state="building" data-follows-server="" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, mt: 3 }}>
        <CircularProgress size={20} aria-hidden="true" />
        <Typography>{words.building}</Typography>
      </Box>
    );
  }
  if (state === 'failed') {
    return (
      <Alert severity="info" role="status" data-preview-state="failed" sx={{ mt: 3, textAlign: 'left' }}>
        {words.failed}
      </Alert>
    );
  }
  return (
    <Box data-preview-state="ready" sx={{ mt: 3 }}>
      <Alert severity="success" role="status" sx={{ textAlign: 'left' }}>
        <AlertTitle>{words.ready}</AlertTitle>
        {words.readyText}
      </Alert>
      <Button variant="contained" size="large" href={preview.url} target="_blank" rel="noopener" sx={{ mt: 2, minHeight: 48 }} data-preview-link>
        {words.open}
      </Button>
      {embed && (
        <Box
          component="iframe"
          src={preview.url}
          title={words.ready}
          sx={{ display: 'block', width: '100%', height: { xs: 640, md: 900 }, mt: 3, border: '1px solid', borderColor: 'divider', borderRadius: 2 }}
        />
      )}
    </Box>
  );
}
