/** A throttled call: {@link Throttled.call} as often as wanted, {@link Throttled.flush} to run a waiting call now. */
export interface Throttled {
  call(): void;
  flush(): void;
}

/**
 * Runs `run` on the first call at once, then at most once per `ms` while calls keep coming. A call made while one
 * waits is folded into it, and the last call is never dropped: it runs when its time comes, or at `flush`.
 *
 * @example
 * const shown = throttle(() => onChange([...kept]), 250);
 * for (const file of files) { kept.push(await keep(file)); shown.call(); }
 * shown.flush();
 */
export function throttle(run: () => void, ms: number): Throttled {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const now = () => {
    clearTimeout(timer);
    timer = undefined;
    last = performance.now();
    run();
  };
  return {
    call() {
      if (timer !== undefined) return;
      const wait = last + ms - performance.now();
      if (wait <= 0) now();
      else timer = setTimeout(now, wait);
    },
    flush() {
      if (timer !== undefined) now();
    },
  };
}
