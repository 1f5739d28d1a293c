/**
 * Prerenders every route after `vite build` (browser bundle in dist/client) and `vite build --ssr`
 * (dist/server/entry-server.js): each route is rendered once per host group that serves it, written to
 * dist/client/pages/<page>-<group>.html, and listed in dist/client/route-manifest.json for the server.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { allLinkVariantKeys, linkOfVariantKey, linkVariantsOf, noLinkVariants, type LinkQueryRules, type LinkVariants } from '../src/domain/link-variant';
import { appModules, appModulesTag, fillShell, neededParams, pageShell, type ViteManifest } from '../src/server/pages/page-assembly';
import { startedDirectly } from './started-directly';

// The page assembly is shared with the server's pages rendered per request; its pieces are named here too.
export { appModules, appModulesTag, chunkFiles, fillShell, neededParams, pageShell, PAGE_ENTRY } from '../src/server/pages/page-assembly';

type HostKind = 'main' | 'forms' | 'embed';
interface Route {
  path: string;
  page: string;
  hosts: HostKind[];
  branding?: string;
}
interface ServerEntry {
  render(url: string, kind: HostKind): Promise<{ html: string; head: string; readsQuery?: boolean }>;
}

const root = process.cwd();
const clientDir = path.join(root, 'dist', 'client');
const serverEntry = path.join(root, 'dist', 'server', 'entry-server.js');

/** The host group a route is prerendered for: main when main serves it, else its first host. */
export function hostGroup(route: Route): HostKind {
  return route.hosts.includes('main') ? 'main' : route.hosts[0];
}

/**
 * The file of a page as a link chooses it (`pages/request-main.html` for `trade=<id>&customerNumber`:
 * `pages/request-main~trade-<id>_customerNumber.html`); the page without a link keeps its own name.
 */
export function variantFile(file: string, key: string): string {
  return key ? file.replace(/\.html$/, `~${key.replace(/=/g, '-').replace(/&/g, '_')}.html`) : file;
}

/**
 * The page ids named by `PRERENDER_PAGES` (comma-separated), or undefined when it is unset: every page. A build that
 * serves only a few pages (tests/e2e/new-trade.test.ts builds a copy of the site to open five of them) prerenders just
 * those; the server answers the others' addresses with the app's shell, as it does a route that is not prerendered.
 * @example PRERENDER_PAGES=request,contact tsx scripts/prerender.ts
 */
export function onlyPages(value = process.env.PRERENDER_PAGES): Set<string> | undefined {
  const ids = (value ?? '').split(',').map((id) => id.trim()).filter(Boolean);
  return ids.length ? new Set(ids) : undefined;
}

async function main(): Promise<void> {
  const shellPath = path.join(clientDir, 'index.html');
  if (!existsSync(shellPath)) throw new Error('dist/client/index.html is missing: run vite build first.');
  if (!existsSync(serverEntry)) throw new Error('dist/server/entry-server.js is missing: run vite build --ssr src/app/entry-server.tsx --outDir dist/server first.');
  const shell = readFileSync(shellPath, 'utf8');
  const manifestPath = path.join(clientDir, '.vite', 'manifest.json');
  const viteManifest: ViteManifest = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {};
  const shellOfPage = pageShell(shell, viteManifest);
  // React, MUI and emotion as the browser bundle and the server's per-request render run them (src/server/pages/
  // site-pages.ts): unset, NODE_ENV loads React's development build, which drew the pages a fifth more slowly and gave
  // emotion's class names labels (css-1arfkd6-MuiPaper-root) the hydrating bundle does not make (css-9wvnva). Vite
  // builds for production when it is unset too; a NODE_ENV set for the build (development, test) is kept, as the
  // bundles were built for it (a development server bundle calls React's jsxDEV, which production React lacks).
  process.env.NODE_ENV ??= 'production';
  const { render } = (await import(pathToFileURL(serverEntry).href)) as ServerEntry;
  const { routes, site } = (await import(pathToFileURL(path.join(root, 'src', 'generated', 'config.ts')).href)) as {
    routes: Route[];
    site: { hosts?: { formsPrefix?: string; embedPrefix?: string } };
  };
  const pageMeta = async (id: string) =>
    ((await import(pathToFileURL(path.join(root, 'src', 'generated', 'pages', `${id}.ts`)).href)) as { page: { prerender?: boolean; blocks: { type: string; form?: string }[] } }).page;
  const formsOf = async (id: string) => (await pageMeta(id)).blocks.flatMap((b) => (b.type === 'form' && b.form ? [b.form] : []));
  const formQuery = async (form: string) =>
    ((await import(pathToFileURL(path.join(root, 'src', 'generated', 'forms', `${form}.ts`)).href)) as { form: { query?: LinkQueryRules } }).form.query;
  /** What the link of a page's first form with link rules chooses (the block's `query:` over the form's). */
  const linkOf = async (id: string): Promise<LinkVariants | undefined> => {
    for (const block of (await pageMeta(id)).blocks) {
      if (block.type !== 'form' || !block.form) continue;
      const variants = linkVariantsOf((block as { query?: LinkQueryRules }).query ?? (await formQuery(block.form)));
      if (!noLinkVariants(variants)) return variants;
    }
    return undefined;
  };

  mkdirSync(path.join(clientDir, 'pages'), { recursive: true });
  const rendered = new Map<string, string>();
  const needs = new Map<string, string[]>();
  const readsQuery = new Set<string>();
  const formsIn = new Map<string, string[]>();
  const links = new Map<string, { variants: LinkVariants; files: Record<string, string> }>();
  const manifestRoutes = [];
  const only = onlyPages();
  for (const route of routes) {
    const group = hostGroup(route);
    let file: string | null = null;
    const dynamic = route.path.includes(':') || route.path.includes('*');
    if (!dynamic && (!only || only.has(route.page)) && (await pageMeta(route.page)).prerender !== false) {
      // A branded route (e.g. -rp) draws the same page with another header and colours: its own file.
      file = `pages/${route.page}${route.branding ? `-${route.branding}` : ''}-${group}.html`;
      if (!rendered.has(file)) {
        const { html, head, readsQuery: reads } = await render(route.path, group);
        // A page drawing what its link carries (the domains offered, a preview's address) is drawn by the server
        // for an address with a query, so it shows them before any script runs.
        if (reads) readsQuery.add(file);
        const forms = await formsOf(route.page);
        formsIn.set(file, forms);
        // A page with a form names the React app's modules for its first script to start; others load no more.
        const appTag = forms.length ? `\n    ${appModulesTag(appModules(viteManifest, route.page, forms))}` : '';
        writeFileSync(path.join(clientDir, file), fillShell(shellOfPage, `${head}${appTag}`, html));
        rendered.set(file, route.path);
        needs.set(file, neededParams(html));
        // One page more per choice the form's link can make, so the served HTML already shows it.
        const variants = forms.length ? await linkOf(route.page) : undefined;
        if (variants) {
          const files: Record<string, string> = {};
          for (const key of allLinkVariantKeys(variants).filter(Boolean)) {
            const linked = await render(`${route.path}?${linkOfVariantKey(key)}`, group);
            files[key] = variantFile(file, key);
            writeFileSync(path.join(clientDir, files[key]), fillShell(shellOfPage, `${linked.head}${appTag}`, linked.html));
          }
          links.set(file, { variants, files });
        }
      }
    }
    const needsParams = file ? needs.get(file) : undefined;
    const link = file ? links.get(file) : undefined;
    // The forms the page shows: a form posted as HTML naming another page is refused before anything is kept.
    const forms = file ? formsIn.get(file) : await formsOf(route.page);
    manifestRoutes.push({ ...route, file, forms, ...(needsParams?.length ? { needsParams } : {}), ...(link ? { link } : {}), ...(file && readsQuery.has(file) ? { readsQuery: true } : {}) });
  }
  const notFound = 'pages/not-found.html';
  const nf = await render('/__not-found__', 'main');
  writeFileSync(path.join(clientDir, notFound), fillShell(shellOfPage, nf.head, nf.html));

  const manifest = {
    hostPrefixes: { forms: site.hosts?.formsPrefix ?? 'forms.', embed: site.hosts?.embedPrefix ?? 'embed.' },
    routes: manifestRoutes,
    notFound,
    shell: 'index.html',
  };
  writeFileSync(path.join(clientDir, 'route-manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const linked = [...links.values()].reduce((sum, link) => sum + Object.keys(link.files).length, 0);
  console.log(`Prerendered ${rendered.size + 1} pages for ${routes.length} routes, and ${linked} pages as links choose them.`);
}

if (startedDirectly(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? `Prerendering failed: ${error.stack ?? error.message}` : error);
    process.exit(1);
  });
}
