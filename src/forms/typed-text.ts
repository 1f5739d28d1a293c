/**
 * A text box that shows each key as the browser draws it and hands the form its value just after that frame.
 *
 * Handing rjsf a value redraws the step's form (its state, the wizard, the draft save, the live checks), which on a
 * slow phone takes longer than a frame. So the box keeps its own value (an uncontrolled input: a key draws no React
 * component at all), and the value goes to the form once the frame showing the key is drawn, several keys typed
 * meanwhile going as one, as a transition: the next key does not wait for the
 * form's drawing, which React interrupts for it. Nothing is lost on the way: whatever reads the answers first calls
 * {@link handTypedText} (Continue, Back, Submit, Enter, a step the browser's history moves to, leaving the box),
 * which hands every value the form does not show yet over at once, and so does the page being hidden or left,
 * before the draft is written.
 */
import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/** The boxes with a value their form does not show yet, each with the function that hands it over at once. */
const waiting = new Map<symbol, () => void>();

/**
 * Hands every value typed but not yet given to its form over now, and draws the form with it, so what runs next
 * (a step check, a step change, a draft write) sees every key. Cheap when nothing waits.
 *
 * @example const onContinue = () => { handTypedText(); check(dataRef.current); };
 */
export function handTypedText(): void {
  if (waiting.size === 0) return;
  const hands = [...waiting.values()];
  waiting.clear();
  flushSync(() => hands.forEach((hand) => hand()));
}

if (typeof window !== 'undefined') {
  // Registered as the module loads, so before the draft store's own listeners: the draft written as the page goes
  // holds the last key.
  window.addEventListener('pagehide', handTypedText);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') handTypedText();
  });
}

/** Runs `task` once the next frame has been drawn (a hidden page draws none: `pagehide` and `visibilitychange` hand over then). */
function afterNextFrame(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task, 0));
}

/** A layout effect in the browser; nothing on the server (React warns of layout effects there). */
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * How an uncontrolled text box reports what is typed. `value` is the text of the form's answer, which the box
 * starts from; `onChange` hands the form a value. `typed(stored)` tells what the box now holds (after the kind's
 * tidying) and hands it over after the next frame; `flush()` hands a waiting value now (on leaving the box). When
 * the answer changes from elsewhere (a change action, a restored draft), `version` changes: the box is drawn anew
 * with it (give it `key={version}` and `defaultValue={value}`).
 */
export function useTypedText(value: string, onChange: (stored: string | undefined) => void) {
  const [version, setVersion] = useState(0);
  // What the box holds, and the texts handed to the form since it last showed that: an answer among them is the
  // form catching up, any other comes from elsewhere.
  const held = useRef(value);
  const handed = useRef(new Set<string>());
  // The value the form does not show yet, and whether it went as a transition (which a step change cannot wait for).
  const pending = useRef<{ stored: string | undefined; sent: boolean } | null>(null);
  const key = useRef(Symbol('typed text'));
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  /** Hands the waiting value over: at once (`now`), or as a transition once, after the frame that shows it. */
  const hand = useCallback((now: boolean) => {
    const next = pending.current;
    if (!next || (next.sent && !now)) return;
    next.sent = true;
    if (now) {
      pending.current = null;
      waiting.delete(key.current);
      onChangeRef.current(next.stored);
    } else startTransition(() => onChangeRef.current(next.stored));
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
    setVersion((n) => n + 1);
  }, [value]);
  useEffect(() => () => hand(true), [hand]);

  const typed = useCallback(
    (stored: string | undefined) => {
      held.current = stored ?? '';
      handed.current.add(held.current);
      const scheduled = pending.current && !pending.current.sent;
      pending.current = { stored, sent: false };
      waiting.set(key.current, () => hand(true));
      if (!scheduled) afterNextFrame(() => hand(false));
    },
    [hand],
  );
  /** Draws the box anew with what it holds (after a tidying that emptied it, so its label settles). */
  const redraw = useCallback(() => setVersion((n) => n + 1), []);
  return { version, typed, flush: useCallback(() => hand(true), [hand]), redraw };
}
