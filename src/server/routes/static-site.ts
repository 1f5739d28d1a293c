import { randomUUID } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hostKindOf } from '../../domain/host-kind';
import { refreshedWithoutScript, servePage } from './served-page';
import { formsWithDrafts } from '../../domain/draft-marker';
import { linkVariantKey, type LinkVariants } from '../../domain/link-variant';
import { SENT_PARAM, withoutSentMark, type ServerFormState } from '../../domain/form-state';
import { SitePages } from '../pages/site-pages';
import { serverDraftToken, stepOfAddress } from '../../domain/server-draft';
import type { DraftPage } from '../submissions/draft-page';
import { withFormFields } from '../pages/form-fields';

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
  /** The forms the page shows (a form posted as HTML must name a page showing it); absent in builds before it was kept. */
  forms?: string[];
  /** The page draws what its address's query carries (a link's choices): with a query, it is rendered per request. */
  readsQuery?: boolean;
}

/**
 * The first page on a host of `kind` that shows the form `formId` (in the manifest's order, the config's), for an
 * address that names the form but no page: a path without parameters, or undefined when no page on that host shows it.
 */
export function formPagePath(manifest: RouteManifest, formId: string, kind: HostKind): string | undefined {
  return manifest.routes.find((route) => route.hosts.includes(kind) && route.forms?.includes(formId) && !/[:*]/.test(route.path))?.path;
}

/** A form's post address: where a form without script posts, and what the address bar shows after a refused post. */
const FORM_POST_PATH = /^\/api\/forms\/([a-z][a-z0-9-]{0,60})\/submissions\/?$/;

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
/** How often a sent view asks again without script while its preview is being built (a build takes seconds). */
const PREVIEW_RECHECK_SECONDS = 3;

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
export async function staticSite(
  app: FastifyInstance,
  opts: {
    staticDir: string;
    /** The built pages (shared with the form posts' answers); made here when not given. */
    pages?: SitePages;
    /** The sent view of the submission a `?_sent=<attempt key>` address names, when it is recent (form posts). */
    sentState?: (attemptKey: string, request: FastifyRequest) => Promise<ServerFormState | undefined>;
    /**
     * The page of a form's server draft (a form posted step by step without script), named by the browser's cookie,
     * at the step the address names (`?_step=`, 0-based here), on the page `page` (config/pages/) with the address's
     * link; undefined when there is no such draft, or it is not of that link's customer and trade.
     */
    draftPage?: (formId: string, token: string, address: { page: string; step: number | undefined; link: URLSearchParams }) => Promise<DraftPage | undefined>;
  },
): Promise<void> {
  const pages = opts.pages ?? new SitePages(opts.staticDir);
  const root = pages.root;
  // A file's .br or .gz copy written by the build (scripts/precompress.ts) is sent as it is, to a client that takes it;
  // files without one are compressed per request by @fastify/compress (src/server/start.ts).
  await app.register(fastifyStatic, { root, serve: false, cacheControl: false, dotfiles: 'deny', index: false, preCompressed: true });

  /**
   * The page drawn for this request when the prerendered file cannot show it: the sent view of a form posted
   * without script (`?_sent=`), or a page drawing what its link carries (the domains offered) for an address with a
   * query. Undefined: the prerendered file serves.
   */
  async function renderedFor(request: FastifyRequest, route: ManifestRoute, kind: HostKind, query: URLSearchParams): Promise<{ html: string; state?: ServerFormState; revision?: number } | undefined> {
    const address = request.url;
    const key = query.get(SENT_PARAM);
    const sent = key && opts.sentState ? await opts.sentState(key, request) : undefined;
    try {
      if (sent) {
        const page = await pages.render(address, kind, { ...sent, page: address });
        // Only the page of the form that was sent shows its answers.
        // A preview still being built: without script the page asks again by itself (with it, the page follows the build).
        const html = sent.preview?.state === 'building' ? refreshedWithoutScript(page.html, PREVIEW_RECHECK_SECONDS) : page.html;
        if (page.forms.includes(sent.form)) return { html, state: sent };
      }
      const drafted = key ? undefined : await serverDraftOf(request, route, query);
      if (drafted) {
        const page = await pages.render(address, kind, { ...drafted.state, page: address });
        if (page.forms.includes(drafted.state.form)) return { html: page.html, state: drafted.state, revision: drafted.revision };
      }
      const rest = new URLSearchParams(withoutSentMark(`?${query.toString()}`).slice(1));
      if (route.readsQuery && [...rest.keys()].length) return { html: (await pages.render(address, kind)).html };
    } catch (error) {
      request.log.error({ err: error, path: route.path }, 'the page could not be rendered for its address; the prerendered page is served');
    }
    return undefined;
  }

  /** The server draft of a form the page shows that this browser's cookie names, at the step the address names. */
  async function serverDraftOf(request: FastifyRequest, route: ManifestRoute, query: URLSearchParams): Promise<DraftPage | undefined> {
    if (!opts.draftPage) return undefined;
    for (const formId of route.forms ?? []) {
      const token = serverDraftToken(request.headers.cookie, formId);
      const page = token ? await opts.draftPage(formId, token, { page: route.page, step: stepOfAddress(query), link: query }) : undefined;
      if (page) return page;
    }
    return undefined;
  }

  /** A page as served for this request's address (see `servePage`), its forms given their hidden fields. */
  async function sendPage(request: FastifyRequest, reply: FastifyReply, status: number, file: string, query: URLSearchParams, route?: ManifestRoute, kind?: HostKind) {
    const link = route?.file ? route.link : undefined;
    const rendered = route && kind && route.file ? await renderedFor(request, route, kind, query) : undefined;
    const key = link && !rendered ? linkVariantKey(query, link.variants) : undefined;
    const chosen = (key && link?.files[key]) || file;
    const served = key !== undefined && link ? { key: chosen === file ? '' : key, slots: link.variants.slots } : undefined;
    const html = rendered?.html ?? (await pages.file(chosen));
    // A page showing what the server drew (a sent view) is not hidden behind "Restoring your answers".
    const drafts = rendered?.state ? [] : formsWithDrafts(request.headers.cookie);
    // A page drawn from a server draft posts on with it: its token, revision and attempt key, from its own address.
    const state = rendered?.state?.view === 'sent' ? undefined : rendered?.state;
    const fields = state ? { address: withoutSentMark(request.url), attempt: state.attempt, step: state.step, draft: state.draft, revision: rendered?.revision } : { address: request.url, attempt: randomUUID() };
    const body = withFormFields(servePage(html, query, route?.needsParams, drafts, served), fields);
    // A form page may be posted next: its answer page is drawn by the server render, made ready now.
    if (route && kind && html.includes('id="app-modules"')) pages.prepare(route.path, kind);
    // A page drawn from a server draft shows answers: kept by no cache, and never from a cache after the draft moved on.
    return reply.code(status).type('text/html; charset=utf-8').header('cache-control', state ? 'no-store' : 'no-cache').header('vary', 'cookie').send(body);
  }

  /** The build's file at `pathname` the site serves as it is (not a page, the manifest or a hidden file), if any. */
  async function fileAt(pathname: string): Promise<string | undefined> {
    const relative = pathname.replace(/^\/+/, '');
    if (!relative || relative.includes('\0') || relative.split('/').some((s) => s === '..' || s.startsWith('.'))) return undefined;
    if (relative === 'route-manifest.json' || relative.endsWith('.html')) return undefined;
    const full = path.resolve(root, relative);
    if (!full.startsWith(root + path.sep)) return undefined;
    const info = await stat(full).catch(() => undefined);
    return info?.isFile() ? relative : undefined;
  }

  async function serveFile(reply: FastifyReply, pathname: string): Promise<boolean> {
    const relative = await fileAt(pathname);
    if (!relative) return false;
    reply.header('cache-control', relative.startsWith('assets/') ? IMMUTABLE : SHORT);
    await reply.sendFile(relative);
    return true;
  }

  /**
   * Whether the site serves the request's path (a page of its host, a file of the build): another method there is
   * answered 405 (src/server/hooks/allowed-methods.ts), and at any other path 404 as before.
   */
  async function servesPath(request: FastifyRequest): Promise<boolean> {
    let pathname: string;
    try {
      pathname = decodeURIComponent(request.url.split('?')[0]);
    } catch {
      return false;
    }
    if (pathname.startsWith('/api/')) return false;
    const site = await pages.routes();
    if (!site) return false;
    return Boolean(findRoute(site, pathname, hostKind(request.hostname, site.hostPrefixes)) || (await fileAt(pathname)));
  }

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(request.url.split('?')[0]);
    } catch {
      return reply.code(400).type('text/plain; charset=utf-8').send('The address is not valid.\n');
    }
    if (pathname.startsWith('/api/')) {
      // A browser opening a form's post address as a page (after a post refused without script the address bar shows
      // it: Enter there, or the address opened again later) goes to the form's page, where its draft's answers are.
      const posted = request.method === 'GET' && /\btext\/html\b/.test(request.headers.accept ?? '') ? FORM_POST_PATH.exec(pathname) : null;
      const manifest = posted ? await pages.routes() : undefined;
      const page = posted && manifest ? formPagePath(manifest, posted[1], hostKind(request.hostname, manifest.hostPrefixes)) : undefined;
      if (page) return reply.redirect(page, 303);
      // No API route takes this method here: the server's not-found handler answers 405 for an address taking others,
      // else 404 (src/server/start.ts).
      return reply.callNotFound();
    }
    const site = await pages.routes();
    if (!site) return reply.code(503).type('text/plain; charset=utf-8').header('retry-after', '30').send(NOT_BUILT);
    if (await serveFile(reply, pathname)) return reply;
    if (pathname.startsWith('/assets/')) return reply.code(404).type('text/plain; charset=utf-8').send('Not found.\n');
    const kind = hostKind(request.hostname, site.hostPrefixes);
    const route = findRoute(site, pathname, kind);
    const query = new URLSearchParams(request.url.split('?')[1] ?? '');
    if (route) return sendPage(request, reply, 200, route.file || site.shell, query, route, kind);
    if (kind === 'embed' && pathname !== '/') {
      request.log.info({ path: pathname, host: request.hostname }, 'unknown path on the embed host, redirected to /');
      return reply.redirect('/', 302);
    }
    request.log.info({ path: pathname, host: request.hostname }, 'no route for this path on this host');
    return sendPage(request, reply, 404, site.notFound, query);
  };
  app.get('/*', { config: { servesPath } }, handler);
}
