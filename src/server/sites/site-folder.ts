/**
 * A customer's site as a folder the team can edit and any static host can serve:
 *
 *   site.yaml     the content (names, words, services, areas, hours, colours, template, image files)
 *   source/       the original logo and photos
 *   public/       the built pages, style sheet and image sizes (index.html opens straight from disk)
 *
 * `npm run site -- export` writes it from a stored preview, `build` remakes `public/` from an edited site.yaml,
 * and `publish` puts the edited site back at its preview address.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { buildSite, type BuiltSite, type ImageSource } from './build-site';
import type { SiteContent } from './site-content';
import type { SiteBuilderData } from './site-data';
import type { SiteFile } from './site-images';

const HEADER = `# The content of this website. Change the words, lists, colours or template and run
#   npm run site -- build <this folder>
# to remake public/, or npm run site -- publish <this folder> to put it back at its preview address.
# hosting.url is the site's own address (named by its canonical and Open Graph links) and hosting.quoteAction
# where its quote form posts; without quoteAction the contact page offers the e-mail and phone instead.
# Images are the files under source/, named in images:.
`;

/** Where a folder's site answers (its own domain once launched) and where its quote form posts. */
export interface FolderOptions {
  /** The site's own address; none: its pages name no address of their own. */
  baseUrl?: string;
  /** Where the quote form posts; none: the e-mail and phone in the form's place. */
  quoteAction?: string;
  /** A preview keeps its notice and noindex; an export for a static host has neither. */
  preview: boolean;
}

/**
 * True for an address at the service's preview sites (the host of `previewUrl`, under `/sites/`), which expires:
 * an export never names one as its own address or its form's.
 * @example isPreviewAddress('https://tradesites.co.uk/sites/q3D0x9w6Xk0ZbN1rTt7U2vYc/quote', 'https://tradesites.co.uk/sites/q3D0x9w6Xk0ZbN1rTt7U2vYc/') // true
 */
export function isPreviewAddress(address: string, previewUrl: string): boolean {
  try {
    const a = new URL(address);
    return a.hostname === new URL(previewUrl).hostname && a.pathname.startsWith('/sites/');
  } catch {
    return false;
  }
}

/**
 * How an exported folder is built for a static host: its `hosting.url` and `quoteAction`, leaving out one that is a
 * preview address (an export of an earlier build wrote the preview's own there).
 */
function exportOptions(hosting: SiteContent['hosting']): FolderOptions {
  const keep = (address: string | undefined) => (address && !(hosting?.previewUrl && isPreviewAddress(address, hosting.previewUrl)) ? address : undefined);
  const baseUrl = keep(hosting?.url);
  const quoteAction = keep(hosting?.quoteAction);
  return { ...(baseUrl ? { baseUrl } : {}), ...(quoteAction ? { quoteAction } : {}), preview: false };
}

/** The file extension of an image by its first bytes (the stored keys already carry one). */
function extensionOf(key: string): string {
  return /\.(png|jpe?g|gif|webp)$/i.exec(key)?.[1].toLowerCase().replace('jpeg', 'jpg') ?? 'jpg';
}

async function writeFiles(dir: string, files: SiteFile[]): Promise<void> {
  for (const f of files) {
    const full = path.join(dir, f.path);
    await mkdir(path.dirname(full), { recursive: true });
    await writeFile(full, f.body);
  }
}

/**
 * Writes a site folder from content whose images are stored keys: the originals go to `source/`, the content
 * (pointing at them) to `site.yaml`, and the built site to `public/`.
 */
export async function exportSite(data: SiteBuilderData, content: SiteContent, source: ImageSource, dir: string, hosting: NonNullable<SiteContent['hosting']>): Promise<BuiltSite> {
  await mkdir(path.join(dir, 'source'), { recursive: true });
  const copy = async (key: string | undefined, name: string): Promise<string | undefined> => {
    if (!key) return undefined;
    const bytes = await source(key);
    if (!bytes) return undefined;
    const file = `source/${name}.${extensionOf(key)}`;
    await writeFile(path.join(dir, file), bytes);
    return file;
  };
  const logo = await copy(content.images.logo, 'logo');
  const photos = (await Promise.all(content.images.photos.map((key, i) => copy(key, `photo-${i + 1}`)))).filter((p): p is string => Boolean(p));
  const local: SiteContent = { ...content, images: { ...(logo ? { logo } : {}), photos }, hosting };
  await writeFile(path.join(dir, 'site.yaml'), HEADER + stringify(local, { lineWidth: 100 }));
  return buildFolder(data, dir);
}

/** Reads a folder's `site.yaml`, with a plain message for a file that is missing or not a site. */
export async function readFolder(dir: string): Promise<SiteContent> {
  const file = path.join(dir, 'site.yaml');
  const text = await readFile(file, 'utf8').catch(() => {
    throw new Error(`${file} was not found: give the folder that npm run site -- export wrote.`);
  });
  const content = parse(text) as SiteContent | null;
  if (!content || typeof content !== 'object' || !content.business?.name || !Array.isArray(content.services) || !content.images) {
    throw new Error(`${file} is not a site's content: it needs at least business.name, services and images.`);
  }
  return content;
}

/** An image source reading the folder's own files (only below the folder). */
export function folderImages(dir: string): ImageSource {
  const root = path.resolve(dir);
  return async (file) => {
    const full = path.resolve(root, file);
    if (!full.startsWith(root + path.sep)) return undefined;
    return readFile(full).catch(() => undefined);
  };
}

/**
 * Remakes `public/` from the folder's `site.yaml` and `source/`, for the address of `hosting.url` and the form
 * service of `hosting.quoteAction` (each only when given) unless `opts` says otherwise.
 */
export async function buildFolder(data: SiteBuilderData, dir: string, opts?: FolderOptions): Promise<BuiltSite> {
  const content = await readFolder(dir);
  const options = opts ?? exportOptions(content.hosting);
  if (!data.templates[content.template]) {
    throw new Error(`site.yaml names the template "${content.template}", which does not exist. Templates: ${Object.keys(data.templates).join(', ')}.`);
  }
  const site = await buildSite(data, content, folderImages(dir), options);
  await rm(path.join(dir, 'public'), { recursive: true, force: true });
  await writeFiles(path.join(dir, 'public'), site.files);
  return site;
}
