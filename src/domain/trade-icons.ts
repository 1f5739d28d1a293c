/**
 * The fixed list of icons a trade may name in `icon:` (config/trades/<trade>.yaml). The list is the
 * mechanism; which trade uses which icon is config. `npm run check` refuses a name not listed here, and the
 * preview draws each name with its own picture (src/forms/preview/trade-icon.tsx).
 */
export const TRADE_ICON_NAMES = [
  'architecture',
  'bathtub',
  'chair',
  'cleaning-services',
  'construction',
  'deck',
  'electrical-services',
  'fence',
  'format-paint',
  'foundation',
  'grass',
  'grid-on',
  'hand-saw',
  'handyman',
  'home-repair-service',
  'hvac',
  'kitchen',
  'local-fire-department',
  'lock',
  'pest-control',
  'plumbing',
  'roofing',
  'solar-power',
  'water-drop',
  'window',
  'yard',
] as const;

/** One icon name of {@link TRADE_ICON_NAMES}. */
export type TradeIconName = (typeof TRADE_ICON_NAMES)[number];

/** The icon drawn for a trade without its own. */
export const DEFAULT_TRADE_ICON: TradeIconName = 'handyman';

/** Whether a value from config is one of the icon names. */
export function isTradeIconName(value: unknown): value is TradeIconName {
  return typeof value === 'string' && (TRADE_ICON_NAMES as readonly string[]).includes(value);
}
