/**
 * `405 Method Not Allowed`, once for every route: Fastify answers a request no route takes with its not-found
 * handler, whether the path is unknown or is known with other methods. Every route's pattern and methods are noted
 * as it is added (an `onRoute` hook), and the not-found handler asks {@link RouteMethods.allowedAt} which methods the
 * request's path takes: none, and the path is unknown (404); some, and it answers 405 with them in `Allow`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * For a route whose pattern takes every path (the built site's `GET /*`): whether it serves this one (a page of
     * the site, a file of the build), so a path it answers with its 404 page is not said to take its methods.
     */
    servesPath?: (request: FastifyRequest) => boolean | Promise<boolean>;
  }
}

/** The methods the paths of the server's routes take. */
export interface RouteMethods {
  /** The methods a route takes at the request's path (`HEAD` with `GET`), in a fixed order; none when no route knows it. */
  allowedAt(request: FastifyRequest): Promise<string[]>;
}

interface Noted {
  pattern: RegExp;
  methods: Set<string>;
  servesPath?: (request: FastifyRequest) => boolean | Promise<boolean>;
}

const ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * A route's URL pattern as a regular expression over a request's path: static parts as they are, `:name` one segment
 * (or its own `(regex)`), `*` the rest of the path, `::` a colon.
 *
 * @example patternOf('/api/forms/:form/events').test('/api/forms/request/events') // true
 */
export function patternOf(url: string): RegExp {
  let source = '';
  for (const [token] of url.matchAll(/::|:[A-Za-z0-9_]+(?:\([^)]*\))?|\*|[^:*]+/g)) {
    if (token === '::') source += ':';
    else if (token === '*') source += '.*';
    else if (token.startsWith(':')) {
      const own = token.indexOf('(');
      source += own < 0 ? '[^/]+' : `(?:${token.slice(own + 1, -1).replace(/^\^|\$$/g, '')})`;
    } else source += token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

/**
 * Notes the pattern and methods of every route added to `app` from now on (call it before any route is added). A
 * route whose pattern takes every path says nothing of a path unless it says whether it serves it (`servesPath` in
 * its config): CORS's `OPTIONS *` answers a preflight anywhere, which makes no path known.
 *
 * @example const methods = trackRouteMethods(app); app.setNotFoundHandler(async (request, reply) => { const allow = await methods.allowedAt(request); ... });
 */
export function trackRouteMethods(app: FastifyInstance): RouteMethods {
  const routes: Noted[] = [];
  app.addHook('onRoute', (route) => {
    const everyPath = route.url === '*' || route.url === '/*';
    const servesPath = route.config?.servesPath;
    if (everyPath && !servesPath) return;
    const methods = new Set([route.method].flat().map((m) => m.toUpperCase()));
    if (methods.has('GET')) methods.add('HEAD');
    routes.push({ pattern: patternOf(route.url), methods, servesPath });
  });
  return {
    async allowedAt(request) {
      const pathname = request.url.split('?')[0];
      const allowed = new Set<string>();
      for (const route of routes) {
        if (!route.pattern.test(pathname) || [...route.methods].every((m) => allowed.has(m))) continue;
        if (route.servesPath && !(await route.servesPath(request))) continue;
        for (const method of route.methods) allowed.add(method);
      }
      // A path that takes this very method was answered 404 by its route (a page or file not there): no 405.
      if (allowed.has(request.method)) return [];
      const rank = (m: string) => (ORDER.includes(m) ? ORDER.indexOf(m) : ORDER.length);
      return [...allowed].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
    },
  };
}

/**
 * The answer to a method the path does not take: 405 with the methods it takes in `Allow`, in the API's error format.
 *
 * @example methodNotAllowed(request, reply, ['POST']) // 405, Allow: POST, {"error":"GET is not allowed at /api/upload: it takes POST."}
 */
export function methodNotAllowed(request: FastifyRequest, reply: FastifyReply, allowed: string[]): FastifyReply {
  const pathname = request.url.split('?')[0];
  return reply
    .code(405)
    .header('allow', allowed.join(', '))
    .send({ error: `${request.method} is not allowed at ${pathname}: it takes ${allowed.join(', ')}.` });
}
