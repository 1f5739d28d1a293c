import type { FastifyBaseLogger } from 'fastify';
import type { RelaySettings } from '../config';
import { HOOK_NAMES, type HookName } from '../../domain/hook-names';
import type { ClaimedDelivery, Store } from '../storage/store';
import { ClaimLoop } from '../claim-loop';
import { backoffDelay, classifyStatus, retryAfterMs } from './backoff';

/**
 * The header naming the delivery: the call's id, the same on every attempt, so a target can drop repeats. A call
 * made under the client's key (the submission's attempt key, or the `Idempotency-Key` header of a step event) has
 * that key and its hook as id (`<key>:<hook>`), so a request the browser sent twice reaches the target with one key.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** The header counting attempts (1 for the first); above 1 the target may have had the call already. */
export const ATTEMPT_HEADER = 'X-Delivery-Attempt';

/**
 * Delivers stored hook calls to their targets, at least once. Each entry is leased while in flight and its
 * attempt is counted when it is claimed, before anything is sent; the delivery is recorded, and the lease
 * released, in one statement as soon as the target's status arrives (before its body is read). A crash between
 * the target's answer and that record (the only window left) leaves the lease to expire: the entry is claimed
 * again, noted as interrupted, and sent with the same `Idempotency-Key` (the submission id) and the next
 * `X-Delivery-Attempt`, so the target can drop the repeat.
 */
export class RelayWorker {
  private readonly loop: ClaimLoop<ClaimedDelivery>;

  constructor(
    private readonly store: Store,
    private readonly targets: Partial<Record<HookName, string>>,
    private readonly settings: RelaySettings,
    private readonly log: FastifyBaseLogger,
  ) {
    this.loop = new ClaimLoop({
      claim: (limit, busy) => this.store.claimDue(Date.now(), this.settings.leaseMs, limit, { perHook: settings.concurrency, busy }),
      work: (entry) => this.deliver(entry),
      // Each hook has its own slots: a hook whose target hangs never holds up the deliveries of another.
      concurrency: settings.concurrency * HOOK_NAMES.length,
      perKey: { of: (entry) => entry.hook, limit: settings.concurrency },
      pollMs: settings.pollMs,
      log,
      messages: { claimFailed: 'could not read the outbox; trying again shortly', failed: 'delivery bookkeeping failed' },
      describe: (entry) => ({ id: entry.id }),
    });
  }

  /** Starts polling; held entries of hooks that now have a target are released first. */
  async start(): Promise<void> {
    const released = await this.store.releaseHeld(Object.keys(this.targets), Date.now());
    if (released) this.log.info({ released }, 'held hook calls released to their new targets');
    this.loop.start();
  }

  /** Wakes the loop now (a new entry was stored). */
  kick(): void {
    this.loop.kick();
  }

  /** True when a hook has somewhere to go. */
  hasTarget(hook: string): boolean {
    return Boolean(this.targets[hook as HookName]);
  }

  /** Stops claiming and waits for deliveries in flight; unfinished entries stay in the outbox. */
  async stop(): Promise<void> {
    await this.loop.stop();
  }

  private async deliver(entry: ClaimedDelivery): Promise<void> {
    const target = this.targets[entry.hook as HookName];
    const attempt = entry.attempts; // counted by the claim, before sending
    if (!target) {
      // The target was removed since the call was stored: keep it, visible, until one is set again.
      await this.store.markDead(entry.id, attempt - 1, null, `No relay target is set for the ${entry.hook} hook.`);
      await this.store.replay(entry.id, Date.now(), false);
      return;
    }
    let status: number | null = null;
    let error: string;
    let wait: number | undefined;
    try {
      const response = await fetch(target, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [IDEMPOTENCY_HEADER]: entry.id,
          [ATTEMPT_HEADER]: String(attempt),
          'x-hook-name': entry.hook,
          'user-agent': 'tradesites-intake/1',
        },
        body: JSON.stringify(entry.payload),
        redirect: 'manual',
        signal: AbortSignal.timeout(this.settings.timeoutMs),
      });
      status = response.status;
      const outcome = classifyStatus(status);
      if (outcome === 'delivered') {
        // Recorded the moment the status arrives: the body is not waited for, to keep the crash window small.
        await this.store.markDelivered(entry.id, attempt, status, Date.now());
        void response.body?.cancel().catch(() => undefined);
        this.log.info({ id: entry.id, hook: entry.hook, status, attempt }, 'hook call delivered');
        return;
      }
      await response.body?.cancel().catch(() => undefined);
      error = `Target answered ${status} ${response.statusText}`.trim();
      if (outcome === 'dead') {
        await this.store.markDead(entry.id, attempt, status, error);
        this.log.warn({ id: entry.id, hook: entry.hook, status }, 'hook call moved to the dead-letter list');
        return;
      }
      wait = retryAfterMs(response.headers.get('retry-after'));
    } catch (failure) {
      const name = (failure as Error).name;
      error = name === 'TimeoutError' ? `Target did not answer within ${this.settings.timeoutMs} ms` : `Network error: ${describe(failure)}`;
    }
    if (attempt >= this.settings.maxAttempts) {
      await this.store.markDead(entry.id, attempt, status, `${error} (gave up after ${attempt} attempts)`);
      this.log.warn({ id: entry.id, hook: entry.hook, attempt }, 'hook call moved to the dead-letter list after its last attempt');
      return;
    }
    const delay = Math.min(this.settings.backoffMaxMs, Math.max(wait ?? 0, backoffDelay(attempt, this.settings.backoffBaseMs, this.settings.backoffMaxMs)));
    await this.store.markRetry(entry.id, attempt, Date.now() + delay, status, error);
    this.log.info({ id: entry.id, hook: entry.hook, attempt, delay, error }, 'hook call will be retried');
  }
}

function describe(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message ?? String(error);
}
