import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { FileStorage } from '../files/file-storage';
import type { Store } from '../storage/store';

/** How long a readiness probe waits for the database or the file store before calling it down. */
const PROBE_TIMEOUT_MS = 3000;

/** Resolves true when `work` succeeds within the probe timeout, false when it fails or takes too long. */
async function answers(work: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS)));
  try {
    return await Promise.race([work().then(() => true as const), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Liveness and readiness, registered outside the rate limit so a load balancer's checks from a busy address are
 * never refused with 429.
 * - `GET /api/health` (liveness): 200 while the process serves, with the back ends in use and whether the site is
 *   built; it touches neither the database nor the file store, so a slow database does not get the process restarted.
 * - `GET /api/ready` (readiness): asks the database and the file store; 200 when both answer, 503 naming the one
 *   that does not, so traffic goes to another instance until it is back.
 */
export async function healthRoutes(app: FastifyInstance, opts: { store: Store; files: FileStorage; staticDir: string }): Promise<void> {
  const { store, files } = opts;
  const site = () => (existsSync(path.join(opts.staticDir, 'route-manifest.json')) ? 'built' : 'not built');

  app.get('/api/health', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok', database: store.kind, files: files.kind, site: site() }),
  );

  app.get('/api/ready', async (request, reply) => {
    const [database, fileStore] = await Promise.all([answers(() => store.ping()), answers(() => files.check())]);
    const outbox = database ? await store.outboxCounts().catch(() => undefined) : undefined;
    const down = [...(database ? [] : ['the database does not answer']), ...(fileStore ? [] : ['the file store does not take files'])];
    if (down.length) request.log.error({ database, files: fileStore }, 'readiness check failed');
    return reply
      .code(down.length ? 503 : 200)
      .header('cache-control', 'no-store')
      .send({
        status: down.length ? 'unavailable' : 'ready',
        database: { kind: store.kind, status: database ? 'ok' : 'down' },
        files: { kind: files.kind, status: fileStore ? 'ok' : 'down' },
        site: site(),
        ...(outbox ? { outbox } : {}),
        ...(down.length ? { error: `Not ready: ${down.join(' and ')}.` } : {}),
      });
  });
}
