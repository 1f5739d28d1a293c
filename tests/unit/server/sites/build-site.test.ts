import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildSite } from '@/server/sites/build-site';
import { profileOfInput, siteContent } from '@/server/sites/site-content';
import { loadSiteBuilderData } from '@/server/sites/site-data';
import { logo, photo, requestAnswers } from './site-fixtures';

const data = loadSiteBuilderData();
const opts = { baseUrl: 'https://tradesites.example/sites/abc/', quoteAction: 'https://tradesites.example/sites/abc/quote', preview: true };

async function build(answers: Record<string, unknown>, images: Record<string, Buffer> = {}, template?: string) {
  const files = { logo: images.logo ? 'logo' : undefined, photos: Object.keys(images).filter((k) => k.startsWith('p')) };
  const content = siteContent(data, { profile: profileOfInput(data, { answers, form: 'request' }), reference: 'TS-4KX7', files, template });
  const site = await buildSite(data, content, async (key) => images[key], opts);
  const file = (path: string) => site.files.find((f) => f.path === path)?.body;
  const html = (path: string) => file(path)?.toString('utf8') ?? '';
  return { site, content, file, html };
}

function ld(html: string): Record<string, unknown> {
  return JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]);
}

describe('a generated site', () => {
  it('has the template pages with the customer’s name, tel: and wa.me links, every service with its own words, and the areas', async () => {
    const { site, html } = await build(requestAnswers());
    expect(site.pages.map((p) => p.file)).toEqual(['index.html', 'services.html', 'about.html', 'gallery.html', 'contact.html']);
    const home = html('index.html');
    expect(home).toContain('<h1>Bright Spark Ltd</h1>');
    expect(home).toContain('href="tel:+441134960000"');
    expect(home).toContain('href="https://wa.me/447700900123"');
    expect(home).toContain('Leeds');
    const services = html('services.html');
    const texts = [...services.matchAll(/<li class="card"><h[23]>(.*?)<\/h[23]><p>(.*?)<\/p>/g)].map((m) => [m[1], m[2]]);
    expect(texts.map((t) => t[0])).toEqual(['EV Charger Installation', 'EICR Testing &amp; Certification', 'Full &amp; Partial Rewires', 'Heat pump wiring']);
    // Every service has its own sentence: none is shared.
    expect(new Set(texts.map((t) => t[1])).size).toBe(4);
    expect(texts[3][1]).toContain('Heat pump wiring');
    expect(html('contact.html')).toContain(`action="${opts.quoteAction}"`);
  });

  it('writes JSON-LD of the trade’s schema.org type with telephone, areaServed and hours, and no address when it was hidden', async () => {
    const { html } = await build(requestAnswers());
    for (const page of ['index.html', 'contact.html', 'about.html']) {
      const page_ = html(page);
      const data_ = ld(page_);
      expect(data_['@type']).toBe('Electrician');
      expect(data_.telephone).toBe('+441134960000');
      expect(data_.areaServed).toEqual([{ '@type': 'Place', name: 'Leeds' }, { '@type': 'Place', name: 'Wakefield' }, { '@type': 'Place', name: 'Harrogate' }]);
      expect(data_.address).toBeUndefined();
      expect(page_).not.toContain('Secret Lane');
      expect(page_).not.toContain('LS1 4AP');
      expect(page_).toMatch(/<meta property="og:title" content="[^"]+">/);
      expect(page_).toContain('<meta name="robots" content="noindex, nofollow">');
    }
    expect(ld(html('index.html')).openingHoursSpecification).toEqual([{ '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '08:00', closes: '18:00' }]);
    const shown = await build(requestAnswers({ businessAddress: { street: '12 Open Lane', town: 'Leeds', postcode: 'LS1 4AP', hideAddress: false } }));
    expect(ld(shown.html('contact.html')).address).toMatchObject({ streetAddress: '12 Open Lane', postalCode: 'LS1 4AP' });
    expect(shown.html('contact.html')).toContain('12 Open Lane');
  });

  it('takes each trade’s schema.org type and default template from its file', async () => {
    const plumber = await build(requestAnswers({ tradeType: 'plumber', selectedServices: ['Power Flushing'] }));
    expect(ld(plumber.html('index.html'))['@type']).toBe('Plumber');
    expect(plumber.content.template).toBe('flow-plumbers');
    const roofer = await build(requestAnswers({ tradeType: 'roofer', selectedServices: [] }));
    expect(ld(roofer.html('index.html'))['@type']).toBe('RoofingContractor');
    const chosen = await build(requestAnswers(), {}, 'flow-plumbers');
    expect(chosen.content.template).toBe('flow-plumbers');
  });

  it('escapes every answer', async () => {
    const evil = '<img src=x onerror=alert(1)>';
    const { site } = await build(
      requestAnswers({ businessBasics: { companyName: evil, phone: '0113 496 0000', email: 'a@b.co' }, additionalServices: '</script><script>alert(2)</script>', serviceLocations: ['"><b>x</b>'] }),
    );
    for (const f of site.files.filter((x) => x.path.endsWith('.html'))) {
      const text = f.body.toString();
      expect(text).not.toContain('<img src=x');
      expect(text).not.toContain('<script>alert');
      expect(text).not.toContain('"><b>');
    }
    const home = site.files.find((f) => f.path === 'index.html')!.body.toString();
    expect(home).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(ld(home).name).toBe(evil);
  });

  it('links the customer\'s Instagram profile and says their minimum call-out charge where it gives the contact details', async () => {
    const { site, html } = await build(requestAnswers({ instagramHandle: 'bright.spark_ltd', minimumCallOut: '£60' }));
    const withContact = site.pages.map((p) => html(p.file)).filter((page) => page.includes('class="contact"'));
    expect(withContact.length).toBeGreaterThan(0);
    for (const page of withContact) {
      expect(page).toContain('<a href="https://www.instagram.com/bright.spark_ltd/" rel="me noopener">Follow us on Instagram</a>');
      expect(page).toContain('<li>Minimum call-out charge: £60</li>');
    }
    expect(ld(html('index.html')).sameAs).toEqual(['https://www.instagram.com/bright.spark_ltd/']);
    // A handle that is no Instagram handle makes no address; a charge is text.
    const odd = await build(requestAnswers({ instagramHandle: 'x/../"><script>', minimumCallOut: '<b>£60</b>' }));
    for (const page of odd.site.files.filter((f) => f.path.endsWith('.html')).map((f) => f.body.toString())) {
      expect(page).not.toContain('instagram.com');
      expect(page).not.toContain('<b>£60');
    }
    const none = await build(requestAnswers());
    expect(none.html('contact.html')).not.toContain('Instagram');
    expect(none.html('contact.html')).not.toContain('call-out');
  });

  it('has an icon of its own on every page: the business name\'s first letter in its primary colour, escaped', async () => {
    const { site, html, file, content } = await build(requestAnswers());
    for (const page of site.pages) expect(html(page.file)).toContain('<link rel="icon" href="icon.svg" type="image/svg+xml">');
    const icon = file('icon.svg')!.toString();
    expect(icon).toContain(`fill="${content.colours.primary}"`);
    expect(icon).toMatch(/>B<\/text><\/svg>$/);
    const odd = await build(requestAnswers({ businessBasics: { companyName: '  <&> ãrt', phone: '0113 496 0000', email: 'a@b.co' } }));
    expect(odd.file('icon.svg')!.toString()).toMatch(/>Ã<\/text><\/svg>$/);
    expect(odd.file('icon.svg')!.toString()).not.toContain('<&>');
  });

  it('makes responsive sizes of the logo and photos in modern formats with a fallback, never wider than the original', async () => {
    const { file, html } = await build(requestAnswers(), { logo: await logo(), p1: await photo(2560, 1920), p2: await photo(800, 600, 120) });
    const home = html('index.html');
    expect(home).toMatch(/<source type="image\/webp" srcset="images\/hero-640\.webp 640w, images\/hero-960\.webp 960w, images\/hero-1280\.webp 1280w, images\/hero-1920\.webp 1920w"/);
    expect(home).toMatch(/<img src="images\/hero-960\.jpg" srcset="[^"]+" sizes="100vw" width="1920" height="1440"/);
    expect(home).toMatch(/<img src="images\/logo-192\.png"[^>]* width="192" height="64"/);
    expect((await sharp(file('images/hero-1920.webp')!).metadata()).format).toBe('webp');
    expect((await sharp(file('images/hero-1920.jpg')!).metadata()).format).toBe('jpeg');
    expect((await sharp(file('images/logo-192.png')!).metadata()).hasAlpha).toBe(true);
    expect((await sharp(file('images/photo-1-960.webp')!).metadata()).width).toBe(960);
    // The 800 px photo is not enlarged: its largest size is 800.
    expect(file('images/photo-2-960.jpg')).toBeUndefined();
    expect((await sharp(file('images/photo-2-800.jpg')!).metadata()).width).toBe(800);
    expect(html('gallery.html')).toContain('images/photo-2-800.jpg');
  });

  it('makes AVIF too when a template lists it, best format first', async () => {
    const withAvif = structuredClone(data);
    withAvif.templates['sparks-electrical'].images.formats = ['avif', 'webp'];
    const content = siteContent(withAvif, { profile: profileOfInput(withAvif, { answers: requestAnswers() }), reference: 'TS-4KX7', files: { photos: ['p1'] } });
    const image = await photo(1000, 750);
    const site = await buildSite(withAvif, content, async () => image, opts);
    const home = site.files.find((f) => f.path === 'index.html')!.body.toString();
    expect(home).toMatch(/<source type="image\/avif" srcset="images\/hero-640\.avif 640w, images\/hero-960\.avif 960w, images\/hero-1000\.avif 1000w"[^>]*><source type="image\/webp"/);
    expect((await sharp(site.files.find((f) => f.path === 'images/hero-1000.avif')!.body).metadata()).format).toBe('heif');
  });

  it('names no address of its own and offers the e-mail and phone in the quote form\'s place when it has neither (an export)', async () => {
    const content = siteContent(data, { profile: profileOfInput(data, { answers: requestAnswers(), form: 'request' }), reference: 'TS-4KX7', files: { logo: 'logo', photos: ['p1'] } });
    const images: Record<string, Buffer> = { logo: await logo(), p1: await photo(800, 600) };
    const site = await buildSite(data, content, async (key) => images[key], { preview: false });
    const html = (path: string) => site.files.find((f) => f.path === path)?.body.toString('utf8') ?? '';
    for (const page of ['index.html', 'contact.html']) {
      expect(html(page)).not.toMatch(/rel="canonical"|og:url|og:image|https?:\/\/[^"]*images\//);
      const about = ld(html(page));
      expect(about).not.toHaveProperty('url');
      expect(about).not.toHaveProperty('logo');
      expect(about).not.toHaveProperty('image');
      expect(about.telephone).toBe('+441134960000');
    }
    expect(html('contact.html')).not.toContain('<form');
    expect(html('contact.html')).toMatch(/<div id="quote"><h2>[^<]+<\/h2><p>[^<]+<\/p><p class="actions"><a class="btn btn-main" href="mailto:sam@brightspark\.co\.uk\?subject=[^"]+">[^<]+<\/a><a class="btn btn-alt" href="tel:\+441134960000">/);
    expect(site.files.map((f) => f.path)).not.toContain('quote-sent.html');
  });

  it('leaves out what the customer did not give rather than drawing empty sections', async () => {
    const { html } = await build(requestAnswers({ businessStats: {}, selectedAccreditations: [], whatsAppNumber: '' }));
    expect(html('index.html')).not.toContain('class="stats"');
    expect(html('index.html')).not.toContain('wa.me');
    expect(html('index.html')).not.toContain('class="badges"');
  });
});
