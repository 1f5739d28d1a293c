/**
 * What a customer's answers say about their business, whatever the form calls each answer: the form's YAML
 * `profile:` names the answer (a dotted path) behind each part, and {@link profileOf} reads them. Everything drawn
 * from the answers reads this one profile: the design preview on the colour step, the Website Preview after Submit
 * and the customer's generated website (src/server/sites/), so no field name of a form is written in code.
 */
import type { BusinessHoursEntry } from './business-hours';
import type { ColourFields } from './colours';
import { getPath } from './send-plan';

/** An answer's dotted path, or a list of them of which the first answered one counts. */
export type ProfileSource = string | readonly string[];

/** A form's `profile:`: which answer holds each part of the business profile (a part not named stays empty). */
export interface ProfileFields {
  businessName?: ProfileSource;
  firstName?: ProfileSource;
  phone?: ProfileSource;
  email?: ProfileSource;
  whatsApp?: ProfileSource;
  /** The Instagram handle (without the @), and the minimum call-out charge as the customer wrote it. */
  instagram?: ProfileSource;
  callOut?: ProfileSource;
  trade?: ProfileSource;
  areas?: ProfileSource;
  services?: ProfileSource;
  moreServices?: ProfileSource;
  accreditations?: ProfileSource;
  moreAccreditations?: ProfileSource;
  hours?: ProfileSource;
  ownsDomain?: ProfileSource;
  domain?: ProfileSource;
  /** The file field of the logo, and of the photos of the customer's work (their stored files go on the website). */
  logo?: string;
  photos?: string;
  stats?: Readonly<Record<string, ProfileSource>>;
  address?: Readonly<Partial<Record<'street' | 'town' | 'county' | 'postcode' | 'hidden' | 'registrationNumber', ProfileSource>>>;
  colours?: Readonly<Partial<Record<'custom' | 'primary' | 'secondary' | 'scheme', ProfileSource>>>;
}

/** A business as its answers describe it: texts trimmed, lists without empty items, '' or [] where nothing was said. */
export interface BusinessProfile {
  businessName: string;
  firstName: string;
  phone: string;
  email: string;
  whatsApp: string;
  /** The Instagram handle without the @ ('' when not given). */
  instagram: string;
  /** The minimum call-out charge as written ('£60'). */
  callOut: string;
  /** The trade's id. */
  trade: string;
  areas: string[];
  services: string[];
  /** Services the customer typed, one text (split into items by the reader). */
  moreServices: string;
  accreditations: string[];
  moreAccreditations: string;
  /** The opening hours as the business-hours widget keeps them, or null when not given. */
  hours: BusinessHoursEntry[] | null;
  /** Figures by their key (experience, happyCustomers, ...), each as text. */
  stats: Record<string, string>;
  address: { street: string; town: string; county: string; postcode: string; hidden: boolean; registrationNumber: string };
  /** The colour answers, for effectiveColours (the trade is `trade`). */
  colours: ColourFields;
  ownsDomain: boolean;
  domain: string;
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
const isAnswered = (v: unknown) => v !== undefined && v !== null && !(typeof v === 'string' && v.trim() === '') && !(Array.isArray(v) && v.length === 0);

/** The value of the first answered path of `source`. */
function read(answers: unknown, source: ProfileSource | undefined): unknown {
  const paths = source === undefined ? [] : typeof source === 'string' ? [source] : source;
  for (const path of paths) {
    const value = getPath(answers, path);
    if (isAnswered(value)) return value;
  }
  return undefined;
}

const texts = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string').map((x) => x.trim()).filter(Boolean) : []);

/**
 * The business profile of the answers, each part read where the form's `profile:` says.
 * @example profileOf({ businessBasics: { companyName: 'Spark & Co' } }, { businessName: ['businessName', 'businessBasics.companyName'] }).businessName // 'Spark & Co'
 */
export function profileOf(answers: unknown, fields: ProfileFields | undefined): BusinessProfile {
  const f = fields ?? {};
  const at = (source: ProfileSource | undefined) => text(read(answers, source));
  const hours = read(answers, f.hours);
  const stats = Object.entries(f.stats ?? {}).flatMap(([key, source]) => (at(source) ? [[key, at(source)] as const] : []));
  const address = f.address ?? {};
  const colours = f.colours ?? {};
  return {
    businessName: at(f.businessName),
    firstName: at(f.firstName),
    phone: at(f.phone),
    email: at(f.email),
    whatsApp: at(f.whatsApp),
    instagram: at(f.instagram).replace(/^@/, ''),
    callOut: at(f.callOut),
    trade: at(f.trade),
    areas: texts(read(answers, f.areas)),
    services: texts(read(answers, f.services)),
    moreServices: at(f.moreServices),
    accreditations: texts(read(answers, f.accreditations)),
    moreAccreditations: at(f.moreAccreditations),
    hours: Array.isArray(hours) ? (hours as BusinessHoursEntry[]) : null,
    stats: Object.fromEntries(stats),
    address: { street: at(address.street), town: at(address.town), county: at(address.county), postcode: at(address.postcode), hidden: read(answers, address.hidden) === true, registrationNumber: at(address.registrationNumber) },
    colours: { trade: at(f.trade) || undefined, custom: read(answers, colours.custom), primary: read(answers, colours.primary), secondary: read(answers, colours.secondary), scheme: read(answers, colours.scheme) },
    ownsDomain: read(answers, f.ownsDomain) === true,
    domain: at(f.domain),
  };
}

/** Every answer path a `profile:` names, with where it is named (for the config check). */
export function profilePaths(fields: ProfileFields): Array<{ at: string[]; path: string }> {
  const out: Array<{ at: string[]; path: string }> = [];
  const add = (at: string[], source: ProfileSource | undefined) => {
    if (typeof source === 'string') out.push({ at, path: source });
    else (source ?? []).forEach((path, i) => out.push({ at: [...at, String(i)], path }));
  };
  for (const [key, value] of Object.entries(fields) as [string, unknown][]) {
    if (value && typeof value === 'object' && !Array.isArray(value)) for (const [part, source] of Object.entries(value as Record<string, ProfileSource>)) add([key, part], source);
    else add([key], value as ProfileSource);
  }
  return out;
}
