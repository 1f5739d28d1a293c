/**
 * A customer's website as content: what the submission says (read through the form's `profile:`), with sample
 * copy from the trade's file where the customer wrote nothing. This is the editable form of a site: `npm run site -- export` writes it as YAML, and
 * `build` makes the same pages from an edited copy.
 */
import { effectiveColours, isHexColour } from '../../domain/colours';
import { formatUkPhone, normaliseUkPhone } from '../../domain/uk-phone';
import { profileOf, type BusinessProfile } from '../../domain/business-profile';
import type { SiteBuilderData, SiteTrade } from './site-data';

/** One day of the opening hours. */
export interface ContentHours {
  day: string;
  open: boolean;
  opens: string;
  closes: string;
}

/** The site's content, every value as the customer gave it (escaped only when drawn). */
export interface SiteContent {
  /** Site template id (config/site-templates/). */
  template: string;
  /** Trade id (config/trades/). */
  trade: string;
  /** The customer's reference. */
  reference: string;
  business: {
    name: string;
    phone?: string;
    email?: string;
    whatsApp?: string;
    /** The Instagram handle (letters, digits, dots and underscores only: it makes the profile's address). */
    instagram?: string;
    /** The minimum call-out charge as the customer wrote it. */
    callOut?: string;
    /** The first area served (or the town): used in titles and descriptions. */
    mainArea: string;
    areas: string[];
    /** Absent when the customer hid their address (a service-area business). */
    address?: { street?: string; town?: string; county?: string; postcode?: string };
    registrationNumber?: string;
  };
  colours: { primary: string; secondary: string; background: string };
  tagline: string;
  about: string;
  services: { name: string; text: string }[];
  accreditations: string[];
  stats: { key: 'experience' | 'happyCustomers' | 'projectsCompleted' | 'emergencyJobs'; value: string }[];
  hours: ContentHours[];
  /** The stored file keys (or, in an export, file names under `source/`) of the logo and photos, in order. */
  images: { logo?: string; photos: string[] };
  /**
   * In an exported folder: the site's own address (its domain, once known), its preview address (where `publish`
   * puts it back) and where its quote form posts (a form service of the customer's, if any). Neither `url` nor
   * `quoteAction` is ever the preview address, which expires.
   */
  hosting?: { url?: string; previewUrl: string; quoteAction?: string };
}

type Answers = Record<string, unknown>;

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
/** The figures a site shows, in order (each worded by the template's `wording.stats`). */
const STAT_KEYS = ['experience', 'happyCustomers', 'projectsCompleted', 'emergencyJobs'] as const;

/** Fills `{name}` placeholders; unknown names are left as written. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{([A-Za-z]+)\}/g, (all, name: string) => (Object.hasOwn(values, name) ? values[name] : all));
}

/** Extra lines the customer typed ("Solar, heat pumps; EV"), one item each. */
function splitExtra(v: unknown): string[] {
  return text(v)
    .split(/[\n,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The placeholder values a template's and a trade's copy may use. */
export function copyValues(content: Pick<SiteContent, 'business'>, trade: Pick<SiteTrade, 'label' | 'plural' | 'adjective'>, year = new Date().getFullYear()): Record<string, string> {
  const b = content.business;
  return {
    businessName: b.name,
    businessPhone: b.phone ?? '',
    businessEmail: b.email ?? '',
    mainArea: b.mainArea,
    areas: b.areas.join(', '),
    trade: trade.label,
    tradePlural: trade.plural,
    adjective: trade.adjective,
    year: String(year),
  };
}

/**
 * The business profile of a preview's answers, read with the `profile:` of the form they were sent with (a job
 * queued without its form uses the first form's profile).
 */
export function profileOfInput(data: SiteBuilderData, input: { answers: Answers; form?: string }): BusinessProfile {
  const fields = (input.form && data.profiles?.[input.form]) || Object.values(data.profiles ?? {})[0];
  return profileOf(input.answers, fields);
}

/**
 * Turns a submission's business profile (its answers as the form's `profile:` reads them) and its stored file keys
 * into site content. Services keep the customer's order; each gets the trade file's sentence for it, or the
 * template's fallback naming the service. A hidden address is left out entirely, not just hidden. Where the
 * answers and the trade's file say nothing, the words are site.yaml `previewSites.fallback`.
 * @example siteContent(data, { profile, reference: 'TS-4KX7', files: { logo: 'k/logo/..', photos: [] } })
 */
export function siteContent(
  data: SiteBuilderData,
  input: { profile: BusinessProfile; reference: string; files: { logo?: string; photos: string[] }; template?: string },
): SiteContent {
  const p = input.profile;
  const words = data.fallback;
  const tradeId = p.trade;
  const trade: SiteTrade = data.trades[tradeId] ?? { id: tradeId, ...words.trade, defaultScheme: '', services: [] };
  const template = input.template && data.templates[input.template] ? input.template : (trade.website?.template && data.templates[trade.website.template] ? trade.website.template : Object.keys(data.templates)[0]);
  const address = p.address;
  const areas = p.areas;
  const town = address.town;
  const mainArea = areas[0] ?? town ?? '';
  const colours = effectiveColours(p.colours, data.colourSchemes.schemes, { [tradeId]: trade.defaultScheme });
  const scheme = data.colourSchemes.schemes.find((s) => s.id === p.colours.scheme) ?? data.colourSchemes.schemes.find((s) => s.id === trade.defaultScheme);
  const business: SiteContent['business'] = {
    name: p.businessName,
    ...(p.phone ? { phone: formatUkPhone(p.phone) } : {}),
    ...(p.email ? { email: p.email } : {}),
    ...(p.whatsApp ? { whatsApp: formatUkPhone(p.whatsApp) } : {}),
    ...(INSTAGRAM_HANDLE.test(p.instagram) ? { instagram: p.instagram } : {}),
    ...(p.callOut ? { callOut: p.callOut.slice(0, 60) } : {}),
    mainArea: mainArea || town || words.area,
    areas: areas.length ? areas : town ? [town] : [],
    ...(!address.hidden && (address.street || town || address.postcode)
      ? { address: Object.fromEntries(Object.entries({ street: address.street, town, county: address.county, postcode: address.postcode }).filter(([, v]) => v)) }
      : {}),
    ...(address.registrationNumber ? { registrationNumber: address.registrationNumber } : {}),
  };
  const values = copyValues({ business }, trade);
  const fallback = data.templates[template]?.wording.servicesFallback ?? '{service}';
  const services = [...p.services, ...splitExtra(p.moreServices)].filter((s, i, all) => all.indexOf(s) === i);
  return {
    template,
    trade: tradeId,
    reference: input.reference,
    business,
    colours: { primary: colours.primary, secondary: colours.secondary, background: isHexColour(scheme?.background) && p.colours.custom !== true ? scheme!.background : '#FFFFFF' },
    tagline: fill(trade.website?.tagline ?? words.tagline, values),
    about: fill(trade.website?.about ?? words.about, values),
    services: services.map((name) => ({ name, text: fill(trade.website?.serviceCopy[name] ?? fallback, { ...values, service: name }) })),
    accreditations: [...p.accreditations, ...splitExtra(p.moreAccreditations)],
    stats: STAT_KEYS.filter((k) => p.stats[k]).map((key) => ({ key, value: p.stats[key] })),
    hours: (p.hours ?? []).map((h) => ({ day: text(h.day), open: h.open === true, opens: text(h.openTime), closes: text(h.closeTime) })).filter((h) => h.day),
    images: input.files,
  };
}

/** An Instagram handle as Instagram allows it (the form's own rule, checked again: it goes into an address). */
const INSTAGRAM_HANDLE = /^[A-Za-z0-9._]{1,30}$/;

/** The address of an Instagram profile, or undefined for no handle. */
export function instagramHref(handle: string | undefined): string | undefined {
  return handle && INSTAGRAM_HANDLE.test(handle) ? `https://www.instagram.com/${handle}/` : undefined;
}

/** The phone number as a `tel:` address (`+441134960000`), or undefined. */
export function telHref(phone: string | undefined): string | undefined {
  if (!phone) return undefined;
  const n = normaliseUkPhone(phone).replace(/[^\d+]/g, '');
  if (!n) return undefined;
  return `tel:${n.startsWith('0') ? `+44${n.slice(1)}` : n}`;
}

/** The WhatsApp chat address for a UK mobile (`https://wa.me/447700900123`), or undefined. */
export function waHref(mobile: string | undefined): string | undefined {
  const tel = telHref(mobile);
  return tel ? `https://wa.me/${tel.slice('tel:+'.length)}` : undefined;
}
