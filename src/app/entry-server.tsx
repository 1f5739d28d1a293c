import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import createEmotionServer from '@emotion/server/create-instance';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { HostKind } from '@/generated/config';
import { App } from './app';
import { appRoutes, pageIdForPath } from './app-routes';
import { createEmotionCache } from './emotion-cache';
import { preloadForms } from '@/blocks/form-block';
import { loadPage } from './page-modules';

/** What {@link render} returns: the HTML for `<div id="root">` and the tags for `<head>`. */
export interface RenderResult {
  html: string;
  head: string;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * Renders a path as a host kind would show it, with emotion's critical CSS, for prerendering at build time.
 *
 * @example const { html, head } = await render('/pricing', 'main');
 */
export async function render(url: string, kind: HostKind): Promise<RenderResult> {
  const pathname = new URL(url, 'http://localhost').pathname;
  const { page } = await loadPage(pageIdForPath(kind, pathname));
  await preloadForms(page.blocks);
  const routes = appRoutes(kind);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) throw new Error(`Rendering ${url} gave a redirect (${context.status}); it cannot be prerendered.`);
  const router = createStaticRouter(handler.dataRoutes, context);

  const cache = createEmotionCache();
  const emotion = createEmotionServer(cache);
  const html = renderToString(
    <StrictMode>
      <App cache={cache}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </App>
    </StrictMode>,
  );
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  const head = [
    `<title>${escapeHtml(page.title)}</title>`,
    page.metaDescription ? `<meta name="description" content="${escapeHtml(page.metaDescription)}" />` : '',
    styles,
  ]
    .filter(Boolean)
    .join('\n    ');
  return { html, head };
}
