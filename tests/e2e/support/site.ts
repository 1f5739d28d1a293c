import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../../src/server/start';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** The built browser bundle with its prerendered pages (`npm run build`). */
export const DIST_CLIENT = path.join(root, 'dist', 'client');

/** The real server on a free port serving the built site, with a temporary data folder. */
export async function startSite(): Promise<{ url: string; port: number; urlFor(host: string, pathname: string): string; stop(): Promise<void> }> {
  if (!existsSync(path.join(DIST_CLIENT, 'route-manifest.json'))) {
    throw new Error('dist/client is not built: run npm run build before the browser tests.');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-site-'));
  const server = await startServer({
    port: 0,
    dataDir,
    staticDir: DIST_CLIENT,
    siteConfigPath: null,
    env: { LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '100000' },
  });
  const port = Number(new URL(server.url).port);
  return {
    url: `http://localhost:${port}`,
    port,
    urlFor: (host, pathname) => `http://${host}:${port}${pathname}`,
    stop: async () => {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
