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
 * page's allowed list, which then locks the trade choice. Anything else (missing, unknown,
 * not a string) gives the fallback, unlocked. Never throws.
 *
 * @example resolveTradeParam(' Plumber ', ['electrician', 'plumber', 'roofer']) // { trade: 'plumber', locked: true }
 * @example resolveTradeParam('builder', ['electrician', 'plumber', 'roofer']) // { trade: 'electrician', locked: false }
 * @example resolveTradeParam(null, ['electrician']) // { trade: 'electrician', locked: false }
 */
export function resolveTradeParam(
  raw: string | null | undefined,
  allowed: readonly string[],
  fallback = 'electrician',
): ResolvedTrade {
  const value = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  if (value !== '' && Array.isArray(allowed) && allowed.some((t) => typeof t === 'string' && t.toLowerCase() === value)) {
    return { trade: value, locked: true };
  }
  return { trade: fallback, locked: false };
}
