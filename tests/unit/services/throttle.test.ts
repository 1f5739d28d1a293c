import { afterEach, describe, expect, it, vi } from 'vitest';
import { throttle } from '../../../src/services/throttle';

afterEach(() => {
  vi.useRealTimers();
});

describe('throttle', () => {
  it('runs the first call at once and folds the calls within the interval into one at its end', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const run = vi.fn();
    const shown = throttle(run, 250);
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
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const run = vi.fn();
    const shown = throttle(run, 250);
    shown.call();
    vi.advanceTimersByTime(300);
    shown.call();
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('flush runs a waiting call now, once, and does nothing when none waits', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const run = vi.fn();
    const shown = throttle(run, 250);
    shown.flush();
    expect(run).toHaveBeenCalledTimes(0);
    shown.call();
    shown.call();
    shown.flush();
    expect(run).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(2);
  });
});
