import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * True when the module whose `import.meta.url` is `moduleUrl` is the script Node was started with (`npm run site`,
 * `tsx scripts/prerender.ts`), false when another module imports it (a test, the dev server, the build): a script
 * that exports its command runs it only then.
 *
 * @example if (startedDirectly(import.meta.url)) await main(process.argv.slice(2));
 */
export function startedDirectly(moduleUrl: string): boolean {
  return Boolean(process.argv[1]) && fileURLToPath(moduleUrl) === path.resolve(process.argv[1]);
}
