/**
 * Runs `run` once the next frame has been drawn: a message posted from the frame's animation callback is taken
 * after the frame's paint, without a timer's clamping. A page in the background draws no frame: given `fallbackMs`,
 * `run` then comes after that long instead; without it, it waits for the page's next frame.
 *
 * Work that must not hold up what the customer waits to see (a step's history entry, a cookie read, a typed value
 * handed to its form) goes here, so it runs right after the frame that shows the change.
 *
 * @example afterNextFrame(() => window.history.pushState(state, '', url));
 */
export function afterNextFrame(run: () => void, fallbackMs?: number): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    run();
  };
  const timer = fallbackMs === undefined ? undefined : setTimeout(once, fallbackMs);
  if (typeof requestAnimationFrame !== 'function') return;
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = once;
    channel.port2.postMessage(0);
  });
}
