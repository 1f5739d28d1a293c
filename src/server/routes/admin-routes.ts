import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RequestError } from '../hooks/read-payload';
import type { RelayWorker } from '../relay/relay-worker';
import type { DeliveryState, Store } from '../storage/store';

const STATES: DeliveryState[] = ['pending', 'delivering', 'delivered', 'dead', 'held'];

function sameSecret(a: string, b: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(a), digest(b));
}

/** Rejects a request without `Authorization: Bearer <ADMIN_TOKEN>` (401; also when no token is configured). */
function requireToken(token: string | undefined) {
  return async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    const given = /^Bearer\s+(.+)$/i.exec(header)?.[1]?.trim() ?? '';
    if (!token) throw new RequestError(401, 'The admin API is switched off: set ADMIN_TOKEN on the server to use it.');
    if (!given || !sameSecret(given, token)) throw new RequestError(401, 'Send the admin token as "Authorization: Bearer <ADMIN_TOKEN>".');
  };
}

/**
 * Operators' API, bearer-token protected: `GET /api/submissions` (submissions with delivery state, and files),
 * `GET /api/submissions/:id`, and `POST /api/submissions/:id/replay` to send a dead-letter entry again.
 */
export async function adminRoutes(app: FastifyInstance, opts: { store: Store; relay: RelayWorker; token?: string }): Promise<void> {
  const { store, relay } = opts;
  app.addHook('onRequest', requireToken(opts.token));
  // Answers carry customers' names, e-mails and phone numbers: no browser or proxy may keep a copy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/api/submissions', async (request) => {
    const query = request.query as { limit?: string; hook?: string; state?: string };
    const limit = Math.min(1000, Math.max(1, Number(query.limit ?? 100) || 100));
    if (query.state && !STATES.includes(query.state as DeliveryState)) {
      throw new RequestError(400, `state must be one of: ${STATES.join(', ')}.`, { state: `state must be one of: ${STATES.join(', ')}` });
    }
    const [submissions, files, counts] = await Promise.all([
      store.listSubmissions({ limit, hook: query.hook, state: query.state as DeliveryState | undefined }),
      store.listFiles(limit),
      store.outboxCounts(),
    ]);
    return { counts, submissions, files };
  });

  app.get('/api/submissions/:id', async (request) => {
    const { id } = request.params as { id: string };
    const submission = await store.getSubmission(id);
    if (!submission) throw new RequestError(404, `No submission has the id ${id}.`);
    return submission;
  });

  app.post('/api/submissions/:id/replay', async (request, reply) => {
    const { id } = request.params as { id: string };
    const existing = await store.getSubmission(id);
    if (!existing) throw new RequestError(404, `No submission has the id ${id}.`);
    const outcome = await store.replay(id, Date.now(), relay.hasTarget(existing.hook));
    if (outcome === 'not-replayable') {
      throw new RequestError(409, `Submission ${id} is ${existing.state}; only dead-letter or held entries can be replayed.`);
    }
    relay.kick();
    const after = await store.getSubmission(id);
    return reply.code(202).send({ id, state: after?.state });
  });
}
