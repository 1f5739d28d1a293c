import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RouteError } from '@/app/route-error';
import { fillShell, hostGroup } from '../../../scripts/prerender';

describe('RouteError', () => {
  it('shows "Unexpected Application Error!" with the message of the error', async () => {
    const routes = [
      {
        path: '/',
        errorElement: <RouteError />,
        loader: () => {
          throw new Error('The page data could not be read.');
        },
        element: <p>never shown</p>,
      },
    ];
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request('http://localhost/'));
    if (context instanceof Response) throw new Error('unexpected redirect');
    const html = renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />);
    expect(html).toContain('Unexpected Application Error!');
    expect(html).toContain('The page data could not be read.');
    expect(html).not.toContain('never shown');
  });
});

describe('prerender helpers', () => {
  it('prerenders a route for main when main serves it, else for its first host', () => {
    expect(hostGroup({ path: '/terms', page: 'terms', hosts: ['main', 'forms', 'embed'] })).toBe('main');
    expect(hostGroup({ path: '/request', page: 'request', hosts: ['forms', 'embed'] })).toBe('forms');
  });

  it('puts the head and body into the shell and drops its placeholder title', () => {
    const shell = '<head><title>TradeSites</title>\n<!--app-head--></head><div id="root"><!--app-html--></div>';
    const out = fillShell(shell, '<title>Pricing</title>', '<main>$& prices</main>');
    expect(out).toBe('<head><title>Pricing</title></head><div id="root"><main>$& prices</main></div>');
  });

  it('refuses a shell without its markers', () => {
    expect(() => fillShell('<div id="root"></div>', '', '')).toThrow(/app-head/);
  });
});

describe('preloadTags', () => {
  it('preloads a page chunk and its imports once each', async () => {
    const { preloadTags } = await import('../../../scripts/prerender');
    const manifest = {
      'src/generated/pages/home.ts': { file: 'assets/home-1.js', imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared-2.js', imports: ['src/generated/pages/home.ts'] },
    };
    expect(preloadTags(manifest, 'home')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/home-1.js" />\n    <link rel="modulepreload" crossorigin href="/assets/shared-2.js" />',
    );
    expect(preloadTags(manifest, 'missing')).toBe('');
  });
});
