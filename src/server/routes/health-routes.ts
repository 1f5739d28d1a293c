import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { FileStorage } from '../files/file-storage';
import type { Store } from '../storage/store';

/**
 * `GET /api/health`: 200 when the database answers (readiness), 503 when it does not or the server is
 * shutting down. Also says which back ends are in use, whether the site is built, and the outbox counts.
 */
export async function healthRoutes(app: FastifyInstance, opts: { store: Store; files: FileStorage; staticDir: string }): Promise<void> {
  app.get('/api/health', async (request, reply) => {
    const site = existsSync(path.join(opts.staticDir, 'route-manifest.json')) ? 'built' : 'not built';
    try {
      await opts.store.ping();
      const outbox = await opts.store.outboxCounts();
      return reply.header('cache-control', 'no-store').send({ status: 'ok', database: opts.store.kind, files: opts.files.kind, site, outbox });
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unavailable');
      return reply.code(503).header('cache-control', 'no-store').send({ status: 'unavailable', database: opts.store.kind, error: 'The database does not answer.' });
    }
  });
}
