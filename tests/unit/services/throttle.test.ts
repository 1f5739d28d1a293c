import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttle } from '../../../src/services/throttle';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
});

afterEach(() => {
  vi.useRealTimers();
});

/** A throttled spy of 250 ms. */
function throttled() {
  const run = vi.fn();
  return { run, shown: throttle(run, 250) };
}

describe('throttle', () => {
  it('runs the first call at once and folds the calls within the interval into one at its end', () => {
    const { run, shown } = throttled();
    shown.call();
    expect(run).toHaveBeenCalledTimes(1);
    shown.call();
    shown.call();
    vi.advanceTimersByTime(249);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('runs a call at once when the interval has passed', () => {
    const { run, shown } = throttled();
    shown.call();
    vi.advanceTimersByTime(300);
    shown.call();
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('flush runs a waiting call now, once, and does nothing when none waits', () => {
    const { run, shown } = throttled();
    shown.flush();
    expect(run).not.toHaveBeenCalled();
    shown.call();
    shown.call();
    shown.flush();
    expect(run).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(2);
  });
});
