import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { FileStorage } from '../files/file-storage';
import type { Store } from '../storage/store';
import { outageReason, PART_NAMES, RETRY_AFTER_SECONDS, type PartHealth } from '../unavailable';

/** How long a readiness probe waits for the database or the file store before calling it down. */
const PROBE_TIMEOUT_MS = 3000;

/**
 * Undefined when `work` succeeds within the probe timeout, else what is wrong ("does not answer", "is locked by
 * another process", ...); `fallback` when the failure says no more.
 */
async function problemOf(work: () => Promise<unknown>, fallback: string): Promise<string | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((resolve) => (timer = setTimeout(() => resolve('does not answer'), PROBE_TIMEOUT_MS)));
  try {
    return await Promise.race([work().then(() => undefined), late]);
  } catch (error) {
    return outageReason(error) ?? fallback;
  } finally {
    clearTimeout(timer);
  }
}

const text = (description: string) => ({ type: 'string', description }) as const;
const healthReply = {
  200: {
    type: 'object',
    properties: {
      status: text('Always "ok" while the process serves.'),
      database: text('The database in use: sqlite or postgres.'),
      files: text('The file store in use: local or s3.'),
      site: text('"built" once npm run build has made the pages, else "not built".'),
    },
  },
} as const;
const part = {
  type: 'object',
  properties: {
    kind: text('Which back end it is.'),
    status: text('"ok" or "down".'),
    problem: text('What is wrong, when it is down ("does not answer", "is locked by another process", "is full", ...).'),
  },
} as const;
const readiness = {
  type: 'object',
  properties: {
    status: text('"ready", or "unavailable" while a part is down.'),
    database: part,
    files: part,
    site: text('"built" or "not built".'),
    outbox: { type: 'object', description: 'Hook calls per delivery state.', additionalProperties: { type: 'integer' } },
    error: text('The parts that are down, in one sentence.'),
  },
} as const;

/**
 * Liveness and readiness, registered outside the rate limit so a load balancer's checks from a busy address are
 * never refused with 429.
 * - `GET /api/health` (liveness): 200 while the process serves, with the back ends in use and whether the site is
 *   built; it touches neither the database nor the file store, so a slow database does not get the process restarted.
 * - `GET /api/ready` (readiness): asks the database and the file store (each within 3 s), and counts the outage the
 *   last request met (locked, full, read-only) until a write succeeds again; 200 when both work, 503 naming the
 *   part and what is wrong with it, so traffic goes to another instance until it is back.
 */
export async function healthRoutes(app: FastifyInstance, opts: { store: Store; files: FileStorage; staticDir: string; fileHealth?: PartHealth }): Promise<void> {
  const { store, files, fileHealth } = opts;
  const site = () => (existsSync(path.join(opts.staticDir, 'route-manifest.json')) ? 'built' : 'not built');

  app.get('/api/health', { schema: { response: healthReply } }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok', database: store.kind, files: files.kind, site: site() }),
  );

  app.get('/api/ready', { schema: { response: { 200: readiness, 503: readiness } } }, async (request, reply) => {
    // The probe, else the outage the last request met (a full disk shows only when something is written).
    const [databaseProblem, filesProblem] = await Promise.all([
      problemOf(() => store.ping(), 'does not answer').then((p) => p ?? store.recentOutage?.()),
      problemOf(() => files.check(), 'does not take files').then((p) => p ?? fileHealth?.recentOutage()),
    ]);
    const database = !databaseProblem;
    const fileStore = !filesProblem;
    const outbox = database ? await store.outboxCounts().catch(() => undefined) : undefined;
    const down = [
      ...(databaseProblem ? [`${PART_NAMES.database} ${databaseProblem}`] : []),
      ...(filesProblem ? [`${PART_NAMES.files} ${filesProblem}`] : []),
    ];
    if (down.length) request.log.error({ database: databaseProblem ?? 'ok', files: filesProblem ?? 'ok' }, 'readiness check failed');
    // Every outage answers 503 with Retry-After (unavailable.ts): a load balancer or a client asks again after it.
    if (down.length) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    return reply
      .code(down.length ? 503 : 200)
      .header('cache-control', 'no-store')
      .send({
        status: down.length ? 'unavailable' : 'ready',
        database: { kind: store.kind, status: database ? 'ok' : 'down', ...(databaseProblem ? { problem: databaseProblem } : {}) },
        files: { kind: files.kind, status: fileStore ? 'ok' : 'down', ...(filesProblem ? { problem: filesProblem } : {}) },
        site: site(),
        ...(outbox ? { outbox } : {}),
        ...(down.length ? { error: `Not ready: ${down.join(' and ')}.` } : {}),
      });
  });
}
