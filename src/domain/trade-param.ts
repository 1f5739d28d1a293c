/**
 * The `trade` query parameter of the form pages (spec part 1 §2, part 2 §2 and §5).
 */

/** The trade to show and whether the customer may change it. */
export interface ResolvedTrade {
  trade: string;
  locked: boolean;
}

/**
 * Reads the trade from a link: trimmed and lowercased, and accepted only when it is in the
 * allowed list (worked out by the config build from the trade files), which then locks the trade choice. Anything else (missing, unknown,
 * not a string) gives the fallback, unlocked. Never throws.
 *
 * @example resolveTradeParam(' Tiler ', ['tiler', 'glazier'], 'glazier') // { trade: 'tiler', locked: true }
 * @example resolveTradeParam('joiner', ['tiler', 'glazier'], 'glazier') // { trade: 'glazier', locked: false }
 * @example resolveTradeParam(null, ['tiler'], 'tiler') // { trade: 'tiler', locked: false }
 */
export function resolveTradeParam(
  raw: string | null | undefined,
  allowed: readonly string[],
  /** The form's `query.trade.fallback` (config/forms/<form>.yaml). */
  fallback: string,
): ResolvedTrade {
  const value = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  if (value !== '' && Array.isArray(allowed) && allowed.some((t) => typeof t === 'string' && t.toLowerCase() === value)) {
    return { trade: value, locked: true };
  }
  return { trade: fallback, locked: false };
}
