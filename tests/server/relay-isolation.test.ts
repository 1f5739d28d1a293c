import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, submitForm, targetServer, waitFor } from './support/helpers';

const TOKEN = 'admin-token-0123456789';
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('a hook whose target hangs', () => {
  it('never holds up the deliveries of another hook', async () => {
    const hanging = await targetServer(() => 'hang');
    const answering = await targetServer(() => 200);
    cleanups.push(() => hanging.close(), () => answering.close());
    const server = await startTestServer({
      ADMIN_TOKEN: TOKEN,
      HOOK_TARGET_CONTACT: hanging.url,
      HOOK_TARGET_UNSUBSCRIBE: answering.url,
      RELAY_TIMEOUT_MS: '20000',
      RELAY_LEASE_MS: '30000',
    });
    cleanups.push(() => server.stop());
    // More contact messages than the relay ever sent at once before: each waits on the hanging target.
    for (let i = 0; i < 8; i += 1) expect((await submitForm(server.url, 'contact')).status).toBe(201);
    await waitFor(() => hanging.seen.length >= 2, 5_000, 'the hanging target to be called');
    const sent = performance.now();
    expect((await submitForm(server.url, 'unsubscribe')).status).toBe(201);
    // Well inside the relay's timeout: the unsubscribe call does not wait for the contact calls to time out.
    await waitFor(() => answering.seen.length === 1, 5_000, 'the unsubscribe call to reach its target');
    console.info(`unsubscribe delivered ${(performance.now() - sent).toFixed(0)} ms after it was stored, with the contact target hanging`);
    // The hanging hook keeps to its own slots (2 at a time).
    expect(hanging.seen.length).toBe(2);
  });
});
