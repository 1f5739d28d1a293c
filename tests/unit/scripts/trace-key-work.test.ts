import { describe, expect, it } from 'vitest';
import { keyWork, type TraceEvent } from '../../../scripts/bench/trace-key-work';

const MAIN = { pid: 1, tid: 1 };
const task = (ts: number, dur: number, tdur = dur): TraceEvent => ({ name: 'RunTask', ph: 'X', ts, dur, tdur, ...MAIN });
const event = (name: string, ts: number, dur: number, args?: TraceEvent['args']): TraceEvent => ({ name, ph: 'X', ts, dur, tdur: dur, ...MAIN, args });
const keydown = (ts: number, dur: number) => event('EventDispatch', ts, dur, { data: { type: 'keydown' } });

describe('the work of each key in a trace', () => {
  it('cuts at each keydown, counts each event once under its own name and the tasks by their thread time', () => {
    const events: TraceEvent[] = [
      { name: 'thread_name', ph: 'M', ts: 0, ...MAIN, args: { name: 'CrRendererMain' } },
      { name: 'thread_name', ph: 'M', ts: 0, pid: 1, tid: 2, args: { name: 'Compositor' } },
      // Emptying the box before the typed keys: a Delete, left out.
      task(0, 1000),
      keydown(100, 500),
      // Key 1: its task (script with a forced layout inside), then a frame.
      task(10_000, 3000, 2500),
      keydown(10_100, 2000),
      event('Layout', 10_500, 1000, { beginData: { dirtyObjects: 4 } }),
      task(20_000, 2000),
      event('UpdateLayoutTree', 20_100, 500, { elementCount: 3 }),
      event('Paint', 20_700, 400),
      { name: 'RunTask', ph: 'X', ts: 20_000, dur: 600, tdur: 600, pid: 1, tid: 2 },
      // Key 2, and a task after the tail of 150 ms that is not counted.
      task(160_000, 1000),
      keydown(160_100, 800),
      task(320_000, 5000),
    ];
    const [first, second, ...rest] = keyWork(events, 2, 150);
    expect(rest).toEqual([]);
    expect(first.thread).toBeCloseTo(4.5);
    // The keydown's own time leaves out the layout it forced.
    expect(first.script).toBeCloseTo(1);
    expect(first.Layout).toBeCloseTo(1);
    expect(first.objects).toBe(4);
    expect(first.UpdateLayoutTree).toBeCloseTo(0.5);
    expect(first.elements).toBe(3);
    expect(first.Paint).toBeCloseTo(0.4);
    expect(first.compositor).toBeCloseTo(0.6);
    // What the tasks did besides their events.
    expect(first.other).toBeCloseTo(0.5 + 1.1);
    expect(first.slowest).toMatch(/^3 ms: EventDispatch\(keydown\) 2\.0, Layout 1\.0/);
    expect(second.thread).toBeCloseTo(1);
    expect(second.script).toBeCloseTo(0.8);
  });

  it('finds no keys in a trace without keydowns', () => {
    expect(keyWork([task(0, 1000)], 30, 150)).toEqual([]);
  });
});
