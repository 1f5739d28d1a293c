import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface PageWeight {
  page: string;
  path: string;
  scripts: number;
  gzipBytes: number;
  loadsFormRenderer: boolean;
}

/**
 * The JavaScript each prerendered page loads before any interaction (its module script, every
 * modulepreload, and on a page with a form the React app's modules it starts after the first paint,
 * `#app-modules`), gzip-compressed, read from the built HTML in `dist/client`. Also says whether the
 * schema form renderer or ajv is among it, which marketing pages must avoid.
 */
export function measurePageWeights(clientDir = join(process.cwd(), 'dist', 'client')): PageWeight[] {
  const manifestPath = join(clientDir, 'route-manifest.json');
  if (!existsSync(manifestPath)) throw new Error('No build found: run `npm run build` first.');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { routes: { path: string; page: string; file?: string | null }[]; shell: string };
  const seen = new Set<string>();
  const out: PageWeight[] = [];
  for (const route of manifest.routes) {
    const file = route.file ?? manifest.shell;
    if (seen.has(file)) continue;
    seen.add(file);
    const html = readFileSync(join(clientDir, file), 'utf8');
    const srcs = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map((m) => m[1]);
    const app = /<script type="application\/json" id="app-modules">([^<]*)<\/script>/.exec(html);
    if (app) srcs.push(...(JSON.parse(app[1]) as string[]));
    const unique = [...new Set(srcs)];
    let gzipBytes = 0;
    let loadsFormRenderer = false;
    for (const src of unique) {
      const code = readFileSync(join(clientDir, src.replace(/^\//, '')));
      gzipBytes += gzipSync(code, { level: 9 }).length;
      if (/rjsf|ajv|validator-ajv8/i.test(src) || code.includes('ajv.js.org') || code.includes('rjsf')) loadsFormRenderer = true;
    }
    out.push({ page: route.page, path: route.path, scripts: unique.length, gzipBytes, loadsFormRenderer });
  }
  return out;
}

export function formatPageWeights(rows: PageWeight[]): string {
  const lines = rows.map((r) => `  ${r.path.padEnd(22)} ${r.page.padEnd(22)} ${String(r.scripts).padStart(3)} files  ${(r.gzipBytes / 1024).toFixed(1).padStart(7)} kB gzip  ${r.loadsFormRenderer ? 'loads form renderer' : ''}`);
  return ['JavaScript loaded first, per page:', ...lines].join('\n');
}
