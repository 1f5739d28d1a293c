/**
 * The work of each key press in a DevTools trace (trace-keys.ts), cut at each keydown: a pure function of the
 * trace's events, so its sums are tested without a browser (tests/unit/scripts/trace-key-work.test.ts).
 */

/** One event of a Chromium trace (the Trace Event Format), as much of it as is read here. */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (processor) time of a complete event, µs: what the thread ran, not what it waited. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: Record<string, unknown> & { name?: string; data?: Record<string, unknown> };
}

/** What one key cost, in ms of thread time but for the counts. */
export interface KeyWork {
  /** The bench's sample of the key (filled in by the caller). */
  sample: number;
  /** Every main-thread task's thread time from this keydown's task to the next one's. */
  thread: number;
  script: number;
  UpdateLayoutTree: number;
  /** Elements restyled (UpdateLayoutTree's elementCount). */
  elements: number;
  Layout: number;
  /** Objects that needed layout (Layout's dirtyObjects). */
  objects: number;
  PrePaint: number;
  Paint: number;
  Layerize: number;
  Commit: number;
  HitTest: number;
  gc: number;
  /** The rest of the main thread's tasks (input handling, scheduling, the browser's own bookkeeping). */
  other: number;
  /** Thread time of the renderer's compositor thread. */
  compositor: number;
  /** Thread time of the raster workers. */
  raster: number;
  /** Thread time of the GPU process's threads (the display compositor, software drawing). */
  gpu: number;
  /** The longest main-thread task of the key and what it held. */
  slowest: string;
}

const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadPool_RunTask']);
const SCRIPT = new Set(['FunctionCall', 'EventDispatch', 'TimerFire', 'FireAnimationFrame', 'EvaluateScript', 'v8.compile', 'V8.Execute', 'RunMicrotasks', 'v8.run', 'FireIdleCallback', 'v8.callFunction', 'RunMicrotasks']);
const OWN = ['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'Commit', 'HitTest'] as const;
const GC = /GC|BlinkGC/;

type Own = (typeof OWN)[number];
const ms = (e: TraceEvent) => (e.tdur ?? e.dur ?? 0) / 1000;

/** An event's name with what it ran: the event type, or the function and file of a script. */
function label(e: TraceEvent): string {
  const data = e.args?.data ?? {};
  if (e.name === 'EventDispatch') return `${e.name}(${String(data.type)})`;
  const file = typeof data.url === 'string' ? data.url.replace(/^.*\//, '').replace(/\?.*$/, '') : '';
  const fn = typeof data.functionName === 'string' ? data.functionName : '';
  return file || fn ? `${e.name}(${[fn, file].filter(Boolean).join(' ')})` : e.name;
}

/** The category an event's own time counts under. */
function categoryOf(name: string): Own | 'script' | 'gc' | 'other' {
  if ((OWN as readonly string[]).includes(name)) return name as Own;
  if (name === 'RecalculateStyles' || name === 'ParseAuthorStyleSheet') return 'UpdateLayoutTree';
  if (SCRIPT.has(name)) return 'script';
  if (GC.test(name)) return 'gc';
  return 'other';
}

/** Sums of the outermost task intervals of a thread within [from, to): nested tasks count once. */
function outerTaskTime(events: TraceEvent[], from: number, to: number): number {
  let end = -Infinity;
  let sum = 0;
  for (const e of events) {
    if (e.ts < from || e.ts >= to || !TASKS.has(e.name)) continue;
    if (e.ts < end) continue;
    end = e.ts + (e.dur ?? 0);
    sum += ms(e);
  }
  return sum;
}

/**
 * Per key, from the task holding its keydown to the task holding the next one (the last key: `tailMs` after its
 * keydown, the bench's rhythm), the main thread's time by what ran, each event's own time (its children's taken
 * out) under its category, and the other threads' task time. Keys are the page's last `count` keydown EventDispatch
 * events, in order (Playwright empties a box with a Delete key before the typed ones); a trace without them answers
 * no keys.
 */
export function keyWork(events: TraceEvent[], count: number, tailMs: number): KeyWork[] {
  const complete = events.filter((e) => e.ph === 'X').sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const keydowns = complete.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'keydown').slice(-count);
  if (!keydowns.length) return [];
  const { pid, tid } = keydowns[0];
  const names = new Map(events.filter((e) => e.ph === 'M' && e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, String(e.args?.name ?? '')]));
  const main = complete.filter((e) => e.pid === pid && e.tid === tid);
  const taskOf = (at: TraceEvent) => main.find((e) => TASKS.has(e.name) && e.ts <= at.ts && e.ts + (e.dur ?? 0) >= at.ts + (at.dur ?? 0)) ?? at;
  const starts = keydowns.map((k) => taskOf(k).ts);
  const byThread = new Map<string, TraceEvent[]>();
  for (const e of complete) {
    if (e.pid === pid && e.tid === tid) continue;
    const key = `${e.pid}:${e.tid}`;
    byThread.set(key, [...(byThread.get(key) ?? []), e]);
  }
  const gpuPids = new Set([...names].filter(([, n]) => n === 'CrGpuMain' || n === 'VizCompositorThread').map(([k]) => k.split(':')[0]));
  return starts.map((from, i) => {
    const to = starts[i + 1] ?? from + tailMs * 1000;
    const w: KeyWork = { sample: Number.NaN, thread: outerTaskTime(main, from, to), script: 0, UpdateLayoutTree: 0, elements: 0, Layout: 0, objects: 0, PrePaint: 0, Paint: 0, Layerize: 0, Commit: 0, HitTest: 0, gc: 0, other: 0, compositor: 0, raster: 0, gpu: 0, slowest: '' };
    const stack: TraceEvent[] = [];
    const self = new Map<TraceEvent, number>();
    let longest: TraceEvent | undefined;
    const children = new Map<TraceEvent, TraceEvent[]>();
    for (const e of main) {
      if (e.ts < from || e.ts >= to) continue;
      while (stack.length && stack[stack.length - 1].ts + (stack[stack.length - 1].dur ?? 0) <= e.ts) stack.pop();
      const parent = stack[stack.length - 1];
      if (parent) {
        self.set(parent, (self.get(parent) ?? ms(parent)) - ms(e));
        children.set(parent, [...(children.get(parent) ?? []), e]);
      } else if (TASKS.has(e.name) && (!longest || (e.dur ?? 0) > (longest.dur ?? 0))) longest = e;
      if (!self.has(e)) self.set(e, ms(e));
      stack.push(e);
      if (e.name === 'UpdateLayoutTree') w.elements += Number(e.args?.elementCount ?? 0);
      if (e.name === 'Layout') w.objects += Number((e.args?.beginData as { dirtyObjects?: number } | undefined)?.dirtyObjects ?? 0);
    }
    for (const [e, own] of self) {
      const c = categoryOf(e.name);
      w[c] += Math.max(0, own);
    }
    for (const [thread, list] of byThread) {
      const name = names.get(thread) ?? '';
      const t = outerTaskTime(list, from, to);
      if (name === 'Compositor' && thread.startsWith(`${pid}:`)) w.compositor += t;
      else if (/CompositorTileWorker|Raster/.test(name)) w.raster += t;
      else if (gpuPids.has(thread.split(':')[0])) w.gpu += t;
    }
    if (longest) {
      const kids = (children.get(longest) ?? []).flatMap((k) => [k, ...(children.get(k) ?? [])]).filter((k) => !TASKS.has(k.name) && ms(k) >= 1);
      w.slowest = `${((longest.dur ?? 0) / 1000).toFixed(0)} ms: ${kids.slice(0, 6).map((k) => `${label(k)} ${ms(k).toFixed(1)}`).join(', ')}`;
    }
    return w;
  });
}
