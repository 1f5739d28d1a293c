import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hostKindOf } from '../../domain/host-kind';
import { servePage } from './served-page';
import { formsWithDrafts } from '../../domain/draft-marker';
import { linkVariantKey, type LinkVariants } from '../../domain/link-variant';

/** One entry of `dist/client/route-manifest.json`, written by the build from `config/routes.yaml`. */
export interface ManifestRoute {
  path: string;
  page: string;
  hosts: HostKind[];
  file?: string | null;
  /** Query parameters the page shows a notice for when the address lacks them (`data-needs-param` in its HTML). */
  needsParams?: string[];
  /** The page as its form's link chooses it: the link's parameters and a file per choice (see `src/domain/link-variant.ts`). */
  link?: { variants: LinkVariants; files: Record<string, string> };
}

/** The route manifest the build writes next to the browser bundle. */
export interface RouteManifest {
  hostPrefixes: { forms: string; embed: string };
  routes: ManifestRoute[];
  notFound: string;
  shell: string;
}

/** Which kind of host a request came to (spec part 2 §2). */
export type HostKind = 'main' | 'forms' | 'embed';

const NOT_BUILT = 'The site has not been built yet. Run npm run build, then start the server again.\n';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=3600';

/** The host kind of a hostname, from the manifest's prefixes. */
export function hostKind(hostname: string, prefixes: RouteManifest['hostPrefixes']): HostKind {
  return hostKindOf(hostname, prefixes);
}

function samePath(pattern: string, actual: string): boolean {
  const a = pattern.replace(/\/+$/, '').split('/');
  const b = actual.replace(/\/+$/, '').split('/');
  return a.length === b.length && a.every((segment, i) => segment === b[i] || (segment.startsWith(':') && b[i] !== ''));
}

/** Finds the route for a path on a host kind (a trailing slash is ignored; `:param` segments match any value). */
export function findRoute(manifest: RouteManifest, pathname: string, kind: HostKind): ManifestRoute | undefined {
  return manifest.routes.find((route) => route.hosts.includes(kind) && samePath(route.path, pathname));
}

/**
 * Serves the built site from `dist/client` with the host rules of spec part 2 §2: a page answers 200 on the
 * hosts its route allows; elsewhere an `embed.` host redirects to `/` and other hosts get the not-found page
 * with 404. Hashed assets are cached for a year, other files for an hour, pages not at all. Files outside
 * `dist/client`, the page files themselves and the manifest are never served directly.
 */
export async function staticSite(app: FastifyInstance, opts: { staticDir: string }): Promise<void> {
  const root = path.resolve(opts.staticDir);
  await app.register(fastifyStatic, { root, serve: false, cacheControl: false, dotfiles: 'deny', index: false });
  let manifest: RouteManifest | undefined;
  let manifestStamp = '';
  const pages = new Map<string, string>();

  /**
   * The route manifest, read again (and the page cache emptied) whenever a build rewrites it, so a running
   * server serves new routes and pages after `npm run build` without a restart.
   */
  async function loadManifest(): Promise<RouteManifest | undefined> {
    const file = path.join(root, 'route-manifest.json');
    const info = await stat(file).catch(() => undefined);
    if (!info) return manifest;
    const stamp = `${info.mtimeMs}:${info.size}`;
    if (manifest && stamp === manifestStamp) return manifest;
    try {
      manifest = JSON.parse(await readFile(file, 'utf8')) as RouteManifest;
      manifestStamp = stamp;
      pages.clear();
    } catch {
      // Half-written by a build in progress: keep serving the previous one until it is complete.
    }
    return manifest;
  }

  async function page(file: string): Promise<string> {
    const full = path.resolve(root, file);
    if (!full.startsWith(root + path.sep)) throw new Error(`route-manifest.json names a file outside dist/client: ${file}`);
    let html = pages.get(full);
    if (html === undefined) {
      html = await readFile(full, 'utf8');
      pages.set(full, html);
    }
    return html;
  }

  /** A page as served for this request's address (see `servePage`). */
  async function sendPage(request: FastifyRequest, reply: FastifyReply, status: number, file: string, query: URLSearchParams, needsParams?: string[], link?: ManifestRoute['link']) {
    const key = link ? linkVariantKey(query, link.variants) : undefined;
    const chosen = (key && link?.files[key]) || file;
    const served = key !== undefined && link ? { key: chosen === file ? '' : key, slots: link.variants.slots } : undefined;
    const body = servePage(await page(chosen), query, needsParams, formsWithDrafts(request.headers.cookie), served);
    return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'cookie').send(body);
  }

  async function serveFile(request: FastifyRequest, reply: FastifyReply, pathname: string): Promise<boolean> {
    const relative = pathname.replace(/^\/+/, '');
    if (!relative || relative.includes('\0') || relative.split('/').some((s) => s === '..' || s.startsWith('.'))) return false;
    if (relative === 'route-manifest.json' || relative.endsWith('.html')) return false;
    const full = path.resolve(root, relative);
    if (!full.startsWith(root + path.sep)) return false;
    const info = await stat(full).catch(() => undefined);
    if (!info?.isFile()) return false;
    reply.header('cache-control', relative.startsWith('assets/') ? IMMUTABLE : SHORT);
    await reply.sendFile(relative);
    return true;
  }

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(request.url.split('?')[0]);
    } catch {
      return reply.code(400).type('text/plain; charset=utf-8').send('The address is not valid.\n');
    }
    if (pathname.startsWith('/api/')) {
      return reply.code(404).send({ error: `There is no API endpoint ${request.method} ${pathname}.` });
    }
    const site = await loadManifest();
    if (!site) return reply.code(503).type('text/plain; charset=utf-8').header('retry-after', '30').send(NOT_BUILT);
    if (await serveFile(request, reply, pathname)) return reply;
    if (pathname.startsWith('/assets/')) return reply.code(404).type('text/plain; charset=utf-8').send('Not found.\n');
    const kind = hostKind(request.hostname, site.hostPrefixes);
    const route = findRoute(site, pathname, kind);
    const query = new URLSearchParams(request.url.split('?')[1] ?? '');
    if (route) return sendPage(request, reply, 200, route.file || site.shell, query, route.needsParams, route.file ? route.link : undefined);
    if (kind === 'embed' && pathname !== '/') {
      request.log.info({ path: pathname, host: request.hostname }, 'unknown path on the embed host, redirected to /');
      return reply.redirect('/', 302);
    }
    request.log.info({ path: pathname, host: request.hostname }, 'no route for this path on this host');
    return sendPage(request, reply, 404, site.notFound, query);
  };
  app.get('/*', handler);
}
