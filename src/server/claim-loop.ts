import type { FastifyBaseLogger } from 'fastify';

/** What a {@link ClaimLoop} runs: how to claim due work, how to do one item, and how much at once. */
export interface ClaimLoopOptions<T> {
  /**
   * Claims up to `limit` due items (with a lease, so a stop mid-way leaves them to be claimed again); with
   * `perKey`, `busy` counts the items in flight by key, and a key at its limit must not be claimed.
   */
  claim(limit: number, busy: ReadonlyMap<string, number>): Promise<T[]>;
  /** Does one claimed item; a rejection is logged as `failed`. */
  work(item: T): Promise<void>;
  /** The most items in flight at once. */
  concurrency: number;
  /**
   * A limit per key (the relay: per hook), so that one key's slow items never take every slot and hold up the
   * others. An item claimed beyond its key's room is a bug of `claim` and is worked on anyway.
   */
  perKey?: { of(item: T): string; limit: number };
  /** How long to wait for new work when nothing is due (a `kick` wakes it sooner). */
  pollMs: number;
  log: FastifyBaseLogger;
  /** What the log says when claiming fails or an item's bookkeeping fails. */
  messages: { claimFailed: string; failed: string };
  /** The log fields naming an item. */
  describe(item: T): Record<string, unknown>;
}

/**
 * The durable queues' loop (the relay's outbox, the preview websites' jobs): claims due items while there is room,
 * works on each without waiting for the others, claims again as soon as one finishes or new work is kicked in, and
 * otherwise polls. Stopping waits for the items in flight; anything unfinished keeps its lease and is claimed again.
 */
export class ClaimLoop<T> {
  private running = false;
  private loop?: Promise<void>;
  private wake?: () => void;
  private readonly inFlight = new Set<Promise<void>>();
  private readonly busy = new Map<string, number>();

  constructor(private readonly options: ClaimLoopOptions<T>) {}

  /** Starts claiming. */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** Wakes the loop now (new work was stored). */
  kick(): void {
    this.wake?.();
  }

  /** Stops claiming and waits for the items in flight. */
  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
    await Promise.allSettled([...this.inFlight]);
  }

  private async run(): Promise<void> {
    const { options } = this;
    while (this.running) {
      const free = options.concurrency - this.inFlight.size;
      let claimed: T[] = [];
      if (free > 0) {
        try {
          claimed = await options.claim(free, this.busy);
        } catch (error) {
          options.log.error({ err: error }, options.messages.claimFailed);
        }
      }
      for (const item of claimed) {
        const key = options.perKey?.of(item);
        if (key !== undefined) this.busy.set(key, (this.busy.get(key) ?? 0) + 1);
        const job = options.work(item).catch((error) => options.log.error({ err: error, ...options.describe(item) }, options.messages.failed));
        this.inFlight.add(job);
        void job.finally(() => {
          this.inFlight.delete(job);
          if (key !== undefined) {
            const left = (this.busy.get(key) ?? 1) - 1;
            if (left > 0) this.busy.set(key, left);
            else this.busy.delete(key);
          }
          this.wake?.();
        });
      }
      if (free > 0 && claimed.length === free) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, options.pollMs);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = undefined;
    }
  }
}
