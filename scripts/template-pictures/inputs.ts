/**
 * What each picture of /templates is made from: the site template, the sample business of site.yaml `templates`,
 * its trade's words and its colour scheme, all from the generated config. The pictures are committed (made with
 * Chromium by `npm run template-pictures`, which `npm start` does not need), with a hash of these inputs, so a test
 * can say when a picture no longer shows its template.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { profileOf, type BusinessProfile } from '../../src/domain/business-profile';
import { DEFAULT_SITE_CONFIG } from '../../src/server/config';
import { loadSiteBuilderData, type SiteBuilderData } from '../../src/server/sites/site-data';

/** Where the pictures and their manifest live (served as /images/templates/). */
export const PICTURES_DIR = path.resolve(import.meta.dirname, '../../public/images/templates');
export const MANIFEST = path.join(PICTURES_DIR, 'pictures.json');
/** The widths made of each picture (the screenshot is 1280 x 800 CSS pixels). */
export const PICTURE_WIDTHS = [640, 1280] as const;

interface Sample {
  businessName: string;
  phone: string;
  email?: string;
  areas: string[];
  experience?: string;
  happyCustomers?: string;
}

/** One picture to make: the template id and the profile of its sample business. */
export interface PictureInput {
  id: string;
  profile: BusinessProfile;
  hash: string;
}

/** The pictures site.yaml `templates` asks for (those with a sample business and a site template of that id). */
export function pictureInputs(data: SiteBuilderData = loadSiteBuilderData()): PictureInput[] {
  const site = JSON.parse(readFileSync(DEFAULT_SITE_CONFIG, 'utf8')) as { templates?: Record<string, { trade: string; scheme: string; sample?: Sample }> };
  return Object.entries(site.templates ?? {}).flatMap(([id, entry]) => {
    const template = data.templates[id];
    const trade = data.trades[entry.trade];
    if (!entry.sample || !template || !trade) return [];
    const s = entry.sample;
    const profile: BusinessProfile = {
      ...profileOf({}, {}),
      businessName: s.businessName,
      phone: s.phone,
      email: s.email ?? '',
      trade: entry.trade,
      areas: s.areas,
      services: trade.services.slice(0, 6),
      stats: { ...(s.experience ? { experience: s.experience } : {}), ...(s.happyCustomers ? { happyCustomers: s.happyCustomers } : {}) },
      colours: { trade: entry.trade, scheme: entry.scheme },
    };
    const scheme = data.colourSchemes.schemes.find((c) => c.id === entry.scheme);
    const hash = createHash('sha256').update(JSON.stringify({ template, trade, scheme, profile })).digest('hex').slice(0, 16);
    return [{ id, profile, hash }];
  });
}
