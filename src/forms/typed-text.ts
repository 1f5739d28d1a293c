/**
 * A text box that shows each key as the browser draws it and hands the form its value once typing pauses.
 *
 * Handing rjsf a value redraws the step's form (its state, the wizard, the live checks) and writes the draft, which
 * on a slow phone takes longer than a frame: done after every key, it ran while the next key arrived and held it
 * up. So the box keeps its own value (an uncontrolled input: a key draws no React component at all), and the value
 * goes to the form when no key has come for {@link TYPING_PAUSE_MS}, every box typed into meanwhile at once, as a
 * transition (React interrupts it for a key). A box showing a problem, and every box of a step whose messages follow
 * the answers (after a Continue that found a problem: {@link LiveChecks}), hands over after the frame showing each key
 * instead, so a message clears or shows as the customer types, not under their finger as they tap Continue (a message
 * shown then moves the button away from the tap).
 *
 * Nothing is lost on the way: whatever reads the answers first calls {@link handTypedText} (Continue, Back,
 * Submit, Enter, a step the browser's history moves to, leaving the box, a tap anywhere on the page), which hands
 * every value the form does not show yet over at once, and so does the page being hidden or left, before the
 * draft is written.
 */
import { createContext, startTransition, useCallback, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { afterNextFrame } from '@/services/after-frame';

/**
 * How long typing must pause before the form takes what was typed (ms): well beyond the gap between the keys of a
 * slow typist on a busy phone, since a form drawn between two keys makes the next key wait, and a key that waited
 * leaves a longer gap before the one after it (at 400 ms, a slow phone drew the form between most keys once one had
 * waited); short enough that a rule shown by a typed answer or a draft in another tab follows soon after.
 */
export const TYPING_PAUSE_MS = 1000;

/**
 * True inside a step whose messages follow every change (after a Continue that found a problem): its boxes hand
 * each key over after its frame, as a box showing a problem does.
 */
export const LiveChecks = createContext(false);

/** The boxes with a value their form does not show yet, each with the function that hands it over (`now`: at once). */
const waiting = new Map<symbol, (now: boolean) => void>();
let pause: ReturnType<typeof setTimeout> | undefined;

/**
 * Hands every value typed but not yet given to its form over now, and draws the form with it, so what runs next
 * (a step check, a step change, a draft write, a tap) sees every key. Cheap when nothing waits.
 *
 * @example const onContinue = () => { handTypedText(); check(dataRef.current); };
 */
export function handTypedText(): void {
  clearTimeout(pause);
  pause = undefined;
  if (waiting.size === 0) return;
  const hands = [...waiting.values()];
  waiting.clear();
  flushSync(() => hands.forEach((hand) => hand(true)));
}

/** Typing paused: every waiting value goes to its form as one transition. */
function handAfterPause(): void {
  pause = undefined;
  const hands = [...waiting.values()];
  startTransition(() => hands.forEach((hand) => hand(false)));
}

/** (Re)starts the wait for a pause in typing. */
function waitForPause(): void {
  clearTimeout(pause);
  pause = setTimeout(handAfterPause, TYPING_PAUSE_MS);
}

if (typeof window !== 'undefined') {
  // Registered as the module loads, so before the draft store's own listeners: the draft written as the page goes
  // holds the last key.
  window.addEventListener('pagehide', handTypedText);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') handTypedText();
  });
  // A tap anywhere (a button a typed answer enables, a choice whose change the form checks with every answer) comes
  // after the form has taken what was typed: it is handed over before the tap's own events reach the page.
  document.addEventListener('pointerdown', handTypedText, true);
}

/** A layout effect in the browser; nothing on the server (React warns of layout effects there). */
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * How an uncontrolled text box reports what is typed. `value` is the text of the form's answer, which the box
 * starts from; `onChange` hands the form a value. `typed(stored)` tells what the box now holds (after the kind's
 * tidying) and hands it over once typing pauses (after the next frame while `eager`, the box showing a problem, or
 * inside {@link LiveChecks});
 * `flush()` hands a waiting value now (on leaving the box). When the answer changes from elsewhere (a change
 * action, a restored draft), `version` changes: the box is drawn anew with it (give it `key={version}` and
 * `defaultValue={initial}`). `initial` changes only then: an input's default value is its `value` attribute, and
 * writing it on every answer handed over made the browser restyle the box.
 */
export function useTypedText(value: string, onChange: (stored: string | undefined) => void, eager = false) {
  const live = useContext(LiveChecks);
  const [drawn, setDrawn] = useState({ version: 0, initial: value });
  // What the box holds, and the texts handed to the form since it last showed that: an answer among them is the
  // form catching up, any other comes from elsewhere.
  const held = useRef(value);
  const handed = useRef(new Set<string>());
  // The value the form does not show yet, and whether it went as a transition (which a step change cannot wait for).
  const pending = useRef<{ stored: string | undefined; sent: boolean } | null>(null);
  const key = useRef(Symbol('typed text'));
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  /** Hands the waiting value over: at once (`now`), or as a transition once (the caller starts it). */
  const hand = useCallback((now: boolean) => {
    const next = pending.current;
    if (!next || (next.sent && !now)) return;
    next.sent = true;
    if (now) {
      pending.current = null;
      waiting.delete(key.current);
    }
    onChangeRef.current(next.stored);
  }, []);

  useBrowserLayoutEffect(() => {
    if (value === held.current) {
      // The form shows what the box holds: nothing waits any more.
      handed.current.clear();
      if (pending.current?.sent && (pending.current.stored ?? '') === value) {
        pending.current = null;
        waiting.delete(key.current);
      }
      return;
    }
    if (handed.current.has(value)) return;
    // An answer from elsewhere: the box is drawn again with it, before this frame is painted.
    held.current = value;
    handed.current.clear();
    pending.current = null;
    waiting.delete(key.current);
    setDrawn(({ version }) => ({ version: version + 1, initial: value }));
  }, [value]);
  useEffect(() => () => hand(true), [hand]);

  const eagerRef = useRef(eager);
  eagerRef.current = eager || live;
  const typed = useCallback(
    (stored: string | undefined) => {
      held.current = stored ?? '';
      handed.current.add(held.current);
      const scheduled = pending.current && !pending.current.sent;
      pending.current = { stored, sent: false };
      waiting.set(key.current, hand);
      if (!eagerRef.current) waitForPause();
      // A hidden page draws no frame: `pagehide` and `visibilitychange` hand over then.
      else if (!scheduled) afterNextFrame(() => startTransition(() => hand(false)));
    },
    [hand],
  );
  /** Draws the box anew with what it holds (after a tidying that emptied it, so its label settles). */
  const redraw = useCallback(() => setDrawn(({ version }) => ({ version: version + 1, initial: held.current })), []);
  return { version: drawn.version, initial: drawn.initial, typed, flush: useCallback(() => hand(true), [hand]), redraw };
}
