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
import { ServedPageContext, type ServedPage } from '@/forms/page-context';
import type { ServerFormState } from '@/domain/form-state';
import { interpolate } from '@/domain/text-template';
import { site } from '@/generated/config';

/** What {@link render} returns: the HTML for `<div id="root">` and the tags for `<head>`. */
export interface RenderResult {
  html: string;
  head: string;
  /** The page's id (config/pages/) and the forms it shows. */
  page: string;
  forms: string[];
  /** True when something drawn depends on the address's query (a choice or link it carries): see `perRequest`. */
  readsQuery: boolean;
}

/** How {@link render} draws a page. */
export interface RenderOptions {
  /**
   * Drawn for one request's address: what the page draws from the query (a link's choices) is drawn from it, as the
   * browser will on hydrating it. Without it (prerendering) the page knows no query. Always so with a state.
   */
  perRequest?: boolean;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * Renders a path as a host kind would show it, with emotion's critical CSS: at build time for prerendering, and by
 * the intake server for a page answering a form post (`state`: what was typed, the problems or the sent view) or
 * for an address whose query the page draws (`perRequest`).
 *
 * @example const { html, head } = await render('/pricing', 'main');
 * @example await render('/contact', 'main', { form: 'contact', answers, view: 'step', step: 0, errors, attempt });
 */
export async function render(url: string, kind: HostKind, state?: ServerFormState, options: RenderOptions = {}): Promise<RenderResult> {
  const address = new URL(url, 'http://localhost');
  const pathname = address.pathname;
  const pageId = pageIdForPath(kind, pathname);
  const { page } = await loadPage(pageId);
  await preloadForms(page.blocks);
  const routes = appRoutes(kind);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) throw new Error(`Rendering ${url} gave a redirect (${context.status}); it cannot be prerendered.`);
  const router = createStaticRouter(handler.dataRoutes, context);

  const cache = createEmotionCache();
  const emotion = createEmotionServer(cache);
  const served: ServedPage = { query: state || options.perRequest ? address.search : '', address: `${pathname}${address.search}`, state };
  const html = renderToString(
    <StrictMode>
      <ServedPageContext value={served}>
        <App cache={cache}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </App>
      </ServedPageContext>
    </StrictMode>,
  );
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  // A page sent back with problems says so first in its title (GOV.UK's "Error: " prefix).
  const title = state?.errors.length ? interpolate(site.words.forms.problemPageTitle, { title: page.title }) : page.title;
  const head = [
    `<title>${escapeHtml(title)}</title>`,
    page.metaDescription ? `<meta name="description" content="${escapeHtml(page.metaDescription)}" />` : '',
    styles,
  ]
    .filter(Boolean)
    .join('\n    ');
  const forms = page.blocks.flatMap((block) => (block.type === 'form' && 'form' in block && typeof block.form === 'string' ? [block.form] : []));
  return { html, head, page: pageId, forms, readsQuery: Boolean(served.readQuery) };
}
