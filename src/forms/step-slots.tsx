/**
 * The step shown and the steps beside it drawn ahead: once the form is live and the browser is idle, the steps
 * before and after the current one are drawn hidden (React's `<Activity mode="hidden">`, at the lowest priority), so
 * Continue and Back show a step that is already drawn instead of drawing it between the tap and the next frame.
 */
import { Activity, createContext, forwardRef, startTransition, useCallback, useContext, useEffect, useLayoutEffect, useRef, useState, type ComponentPropsWithoutRef, type ReactNode, type RefObject } from 'react';
import { Box } from '@mui/material';
import type { FormData } from './runtime';

/** One step drawn: shown, or hidden ahead. `key` changes whenever its rjsf form must be drawn afresh. */
export interface StepSlot {
  index: number;
  data: FormData;
  key: string;
  shown: boolean;
}

interface Drawn {
  data: FormData;
  gen: number;
  /** The idle refresh the step was drawn at (see `ahead`). */
  at: number;
}

/** Whether the step around is the one shown: only its `<form>` carries the form's id (the buttons name it). */
const StepShown = createContext(true);

/** The `<form>` of a step: a step drawn ahead leaves the id to the shown one. */
export const StepFormTag = forwardRef<HTMLFormElement, ComponentPropsWithoutRef<'form'>>(function StepFormTag({ id, ...props }, ref) {
  const shown = useContext(StepShown);
  return <form {...props} id={shown ? id : undefined} ref={ref} />;
});

/** How long answers stay unchanged before the steps ahead are drawn again with them. */
const TYPING_PAUSE_MS = 600;

const idle = (run: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 1000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 300);
  return () => window.clearTimeout(id);
};

/**
 * The steps to draw: the current one with `data`, and (when `live`) the one before and after it, drawn with the
 * answers as they were when the browser was last idle. rjsf takes new answers only while its form is shown, so a
 * hidden step keeps the answers it was drawn with; shown again with other answers, or refreshed with newer ones
 * when the browser is idle, it is drawn afresh.
 */
export function useStepSlots(stepIndex: number, count: number, data: FormData, live: boolean, latest: RefObject<FormData>): StepSlot[] {
  const [ahead, setAhead] = useState<{ data: FormData; at: number } | undefined>(undefined);
  const refreshedOn = useRef(-1);
  useEffect(() => {
    if (!live) return undefined;
    const refresh = () => {
      refreshedOn.current = stepIndex;
      startTransition(() => setAhead((was) => (was?.data === latest.current ? was : { data: latest.current, at: (was?.at ?? 0) + 1 })));
    };
    // On a new step, at the first idle moment; while answers change on the same step (typing), after a pause, so the
    // steps ahead are not drawn again between keys.
    if (refreshedOn.current !== stepIndex) return idle(refresh);
    let stop = () => {};
    const timer = window.setTimeout(() => (stop = idle(refresh)), TYPING_PAUSE_MS);
    return () => {
      window.clearTimeout(timer);
      stop();
    };
  }, [live, data, stepIndex, latest]);
  const drawn = useRef(new Map<number, Drawn>());
  const shownBefore = useRef(-1);
  const before = drawn.current;
  const now = new Map<number, Drawn>();
  const at = ahead?.at ?? 0;
  const current = before.get(stepIndex);
  // The step shown last time has followed every change of the answers; one shown again is reused only if it was
  // drawn with these very answers.
  const inStep = current && (shownBefore.current === stepIndex || current.data === data);
  now.set(stepIndex, { data, gen: inStep ? current.gen : (current?.gen ?? -1) + 1, at });
  if (live && ahead) {
    for (const index of [stepIndex - 1, stepIndex + 1]) {
      if (index < 0 || index >= count) continue;
      const had = before.get(index);
      if (had && (had.data === ahead.data || had.at >= ahead.at)) now.set(index, had);
      else now.set(index, { data: ahead.data, gen: (had?.gen ?? -1) + 1, at: ahead.at });
    }
  }
  drawn.current = now;
  shownBefore.current = stepIndex;
  // The shown step first in the page, so the first field, file input or form found in it is the shown step's.
  return [...now].sort(([a], [b]) => (a === stepIndex ? -1 : b === stepIndex ? 1 : a - b)).map(([index, d]) => ({ index, data: d.data, key: `${index}:${d.gen}`, shown: index === stepIndex }));
}

/**
 * The change handler of each slot's rjsf form. rjsf reports the defaults it fills in as its form is first drawn; a
 * step drawn ahead must not hand its (older) answers to the wizard then, so its report is held and handed over when
 * the step is shown, as a step drawn at that moment would. Reports of the shown step go straight to `onChange`.
 */
export function useSlotChanges<E>(slots: StepSlot[], onChange: (event: E) => void): (slot: StepSlot) => (event: E) => void {
  const shownKey = slots.find((slot) => slot.shown)?.key ?? '';
  const kept = useRef({ shown: '', handlers: new Map<string, (event: E) => void>(), held: new Map<string, E>(), onChange });
  kept.current.shown = shownKey;
  kept.current.onChange = onChange;
  const live = new Set(slots.map((slot) => slot.key));
  for (const map of [kept.current.handlers, kept.current.held]) for (const key of map.keys()) if (!live.has(key)) map.delete(key);
  useLayoutEffect(() => {
    const held = kept.current.held.get(shownKey);
    if (held === undefined) return;
    kept.current.held.delete(shownKey);
    kept.current.onChange(held);
  }, [shownKey]);
  return useCallback((slot: StepSlot) => {
    const { handlers } = kept.current;
    let handler = handlers.get(slot.key);
    if (!handler) {
      handler = (event: E) => {
        if (kept.current.shown === slot.key) kept.current.onChange(event);
        else kept.current.held.set(slot.key, event);
      };
      handlers.set(slot.key, handler);
    }
    return handler;
  }, []);
}

const STEP_SX = { mt: 3 };

/**
 * Draws each slot in an `<Activity>`: the shown one in the step's box (`data-step`, `stepBox`), the others hidden,
 * their forms without the form's id.
 */
export function StepSlots({ slots, stepId, stepBox, children }: { slots: StepSlot[]; stepId: (index: number) => string; stepBox: RefObject<HTMLDivElement | null>; children: (slot: StepSlot) => ReactNode }) {
  return slots.map((slot) => (
    <Activity key={slot.key} mode={slot.shown ? 'visible' : 'hidden'}>
      <Box ref={slot.shown ? stepBox : undefined} sx={STEP_SX} data-step={slot.shown ? stepId(slot.index) : undefined}>
        <StepShown.Provider value={slot.shown}>{children(slot)}</StepShown.Provider>
      </Box>
    </Activity>
  ));
}
