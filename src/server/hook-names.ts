/**
 * The hooks the intake server accepts, in the order of spec part 1 §7 and part 2 §7.
 * Each name is a URL segment (`POST /api/hooks/<name>`), a schema file (`schemas/hooks/<name>.schema.json`)
 * and an environment override (`HOOK_TARGET_<NAME>`).
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
