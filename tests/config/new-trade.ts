import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';

/**
 * A trade that is not in the config, written as an editor would following the README's "Adding a trade":
 * one new file, config/trades/tiler.yaml, copied from plumber.yaml with its own words and lists.
 */
export const TILER = {
  id: 'tiler',
  label: 'Tiler',
  plural: 'Tilers',
  adjective: 'Tiling',
  icon: 'grid-on',
  defaultScheme: 'purple-gold',
  services: ['Wall Tiling', 'Floor Tiling', 'Bathroom Tiling', 'Kitchen Splashbacks'],
  accreditations: ['The Tile Association Member', 'CSCS Card Holder'],
  workExamples: 'Kitchens, bathrooms, floors and splashbacks you have tiled',
  card: 'Websites for tilers, with your finished rooms and your services.',
  title: 'Websites for Tilers | Done for You',
  headline: 'A website that shows off your tiling',
} as const;

/** The text of config/trades/tiler.yaml. */
export function tilerFile(repo: string): string {
  const plumber = parse(readFileSync(join(repo, 'config', 'trades', 'plumber.yaml'), 'utf8')) as Record<string, unknown> & { landing: Record<string, unknown> };
  const { workExamples: _plumbersWork, ...rest } = plumber;
  const tiler = {
    ...rest,
    id: TILER.id,
    label: TILER.label,
    plural: TILER.plural,
    adjective: TILER.adjective,
    order: 6,
    icon: TILER.icon,
    defaultScheme: TILER.defaultScheme,
    forms: { request: { lockable: true }, business: { lockable: true }, media: { lockable: true } },
    workExamples: TILER.workExamples,
    services: [...TILER.services],
    accreditations: [...TILER.accreditations],
    website: {
      ...(plumber.website as Record<string, unknown>),
      schemaType: 'HomeAndConstructionBusiness',
      serviceCopy: Object.fromEntries(TILER.services.map((s) => [s, `${s} with clean, straight grout lines.`])),
    },
    landing: {
      ...plumber.landing,
      title: TILER.title,
      card: TILER.card,
      hero: { headline: TILER.headline, subheading: 'Bathrooms, kitchens and floors: we build the site that shows your finish.' },
    },
  };
  return `# yaml-language-server: $schema=../../schemas/config/trade.schema.json\n\n${stringify(tiler)}`;
}

/** A copy of the project's config in a new folder, with the tiler file added and nothing else changed. */
export function configWithTiler(repo: string, into = mkdtempSync(join(tmpdir(), 'new-trade-'))): string {
  cpSync(join(repo, 'config'), join(into, 'config'), { recursive: true });
  writeFileSync(join(into, 'config', 'trades', 'tiler.yaml'), tilerFile(repo));
  return into;
}
