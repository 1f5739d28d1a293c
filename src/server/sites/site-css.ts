/**
 * The one style sheet of a generated site: the template's look (font, corners, header, hero layout) with the
 * customer's colours as CSS variables. Text on a coloured background is white or near-black, whichever reads
 * better (WCAG contrast), so any colours a customer picks stay readable.
 */
import type { SiteContent } from './site-content';
import type { SiteTemplate } from './site-data';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two `#RRGGBB` colours. */
export function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)].sort((m, n) => n - m);
  return (x + 0.05) / (y + 0.05);
}

/** White or near-black text, whichever reads better on `background`. */
export function textOn(background: string): string {
  return contrast(background, '#ffffff') >= contrast(background, '#111111') ? '#ffffff' : '#111111';
}

/** `colour` when it reads on white at 4.5:1, else a dark grey: links and headings on the page's light background. */
function inkOnLight(colour: string, background: string): string {
  return contrast(colour, background) >= 4.5 ? colour : '#1f2933';
}

const FONTS = {
  sans: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
  serif: 'Georgia, "Times New Roman", serif',
  rounded: 'ui-rounded, "SF Pro Rounded", "Nunito", system-ui, Arial, sans-serif',
} as const;

/** The site's CSS. */
export function siteCss(content: SiteContent, template: SiteTemplate): string {
  const { primary, secondary, background } = content.colours;
  const look = template.look;
  const headerBg = look.header === 'dark' ? primary : '#ffffff';
  const headerInk = look.header === 'dark' ? textOn(primary) : inkOnLight(primary, '#ffffff');
  return `:root{--p:${primary};--s:${secondary};--bg:${background};--on-p:${textOn(primary)};--on-s:${textOn(secondary)};--ink:#1f2933;--link:${inkOnLight(primary, background)};--r:${look.radius}px;--hb:${headerBg};--hi:${headerInk}}
*{box-sizing:border-box}html{-webkit-text-size-adjust:100%}
body{margin:0;font:1.0625rem/1.6 ${FONTS[look.font]};color:var(--ink);background:var(--bg);overflow-wrap:anywhere}
img{max-width:100%;height:auto;display:block}a{color:var(--link)}
.wrap{max-width:72rem;margin:0 auto;padding:0 1.25rem}
.skip{position:absolute;left:-999px;top:0;background:#fff;color:#000;padding:.5rem 1rem;z-index:9}.skip:focus{left:.5rem}
.preview-note p{margin:0}.preview-note{margin:0;padding:.4rem 1.25rem;background:#fff8d6;color:#3d3100;font-size:.9rem;text-align:center}
.top{background:var(--hb);color:var(--hi);border-bottom:1px solid rgba(0,0,0,.08)}
.top .wrap{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.5rem 1.5rem;padding-top:.6rem;padding-bottom:.6rem}
.brand{display:flex;align-items:center;gap:.6rem;color:inherit;text-decoration:none;font-weight:700;font-size:1.15rem}
.brand .logo{height:48px;width:auto}
.top ul{display:flex;flex-wrap:wrap;gap:.25rem 1rem;list-style:none;margin:0;padding:0}
.top nav a{color:inherit;text-decoration:none;display:inline-block;padding:.5rem 0;min-height:44px}.top nav a[aria-current]{text-decoration:underline;text-underline-offset:.3em}
h1,h2,h3{line-height:1.2;margin:0 0 .75rem}h1{font-size:clamp(2rem,6vw,3.2rem)}h2{font-size:clamp(1.5rem,4vw,2.1rem);color:var(--link)}h3{font-size:1.15rem}
section{padding:2.5rem 0}.lead{font-size:1.15rem;max-width:48rem}
.page-head{background:var(--p);color:var(--on-p);padding:2rem 0}.page-head h1{margin:0}
.hero{position:relative;background:var(--p);color:var(--on-p);padding:0}
.hero-text{position:relative;padding-top:3.5rem;padding-bottom:3.5rem}
${look.hero === 'photo'
    ? `.hero.has-photo .hero-photo{position:absolute;inset:0}.hero.has-photo .hero-photo img{width:100%;height:100%;object-fit:cover}
.hero.has-photo .hero-photo::after{content:"";position:absolute;inset:0;background:rgba(0,0,0,.6)}.hero.has-photo{color:#fff}.hero.has-photo .hero-text{padding-top:6rem;padding-bottom:6rem}`
    : `@media(min-width:50em){.hero.has-photo{display:flex;flex-direction:row-reverse;align-items:stretch}.hero.has-photo .hero-photo{flex:1}.hero.has-photo .hero-text{flex:1;margin:0}}
.hero-photo img{width:100%;height:100%;object-fit:cover}`}
.tagline{font-size:1.25rem;max-width:40rem}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin:1.5rem 0 0}
.btn{display:inline-block;padding:.8rem 1.3rem;border-radius:var(--r);font-weight:700;text-decoration:none;min-height:44px;border:2px solid transparent;font-size:1rem;cursor:pointer;font-family:inherit}
.btn-main{background:var(--s);color:var(--on-s)}.btn-alt{background:#fff;color:#1f2933;border-color:currentColor}
.cards,.badges,.areas,.stats,.gallery,.contact{list-style:none;margin:0;padding:0}
.cards{display:grid;gap:1rem;grid-template-columns:repeat(auto-fill,minmax(16rem,1fr))}
.card{background:#fff;border-radius:var(--r);padding:1.25rem;border-top:4px solid var(--s);box-shadow:0 1px 3px rgba(0,0,0,.1)}.card p{margin:0}.card h2,.card h3{font-size:1.15rem;color:inherit}
.stats{display:grid;gap:1rem;grid-template-columns:repeat(auto-fit,minmax(10rem,1fr));text-align:center}
.stats strong{display:block;font-size:2rem;color:var(--link)}
.badges,.areas{display:flex;flex-wrap:wrap;gap:.5rem}.badges li,.areas li{background:#fff;border:1px solid rgba(0,0,0,.15);border-radius:var(--r);padding:.35rem .8rem}
.gallery{display:grid;gap:1rem;grid-template-columns:repeat(auto-fill,minmax(17rem,1fr))}.gallery img{border-radius:var(--r);aspect-ratio:4/3;object-fit:cover;width:100%}
.hours{border-collapse:collapse;min-width:16rem}.hours th,.hours td{text-align:left;padding:.35rem 1.5rem .35rem 0;border-bottom:1px solid rgba(0,0,0,.1)}
.contact li{margin:.4rem 0}.contact a{display:inline-block;padding:.4rem 0;min-height:44px}address{font-style:normal}
.quote{max-width:36rem}.field{margin:0 0 1rem}.field label{display:block;font-weight:600;margin-bottom:.25rem}
.field input,.field textarea{width:100%;font:inherit;padding:.65rem;border:1px solid #6b7280;border-radius:var(--r);background:#fff;color:#1f2933}
.note{font-size:.9rem;color:#4b5563}.more a{font-weight:700}
.s-cta{background:var(--p);color:var(--on-p)}.s-cta h2{color:inherit}
.bottom{background:#1f2933;color:#fff;padding:1.5rem 0;font-size:.95rem}.bottom p{margin:0}
:focus-visible{outline:3px solid var(--s);outline-offset:2px}
`;
}

/**
 * The site's icon (the browser tab, a phone's home screen): the business name's first letter in the site's primary
 * colour, as SVG, so the tab shows the business rather than a blank and the browser asks for no /favicon.ico.
 *
 * @example siteIcon('Bright Spark Ltd', '#1e40af') // '<svg ...><rect ... fill="#1e40af"/><text ...>B</text></svg>'
 */
export function siteIcon(businessName: string, primary: string): string {
  const letter = [...businessName.trim()].find((c) => /[\p{L}\p{N}]/u.test(c))?.toLocaleUpperCase('en-GB') ?? '';
  const text = letter.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const fill = /^#[0-9a-f]{6}$/i.test(primary) ? primary : '#1f2933';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${fill}"/><text x="32" y="44" text-anchor="middle" font-family="system-ui, Arial, sans-serif" font-size="36" font-weight="700" fill="${textOn(fill)}">${text}</text></svg>`;
}
