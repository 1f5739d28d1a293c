import type { CDPSession } from 'playwright-core';

/**
 * Ends the DevTools trace started on `cdp` (`Tracing.start`) and answers every event it recorded, typed as `T` (the
 * fields the caller reads): shared by the bench's tools that read a trace (trace-keys.ts, profile-steps.ts).
 */
export async function collectTrace<T>(cdp: CDPSession): Promise<T[]> {
  const events: T[] = [];
  cdp.on('Tracing.dataCollected', (d) => void events.push(...(d.value as unknown as T[])));
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.end');
  await done;
  return events;
}
