import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './app';
import { appRoutes, pageIdForPath } from './app-routes';
import { createEmotionCache } from './emotion-cache';
import { hostKind } from './host-kind';
import { preloadForms } from '@/blocks/form-block';
import { loadPage } from './page-modules';
import { enqueueSnackbar } from 'notistack';
import { installPageBehaviour } from './behaviour';
import { restoreServedAddress } from './served-address';

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no <div id="root">.');
  restoreServedAddress();
  const kind = hostKind(window.location.hostname);
  // The page (and the forms it shows) must be loaded before hydrating, so the first render matches the prerendered HTML.
  await loadPage(pageIdForPath(kind, window.location.pathname))
    .then(({ page }) => preloadForms(page.blocks))
    .catch(() => undefined);
  const router = createBrowserRouter(appRoutes(kind));
  const onLive = () =>
    installPageBehaviour({
      toast: (message, variant) => enqueueSnackbar(message, { variant }),
      navigate: (to) => void router.navigate(to),
    });
  const app = (
    <StrictMode>
      <App cache={createEmotionCache()} onLive={onLive}>
        <RouterProvider router={router} />
      </App>
    </StrictMode>
  );
  if (container.firstElementChild) {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
    // thread for the whole page: a tap or key press during it is handled at once (the page is already drawn).
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError: (error) => console.error('Hydration error:', error),
      });
    });
  } else {
    createRoot(container).render(app);
  }
}

void start();
