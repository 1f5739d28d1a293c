import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RequestError } from '../hooks/request-error';
import type { RelayWorker } from '../relay/relay-worker';
import { STATE_MEANINGS, type DeliveryState, type Store } from '../storage/store';
import { customerReply, customersReply, hookCallReply, hookCallsReply, replayReply, submissionReply } from './admin-schemas';

const STATES = Object.keys(STATE_MEANINGS) as DeliveryState[];

function sameSecret(a: string, b: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(a), digest(b));
}

/** Rejects a request without `Authorization: Bearer <ADMIN_TOKEN>` (401; also when no token is configured). */
export function requireToken(token: string | undefined) {
  return async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    const given = /^Bearer\s+(.+)$/i.exec(header)?.[1]?.trim() ?? '';
    if (!token) throw new RequestError(401, 'The admin API is switched off: set ADMIN_TOKEN on the server to use it.');
    if (!given || !sameSecret(given, token)) throw new RequestError(401, 'Send the admin token as "Authorization: Bearer <ADMIN_TOKEN>".');
  };
}

const limit = { type: 'integer', minimum: 1, maximum: 1000, default: 100, description: 'How many rows at most.' } as const;
const customersQuery = { type: 'object', properties: { limit } } as const;
const limitQuery = {
  type: 'object',
  properties: {
    limit,
    hook: { type: 'string', maxLength: 40, description: 'Only calls of this hook.' },
    state: { type: 'string', enum: STATES, description: 'Only calls in this delivery state.' },
  },
} as const;
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 200, description: 'The id (a hook call made under a client key is that key and the hook).' } } } as const;
const refParams = { type: 'object', required: ['ref'], properties: { ref: { type: 'string', maxLength: 64, description: 'The customer reference.' } } } as const;

/**
 * Operators' API, bearer-token protected. The same views as `npm run inbox`, as JSON, each with what the delivery
 * states mean (`states`: "held" is a call kept but not sent, because its hook has no relay target yet):
 * - `GET /api/customers`: customers, the latest activity first (latest submission, last journey event, files);
 * - `GET /api/customers/:ref`: one customer's submissions (every answer), files, hook calls with their deliveries
 *   and journey;
 * - `GET /api/submissions/:id`: one submission with the hook calls it made;
 * - `GET /api/hook-calls` (`?hook=&state=&limit=`), `GET /api/hook-calls/:id`, and
 *   `POST /api/hook-calls/:id/replay` to send a dead-letter or held call again.
 */
export async function adminRoutes(app: FastifyInstance, opts: { store: Store; relay: RelayWorker; token?: string }): Promise<void> {
  const { store, relay } = opts;
  app.addHook('onRequest', requireToken(opts.token));
  // Answers carry customers' names, e-mails and phone numbers: no browser or proxy may keep a copy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get<{ Querystring: { limit: number } }>('/api/customers', { schema: { querystring: customersQuery, response: customersReply } }, async (request) => ({
    states: STATE_MEANINGS,
    counts: await store.outboxCounts(),
    customers: await store.listCustomers(request.query.limit),
  }));

  app.get<{ Params: { ref: string } }>('/api/customers/:ref', { schema: { params: refParams, response: customerReply } }, async (request) => {
    const { ref } = request.params;
    const [submissions, journey, files, calls] = await Promise.all([
      store.listSubmissions({ customerRef: ref }),
      store.journey(ref),
      store.listFiles(1000, ref),
      store.listCalls({ customerRef: ref, limit: 1000 }),
    ]);
    if (!submissions.length && !journey.length && !files.length && !calls.length) throw new RequestError(404, `No customer has the reference ${ref}.`);
    return { reference: ref, states: STATE_MEANINGS, submissions, files, calls, journey };
  });

  app.get<{ Params: { id: string } }>('/api/submissions/:id', { schema: { params: idParams, response: submissionReply } }, async (request) => {
    const submission = await store.getSubmission(request.params.id);
    if (!submission) throw new RequestError(404, `No submission has the id ${request.params.id}.`);
    const calls = await store.listCalls({ submissionId: submission.id, limit: 100 });
    return { ...submission, calls };
  });

  app.get<{ Querystring: { limit: number; hook?: string; state?: DeliveryState } }>('/api/hook-calls', { schema: { querystring: limitQuery, response: hookCallsReply } }, async (request) => {
    const { limit, hook, state } = request.query;
    const [calls, files, counts] = await Promise.all([store.listCalls({ limit, hook, state }), store.listFiles(limit), store.outboxCounts()]);
    return { states: STATE_MEANINGS, counts, calls, files };
  });

  app.get<{ Params: { id: string } }>('/api/hook-calls/:id', { schema: { params: idParams, response: hookCallReply } }, async (request) => {
    const call = await store.getCall(request.params.id);
    if (!call) throw new RequestError(404, `No hook call has the id ${request.params.id}.`);
    return call;
  });

  app.post<{ Params: { id: string } }>('/api/hook-calls/:id/replay', { schema: { params: idParams, response: replayReply } }, async (request, reply) => {
    const { id } = request.params;
    const existing = await store.getCall(id);
    if (!existing) throw new RequestError(404, `No hook call has the id ${id}.`);
    const outcome = await store.replay(id, Date.now(), relay.hasTarget(existing.hook));
    if (outcome === 'not-replayable') {
      throw new RequestError(409, `Hook call ${id} is ${existing.state}; only dead-letter or held calls can be replayed.`);
    }
    relay.kick();
    const after = await store.getCall(id);
    return reply.code(202).send({ id, state: after?.state });
  });
}
