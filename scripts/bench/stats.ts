/**
 * The bench's arithmetic, kept apart from the browser so that it can be tested: percentiles of samples and the
 * median of repeated runs.
 */

/**
 * The p-th percentile by the nearest-rank method: the smallest sample that at least p % of the samples do not
 * exceed. Nearest rank never interpolates, so a p95 is always a time some key press or step change really took.
 */
export function percentile(values: readonly number[], p: number): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/** The median of repeated runs (the mean of the middle two for an even count), so one disturbed run does not decide. */
export function median(values: readonly number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** p50, p95 and the count of a set of timings. */
export interface Spread {
  median: number;
  p95: number;
  samples: number;
}

/** The spread of a set of timings in ms. */
export function spread(values: readonly number[]): Spread {
  return { median: percentile(values, 50), p95: percentile(values, 95), samples: values.length };
}
