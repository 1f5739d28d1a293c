/** A key press as the page recorded it: its event's timestamp and the time to the frame drawn after it (ms). */
export interface KeyRecord {
  start: number;
  frame: number;
  /** The earlier bench's measure of the same key: its keydown handler to a timeout after the next frame callback. */
  handler?: number;
}

/** An Event Timing entry (`PerformanceEventTiming`) as the page recorded it. */
export interface EventRecord {
  name: string;
  start: number;
  duration: number;
  interactionId: number;
}

/**
 * One sample per key press, as INP would count it: the larger of the page's own measure (event timestamp to the
 * frame drawn after the input) and the Event Timing durations of the same key (its keydown, keypress and input,
 * which share its timestamp, and the keyup of the same interaction), which add the time the compositor took to
 * present the frame. Event Timing reports only events of 16 ms and more, so the page's own measure covers the rest.
 */
export function keySamples(keys: readonly KeyRecord[], events: readonly EventRecord[]): number[] {
  return keys.map((key) => {
    const own = events.filter((e) => Math.abs(e.start - key.start) < 1);
    const ids = new Set(own.map((e) => e.interactionId).filter(Boolean));
    const related = events.filter((e) => own.includes(e) || (e.interactionId && ids.has(e.interactionId)));
    return Math.max(key.frame, ...related.map((e) => e.duration));
  });
}
