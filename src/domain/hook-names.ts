/**
 * The one list of hooks, in the order of spec part 1 §7 and part 2 §7: the hook calls a form's plan may make
 * (`hook:` in config/forms/*.yaml), each relayed as JSON to its target (`relay.targets` in config/site.yaml or the
 * environment override `HOOK_TARGET_<NAME>`). `npm run check` refuses a plan or target naming any other.
 */
export const HOOK_NAMES = [
  'main',
  'logo',
  'gallery',
  'business-basics',
  'media-logo',
  'media-gallery',
  'unsubscribe',
  'contact',
  'domain-selection',
  'feedback',
] as const;

/** One of the known hook names. */
export type HookName = (typeof HOOK_NAMES)[number];

/** True when `name` is a known hook. */
export function isHookName(name: string): name is HookName {
  return (HOOK_NAMES as readonly string[]).includes(name);
}

/**
 * The environment variable that sets a hook's relay target.
 * @example hookTargetEnvName('domain-selection') // 'HOOK_TARGET_DOMAIN_SELECTION'
 */
export function hookTargetEnvName(name: HookName): string {
  return `HOOK_TARGET_${name.toUpperCase().replace(/-/g, '_')}`;
}
