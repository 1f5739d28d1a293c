/**
 * The one table of hooks, in the order of spec part 1 §7 and part 2 §7, with how the spec sends each (JSON or
 * a multipart form). Each name is a URL segment (`POST /api/hooks/<name>`), a schema file
 * (`schemas/hooks/<name>.schema.json`), an address under `endpoints.hooks` in config/site.yaml and an
 * environment override (`HOOK_TARGET_<NAME>`); `npm run check` holds the schema files and site.yaml to it.
 */
export const HOOKS = {
  main: { as: 'json' },
  logo: { as: 'form' },
  gallery: { as: 'form' },
  'business-basics': { as: 'form' },
  'media-logo': { as: 'form' },
  'media-gallery': { as: 'form' },
  unsubscribe: { as: 'json' },
  contact: { as: 'json' },
  'domain-selection': { as: 'json' },
  feedback: { as: 'json' },
} as const satisfies Record<string, { as: 'json' | 'form' }>;

/** Every hook name, in the table's order. */
export const HOOK_NAMES = Object.keys(HOOKS) as Array<keyof typeof HOOKS>;

/** One of the known hook names. */
export type HookName = keyof typeof HOOKS;

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
