/**
 * A browser's plain form post refused before its page could answer it is answered with a page, once for every route
 * that takes a page's form (docs/architecture.md, "Without JavaScript"): the site's forms' submissions endpoint and
 * the preview sites' quote form. A form posted without script (or before its script ran) that meets an outage (503),
 * the rate limit (429), a body over the route's limit (413), or a body or content type that cannot be read (400, 415)
 * would otherwise show the visitor the API's JSON. The error handler (src/server/security.ts) asks
 * {@link refusalPage} first: when the route takes a page's form and the request is a browser's form post, the answer
 * is a page in the site's words (site.yaml `words.refused`), with the status and `Retry-After` kept and a link back to
 * the page the form was posted from; a route whose page logic got as far as reading the post draws its own page with
 * what was typed (`notePagePost`'s `draw`). An API client (JSON, or not asking for HTML) still gets the API's JSON.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { site } from '../../generated/config';
import { esc } from '../sites/html';

/** How a route that takes a page's form is answered as a page. */
export interface PageFormRoute {
  /** Where the link back leads when the page logic named no page: an address of this site, checked by the route. */
  back(request: FastifyRequest): string | Promise<string>;
  /** The style sheet the plain page links (a preview site's own), if any. */
  stylesheet?(request: FastifyRequest): string | undefined;
  /** Headers the route's pages carry (a preview site's own policy), set on the page. */
  headers?(reply: FastifyReply, request: FastifyRequest): void;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes a page's form posted by a browser: a refusal its page logic did not answer is a page. */
    pageForm?: PageFormRoute;
  }
}

/** What a route's page logic noted of a post as it read it. */
export interface PagePostNote {
  /** The page the form was posted from (an address of this site); none yet when the post names no page's form. */
  page?: string;
  /** Draws the form's own page again with what was typed, `message` said above it. */
  draw?(message: string): string | Promise<string>;
}

const notes = new WeakMap<object, PagePostNote>();

/**
 * Notes, for the refusal that may follow, what the route's page logic read of a post: called with `{}` once the
 * post is read (a refusal then keeps the API's JSON until a page is named: a post that is no page's form), then with
 * the page, and how to draw it again with what was typed.
 *
 * @example notePagePost(request, {}); ...; notePagePost(request, { page: '/contact', draw: (message) => ... })
 */
export function notePagePost(request: FastifyRequest, note: PagePostNote): void {
  notes.set(request.raw, { ...notes.get(request.raw), ...note });
}

/** The statuses a page's form post may be refused with before its page logic answers. */
const PAGE_STATUSES = new Set([400, 413, 415, 429, 503]);

/** The quality an `Accept` header gives a media type (the most specific range that matches it), 0 when none does. */
function quality(accept: string, type: string): number {
  let best = { rank: -1, q: 0 };
  for (const range of accept.split(',')) {
    const [name, ...params] = range.trim().toLowerCase().split(';');
    const rank = name === type ? 2 : name === `${type.split('/')[0]}/*` ? 1 : name === '*/*' ? 0 : -1;
    if (rank <= best.rank) continue;
    const q = Number.parseFloat(params.map((p) => p.trim()).find((p) => p.startsWith('q='))?.slice(2) ?? '1');
    best = { rank, q: Number.isFinite(q) ? q : 0 };
  }
  return best.q;
}

/**
 * True when the request is a browser's plain form post: a form's content type (urlencoded or multipart, which is how
 * a browser posts a form), or any other but JSON from a client preferring HTML to JSON (a browser's navigation asks
 * for `text/html` first; `fetch` asks for anything alike, and the forms' own calls ask for JSON).
 *
 * @example isBrowserFormPost({ headers: { 'content-type': 'application/x-www-form-urlencoded' } }) // true
 */
export function isBrowserFormPost(request: Pick<FastifyRequest, 'headers'>): boolean {
  const type = String(request.headers['content-type'] ?? '').toLowerCase();
  const accept = String(request.headers.accept ?? '*/*');
  const html = quality(accept, 'text/html');
  const json = quality(accept, 'application/json');
  if (type.startsWith('application/json') || json > html) return false;
  if (type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data')) return true;
  return html > json;
}

/** Why a post was not taken, in the site's words, by its status. */
export function refusalWords(status: number): string {
  const words = site.words.refused;
  if (status === 503 || status === 429) return words.busy;
  if (status === 413) return words.tooLarge;
  return words.unreadable;
}

/** A plain page of the site: a heading, its paragraphs and a link (no script; the site's style sheet when given). */
export function plainPage(title: string, paragraphs: string[], link: { href: string; text: string }, stylesheet?: string): string {
  return (
    `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${esc(title)}</title>${stylesheet ? `<link rel="stylesheet" href="${esc(stylesheet)}">` : ''}</head>` +
    `<body><main id="main"><section><div class="wrap"><h1>${esc(title)}</h1><div role="alert">${paragraphs.map((p) => `<p>${esc(p)}</p>`).join('')}</div>` +
    `<p><a href="${esc(link.href)}">${esc(link.text)}</a></p></div></section></main></body></html>`
  );
}

/**
 * A page of the site with `message` said at the top of its body, outside the React root (hydration leaves it as it is),
 * as an alert read first: the form's own page drawn again with what was typed, and why it was not sent.
 *
 * @example withNotice(html, 'The service is busy just now. …')
 */
export function withNotice(html: string, message: string): string {
  const notice = `<div role="alert" data-refused style="margin:0;padding:16px;border:4px solid #d4351c;background:#fff;color:#0b0c0c;font:inherit"><p style="margin:0"><strong>${esc(site.words.refused.title)}.</strong> ${esc(message)}</p></div>`;
  const body = /<body\b[^>]*>/.exec(html);
  return body ? `${html.slice(0, body.index + body[0].length)}${notice}${html.slice(body.index + body[0].length)}` : notice + html;
}

/**
 * Answers a refusal as a page when it is a browser's plain form post to a route taking a page's form (see the
 * module's comment): the form's own page drawn again with what was typed when its page logic noted how, else a plain
 * page saying why, with a link back to the page. Undefined when the refusal is the API's to answer as JSON.
 */
export async function refusalPage(request: FastifyRequest, reply: FastifyReply, status: number): Promise<FastifyReply | undefined> {
  const route = request.routeOptions?.config?.pageForm;
  if (!route || !PAGE_STATUSES.has(status) || !isBrowserFormPost(request)) return undefined;
  const note = notes.get(request.raw);
  // Read, and named no page of this site: no page's form (a made-up post), refused in the API's words as before.
  if (note && !note.page) return undefined;
  const message = refusalWords(status);
  const words = site.words.refused;
  let html: string | undefined;
  if (note?.draw) {
    try {
      html = await note.draw(message);
    } catch (error) {
      // The page could not be drawn (the outage reached it too): the plain page says the same.
      request.log.warn({ err: error }, 'a refused form post could not be drawn as its page; answered with a plain page');
    }
  }
  html ??= plainPage(words.title, [message, words.keepTyped], { href: note?.page ?? (await route.back(request)), text: words.backToForm }, route.stylesheet?.(request));
  route.headers?.(reply, request);
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}
