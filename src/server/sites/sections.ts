/**
 * One renderer per section type of a site template (`type:` in config/site-templates/*.yaml), declared once
 * in a registry. Each returns HTML, or '' when the customer gave nothing for it (no photos, no figures), so a
 * template can list every section and a sparse submission still makes a tidy page.
 */
import { attrs, esc } from './html';
import type { ImageSet } from './site-images';
import { QUOTE_MAX_LENGTHS } from './quote-request';
import type { SiteContent } from './site-content';
import { fill, instagramHref, telHref, waHref } from './site-content';
import { quoteFormPageId, type SectionType, type SiteTemplate, type TemplateSection } from './site-data';

/** What every section may draw on. */
export interface SectionContext {
  content: SiteContent;
  template: SiteTemplate;
  /** Placeholder values of the copy ({businessName}, ...). */
  values: Record<string, string>;
  hero?: ImageSet;
  photos: ImageSet[];
  /** Where the quote form posts (the intake server, or the customer's own form service); none: no form is drawn. */
  quoteAction?: string;
  /** The file of a page by id (`index.html`, `services.html`). */
  pageFile(id: string): string;
  /** The page's main heading, when it is not the hero's. */
  heading?: string;
}

/** A `<picture>` with a source per modern format and a JPEG/PNG `<img>` with width and height. */
export function picture(set: ImageSet, alt: string, sizes: string, opts: { eager?: boolean; className?: string } = {}): string {
  const srcset = (list: { path: string; width: number }[]) => list.map((s) => `${s.path} ${s.width}w`).join(', ');
  const fallback = set.fallback.srcset;
  const middle = fallback[Math.min(1, fallback.length - 1)];
  return (
    `<picture>${set.sources.map((s) => `<source${attrs({ type: s.type, srcset: srcset(s.srcset), sizes })}>`).join('')}` +
    `<img${attrs({
      src: middle.path,
      srcset: srcset(fallback),
      sizes,
      width: set.width,
      height: set.height,
      alt,
      class: opts.className,
      loading: opts.eager ? undefined : 'lazy',
      fetchpriority: opts.eager ? 'high' : undefined,
      decoding: 'async',
    })}></picture>`
  );
}

const heading = (section: TemplateSection, ctx: SectionContext) => (section.heading ? `<h2>${esc(fill(section.heading, ctx.values))}</h2>` : '');
const intro = (section: TemplateSection, ctx: SectionContext) => (section.text ? `<p class="lead">${esc(fill(section.text, ctx.values))}</p>` : '');
const more = (section: TemplateSection, ctx: SectionContext, shown: number, total: number) =>
  section.more && shown < total ? `<p class="more"><a href="${esc(ctx.pageFile(section.more.page))}">${esc(fill(section.more.label, ctx.values))}</a></p>` : '';
const wrap = (type: string, body: string) => `<section class="s-${type}"><div class="wrap">${body}</div></section>`;

/** The call, WhatsApp and quote buttons; only those the customer's answers allow. */
export function actions(ctx: SectionContext, quote = true): string {
  const b = ctx.content.business;
  const w = ctx.template.wording;
  const tel = telHref(b.phone);
  const wa = waHref(b.whatsApp);
  // The page of the template that holds its quote form, whatever it is called; none, no quote button.
  const quotePage = quoteFormPageId(ctx.template);
  return (
    '<p class="actions">' +
    (tel ? `<a class="btn btn-main" href="${esc(tel)}">${esc(fill(w.call, ctx.values))}</a>` : '') +
    (wa ? `<a class="btn btn-alt" href="${esc(wa)}">${esc(fill(w.whatsApp, ctx.values))}</a>` : '') +
    (quote && quotePage ? `<a class="btn btn-alt" href="${esc(ctx.pageFile(quotePage))}#quote">${esc(fill(w.quote, ctx.values))}</a>` : '') +
    '</p>'
  );
}

/**
 * The quote section of a site with nowhere to post its form (an export for a static host with no form service): the
 * customer's e-mail, with the template's subject filled in, and phone as links, which need no server and never
 * expire. Nothing when the customer gave neither.
 */
function directQuote(s: TemplateSection, ctx: SectionContext): string {
  const b = ctx.content.business;
  const w = ctx.template.wording;
  const tel = telHref(b.phone);
  const mail = b.email ? `mailto:${b.email}?subject=${encodeURIComponent(fill(w.quoteForm.mailSubject, ctx.values))}` : undefined;
  if (!tel && !mail) return '';
  const links =
    (mail ? `<a class="btn btn-main" href="${esc(mail)}">${esc(fill(w.email, ctx.values))}</a>` : '') +
    (tel ? `<a class="btn ${mail ? 'btn-alt' : 'btn-main'}" href="${esc(tel)}">${esc(fill(w.call, ctx.values))}</a>` : '');
  return wrap('quote', `<div id="quote">${heading(s, ctx)}${intro(s, ctx)}<p>${esc(fill(w.quoteForm.direct, ctx.values))}</p><p class="actions">${links}</p></div>`);
}

const RENDERERS = {
  hero: (_s, ctx) => {
    const photo = ctx.hero ? `<div class="hero-photo">${picture(ctx.hero, fill(ctx.template.wording.photoAlt, { ...ctx.values, number: '1' }), ctx.template.look.hero === 'split' ? '(min-width: 50em) 50vw, 100vw' : '100vw', { eager: true })}</div>` : '';
    return `<section class="hero${ctx.hero ? ' has-photo' : ''}">${photo}<div class="wrap hero-text"><h1>${esc(ctx.content.business.name)}</h1><p class="tagline">${esc(ctx.content.tagline)}</p>${actions(ctx)}</div></section>`;
  },
  services: (s, ctx) => {
    const all = ctx.content.services;
    if (!all.length) return '';
    const shown = all.slice(0, s.limit ?? all.length);
    // Under a section heading the services are h3; straight under the page's h1, h2.
    const h = s.heading ? 'h3' : 'h2';
    const items = shown.map((x) => `<li class="card"><${h}>${esc(x.name)}</${h}><p>${esc(x.text)}</p></li>`).join('');
    return wrap('services', `${heading(s, ctx)}${intro(s, ctx)}<ul class="cards">${items}</ul>${more(s, ctx, shown.length, all.length)}`);
  },
  about: (s, ctx) => wrap('about', `${heading(s, ctx)}<p class="lead">${esc(ctx.content.about)}</p>${intro(s, ctx)}`),
  stats: (s, ctx) => {
    if (!ctx.content.stats.length) return '';
    const items = ctx.content.stats.map((x) => `<li><strong>${esc(x.value)}</strong><span>${esc(ctx.template.wording.stats[x.key])}</span></li>`).join('');
    return wrap('stats', `${heading(s, ctx)}<ul class="stats">${items}</ul>`);
  },
  accreditations: (s, ctx) => {
    if (!ctx.content.accreditations.length) return '';
    return wrap('accreditations', `${heading(s, ctx)}${intro(s, ctx)}<ul class="badges">${ctx.content.accreditations.map((a) => `<li>${esc(a)}</li>`).join('')}</ul>`);
  },
  areas: (s, ctx) => {
    const areas = ctx.content.business.areas;
    if (!areas.length) return '';
    return wrap('areas', `${heading(s, ctx)}<p>${esc(fill(ctx.template.wording.areasIntro, ctx.values))}</p><ul class="areas">${areas.map((a) => `<li>${esc(a)}</li>`).join('')}</ul>`);
  },
  gallery: (s, ctx) => {
    const all = ctx.photos;
    if (!all.length) return '';
    const shown = all.slice(0, s.limit ?? all.length);
    const items = shown
      .map((set, i) => `<li>${picture(set, fill(ctx.template.wording.photoAlt, { ...ctx.values, number: String(i + 1) }), '(min-width: 60em) 30vw, (min-width: 36em) 45vw, 100vw', { eager: i === 0 && !ctx.hero })}</li>`)
      .join('');
    return wrap('gallery', `${heading(s, ctx)}${intro(s, ctx)}<ul class="gallery">${items}</ul>${more(s, ctx, shown.length, all.length)}`);
  },
  hours: (s, ctx) => {
    const hours = ctx.content.hours;
    if (!hours.length) return '';
    const rows = hours
      .map((h) => `<tr><th scope="row">${esc(h.day)}</th><td>${h.open ? `${esc(h.opens)}–${esc(h.closes)}` : esc(ctx.template.wording.closed)}</td></tr>`)
      .join('');
    return wrap('hours', `${heading(s, ctx)}<table class="hours"><tbody>${rows}</tbody></table>`);
  },
  contact: (s, ctx) => {
    const b = ctx.content.business;
    const w = ctx.template.wording;
    const tel = telHref(b.phone);
    const wa = waHref(b.whatsApp);
    const instagram = instagramHref(b.instagram);
    const lines = [
      tel ? `<li><a href="${esc(tel)}">${esc(fill(w.call, ctx.values))}</a></li>` : '',
      wa ? `<li><a href="${esc(wa)}">${esc(fill(w.whatsApp, ctx.values))}</a></li>` : '',
      b.email ? `<li><a href="mailto:${esc(b.email)}">${esc(fill(w.email, ctx.values))}</a></li>` : '',
      instagram ? `<li><a href="${esc(instagram)}" rel="me noopener">${esc(fill(w.instagram, { ...ctx.values, instagram: b.instagram ?? '' }))}</a></li>` : '',
      b.callOut ? `<li>${esc(fill(w.callOut, { ...ctx.values, callOut: b.callOut }))}</li>` : '',
      b.address ? `<li><address>${[b.address.street, b.address.town, b.address.county, b.address.postcode].filter(Boolean).map(esc).join('<br>')}</address></li>` : '',
    ].join('');
    return wrap('contact', `${heading(s, ctx)}${intro(s, ctx)}<ul class="contact">${lines}</ul>`);
  },
  'quote-form': (s, ctx) => {
    const f = ctx.template.wording.quoteForm;
    if (!ctx.quoteAction) return directQuote(s, ctx);
    const field = (name: string, label: string, type: string, extra: Record<string, string | boolean>) =>
      `<p class="field"><label for="q-${name}">${esc(label)}</label>${
        type === 'textarea' ? `<textarea${attrs({ id: `q-${name}`, name, rows: 5, ...extra })}></textarea>` : `<input${attrs({ id: `q-${name}`, name, type, ...extra })}>`
      }</p>`;
    return wrap(
      'quote',
      `<div id="quote">${heading(s, ctx)}${intro(s, ctx)}<form method="post" action="${esc(ctx.quoteAction)}" class="quote">` +
        field('name', f.name, 'text', { required: true, autocomplete: 'name', maxlength: String(QUOTE_MAX_LENGTHS.name) }) +
        field('email', f.email, 'email', { required: true, autocomplete: 'email', maxlength: String(QUOTE_MAX_LENGTHS.email) }) +
        field('phone', f.phone, 'tel', { autocomplete: 'tel', maxlength: String(QUOTE_MAX_LENGTHS.phone) }) +
        field('message', f.message, 'textarea', { required: true, maxlength: String(QUOTE_MAX_LENGTHS.message) }) +
        `<p><button class="btn btn-main" type="submit">${esc(f.submit)}</button></p><p class="note">${esc(f.note)}</p></form></div>`,
    );
  },
  cta: (s, ctx) => `<section class="s-cta"><div class="wrap">${heading(s, ctx)}${intro(s, ctx)}${actions(ctx)}</div></section>`,
} as const satisfies Record<SectionType, (section: TemplateSection, ctx: SectionContext) => string>;

/** The HTML of one section. */
export function renderSection(section: TemplateSection, ctx: SectionContext): string {
  return RENDERERS[section.type](section, ctx);
}

/** Every section type with a renderer (the contract test holds the schema's enum to it). */
export const SECTION_TYPES = Object.keys(RENDERERS) as SectionType[];
