/**
 * A quote request sent from a preview site's form: stored as a `contact` hook call (the payload the contact form's
 * plan sends), so the team receives it through the relay like every other message.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { RelayWorker } from '../relay/relay-worker';
import type { Store } from '../storage/store';
import type { PreviewRecord } from './preview-sites';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Stores the request; false when it lacks a name, a valid e-mail address or a message. */
export async function storeQuote(
  deps: { store: Store; relay: RelayWorker },
  fields: Record<string, string>,
  record: PreviewRecord,
  request: FastifyRequest,
): Promise<boolean> {
  if (!fields.name || !fields.message || !EMAIL.test(fields.email) || fields.name.length > 200 || fields.email.length > 200) return false;
  const hook = 'contact';
  await deps.store.recordCalls([
    {
      id: randomUUID(),
      hook,
      payload: {
        Name: fields.name,
        Email: fields.email,
        Subject: `Quote request from the website of ${record.reference}`,
        Message: fields.phone ? `${fields.message}\n\nPhone: ${fields.phone}` : fields.message,
        Timestamp: new Date().toISOString(),
        Source: `${request.protocol}://${request.host}/sites/${record.code}/contact.html`,
      },
      contentType: 'application/x-www-form-urlencoded',
      clientIp: request.ip,
      userAgent: String(request.headers['user-agent'] ?? '').slice(0, 300),
      createdAt: Date.now(),
      customerRef: record.reference,
      submissionId: null,
      state: deps.relay.hasTarget(hook) ? 'pending' : 'held',
    },
  ]);
  deps.relay.kick();
  return true;
}
