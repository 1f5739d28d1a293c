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

describe('the page shell', () => {
  const manifest = {
    'index.html': { file: 'assets/index-0.js', imports: ['_runtime.js', '_shared.js'] },
    'src/app/entry-page.ts': { file: 'assets/page-9.js', imports: ['_shared.js'] },
    'src/generated/pages/home.ts': { file: 'assets/home-1.js', imports: ['_shared.js'] },
    'src/forms/form-renderer.tsx': { file: 'assets/form-renderer-3.js', imports: ['_shared.js'] },
    'src/generated/forms/request.ts': { file: 'assets/request-4.js', imports: ['src/forms/form-renderer.tsx'] },
    '_runtime.js': { file: 'assets/runtime-5.js' },
    '_shared.js': { file: 'assets/shared-2.js', imports: ['src/generated/pages/home.ts'] },
  };

  it('lists the app entry first, then every module a page with a form needs, once each', async () => {
    const { appModules } = await import('../../../scripts/prerender');
    expect(appModules(manifest, 'home', ['request'])).toEqual([
      '/assets/index-0.js', '/assets/runtime-5.js', '/assets/shared-2.js', '/assets/home-1.js', '/assets/form-renderer-3.js', '/assets/request-4.js',
    ]);
  });

  it('swaps the app\'s script and preloads in index.html for the page entry\'s', async () => {
    const { pageShell, appModulesTag } = await import('../../../scripts/prerender');
    const shell = '<head>\n    <!--app-head-->\n    <script type="module" crossorigin src="/assets/index-0.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/runtime-5.js">\n    <link rel="modulepreload" crossorigin href="/assets/shared-2.js">\n  </head>';
    const out = pageShell(shell, manifest);
    expect(out).not.toContain('index-0.js');
    expect(out).not.toContain('runtime-5.js');
    expect(out).toContain('<script type="module" crossorigin src="/assets/page-9.js"></script>');
    expect(out).toContain('<link rel="modulepreload" crossorigin href="/assets/shared-2.js">');
    expect(() => pageShell(shell, {})).toThrow(/entry-page/);
    expect(appModulesTag(['/a.js', '</script>'])).toBe('<script type="application/json" id="app-modules" data-start="interaction">["/a.js","\\u003c/script>"]</script>');
  });
});
