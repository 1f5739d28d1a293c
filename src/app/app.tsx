import { Suspense, type ReactNode } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { Notifications } from './notifications';
import { createAppTheme } from './theme';

const theme = createAppTheme();

/** Providers around every page: emotion cache, MUI theme and the toast region. `children` is the router. */
export function App({ cache, children }: { cache: EmotionCache; children: ReactNode }) {
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <Notifications>
          <Suspense fallback={null}>{children}</Suspense>
        </Notifications>
      </ThemeProvider>
    </CacheProvider>
  );
}
