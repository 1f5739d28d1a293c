/**
 * Prerenders every route after `vite build` (browser bundle in dist/client) and `vite build --ssr`
 * (dist/server/entry-server.js): each route is rendered once per host group that serves it, written to
 * dist/client/pages/<page>-<group>.html, and listed in dist/client/route-manifest.json for the server.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

type HostKind = 'main' | 'forms' | 'embed';
interface Route {
  path: string;
  page: string;
  hosts: HostKind[];
  branding?: string;
}
interface ServerEntry {
  render(url: string, kind: HostKind): Promise<{ html: string; head: string }>;
}

const root = process.cwd();
const clientDir = path.join(root, 'dist', 'client');
const serverEntry = path.join(root, 'dist', 'server', 'entry-server.js');

/** The host group a route is prerendered for: main when main serves it, else its first host. */
export function hostGroup(route: Route): HostKind {
  return route.hosts.includes('main') ? 'main' : route.hosts[0];
}

/** Vite's build manifest: source file -> built chunk. */
type ViteManifest = Record<string, { file: string; imports?: string[] }>;

/**
 * `<link rel="modulepreload">` tags for a page module's chunk and its imports, and for the form renderer and the
 * forms the page shows (`forms`), so hydration does not wait to discover them one after the other.
 */
export function preloadTags(manifest: ViteManifest, pageId: string, forms: string[] = []): string {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(`src/generated/pages/${pageId}.ts`);
  if (forms.length) visit('src/forms/form-renderer.tsx');
  forms.forEach((form) => visit(`src/generated/forms/${form}.ts`));
  return [...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`).join('\n    ');
}

/** The built files of a manifest entry and everything it imports, the entry's own first. */
function chunkFiles(manifest: ViteManifest, key: string): string[] {
  const files = new Set<string>();
  const visit = (k: string) => {
    const chunk = manifest[k];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(key);
  return [...files];
}

/** The source of the script that pages without a form load instead of the React app. */
export const CONTENT_ENTRY = 'src/app/entry-content.ts';

/**
 * The shell for pages without a form: index.html with the React app's script and modulepreloads replaced by
 * the content script's. Their HTML is complete; the content script only adds behaviour (see the entry).
 */
export function contentShell(shell: string, manifest: ViteManifest): string {
  const app = chunkFiles(manifest, 'index.html');
  const content = chunkFiles(manifest, CONTENT_ENTRY);
  if (!app.length || !content.length) throw new Error(`The build manifest lacks index.html or ${CONTENT_ENTRY}; check build.rollupOptions.input in vite.config.ts.`);
  let out = shell;
  for (const file of app) {
    const escaped = file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    out = out.replace(new RegExp(`\\s*<(?:script[^>]*src|link[^>]*href)="/${escaped}"[^>]*>(?:</script>)?`, 'g'), '');
  }
  const [entry, ...imports] = content;
  const tags = [`<script type="module" crossorigin src="/${entry}"></script>`, ...imports.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)];
  return out.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`);
}

/** Puts the rendered head and body into the built index.html. */
export function fillShell(shell: string, head: string, html: string): string {
  if (!shell.includes('<!--app-head-->') || !shell.includes('<!--app-html-->')) {
    throw new Error('dist/client/index.html has lost its <!--app-head--> or <!--app-html--> marker; check index.html.');
  }
  return shell
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace('<!--app-head-->', () => head)
    .replace('<!--app-html-->', () => html);
}

async function main(): Promise<void> {
  const shellPath = path.join(clientDir, 'index.html');
  if (!existsSync(shellPath)) throw new Error('dist/client/index.html is missing: run vite build first.');
  if (!existsSync(serverEntry)) throw new Error('dist/server/entry-server.js is missing: run vite build --ssr src/app/entry-server.tsx --outDir dist/server first.');
  const shell = readFileSync(shellPath, 'utf8');
  const manifestPath = path.join(clientDir, '.vite', 'manifest.json');
  const viteManifest: ViteManifest = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {};
  const shellOfContent = contentShell(shell, viteManifest);
  const { render } = (await import(pathToFileURL(serverEntry).href)) as ServerEntry;
  const { routes, site } = (await import(pathToFileURL(path.join(root, 'src', 'generated', 'config.ts')).href)) as {
    routes: Route[];
    site: { hosts?: { formsPrefix?: string; embedPrefix?: string } };
  };
  const pageMeta = async (id: string) =>
    ((await import(pathToFileURL(path.join(root, 'src', 'generated', 'pages', `${id}.ts`)).href)) as { page: { prerender?: boolean; blocks: { type: string; form?: string }[] } }).page;
  const formsOf = async (id: string) => (await pageMeta(id)).blocks.flatMap((b) => (b.type === 'form' && b.form ? [b.form] : []));

  mkdirSync(path.join(clientDir, 'pages'), { recursive: true });
  const rendered = new Map<string, string>();
  const manifestRoutes = [];
  for (const route of routes) {
    const group = hostGroup(route);
    let file: string | null = null;
    const dynamic = route.path.includes(':') || route.path.includes('*');
    if (!dynamic && (await pageMeta(route.page)).prerender !== false) {
      // A branded route (e.g. -rp) draws the same page with another header and colours: its own file.
      file = `pages/${route.page}${route.branding ? `-${route.branding}` : ''}-${group}.html`;
      if (!rendered.has(file)) {
        const { html, head } = await render(route.path, group);
        const forms = await formsOf(route.page);
        // A page with a form hydrates the React app; any other gets the content script and preloads nothing more.
        const written = forms.length
          ? fillShell(shell, `${head}\n    ${preloadTags(viteManifest, route.page, forms)}`, html)
          : fillShell(shellOfContent, head, html);
        writeFileSync(path.join(clientDir, file), written);
        rendered.set(file, route.path);
      }
    }
    manifestRoutes.push({ ...route, file });
  }
  const notFound = 'pages/not-found.html';
  const nf = await render('/__not-found__', 'main');
  writeFileSync(path.join(clientDir, notFound), fillShell(shellOfContent, nf.head, nf.html));

  const manifest = {
    hostPrefixes: { forms: site.hosts?.formsPrefix ?? 'forms.', embed: site.hosts?.embedPrefix ?? 'embed.' },
    routes: manifestRoutes,
    notFound,
    shell: 'index.html',
  };
  writeFileSync(path.join(clientDir, 'route-manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`Prerendered ${rendered.size + 1} pages for ${routes.length} routes.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? `Prerendering failed: ${error.stack ?? error.message}` : error);
    process.exit(1);
  });
}
