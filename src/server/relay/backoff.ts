/**
 * Delay before retry number `attempt` (1 = after the first failure): exponential from `baseMs`, capped at
 * `maxMs`, with "equal jitter" (between half and the whole of the step) so that many failed deliveries do not
 * retry in lockstep.
 * @example backoffDelay(3, 1000, 60000, () => 1) // 4000
 */
export function backoffDelay(attempt: number, baseMs: number, maxMs: number, random: () => number = Math.random): number {
  const step = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(step / 2 + (step / 2) * random());
}

/** Reads a Retry-After header (seconds or an HTTP date) as milliseconds from now, if present and sensible. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** How an HTTP answer from a target is treated. */
export type Outcome = 'delivered' | 'retry' | 'dead';

/** 2xx delivered; 408, 425, 429 and 5xx retried; anything else (other 4xx, 3xx) goes to the dead-letter list. */
export function classifyStatus(status: number): Outcome {
  if (status >= 200 && status < 300) return 'delivered';
  if (status === 408 || status === 425 || status === 429 || status >= 500) return 'retry';
  return 'dead';
}
