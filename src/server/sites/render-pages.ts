/**
 * The pages of a generated site: the template's pages in order (the first is `index.html`), each with its
 * title, description, Open Graph tags, canonical address and the business's JSON-LD, a header with the logo and
 * page links, the template's sections, and a footer. Plain HTML and one style sheet; no script is needed to
 * read or use any page.
 */
import { attrs, esc, jsonForScript } from './html';
import { actions, picture, renderSection, type SectionContext } from './sections';
import { copyValues, fill, instagramHref, telHref, type SiteContent } from './site-content';
import type { SiteTemplate, SiteTrade } from './site-data';
import type { ImageSet } from './site-images';

/** What a render needs besides the content. */
export interface RenderOptions {
  /**
   * The site's own absolute address, ending in `/` (the preview link, or the customer's domain). Without one (an
   * export whose domain is not known yet) the pages name no address of their own: no canonical link, no `og:url`
   * or `og:image`, no `url`, `logo` or `image` in the JSON-LD, rather than an address the site will not be at.
   */
  baseUrl?: string;
  /**
   * Where the quote form posts. Without one (an export with no form service of its own) the contact page offers
   * the customer's e-mail and phone as links in the form's place, which work on any host with no server.
   */
  quoteAction?: string;
  /** A preview carries the notice line and `noindex`; a launched site carries neither. */
  preview: boolean;
  logo?: ImageSet;
  hero?: ImageSet;
  photos: ImageSet[];
  year?: number;
}

/** The file a page is written to. */
export const pageFile = (template: SiteTemplate, id: string): string => (id === template.pages[0].id ? 'index.html' : `${id}.html`);

/** The absolute address of an image set's largest fallback file, when the site has an address. */
function absolute(set: ImageSet | undefined, baseUrl: string | undefined): string | undefined {
  return set && baseUrl ? new URL(set.fallback.srcset[set.fallback.srcset.length - 1].path, baseUrl).href : undefined;
}

/** The schema.org description of the business, for every page's JSON-LD. */
export function jsonLd(content: SiteContent, trade: SiteTrade | undefined, opts: RenderOptions): Record<string, unknown> {
  const b = content.business;
  const image = (set: ImageSet | undefined) => absolute(set, opts.baseUrl);
  const hours = content.hours.filter((h) => h.open && h.opens && h.closes);
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': trade?.website?.schemaType ?? 'HomeAndConstructionBusiness',
    name: b.name,
    ...(opts.baseUrl ? { url: opts.baseUrl } : {}),
    description: content.tagline,
    ...(b.phone ? { telephone: telHref(b.phone)!.slice(4) } : {}),
    ...(b.email ? { email: b.email } : {}),
    ...(instagramHref(b.instagram) ? { sameAs: [instagramHref(b.instagram)] } : {}),
    ...(opts.logo && opts.baseUrl ? { logo: image(opts.logo) } : {}),
    ...(opts.photos.length && opts.baseUrl ? { image: opts.photos.map(image) } : {}),
    ...(b.areas.length ? { areaServed: b.areas.map((name) => ({ '@type': 'Place', name })) } : {}),
    ...(hours.length
      ? { openingHoursSpecification: hours.map((h) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: `https://schema.org/${h.day}`, opens: h.opens, closes: h.closes })) }
      : {}),
  };
  if (b.address) {
    data.address = {
      '@type': 'PostalAddress',
      ...(b.address.street ? { streetAddress: b.address.street } : {}),
      ...(b.address.town ? { addressLocality: b.address.town } : {}),
      ...(b.address.county ? { addressRegion: b.address.county } : {}),
      ...(b.address.postcode ? { postalCode: b.address.postcode } : {}),
      addressCountry: 'GB',
    };
  }
  return data;
}

function layout(content: SiteContent, template: SiteTemplate, trade: SiteTrade | undefined, opts: RenderOptions, page: { id: string; title: string; description: string; body: string }): string {
  const values = copyValues(content, trade ?? { label: '', plural: '', adjective: '' }, opts.year);
  const url = opts.baseUrl ? new URL(page.id === template.pages[0].id ? '' : pageFile(template, page.id), opts.baseUrl).href : undefined;
  const og = absolute(opts.hero ?? opts.logo, opts.baseUrl);
  const w = template.wording;
  const nav = template.pages
    .map((p) => `<li><a href="${esc(pageFile(template, p.id))}"${p.id === page.id ? ' aria-current="page"' : ''}>${esc(fill(p.nav, values))}</a></li>`)
    .join('');
  const brand = opts.logo
    ? `${picture(opts.logo, fill(w.logoAlt, values), `${Math.round((opts.logo.width / opts.logo.height) * 48)}px`, { eager: true, className: 'logo' })}<span>${esc(content.business.name)}</span>`
    : `<span>${esc(content.business.name)}</span>`;
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(page.title)}</title>
<meta name="description"${attrs({ content: page.description })}>
${opts.preview ? '<meta name="robots" content="noindex, nofollow">\n' : ''}${url ? `<link rel="canonical"${attrs({ href: url })}>\n` : ''}<meta property="og:type" content="website">
<meta property="og:title"${attrs({ content: page.title })}>
<meta property="og:description"${attrs({ content: page.description })}>
${url ? `<meta property="og:url"${attrs({ content: url })}>\n` : ''}<meta property="og:site_name"${attrs({ content: content.business.name })}>
${og ? `<meta property="og:image"${attrs({ content: og })}>\n` : ''}<meta name="theme-color"${attrs({ content: content.colours.primary })}>
<link rel="icon" href="icon.svg" type="image/svg+xml">
<link rel="stylesheet" href="site.css">
<script type="application/ld+json">${jsonForScript(jsonLd(content, trade, opts))}</script>
</head>
<body>
<a class="skip" href="#main">${esc(fill(w.skipLink, values))}</a>
${opts.preview ? `<aside class="preview-note" aria-label="${esc(fill(w.previewNotice, values))}"><p>${esc(fill(w.previewNotice, values))}</p></aside>\n` : ''}<header class="top"><div class="wrap"><a class="brand" href="index.html">${brand}</a><nav aria-label="${esc(fill(w.navLabel, values))}"><ul>${nav}</ul></nav></div></header>
<main id="main">
${page.body}
</main>
<footer class="bottom"><div class="wrap"><p>${esc(fill(w.footer, values))}</p></div></footer>
</body>
</html>
`;
}

/** Every page of the site as `{ path, html }`, plus the page shown after a quote request is sent (when it has a form). */
export function renderPages(content: SiteContent, template: SiteTemplate, trade: SiteTrade | undefined, opts: RenderOptions): { path: string; html: string }[] {
  const values = copyValues(content, trade ?? { label: '', plural: '', adjective: '' }, opts.year);
  const ctx: SectionContext = {
    content,
    template,
    values,
    hero: opts.hero,
    photos: opts.photos,
    quoteAction: opts.quoteAction,
    pageFile: (id) => pageFile(template, id),
  };
  const pages = template.pages.map((page) => {
    const hasHero = page.sections.some((s) => s.type === 'hero');
    const title = page.heading && !hasHero ? `<div class="page-head"><div class="wrap"><h1>${esc(fill(page.heading, values))}</h1></div></div>` : '';
    const body = title + page.sections.map((s) => renderSection(s, ctx)).join('\n');
    return { path: pageFile(template, page.id), html: layout(content, template, trade, opts, { id: page.id, title: fill(page.title, values), description: fill(page.description, values), body }) };
  });
  // The page a sent quote request lands on; a site whose contact page has no form to send has none.
  if (!opts.quoteAction) return pages;
  const f = template.wording.quoteForm;
  const sent = `<div class="page-head"><div class="wrap"><h1>${esc(f.sentTitle)}</h1></div></div><section><div class="wrap"><p class="lead">${esc(f.sentText)}</p>${actions(ctx, false)}<p><a href="index.html">${esc(f.back)}</a></p></div></section>`;
  pages.push({ path: 'quote-sent.html', html: layout(content, template, trade, opts, { id: 'quote-sent', title: `${f.sentTitle} | ${content.business.name}`, description: fill(template.pages[0].description, values), body: sent }) });
  return pages;
}
