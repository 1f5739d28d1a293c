/**
 * Colour rules of the request form (spec part 1 §3, §4 and §9).
 *
 * The colour schemes themselves live in config (`config/colour-schemes.yaml`); these
 * functions take them as a parameter so that browser, server and build share one rule.
 */
import { getPath, setPath, withoutPaths } from './send-plan';

/** A trade-specific variant of a scheme (`colourOverrides` in the trade's file), e.g. Charcoal / Green for one trade. */
export interface ColourSchemeOverride {
  name: string;
  primary: string;
  secondary: string;
  background?: string;
}

/** A pre-designed colour scheme as configured, with optional per-trade variants. */
export interface ColourScheme {
  id: string;
  name: string;
  primary: string;
  secondary: string;
  background: string;
  tradeOverrides?: Readonly<Record<string, ColourSchemeOverride>>;
}

/** A scheme as a given trade sees it, with its override applied. */
export interface ResolvedColourScheme {
  id: string;
  name: string;
  primary: string;
  secondary: string;
  background: string;
}

/** The colour answers as {@link effectiveColours} reads them, whatever the form calls them. */
export interface ColourFields {
  /** The trade chosen (its id), whose default scheme and overrides apply. */
  trade?: unknown;
  /** Whether custom colours are on. */
  custom?: unknown;
  primary?: unknown;
  secondary?: unknown;
  /** The scheme chosen (its id). */
  scheme?: unknown;
}

/**
 * Which answer holds each colour value (dotted paths), as a form's YAML names them (the colours transform of its
 * `submit:` plan, the `profile:` of its answers); `remove` lists keys taken out of the data sent.
 */
export interface ColourFieldNames {
  trade: string;
  custom: string;
  primary: string;
  secondary: string;
  scheme: string;
  remove?: readonly string[];
}

/** Default values of the two custom colour fields (spec part 1 §9). */
export const DEFAULT_CUSTOM_COLOURS = Object.freeze({ primary: '#2897cf', secondary: '#194563' });

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/**
 * True for a colour written `#RRGGBB` (either case), the form the custom colour fields
 * expect (spec part 1 §5).
 *
 * @example isHexColour('#2897cf') // true
 * @example isHexColour('#fff') // false (short form not accepted)
 */
export function isHexColour(s: unknown): s is string {
  return typeof s === 'string' && HEX_COLOUR.test(s);
}

/**
 * Finds a scheme by id and applies the trade's override, if any. Returns `undefined` for an
 * unknown id.
 *
 * @example
 * schemeForTrade(schemes, 'green', 'tiler')
 * // { id: 'green', name: 'Charcoal / Green', primary: '#36454F', secondary: '#A7C957', ... }
 */
export function schemeForTrade(
  schemes: readonly ColourScheme[],
  id: string | null | undefined,
  trade: string | null | undefined,
): ResolvedColourScheme | undefined {
  if (!id) return undefined;
  const scheme = schemes.find((s) => s.id === id);
  if (!scheme) return undefined;
  const base: ResolvedColourScheme = {
    id: scheme.id,
    name: scheme.name,
    primary: scheme.primary,
    secondary: scheme.secondary,
    background: scheme.background,
  };
  const override =
    trade && scheme.tradeOverrides && Object.hasOwn(scheme.tradeOverrides, trade)
      ? scheme.tradeOverrides[trade]
      : undefined;
  if (!override) return base;
  return {
    ...base,
    name: override.name,
    primary: override.primary,
    secondary: override.secondary,
    background: override.background ?? base.background,
  };
}

/**
 * The primary and secondary colours that apply to the form data (spec part 1 §4):
 * custom colours when they are on and both are valid `#RRGGBB`; otherwise the selected
 * scheme when custom colours are off; otherwise the trade's default scheme. When even the
 * trade default cannot be found, {@link DEFAULT_CUSTOM_COLOURS} are used, so this never
 * throws.
 */
export function effectiveColours(
  data: ColourFields,
  schemes: readonly ColourScheme[],
  defaultSchemeIdByTrade: Readonly<Record<string, string>>,
): { primary: string; secondary: string } {
  const trade = typeof data.trade === 'string' ? data.trade : undefined;
  if (data.custom === true) {
    if (isHexColour(data.primary) && isHexColour(data.secondary)) {
      return { primary: data.primary, secondary: data.secondary };
    }
  } else {
    const selected = schemeForTrade(schemes, typeof data.scheme === 'string' ? data.scheme : undefined, trade);
    if (selected) return { primary: selected.primary, secondary: selected.secondary };
  }
  const defaultId =
    trade && Object.hasOwn(defaultSchemeIdByTrade, trade) ? defaultSchemeIdByTrade[trade] : undefined;
  const fallback = schemeForTrade(schemes, defaultId, trade);
  if (fallback) return { primary: fallback.primary, secondary: fallback.secondary };
  return { primary: DEFAULT_CUSTOM_COLOURS.primary, secondary: DEFAULT_CUSTOM_COLOURS.secondary };
}

/**
 * The colour values of the answers, read where `names` says they are.
 * @example colourFieldsOf({ tradeType: 'tiler' }, { trade: 'tradeType', ... }) // { trade: 'tiler', ... }
 */
export function colourFieldsOf(data: unknown, names: Omit<ColourFieldNames, 'remove'>): ColourFields {
  return { trade: getPath(data, names.trade), custom: getPath(data, names.custom), primary: getPath(data, names.primary), secondary: getPath(data, names.secondary), scheme: getPath(data, names.scheme) };
}

/**
 * Colour processing at submission (spec part 1 §4): returns a copy of the data with the two custom colour answers
 * (`names.primary`, `names.secondary`) set to the effective colours (see {@link effectiveColours}) and the keys of
 * `names.remove` (the spec's primaryColor and secondaryColor) taken out. The input is not changed.
 *
 * @example
 * processColours({ tradeType: 'tiler', useCustomColors: false, selectedColorScheme: 'green' },
 *   schemes, { tiler: 'green' }, names)
 * // { tradeType: 'tiler', ..., customPrimaryColor: '#36454F', customSecondaryColor: '#A7C957' }
 */
export function processColours(
  data: Readonly<Record<string, unknown>>,
  schemes: readonly ColourScheme[],
  defaultSchemeIdByTrade: Readonly<Record<string, string>>,
  names: ColourFieldNames,
): Record<string, unknown> {
  const { primary, secondary } = effectiveColours(colourFieldsOf(data, names), schemes, defaultSchemeIdByTrade);
  const kept = withoutPaths({ ...data }, names.remove ?? []);
  return setPath(setPath(kept, names.primary, primary), names.secondary, secondary);
}
