/**
 * The config the site generator reads, as emitted by `npm run config` into `src/generated/sites.json`
 * (site templates, trades with their website settings, colour schemes). Types mirror
 * `schemas/config/site-template.schema.json` and the `website` part of `trade.schema.json`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ProfileFields } from '../../domain/business-profile';
import type { ColourScheme } from '../../domain/colours';

export type SectionType = 'hero' | 'services' | 'about' | 'stats' | 'accreditations' | 'areas' | 'gallery' | 'hours' | 'contact' | 'quote-form' | 'cta';

/** One section of a template page. */
export interface TemplateSection {
  type: SectionType;
  heading?: string;
  text?: string;
  limit?: number;
  more?: { page: string; label: string };
}

/** One page of a template. */
export interface TemplatePage {
  id: string;
  nav: string;
  heading?: string;
  title: string;
  description: string;
  sections: TemplateSection[];
}

/** A site template (config/site-templates/<id>.yaml). */
export interface SiteTemplate {
  id: string;
  name: string;
  look: { font: 'sans' | 'serif' | 'rounded'; radius: number; hero: 'photo' | 'split'; header: 'dark' | 'light' };
  images: { hero: number[]; gallery: number[]; logo: number[]; formats: ('avif' | 'webp')[]; quality: number };
  wording: {
    call: string;
    whatsApp: string;
    email: string;
    instagram: string;
    callOut: string;
    quote: string;
    servicesFallback: string;
    closed: string;
    footer: string;
    previewNotice: string;
    skipLink: string;
    navLabel: string;
    stats: Record<'experience' | 'happyCustomers' | 'projectsCompleted' | 'emergencyJobs', string>;
    photoAlt: string;
    logoAlt: string;
    areasIntro: string;
    quoteForm: Record<'name' | 'email' | 'phone' | 'message' | 'submit' | 'note' | 'sentTitle' | 'sentText' | 'back' | 'direct' | 'mailSubject', string>;
  };
  pages: TemplatePage[];
}

/** What a trade file says about its customers' websites. */
export interface TradeWebsite {
  template: string;
  schemaType: string;
  tagline: string;
  about: string;
  serviceCopy: Record<string, string>;
}

/** A trade as the generator needs it. */
export interface SiteTrade {
  id: string;
  label: string;
  plural: string;
  adjective: string;
  defaultScheme: string;
  services: string[];
  website?: TradeWebsite;
}

/** Everything the generator reads from config. */
export interface SiteBuilderData {
  templates: Record<string, SiteTemplate>;
  trades: Record<string, SiteTrade>;
  colourSchemes: { schemes: ColourScheme[] };
  /** The /templates entries of site.yaml (template id to trade and scheme). */
  templateLinks: Record<string, { trade: string; scheme: string }>;
  /** Each form's `profile:` (which answer says what about the business), by form id. */
  profiles: Record<string, ProfileFields>;
  /** The words where the answers and the trade's file say nothing (site.yaml `previewSites.fallback`). */
  fallback: { area: string; tagline: string; about: string; trade: { label: string; plural: string; adjective: string } };
}

const generated = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../generated/sites.json');

/** Reads the emitted generator config; `file` is for tests building a copy of the config. */
export function loadSiteBuilderData(file = generated): SiteBuilderData {
  return JSON.parse(readFileSync(file, 'utf8')) as SiteBuilderData;
}

/** The id of the template's page that holds its quote form (the first with a `quote-form` section), if any. */
export function quoteFormPageId(template: SiteTemplate): string | undefined {
  return template.pages.find((page) => page.sections.some((section) => section.type === 'quote-form'))?.id;
}

/**
 * The template a submission gets: the one its `?template=` link chose when it exists, else the trade's own
 * default, else the first template (a trade file without `website:`).
 */
export function chooseTemplate(data: SiteBuilderData, tradeId: string, requested?: string): SiteTemplate {
  if (requested && data.templates[requested]) return data.templates[requested];
  const own = data.trades[tradeId]?.website?.template;
  if (own && data.templates[own]) return data.templates[own];
  const first = Object.values(data.templates)[0];
  if (!first) throw new Error('No site template is configured: add a file to config/site-templates/.');
  return first;
}
