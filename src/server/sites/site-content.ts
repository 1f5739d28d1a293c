/**
 * A customer's website as content: what the submission says, with sample copy from the trade's file where the
 * customer wrote nothing. This is the editable form of a site: `npm run site -- export` writes it as YAML, and
 * `build` makes the same pages from an edited copy.
 */
import { effectiveColours, isHexColour } from '../../domain/colours';
import { formatUkPhone, normaliseUkPhone } from '../../domain/uk-phone';
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
  /** In an exported folder: the site's own address, its preview address and where its quote form posts. */
  hosting?: { url: string; previewUrl: string; quoteAction: string };
}

type Answers = Record<string, unknown>;

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
const obj = (v: unknown): Answers => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Answers) : {});
const list = (v: unknown): string[] => (Array.isArray(v) ? v.map(text).filter(Boolean) : []);

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
 * Turns a submission's answers (the request or business form's schema) and its stored file keys into site
 * content. Services keep the customer's order; each gets the trade file's sentence for it, or the template's
 * fallback naming the service. A hidden address is left out entirely, not just hidden.
 * @example siteContent(data, { answers, reference: 'TS-4KX7', files: { logo: 'k/logo/..', photos: [] } })
 */
export function siteContent(
  data: SiteBuilderData,
  input: { answers: Answers; reference: string; files: { logo?: string; photos: string[] }; template?: string },
): SiteContent {
  const a = input.answers;
  const basics = obj(a.businessBasics);
  const tradeId = text(a.tradeType) || text(a.selectedTrade);
  const trade: SiteTrade = data.trades[tradeId] ?? { id: tradeId, label: 'Tradesperson', plural: 'Tradespeople', adjective: 'Trade', defaultScheme: '', services: [] };
  const template = input.template && data.templates[input.template] ? input.template : (trade.website?.template && data.templates[trade.website.template] ? trade.website.template : Object.keys(data.templates)[0]);
  const address = obj(a.businessAddress);
  const areas = list(a.serviceLocations);
  const town = text(address.town);
  const mainArea = areas[0] ?? town ?? '';
  const phone = text(basics.phone);
  const whatsApp = text(a.whatsAppNumber);
  const colours = effectiveColours(a as never, data.colourSchemes.schemes, { [tradeId]: trade.defaultScheme });
  const scheme = data.colourSchemes.schemes.find((s) => s.id === text(a.selectedColorScheme)) ?? data.colourSchemes.schemes.find((s) => s.id === trade.defaultScheme);
  const hidden = address.hideAddress === true;
  const business: SiteContent['business'] = {
    name: text(a.businessName) || text(basics.companyName) || text(a.companyName),
    ...(phone ? { phone: formatUkPhone(phone) } : {}),
    ...(text(basics.email) ? { email: text(basics.email) } : {}),
    ...(whatsApp ? { whatsApp: formatUkPhone(whatsApp) } : {}),
    mainArea: mainArea || town || 'your area',
    areas: areas.length ? areas : town ? [town] : [],
    ...(!hidden && (text(address.street) || town || text(address.postcode))
      ? { address: Object.fromEntries(Object.entries({ street: text(address.street), town, county: text(address.county), postcode: text(address.postcode) }).filter(([, v]) => v)) }
      : {}),
    ...(text(address.registrationNumber) ? { registrationNumber: text(address.registrationNumber) } : {}),
  };
  const values = copyValues({ business }, trade);
  const fallback = data.templates[template]?.wording.servicesFallback ?? '{service}';
  const services = [...list(a.selectedServices), ...splitExtra(a.additionalServices)].filter((s, i, all) => all.indexOf(s) === i);
  const stats = obj(a.businessStats);
  const hours = Array.isArray(a.businessHours) ? (a.businessHours as Answers[]) : [];
  return {
    template,
    trade: tradeId,
    reference: input.reference,
    business,
    colours: { primary: colours.primary, secondary: colours.secondary, background: isHexColour(scheme?.background) && !a.useCustomColors ? scheme!.background : '#FFFFFF' },
    tagline: fill(trade.website?.tagline ?? '{trade} in {mainArea}', values),
    about: fill(trade.website?.about ?? '{businessName}: {trade} in {mainArea}.', values),
    services: services.map((name) => ({ name, text: fill(trade.website?.serviceCopy[name] ?? fallback, { ...values, service: name }) })),
    accreditations: [...list(a.selectedAccreditations), ...splitExtra(a.additionalAccreditation)],
    stats: (['experience', 'happyCustomers', 'projectsCompleted', 'emergencyJobs'] as const).filter((k) => text(stats[k])).map((key) => ({ key, value: text(stats[key]) })),
    hours: hours.map((h) => ({ day: text(h.day), open: h.open === true, opens: text(h.openTime), closes: text(h.closeTime) })).filter((h) => h.day),
    images: input.files,
  };
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
