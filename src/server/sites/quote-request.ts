/**
 * A quote request sent from a preview site's form: stored as a `contact` hook call (checked by the contact
 * hook's schema), so the team receives it through the relay like every other message.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { HookName } from '../../domain/hook-names';
import type { HookCheck } from '../hooks/hook-validator';
import type { RelayWorker } from '../relay/relay-worker';
import type { Store } from '../storage/store';
import type { PreviewRecord } from './preview-sites';

/** Stores the request; false when the contact hook's schema refuses it (no name, a bad e-mail, no message). */
export async function storeQuote(
  deps: { store: Store; relay: RelayWorker; check: (hook: HookName, raw: Record<string, unknown>) => HookCheck },
  fields: Record<string, string>,
  record: PreviewRecord,
  request: FastifyRequest,
): Promise<boolean> {
  if (!fields.name || !fields.email || !fields.message) return false;
  const raw = {
    Name: fields.name,
    Email: fields.email,
    Subject: `Quote request from the website of ${record.reference}`,
    Message: fields.phone ? `${fields.message}\n\nPhone: ${fields.phone}` : fields.message,
    Timestamp: new Date().toISOString(),
    Source: `${request.protocol}://${request.host}/sites/${record.code}/contact.html`,
  };
  const result = deps.check('contact', raw);
  if (!result.ok) return false;
  await deps.store.insertSubmission({
    id: randomUUID(),
    hook: 'contact',
    payload: result.data,
    contentType: 'application/x-www-form-urlencoded',
    clientIp: request.ip,
    userAgent: String(request.headers['user-agent'] ?? '').slice(0, 300),
    createdAt: Date.now(),
    state: deps.relay.hasTarget('contact') ? 'pending' : 'held',
  });
  deps.relay.kick();
  return true;
}
