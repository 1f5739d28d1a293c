import { Suspense, useEffect, type ReactNode } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { Notifications } from './notifications';
import { createAppTheme } from './theme';

const theme = createAppTheme();

/** Calls `onLive` once the page has hydrated (or rendered). */
function Live({ onLive }: { onLive?: () => void }) {
  useEffect(() => onLive?.(), [onLive]);
  return null;
}

/**
 * Providers around every page: emotion cache, MUI theme and the toast region. `children` is the router.
 * `onLive` runs in the browser once the page is hydrated: the page's behaviour is installed then, so it
 * never touches the prerendered HTML before React has taken it over.
 */
export function App({ cache, children, onLive }: { cache: EmotionCache; children: ReactNode; onLive?: () => void }) {
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <Notifications>
          <Suspense fallback={null}>{children}</Suspense>
        </Notifications>
        <Live onLive={onLive} />
      </ThemeProvider>
    </CacheProvider>
  );
}
