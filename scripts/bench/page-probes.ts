/**
 * What the bench installs in a measured page, as plain script text (so nothing the bench runner adds to compiled
 * functions reaches the page). Every time is taken as a phone user feels it, the same way for ours and the peer:
 *
 * - from the input event's own timestamp (`event.timeStamp`: when the key or tap reached the browser, so time the
 *   event waited behind a busy main thread counts),
 * - to the next frame drawn after it: a `requestAnimationFrame` callback, then a message posted from it, which
 *   runs once that frame's style, layout and paint are done.
 *
 * Beside it the Event Timing API's entries (`PerformanceEventTiming`, what INP is made of, which also counts the
 * compositor presenting the frame) are kept, and the larger of the two is the sample (see phone-timing.ts).
 */

/** Installed before any script of the page (an init script): records key presses, taps, event timings and long tasks. */
export const TIMING_INIT_SCRIPT = `(() => {
  const bench = (window.__bench = { keys: [], events: [], tap: null, longTaskEnd: 0, pendingKey: null });
  const afterNextFrame = (done) => requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => done(performance.now());
    channel.port2.postMessage(0);
  });
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) bench.events.push({ name: e.name, start: e.startTime, duration: e.duration, interactionId: e.interactionId || 0 });
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  } catch {}
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) bench.longTaskEnd = Math.max(bench.longTaskEnd, e.startTime + e.duration);
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
  addEventListener('keydown', (e) => {
    if (e.key.length !== 1) return;
    bench.pendingKey = e.timeStamp;
    // How the bench timed a key before (for docs/bench.md): from this handler, not the event's timestamp, to a
    // timeout after the next animation frame callback.
    const handler = performance.now();
    bench.handlerStart = handler;
    bench.lastHandler = undefined;
    requestAnimationFrame(() => setTimeout(() => { bench.lastHandler = performance.now() - handler; }, 0));
  }, true);
  // The frame after the input event, which follows keydown: the field has taken the key by then.
  addEventListener('input', () => {
    const start = bench.pendingKey;
    if (start === null) return;
    bench.pendingKey = null;
    const handlerStart = bench.handlerStart;
    afterNextFrame((end) => setTimeout(() => bench.keys.push({ start, frame: end - start, handler: bench.lastHandler ?? end - handlerStart }), 0));
  }, true);
  // The tap's time on the wall clock, kept across a page load: a form posted without JavaScript answers with a new page.
  addEventListener('pointerdown', (e) => {
    bench.tap = performance.timeOrigin + e.timeStamp;
    try { sessionStorage.setItem('__benchTap', String(bench.tap)); } catch {}
  }, true);
})()`;

/**
 * Answers (once the page has been quiet) whether the page is settled: no long task for __QUIET__ ms. A form
 * that still starts up is not measured as if it were waiting for the customer.
 */
export const SETTLED_SCRIPT = `performance.now() - window.__bench.longTaskEnd > __QUIET__`;

/**
 * Arms the watch of one step change, before the tap: each frame checks whether the heading (__HEADING__ in
 * __SCOPE__) differs from __BEFORE__ (null: from what it is now) and the new step's first field is usable (a form
 * control after the heading, shown, enabled, not inert, not busy). Once the frame that shows both is drawn,
 * `window.__bench.step` resolves to the time since the tap's pointerdown. Answers the heading and the time armed;
 * after a page load (a form posted without JavaScript) the bench arms the new page with both.
 */
export const ARM_STEP_SCRIPT = `(() => {
  const bench = window.__bench;
  const scopeSel = __SCOPE__;
  const headingSel = __HEADING__;
  const heading = () => document.querySelector(scopeSel + ' ' + headingSel);
  const before = __BEFORE__ === null ? heading() && heading().textContent : __BEFORE__;
  const armedAt = __ARMED_AT__ === null ? performance.timeOrigin + performance.now() : __ARMED_AT__;
  const tapAt = () => {
    const t = bench.tap !== null ? bench.tap : Number(sessionStorage.getItem('__benchTap'));
    return t >= armedAt ? t : null;
  };
  const controls = 'input:not([type=hidden]), select, textarea, [role=radio], [role=checkbox], [role=combobox], [role=switch]';
  const usable = (el) => el.getClientRects().length > 0 && !el.disabled && getComputedStyle(el).visibility !== 'hidden' && !el.closest('[inert], [aria-busy="true"], [aria-hidden="true"]');
  const firstFieldUsable = (h) => {
    const scope = document.querySelector(scopeSel);
    const after = [...scope.querySelectorAll(controls)].filter((el) => h.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING);
    // A control may be drawn by the browser but covered (a radio input under its label): its nearest shown box counts.
    const first = after.find((el) => el.getClientRects().length > 0 || (el.parentElement && el.parentElement.getClientRects().length > 0));
    return Boolean(first && (usable(first) || (first.parentElement && usable(first.parentElement) && !first.disabled)));
  };
  bench.tap = null;
  bench.step = new Promise((resolve) => {
    const check = () => {
      const h = heading();
      const tap = tapAt();
      if (h && h.textContent !== before && tap !== null && firstFieldUsable(h)) {
        // Seen before this frame is drawn: the message runs once it is.
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve({ ms: performance.timeOrigin + performance.now() - tap, title: h.textContent });
        channel.port2.postMessage(0);
      } else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
  return { before, armedAt };
})()`;

/** Replaces the __NAME__ placeholders of a page script by JSON values. */
export function fill(script: string, values: Record<string, unknown>): string {
  return Object.entries(values).reduce((text, [name, value]) => text.replaceAll(`__${name}__`, JSON.stringify(value)), script);
}

/**
 * A page script that resolves once `condition` (an expression) holds, checked every `everyMs`, or to false after
 * `timeoutMs`. Evaluated by the bench (not by `eval` in the page), so the page's Content Security Policy holds.
 */
export function until(condition: string, everyMs: number, timeoutMs: number): string {
  return `new Promise((resolve) => {
    const stop = Date.now() + ${timeoutMs};
    const check = () => { if (${condition}) resolve(true); else if (Date.now() > stop) resolve(false); else setTimeout(check, ${everyMs}); };
    check();
  })`;
}
