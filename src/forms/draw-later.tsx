/**
 * What the frame showing a new step draws first: after Continue or Back, a long list of the step (the days of the
 * opening hours, a checklist's boxes) draws the items that can be in view in the tap's frame and the rest one task
 * after that frame, and the step's buttons, below them, come with the rest. The frame that shows the step then styles,
 * lays out and paints only what the customer can see at once; nothing drawn first moves when the rest comes, as it
 * is added below it.
 *
 * Only a step entered from another draws in two passes: the step a page opens on (prerendered, hydrated, or
 * restored from a draft) is drawn whole, as are parts shown later within a step.
 */
import { createContext, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';

/** The step's entry as the wizard draws it. */
export interface StepEntry {
  /** A number that changes with each entry into a step (0 for the step the form opened on). */
  id: number;
  /** True while the step is drawn for the first time after Continue, Back or a Change: lists may draw their first items only. */
  entered: boolean;
  /** Set while drawing when a list of the step left items for later: the step's buttons then wait for them. */
  deferred: { current: boolean };
}

const StepEntryContext = createContext<StepEntry>({ id: 0, entered: false, deferred: { current: false } });

/** Provides the step's entry to the lists and the buttons drawn in it (see {@link useDrawnCount}, {@link AfterList}). */
export const StepEntryProvider = StepEntryContext.Provider;

let waiting: (() => void)[] = [];

/**
 * Runs `run` in a task after the next frame is drawn, together with every other callback asked for before that
 * frame, and draws what they change in that task (so a step's lists, the fields below them and its buttons come in
 * one render, complete when the task ends). Answers the function that cancels it.
 */
export function afterFrame(run: () => void): () => void {
  const entry = () => run();
  waiting.push(entry);
  if (waiting.length === 1) {
    requestAnimationFrame(() => {
      // The message is handled after the frame whose animation callbacks run now has been drawn.
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        const due = waiting;
        waiting = [];
        flushSync(() => {
          for (const callback of due) callback();
        });
      };
      channel.port2.postMessage(null);
    });
  }
  return () => {
    waiting = waiting.filter((callback) => callback !== entry);
  };
}

/** The height of one item of a list (px), where the layout is one column (narrow) and from `wideFrom` px up. */
export interface ItemHeight {
  narrow: number;
  wide: number;
  /** The height (px) of the widget's own parts above its first item (its legend, buttons and counts). */
  above: number;
  /** The width (px) from which the list's items take `wide` px. */
  wideFrom: number;
}

/**
 * How many items of a list can be in view when a step is shown: as many as fill two thirds of the window's height
 * below the widget's own parts above them (the page's header and the step's heading take at least the rest), plus
 * one. Reads no layout.
 */
export function itemsInView(height: ItemHeight): number {
  const wide = window.matchMedia(`(min-width: ${height.wideFrom}px)`).matches;
  return Math.ceil(Math.max(0, (window.innerHeight * 2) / 3 - height.above) / (wide ? height.wide : height.narrow)) + 1;
}

/**
 * How many of a list's `total` items to draw now: all, except in the first drawing of a step entered from another,
 * where the items that can be in view come first and the rest a task after the frame that shows the step.
 *
 * @example const shown = items.slice(0, useDrawnCount(items.length, { narrow: 42, wide: 21, above: 60, wideFrom: 600 }));
 */
export function useDrawnCount(total: number, height: ItemHeight): number {
  const entry = useContext(StepEntryContext);
  const [first] = useState(() => (entry.entered ? itemsInView(height) : Infinity));
  const [all, setAll] = useState(() => total <= first);
  if (!all) entry.deferred.current = true;
  // Asked for as the step is committed, so it is the frame that shows the step that it follows.
  useLayoutEffect(() => (all ? undefined : afterFrame(() => setAll(true))), [all]);
  return all ? total : first;
}

/**
 * What follows a long list in a step (the fields after it, the step's buttons): drawn with the list's later items
 * when the list left some for later, so nothing shows above its place and then moves down. With `keep`, drawn all
 * along but hidden until then (the buttons: Continue stays the same element from step to step); otherwise drawn
 * only then (a field below the list).
 */
export function AfterList({ children, keep = false }: { children: ReactNode; keep?: boolean }) {
  const entry = useContext(StepEntryContext);
  // Drawn after the list in the same pass, so its mark is set by now (a row drawn for the first time with the list
  // waits too).
  const [shownFor, setShownFor] = useState<number | undefined>(() => (entry.deferred.current ? undefined : entry.id));
  const hidden = entry.deferred.current && shownFor !== entry.id;
  useLayoutEffect(() => (hidden ? afterFrame(() => setShownFor(entry.id)) : undefined), [hidden, entry.id]);
  if (!keep) return hidden ? null : children;
  return <div style={{ display: hidden ? 'none' : 'contents' }}>{children}</div>;
}

/**
 * The step's entry for its lists and buttons (draw-later.tsx): a new one for each step the customer moves to, marked
 * as entered only while that step is drawn for the first time, so a list shown later within the step is drawn whole.
 */
export function useStepEntry(position: number, moved: boolean): StepEntry {
  const last = useRef({ position, id: 0 });
  const entered = moved && last.current.position !== position;
  const id = entered ? last.current.id + 1 : last.current.id;
  useEffect(() => {
    last.current = { position, id };
  });
  // One mark per entry: later drawings of the step keep what its first one found.
  const deferred = useMemo(() => ({ current: false, id }), [id]);
  return useMemo(() => ({ id, entered, deferred }), [id, entered, deferred]);
}
