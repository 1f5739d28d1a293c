/**
 * Builds a customer's website from its content: the image sizes (sharp), the pages and the style sheet. The
 * result is a list of files relative to the site's root, ready for the file store or a folder on disk.
 */
import { renderPages, type RenderOptions } from './render-pages';
import type { SiteContent } from './site-content';
import { siteCss, siteIcon } from './site-css';
import { chooseTemplate, type SiteBuilderData } from './site-data';
import { makeImageSet, type ImageSet, type SiteFile } from './site-images';

/** Reads an original image by the key written in the content; undefined when it is gone. */
export type ImageSource = (key: string) => Promise<Buffer | undefined>;

/** What {@link buildSite} makes. */
export interface BuiltSite {
  files: SiteFile[];
  /** The page ids of the site, in order (the feedback form's sections). */
  pages: { id: string; nav: string; file: string }[];
}

/**
 * Makes every file of the site. An image that cannot be read or decoded is left out (the page is still made
 * without it) rather than failing the whole site.
 * @example const { files } = await buildSite(data, content, (key) => readFile(key), { baseUrl, quoteAction, preview: true });
 */
export async function buildSite(
  data: SiteBuilderData,
  content: SiteContent,
  source: ImageSource,
  opts: Omit<RenderOptions, 'logo' | 'hero' | 'photos'>,
): Promise<BuiltSite> {
  const template = chooseTemplate(data, content.trade, content.template);
  const trade = data.trades[content.trade];
  const files: SiteFile[] = [];
  const make = async (key: string | undefined, name: string, widths: number[], kind: 'photo' | 'logo'): Promise<ImageSet | undefined> => {
    if (!key) return undefined;
    try {
      const bytes = await source(key);
      if (!bytes) return undefined;
      const made = await makeImageSet(bytes, name, widths, template, kind);
      files.push(...made.files);
      return made.set;
    } catch {
      return undefined;
    }
  };
  const photos = content.images.photos;
  const [logo, hero, ...gallery] = await Promise.all([
    make(content.images.logo, 'logo', template.images.logo, 'logo'),
    make(photos[0], 'hero', template.images.hero, 'photo'),
    ...photos.map((key, i) => make(key, `photo-${i + 1}`, template.images.gallery, 'photo')),
  ]);
  const pages = renderPages(content, template, trade, { ...opts, logo, hero, photos: gallery.filter((g): g is ImageSet => Boolean(g)) });
  for (const page of pages) files.push({ path: page.path, body: Buffer.from(page.html) });
  files.push({ path: 'site.css', body: Buffer.from(siteCss(content, template)) });
  files.push({ path: 'icon.svg', body: Buffer.from(siteIcon(content.business.name, content.colours.primary)) });
  return { files, pages: template.pages.map((p, i) => ({ id: p.id, nav: p.nav, file: i === 0 ? 'index.html' : `${p.id}.html` })) };
}
