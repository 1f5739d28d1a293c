import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { HOOK_NAMES, isHookName } from '../../domain/hook-names';
import type { HookCheck } from '../hooks/hook-validator';
import { BODY_POLICY } from '../hooks/body-policy';
import { readHookPayload } from '../hooks/read-payload';
import { RequestError } from '../hooks/request-error';
import type { RelayWorker } from '../relay/relay-worker';
import type { Store } from '../storage/store';
import { announcedFiles } from '../sites/open-previews';
import type { PreviewService } from '../sites/preview-service';
import { customerRef } from '../files/file-keys';

/** Largest hook body accepted, whatever its content type (see the body policy). */
export const HOOK_BODY_LIMIT = BODY_POLICY.totalBytes;

/**
 * `POST /api/hooks/:name`: reads the payload (multipart, URL-encoded or JSON), validates it against
 * `schemas/hooks/<name>.schema.json`, stores it with its outbox entry in one transaction and answers 202 with
 * the submission id. The relay worker delivers it afterwards.
 */
export async function hookRoutes(
  app: FastifyInstance,
  opts: {
    store: Store;
    relay: RelayWorker;
    check: (hook: (typeof HOOK_NAMES)[number], raw: Record<string, unknown>) => HookCheck;
    /** Builds the customer's preview site from each main hook call; its address goes into the stored payload. */
    previews?: PreviewService;
    /** The service's own origin for a request (PUBLIC_URL, or the request's). */
    originOf: (request: import('fastify').FastifyRequest) => string;
  },
): Promise<void> {
  const { store, relay, check, previews } = opts;
  app.post('/api/hooks/:name', { bodyLimit: HOOK_BODY_LIMIT }, async (request, reply) => {
    const { name } = request.params as { name: string };
    if (!isHookName(name)) throw new RequestError(404, `There is no hook called "${name}". Known hooks: ${HOOK_NAMES.join(', ')}.`);
    const raw = await readHookPayload(request);
    const result = check(name, raw);
    if (!result.ok) throw new RequestError(400, `The ${name} hook payload is not valid.`, result.fields);
    const id = randomUUID();
    let payload = result.data;
    let preview: { code: string; url: string } | undefined;
    if (name === 'main' && previews) {
      const reference = customerRef(payload.customerNumber);
      preview = await previews.queue({ payload, reference, submissionId: id, origin: opts.originOf(request), earlierFiles: await announcedFiles(store, String(payload.customerNumber ?? '')) });
      payload = { ...payload, previewUrl: preview.url };
    }
    await store.insertSubmission({
      id,
      hook: name,
      payload,
      contentType: String(request.headers['content-type'] ?? '').split(';')[0].slice(0, 100),
      clientIp: request.ip,
      userAgent: String(request.headers['user-agent'] ?? '').slice(0, 300),
      createdAt: Date.now(),
      state: relay.hasTarget(name) ? 'pending' : 'held',
    });
    relay.kick();
    return reply.code(202).send(preview ? { id, preview: { url: preview.url, status: `/api/previews/${preview.code}` } } : { id });
  });
}
