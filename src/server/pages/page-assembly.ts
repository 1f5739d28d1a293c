/**
 * How a page's HTML file is put together from the build: the built index.html (the shell) with the page entry's
 * script, the rendered head and body, and the list of the app's modules a page with a form starts. Shared by the
 * build's prerendering (`scripts/prerender.ts`) and the server's pages rendered for one request
 * (`page-renderer.ts`), so both make the same page.
 */

import { SENT_ENTRY_TAG } from '../../domain/sent-entry-script';

/** Vite's build manifest: source file -> built chunk. */
export type ViteManifest = Record<string, { file: string; imports?: string[] }>;

/** The built files of the manifest entries `keys` and everything they import, each entry's own first. */
export function chunkFiles(manifest: ViteManifest, keys: string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return [...files];
}

/** The source of every page's first script (see the entry). */
export const PAGE_ENTRY = 'src/app/entry-page.ts';

/**
 * The modules the React app needs to hydrate a page with a form: its entry (first), the page's module, the form
 * renderer and the forms the page shows, so the app fetches them all at once instead of one after the other.
 */
export function appModules(manifest: ViteManifest, pageId: string, forms: string[]): string[] {
  return chunkFiles(manifest, ['index.html', `src/generated/pages/${pageId}.ts`, 'src/forms/form-renderer.tsx', ...forms.map((form) => `src/generated/forms/${form}.ts`)]).map((file) => `/${file}`);
}

/**
 * The shell of every page: index.html with the React app's script and modulepreloads replaced by the page
 * entry's, and the one inline script (a sent form's confirmation kept by the history entry, marked before the first
 * paint: src/domain/sent-entry-script.ts) right after the character set. The React app starts from there, after the
 * first paint, on pages that list its modules.
 */
export function pageShell(shell: string, manifest: ViteManifest): string {
  const app = chunkFiles(manifest, ['index.html']);
  const page = chunkFiles(manifest, [PAGE_ENTRY]);
  if (!app.length || !page.length) throw new Error(`The build manifest lacks index.html or ${PAGE_ENTRY}; check build.rollupOptions.input in vite.config.ts.`);
  let out = shell;
  for (const file of app) {
    const escaped = file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    out = out.replace(new RegExp(`\\s*<(?:script[^>]*src|link[^>]*href)="/${escaped}"[^>]*>(?:</script>)?`, 'g'), '');
  }
  const [entry, ...imports] = page;
  const tags = [`<script type="module" crossorigin src="/${entry}"></script>`, ...imports.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)];
  out = /<meta charset="[^"]*"\s*\/?>/i.test(out) ? out.replace(/<meta charset="[^"]*"\s*\/?>/i, (meta) => `${meta}\n    ${SENT_ENTRY_TAG}`) : out.replace('<head>', `<head>\n    ${SENT_ENTRY_TAG}`);
  return out.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`);
}

/** The list of the app's modules a page with a form carries for its first script (`<` escaped for a script element). */
export function appModulesTag(files: string[]): string {
  return `<script type="application/json" id="app-modules" data-start="interaction">${JSON.stringify(files).replace(/</g, '\\u003c')}</script>`;
}

/** The query parameters a rendered page shows a notice for when missing (its `data-needs-param` attributes). */
export function neededParams(html: string): string[] {
  return [...new Set([...html.matchAll(/\sdata-needs-param="([A-Za-z_][\w-]*)"/g)].map((m) => m[1]))];
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
