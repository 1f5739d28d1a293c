import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** The built browser bundle with its prerendered pages (`npm run build`). */
export const DIST_CLIENT = path.join(root, 'dist', 'client');

/** The host of the site a test starts (forms. and embed. before it are sites of their own, see page-pool.ts). */
export const SITE_HOST = 'localhost';

/** The admin token the test site accepts on the admin API. */
export const TEST_ADMIN_TOKEN = 'test-admin-token-0123456789abcdef0123456789';

/** One hook call as the admin API lists it, with the submission that made it. */
export interface StoredSubmission {
  id: string;
  hook: string;
  payload: Record<string, unknown>;
  customerRef: string | null;
  submissionId: string | null;
}

/** A running test site as the browser tests see it. */
export interface TestSite {
  url: string;
  port: number;
  /** The server's data folder (for `npm run inbox`). A shared site's folder holds every file's submissions. */
  dataDir: string;
  urlFor(host: string, pathname: string): string;
  /** The hook calls the server has stored, newest first (the admin API). On a shared site, filter by what the test sent. */
  submissions(): Promise<StoredSubmission[]>;
  stop(): Promise<void>;
}

/** Where a running site can be reached: enough to rebuild a {@link TestSite} in another process. */
export interface SiteAddress {
  port: number;
  dataDir: string;
}

/** The {@link TestSite} for a server already listening on `address.port`; `stop` is what stopping it means here. */
export function siteAt(address: SiteAddress, stop: () => Promise<void>): TestSite {
  const { port, dataDir } = address;
  const url = `http://${SITE_HOST}:${port}`;
  return {
    url,
    port,
    dataDir,
    submissions: async () => {
      const res = await fetch(`${url}/api/hook-calls?limit=1000`, { headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` } });
      if (!res.ok) throw new Error(`GET /api/hook-calls answered ${res.status}`);
      return ((await res.json()) as { calls: StoredSubmission[] }).calls;
    },
    urlFor: (host, pathname) => `http://${host}:${port}${pathname}`,
    stop,
  };
}

/**
 * The real server on a free port serving the built site, with a temporary data folder (`dataDir`, for
 * `npm run inbox`) and the admin API open to {@link TEST_ADMIN_TOKEN}. `env` adds or overrides settings, for the
 * tests that need a server of their own (say, a failing hook target).
 */
export async function startSite(opts: { env?: Record<string, string> } = {}): Promise<TestSite> {
  if (!existsSync(path.join(DIST_CLIENT, 'route-manifest.json'))) {
    throw new Error('dist/client is not built: run npm run build before the browser tests.');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-site-'));
  // Loaded here, not with this module: a test worker imports this file for its types and siteAt, and loading the
  // server (Fastify, the stores, the S3 client) cost it about 1.2 s of processor time it needs only to start a site.
  const { startServer } = await import('../../../src/server/start');
  const server = await startServer({
    port: 0,
    dataDir,
    staticDir: DIST_CLIENT,
    siteConfigPath: null,
    env: { LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '100000', ADMIN_TOKEN: TEST_ADMIN_TOKEN, ...opts.env },
  });
  return siteAt({ port: Number(new URL(server.url).port), dataDir }, async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
}
